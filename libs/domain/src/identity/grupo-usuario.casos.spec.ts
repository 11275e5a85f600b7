import { BusinessRuleError, NotFoundError } from '../shared/index.js';
import { ExcluirGrupoUsuario, MENSAGENS_GRUPO_USUARIO, SalvarGrupoUsuario, type GrupoUsuario, type GrupoUsuarioRepository } from './grupo-usuario.casos.js';

class MemoriaGrupos implements GrupoUsuarioRepository {
  grupos: GrupoUsuario[] = [{ id: 3, descricao: 'ADMINISTRADOR' }, { id: 18, descricao: 'NOTURNO' }, { id: 19, descricao: 'VAZIO' }];
  usuarios = new Map<number, number>([[3, 1], [18, 2]]);
  async findById(id: number) { return this.grupos.find((g) => g.id === id) ?? null; }
  async idPorDescricao(d: string) { return this.grupos.find((g) => g.descricao.toUpperCase() === d.toUpperCase())?.id ?? null; }
  async criar(descricao: string) { const g = { id: 20, descricao }; this.grupos.push(g); return g; }
  async alterar(id: number, descricao: string) { const g = (await this.findById(id))!; g.descricao = descricao; return { ...g }; }
  async temUsuarios(id: number) { return (this.usuarios.get(id) ?? 0) > 0; }
  async excluir(id: number) { this.grupos = this.grupos.filter((g) => g.id !== id); }
}

describe('SalvarGrupoUsuario', () => {
  it('cria com a descrição aparada e em maiúsculas', async () => {
    const repo = new MemoriaGrupos();
    expect(await new SalvarGrupoUsuario(repo).executar('  operador noturno ')).toEqual({ id: 20, descricao: 'OPERADOR NOTURNO' });
  });

  it('recusa descrição em branco', async () => {
    await expect(new SalvarGrupoUsuario(new MemoriaGrupos()).executar('   ')).rejects.toHaveProperty('errors', { descricao: ['não pode ficar em branco'] });
  });

  it('recusa descrição de outro grupo, sem diferenciar maiúsculas', async () => {
    await expect(new SalvarGrupoUsuario(new MemoriaGrupos()).executar('noturno')).rejects.toHaveProperty('errors', { descricao: ['já está em uso'] });
    await expect(new SalvarGrupoUsuario(new MemoriaGrupos()).executar('noturno', 19)).rejects.toHaveProperty('errors', { descricao: ['já está em uso'] });
  });

  it('altera mantendo a própria descrição', async () => {
    const repo = new MemoriaGrupos();
    expect(await new SalvarGrupoUsuario(repo).executar('Noturno', 18)).toEqual({ id: 18, descricao: 'NOTURNO' });
  });

  it('alterar grupo inexistente é 404 antes de validar', async () => {
    await expect(new SalvarGrupoUsuario(new MemoriaGrupos()).executar('', 99)).rejects.toThrow(new NotFoundError(MENSAGENS_GRUPO_USUARIO.naoEncontrado));
  });
});

describe('ExcluirGrupoUsuario', () => {
  it('exclui grupo próprio sem usuários', async () => {
    const repo = new MemoriaGrupos();
    await new ExcluirGrupoUsuario(repo).executar(19);
    expect(await repo.findById(19)).toBeNull();
  });

  it('grupo inexistente é 404', async () => {
    await expect(new ExcluirGrupoUsuario(new MemoriaGrupos()).executar(99)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('grupos do sistema (3 a 17) não são excluídos', async () => {
    const repo = new MemoriaGrupos();
    repo.usuarios.clear();
    await expect(new ExcluirGrupoUsuario(repo).executar(3)).rejects.toThrow(new BusinessRuleError(MENSAGENS_GRUPO_USUARIO.doSistema));
    expect(await repo.findById(3)).not.toBeNull();
  });

  it('grupo com usuários não é excluído', async () => {
    const repo = new MemoriaGrupos();
    await expect(new ExcluirGrupoUsuario(repo).executar(18)).rejects.toThrow(new BusinessRuleError(MENSAGENS_GRUPO_USUARIO.comUsuarios));
    expect(await repo.findById(18)).not.toBeNull();
  });
});
