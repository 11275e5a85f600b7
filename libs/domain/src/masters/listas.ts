import { BusinessRuleError, FieldErrorBag, PERIFERICOS } from '../shared/index.js';
import * as campos from './campos.js';
import { TECNOLOGIAS_DO_SISTEMA } from './constantes.js';
import { dinheiro, duracao } from './valores.js';

/**
 * The simple reference lists of the masters context (spec 03 §3 "Other master entities"):
 * technologies, makers, models, job functions, kinds of loss, contact groups, e-mail layouts and
 * states. One definition each, one validation for all: texts trimmed (names uppercased), required
 * fields present, the natural key unique regardless of case.
 */
export interface CampoLista {
  nome: string;
  /**
   * 'texto' (uppercased), 'livre' (kept as typed, e.g. an e-mail body), 'id' (a reference),
   * 'inteiro' (min..max or one of `valores`), 'booleano', 'dinheiro' (R$, numbers or pt-BR text
   * '1.234,56', non-negative), 'duracao' ('HH:mm:ss').
   */
  tipo: 'texto' | 'livre' | 'id' | 'uf' | 'inteiro' | 'booleano' | 'dinheiro' | 'duracao';
  max?: number;
  min?: number;
  /** The allowed integers, when a list (peripheral ids 1–28 and 44). */
  valores?: readonly number[];
  obrigatorio?: boolean;
  /** The value of a create that leaves the field out. */
  padrao?: string | number | boolean;
}

export interface ListaDef {
  /** 'a tecnologia', 'o fabricante': used in messages. */
  artigo: string;
  campos: readonly CampoLista[];
  /** Fields whose combination is unique (case-insensitive). */
  unico: readonly string[];
  mensagens: { salvo: string; atualizado: string; removido: string; naoEncontrado: string };
  /** A rule that refuses deleting some rows (e.g. technologies the system rules name). */
  protegerExclusao?: (chave: string | number) => string | null;
}

function def(artigo: string, substantivo: string, feminino: boolean, campos: readonly CampoLista[], unico: readonly string[], extra: Partial<ListaDef> = {}): ListaDef {
  const a = feminino ? 'a' : 'o';
  return {
    artigo,
    campos,
    unico,
    mensagens: {
      salvo: `${substantivo} salv${a} com sucesso`,
      atualizado: `${substantivo} atualizad${a} com sucesso`,
      removido: `${substantivo} removid${a} com sucesso`,
      naoEncontrado: `${substantivo} não encontrad${a}`,
    },
    ...extra,
  };
}

const DESCRICAO = (max: number): CampoLista[] => [{ nome: 'descricao', tipo: 'texto', max, obrigatorio: true }];

const SIM: CampoLista = { nome: 'status', tipo: 'booleano', padrao: true };
/** Peripheral ids of a PGR item (spec 03 §3 "Item PGR"; the icons of the checklist): 1–28 and 44. */
export const PERIFERICOS_PGR: readonly number[] = PERIFERICOS.map((p) => p.id);

export const LISTAS = {
  tecnologias: def('a tecnologia', 'Tecnologia', true, DESCRICAO(60), ['descricao'], {
    protegerExclusao: (id) =>
      TECNOLOGIAS_DO_SISTEMA.includes(Number(id))
        ? 'Esta tecnologia é usada pelas regras do sistema (checklist online ou telemonitoramento) e não pode ser excluída'
        : null,
  }),
  fabricantes: def('o fabricante', 'Fabricante', false, [{ nome: 'nome', tipo: 'texto', max: 80, obrigatorio: true }], ['nome']),
  modelos: def('o modelo', 'Modelo', false, [{ nome: 'nome', tipo: 'texto', max: 80, obrigatorio: true }, { nome: 'fabricante_id', tipo: 'id', obrigatorio: true }], ['fabricante_id', 'nome']),
  funcoes: def('a função', 'Função', true, DESCRICAO(80), ['descricao']),
  sinistros: def('o tipo de sinistro', 'Sinistro', false, DESCRICAO(100), ['descricao']),
  grupos: def('o grupo', 'Grupo', false, DESCRICAO(100), ['descricao']),
  emails: def('o layout', 'Layout', false, [
    { nome: 'descricao', tipo: 'texto', max: 100, obrigatorio: true },
    { nome: 'assunto', tipo: 'livre', max: 200, obrigatorio: true },
    { nome: 'texto', tipo: 'livre', max: 20_000, obrigatorio: true },
  ], ['descricao']),
  estados: def('o estado', 'Estado', false, [{ nome: 'uf', tipo: 'uf', obrigatorio: true }, { nome: 'nome', tipo: 'livre', max: 60, obrigatorio: true }], ['uf']),
  // Spec 03 §3 "Quick response": the values of an armed team's dispatch, in R$.
  pronta_resposta: def('a pronta resposta', 'Pronta resposta', true, [
    { nome: 'nome', tipo: 'texto', max: 120, obrigatorio: true },
    { nome: 'valor_acionamento', tipo: 'dinheiro', padrao: 0 },
    { nome: 'valor_distancia', tipo: 'dinheiro', padrao: 0 },
    { nome: 'valor_permanencia', tipo: 'dinheiro', padrao: 0 },
  ], ['nome']),
  pgrs: def('o PGR', 'PGR', false, [{ nome: 'descricao', tipo: 'texto', max: 120, obrigatorio: true }, SIM], ['descricao']),
  itens_pgr: def('o item PGR', 'Item PGR', false, [
    { nome: 'descricao', tipo: 'texto', max: 120, obrigatorio: true },
    SIM,
    { nome: 'padrao', tipo: 'booleano', padrao: false },
    { nome: 'periferico_id', tipo: 'inteiro', valores: PERIFERICOS_PGR },
  ], ['descricao']),
  acoes_pgr: def('a ação PGR', 'Ação PGR', true, [
    { nome: 'descricao', tipo: 'texto', max: 150, obrigatorio: true },
    { nome: 'tipo_acao_pgr_id', tipo: 'inteiro', min: 1, max: 99 },
    { nome: 'email_id', tipo: 'id' },
  ], ['descricao']),
  actions: def('a ação', 'Ação', true, [
    { nome: 'descricao', tipo: 'texto', max: 150, obrigatorio: true },
    { nome: 'action', tipo: 'livre', max: 100 },
    { nome: 'controller_id', tipo: 'id' },
    { nome: 'funcao_controller_id', tipo: 'id' },
  ], ['descricao']),
  // Spec 03 §3 "Occurrence type": the trip statuses it applies to and the scores per risk level.
  ocorrencias: def('a ocorrência', 'Ocorrência', true, [
    { nome: 'codigo', tipo: 'inteiro', min: 1, max: 99_999, obrigatorio: true },
    { nome: 'descricao', tipo: 'texto', max: 150, obrigatorio: true },
    { nome: 'tipo', tipo: 'texto', max: 60 },
    { nome: 'plano_contigencia', tipo: 'livre', max: 5_000 },
    { nome: 'sugestao_melhoria', tipo: 'livre', max: 5_000 },
    { nome: 'conseguencia', tipo: 'livre', max: 5_000 },
    { nome: 'grau_risco', tipo: 'inteiro', min: 1, max: 3, padrao: 1 },
    { nome: 'pontuacao_baixa', tipo: 'inteiro', min: 0, max: 1_000, padrao: 0 },
    { nome: 'pontuacao_media', tipo: 'inteiro', min: 0, max: 1_000, padrao: 0 },
    { nome: 'pontuacao_alta', tipo: 'inteiro', min: 0, max: 1_000, padrao: 0 },
    { nome: 'agendada', tipo: 'booleano', padrao: false },
    { nome: 'em_viagem', tipo: 'booleano', padrao: true },
    { nome: 'cancelada', tipo: 'booleano', padrao: false },
    { nome: 'finalizada', tipo: 'booleano', padrao: false },
    { nome: 'status_checklist', tipo: 'booleano', padrao: false },
  ], ['codigo']),
  // Spec 02 §3: what an operator must do, and in how long, when a trip enters a situation.
  situacao_viagem_acoes_pgr: def('a ação da situação', 'Situação', true, [
    { nome: 'situacao_viagem_id', tipo: 'id', obrigatorio: true },
    { nome: 'acoes_pgr_id', tipo: 'id', obrigatorio: true },
    { nome: 'tempo_execucao', tipo: 'duracao', obrigatorio: true },
    { nome: 'tempo_tolerancia', tipo: 'duracao', obrigatorio: true },
    { nome: 'acao_modifica', tipo: 'booleano', padrao: false },
    { nome: 'ativo', tipo: 'booleano', padrao: true },
  ], ['situacao_viagem_id', 'acoes_pgr_id']),
  // Spec 01 §2.7: alerts raised while a checklist waits (periodo in minutes, repeated `repeticao` times).
  alertas_checklist: def('o alerta', 'Alerta', false, [
    { nome: 'descricao', tipo: 'texto', max: 150, obrigatorio: true },
    { nome: 'periodo', tipo: 'inteiro', min: 1, max: 1_440, obrigatorio: true },
    { nome: 'sugestao', tipo: 'livre', max: 2_000 },
    { nome: 'repeticao', tipo: 'inteiro', min: 0, max: 100, padrao: 1 },
    { nome: 'ativo', tipo: 'booleano', padrao: true },
  ], ['descricao']),
} satisfies Record<string, ListaDef>;

export type NomeLista = keyof typeof LISTAS;
export type LinhaLista = Record<string, string | number | boolean | null>;

/** Validates a create (atual null) or an edit (fields left out keep their value). */
export function validarLista(d: ListaDef, dados: Record<string, unknown>, atual: LinhaLista | null): LinhaLista {
  const bag = new FieldErrorBag();
  const linha: LinhaLista = {};
  for (const c of d.campos) {
    const valor = dados[c.nome] !== undefined ? dados[c.nome] : atual ? atual[c.nome] : c.padrao;
    if (c.tipo === 'booleano') {
      if (valor === null || valor === undefined) linha[c.nome] = c.padrao === undefined ? null : Boolean(c.padrao);
      else if (typeof valor !== 'boolean') bag.add(c.nome, 'deve ser verdadeiro ou falso');
      else linha[c.nome] = valor;
      continue;
    }
    if (c.tipo === 'dinheiro') {
      linha[c.nome] = dinheiro(bag, c.nome, valor, c.obrigatorio) ?? (c.padrao as number | undefined) ?? null;
      continue;
    }
    if (c.tipo === 'duracao') {
      linha[c.nome] = duracao(bag, c.nome, valor, c.obrigatorio);
      continue;
    }
    if (c.tipo === 'inteiro') {
      const n = typeof valor === 'string' && /^-?\d+$/.test(valor.trim()) ? Number(valor) : valor;
      if (n === null || n === undefined || n === '') {
        if (c.obrigatorio) bag.add(c.nome, campos.MSG.obrigatorio);
        linha[c.nome] = null;
      } else if (typeof n !== 'number' || !Number.isInteger(n)) bag.add(c.nome, 'deve ser um número inteiro');
      else if (c.valores && !c.valores.includes(n)) bag.add(c.nome, 'não está na lista');
      else if ((c.min !== undefined && n < c.min) || (c.max !== undefined && n > c.max)) bag.add(c.nome, `deve estar entre ${c.min ?? '-∞'} e ${c.max ?? '∞'}`);
      else linha[c.nome] = n;
      continue;
    }
    if (c.tipo === 'id') {
      if (valor === null || valor === undefined || valor === '') {
        if (c.obrigatorio) bag.add(c.nome, campos.MSG.obrigatorio);
        linha[c.nome] = null;
      } else if (typeof valor !== 'number' || !Number.isInteger(valor) || valor < 1) bag.add(c.nome, 'deve ser um número inteiro');
      else linha[c.nome] = valor;
      continue;
    }
    const entrada = typeof valor === 'string' || typeof valor === 'number' ? valor : null;
    if (c.tipo === 'uf') {
      linha[c.nome] = campos.uf(bag, c.nome, entrada, c.obrigatorio);
      continue;
    }
    const v = campos.texto(bag, c.nome, entrada, { max: c.max ?? 100, obrigatorio: c.obrigatorio, maiusculas: c.tipo === 'texto' });
    // A free text keeps its line breaks (campos.texto folds spaces for one-line fields).
    linha[c.nome] = c.tipo === 'livre' && typeof valor === 'string' && v !== null ? valor.trim() : v;
  }
  bag.throwIfAny();
  return linha;
}

/** The duplicate-key error of a list, on its last key field ('já está em uso'). */
export function erroDuplicado(d: ListaDef): Record<string, string[]> {
  return { [d.unico[d.unico.length - 1]!]: [campos.MSG.emUso] };
}

export function exigirExclusaoPermitida(d: ListaDef, chave: string | number): void {
  const motivo = d.protegerExclusao?.(chave);
  if (motivo) throw new BusinessRuleError(motivo);
}
