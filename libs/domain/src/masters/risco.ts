import { ValidationError } from '../shared/index.js';

/**
 * Risk rules (spec 03 §3 "Risk rule", §4 "Risk rules"; spec 02 §3): a client's conditions over a
 * trip's options — telemonitorado (checkbox), distancia (number), tipo_viagem_id (select) —
 * compared with equal, greater or less and chained by E / OU, each rule worth `pontos`. The
 * expression is read by a tokenizer and a recursive-descent parser (never eval) into a tree that
 * is evaluated against a plain trip object.
 *
 * Grammar (E binds tighter than OU, parentheses group):
 *   expressao  := termo ( OU termo )*
 *   termo      := fator ( E fator )*
 *   fator      := '(' expressao ')' | comparacao
 *   comparacao := operando ( '=' | '>' | '<' ) operando
 *   operando   := opção | número | verdadeiro | falso
 * 'E'/'OU' are also accepted as AND/OR, && / ||, and '==' as '='; numbers may use a decimal comma.
 */

export const OPCOES_REGRA_RISCO = [
  { id: 1, nome: 'telemonitorado', descricao: 'Telemonitorado', tipo: 'checkbox' },
  { id: 2, nome: 'distancia', descricao: 'Distância (km)', tipo: 'numero' },
  { id: 3, nome: 'tipo_viagem_id', descricao: 'Tipo de viagem', tipo: 'select' },
] as const;
export type OpcaoRegraRisco = (typeof OPCOES_REGRA_RISCO)[number]['nome'];

/** Comparison operators of the builder: symbol and the builder's name. */
export const OPERADORES_REGRA_RISCO = [
  { simbolo: '=', nome: 'igual', descricao: 'Igual a' },
  { simbolo: '>', nome: 'maior', descricao: 'Maior que' },
  { simbolo: '<', nome: 'menor', descricao: 'Menor que' },
] as const;
export const LOGICOS_REGRA_RISCO = ['E', 'OU'] as const;
export type Comparador = '=' | '>' | '<';
export type Logico = (typeof LOGICOS_REGRA_RISCO)[number];

/** Spec 03 §4: a new rule starts at 10 points; the builder's reset sets 0. */
export const PONTUACAO_INICIAL_REGRA = 10;
export const PONTUACAO_RESET_REGRA = 0;
export const MAX_DEFINICAO_REGRA = 2_000;

export type Operando = { tipo: 'opcao'; nome: OpcaoRegraRisco } | { tipo: 'numero'; valor: number };
export type NoRegra =
  | { tipo: 'comparacao'; op: Comparador; esquerda: Operando; direita: Operando }
  | { tipo: 'logico'; op: Logico; esquerda: NoRegra; direita: NoRegra };

type Token =
  | { t: 'abre' | 'fecha'; texto: string; pos: number }
  | { t: 'op'; op: Comparador; texto: string; pos: number }
  | { t: 'logico'; op: Logico; texto: string; pos: number }
  | { t: 'numero'; valor: number; texto: string; pos: number }
  | { t: 'nome'; texto: string; pos: number };

/** 400 on `definicao`, naming the offending term. */
export class ErroRegraRisco extends ValidationError {
  constructor(mensagem: string, readonly termo: string) {
    super({ definicao: [mensagem] });
  }
}

const PALAVRAS_LOGICAS: Record<string, Logico> = { E: 'E', AND: 'E', OU: 'OU', OR: 'OU' };
const OPCOES = new Set<string>(OPCOES_REGRA_RISCO.map((o) => o.nome));
const NOMES_VALIDOS = new Set<string>([...OPCOES, 'verdadeiro', 'falso', 'true', 'false']);

export function tokenizar(texto: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < texto.length) {
    const c = texto[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const resto = texto.slice(i);
    let m: RegExpExecArray | null;
    if (c === '(' || c === ')') {
      tokens.push({ t: c === '(' ? 'abre' : 'fecha', texto: c, pos: i });
      i++;
    } else if ((m = /^(&&|\|\|)/.exec(resto))) {
      tokens.push({ t: 'logico', op: m[1] === '&&' ? 'E' : 'OU', texto: m[1]!, pos: i });
      i += 2;
    } else if ((m = /^(==|=|>|<)/.exec(resto))) {
      tokens.push({ t: 'op', op: (m[1] === '==' ? '=' : m[1]) as Comparador, texto: m[1]!, pos: i });
      i += m[1]!.length;
    } else if ((m = /^\d+(?:[.,]\d+)?/.exec(resto))) {
      tokens.push({ t: 'numero', valor: Number(m[0].replace(',', '.')), texto: m[0], pos: i });
      i += m[0].length;
    } else if ((m = /^[A-Za-zÀ-ÿ_][A-Za-zÀ-ÿ0-9_]*/.exec(resto))) {
      const palavra = m[0];
      const logico = PALAVRAS_LOGICAS[palavra.toUpperCase()];
      if (logico) tokens.push({ t: 'logico', op: logico, texto: palavra, pos: i });
      else tokens.push({ t: 'nome', texto: palavra, pos: i });
      i += palavra.length;
    } else {
      // Name the first unknown word before this character ('process' in 'process.exit()'), else the symbols.
      const palavra = tokens.find((t) => t.t === 'nome' && !NOMES_VALIDOS.has(t.texto.toLowerCase()));
      // resto starts with the unknown symbol, so the first run of symbols is the one to name.
      const termo = palavra ? palavra.texto : /[^\sA-Za-zÀ-ÿ0-9_()]+/.exec(resto)![0];
      throw new ErroRegraRisco(`termo desconhecido: '${termo}'`, termo);
    }
  }
  return tokens;
}

class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  private get atual(): Token | undefined {
    return this.tokens[this.i];
  }

  analisar(): NoRegra {
    if (!this.tokens.length) throw new ErroRegraRisco('não pode ficar em branco', '');
    const no = this.expressao();
    const sobra = this.atual;
    if (sobra) {
      if (sobra.t === 'fecha') throw new ErroRegraRisco(`parêntese sem abertura: ')'`, ')');
      throw new ErroRegraRisco(`termo inesperado: '${sobra.texto}'`, sobra.texto);
    }
    return no;
  }

  private expressao(): NoRegra {
    let no = this.termo();
    while (this.atual?.t === 'logico' && this.atual.op === 'OU') {
      this.i++;
      no = { tipo: 'logico', op: 'OU', esquerda: no, direita: this.termo() };
    }
    return no;
  }

  private termo(): NoRegra {
    let no = this.fator();
    while (this.atual?.t === 'logico' && this.atual.op === 'E') {
      this.i++;
      no = { tipo: 'logico', op: 'E', esquerda: no, direita: this.fator() };
    }
    return no;
  }

  private fator(): NoRegra {
    const tk = this.atual;
    if (tk?.t === 'abre') {
      this.i++;
      const no = this.expressao();
      if (this.atual?.t !== 'fecha') {
        if (this.atual) throw new ErroRegraRisco(`termo inesperado: '${this.atual.texto}'`, this.atual.texto);
        throw new ErroRegraRisco(`parêntese sem fechamento: '('`, '(');
      }
      this.i++;
      return no;
    }
    const esquerda = this.operando();
    const op = this.atual;
    if (op?.t !== 'op') {
      if (!op) throw new ErroRegraRisco('condição incompleta: falta o comparador (=, > ou <)', '');
      throw new ErroRegraRisco(`termo inesperado: '${op.texto}' (esperado =, > ou <)`, op.texto);
    }
    this.i++;
    const direita = this.operando();
    return { tipo: 'comparacao', op: op.op, esquerda, direita };
  }

  private operando(): Operando {
    const tk = this.atual;
    if (!tk) throw new ErroRegraRisco('condição incompleta: falta um valor', '');
    this.i++;
    if (tk.t === 'numero') return { tipo: 'numero', valor: tk.valor };
    if (tk.t === 'nome') {
      const nome = tk.texto.toLowerCase();
      if (OPCOES.has(nome)) return { tipo: 'opcao', nome: nome as OpcaoRegraRisco };
      if (nome === 'verdadeiro' || nome === 'true') return { tipo: 'numero', valor: 1 };
      if (nome === 'falso' || nome === 'false') return { tipo: 'numero', valor: 0 };
      throw new ErroRegraRisco(`termo desconhecido: '${tk.texto}'`, tk.texto);
    }
    if (tk.t === 'fecha') throw new ErroRegraRisco(`parêntese sem abertura: ')'`, ')');
    throw new ErroRegraRisco(`termo inesperado: '${tk.texto}'`, tk.texto);
  }
}

/** Parses a rule's expression; ErroRegraRisco (400 on definicao) names the bad term. */
export function analisarRegra(definicao: string): NoRegra {
  if (definicao.length > MAX_DEFINICAO_REGRA) throw new ErroRegraRisco(`deve ter no máximo ${MAX_DEFINICAO_REGRA} caracteres`, '');
  return new Parser(tokenizar(definicao)).analisar();
}

/** The trip as the scorer reads it: booleans count as 1/0; a missing option makes its comparisons false. */
export type ViagemParaRisco = Partial<Record<OpcaoRegraRisco, number | boolean | null>> & Record<string, unknown>;

function valorDe(o: Operando, viagem: ViagemParaRisco): number | undefined {
  if (o.tipo === 'numero') return o.valor;
  const v = viagem[o.nome];
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (Number.isFinite(v)) return v as number;
  return undefined;
}

export function avaliarRegra(no: NoRegra, viagem: ViagemParaRisco): boolean {
  if (no.tipo === 'logico') {
    return no.op === 'E' ? avaliarRegra(no.esquerda, viagem) && avaliarRegra(no.direita, viagem) : avaliarRegra(no.esquerda, viagem) || avaliarRegra(no.direita, viagem);
  }
  const a = valorDe(no.esquerda, viagem);
  const b = valorDe(no.direita, viagem);
  if (a === undefined || b === undefined) return false;
  return no.op === '=' ? a === b : no.op === '>' ? a > b : a < b;
}

/** The canonical text of a tree (what is stored): 'distancia > 100 E (tipo_viagem_id = 2 OU telemonitorado = 1)'. */
export function formatarRegra(no: NoRegra, pai?: Logico): string {
  if (no.tipo === 'comparacao') {
    const op = (o: Operando) => (o.tipo === 'opcao' ? o.nome : String(o.valor));
    return `${op(no.esquerda)} ${no.op} ${op(no.direita)}`;
  }
  const texto = `${formatarRegra(no.esquerda, no.op)} ${no.op} ${formatarRegra(no.direita, no.op)}`;
  return pai === 'E' && no.op === 'OU' ? `(${texto})` : texto;
}

/** One row of the builder: [logico] opcao operador valor. */
export interface CondicaoRegra {
  logico: Logico | null;
  opcao: OpcaoRegraRisco;
  operador: (typeof OPERADORES_REGRA_RISCO)[number]['nome'];
  valor: number;
}

function comparacoes(no: NoRegra): Array<Extract<NoRegra, { tipo: 'comparacao' }>> {
  return no.tipo === 'comparacao' ? [no] : [...comparacoes(no.esquerda), ...comparacoes(no.direita)];
}

/** The options a rule reads (spec: referencias, option ids) and its parameters (nome, valor). */
export function referenciasDaRegra(no: NoRegra): { referencias: number[]; parametros: Array<{ nome: string; valor: number }> } {
  const referencias = new Set<number>();
  const parametros: Array<{ nome: string; valor: number }> = [];
  for (const c of comparacoes(no)) {
    for (const [lado, outro] of [[c.esquerda, c.direita], [c.direita, c.esquerda]] as const) {
      if (lado.tipo === 'opcao') {
        referencias.add(OPCOES_REGRA_RISCO.find((o) => o.nome === lado.nome)!.id);
        if (outro.tipo === 'numero') parametros.push({ nome: lado.nome, valor: outro.valor });
      }
    }
  }
  return { referencias: [...referencias].sort((a, b) => a - b), parametros };
}

/**
 * The builder's rows back from a stored expression, when it is a flat chain 'opção op valor' joined
 * left to right by E / OU (what the builder writes); null when it is not (parentheses, or values
 * on the left): the screen then shows the text only.
 */
export function condicoesDaRegra(definicao: string): CondicaoRegra[] | null {
  const tokens = tokenizar(definicao);
  if (tokens.some((t) => t.t === 'abre' || t.t === 'fecha')) return null;
  analisarRegra(definicao);
  // Valid and without parentheses, the tokens are 'a op b' then ('E|OU' 'a op b')*: each group of
  // four starts with its logical word, the first one at index -1 (none).
  const saida: CondicaoRegra[] = [];
  for (let i = -1; i < tokens.length; i += 4) {
    const [logico, opcao, op, valor] = [tokens[i], tokens[i + 1]!, tokens[i + 2] as Extract<Token, { t: 'op' }>, tokens[i + 3]!];
    if (opcao.t !== 'nome' || !OPCOES.has(opcao.texto.toLowerCase()) || valor.t !== 'numero') return null;
    saida.push({
      logico: logico?.t === 'logico' ? logico.op : null,
      opcao: opcao.texto.toLowerCase() as OpcaoRegraRisco,
      operador: OPERADORES_REGRA_RISCO.find((o) => o.simbolo === op.op)!.nome,
      valor: valor.valor,
    });
  }
  return saida;
}

/** The expression of the builder's rows ('distancia > 100 E telemonitorado = 1'), parsed to be sure. */
export function montarRegra(condicoes: readonly CondicaoRegra[]): string {
  const texto = condicoes
    .map((c, i) => `${i ? `${c.logico ?? 'E'} ` : ''}${c.opcao} ${OPERADORES_REGRA_RISCO.find((o) => o.nome === c.operador)?.simbolo ?? c.operador} ${c.valor}`)
    .join(' ');
  return formatarRegra(analisarRegra(texto));
}

export interface DefinicaoRegra {
  definicao: string;
  pontos: number;
}
export interface RegraRisco extends DefinicaoRegra {
  id?: number;
  descricao?: string | null;
  ativo?: boolean;
}

/**
 * Scores a trip against a client's rules: the sum of the points of every active rule whose
 * expression holds, and which rules held. A stored rule that no longer parses counts as not held
 * (it was validated when saved; the list says which one failed).
 */
export function pontuarViagem(viagem: ViagemParaRisco, regras: readonly RegraRisco[]): { pontos: number; regras: RegraRisco[]; invalidas: RegraRisco[] } {
  let pontos = 0;
  const atendidas: RegraRisco[] = [];
  const invalidas: RegraRisco[] = [];
  for (const r of regras) {
    if (r.ativo === false) continue;
    let no: NoRegra;
    try {
      no = analisarRegra(r.definicao);
    } catch {
      invalidas.push(r);
      continue;
    }
    if (avaliarRegra(no, viagem)) {
      pontos += r.pontos;
      atendidas.push(r);
    }
  }
  return { pontos, regras: atendidas, invalidas };
}

/**
 * Trip type codes (spec 02 §3): 1 transfer, 2 distribution, 3 export, 4 import, 5 circuit,
 * 6 pickup. One list for the risk rules' options and the trip form's select.
 */
export const TIPOS_VIAGEM = [
  { id: 1, descricao: 'TRANSFERÊNCIA' },
  { id: 2, descricao: 'DISTRIBUIÇÃO' },
  { id: 3, descricao: 'EXPORTAÇÃO' },
  { id: 4, descricao: 'IMPORTAÇÃO' },
  { id: 5, descricao: 'CIRCUITO' },
  { id: 6, descricao: 'COLETA' },
] as const;

/** A rule as the builder sends it: the expression text, or the builder's rows. */
export interface DadosRegraRisco {
  descricao?: unknown;
  definicao?: unknown;
  condicoes?: unknown;
  pontos?: unknown;
  ativo?: unknown;
}
export interface RegraRiscoValida {
  descricao: string | null;
  definicao: string;
  referencias: number[];
  parametros: Array<{ nome: string; valor: number }>;
  pontos: number;
  ativo: boolean;
}

/**
 * Validates a rule: the expression (or the rows, turned into one) must parse — 400 on definicao
 * naming the bad term —, points an integer 0–1000 (the builder starts at 10). Stores the canonical
 * text and the options and parameters it reads.
 */
export function validarRegraRisco(dados: DadosRegraRisco, atual: RegraRiscoValida | null = null): RegraRiscoValida {
  const erros: Record<string, string[]> = {};
  const add = (c: string, m: string) => (erros[c] ??= []).push(m);
  let texto: string | null = null;
  if (dados.condicoes !== undefined && dados.condicoes !== null) {
    if (!Array.isArray(dados.condicoes) || !dados.condicoes.length) add('condicoes', 'deve ser uma lista com ao menos uma condição');
    else {
      const linhas = dados.condicoes as Array<Record<string, unknown>>;
      linhas.forEach((c, i) => {
        if (!OPCOES.has(String(c?.opcao))) add('condicoes', `condição ${i + 1}: termo desconhecido: '${String(c?.opcao)}'`);
        if (!OPERADORES_REGRA_RISCO.some((o) => o.nome === c?.operador || o.simbolo === c?.operador)) add('condicoes', `condição ${i + 1}: operador inválido: '${String(c?.operador)}'`);
        if (typeof c?.valor !== 'number' || !Number.isFinite(c.valor) || c.valor < 0) add('condicoes', `condição ${i + 1}: valor deve ser um número`);
        if (i > 0 && c?.logico !== undefined && c?.logico !== null && c.logico !== 'E' && c.logico !== 'OU') add('condicoes', `condição ${i + 1}: operador lógico deve ser E ou OU`);
      });
      if (!erros.condicoes) texto = montarRegra(linhas as unknown as CondicaoRegra[]);
    }
  } else if (dados.definicao !== undefined) {
    if (typeof dados.definicao !== 'string') add('definicao', 'deve ser um texto');
    else texto = dados.definicao;
  } else if (atual) texto = atual.definicao;
  else add('definicao', 'não pode ficar em branco');

  let no: NoRegra | null = null;
  if (texto !== null) {
    try {
      no = analisarRegra(texto.trim());
    } catch (e) {
      if (e instanceof ErroRegraRisco) add('definicao', e.errors.definicao![0]!);
      else throw e;
    }
  }
  const pontosBrutos = dados.pontos !== undefined ? dados.pontos : atual ? atual.pontos : PONTUACAO_INICIAL_REGRA;
  if (typeof pontosBrutos !== 'number' || !Number.isInteger(pontosBrutos) || pontosBrutos < 0 || pontosBrutos > 1000) add('pontos', 'deve ser um número inteiro de 0 a 1000');
  let descricao: string | null = atual?.descricao ?? null;
  if (dados.descricao !== undefined) {
    if (dados.descricao !== null && typeof dados.descricao !== 'string') add('descricao', 'deve ser um texto');
    else descricao = dados.descricao ? dados.descricao.trim().replace(/\s+/g, ' ').toUpperCase() || null : null;
    if (descricao && descricao.length > 150) add('descricao', 'deve ter no máximo 150 caracteres');
  }
  const ativo = dados.ativo === undefined ? atual?.ativo ?? true : dados.ativo;
  if (typeof ativo !== 'boolean') add('ativo', 'deve ser verdadeiro ou falso');
  if (Object.keys(erros).length) throw new ValidationError(erros);
  const refs = referenciasDaRegra(no!);
  return { descricao, definicao: formatarRegra(no!), referencias: refs.referencias, parametros: refs.parametros, pontos: pontosBrutos as number, ativo: ativo as boolean };
}
