import { AVISOS_MESA, mediaSaudeIntegracoes } from '@gr/domain';
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useRevalidator, useRouteError } from '@remix-run/react';
import { useEffect } from 'react';
import { useAvisos } from '~/components/toast';
import { api } from '~/lib/api.server';
import { formatarDataHora } from '~/lib/datas';
import type { Esquema } from '~/lib/tipos';
import { PainelErro } from '~/root';

/**
 * /integracao (spec 03 §2, §3 "Integration availability", §8, §9): the positioning health of each
 * tracking technology from GET /api/integracao/disponibilidade_integracoes, checked again every
 * 10 minutes; an average below 0 shows 'Verifique as integrações' for 30 s.
 */
type Disponibilidade = Esquema<'DisponibilidadeIntegracaoDto'>;

export const handle = { titulo: 'Integração' };
export const meta: MetaFunction = () => [{ title: 'Integração · GR' }];

const PERIODO = AVISOS_MESA.integracoes.intervaloMs;

export async function loader({ request }: LoaderFunctionArgs) {
  const r = await api<Disponibilidade[] | { rows: Disponibilidade[] }>(request, '/api/integracao/disponibilidade_integracoes');
  const linhas = r.ok ? (Array.isArray(r.data) ? r.data : (r.data.rows ?? [])) : [];
  return { linhas, erro: r.ok ? null : (r.error ?? 'Não foi possível consultar as integrações'), consultadoEm: new Date().toISOString() };
}

function situacao(s: number | null): { rotulo: string; classe: string } {
  if (s === null || s === undefined) return { rotulo: 'Sem dados', classe: 'saude-sem-dados' };
  if (s < 0) return { rotulo: 'Fora do ar', classe: 'saude-ruim' };
  if (s < 30) return { rotulo: 'Instável', classe: 'saude-media' };
  return { rotulo: 'Normal', classe: 'saude-boa' };
}

export default function Integracao() {
  const { linhas, erro, consultadoEm } = useLoaderData<typeof loader>();
  const { notificar } = useAvisos();
  const revalidator = useRevalidator();
  const media = mediaSaudeIntegracoes(linhas.map((l) => l.saude_posicionamento));

  useEffect(() => {
    if (media !== null && media < 0) notificar(AVISOS_MESA.integracoes.mensagem, 'erro', AVISOS_MESA.integracoes.duracaoMs);
  }, [consultadoEm, media, notificar]);
  useEffect(() => {
    const t = setInterval(() => revalidator.revalidate(), PERIODO);
    return () => clearInterval(t);
  }, [revalidator]);

  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Integração</h1>
      <p className="pagina-descricao">
        Saúde do posicionamento por tecnologia de rastreamento. Atualizada a cada 10 minutos · última consulta{' '}
        {new Date(consultadoEm).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}.{' '}
        <button type="button" className="botao botao-pequeno" onClick={() => revalidator.revalidate()} disabled={revalidator.state !== 'idle'}>
          Atualizar agora
        </button>
      </p>
      {erro && (
        <p className="form-erro-geral" role="alert">
          {erro}
        </p>
      )}
      {linhas.length === 0 && !erro ? (
        <p>NENHUMA INTEGRAÇÃO FOI ENCONTRADA NESTA PESQUISA...</p>
      ) : (
        <table className="tabela-simples tabela-integracao" aria-label="Disponibilidade das integrações">
          <thead>
            <tr>
              <th scope="col">Tecnologia</th>
              <th scope="col">Veículos</th>
              <th scope="col">Em serviço (24 h)</th>
              <th scope="col">Com posição na última hora</th>
              <th scope="col">Saúde do posicionamento</th>
              <th scope="col">Última posição</th>
              <th scope="col">Situação</th>
            </tr>
          </thead>
          <tbody>
            {linhas.map((l) => {
              const s = situacao(l.saude_posicionamento);
              const largura = Math.max(0, Math.min(100, l.saude_posicionamento ?? 0));
              return (
                <tr key={l.tecnologia_id ?? l.tecnologia}>
                  <th scope="row">{l.tecnologia}</th>
                  <td>{l.veiculos ?? '—'}</td>
                  <td>{l.veiculos_ativos ?? '—'}</td>
                  <td>{l.veiculos_com_posicao ?? '—'}</td>
                  <td>
                    <span className="barra-saude" aria-hidden="true">
                      <span className={s.classe} style={{ width: `${largura}%` }} />
                    </span>{' '}
                    {l.saude_posicionamento === null || l.saude_posicionamento === undefined ? '—' : `${Math.max(0, l.saude_posicionamento).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`}
                  </td>
                  <td>{l.ultima_posicao ? formatarDataHora(l.ultima_posicao) : '—'}</td>
                  <td>
                    <span className={`etiqueta ${s.classe}`}>{s.rotulo}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
          {media !== null && (
            <tfoot>
              <tr>
                <th scope="row">Média</th>
                <td colSpan={6}>{media < 0 ? 'integrações fora do ar' : `${media.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`}</td>
              </tr>
            </tfoot>
          )}
        </table>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
