import { BusinessRuleError, ConflictError, FieldErrorBag, ForbiddenError, NotFoundError, ValidationError } from '../shared/index.js';
import type { NovoUsuario, PasswordHasher, Usuario, UsuarioRepository } from './ports.js';
import { exigirPodeGerenciarUsuario, isLiberativo, normalizarUsername, parseGrupos, SalvarUsuario, validarSenha } from './usuario.js';

/** The breached list's stand-in: one password, so the rule shows. */
const vazadas = { contem: (s: string) => s.toLowerCase() === 'senha123' };

const hasher: PasswordHasher = { hash: async (s) => `h:${s}`, verify: async (s, h) => h === `h:${s}` };

class MemoriaUsuarios implements UsuarioRepository {
  lista: Usuario[] = [];
  async findById(id: number) { return this.lista.find((u) => u.id === id) ?? null; }
  async findByUsername(username: string) { return this.lista.find((u) => u.username === username) ?? null; }
  async findByEmail(email: string) { return this.lista.find((u) => u.email === email) ?? null; }
  async create(d: NovoUsuario) {
    const u = { ...d, id: this.lista.length + 1, data_cadastro: new Date('2026-01-01T00:00:00Z'), updated_at: new Date('2026-01-01T00:00:00Z') };
    this.lista.push(u);
    return u;
  }
  async update(u: Usuario) {
    const i = this.lista.findIndex((x) => x.id === u.id);
    this.lista[i] = { ...u, updated_at: new Date(u.updated_at.getTime() + 1000) };
    return this.lista[i]!;
  }
}
// Groups 3-17 exist; clients below 100 exist.
const referencias = { grupoExiste: async (id: number) => id >= 3 && id <= 17, clientesExistentes: async (ids: number[]) => ids.filter((i) => i < 100) };

async function erros(p: Promise<unknown>): Promise<Record<string, string[]> | undefined> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ValidationError) return e.errors;
    throw e;
  }
  return undefined;
}

describe('senhas (spec 03 §5 "Login and password")', () => {
  const validar = (senha: string | null | undefined, confirmacao?: string | null, campo?: string, username?: string) => {
    const bag = new FieldErrorBag();
    validarSenha(bag, { vazadas, username }, senha, confirmacao, campo);
    try {
      bag.throwIfAny();
    } catch (e) {
      return (e as ValidationError).errors;
    }
    return {};
  };
  it('aceita de 8 a 128 caracteres e uma confirmação igual', () => {
    expect(validar('q7#Lm2pz', 'q7#Lm2pz')).toEqual({});
    expect(validar('xy'.repeat(64))).toEqual({});
    expect(validar('q7#Lm2p', 'q7#Lm2p')).toEqual({ password: ['deve ter no mínimo 8 caracteres'] });
    expect(validar('xy'.repeat(64) + 'z')).toEqual({ password: ['deve ter no máximo 128 caracteres'] });
    expect(validar('12345678a', '7654321a')).toEqual({ password_confirmation: ['não confere com a senha'] });
    expect(validar('12345678a', '7654321a', 'nova')).toEqual({ nova_confirmation: ['não confere com a senha'] });
  });
  it('recusa a senha vazada (sem diferença de maiúsculas), um só caractere repetido e a que contém o usuário', () => {
    expect(validar('Senha123')).toEqual({ password: ['está entre as senhas mais usadas em vazamentos conhecidos; escolha outra'] });
    expect(validar('aaaaaaaaaa')).toEqual({ password: ['não pode ser um só caractere repetido'] });
    expect(validar('xjose.silva9', undefined, 'password', 'JOSE.SILVA')).toEqual({ password: ['não pode conter o nome de usuário'] });
    // A username under 3 characters would refuse too much; another's name is fine.
    expect(validar('ab-segredo-9', undefined, 'password', 'AB')).toEqual({});
    expect(validar('maria-segredo-9', undefined, 'password', 'JOSE')).toEqual({});
  });
  it('não verifica nada quando nenhuma senha é dada, e nenhuma confirmação quando nenhuma é enviada', () => {
    expect(validar('', 'x')).toEqual({});
    expect(validar(null, 'x')).toEqual({});
    expect(validar('12345678a', null)).toEqual({});
    expect(validar('12345678a', undefined)).toEqual({});
  });
});

describe('regras pequenas de usuário', () => {
  it('guarda os usernames sem espaços nas pontas e em maiúsculas', () => {
    expect(normalizarUsername('  jose.silva ')).toBe('JOSE.SILVA');
  });
  it('deixa usuários ativos dos grupos 3 e 4, ou marcados como liberativo, autorizarem liberações', () => {
    expect(isLiberativo({ grupo_usuario_id: 3, liberativo: false, ativo: true })).toBe(true);
    expect(isLiberativo({ grupo_usuario_id: 4, liberativo: false, ativo: true })).toBe(true);
    expect(isLiberativo({ grupo_usuario_id: 6, liberativo: true, ativo: true })).toBe(true);
    expect(isLiberativo({ grupo_usuario_id: 6, liberativo: false, ativo: true })).toBe(false);
    expect(isLiberativo({ grupo_usuario_id: 3, liberativo: true, ativo: false })).toBe(false);
  });
  it('lê listas de grupos com até quatro dígitos por id, explicando o formato', () => {
    expect(parseGrupos(' 3 ,, 12,1234')).toEqual([3, 12, 1234]);
    expect(() => parseGrupos('12345')).toThrow(ValidationError);
    expect(() => parseGrupos('3,x')).toThrow(ValidationError);
    expect(() => parseGrupos(' , ')).toThrow(new ValidationError({ groups: ['informe os ids dos grupos separados por vírgula'] }));
    try {
      parseGrupos('a');
    } catch (e) {
      expect((e as ValidationError).errors).toEqual({ groups: ['informe os ids dos grupos separados por vírgula'] });
    }
  });
  it('recusa um não administrador mexendo num administrador, com o motivo', () => {
    expect(() => exigirPodeGerenciarUsuario(15, 6, 3)).toThrow(new ForbiddenError('Apenas administradores podem gerenciar usuários administradores'));
    expect(() => exigirPodeGerenciarUsuario(15, 3, 6)).toThrow(ForbiddenError);
    expect(() => exigirPodeGerenciarUsuario(3, 3, 6)).not.toThrow();
    expect(() => exigirPodeGerenciarUsuario(15, undefined, undefined)).not.toThrow();
  });
});

describe('SalvarUsuario (spec 03 §5 "User")', () => {
  let repo: MemoriaUsuarios;
  let caso: SalvarUsuario;
  beforeEach(() => {
    repo = new MemoriaUsuarios();
    caso = new SalvarUsuario(repo, referencias, hasher, vazadas);
  });

  it('cria um usuário com os padrões de cada flag', async () => {
    const u = await caso.executar({ username: 'ana', grupo: 4, email: ' Ana@Transp.COM.br ' });
    expect(u).toMatchObject({
      username: 'ANA',
      email: 'ana@transp.com.br',
      grupo_usuario_id: 4,
      cliente_id: null,
      ativo: true,
      alterar_password: false,
      administrativo: false,
      liberativo: false,
      assinatura_email: null,
      password_hash: null,
      clientes_gerenciados: [],
      layouts: {},
    });
  });

  it('mantém o que uma edição deixa de fora e muda o que ela envia', async () => {
    const u = await caso.executar({ username: 'bia', grupo: 8, cliente_id: 5, password: 'segredo1', email: 'b@x.io', assinatura_email: 'Bia', administrativo: true, liberativo: true, alterar_password: true, ativo: false });
    const mesmo = await caso.executar({}, u.id);
    expect(mesmo).toMatchObject({ username: 'BIA', email: 'b@x.io', grupo_usuario_id: 8, cliente_id: 5, password_hash: 'h:segredo1', assinatura_email: 'Bia', administrativo: true, liberativo: true, alterar_password: true, ativo: false });
    const outro = await caso.executar({ email: '', assinatura_email: null, administrativo: false, ativo: true }, u.id);
    expect(outro).toMatchObject({ email: null, assinatura_email: null, administrativo: false, ativo: true, password_hash: 'h:segredo1' });
  });

  it('exige um username de 3 a 40 letras, dígitos, ponto, hífen ou sublinhado', async () => {
    const formato = ['deve ter de 3 a 40 caracteres: letras, números, ponto, hífen ou sublinhado'];
    expect(await erros(caso.executar({ username: '  ', grupo: 4 }))).toEqual({ username: ['não pode ficar em branco'] });
    expect(await erros(caso.executar({ grupo: 4 }))).toEqual({ username: ['não pode ficar em branco'] });
    expect(await erros(caso.executar({ username: 'ab', grupo: 4 }))).toEqual({ username: formato });
    expect(await erros(caso.executar({ username: 'a'.repeat(41), grupo: 4 }))).toEqual({ username: formato });
    expect(await erros(caso.executar({ username: 'ana maria', grupo: 4 }))).toEqual({ username: formato });
    expect(await erros(caso.executar({ username: 'xana!', grupo: 4 }))).toEqual({ username: formato });
    await expect(caso.executar({ username: 'a.b-c_1', grupo: 4 })).resolves.toMatchObject({ username: 'A.B-C_1' });
    await expect(caso.executar({ username: 'b'.repeat(40), grupo: 4 })).resolves.toMatchObject({ username: 'B'.repeat(40) });
    await expect(caso.executar({ username: 'abc', grupo: 4 })).resolves.toMatchObject({ username: 'ABC' });
  });

  it('deixa um usuário manter o próprio username e e-mail mas não tomar os de outro', async () => {
    const ana = await caso.executar({ username: 'ana', grupo: 4, email: 'ana@x.io' });
    await caso.executar({ username: 'bia', grupo: 4, email: 'bia@x.io' });
    await expect(caso.executar({ username: 'ana', email: 'ANA@x.io' }, ana.id)).resolves.toMatchObject({ username: 'ANA' });
    expect(await erros(caso.executar({ username: 'bia', email: 'bia@x.io' }, ana.id))).toEqual({ username: ['já está em uso'], email: ['já está em uso'] });
    expect(await erros(caso.executar({ username: 'cid', grupo: 4, email: 'bia@x.io' }))).toEqual({ email: ['já está em uso'] });
    expect(await erros(caso.executar({ username: 'cid', grupo: 4, email: 'bia@x' }))).toEqual({ email: ['não é um e-mail válido'] });
  });

  it('exige um grupo existente', async () => {
    expect(await erros(caso.executar({ username: 'ana' }))).toEqual({ grupo: ['não pode ficar em branco'] });
    expect(await erros(caso.executar({ username: 'ana', grupo: null as unknown as number }))).toEqual({ grupo: ['não pode ficar em branco'] });
    expect(await erros(caso.executar({ username: 'ana', grupo: 2 }))).toEqual({ grupo: ['grupo de usuário inexistente'] });
  });

  it('exige senha só ao criar usuários dos grupos 6, 10, 11, 16, 17, e a verifica', async () => {
    expect(await erros(caso.executar({ username: 'ope', grupo: 11, clientes_gerenciados: [1] }))).toEqual({ password: ['não pode ficar em branco'] });
    expect(await erros(caso.executar({ username: 'ope', grupo: 6, password: '123', password_confirmation: '123' }))).toEqual({ password: ['deve ter no mínimo 8 caracteres'] });
    expect(await erros(caso.executar({ username: 'ope', grupo: 6, password: 'ope-segredo1' }))).toEqual({ password: ['não pode conter o nome de usuário'] });
    expect(await erros(caso.executar({ username: 'ope', grupo: 6, password: 'SENHA123' }))).toEqual({ password: ['está entre as senhas mais usadas em vazamentos conhecidos; escolha outra'] });
    const op = await caso.executar({ username: 'ope', grupo: 6, password: 'segredo1' });
    await expect(caso.executar({ email: 'op@x.io' }, op.id)).resolves.toMatchObject({ password_hash: 'h:segredo1' });
    await expect(caso.executar({ password: 'outra123' }, op.id)).resolves.toMatchObject({ password_hash: 'h:outra123' });
  });

  it('precisa de um cliente existente para o grupo 8 e esquece os clientes gerenciados fora de 11, 16, 17', async () => {
    expect(await erros(caso.executar({ username: 'cli', grupo: 8, cliente_id: null }))).toEqual({ cliente_id: ['usuário do grupo CLIENTE precisa de um cliente'] });
    expect(await erros(caso.executar({ username: 'cli', grupo: 8, cliente_id: 100 }))).toEqual({ cliente_id: ['cliente inexistente'] });
    const cli = await caso.executar({ username: 'cli', grupo: 8, cliente_id: 99, clientes_gerenciados: [1, 2] });
    expect(cli).toMatchObject({ cliente_id: 99, clientes_gerenciados: [] });
  });

  it('precisa de clientes gerenciados existentes para os grupos 11, 16 e 17', async () => {
    for (const grupo of [16, 17]) {
      expect(await erros(caso.executar({ username: `g${grupo}`, grupo, password: 'segredo1' }))).toEqual({ clientes_gerenciados: ['selecione ao menos um cliente gerenciado'] });
    }
    expect(await erros(caso.executar({ username: 'ges', grupo: 11, password: 'segredo1', clientes_gerenciados: [1, 200] }))).toEqual({ clientes_gerenciados: ['cliente inexistente'] });
    const g = await caso.executar({ username: 'ges', grupo: 11, password: 'segredo1', clientes_gerenciados: [1, 2], cliente_id: 3 });
    expect(g).toMatchObject({ clientes_gerenciados: [1, 2], cliente_id: 3 });
    await expect(caso.executar({ email: 'g@x.io' }, g.id)).resolves.toMatchObject({ clientes_gerenciados: [1, 2], cliente_id: 3 });
  });

  it('mantém o cliente de um usuário da equipe quando o formulário não envia um', async () => {
    const u = await caso.executar({ username: 'sup', grupo: 4, cliente_id: 7 });
    expect(u.cliente_id).toBe(7);
    await expect(caso.executar({ grupo: 5 }, u.id)).resolves.toMatchObject({ cliente_id: 7, grupo_usuario_id: 5 });
    await expect(caso.executar({ cliente_id: null }, u.id)).resolves.toMatchObject({ cliente_id: null });
  });

  it('limita a assinatura de e-mail a 2000 caracteres', async () => {
    await expect(caso.executar({ username: 'ana', grupo: 4, assinatura_email: 'x'.repeat(2000) })).resolves.toMatchObject({ assinatura_email: 'x'.repeat(2000) });
    expect(await erros(caso.executar({ username: 'bia', grupo: 4, assinatura_email: 'x'.repeat(2001) }))).toEqual({ assinatura_email: ['deve ter no máximo 2000 caracteres'] });
  });

  it('responde 404 para um usuário desconhecido e 409 para uma edição desatualizada, mas aceita a versão que leu', async () => {
    await expect(caso.executar({ email: 'a@b.io' }, 42)).rejects.toEqual(new NotFoundError('Usuário não encontrado'));
    const u = await caso.executar({ username: 'ana', grupo: 4 });
    await expect(caso.executar({ email: 'a@b.io', updated_at: u.updated_at.toISOString() }, u.id)).resolves.toMatchObject({ email: 'a@b.io' });
    await expect(caso.executar({ email: 'c@d.io', updated_at: u.updated_at.toISOString() }, u.id)).rejects.toBeInstanceOf(ConflictError);
    await expect(caso.executar({ email: 'c@d.io', updated_at: null }, u.id)).resolves.toMatchObject({ email: 'c@d.io' });
  });

  it('deixa um usuário inativar outro, e manter a si mesmo ativo', async () => {
    const eu = await caso.executar({ username: 'eumesmo', grupo: 4 });
    const outro = await caso.executar({ username: 'outro', grupo: 4 });
    await expect(caso.executar({ ativo: false }, outro.id, eu.id)).resolves.toMatchObject({ ativo: false });
    await expect(caso.executar({ ativo: true }, eu.id, eu.id)).resolves.toMatchObject({ ativo: true });
    await expect(caso.executar({ ativo: false }, eu.id, eu.id)).rejects.toEqual(new BusinessRuleError('Você não pode inativar o seu próprio usuário'));
  });
});
