import { BusinessRuleError, ForbiddenError, TooManyAttemptsError, UnauthenticatedError, ValidationError } from '../shared/errors.js';
import type { Clock, NovoUsuario, PasswordHasher, Usuario, UsuarioRepository } from './ports.js';
import {
  AlterarSenha, Autenticar, autorizarChat, LimiteTentativas, montarRedirectChat, MSG_LOGIN_INVALIDO, MSG_MUITAS_TENTATIVAS, NovaSenha, RecuperarSenha,
  VALIDADE_LINK_SENHA_MS, validarRedirectUri,
} from './sessao.js';

class Relogio implements Clock {
  constructor(public agora = new Date('2026-11-22T12:00:00Z')) {}
  now() { return this.agora; }
  avancar(ms: number) { this.agora = new Date(this.agora.getTime() + ms); }
}
const hasher: PasswordHasher = { hash: async (s) => `h:${s}`, verify: async (s, h) => h === `h:${s}` };

function usuario(dados: Partial<Usuario> = {}): Usuario {
  return {
    id: 1, username: 'JOSE', email: 'jose@x.io', grupo_usuario_id: 4, cliente_id: null, ativo: true, alterar_password: false, administrativo: false,
    liberativo: false, assinatura_email: null, password_hash: 'h:segredo1', layouts: {}, clientes_gerenciados: [], data_cadastro: new Date(0), updated_at: new Date(0),
    ...dados,
  };
}
class Usuarios implements UsuarioRepository {
  constructor(public lista: Usuario[]) {}
  atualizados: Usuario[] = [];
  async findById(id: number) { return this.lista.find((u) => u.id === id) ?? null; }
  async findByUsername(username: string) { return this.lista.find((u) => u.username === username) ?? null; }
  async findByEmail(email: string) { return this.lista.find((u) => u.email === email) ?? null; }
  async create(d: NovoUsuario): Promise<Usuario> { throw new Error(String(d)); }
  async update(u: Usuario) { this.atualizados.push(u); return u; }
}
async function erros(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    if (e instanceof ValidationError) return e.errors;
    throw e;
  }
  return undefined;
}

describe('LimiteTentativas', () => {
  it('blocks the fifth failure in 15 minutes and says how long to wait, at least a second', () => {
    const relogio = new Relogio();
    const limite = new LimiteTentativas(relogio);
    expect([limite.maximo, limite.janelaMs]).toEqual([5, 15 * 60_000]);
    for (let i = 0; i < 4; i++) limite.falhou('a');
    expect(() => limite.verificar('a')).not.toThrow();
    relogio.avancar(60_000);
    limite.falhou('a');
    let erro: TooManyAttemptsError | undefined;
    try {
      limite.verificar('a');
    } catch (e) {
      erro = e as TooManyAttemptsError;
    }
    expect(erro).toEqual(new TooManyAttemptsError(MSG_MUITAS_TENTATIVAS, 14 * 60));
    expect(erro?.retryAfterSeconds).toBe(14 * 60);
    expect(() => limite.verificar('b')).not.toThrow();
    relogio.avancar(14 * 60_000 - 10);
    expect(() => limite.verificar('a')).toThrow(expect.objectContaining({ retryAfterSeconds: 1 }));
    relogio.avancar(10);
    expect(() => limite.verificar('a')).not.toThrow();
  });
  it('forgets the failures of a key after a success', () => {
    const limite = new LimiteTentativas(new Relogio(), 2);
    limite.falhou('a');
    limite.falhou('a');
    expect(() => limite.verificar('a')).toThrow(TooManyAttemptsError);
    limite.sucesso('a');
    expect(() => limite.verificar('a')).not.toThrow();
  });
  it('keeps at most 50,000 keys, dropping the oldest', () => {
    const limite = new LimiteTentativas(new Relogio(), 1);
    for (let i = 0; i <= 50_000; i++) limite.falhou(`k${i}`);
    expect(() => limite.verificar('k0')).not.toThrow();
    expect(() => limite.verificar('k1')).toThrow(TooManyAttemptsError);
    expect(() => limite.verificar('k50000')).toThrow(TooManyAttemptsError);
  });
});

describe('Autenticar', () => {
  const montar = (lista: Usuario[]) => {
    const limite = new LimiteTentativas(new Relogio());
    return { caso: new Autenticar(new Usuarios(lista), hasher, limite), limite };
  };
  it('requires both fields', async () => {
    const { caso } = montar([]);
    expect(await erros(caso.executar({ username: '  ', password: '' }, 'ip'))).toEqual({ username: ['não pode ficar em branco'], password: ['não pode ficar em branco'] });
    expect(await erros(caso.executar({}, 'ip'))).toEqual({ username: ['não pode ficar em branco'], password: ['não pode ficar em branco'] });
  });
  it('answers the same to a user without a password and to an inactive one, counting the failure per user and address', async () => {
    const { caso, limite } = montar([usuario({ username: 'SEM', password_hash: null }), usuario({ id: 2, username: 'INATIVO', ativo: false })]);
    await expect(caso.executar({ username: 'sem', password: 'segredo1' }, 'ip')).rejects.toEqual(new UnauthenticatedError(MSG_LOGIN_INVALIDO));
    await expect(caso.executar({ username: 'inativo', password: 'segredo1' }, 'ip')).rejects.toEqual(new UnauthenticatedError(MSG_LOGIN_INVALIDO));
    for (let i = 0; i < 4; i++) limite.falhou('INATIVO|ip');
    expect(() => limite.verificar('INATIVO|ip')).toThrow(TooManyAttemptsError);
    expect(() => limite.verificar('INATIVO|outro')).not.toThrow();
  });
  it('clears the failures of a user that logs in', async () => {
    const { caso, limite } = montar([usuario()]);
    for (let i = 0; i < 4; i++) await expect(caso.executar({ username: ' jose ', password: 'x' }, 'ip')).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(caso.executar({ username: 'jose', password: 'segredo1' }, 'ip')).resolves.toMatchObject({ id: 1 });
    for (let i = 0; i < 4; i++) limite.falhou('JOSE|ip');
    expect(() => limite.verificar('JOSE|ip')).not.toThrow();
  });
});

describe('chat sign-on (spec 03 §2)', () => {
  it('is for groups 3 to 7 only', () => {
    expect(() => autorizarChat({ grupo_usuario_id: 7 })).not.toThrow();
    expect(() => autorizarChat({ grupo_usuario_id: 8 })).toThrow(new ForbiddenError('Você não tem permissão para usar o chat'));
  });
  it('accepts http and https redirect URIs only, keeping their query', () => {
    expect(validarRedirectUri('http://chat.local/cb').href).toBe('http://chat.local/cb');
    expect(montarRedirectChat('https://chat.x/cb?a=1', 'T K', undefined)).toBe('https://chat.x/cb?a=1&code=T+K');
    for (const uri of ['chat.x/cb', 'javascript:alert(1)', 'ftp://x']) {
      expect(() => validarRedirectUri(uri)).toThrow(new ValidationError({ redirect_uri: ['não é uma URL válida'] }));
      try {
        validarRedirectUri(uri);
      } catch (e) {
        expect((e as ValidationError).errors).toEqual({ redirect_uri: ['não é uma URL válida'] });
      }
    }
  });
});

describe('AlterarSenha', () => {
  it('changes its own password when the current one is right and different', async () => {
    const repo = new Usuarios([usuario({ alterar_password: true })]);
    await new AlterarSenha(repo, hasher).executar(1, { id: 1, podeAlterarOutros: false }, { password_atual: 'segredo1', password: 'novasenha', password_confirmation: 'novasenha' });
    expect(repo.atualizados).toEqual([usuario({ password_hash: 'h:novasenha', alterar_password: false })]);
  });
  it('makes a user whose password staff reset change it at the next login', async () => {
    const repo = new Usuarios([usuario(), usuario({ id: 2, username: 'SUP' })]);
    await new AlterarSenha(repo, hasher).executar(1, { id: 2, podeAlterarOutros: true }, { password: 'provisoria', password_confirmation: 'provisoria' });
    expect(repo.atualizados).toEqual([usuario({ password_hash: 'h:provisoria', alterar_password: true })]);
  });
  it('refuses an unknown user, another user without permission, and bad fields', async () => {
    const repo = new Usuarios([usuario(), usuario({ id: 2, username: 'OUTRO', password_hash: null })]);
    const caso = new AlterarSenha(repo, hasher);
    await expect(caso.executar(9, { id: 1, podeAlterarOutros: true }, {})).rejects.toEqual(new BusinessRuleError('Usuário não encontrado'));
    await expect(caso.executar(2, { id: 1, podeAlterarOutros: false }, {})).rejects.toBeInstanceOf(ForbiddenError);
    expect(await erros(caso.executar(1, { id: 1, podeAlterarOutros: false }, {}))).toEqual({
      password_atual: ['não pode ficar em branco'],
      password: ['não pode ficar em branco'],
      password_confirmation: ['não pode ficar em branco'],
    });
    expect(await erros(caso.executar(2, { id: 1, podeAlterarOutros: true }, { password: 'abc', password_confirmation: 'abd' }))).toEqual({
      password: ['deve ter no mínimo 6 caracteres'],
      password_confirmation: ['não confere com a senha'],
    });
    expect(await erros(caso.executar(1, { id: 1, podeAlterarOutros: false }, { password_atual: 'errada', password: 'novasenha', password_confirmation: 'novasenha' }))).toEqual({ password_atual: ['senha atual incorreta'] });
    expect(await erros(caso.executar(2, { id: 2, podeAlterarOutros: false }, { password_atual: 'qualquer', password: 'novasenha', password_confirmation: 'novasenha' }))).toEqual({ password_atual: ['senha atual incorreta'] });
    expect(await erros(caso.executar(1, { id: 1, podeAlterarOutros: false }, { password_atual: 'segredo1', password: 'segredo1', password_confirmation: 'segredo1' }))).toEqual({ password: ['deve ser diferente da senha atual'] });
    expect(repo.atualizados).toEqual([]);
  });
});

describe('RecuperarSenha and NovaSenha (spec 03 §2 "Authentication")', () => {
  const montar = (lista: Usuario[]) => {
    const relogio = new Relogio();
    const criados: unknown[] = [];
    const enviados: Array<{ para: string; assunto: string; corpo: string }> = [];
    const tokens = new Map<string, { usuarioId: number; expira: Date }>();
    const resets = {
      criar: async (usuarioId: number, tokenHash: string, expiraEm: Date) => {
        criados.push({ usuarioId, tokenHash, expiraEm });
        tokens.set(tokenHash, { usuarioId, expira: expiraEm });
      },
      consumir: async (tokenHash: string, agora: Date) => {
        const t = tokens.get(tokenHash);
        tokens.delete(tokenHash);
        return t && t.expira > agora ? t.usuarioId : null;
      },
    };
    const repo = new Usuarios(lista);
    const recuperar = new RecuperarSenha(repo, resets, { enviar: async (m) => void enviados.push(m) }, relogio, () => 'tok/1', (t) => `#${t}`);
    const nova = new NovaSenha(repo, resets, hasher, relogio, (t) => `#${t}`);
    return { relogio, criados, enviados, recuperar, nova, repo };
  };

  it('e-mails a two-hour link to an active user', async () => {
    const { criados, enviados, recuperar } = montar([usuario()]);
    await recuperar.executar(' JOSE@x.io ', 'https://gr.local/');
    expect(VALIDADE_LINK_SENHA_MS).toBe(2 * 3600_000);
    expect(criados).toEqual([{ usuarioId: 1, tokenHash: '#tok/1', expiraEm: new Date('2026-11-22T14:00:00Z') }]);
    expect(enviados).toEqual([{
      para: 'jose@x.io',
      assunto: 'Recuperação de senha',
      corpo: 'Olá, JOSE.\n\nPara cadastrar uma nova senha, acesse: https://gr.local/novasenha?token=tok%2F1\n\nO link vale por 2 horas. Se você não pediu a recuperação, ignore esta mensagem.',
    }]);
  });
  it('answers the same and sends nothing for an unknown or inactive e-mail; refuses a blank or malformed one', async () => {
    const { criados, enviados, recuperar } = montar([usuario({ ativo: false })]);
    await recuperar.executar('jose@x.io', 'https://gr.local');
    await recuperar.executar('ninguem@x.io', 'https://gr.local');
    expect([criados, enviados]).toEqual([[], []]);
    expect(await erros(recuperar.executar('  ', 'https://gr.local'))).toEqual({ email: ['não pode ficar em branco'] });
    expect(await erros(recuperar.executar(undefined, 'https://gr.local'))).toEqual({ email: ['não pode ficar em branco'] });
    expect(await erros(recuperar.executar('jose', 'https://gr.local'))).toEqual({ email: ['não é um e-mail válido'] });
  });
  it('sets the new password once per link and only before it expires', async () => {
    const { recuperar, nova, relogio, repo } = montar([usuario({ alterar_password: true })]);
    await recuperar.executar('jose@x.io', 'https://gr.local');
    await nova.executar({ token: 'tok/1', password: 'novasenha', password_confirmation: 'novasenha' });
    expect(repo.atualizados).toEqual([usuario({ password_hash: 'h:novasenha', alterar_password: false })]);
    const invalido = new BusinessRuleError('Link de recuperação inválido ou expirado');
    await expect(nova.executar({ token: 'tok/1', password: 'novasenha', password_confirmation: 'novasenha' })).rejects.toEqual(invalido);
    await recuperar.executar('jose@x.io', 'https://gr.local');
    relogio.avancar(VALIDADE_LINK_SENHA_MS);
    await expect(nova.executar({ token: 'tok/1', password: 'novasenha', password_confirmation: 'novasenha' })).rejects.toEqual(invalido);
    await expect(nova.executar({ password: 'novasenha', password_confirmation: 'novasenha' })).rejects.toEqual(invalido);
    expect(await erros(nova.executar({ token: 'tok/1' }))).toEqual({ password: ['não pode ficar em branco'], password_confirmation: ['não pode ficar em branco'] });
    expect(await erros(nova.executar({ token: 'tok/1', password: 'novasenha', password_confirmation: 'outra123' }))).toEqual({ password_confirmation: ['não confere com a senha'] });
    expect(repo.atualizados).toHaveLength(1);
  });
  it('refuses a link whose user no longer exists', async () => {
    const { recuperar, nova, repo } = montar([usuario()]);
    await recuperar.executar('jose@x.io', 'https://gr.local');
    repo.lista = [];
    await expect(nova.executar({ token: 'tok/1', password: 'novasenha', password_confirmation: 'novasenha' })).rejects.toBeInstanceOf(BusinessRuleError);
  });
});
