import { ConflictError, ForbiddenError, TooManyAttemptsError, UnauthenticatedError, ValidationError } from '../shared/index.js';
import { pode, regrasPadrao, CONTROLADORES } from './acessos.js';
import { clienteParaGravar, escopoDoUsuario, exigirCliente, podeVerCliente } from './escopo.js';
import { paginaInicial, podeUsarChat } from './grupos.js';
import { MENU } from './menu.js';
import type { Clock, NovoUsuario, PasswordHasher, Usuario, UsuarioRepository } from './ports.js';
import { Autenticar, LimiteTentativas, montarRedirectChat } from './sessao.js';
import { exigirPodeGerenciarUsuario, parseGrupos, SalvarUsuario } from './usuario.js';

/** The breached list's stand-in: one password, so the rule shows. */
const vazadas = { contem: (s: string) => s.toLowerCase() === 'senha123' };

class RelogioFixo implements Clock {
  constructor(public agora = new Date('2026-11-22T12:00:00Z')) {}
  now() {
    return this.agora;
  }
  avancar(ms: number) {
    this.agora = new Date(this.agora.getTime() + ms);
  }
}

const hasher: PasswordHasher = { hash: async (s) => `h:${s}`, verify: async (s, h) => h === `h:${s}` };

class MemoriaUsuarios implements UsuarioRepository {
  lista: Usuario[] = [];
  async findById(id: number) { return this.lista.find((u) => u.id === id) ?? null; }
  async findByUsername(username: string) { return this.lista.find((u) => u.username === username) ?? null; }
  async findByEmail(email: string) { return this.lista.find((u) => u.email === email) ?? null; }
  async create(d: NovoUsuario) {
    const u = { ...d, id: this.lista.length + 1, data_cadastro: new Date(), updated_at: new Date('2026-01-01T00:00:00Z') };
    this.lista.push(u);
    return u;
  }
  async update(u: Usuario) {
    const i = this.lista.findIndex((x) => x.id === u.id);
    this.lista[i] = { ...u, updated_at: new Date(u.updated_at.getTime() + 1) };
    return this.lista[i]!;
  }
}
const referencias = { grupoExiste: async (id: number) => id >= 3 && id <= 17, clientesExistentes: async (ids: number[]) => ids.filter((i) => i < 100) };

describe('página inicial por grupo (spec 03 §2)', () => {
  it.each([
    [5, false, '/dashboard_operacional'],
    [6, false, '/dashboard_operacional'],
    [12, false, '/cadastro_consulta'],
    [3, false, '/dashboard'],
    [8, false, '/dashboard'],
    [6, true, '/mudar_senha'],
  ])('o grupo %i (alterar_password %s) começa em %s', (grupo, alterar, destino) => {
    expect(paginaInicial({ grupo_usuario_id: grupo, alterar_password: alterar })).toBe(destino);
  });
  it('deixa só os grupos 3–7 usarem o chat', () => {
    expect([3, 4, 5, 6, 7].every(podeUsarChat)).toBe(true);
    expect([8, 10, 11, 12].some(podeUsarChat)).toBe(false);
  });
});

describe('regras de acesso', () => {
  it('dá aos administradores todas as funções e aos clientes nenhuma gestão de usuários', () => {
    const total = CONTROLADORES.reduce((n, c) => n + c.funcoes.length, 0);
    expect(regrasPadrao(3)).toHaveLength(total);
    expect(regrasPadrao(8).some((r) => r.controlador === 'usuarios')).toBe(false);
    expect(regrasPadrao(8).some((r) => r.controlador === 'check_lists' && r.funcao === 'index')).toBe(true);
  });
  it('toda entrada do menu nomeia um controller e uma função que existem', () => {
    for (const secao of MENU) {
      for (const item of secao.itens) {
        const c = CONTROLADORES.find((x) => x.nome === item.controlador);
        expect(c?.funcoes.some((f) => f.nome === (item.funcao ?? 'index'))).toBe(true);
      }
    }
  });
  it('pode() verifica controller e função', () => {
    expect(pode({ usuarios: ['index'] }, 'usuarios')).toBe(true);
    expect(pode({ usuarios: ['index'] }, 'usuarios', 'destroy')).toBe(false);
    expect(pode({}, 'usuarios')).toBe(false);
  });
  it('só administradores gerenciam administradores', () => {
    expect(() => exigirPodeGerenciarUsuario(4, undefined, 3)).toThrow(ForbiddenError);
    expect(() => exigirPodeGerenciarUsuario(4, 3, undefined)).toThrow(ForbiddenError);
    expect(() => exigirPodeGerenciarUsuario(4, 6, 7)).not.toThrow();
    expect(() => exigirPodeGerenciarUsuario(3, 3, 3)).not.toThrow();
  });
  it('lê listas de is_grupo', () => {
    expect(parseGrupos('3, 4,5')).toEqual([3, 4, 5]);
    expect(() => parseGrupos('3;drop')).toThrow(ValidationError);
    expect(() => parseGrupos('')).toThrow(ValidationError);
  });
});

describe('escopo de clientes', () => {
  it('um usuário de cliente alcança só o próprio cliente; um gestor os que gerencia; a equipe todos', () => {
    const cliente = escopoDoUsuario({ grupo_usuario_id: 8, cliente_id: 5, clientes_gerenciados: [] });
    expect(podeVerCliente(cliente, 5)).toBe(true);
    expect(podeVerCliente(cliente, 6)).toBe(false);
    expect(podeVerCliente(cliente, null)).toBe(false);
    const gestor = escopoDoUsuario({ grupo_usuario_id: 11, cliente_id: null, clientes_gerenciados: [2, 3] });
    expect(gestor).toEqual({ tipo: 'clientes', ids: [2, 3] });
    expect(() => exigirCliente(gestor, 4)).toThrow('Não há permissão');
    expect(escopoDoUsuario({ grupo_usuario_id: 6, cliente_id: null, clientes_gerenciados: [] })).toEqual({ tipo: 'todos' });
  });
  it('as gravações de um usuário de cliente usam por padrão o próprio cliente e recusam outro', () => {
    const cliente = escopoDoUsuario({ grupo_usuario_id: 8, cliente_id: 5, clientes_gerenciados: [] });
    expect(clienteParaGravar(cliente, undefined)).toBe(5);
    expect(() => clienteParaGravar(cliente, 9)).toThrow(ForbiddenError);
    expect(clienteParaGravar({ tipo: 'todos' }, 9)).toBe(9);
  });
});

describe('SalvarUsuario (spec 03 §5 "User")', () => {
  let repo: MemoriaUsuarios;
  let caso: SalvarUsuario;
  beforeEach(() => {
    repo = new MemoriaUsuarios();
    caso = new SalvarUsuario(repo, referencias, hasher, vazadas);
  });

  it('põe o username em maiúsculas e gera o hash da senha', async () => {
    const u = await caso.executar({ username: ' maria ', grupo: 6, password: 'segredo1', password_confirmation: 'segredo1' });
    expect(u.username).toBe('MARIA');
    expect(u.password_hash).toBe('h:segredo1');
  });
  it('exige senha só para novos usuários dos grupos 6, 10, 11, 16, 17', async () => {
    for (const grupo of [6, 10, 16, 17]) {
      await expect(caso.executar({ username: `USR${grupo}`, grupo })).rejects.toMatchObject({ errors: { password: ['não pode ficar em branco'] } });
    }
    await expect(caso.executar({ username: 'USR4', grupo: 4 })).resolves.toMatchObject({ username: 'USR4' });
  });
  it('recusa um username duplicado sem importar maiúsculas e minúsculas', async () => {
    await caso.executar({ username: 'ANA', grupo: 4 });
    await expect(caso.executar({ username: 'ana', grupo: 4 })).rejects.toMatchObject({ errors: { username: ['já está em uso'] } });
  });
  it('precisa de um cliente para o grupo 8 e de clientes gerenciados para o 11', async () => {
    await expect(caso.executar({ username: 'CLI1', grupo: 8 })).rejects.toMatchObject({ errors: { cliente_id: expect.any(Array) } });
    await expect(caso.executar({ username: 'CLI2', grupo: 8, cliente_id: 500 })).rejects.toMatchObject({ errors: { cliente_id: ['cliente inexistente'] } });
    await expect(caso.executar({ username: 'GES1', grupo: 11, password: 'segredo1' })).rejects.toMatchObject({ errors: { clientes_gerenciados: expect.any(Array) } });
    const g = await caso.executar({ username: 'GES2', grupo: 11, password: 'segredo1', clientes_gerenciados: [1, 2] });
    expect(g.clientes_gerenciados).toEqual([1, 2]);
  });
  it('detecta uma edição desatualizada', async () => {
    const u = await caso.executar({ username: 'EDIT', grupo: 4 });
    await caso.executar({ email: 'a@b.com.br', updated_at: u.updated_at.toISOString() }, u.id);
    await expect(caso.executar({ email: 'c@d.com.br', updated_at: u.updated_at.toISOString() }, u.id)).rejects.toBeInstanceOf(ConflictError);
  });
  it('não deixa um usuário inativar a si mesmo', async () => {
    const u = await caso.executar({ username: 'EUMESMO', grupo: 4 });
    await expect(caso.executar({ ativo: false }, u.id, u.id)).rejects.toThrow('Você não pode inativar o seu próprio usuário');
  });
});

describe('redirecionamento do chat', () => {
  it('monta o redirecionamento do chat e recusa URIs que não sejam http', () => {
    expect(montarRedirectChat('https://chat.x/cb', 'TOKEN', 's1')).toBe('https://chat.x/cb?code=TOKEN&state=s1');
    expect(() => montarRedirectChat('ftp://x', 'T', undefined)).toThrow(ValidationError);
  });
});
