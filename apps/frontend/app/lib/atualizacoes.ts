/**
 * The live desk in the browser (issue 22; docs/decisoes.md "mesa ao vivo"): one EventSource per
 * tab on /recursos/atualizacoes, shared by whatever on the page listens (the trip list, the
 * position map), open while someone does. Browser-only: call it from an effect.
 *
 * Reconnection: a dropped connection is reopened by the browser itself, which sends the last event
 * id, and the server resends what was missed. When the browser gives up (an error answer: the
 * server restarting, the session gone), the page is told to reload what it shows — its loader goes
 * to /login if the session ended — and the stream is reopened after 1 s, 2 s, 4 s… up to 30 s,
 * from the last id seen.
 */
export type AtualizacaoViagens = { tipo: 'viagens'; ids: number[]; lista: boolean } | { tipo: 'recarregar' };

const URL_FLUXO = '/recursos/atualizacoes';
const ESPERA_INICIAL_MS = 1_000;
const ESPERA_MAXIMA_MS = 30_000;
/** A stream closed longer than this is not resumed: the page that opens a new one has just loaded what it shows. */
const RETOMAR_ATE_MS = 10_000;

const ouvintes = new Set<(a: AtualizacaoViagens) => void>();
let fonte: EventSource | null = null;
let religar: ReturnType<typeof setTimeout> | undefined;
let espera = ESPERA_INICIAL_MS;
let ultimoId: string | null = null;
let fechadoEm = 0;

function avisar(a: AtualizacaoViagens): void {
  for (const f of [...ouvintes]) f(a);
}

function guardarId(e: MessageEvent): void {
  if (e.lastEventId) ultimoId = e.lastEventId;
}

function abrir(): void {
  religar = undefined;
  if (Date.now() - fechadoEm > RETOMAR_ATE_MS && fechadoEm) ultimoId = null;
  fechadoEm = 0;
  const es = new EventSource(ultimoId ? `${URL_FLUXO}?ultimo=${encodeURIComponent(ultimoId)}` : URL_FLUXO);
  fonte = es;
  es.addEventListener('pronto', (e) => {
    guardarId(e);
    espera = ESPERA_INICIAL_MS;
  });
  es.addEventListener('viagens', (e) => {
    guardarId(e);
    try {
      const d = JSON.parse(e.data) as { ids?: unknown; lista?: unknown };
      const ids = Array.isArray(d.ids) ? d.ids.filter((x): x is number => Number.isSafeInteger(x)) : [];
      avisar({ tipo: 'viagens', ids, lista: d.lista === true });
    } catch {
      avisar({ tipo: 'recarregar' });
    }
  });
  es.addEventListener('recarregar', (e) => {
    guardarId(e);
    avisar({ tipo: 'recarregar' });
  });
  // The session ended or lost the rule: no reconnection; the page's reload takes it to /login.
  es.addEventListener('encerrada', () => {
    fechar();
    avisar({ tipo: 'recarregar' });
  });
  es.onerror = () => {
    if (es !== fonte || es.readyState !== EventSource.CLOSED) return;
    fonte = null;
    avisar({ tipo: 'recarregar' });
    if (!ouvintes.size) return;
    religar = setTimeout(abrir, espera);
    espera = Math.min(espera * 2, ESPERA_MAXIMA_MS);
  };
}

function fechar(): void {
  if (religar) clearTimeout(religar);
  religar = undefined;
  fonte?.close();
  fonte = null;
  fechadoEm = Date.now();
}

/** Listens to the trips' changes; the answer stops listening (the stream closes with the last listener). */
export function assinarAtualizacoes(fn: (a: AtualizacaoViagens) => void): () => void {
  ouvintes.add(fn);
  if (!fonte && !religar) abrir();
  return () => {
    ouvintes.delete(fn);
    if (!ouvintes.size) fechar();
  };
}
