import { badgeDistanciaAgendada, barraProgresso, horaDaSituacao, isStaff, situacaoExibida, textoChegada } from '@gr/domain';
import { Link, useFetcher, useLocation } from '@remix-run/react';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { copiarTexto } from '~/components/grid/use-acoes-linha';
import { useAvisos } from '~/components/toast';
import { useUsuario } from '~/components/usuario';
import { DURACAO } from '~/lib/avisos';
import type { RespostaViagem, SituacaoViagem, ViagemLinha } from '~/lib/viagens';

/**
 * The cells the trip lists draw themselves (spec 02 §2, §4): the situation selector of an
 * in-transit row, the technology link icon, the scheduled distance badge and the progress bar.
 * They post to the list route's action (routes/viagens.tsx), which calls the API.
 */
export interface ContextoViagens {
  situacoes: readonly SituacaoViagem[];
  /** A link refused with 400: the centred 9 s notice with the route to fix (spec 02 §8). */
  avisarVinculo: (aviso: { mensagem: string; rota_id: number | null }) => void;
}

export const ContextoListaViagens = createContext<ContextoViagens>({ situacoes: [], avisarVinculo: () => undefined });

/** Posts a trip action of a cell (situation, link) to the list's own route. */
function useAcaoViagem() {
  const fetcher = useFetcher<RespostaViagem>();
  const { pathname, search } = useLocation();
  const postar = (campos: Record<string, string>) => fetcher.submit(campos, { method: 'post', action: `${pathname}${search}` });
  return { fetcher, postar };
}

/** Sends a situation change and copies 'situação HH:mm DD-MM' (spec 02 §4); used by the selector and F1–F12. */
export function useMudarSituacao() {
  const { situacoes } = useContext(ContextoListaViagens);
  const { notificar } = useAvisos();
  const { fetcher, postar } = useAcaoViagem();
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok) notificar(fetcher.data.mensagem, 'erro', fetcher.data.duracao);
  }, [fetcher.state, fetcher.data, notificar]);
  const mudar = (linha: Pick<ViagemLinha, 'id'>, situacaoId: number) => {
    const situacao = situacoes.find((s) => s.id === situacaoId);
    if (!situacao) return;
    // Copied within the user's gesture (the browser refuses a later write).
    void copiarTexto(`${situacao.descricao} ${horaDaSituacao(new Date())}`).then(() => notificar('copiado', 'info', DURACAO.copiado));
    postar({ intent: 'situacao', id: String(linha.id), situacao_viagem_id: String(situacaoId) });
  };
  return { mudar, ocupado: fetcher.state !== 'idle' };
}

export function SeletorSituacao({ linha }: { linha: ViagemLinha }) {
  const { situacoes } = useContext(ContextoListaViagens);
  const usuario = useUsuario();
  const { mudar, ocupado } = useMudarSituacao();
  const habilitado = !!usuario && isStaff(usuario.grupo_usuario_id);
  const valor = situacaoExibida(linha.status, linha.situacao_viagem_id);
  return (
    <select
      className="seletor-situacao"
      aria-label={`Situação da SM ${linha.id}`}
      value={valor ?? ''}
      disabled={!habilitado || ocupado}
      title={habilitado ? 'F1 a F12 mudam a situação da linha selecionada' : undefined}
      onChange={(e) => e.target.value && mudar(linha, Number(e.target.value))}
    >
      <option value="">{linha.situacao_viagem ?? '—'}</option>
      {situacoes.map((s) => (
        <option key={s.id} value={s.id}>
          {s.descricao}
        </option>
      ))}
    </select>
  );
}

/** A chain link drawn in SVG (an emoji glyph is missing from many fonts); `partido` is the unlinked one. */
function Elo({ partido = false }: { partido?: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.5 1.5" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.5-1.5" />
      {partido && <path d="M4 4l16 16" />}
    </svg>
  );
}

/** vinculado_tecnologia (spec 02 §4): only an unlinked in-transit row answers a click. */
export function IconeVinculo({ linha }: { linha: ViagemLinha }) {
  const { avisarVinculo } = useContext(ContextoListaViagens);
  const { notificar } = useAvisos();
  const usuario = useUsuario();
  const { fetcher, postar } = useAcaoViagem();
  const tratado = useRef<RespostaViagem | null>(null);
  useEffect(() => {
    const r = fetcher.data;
    if (fetcher.state !== 'idle' || !r || tratado.current === r) return;
    tratado.current = r;
    if (r.ok) notificar(r.mensagem, 'sucesso', r.duracao);
    else if (r.status === 400) avisarVinculo({ mensagem: r.mensagem, rota_id: r.rota_id ?? null });
    else notificar(r.mensagem, 'erro', r.duracao);
  }, [fetcher.state, fetcher.data, notificar, avisarVinculo]);
  if (linha.vinculado_tecnologia) {
    return (
      <span className="vinculo-tecnologia vinculado" title="Vinculada à tecnologia" role="img" aria-label="Vinculada à tecnologia">
        <Elo />
      </span>
    );
  }
  const ativo = linha.status === 2 && !!usuario && isStaff(usuario.grupo_usuario_id);
  if (!ativo) {
    return (
      <span className="vinculo-tecnologia" title="Não vinculada" role="img" aria-label="Não vinculada à tecnologia">
        <Elo partido />
      </span>
    );
  }
  return (
    <button
      type="button"
      className="vinculo-tecnologia botao-icone"
      title="Vincular à tecnologia"
      aria-label={`Vincular a SM ${linha.id} à tecnologia`}
      disabled={fetcher.state !== 'idle'}
      onClick={(e) => {
        e.stopPropagation();
        postar({ intent: 'vincular', id: String(linha.id) });
      }}
    >
      <Elo partido />
    </button>
  );
}

const CLASSE_SELO = { danger: 'selo selo-perigo', info: 'selo selo-info', warning: 'selo selo-aviso' } as const;

const numero = (v: unknown): number | null => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));

/** Scheduled distance badge (spec 02 §4). */
export function SeloDistancia({ linha }: { linha: ViagemLinha }) {
  const selo = badgeDistanciaAgendada(numero(linha.distancia_origem_km), linha.previsao_inicio ? new Date(linha.previsao_inicio) : null, new Date());
  return <span className={CLASSE_SELO[selo.estilo]}>{selo.texto}</span>;
}

/** Progress bar and arrival text (spec 02 §4). */
export function BarraProgresso({ linha }: { linha: ViagemLinha }) {
  const barra = barraProgresso(numero(linha.percentual), numero(linha.distancia_percorrida), numero(linha.distancia_percorrida_estimada));
  if (!barra) return <span>—</span>;
  const { percentual, atrasada } = barra;
  const chegada = textoChegada(horasParaChegada(linha.previsao_de_chegada));
  return (
    <span className="progresso-viagem" title={chegada ?? undefined}>
      <span
        className={`progresso-barra ${atrasada ? 'progresso-atrasada' : 'progresso-no-prazo'}`}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentual}
        aria-label={`${atrasada ? 'Atrasada' : 'No prazo'}: ${percentual}%`}
      >
        <span className="progresso-preenchido" style={{ width: `${percentual}%` }} />
        <span className="progresso-texto">{percentual}%</span>
      </span>
    </span>
  );
}

/** previsao_de_chegada as hours: a number of hours, or a date (hours from now). */
function horasParaChegada(v: number | string | null | undefined): number | null {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'number') return v;
  const n = Number(v);
  if (Number.isFinite(n)) return n;
  const t = new Date(v).getTime();
  return Number.isFinite(t) ? (t - Date.now()) / 3_600_000 : null;
}

/** A position reference opens the position window of the trip (spec 02 §2). */
export function PontoReferencia({ linha }: { linha: ViagemLinha }) {
  if (!linha.ponto_referencia) return <span>—</span>;
  const placa = linha.placa ? `?placa=${encodeURIComponent(linha.placa)}` : '';
  return (
    <Link to={`/monitoramento/posicionamento/${linha.id}${placa}`} onClick={(e) => e.stopPropagation()}>
      {linha.ponto_referencia}
    </Link>
  );
}

/** The centred 9 s notice of a refused link, with the way to the route to edit (spec 02 §8). */
export function AvisoVinculo({ aviso, onFechar }: { aviso: { mensagem: string; rota_id: number | null } | null; onFechar: () => void }): ReactNode {
  useEffect(() => {
    if (!aviso) return;
    const t = setTimeout(onFechar, 9000);
    return () => clearTimeout(t);
  }, [aviso, onFechar]);
  if (!aviso) return null;
  return (
    <div className="aviso-centralizado" role="alert">
      <p>{aviso.mensagem || 'A rota desta SM não está disponível para desvios de rota e precisa ser atualizada.'}</p>
      {aviso.rota_id !== null && (
        <p>
          <a href={`/rota/${aviso.rota_id}`} target="_blank" rel="noreferrer">
            Editar a rota {aviso.rota_id}
          </a>
        </p>
      )}
      <button type="button" className="botao" onClick={onFechar}>
        Fechar
      </button>
    </div>
  );
}
