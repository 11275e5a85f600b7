import { ValidationError, parseDataBr } from '../shared/index.js';

/**
 * The finance export (spec 03 §2 "Finance", §7): a period given as dd/mm/yyyy (de, para). Missing
 * dates are the screen's alert 'datas não preenchidas'; de after para is refused.
 */
export const MENSAGENS_FINANCEIRO = {
  datasNaoPreenchidas: 'datas não preenchidas',
  dataInvalida: 'data inválida (use dd/mm/aaaa)',
  deDepoisDePara: 'a data inicial deve ser anterior ou igual à final',
  periodoLongo: 'o período deve ter no máximo 366 dias',
} as const;

export interface PeriodoFinanceiro {
  /** Start of `de` and end of `para`, America/Sao_Paulo. */
  inicio: Date;
  fim: Date;
  de: string;
  para: string;
}

export function periodoFinanceiro(de: unknown, para: unknown): PeriodoFinanceiro {
  const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());
  if (vazio(de) || vazio(para)) throw new ValidationError({ datas: [MENSAGENS_FINANCEIRO.datasNaoPreenchidas] });
  const erros: Record<string, string[]> = {};
  const inicio = typeof de === 'string' ? parseDataBr(de.trim()) : undefined;
  const fim = typeof para === 'string' ? parseDataBr(para.trim(), true) : undefined;
  if (!inicio) erros.de = [MENSAGENS_FINANCEIRO.dataInvalida];
  if (!fim) erros.para = [MENSAGENS_FINANCEIRO.dataInvalida];
  if (inicio && fim) {
    if (inicio > fim) erros.de = [MENSAGENS_FINANCEIRO.deDepoisDePara];
    // fim is the last millisecond of its day: N whole days span N days less 1 ms.
    else if (fim.getTime() - inicio.getTime() > 366 * 86_400_000) erros.para = [MENSAGENS_FINANCEIRO.periodoLongo];
  }
  if (Object.keys(erros).length) throw new ValidationError(erros);
  return { inicio: inicio!, fim: fim!, de: (de as string).trim(), para: (para as string).trim() };
}

/** One client's pre-billing figures in the period (money in R$, two decimals). */
export interface LinhaPreFaturamento {
  cliente_id: number | null;
  cliente: string;
  cnpj: string | null;
  viagens: number;
  checklists: number;
  liberacoes: number;
  acionamentos_pronta_resposta: number;
  valor_viagens: number;
  valor_checklists: number;
  valor_pronta_resposta: number;
  valor_total: number;
}

const CENTAVOS = (n: number) => Math.round(n * 100) / 100;

/** The totals row of a pre-billing list. */
export function totalizarPreFaturamento(linhas: readonly LinhaPreFaturamento[]): Omit<LinhaPreFaturamento, 'cliente_id' | 'cnpj' | 'cliente'> {
  const t = { viagens: 0, checklists: 0, liberacoes: 0, acionamentos_pronta_resposta: 0, valor_viagens: 0, valor_checklists: 0, valor_pronta_resposta: 0, valor_total: 0 };
  for (const l of linhas) {
    for (const k of Object.keys(t) as Array<keyof typeof t>) t[k] += l[k];
  }
  for (const k of ['valor_viagens', 'valor_checklists', 'valor_pronta_resposta', 'valor_total'] as const) t[k] = CENTAVOS(t[k]);
  return t;
}
