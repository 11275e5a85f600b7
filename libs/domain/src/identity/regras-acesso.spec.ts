import { ForbiddenError, ValidationError } from '../shared/index.js';
import { GRUPO } from './grupos.js';
import { AtualizarRegrasAcesso, type FuncaoAcesso, type RegrasAcessoRepository } from './regras-acesso.js';

class MemoriaRegras implements RegrasAcessoRepository {
  catalogo: FuncaoAcesso[] = [
    { id: 1, controlador: 'usuarios', funcao: 'index' },
    { id: 2, controlador: 'usuarios', funcao: 'create' },
    { id: 3, controlador: 'clientes', funcao: 'index' },
  ];
  regras = new Map<number, number[]>([[50, [1]]]);
  async funcoesExistentes(ids: number[]) { return this.catalogo.filter((f) => ids.includes(f.id)); }
  async substituirRegras(usuarioId: number, ids: number[]) { this.regras.set(usuarioId, ids); }
}

const admin = { grupo_usuario_id: GRUPO.ADMINISTRADOR, acessos: {} };
const supervisor = { grupo_usuario_id: GRUPO.SUPERVISOR, acessos: { usuarios: ['index', 'regras_acesso'] } };
const operador = { id: 50, grupo_usuario_id: GRUPO.OPERADOR };

describe('AtualizarRegrasAcesso (spec 03 §6)', () => {
  it('substitui as funções do usuário, sem repetir', async () => {
    const repo = new MemoriaRegras();
    await new AtualizarRegrasAcesso(repo).executar(admin, operador, [2, 3, 2]);
    expect(repo.regras.get(50)).toEqual([2, 3]);
  });

  it('lista vazia retira todas as funções', async () => {
    const repo = new MemoriaRegras();
    await new AtualizarRegrasAcesso(repo).executar(admin, operador, []);
    expect(repo.regras.get(50)).toEqual([]);
  });

  it('funções inexistentes são 400 em funcoes e nada muda', async () => {
    const repo = new MemoriaRegras();
    const e = await new AtualizarRegrasAcesso(repo).executar(admin, operador, [1, 8, 9]).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ValidationError);
    expect((e as ValidationError).errors).toEqual({ funcoes: ['funções inexistentes: 8, 9'] });
    expect(repo.regras.get(50)).toEqual([1]);
  });

  it('quem não é administrador só concede funções que possui', async () => {
    const repo = new MemoriaRegras();
    await new AtualizarRegrasAcesso(repo).executar(supervisor, operador, [1]);
    expect(repo.regras.get(50)).toEqual([1]);
    await expect(new AtualizarRegrasAcesso(repo).executar(supervisor, operador, [1, 3])).rejects.toThrow(
      new ForbiddenError('Você só pode conceder funções que você mesmo possui'),
    );
    expect(repo.regras.get(50)).toEqual([1]);
  });

  it('só administrador altera as regras de um administrador', async () => {
    const repo = new MemoriaRegras();
    await expect(new AtualizarRegrasAcesso(repo).executar(supervisor, { id: 51, grupo_usuario_id: GRUPO.ADMINISTRADOR }, [])).rejects.toBeInstanceOf(ForbiddenError);
    await new AtualizarRegrasAcesso(repo).executar(admin, { id: 51, grupo_usuario_id: GRUPO.ADMINISTRADOR }, [1]);
    expect(repo.regras.get(51)).toEqual([1]);
  });
});
