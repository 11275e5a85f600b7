import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { formatarEixo, formatarValor } from './formatos';
import type { PropsGrafico } from './tipos';

export * from './tipos';
export * from './formatos';

const GraficoCliente = lazy(() => import('./Grafico.client'));

/** Colours the dashboards share: the links (vínculos) and the delivery states. */
export const CORES = {
  FROTA: '#0b5394',
  AGREGADO: '#e69138',
  AUTONOMO: '#6aa84f',
  'SEM VÍNCULO': '#999999',
  azul: '#0b5394',
  verde: '#1e7e34',
  vermelho: '#b3261e',
  laranja: '#e69138',
  cinza: '#7f8c8d',
} as const;

/**
 * One chart of a dashboard (issue 23): a titled figure whose chart is drawn in the browser, and
 * whose numbers are also a table (the text alternative, opened under the chart; the only content
 * before hydration and on the server). The chart's own summary is its aria-label.
 */
export function Grafico(props: PropsGrafico) {
  const { titulo, dados, categoria, nomeCategoria, series, formato, vazio = 'Sem dados no período.' } = props;
  const id = useId();
  const [noNavegador, setNoNavegador] = useState(false);
  useEffect(() => setNoNavegador(true), []);
  const temValor = dados.some((d) => series.some((s) => Number(d[s.chave]) > 0));
  const resumo = dados
    .map((d) => `${d[categoria]}: ${series.map((s) => `${series.length > 1 ? `${s.nome} ` : ''}${formatarValor(d[s.chave], formato)}`).join(', ')}`)
    .join('; ');
  const tabela = (
    <table className="grafico-tabela">
      <thead>
        <tr>
          <th scope="col">{nomeCategoria}</th>
          {series.map((s) => (
            <th key={s.chave} scope="col">
              {s.nome}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {dados.map((d, i) => (
          <tr key={i}>
            <th scope="row">{d[categoria]}</th>
            {series.map((s) => (
              <td key={s.chave}>{formatarValor(d[s.chave], formato)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <figure className="grafico" aria-labelledby={`${id}-titulo`}>
      <figcaption id={`${id}-titulo`}>{titulo}</figcaption>
      {!temValor ? (
        <p className="grafico-vazio">{vazio}</p>
      ) : (
        <>
          <div className="grafico-area" role="img" aria-label={`${titulo}. ${resumo}`} style={{ minHeight: props.altura ?? 260 }}>
            {noNavegador && (
              <Suspense fallback={<p className="grafico-carregando">Carregando gráfico...</p>}>
                <GraficoCliente {...props} />
              </Suspense>
            )}
          </div>
          <details className="grafico-detalhes">
            <summary>Ver os números</summary>
            {tabela}
          </details>
        </>
      )}
    </figure>
  );
}

/** A figure at a glance: the big number and its label. */
export function Numero({ rotulo, valor, formato, destaque }: { rotulo: string; valor: number | null | undefined; formato?: 'numero' | 'moeda'; destaque?: 'alerta' | 'ok' }) {
  return (
    <div className={`numero-painel${destaque ? ` numero-${destaque}` : ''}`}>
      {/* Money reads short (R$ 243,1 mi); the exact value is the title and the screen reader's. */}
      <span className="numero-valor" title={formato === 'moeda' && valor != null ? formatarValor(valor, formato) : undefined}>
        {valor === null || valor === undefined ? '—' : formato === 'moeda' ? formatarEixo(valor, formato) : formatarValor(valor, formato)}
      </span>
      <span className="numero-rotulo">{rotulo}</span>
    </div>
  );
}
