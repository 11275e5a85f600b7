import { FieldErrorBag, ValidationError } from '../shared/index.js';

/**
 * Registration and consultation rules that the trips will read (issue 13; spec 03 §4
 * "Registration", §5, §9 "Validity of searches"): the policies, how long a search is valid, the
 * laudo values and how exports show them, the joint search's limits and the report periods.
 */

/** Search policies (spec 03 §4): 4 is masked as 5. */
export const POLITICAS = { 1: 'AUTONOMO', 2: 'FROTA', 3: 'AGREGADO', 5: 'INDIVIDUAL', 6: 'EMPRESA', 7: 'VEICULO' } as const;
export type Politica = keyof typeof POLITICAS;
export type Criterio = (typeof POLITICAS)[Politica];
export const CRITERIOS = Object.values(POLITICAS) as Criterio[];

/** A policy id as sent (4 counts as 5); null when unknown. */
export function politica(valor: unknown): Politica | null {
  const n = typeof valor === 'number' ? valor : typeof valor === 'string' && /^\d$/.test(valor.trim()) ? Number(valor) : NaN;
  if (n === 4) return 5;
  return Object.hasOwn(POLITICAS, n) ? (n as Politica) : null;
}

/** Days a search is valid by policy, from now (spec 03 §9). */
export const VALIDADE_POLITICA_DIAS: Readonly<Record<Politica, number>> = { 1: 90, 2: 365, 3: 180, 5: 90, 6: 180, 7: 365 };
/** The configuration's choices: 3, 6 or 12 months (spec 03 §5 "Configuration", §9). */
export const VALIDADES_CONFIGURACAO = [90, 180, 365] as const;

const DIA = 86_400_000;

/**
 * Until when a search made `agora` is valid: the client's configuration for the policy's
 * criterion when it has one (`configurado`, days), else the policy's default.
 */
export function validadePesquisa(p: Politica, agora: Date, configurado?: number | null): Date {
  const dias = configurado && (VALIDADES_CONFIGURACAO as readonly number[]).includes(configurado) ? configurado : VALIDADE_POLITICA_DIAS[p];
  return new Date(agora.getTime() + dias * DIA);
}

function somarMeses(d: Date, meses: number): Date {
  const r = new Date(d.getTime());
  r.setUTCMonth(r.getUTCMonth() + meses);
  return r;
}

/**
 * A report's validity (spec 03 §9 "Report validity"): Autônomo 48 hours; Agregado the item's
 * months; Frota 1 year; Veículo and Individual 3 months; any other 1 year.
 */
export function validadeRelatorio(criterio: string, dataRegistro: Date, mesesDoItem?: number | null): Date {
  switch (criterio) {
    case 'AUTONOMO':
      return new Date(dataRegistro.getTime() + 48 * 3_600_000);
    case 'AGREGADO':
      return somarMeses(dataRegistro, mesesDoItem && mesesDoItem > 0 ? mesesDoItem : 6);
    case 'VEICULO':
    case 'INDIVIDUAL':
      return somarMeses(dataRegistro, 3);
    default:
      return somarMeses(dataRegistro, 12);
  }
}

/** Laudo (opinion) values (spec 03 §4): REQUER ATENÇÃO is DESACORDO in exports. */
export const LAUDOS = ['ACORDO', 'RETIFICADO', 'REQUER ATENÇÃO'] as const;
export type Laudo = (typeof LAUDOS)[number];

export function laudoExportado(l: string): string {
  return l === 'REQUER ATENÇÃO' ? 'DESACORDO' : l;
}

/** Only a favourable laudo shows its due date; the others export it masked (spec 03 §5). */
export function vencimentoExportado(vencimento: string, l: string): string {
  return l === 'ACORDO' || l === 'RETIFICADO' ? vencimento : vencimento.replace(/\d/g, '*');
}

/** A registration shows as success with ACORDO or RENOVAÇÃO (spec 03 §4). */
export function statusDeSucesso(status: string): boolean {
  return status === 'ACORDO' || status === 'RENOVAÇÃO';
}

/** Protocol sources (spec 03 §9); the first is the product's own consulting. */
export const FONTES_PROTOCOLO = ['GR CONSULTING', 'BUONNY', 'GUEP', 'VALIDA', 'PAMCARY', 'OTNET', 'SP RISK', 'M2 INTELIGENCE'] as const;

/**
 * A joint search: a main vehicle plus up to 4, and up to 4 extra owners besides the main vehicle's
 * (spec 03 §3, §9: 5 vehicles and 5 owners in all, the main ones included).
 */
export const MAXIMO_PESQUISA_CONJUNTA = 5;

export const MENSAGENS_CADASTRO = {
  obrigatorios: 'PREENCHA TODOS OS CAMPOS OBRIGATÓRIOS',
  cpfProprietario: 'CPF DO PROPRIETÁRIO INVÁLIDO',
  cnpjProprietario: 'CNPJ DO PROPRIETÁRIO INVÁLIDO',
  cnpj: 'CNPJ INFORMADO INVÁLIDO',
  protocoloSemItem: 'Adicione um veiculo ou motorista para vincular ao protocolo',
  renovacaoVazia: 'NÃO HÁ REGISTROS SELECIONADOS, À SEREM RENOVADOS',
  muitosVeiculos: `No máximo ${MAXIMO_PESQUISA_CONJUNTA} veículos por pesquisa conjunta`,
  muitosProprietarios: `No máximo ${MAXIMO_PESQUISA_CONJUNTA} proprietários por pesquisa conjunta, o do veículo principal incluído`,
  relatorioFormato: 'Escolha o formato do relatório (Excel ou PDF)',
  relatorioIntervalo: 'Informe o intervalo de datas',
  relatorioValidade: 'Informe a data de validade (dd/mm/aaaa)',
  relatorioCliente: 'Cliente não selecionado',
  relatorioParametro: 'Parâmetro não selecionado',
} as const;

/**
 * A sixth vehicle or owner in a joint search is refused (issue 13 "bad input"), into `bag`. The
 * owners are the extra ones (`proprietarios`) plus the main vehicle's own, so 4 extra at most.
 */
export function limitarPesquisaConjunta(bag: FieldErrorBag, veiculos: number, proprietariosAdicionais: number): void {
  if (veiculos > MAXIMO_PESQUISA_CONJUNTA) bag.add('veiculos', MENSAGENS_CADASTRO.muitosVeiculos);
  if (1 + proprietariosAdicionais > MAXIMO_PESQUISA_CONJUNTA) bag.add('proprietarios', MENSAGENS_CADASTRO.muitosProprietarios);
}

export function exigirLimitesPesquisaConjunta(veiculos: number, proprietariosAdicionais: number): void {
  const bag = new FieldErrorBag();
  limitarPesquisaConjunta(bag, veiculos, proprietariosAdicionais);
  bag.throwIfAny();
}

/** Report periods (spec 03 §5 "Report filter"). */
export const PERIODOS_RELATORIO = [
  'MES_ATUAL', 'ULTIMO_DEZ_DIAS', 'ULTIMO_TRES_MESES', 'ULTIMO_SEIS_MESES', 'ANO_ATUAL', 'ANO_ANTERIOR', 'SELECIONAR_INTERVALO_DATA', 'INFORMAR_DATA_VALIDADE',
] as const;
export type PeriodoRelatorio = (typeof PERIODOS_RELATORIO)[number];

export interface FiltroRelatorio {
  cliente_id: number | null;
  is_todos_clientes: boolean;
  parametro: string | null;
  is_todos_parametros: boolean;
  periodo: string | null;
  data_inicio: string | null;
  data_fim: string | null;
  formato: string | null;
}

const DATA_BR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function lerDataBr(s: string | null): Date | null {
  const m = s ? DATA_BR.exec(s.trim()) : null;
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]), 3)); // 00:00 in Brasília (-03:00)
  return d.getUTCDate() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 ? d : null;
}

/**
 * The report filter's rules and the interval it means, in Brasília days: [de, ate). A validity
 * date (INFORMAR_DATA_VALIDADE) is the one day of that date.
 */
export function intervaloDoRelatorio(f: FiltroRelatorio, hoje: Date): { de: Date; ate: Date; periodo: PeriodoRelatorio } {
  const bag = new FieldErrorBag();
  if (!f.is_todos_clientes && !f.cliente_id) bag.add('cliente_id', MENSAGENS_CADASTRO.relatorioCliente);
  if (!f.is_todos_parametros && !f.parametro) bag.add('parametro', MENSAGENS_CADASTRO.relatorioParametro);
  if (f.formato !== 'xlsx' && f.formato !== 'pdf') bag.add('formato', MENSAGENS_CADASTRO.relatorioFormato);
  const periodo = (PERIODOS_RELATORIO as readonly string[]).includes(f.periodo ?? '') ? (f.periodo as PeriodoRelatorio) : null;
  if (!periodo) bag.add('periodo', `deve ser um de: ${PERIODOS_RELATORIO.join(', ')}`);
  const inicio = lerDataBr(f.data_inicio);
  const fim = lerDataBr(f.data_fim);
  if (periodo === 'SELECIONAR_INTERVALO_DATA' && (!inicio || !fim || fim < inicio)) bag.add('data_inicio', MENSAGENS_CADASTRO.relatorioIntervalo);
  if (periodo === 'INFORMAR_DATA_VALIDADE' && !inicio) bag.add('data_inicio', MENSAGENS_CADASTRO.relatorioValidade);
  bag.throwIfAny();
  // Today at 00:00 in Brasília (-03:00, no daylight saving since 2019), as an instant.
  const local = new Date(hoje.getTime() - 3 * 3_600_000);
  const dia = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 3));
  const amanha = new Date(dia.getTime() + DIA);
  const mesesAtras = (n: number) => {
    const d = new Date(dia.getTime());
    d.setUTCMonth(d.getUTCMonth() - n);
    return d;
  };
  const ano = dia.getUTCFullYear();
  switch (periodo!) {
    case 'MES_ATUAL':
      return { periodo: periodo!, de: new Date(Date.UTC(ano, dia.getUTCMonth(), 1, 3)), ate: amanha };
    case 'ULTIMO_DEZ_DIAS':
      return { periodo: periodo!, de: new Date(dia.getTime() - 10 * DIA), ate: amanha };
    case 'ULTIMO_TRES_MESES':
      return { periodo: periodo!, de: mesesAtras(3), ate: amanha };
    case 'ULTIMO_SEIS_MESES':
      return { periodo: periodo!, de: mesesAtras(6), ate: amanha };
    case 'ANO_ATUAL':
      return { periodo: periodo!, de: new Date(Date.UTC(ano, 0, 1, 3)), ate: amanha };
    case 'ANO_ANTERIOR':
      return { periodo: periodo!, de: new Date(Date.UTC(ano - 1, 0, 1, 3)), ate: new Date(Date.UTC(ano, 0, 1, 3)) };
    case 'SELECIONAR_INTERVALO_DATA':
      return { periodo: periodo!, de: inicio!, ate: new Date(fim!.getTime() + DIA) };
    case 'INFORMAR_DATA_VALIDADE':
      return { periodo: periodo!, de: inicio!, ate: new Date(inicio!.getTime() + DIA) };
  }
  throw new ValidationError({ periodo: ['período desconhecido'] });
}
