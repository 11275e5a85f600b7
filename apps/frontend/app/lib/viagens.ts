import type { Esquema } from './tipos';

/**
 * A row of any trip list (spec 02 §3 "Trip grid row", "Finished trip", "Cancelled trip",
 * "Control list row", "Simplified trip request"), as the list calls answer it (the API's schemas):
 * each list answers some of these fields. The control list's `status` is its vehicle's text
 * (EM_VIAGEM...), the others' the trip's number.
 */
type CamposDasListas = Esquema<'ViagemLinhaDto'> &
  Esquema<'ViagemFinalizadaDto'> &
  Esquema<'ViagemCanceladaDto'> &
  Esquema<'SmSimplificadaDto'> &
  Omit<Esquema<'ControleLinhaDto'>, 'status'>;
export type ViagemLinha = Pick<CamposDasListas, 'id' | 'status'> & Partial<Omit<CamposDasListas, 'id' | 'status'>>;

export interface SituacaoViagem {
  id: number;
  descricao: string;
}

/** The list route's answer to a cell's or a row's action (the kit's RespostaAcaoGrid plus what a cell needs). */
export interface RespostaViagem {
  ok: boolean;
  mensagem: string;
  duracao: number;
  status?: number;
  rota_id?: number | null;
}

/** Trip states (libs/domain STATUS_VIAGEM) as the lists name them. */
export const ROTULOS_STATUS_VIAGEM: Readonly<Record<number, string>> = { 1: 'AGENDADA', 2: 'EM VIAGEM', 3: 'FINALIZADA', 4: 'CANCELADA' };

/** The print page of a trip, opened as a pop-up (spec 02 §2). */
export const impressaoSm = (id: number) => `/views/monitoramentos/sm_impressao.html?sm=${id}`;

/** A datetime-local value ('2026-11-26T14:30') of a date, in Brasília time. */
export function paraCampoDataHora(valor: string | Date | null | undefined): string {
  const d = valor ? new Date(valor) : new Date();
  if (Number.isNaN(d.getTime())) return '';
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** A datetime-local value as the API takes it: 'yyyy-MM-dd HH:mm:00.000-0300' (spec 02 §5). */
export function deCampoDataHora(valor: string): string | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(valor.trim());
  return m ? `${m[1]} ${m[2]}:00.000-0300` : undefined;
}

/** The list a window belongs to: '/emviagem/finalizar/12' → '/emviagem'. */
export function listaDaJanela(pathname: string): string {
  return pathname.replace(/\/(iniciar|finalizar|cancelar|observacao|pronta_resposta)\/[^/]+$/, '') || '/';
}
