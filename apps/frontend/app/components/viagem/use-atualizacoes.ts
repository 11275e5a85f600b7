import { useRevalidator } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { assinarAtualizacoes } from '~/lib/atualizacoes';

/** A burst of changes waits this long and becomes one reload. */
const JUNTAR_MS = 300;
/** Two reloads of one page at least this far apart: a desk of moving trucks reloads at most once a second. */
const INTERVALO_MINIMO_MS = 1_000;

/**
 * A page that shows trips reloads itself when the live desk says one of them changed (issue 22):
 * an id it shows, or — with `porLista` — any change that moves a trip between lists (started,
 * finished, created...), which may add a row to this one. The reload is the loader's, the same as
 * 'Atualizar' and the timed refresh: the grid keeps the selected row, the scroll and the URL's
 * filters. While the tab is hidden nothing reloads; it does once it shows again.
 */
export function useAtualizacoesViagens({
  ids, porLista = true, ativo = true, todas = false, intervaloMinimoMs = INTERVALO_MINIMO_MS,
}: {
  ids: readonly number[];
  porLista?: boolean;
  ativo?: boolean;
  /** Any change of any trip the session reads (the operational dashboard: a new alert may be on any of them). */
  todas?: boolean;
  intervaloMinimoMs?: number;
}): void {
  const revalidator = useRevalidator();
  const atual = useRef({ ids: new Set(ids), porLista, todas, revalidator });
  atual.current = { ids: new Set(ids), porLista, todas, revalidator };

  useEffect(() => {
    if (!ativo) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ultimaEm = 0;
    let pendente = false;
    const agendar = () => {
      if (timer) return;
      timer = setTimeout(recarregar, Math.max(JUNTAR_MS, ultimaEm + intervaloMinimoMs - Date.now()));
    };
    const recarregar = () => {
      timer = undefined;
      if (document.visibilityState !== 'visible') {
        pendente = true;
        return;
      }
      // A reload already on its way may predate the change: try again once it is done.
      if (atual.current.revalidator.state !== 'idle') return agendar();
      pendente = false;
      ultimaEm = Date.now();
      atual.current.revalidator.revalidate();
    };
    const aoMostrar = () => {
      if (pendente && document.visibilityState === 'visible') agendar();
    };
    const parar = assinarAtualizacoes((a) => {
      const { ids: mostrados, porLista: lista, todas: qualquer } = atual.current;
      if (a.tipo === 'recarregar' || qualquer || (lista && a.lista) || a.ids.some((id) => mostrados.has(id))) agendar();
    });
    document.addEventListener('visibilitychange', aoMostrar);
    return () => {
      parar();
      if (timer) clearTimeout(timer);
      document.removeEventListener('visibilitychange', aoMostrar);
    };
  }, [ativo, intervaloMinimoMs]);
}
