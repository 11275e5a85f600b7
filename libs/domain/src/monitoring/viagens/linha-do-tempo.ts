import type { Coordenada } from '../../shared/index.js';
import { ROTULOS_ACAO_COMANDO, ROTULOS_CANAL_COMANDO, ROTULOS_ESTADO_COMANDO, type AcaoRastreador, type CanalComando, type EstadoComando } from '../comandos.js';
import { mapaCompleto } from './mapa.js';

/**
 * The trip's timeline (issue 22, "the record a risk manager hands to the insurer after a claim"):
 * what happened on one trip, oldest first — the trip's history (lifecycle, situations, the live
 * monitoring's events), its occurrences and observations, the commands and messages sent about it
 * and its special releases. Positions are not items: they are the track drawn on the map. The
 * backend builds the items from their tables with these words; the page and the PDF show them.
 */
export type TipoItemLinhaDoTempo = 'EVENTO' | 'OCORRENCIA' | 'OBSERVACAO' | 'COMANDO' | 'MENSAGEM' | 'LIBERACAO';

export const TIPOS_ITEM_LINHA_DO_TEMPO: readonly TipoItemLinhaDoTempo[] = ['EVENTO', 'OCORRENCIA', 'OBSERVACAO', 'COMANDO', 'MENSAGEM', 'LIBERACAO'];

export const ROTULOS_TIPO_ITEM: Readonly<Record<TipoItemLinhaDoTempo, string>> = {
  EVENTO: 'Evento',
  OCORRENCIA: 'Ocorrência',
  OBSERVACAO: 'Observação',
  COMANDO: 'Comando',
  MENSAGEM: 'Mensagem',
  LIBERACAO: 'Liberação',
};

/** What an item is drawn as on the map, when it is a live-monitoring event with a position. */
export type MarcaDoItem = 'DESVIO' | 'RETORNO' | 'PARADA' | 'PANICO' | 'PERIFERICO' | 'PERDA_SINAL' | 'CHEGADA' | 'IGNICAO';

export const ROTULOS_MARCA: Readonly<Record<MarcaDoItem, string>> = {
  DESVIO: 'Desvio de rota',
  RETORNO: 'Retorno à rota',
  PARADA: 'Parada não programada',
  PANICO: 'Pânico',
  PERIFERICO: 'Periférico',
  PERDA_SINAL: 'Perda de sinal',
  CHEGADA: 'Chegada',
  IGNICAO: 'Ignição',
};

/** One line of the timeline, as the API answers it. */
export interface ItemLinhaDoTempo {
  /** `<tipo>-<id of its row>`: unique in the answer. */
  chave: string;
  instante: string;
  tipo: TipoItemLinhaDoTempo;
  /** The history's action (INICIAR, DESVIO_ROTA...), the occurrence's code, the command's channel. */
  codigo: string;
  titulo: string;
  descricao: string;
  usuario: string | null;
  latitude: number | null;
  longitude: number | null;
  marca: MarcaDoItem | null;
}

/** The history's actions by name (monitoramento_eventos.acao). */
export const TITULOS_ACAO_VIAGEM: Readonly<Record<string, string>> = {
  CRIAR: 'SM cadastrada',
  EDITAR: 'SM alterada',
  INICIAR: 'Viagem iniciada',
  FINALIZAR: 'Viagem finalizada',
  CANCELAR: 'SM cancelada',
  RECUPERAR: 'Viagem recuperada',
  EXCLUIR: 'SM excluída',
  VINCULAR: 'SM vinculada à tecnologia',
  SITUACAO: 'Situação alterada',
  CONFERENCIA: 'Ocorrência conferida',
  DESVIO_ROTA: 'Desvio de rota',
  RETORNO_ROTA: 'Retorno à rota',
  PARADA: 'Parada não programada',
  PERIFERICO: 'Periférico acionado',
  CHEGADA: 'Chegada ao destino',
  IGNICAO: 'Ignição',
  PERDA_SINAL: 'Perda de sinal',
};

/** History rows the timeline takes from their own tables, which say more (the occurrence's type, the observation's position). */
export const ACOES_VINDAS_DE_OUTRA_TABELA: readonly string[] = ['OCORRENCIA', 'OBSERVACAO'];

/**
 * The deviation events are the route's: group 8 does not load the route line nor the deviations
 * on the map (decision 41, spec 02 §6), so its timeline does not list them either.
 */
export const ACOES_DO_MAPA_COMPLETO: readonly string[] = ['DESVIO_ROTA', 'RETORNO_ROTA'];

/** The history's actions a reader of this group gets in the timeline. */
export function acaoVisivelNaLinhaDoTempo(acao: string, grupoUsuarioId: number): boolean {
  if (ACOES_VINDAS_DE_OUTRA_TABELA.includes(acao)) return false;
  return mapaCompleto(grupoUsuarioId) || !ACOES_DO_MAPA_COMPLETO.includes(acao);
}

/** Panic is peripheral 11 (shared/perifericos.ts); any other negative peripheral is just a peripheral. */
const PERIFERICO_PANICO = 11;

export function marcaDoEvento(acao: string, detalhe: Record<string, unknown>): MarcaDoItem | null {
  switch (acao) {
    case 'DESVIO_ROTA':
      return 'DESVIO';
    case 'RETORNO_ROTA':
      return 'RETORNO';
    case 'PARADA':
      return 'PARADA';
    case 'PERIFERICO':
      return Number(detalhe.periferico_id) === PERIFERICO_PANICO ? 'PANICO' : 'PERIFERICO';
    case 'PERDA_SINAL':
      return 'PERDA_SINAL';
    case 'CHEGADA':
      return 'CHEGADA';
    case 'IGNICAO':
      return 'IGNICAO';
    default:
      return null;
  }
}

const texto = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * A history row in the operator's words: the live monitoring's events carry their own sentence
 * (descricaoDoEvento, written with the event); the lifecycle's say what changed with what they
 * kept (the cancel's reasons, the new situation, the conference's note).
 */
export function descricaoDaAcaoViagem(acao: string, detalhe: Record<string, unknown>, extra: { situacao?: string | null } = {}): string {
  const propria = texto(detalhe.descricao);
  if (propria) return propria;
  const titulo = TITULOS_ACAO_VIAGEM[acao] ?? acao;
  switch (acao) {
    case 'CRIAR':
    case 'EDITAR': {
      const partes = [titulo];
      if (typeof detalhe.pontuacao_risco === 'number') partes.push(`pontuação de risco ${detalhe.pontuacao_risco}`);
      if (texto(detalhe.liberacao)) partes.push(`liberação especial por ${texto(detalhe.liberacao)}`);
      return `${partes.join(', ')}.`;
    }
    case 'CANCELAR': {
      const motivos = texto(detalhe.motivos);
      const obs = texto(detalhe.observacao);
      return `${titulo}${motivos ? `. Motivos: ${motivos}` : ''}${obs ? `. ${obs}` : ''}.`;
    }
    case 'SITUACAO':
      return extra.situacao ? `Situação alterada para ${extra.situacao}.` : `${titulo}.`;
    case 'CONFERENCIA': {
      const obs = texto(detalhe.observacao);
      return `${titulo}${obs ? `: ${obs}` : ''}.`;
    }
    case 'INICIAR':
      return `${titulo}.`;
    default:
      return `${titulo}.`;
  }
}

/** A command or a message sent about the trip, in words. */
export function descricaoDoComando(c: { canal: CanalComando; acao: AcaoRastreador | null; estado: EstadoComando; mensagem: string; erro?: string | null }): { titulo: string; descricao: string } {
  const estado = ROTULOS_ESTADO_COMANDO[c.estado] ?? c.estado;
  if (c.canal === 'RASTREADOR') {
    const acao = c.acao ? (ROTULOS_ACAO_COMANDO[c.acao] ?? c.acao) : c.mensagem;
    return { titulo: `Comando: ${acao}`, descricao: `Comando ao rastreador: ${acao} (${estado.toLowerCase()}${c.estado === 'FALHOU' && c.erro ? `: ${c.erro}` : ''}).` };
  }
  const canal = ROTULOS_CANAL_COMANDO[c.canal] ?? c.canal;
  return { titulo: `Mensagem por ${canal}`, descricao: `${canal}: “${c.mensagem}” (${estado.toLowerCase()}).` };
}

/** An occurrence in words: its type, then what was written on it, and its conference. */
export function descricaoDaOcorrencia(o: { codigo: number; tipo: string; descricao: string | null; conferida: boolean; username_conferencia?: string | null }): { titulo: string; descricao: string } {
  const nota = texto(o.descricao);
  const conferida = o.conferida ? ` Conferida${o.username_conferencia ? ` por ${o.username_conferencia}` : ''}.` : '';
  return { titulo: `Ocorrência ${o.codigo}: ${o.tipo}`, descricao: `${nota ?? o.tipo}${/[.!?]$/.test(nota ?? o.tipo) ? '' : '.'}${conferida}` };
}

/** A special release of the trip (liberacoes, tipo VIAGEM). */
export function descricaoDaLiberacao(l: { usuario_liberacao: string; usuario_logado: string | null; observacao: string | null }): string {
  const obs = texto(l.observacao);
  return `SM liberada por ${l.usuario_liberacao}${l.usuario_logado ? ` a pedido de ${l.usuario_logado}` : ''}${obs ? `: ${obs}` : ''}.`;
}

/** 'lat,lng' (occurrences, observations) as a coordinate; anything else: null. */
export function lerLatLng(v: unknown): Coordenada | null {
  if (typeof v !== 'string') return null;
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(v);
  if (!m) return null;
  const latitude = Number(m[1]);
  const longitude = Number(m[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

/** A coordinate from an event's detail (latitude/longitude numbers), or null. */
export function coordenadaDoDetalhe(d: Record<string, unknown>): Coordenada | null {
  const latitude = typeof d.latitude === 'number' ? d.latitude : NaN;
  const longitude = typeof d.longitude === 'number' ? d.longitude : NaN;
  return Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

const ORDEM_TIPO: Readonly<Record<TipoItemLinhaDoTempo, number>> = { EVENTO: 0, LIBERACAO: 1, OCORRENCIA: 2, OBSERVACAO: 3, COMANDO: 4, MENSAGEM: 5 };

/**
 * Oldest first; at the same instant the history's event before what it caused (the system's
 * deviation before its occurrence), then by key so that the order never depends on the database.
 */
export function ordenarLinhaDoTempo<T extends Pick<ItemLinhaDoTempo, 'instante' | 'tipo' | 'chave'>>(itens: readonly T[]): T[] {
  const num = (c: string) => Number(c.slice(c.lastIndexOf('-') + 1));
  return [...itens].sort(
    (a, b) =>
      new Date(a.instante).getTime() - new Date(b.instante).getTime() ||
      ORDEM_TIPO[a.tipo] - ORDEM_TIPO[b.tipo] ||
      num(a.chave) - num(b.chave) ||
      a.chave.localeCompare(b.chave),
  );
}

/** The track sent with the timeline holds at most this many fixes, evenly thinned (the first and last always kept). */
export const MAXIMO_PONTOS_TRILHA = 5_000;

/** Every `passo`-th fix of `total` keeps the track at MAXIMO_PONTOS_TRILHA or fewer (1: all). */
export function passoDaTrilha(total: number, maximo = MAXIMO_PONTOS_TRILHA): number {
  return total <= maximo ? 1 : Math.ceil((total - 1) / (maximo - 1));
}
