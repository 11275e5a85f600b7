import { MENSAGENS_ROTA } from '@gr/domain';
import { useEffect, useMemo, useState } from 'react';
import type { Coordenada } from '~/components/mapa/Mapa';
import type { ResultadoConsulta } from '~/lib/consulta';
import type { Tracado } from '~/routes/recursos.rotas';
import { type Lugar, type Parada, paraApi } from './paradas';

const ATRASO_TRACAR = 150;

/**
 * The line of the route being edited (POST /api/rotas/tracar through /recursos/rotas/tracar),
 * traced 150 ms after each change of the client, the origin, the stops or the destination.
 */
export function useTracado({ alterado, clienteId, origem, paradas, destino }: { alterado: boolean; clienteId: number | null; origem: Lugar | null; paradas: Parada[]; destino: Lugar | null }) {
  const [tracado, setTracado] = useState<{ linha: Coordenada[]; distancia_km: number } | null>(null);
  const [erroTracado, setErroTracado] = useState<string | null>(null);
  const [tracando, setTracando] = useState(false);

  const sequencia = useMemo(() => {
    const s: Array<{ lugar: Lugar; tipo?: number }> = [];
    if (origem) s.push({ lugar: origem });
    for (const p of paradas) s.push({ lugar: p, tipo: p.tipo_parada_id });
    if (destino) s.push({ lugar: destino });
    return s;
  }, [origem, paradas, destino]);
  const chaveTraco = JSON.stringify([clienteId, sequencia.map((s) => s.lugar.ponto_id ?? [s.lugar.latitude, s.lugar.longitude])]);

  useEffect(() => {
    if (!alterado) return;
    if (sequencia.length < 2 || !origem) {
      setTracado(null);
      setErroTracado(null);
      setTracando(false);
      return;
    }
    const controle = new AbortController();
    // Pending from the change on: the km shown is the previous line's until the answer arrives.
    setTracando(true);
    const t = setTimeout(async () => {
      try {
        const resposta = await fetch('/recursos/rotas/tracar', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ paradas: sequencia.map((s) => paraApi(s.lugar)), cliente_id: clienteId }),
          signal: controle.signal,
        });
        const r = (await resposta.json()) as ResultadoConsulta<Tracado>;
        if (controle.signal.aborted) return;
        if (r.ok) {
          setTracado({ linha: r.dados.geojson.coordinates.map(([lng, lat]) => ({ latitude: lat!, longitude: lng! })), distancia_km: r.dados.distancia_km });
          setErroTracado(null);
        } else {
          const msg = r.error ?? MENSAGENS_ROTA.verifique;
          setTracado(null);
          // Shown under the map; the 10 s notice of spec 03 §8 comes with the save, not with every preview.
          setErroTracado(msg);
        }
      } catch {
        if (!controle.signal.aborted) setErroTracado(MENSAGENS_ROTA.verifique);
      } finally {
        if (!controle.signal.aborted) setTracando(false);
      }
    }, ATRASO_TRACAR);
    return () => {
      clearTimeout(t);
      controle.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chaveTraco, alterado]);

  return { tracado, erroTracado, tracando };
}
