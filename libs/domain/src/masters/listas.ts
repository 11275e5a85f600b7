import { BusinessRuleError, FieldErrorBag } from '../shared/errors.js';
import * as campos from './campos.js';
import { TECNOLOGIAS_DO_SISTEMA } from './constantes.js';

/**
 * The simple reference lists of the masters context (spec 03 §3 "Other master entities"):
 * technologies, makers, models, job functions, kinds of loss, contact groups, e-mail layouts and
 * states. One definition each, one validation for all: texts trimmed (names uppercased), required
 * fields present, the natural key unique regardless of case.
 */
export interface CampoLista {
  nome: string;
  /** 'texto' (uppercased), 'livre' (kept as typed, e.g. an e-mail body), 'id' (a reference). */
  tipo: 'texto' | 'livre' | 'id' | 'uf';
  max?: number;
  obrigatorio?: boolean;
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
} satisfies Record<string, ListaDef>;

export type NomeLista = keyof typeof LISTAS;
export type LinhaLista = Record<string, string | number | null>;

/** Validates a create (atual null) or an edit (fields left out keep their value). */
export function validarLista(d: ListaDef, dados: Record<string, unknown>, atual: LinhaLista | null): LinhaLista {
  const bag = new FieldErrorBag();
  const linha: LinhaLista = {};
  for (const c of d.campos) {
    const valor = dados[c.nome] !== undefined ? dados[c.nome] : atual?.[c.nome];
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
