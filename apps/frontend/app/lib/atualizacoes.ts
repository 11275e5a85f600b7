/**
 * The live desk in the browser (issue 22; docs/decisoes.md "mesa ao vivo"): one EventSource per
 * tab on /recursos/atualizacoes, shared by whatever on the page listens (the trip list, the
 * position map), open while someone does. Browser-only: call it from an effect.
 *
 * Reconnection: a dropped connection is reopened by the browser itself, which sends the last event
 * id, and the server resends what was missed (or says 'recarregar'). When the browser gives up (an
 * answer that is not a stream), the route is asked again after 1 s, 2 s, 4 s… up to 30 s: while it
 * fails (the server restarting) the page keeps what it shows; once it answers, the stream reopens
 * from the last id seen; a 401 or 403 (the session is gone) tells the page to reload, and its
 * loader goes to /login.
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
    tentarDepois();
  };
}

function tentarDepois(): void {
  if (!ouvintes.size) return;
  religar = setTimeout(() => void verificar(), espera);
  espera = Math.min(espera * 2, ESPERA_MAXIMA_MS);
}

/** After the browser gave up: what the route answers now (its status only; the stream is dropped at once). */
async function verificar(): Promise<void> {
  religar = undefined;
  const parar = new AbortController();
  let status = 0;
  try {
    status = (await fetch(URL_FLUXO, { headers: { Accept: 'text/event-stream' }, signal: parar.signal })).status;
  } catch {
    // The server is not there: try again later.
  }
  parar.abort();
  if (!ouvintes.size || fonte || religar) return;
  if (status === 200) return abrir();
  if (status === 401 || status === 403) {
    fechar();
    return avisar({ tipo: 'recarregar' });
  }
  tentarDepois();
}

function fechar(): void {
  if (religar) clearTimeout(religar);
  religar = undefined;
  fonte?.close();
  fonte = null;
  fechadoEm = Date.now();
  espera = ESPERA_INICIAL_MS;
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
