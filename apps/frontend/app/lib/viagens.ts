/**
 * Shapes of the trip lists (spec 02 §3 "Trip grid row", "Finished trip", "Cancelled trip",
 * "Control list row", "Simplified trip request"), as the list calls answer them.
 */
export interface ViagemLinha {
  id: number;
  status: number;
  placa: string | null;
  placa_carreta1?: string | null;
  terminal_numero?: string | null;
  terminal?: string | null;
  tecnologia?: string | null;
  numero_frota?: string | null;
  numero_spy?: string | null;
  tecnologia_spy?: string | null;
  tipo?: string | null;
  data_ultima_sm?: string | null;
  vinculado_tecnologia?: boolean | null;
  vinculo?: string | null;
  tipo_viagem_id?: number | null;
  valor_embarque?: number | null;
  nome_fantasia?: string | null;
  rota?: string | null;
  rota_id?: number | null;
  motorista?: string | null;
  motorista_cpf?: string | null;
  fone1?: string | null;
  origem?: string | null;
  destino?: string | null;
  previsao_inicio?: string | null;
  previsao_fim?: string | null;
  observacao?: string | null;
  cliente_id?: number | null;
  pgr_cliente_id?: number | null;
  data_posicao?: string | null;
  data_tecnologia?: string | null;
  ignicao?: boolean | null;
  ponto_referencia?: string | null;
  distancia_percorrida?: number | null;
  distancia_origem_km?: number | null;
  situacao_viagem?: string | null;
  situacao_viagem_id?: number | null;
  percentual?: number | null;
  previsao_de_chegada?: number | string | null;
  distancia_percorrida_estimada?: number | null;
  total_ocorrencias?: number | null;
  pontuacao_risco?: number | null;
  username_add?: string | null;
  data_cadastro?: string | null;
  username_add_status?: string | null;
  data_status?: string | null;
  trafegus_id?: string | null;
  data_inicio?: string | null;
  data_fim?: string | null;
  username_aceitou?: string | null;
  motivos?: string | null;
  // Simplified trip request (sm_simplificadas)
  bloqueio?: boolean | null;
  atualizacao?: string | null;
  username_add_atualizacao?: string | null;
  data_atualizacao?: string | null;
  updated_at?: string | null;
}

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

/** The trip detail the windows show (GET /api/monitoramentos/{id}). */
export interface ViagemDetalhe {
  id: number;
  status: number;
  placa: string | null;
  tipo_viagem_id: number | null;
  previsao_inicio: string | null;
  previsao_fim: string | null;
  rota: { id: number; descricao: string } | null;
  motorista: { id: number; nome: string } | null;
  cliente: { id: number; nome: string } | null;
  updated_at: string | null;
}

/** The list a window belongs to: '/emviagem/finalizar/12' → '/emviagem'. */
export function listaDaJanela(pathname: string): string {
  return pathname.replace(/\/(iniciar|finalizar|cancelar|observacao)\/[^/]+$/, '') || '/';
}
