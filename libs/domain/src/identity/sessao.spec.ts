import { BusinessRuleError, ForbiddenError, TooManyAttemptsError, UnauthenticatedError, ValidationError } from '../shared/index.js';
import type { ContadorJanela, Janela, Clock, NovoUsuario, PasswordHasher, Usuario, UsuarioRepository } from './ports.js';
import type { EventoAuditoria } from './auditoria.js';
import {
  AlterarSenha, Autenticar, autorizarChat, exigirDentroDoLimite, LimiteTentativas, LIMITES_LOGIN, LIMITES_RECUPERACAO, MSG_MUITAS_RECUPERACOES, montarRedirectChat, MSG_LOGIN_INVALIDO, MSG_MUITAS_TENTATIVAS, NovaSenha, RecuperarSenha,
  VALIDADE_LINK_SENHA_MS, validarRedirectUri,
} from './sessao.js';

/** The breached list's stand-in: one password, so the rule shows. */
const vazadas = { contem: (s: string) => s.toLowerCase() === 'senha123' };

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

/** The counter port on the fake clock: fixed windows that open at the first event. */
class ContadorMemoria implements ContadorJanela {
  readonly janelas = new Map<string, { total: number; fim: number }>();
  constructor(private readonly relogio: Relogio) {}
  private aberta(chave: string) {
    const j = this.janelas.get(chave);
    return j && j.fim > this.relogio.agora.getTime() ? j : undefined;
  }
  private vista(j: { total: number; fim: number } | undefined): Janela {
    return j ? { total: j.total, restanteSegundos: (j.fim - this.relogio.agora.getTime()) / 1000 } : { total: 0, restanteSegundos: 0 };
  }
  async ler(chave: string) {
    return this.vista(this.aberta(chave));
  }
  async somar(chave: string, janelaSegundos: number) {
    const j = this.aberta(chave) ?? { total: 0, fim: this.relogio.agora.getTime() + janelaSegundos * 1000 };
    j.total++;
    this.janelas.set(chave, j);
    return this.vista(j);
  }
  async limpar(chave: string) {
    this.janelas.delete(chave);
  }
}

describe('LimiteTentativas', () => {
  const montar = () => {
    const relogio = new Relogio();
    return { relogio, limite: new LimiteTentativas(new ContadorMemoria(relogio)) };
  };
  it('bloqueia um username para um endereço na quinta falha numa janela fixa de 15 minutos, dizendo quanto esperar', async () => {
    const { relogio, limite } = montar();
    expect(LIMITES_LOGIN).toEqual({ porUsuarioEOrigem: { maximo: 5, janelaSegundos: 900 }, porOrigem: { maximo: 30, janelaSegundos: 900 } });
    for (let i = 0; i < 4; i++) await limite.falhou('JOSE', 'ip');
    await expect(limite.verificar('JOSE', 'ip')).resolves.toBeUndefined();
    relogio.avancar(60_000);
    await limite.falhou('JOSE', 'ip');
    await expect(limite.verificar('JOSE', 'ip')).rejects.toEqual(new TooManyAttemptsError(MSG_MUITAS_TENTATIVAS, 14 * 60));
    // Another address, or another username from the same address, still signs in.
    await expect(limite.verificar('JOSE', 'outro-ip')).resolves.toBeUndefined();
    await expect(limite.verificar('MARIA', 'ip')).resolves.toBeUndefined();
    relogio.avancar(14 * 60_000 - 10);
    await expect(limite.verificar('JOSE', 'ip')).rejects.toMatchObject({ retryAfterSeconds: 1 });
    relogio.avancar(10);
    await expect(limite.verificar('JOSE', 'ip')).resolves.toBeUndefined();
  });
  it('não desliza: falhas depois do bloqueio não o estendem', async () => {
    const { relogio, limite } = montar();
    for (let i = 0; i < 5; i++) await limite.falhou('JOSE', 'ip');
    // The use case never counts while locked (it refuses first); a late failure in the same window
    // does not move the window's end either.
    relogio.avancar(10 * 60_000);
    await limite.falhou('JOSE', 'ip');
    relogio.avancar(5 * 60_000);
    await expect(limite.verificar('JOSE', 'ip')).resolves.toBeUndefined();
  });
  it('bloqueia um endereço que falha 30 vezes em quaisquer usernames, para todo username só a partir dele', async () => {
    const { limite } = montar();
    for (let i = 0; i < 29; i++) await limite.falhou(`U${i}`, 'ip');
    await expect(limite.verificar('ADMIN', 'ip')).resolves.toBeUndefined();
    await limite.falhou('U29', 'ip');
    await expect(limite.verificar('ADMIN', 'ip')).rejects.toBeInstanceOf(TooManyAttemptsError);
    await expect(limite.verificar('ADMIN', 'outro-ip')).resolves.toBeUndefined();
  });
  it('esquece as falhas de um (username, endereço) depois de um sucesso, não a contagem do endereço', async () => {
    const { limite } = montar();
    for (let i = 0; i < 5; i++) await limite.falhou('JOSE', 'ip');
    await limite.sucesso('JOSE', 'ip');
    await expect(limite.verificar('JOSE', 'ip')).resolves.toBeUndefined();
    for (let i = 0; i < 25; i++) await limite.falhou(`U${i}`, 'ip');
    await limite.sucesso('U0', 'ip');
    await expect(limite.verificar('JOSE', 'ip')).rejects.toBeInstanceOf(TooManyAttemptsError);
  });
});

describe('exigirDentroDoLimite', () => {
  const regra = { maximo: 3, janelaSegundos: 60 };
  it('recusa no máximo, ou acima dele quando a requisição já foi contada, com a espera mais longa', () => {
    expect(() => exigirDentroDoLimite([[{ total: 2, restanteSegundos: 5 }, regra]], 'm')).not.toThrow();
    expect(() => exigirDentroDoLimite([[{ total: 3, restanteSegundos: 5 }, regra]], 'm')).toThrow(new TooManyAttemptsError('m', 5));
    expect(() => exigirDentroDoLimite([[{ total: 3, restanteSegundos: 5 }, regra]], 'm', { jaContada: true })).not.toThrow();
    expect(() =>
      exigirDentroDoLimite([[{ total: 4, restanteSegundos: 5 }, regra], [{ total: 9, restanteSegundos: 40.2 }, regra], [{ total: 0, restanteSegundos: 99 }, regra]], 'm', { jaContada: true }),
    ).toThrow(expect.objectContaining({ retryAfterSeconds: 41 }));
    expect(() => exigirDentroDoLimite([[{ total: 3, restanteSegundos: 0.2 }, regra]], 'm')).toThrow(expect.objectContaining({ retryAfterSeconds: 1 }));
  });
});

describe('Autenticar', () => {
  const montar = (lista: Usuario[]) => {
    const relogio = new Relogio();
    const contador = new ContadorMemoria(relogio);
    const limite = new LimiteTentativas(contador);
    return { caso: new Autenticar(new Usuarios(lista), hasher, limite), limite, relogio, contador };
  };
  it('exige os dois campos', async () => {
    const { caso } = montar([]);
    expect(await erros(caso.executar({ username: '  ', password: '' }, 'ip'))).toEqual({ username: ['não pode ficar em branco'], password: ['não pode ficar em branco'] });
    expect(await erros(caso.executar({}, 'ip'))).toEqual({ username: ['não pode ficar em branco'], password: ['não pode ficar em branco'] });
  });
  it('responde o mesmo a um usuário desconhecido, a um usuário sem senha e a um inativo, contando cada falha por usuário e endereço', async () => {
    const { caso, contador } = montar([usuario({ username: 'SEM', password_hash: null }), usuario({ id: 2, username: 'INATIVO', ativo: false })]);
    const invalido = new UnauthenticatedError(MSG_LOGIN_INVALIDO);
    await expect(caso.executar({ username: 'ninguem', password: 'segredo1' }, 'ip')).rejects.toEqual(invalido);
    // Checked against a stand-in hash: a password equal to it still does not sign an unknown user in.
    await expect(caso.executar({ username: 'sem', password: 'senha-que-nao-existe-em-conta-alguma' }, 'ip')).rejects.toEqual(invalido);
    await expect(caso.executar({ username: 'inativo', password: 'segredo1' }, 'ip')).rejects.toEqual(invalido);
    expect(Object.fromEntries([...contador.janelas].map(([k, v]) => [k, v.total]))).toEqual({
      'login|NINGUEM|ip': 1, 'login|SEM|ip': 1, 'login|INATIVO|ip': 1, 'login|ip': 3,
    });
  });
  it('recusa a senha certa na sexta tentativa depois de cinco falhas, até a janela fechar', async () => {
    const { caso, relogio } = montar([usuario()]);
    for (let i = 0; i < 5; i++) await expect(caso.executar({ username: 'jose', password: 'x' }, 'ip')).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(caso.executar({ username: 'jose', password: 'segredo1' }, 'ip')).rejects.toBeInstanceOf(TooManyAttemptsError);
    await expect(caso.executar({ username: 'jose', password: 'segredo1' }, 'outro')).resolves.toMatchObject({ id: 1 });
    relogio.avancar(15 * 60_000);
    await expect(caso.executar({ username: 'jose', password: 'segredo1' }, 'ip')).resolves.toMatchObject({ id: 1 });
  });
  it('limpa as falhas de um usuário que entra', async () => {
    const { caso, contador } = montar([usuario()]);
    for (let i = 0; i < 4; i++) await expect(caso.executar({ username: ' jose ', password: 'x' }, 'ip')).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(caso.executar({ username: 'jose', password: 'segredo1' }, 'ip')).resolves.toMatchObject({ id: 1 });
    expect(contador.janelas.has('login|JOSE|ip')).toBe(false);
    expect(contador.janelas.get('login|ip')?.total).toBe(4);
  });
});

describe('Autenticar: auditoria (issue 24)', () => {
  it('registra o login, a senha errada com o usuário tentado e o bloqueio, nunca a senha', async () => {
    const eventos: EventoAuditoria[] = [];
    const limite = new LimiteTentativas(new ContadorMemoria(new Relogio()));
    const caso = new Autenticar(new Usuarios([usuario()]), hasher, limite, { registrar: async (e) => void eventos.push(e) });
    await caso.executar({ username: ' jose ', password: 'segredo1' }, '10.0.0.1');
    for (let i = 0; i < 5; i++) await expect(caso.executar({ username: 'jose', password: 'errada' }, '10.0.0.2')).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(caso.executar({ username: 'jose', password: 'segredo1' }, '10.0.0.2')).rejects.toBeInstanceOf(TooManyAttemptsError);
    await expect(caso.executar({ username: '', password: '' }, '10.0.0.2')).rejects.toBeInstanceOf(ValidationError);
    expect(eventos.map((e) => [e.acao, e.usuario_id, e.username, e.ip, e.detalhe])).toEqual([
      ['LOGIN', 1, 'JOSE', '10.0.0.1', null],
      ...Array.from({ length: 5 }, () => ['LOGIN_FALHOU', null, 'JOSE', '10.0.0.2', { motivo: 'credenciais' }]),
      ['LOGIN_FALHOU', null, 'JOSE', '10.0.0.2', { motivo: 'muitas_tentativas' }],
    ]);
    expect(JSON.stringify(eventos)).not.toMatch(/segredo1|errada/);
  });
});

describe('login pelo chat (spec 03 §2)', () => {
  it('é só para os grupos 3 a 7', () => {
    expect(() => autorizarChat({ grupo_usuario_id: 7 })).not.toThrow();
    expect(() => autorizarChat({ grupo_usuario_id: 8 })).toThrow(new ForbiddenError('Você não tem permissão para usar o chat'));
  });
  it('aceita só URIs de redirecionamento http e https, mantendo sua query', () => {
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
  it('troca a própria senha quando a atual está certa e é diferente', async () => {
    const repo = new Usuarios([usuario({ alterar_password: true })]);
    await new AlterarSenha(repo, hasher, vazadas).executar(1, { id: 1, podeAlterarOutros: false }, { password_atual: 'segredo1', password: 'novasenha', password_confirmation: 'novasenha' });
    expect(repo.atualizados).toEqual([usuario({ password_hash: 'h:novasenha', alterar_password: false })]);
  });
  it('faz um usuário cuja senha a equipe redefiniu trocá-la no próximo login', async () => {
    const repo = new Usuarios([usuario(), usuario({ id: 2, username: 'SUP' })]);
    await new AlterarSenha(repo, hasher, vazadas).executar(1, { id: 2, podeAlterarOutros: true }, { password: 'provisoria', password_confirmation: 'provisoria' });
    expect(repo.atualizados).toEqual([usuario({ password_hash: 'h:provisoria', alterar_password: true })]);
  });
  it('recusa um usuário desconhecido, outro usuário sem permissão e campos ruins', async () => {
    const repo = new Usuarios([usuario(), usuario({ id: 2, username: 'OUTRO', password_hash: null })]);
    const caso = new AlterarSenha(repo, hasher, vazadas);
    await expect(caso.executar(9, { id: 1, podeAlterarOutros: true }, {})).rejects.toEqual(new BusinessRuleError('Usuário não encontrado'));
    await expect(caso.executar(2, { id: 1, podeAlterarOutros: false }, {})).rejects.toBeInstanceOf(ForbiddenError);
    expect(await erros(caso.executar(1, { id: 1, podeAlterarOutros: false }, {}))).toEqual({
      password_atual: ['não pode ficar em branco'],
      password: ['não pode ficar em branco'],
      password_confirmation: ['não pode ficar em branco'],
    });
    expect(await erros(caso.executar(2, { id: 1, podeAlterarOutros: true }, { password: 'abc', password_confirmation: 'abd' }))).toEqual({
      password: ['deve ter no mínimo 8 caracteres'],
      password_confirmation: ['não confere com a senha'],
    });
    // The policy knows whose password it is: OUTRO's may not contain 'OUTRO', nor be a leaked one.
    expect(await erros(caso.executar(2, { id: 1, podeAlterarOutros: true }, { password: 'meu-outro-9', password_confirmation: 'meu-outro-9' }))).toEqual({ password: ['não pode conter o nome de usuário'] });
    expect(await erros(caso.executar(2, { id: 1, podeAlterarOutros: true }, { password: 'senha123', password_confirmation: 'senha123' }))).toEqual({ password: ['está entre as senhas mais usadas em vazamentos conhecidos; escolha outra'] });
    expect(await erros(caso.executar(1, { id: 1, podeAlterarOutros: false }, { password_atual: 'errada', password: 'novasenha', password_confirmation: 'novasenha' }))).toEqual({ password_atual: ['senha atual incorreta'] });
    expect(await erros(caso.executar(2, { id: 2, podeAlterarOutros: false }, { password_atual: 'qualquer', password: 'novasenha', password_confirmation: 'novasenha' }))).toEqual({ password_atual: ['senha atual incorreta'] });
    expect(await erros(caso.executar(1, { id: 1, podeAlterarOutros: false }, { password_atual: 'segredo1', password: 'segredo1', password_confirmation: 'segredo1' }))).toEqual({ password: ['deve ser diferente da senha atual'] });
    expect(repo.atualizados).toEqual([]);
  });
});

describe('RecuperarSenha e NovaSenha (spec 03 §2 "Authentication")', () => {
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
    const recuperar = new RecuperarSenha(repo, resets, { enviar: async (m) => void enviados.push(m) }, relogio, () => 'tok/1', (t) => `#${t}`, new ContadorMemoria(relogio));
    const nova = new NovaSenha(repo, resets, hasher, relogio, (t) => `#${t}`, vazadas);
    return { relogio, criados, enviados, recuperar, nova, repo };
  };

  it('envia por e-mail um link de duas horas a um usuário ativo', async () => {
    const { criados, enviados, recuperar } = montar([usuario()]);
    await recuperar.executar(' JOSE@x.io ', 'https://gr.local/', 'ip');
    expect(VALIDADE_LINK_SENHA_MS).toBe(2 * 3600_000);
    expect(criados).toEqual([{ usuarioId: 1, tokenHash: '#tok/1', expiraEm: new Date('2026-11-22T14:00:00Z') }]);
    expect(enviados).toEqual([{
      para: 'jose@x.io',
      assunto: 'Recuperação de senha',
      corpo: 'Olá, JOSE.\n\nPara cadastrar uma nova senha, acesse: https://gr.local/novasenha?token=tok%2F1\n\nO link vale por 2 horas. Se você não pediu a recuperação, ignore esta mensagem.',
    }]);
  });
  it('responde o mesmo e não envia nada para um e-mail desconhecido ou inativo; recusa um em branco ou malformado', async () => {
    const { criados, enviados, recuperar } = montar([usuario({ ativo: false })]);
    await recuperar.executar('jose@x.io', 'https://gr.local', 'ip');
    await recuperar.executar('ninguem@x.io', 'https://gr.local', 'ip');
    expect([criados, enviados]).toEqual([[], []]);
    expect(await erros(recuperar.executar('  ', 'https://gr.local', 'ip'))).toEqual({ email: ['não pode ficar em branco'] });
    expect(await erros(recuperar.executar(undefined, 'https://gr.local', 'ip'))).toEqual({ email: ['não pode ficar em branco'] });
    expect(await erros(recuperar.executar('jose', 'https://gr.local', 'ip'))).toEqual({ email: ['não é um e-mail válido'] });
  });
  it('define a nova senha uma vez por link e só antes de ele expirar', async () => {
    const { recuperar, nova, relogio, repo } = montar([usuario({ alterar_password: true })]);
    await recuperar.executar('jose@x.io', 'https://gr.local', 'ip');
    await nova.executar({ token: 'tok/1', password: 'novasenha', password_confirmation: 'novasenha' });
    expect(repo.atualizados).toEqual([usuario({ password_hash: 'h:novasenha', alterar_password: false })]);
    const invalido = new BusinessRuleError('Link de recuperação inválido ou expirado');
    await expect(nova.executar({ token: 'tok/1', password: 'novasenha', password_confirmation: 'novasenha' })).rejects.toEqual(invalido);
    await recuperar.executar('jose@x.io', 'https://gr.local', 'ip');
    relogio.avancar(VALIDADE_LINK_SENHA_MS);
    await expect(nova.executar({ token: 'tok/1', password: 'novasenha', password_confirmation: 'novasenha' })).rejects.toEqual(invalido);
    await expect(nova.executar({ password: 'novasenha', password_confirmation: 'novasenha' })).rejects.toEqual(invalido);
    expect(await erros(nova.executar({ token: 'tok/1' }))).toEqual({ password: ['não pode ficar em branco'], password_confirmation: ['não pode ficar em branco'] });
    expect(await erros(nova.executar({ token: 'tok/1', password: 'novasenha', password_confirmation: 'outra123' }))).toEqual({ password_confirmation: ['não confere com a senha'] });
    expect(repo.atualizados).toHaveLength(1);
  });
  it('responde 429 e não envia nada depois de 3 pedidos por hora por e-mail ou 10 por endereço, e-mail conhecido ou não', async () => {
    expect(LIMITES_RECUPERACAO).toEqual({ porEmail: { maximo: 3, janelaSegundos: 3600 }, porOrigem: { maximo: 10, janelaSegundos: 3600 } });
    const { enviados, recuperar, relogio } = montar([usuario()]);
    for (let i = 0; i < 3; i++) await recuperar.executar('jose@x.io', 'https://gr.local', 'ip');
    await expect(recuperar.executar('JOSE@x.io', 'https://gr.local', 'outro')).rejects.toEqual(new TooManyAttemptsError(MSG_MUITAS_RECUPERACOES, 3600));
    for (let i = 0; i < 3; i++) await recuperar.executar('ninguem@x.io', 'https://gr.local', 'ip');
    await expect(recuperar.executar('ninguem@x.io', 'https://gr.local', 'ip')).rejects.toBeInstanceOf(TooManyAttemptsError);
    // 7 counted from 'ip' so far (the refused one too): three more pass, the eleventh is refused.
    for (const e of ['a', 'b', 'c']) await recuperar.executar(`${e}@x.io`, 'https://gr.local', 'ip');
    await expect(recuperar.executar('d@x.io', 'https://gr.local', 'ip')).rejects.toBeInstanceOf(TooManyAttemptsError);
    expect(enviados).toHaveLength(3);
    relogio.avancar(3600_000);
    await recuperar.executar('jose@x.io', 'https://gr.local', 'ip');
    expect(enviados).toHaveLength(4);
  });
  it('recusa um link cujo usuário não existe mais', async () => {
    const { recuperar, nova, repo } = montar([usuario()]);
    await recuperar.executar('jose@x.io', 'https://gr.local', 'ip');
    repo.lista = [];
    await expect(nova.executar({ token: 'tok/1', password: 'novasenha', password_confirmation: 'novasenha' })).rejects.toBeInstanceOf(BusinessRuleError);
  });
});
