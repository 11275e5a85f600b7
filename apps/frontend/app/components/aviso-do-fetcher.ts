import { useEffect, useRef } from 'react';
import { useAvisos } from '~/components/toast';

/** What an action answers to a fetcher whose result is a notice (lib/grid.server.ts `RespostaAcaoGrid` and the like). */
export interface RespostaComAviso {
  ok: boolean;
  mensagem: string;
  duracao?: number;
}

export interface OpcoesAvisoDoFetcher<R> {
  /** How long the notice stays; default the answer's own `duracao` (else the notices' default). */
  duracao?: (r: R) => number | undefined;
  /** Runs after the notice, once per answer (clear a selection, reset a form, close a pop-up). */
  aoResponder?: (r: R) => void;
  /** Waits for the page's data to be reloaded after the action (the fetcher idle) before the notice. */
  aposRecarregar?: boolean;
}

/**
 * The fetcher-then-notice pattern (spec 03 §8: the server's message, green on success, red on
 * failure), once for every screen: one notice per answer of the fetcher. The callbacks are read
 * at the answer, so passing new ones at each render neither re-runs nor repeats anything.
 */
export function useAvisoDoFetcher<R extends RespostaComAviso>(fetcher: { state: string; data?: R }, opcoes: OpcoesAvisoDoFetcher<R> = {}): void {
  const { notificar } = useAvisos();
  const atuais = useRef(opcoes);
  atuais.current = opcoes;
  const visto = useRef<R>();
  const esperar = !!opcoes.aposRecarregar && fetcher.state !== 'idle';
  const r = fetcher.data;
  useEffect(() => {
    if (esperar || !r || visto.current === r) return;
    visto.current = r;
    const { duracao, aoResponder } = atuais.current;
    notificar(r.mensagem, r.ok ? 'sucesso' : 'erro', duracao ? duracao(r) : r.duracao);
    aoResponder?.(r);
  }, [r, esperar, notificar]);
}
