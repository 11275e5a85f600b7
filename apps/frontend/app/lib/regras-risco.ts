/**
 * The risk-rule builder's model (spec 03 §3 "Risk rule", §4 "Risk rules"): conditions over the
 * options telemonitorado (checkbox), distancia (number) and tipo_viagem_id (select), compared with
 * =, > or <, chained with E / OU. The expression text (`definicao`) is what the API stores and the
 * domain parser evaluates; the builder writes it and reads it back to show a saved rule again.
 */
import {
  analisarRegra, type Comparador, condicoesDaRegra, LOGICOS_REGRA_RISCO, type Logico as LogicoRegra, montarRegra, OPCOES_REGRA_RISCO,
  OPERADORES_REGRA_RISCO, PONTUACAO_INICIAL_REGRA, PONTUACAO_RESET_REGRA, referenciasDaRegra,
} from '@gr/domain';

/** The builder's options, operators and connectors come from the domain (one home for the rule). */
export const OPCOES_REGRA = OPCOES_REGRA_RISCO.map((o) => ({ id: o.id, nome: o.nome, rotulo: o.descricao, tipo: o.tipo }));
export type NomeOpcao = (typeof OPCOES_REGRA_RISCO)[number]['nome'];

export const OPERADORES = OPERADORES_REGRA_RISCO.map((o) => ({ valor: o.simbolo, rotulo: o.descricao.toLowerCase() }));
export type Operador = Comparador;

export const LOGICOS = LOGICOS_REGRA_RISCO.map((l) => ({ valor: l, rotulo: l }));
export type Logico = LogicoRegra;

export interface Condicao {
  /** How it joins the previous condition (ignored on the first). */
  logico: Logico;
  opcao: NomeOpcao;
  operador: Operador;
  valor: string;
}

/** Initial score of a new rule; 'Zerar' sets 0 (spec 03 §4 "Risk rules"). */
export const PONTUACAO_INICIAL = PONTUACAO_INICIAL_REGRA;
export const PONTUACAO_ZERADA = PONTUACAO_RESET_REGRA;

export function novaCondicao(): Condicao {
  return { logico: 'E', opcao: 'distancia', operador: '>', valor: '' };
}

function valorNumerico(c: Condicao): string {
  if (c.opcao === 'telemonitorado') return c.valor === '1' || c.valor === 'true' ? '1' : '0';
  return c.valor.trim().replace(',', '.');
}

/** Conditions → 'telemonitorado = 1 E distancia > 300', written and checked by the domain's parser. */
export function montarDefinicao(condicoes: readonly Condicao[]): string {
  if (condicoes.some((c) => c.valor.trim() === '')) return condicoes.map((c, i) => `${i > 0 ? `${c.logico} ` : ''}${c.opcao} ${c.operador} ${c.valor.trim() || '?'}`).join(' ');
  const texto = condicoes.map((c, i) => `${i > 0 ? `${c.logico} ` : ''}${c.opcao} ${c.operador} ${valorNumerico(c)}`).join(' ');
  try {
    return montarRegra(
      condicoes.map((c, i) => ({
        logico: i > 0 ? c.logico : null,
        opcao: c.opcao,
        operador: OPERADORES_REGRA_RISCO.find((o) => o.simbolo === c.operador)!.nome,
        valor: Number(valorNumerico(c)),
      })),
    );
  } catch {
    // Incomplete while typing: shown as is, the save button stays off.
    return texto;
  }
}

/** Whether the domain's parser accepts the expression. */
export function definicaoValida(definicao: string): boolean {
  try {
    analisarRegra(definicao);
    return true;
  } catch {
    return false;
  }
}

/** The option ids the expression names (`referencias`) and its named values (`parametros`). */
export function referenciasEParametros(definicao: string): { referencias: number[]; parametros: Array<{ nome: string; valor: number }> } {
  try {
    return referenciasDaRegra(analisarRegra(definicao));
  } catch {
    return { referencias: [], parametros: [] };
  }
}

/**
 * A saved expression back into the builder's rows (the domain reads the flat chains the builder
 * writes); null for anything else (parentheses), which is then shown as text only.
 */
export function lerDefinicao(definicao: string): Condicao[] | null {
  let lidas: ReturnType<typeof condicoesDaRegra>;
  try {
    lidas = condicoesDaRegra(definicao);
  } catch {
    return null;
  }
  return (
    lidas?.map((c) => ({
      logico: c.logico ?? 'E',
      opcao: c.opcao,
      operador: OPERADORES_REGRA_RISCO.find((o) => o.nome === c.operador)!.simbolo,
      valor: String(c.valor),
    })) ?? null
  );
}
