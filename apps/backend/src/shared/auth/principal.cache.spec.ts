import type { CanalAvisos } from '@gr/infrastructure';
import type { UsuarioAutenticado } from './decorators.js';
import { PrincipalCache } from './principal.cache.js';

/** A channel between "processes" of one test: what one publishes, every cache hears. */
class CanalDeTeste implements CanalAvisos {
  ouvindo = true;
  falhar = false;
  publicadas: string[] = [];
  private receptores: Array<(m: string) => void> = [];
  async publicar(m: string): Promise<void> {
    if (this.falhar) throw new Error('redis fora');
    this.publicadas.push(m);
    for (const r of this.receptores) r(m);
  }
  aoReceber(fn: (m: string) => void): void {
    this.receptores.push(fn);
  }
  async fechar(): Promise<void> {}
}

function principal(id: number, sessaoId: string): UsuarioAutenticado {
  return { id, username: `U${id}`, grupo_usuario_id: 3, cliente_id: null, clientes_gerenciados: [], acessos: {}, sessaoId, escopo: { tipo: 'todos' } };
}

/** Tokens here are named after their session ('a' is the token of session 'a'). */
const FUTURO = Number.MAX_SAFE_INTEGER;

describe('PrincipalCache', () => {
  let agora = 1_000_000;
  const relogio = () => agora;
  let leituras = 0;
  const carregar = (id: number, sid: string) => async () => {
    leituras++;
    return principal(id, sid);
  };
  beforeEach(() => {
    leituras = 0;
  });

  it('lê o banco uma vez por sessão dentro do TTL, e de novo depois dele', async () => {
    const cache = new PrincipalCache(new CanalDeTeste(), 5000, undefined, relogio);
    await cache.obter('s1', FUTURO, carregar(1, 's1'));
    await cache.obter('s1', FUTURO, carregar(1, 's1'));
    expect(leituras).toBe(1);
    agora += 5001;
    await cache.obter('s1', FUTURO, carregar(1, 's1'));
    expect(leituras).toBe(2);
  });

  it('nunca guarda em cache sem canal, com TTL 0 ou enquanto o canal está surdo (e esquece o que tinha)', async () => {
    for (const cache of [new PrincipalCache(null, 5000, undefined, relogio), new PrincipalCache(new CanalDeTeste(), 0, undefined, relogio)]) {
      leituras = 0;
      await cache.obter('s1', FUTURO, carregar(1, 's1'));
      await cache.obter('s1', FUTURO, carregar(1, 's1'));
      expect(leituras).toBe(2);
    }
    const canal = new CanalDeTeste();
    const cache = new PrincipalCache(canal, 5000, undefined, relogio);
    leituras = 0;
    await cache.obter('s1', FUTURO, carregar(1, 's1'));
    canal.ouvindo = false;
    await cache.obter('s1', FUTURO, carregar(1, 's1'));
    canal.ouvindo = true;
    await cache.obter('s1', FUTURO, carregar(1, 's1'));
    expect(leituras).toBe(3);
  });

  it('descarta uma sessão, as sessões de um usuário ou tudo, neste processo e nos outros', async () => {
    const canal = new CanalDeTeste();
    const aqui = new PrincipalCache(canal, 5000, undefined, relogio);
    const ali = new PrincipalCache(canal, 5000, undefined, relogio);
    const encher = async () => {
      for (const c of [aqui, ali]) {
        await c.obter('a', FUTURO, carregar(1, 'a'));
        await c.obter('b', FUTURO, carregar(1, 'b'));
        await c.obter('c', FUTURO, carregar(2, 'c'));
      }
      leituras = 0;
    };
    await encher();
    await aqui.sessaoEncerrada('a');
    for (const c of [aqui, ali]) {
      await c.obter('a', FUTURO, carregar(1, 'a'));
      await c.obter('b', FUTURO, carregar(1, 'b'));
    }
    expect(leituras).toBe(2);

    await encher();
    await aqui.usuarioMudou(1);
    for (const c of [aqui, ali]) for (const [sid, id] of [['a', 1], ['b', 1], ['c', 2]] as const) await c.obter(sid, FUTURO, carregar(id, sid));
    expect(leituras).toBe(4);

    await encher();
    await ali.todosMudaram();
    for (const c of [aqui, ali]) await c.obter('c', FUTURO, carregar(2, 'c'));
    expect(leituras).toBe(2);
    expect(canal.publicadas).toEqual(['s:a', 'u:1', '*']);
  });

  it('não guarda uma leitura que se sobrepôs a uma invalidação', async () => {
    const cache = new PrincipalCache(new CanalDeTeste(), 5000, undefined, relogio);
    let soltar!: () => void;
    const lenta = cache.obter('s1', FUTURO, async () => {
      leituras++;
      await new Promise<void>((r) => (soltar = r));
      return principal(1, 's1'); // read before the change was committed
    });
    await new Promise((r) => setImmediate(r));
    await cache.usuarioMudou(1);
    // A call after the change does not join the read in flight.
    const depois = cache.obter('s1', FUTURO, carregar(1, 's1'));
    soltar();
    await Promise.all([lenta, depois]);
    expect(leituras).toBe(2);
    await cache.obter('s1', FUTURO, carregar(1, 's1'));
    expect(leituras).toBe(2); // the fresh read is kept, the old one was not
  });

  it('compartilha uma leitura entre faltas concorrentes da mesma sessão, e nunca guarda uma recusa em cache', async () => {
    const cache = new PrincipalCache(new CanalDeTeste(), 5000, undefined, relogio);
    await Promise.all(Array.from({ length: 10 }, () => cache.obter('s1', FUTURO, carregar(1, 's1'))));
    expect(leituras).toBe(1);
    const nada = async () => {
      leituras++;
      return null;
    };
    leituras = 0;
    expect(await cache.obter('s2', FUTURO, nada)).toBeNull();
    expect(await cache.obter('s2', FUTURO, nada)).toBeNull();
    expect(leituras).toBe(2);
  });

  it('não mantém uma entrada por mais tempo que a vida do token, e responde doToken só enquanto válida', async () => {
    const cache = new PrincipalCache(new CanalDeTeste(), 5000, undefined, relogio);
    await cache.obter('s1', agora + 1000, carregar(1, 's1'));
    expect(cache.doToken('s1')?.id).toBe(1);
    agora += 1001;
    expect(cache.doToken('s1')).toBeUndefined();
    await cache.obter('s1', agora + 60_000, carregar(1, 's1'));
    expect(leituras).toBe(2);
  });

  it('esquece localmente e não falha a requisição quando a mensagem não pode ser publicada', async () => {
    const canal = new CanalDeTeste();
    const falhas: unknown[] = [];
    const cache = new PrincipalCache(canal, 5000, (e) => falhas.push(e), relogio);
    await cache.obter('s1', FUTURO, carregar(1, 's1'));
    canal.falhar = true;
    await expect(cache.sessaoEncerrada('s1')).resolves.toBeUndefined();
    expect(falhas).toHaveLength(1);
    await cache.obter('s1', FUTURO, carregar(1, 's1'));
    expect(leituras).toBe(2);
  });
});
