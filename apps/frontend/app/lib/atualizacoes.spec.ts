import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { assinarAtualizacoes, type AtualizacaoViagens } from './atualizacoes';

/** The browser's EventSource as far as the live desk uses it: the URLs opened, events dispatched by hand. */
class FonteFalsa {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static abertas: FonteFalsa[] = [];
  readyState = FonteFalsa.CONNECTING;
  onerror: (() => void) | null = null;
  private ouvintes = new Map<string, Array<(e: { data: string; lastEventId: string }) => void>>();
  constructor(readonly url: string) {
    FonteFalsa.abertas.push(this);
  }
  addEventListener(tipo: string, fn: (e: { data: string; lastEventId: string }) => void): void {
    this.ouvintes.set(tipo, [...(this.ouvintes.get(tipo) ?? []), fn]);
  }
  close(): void {
    this.readyState = FonteFalsa.CLOSED;
  }
  emitir(tipo: string, data: unknown, lastEventId = ''): void {
    for (const fn of this.ouvintes.get(tipo) ?? []) fn({ data: JSON.stringify(data), lastEventId });
  }
  /** The browser gave up on this connection (an error answer). */
  desistir(): void {
    this.readyState = FonteFalsa.CLOSED;
    this.onerror?.();
  }
  /** The connection dropped and the browser reconnects by itself. */
  cair(): void {
    this.readyState = FonteFalsa.CONNECTING;
    this.onerror?.();
  }
}
const ultima = () => FonteFalsa.abertas.at(-1)!;

/** What the route answers the page's check after the browser gave up, in order (0: no server). */
const respostas: number[] = [];
let perguntas = 0;
async function fetchFalso(url: string): Promise<{ status: number }> {
  expect(url).toBe('/recursos/atualizacoes');
  perguntas++;
  const status = respostas.shift() ?? 503;
  if (!status) throw new TypeError('Failed to fetch');
  return { status };
}
/** Fake time passes, and the checks it started settle. */
async function esperar(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
}

describe('a mesa ao vivo no navegador (issue 22)', () => {
  beforeAll(() => {
    (globalThis as Record<string, unknown>).EventSource = FonteFalsa;
    globalThis.fetch = fetchFalso as unknown as typeof fetch;
    jest.useFakeTimers();
  });
  afterAll(() => {
    jest.useRealTimers();
    delete (globalThis as Record<string, unknown>).EventSource;
  });

  it('uma fonte por aba, para todos os ouvintes, fechada com o último', () => {
    const a: AtualizacaoViagens[] = [];
    const b: AtualizacaoViagens[] = [];
    const pararA = assinarAtualizacoes((x) => a.push(x));
    const pararB = assinarAtualizacoes((x) => b.push(x));
    expect(FonteFalsa.abertas.map((f) => f.url)).toEqual(['/recursos/atualizacoes']);
    ultima().emitir('pronto', {}, 'p.1');
    ultima().emitir('viagens', { ids: [7, 'x', 8], lista: true }, 'p.2');
    expect(a).toEqual([{ tipo: 'viagens', ids: [7, 8], lista: true }]);
    expect(b).toEqual(a);
    pararA();
    expect(ultima().readyState).not.toBe(FonteFalsa.CLOSED);
    pararB();
    expect(ultima().readyState).toBe(FonteFalsa.CLOSED);
  });

  it('reaberta logo depois, retoma do último id; a queda que o navegador reconecta sozinho não avisa ninguém', () => {
    const recebidas: AtualizacaoViagens[] = [];
    const parar = assinarAtualizacoes((x) => recebidas.push(x));
    expect(ultima().url).toBe('/recursos/atualizacoes?ultimo=p.2');
    ultima().cair();
    expect(recebidas).toEqual([]);
    expect(FonteFalsa.abertas).toHaveLength(2);
    parar();
  });

  it('quando o navegador desiste, pergunta de novo em 1 s, 2 s, 4 s...: enquanto falha a página fica como está; respondendo, reabre do último id visto', async () => {
    jest.advanceTimersByTime(60_000); // long closed: a new page starts afresh
    const recebidas: AtualizacaoViagens[] = [];
    const parar = assinarAtualizacoes((x) => recebidas.push(x));
    expect(ultima().url).toBe('/recursos/atualizacoes');
    ultima().emitir('viagens', { ids: [1], lista: false }, 'q.5');
    recebidas.length = 0;
    const abertas = FonteFalsa.abertas.length;
    respostas.push(503, 0, 200);
    ultima().desistir();
    await esperar(999);
    expect(perguntas).toBe(0);
    await esperar(1);
    expect(perguntas).toBe(1);
    await esperar(2_000);
    expect(perguntas).toBe(2);
    expect(FonteFalsa.abertas).toHaveLength(abertas);
    await esperar(4_000);
    expect(perguntas).toBe(3);
    expect(FonteFalsa.abertas).toHaveLength(abertas + 1);
    expect(ultima().url).toBe('/recursos/atualizacoes?ultimo=q.5');
    expect(recebidas).toEqual([]);
    // Open again ('pronto'): the next give-up waits 1 s again.
    ultima().emitir('pronto', {}, 'q.6');
    respostas.push(200);
    ultima().desistir();
    await esperar(1_000);
    expect(FonteFalsa.abertas).toHaveLength(abertas + 2);
    expect(ultima().url).toBe('/recursos/atualizacoes?ultimo=q.6');
    parar();
    // Nobody listens: nothing more.
    ultima().desistir();
    await esperar(60_000);
    expect(FonteFalsa.abertas).toHaveLength(abertas + 2);
  });

  it('a sessão acabou (401): a página recarrega (e o loader vai ao /login), e a fonte não reabre', async () => {
    const recebidas: AtualizacaoViagens[] = [];
    const parar = assinarAtualizacoes((x) => recebidas.push(x));
    const abertas = FonteFalsa.abertas.length;
    respostas.push(401);
    ultima().desistir();
    await esperar(1_000);
    expect(recebidas).toEqual([{ tipo: 'recarregar' }]);
    await esperar(60_000);
    expect(FonteFalsa.abertas).toHaveLength(abertas);
    parar();
  });

  it("'recarregar' e 'encerrada' chegam como recarregar; depois de encerrada a fonte não reabre sozinha", () => {
    const recebidas: AtualizacaoViagens[] = [];
    const parar = assinarAtualizacoes((x) => recebidas.push(x));
    ultima().emitir('recarregar', {}, 'r.1');
    const fonte = ultima();
    fonte.emitir('encerrada', {});
    expect(recebidas).toEqual([{ tipo: 'recarregar' }, { tipo: 'recarregar' }]);
    expect(fonte.readyState).toBe(FonteFalsa.CLOSED);
    const abertas = FonteFalsa.abertas.length;
    jest.advanceTimersByTime(60_000);
    expect(FonteFalsa.abertas).toHaveLength(abertas);
    parar();
  });
});
