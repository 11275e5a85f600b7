import { FieldErrorBag } from '../shared/index.js';
import * as campos from './campos.js';
import { PRIORIDADE_MAXIMA_CONTATO, TIPOS_CONTATO, type TipoContato } from './constantes.js';

/** What the contact form sends inside `{ contato: {...} }` (spec 03 §3 "Contact"). */
export interface DadosContato {
  cliente_id?: number | null;
  nome?: string | null;
  telefone?: string | null;
  email?: string | null;
  tipo?: string | null;
  prioridade?: number | null;
}

export interface ContatoValidado {
  cliente_id: number;
  nome: string;
  telefone: string | null;
  email: string | null;
  tipo: TipoContato;
  prioridade: number;
}

export const MENSAGENS_CONTATO = {
  naoEncontrado: 'Contato não encontrado',
  removido: 'Contato removido com sucesso',
  semMeio: 'informe o telefone ou o e-mail',
  nomeIncompleto: 'nome incompleto: informe ao menos 5 caracteres',
} as const;

/**
 * A contact: a client, a name of at least 5 characters (spec 01 §5: shorter is incomplete), a
 * phone ((99)9999-9999 with an optional ninth digit) or an e-mail, type OPERACIONAL by default and
 * a priority 1–9 (the order contacts are called in).
 */
export function validarContato(dados: DadosContato, atual: ContatoValidado | null): ContatoValidado {
  const bag = new FieldErrorBag();
  const v = <K extends keyof DadosContato & keyof ContatoValidado>(k: K) => (dados[k] !== undefined ? dados[k] : atual?.[k]);
  const cliente_id = v('cliente_id') ?? null;
  if (cliente_id === null) bag.add('cliente_id', campos.MSG.obrigatorio);
  const nome = campos.texto(bag, 'nome', v('nome'), { max: 100, obrigatorio: true, maiusculas: true });
  if (nome && nome.length < 5) bag.add('nome', MENSAGENS_CONTATO.nomeIncompleto);
  const telefone = campos.telefone(bag, 'telefone', v('telefone'));
  const email = campos.email(bag, 'email', v('email'));
  if (!telefone && !email) bag.add('telefone', MENSAGENS_CONTATO.semMeio);
  const tipo = campos.opcao(bag, 'tipo', v('tipo') ?? 'OPERACIONAL', TIPOS_CONTATO, true);
  const prioridade = campos.inteiro(bag, 'prioridade', v('prioridade') ?? 1, 1, PRIORIDADE_MAXIMA_CONTATO, true);
  bag.throwIfAny();
  return { cliente_id: cliente_id!, nome: nome!, telefone, email, tipo: tipo!, prioridade: prioridade! };
}
