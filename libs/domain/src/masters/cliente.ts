import { ConflictError, FieldErrorBag, NotFoundError, ValidationError, somenteDigitos, cnpjValido } from '../shared/index.js';
import * as campos from './campos.js';
import { TIPOS_CLIENTE } from './constantes.js';
import { mesmaVersao } from './exclusao.js';
import { podeVerCliente, type EscopoTenant } from '../identity/index.js';
import type { Cliente, ClienteRepository, DadosCnpj, DadosEndereco, RegistroCnpjGateway } from './ports.js';

/** What the client form sends (spec 03 §3 "Client"), inside `{ cliente: {...} }`. */
export interface DadosCliente extends DadosEndereco {
  razao_social?: string | null;
  nome_fantasia?: string | null;
  cnpj?: string | null;
  tipo?: string | null;
  corretor_id?: number | null;
  segurador_id?: number | null;
  reteste?: boolean;
  expresso?: boolean;
  ativo?: boolean;
  /** Optimistic lock: the updated_at the editor read. */
  updated_at?: string | null;
}

export const MENSAGENS_CLIENTE = {
  cnpjEmUso: 'CNPJ já cadastrado',
  naoEncontrado: 'Cliente não encontrado',
  corretorTipo: 'deve ser um cliente do tipo CORRETOR',
  seguradorTipo: 'deve ser um cliente do tipo SEGURADOR',
  removido: 'Cliente removido com sucesso',
} as const;

type CampoTexto = 'razao_social' | 'nome_fantasia' | 'cnpj' | 'tipo' | 'endereco' | 'numero' | 'complemento' | 'bairro' | 'cep' | 'cidade' | 'uf';

/** A PATCH sends only what changed: a field left out keeps the stored value. */
function valor(dados: DadosCliente, atual: Cliente | null, k: CampoTexto): string | null | undefined {
  return dados[k] !== undefined ? dados[k] : atual?.[k];
}

/**
 * Creates or edits a client: razão social, valid unique CNPJ (digits only) and type required;
 * CEP, UF and texts checked; the broker must be a CORRETOR and the insurer a SEGURADOR; an edit
 * of a row changed since it was read is a conflict (409).
 */
export class SalvarCliente {
  constructor(private readonly clientes: ClienteRepository) {}

  async executar(dados: DadosCliente, id?: number): Promise<Cliente> {
    const atual = id !== undefined ? await this.clientes.findById(id) : null;
    if (id !== undefined && !atual) throw new NotFoundError(MENSAGENS_CLIENTE.naoEncontrado);
    if (atual && !mesmaVersao(dados.updated_at, atual.updated_at)) throw new ConflictError();

    const bag = new FieldErrorBag();
    const t = (k: CampoTexto, max: number, obrigatorio = false) =>
      campos.texto(bag, k, valor(dados, atual, k), { max, obrigatorio, maiusculas: true });
    const razao_social = t('razao_social', 200, true);
    const nome_fantasia = t('nome_fantasia', 150);
    const cnpj = campos.cnpj(bag, 'cnpj', valor(dados, atual, 'cnpj'));
    const tipo = campos.opcao(bag, 'tipo', valor(dados, atual, 'tipo'), TIPOS_CLIENTE, true);
    const endereco = t('endereco', 200);
    const numero = t('numero', 20);
    const complemento = t('complemento', 100);
    const bairro = t('bairro', 100);
    const cidade = t('cidade', 100);
    const cep = campos.cep(bag, 'cep', valor(dados, atual, 'cep'));
    const uf = campos.uf(bag, 'uf', valor(dados, atual, 'uf'));

    if (cnpj && cnpjValido(cnpj)) {
      const outro = await this.clientes.idPorCnpj(cnpj);
      if (outro !== null && outro !== atual?.id) bag.add('cnpj', MENSAGENS_CLIENTE.cnpjEmUso);
    }
    const corretor_id = (dados.corretor_id !== undefined ? dados.corretor_id : atual?.corretor_id) ?? null;
    const segurador_id = (dados.segurador_id !== undefined ? dados.segurador_id : atual?.segurador_id) ?? null;
    const ligados = [corretor_id, segurador_id].filter((x): x is number => x !== null);
    if (ligados.length) {
      const tipos = await this.clientes.tipos(ligados);
      if (corretor_id !== null && tipos.get(corretor_id) !== 'CORRETOR') bag.add('corretor_id', MENSAGENS_CLIENTE.corretorTipo);
      if (segurador_id !== null && tipos.get(segurador_id) !== 'SEGURADOR') bag.add('segurador_id', MENSAGENS_CLIENTE.seguradorTipo);
    }
    bag.throwIfAny();

    const base = {
      razao_social: razao_social!,
      nome_fantasia,
      cnpj: cnpj!,
      tipo: tipo!,
      endereco,
      numero,
      complemento,
      bairro,
      cep,
      cidade,
      uf,
      corretor_id,
      segurador_id,
      reteste: dados.reteste ?? atual?.reteste ?? false,
      expresso: dados.expresso ?? atual?.expresso ?? false,
      ativo: dados.ativo ?? atual?.ativo ?? true,
    };
    if (atual) return this.clientes.update({ ...atual, ...base });
    return this.clientes.create(base);
  }
}

/** `consultar_cnpj/{cnpj}` answer. */
export type ResultadoCnpj =
  | ({ encontrado: true } & DadosCnpj & { fonte: string })
  | { encontrado: boolean; cnpj: string; fonte: string; message: string };

export const MENSAGENS_CNPJ = {
  nulo: 'CNPJ não pode ser nulo.',
  naoEncontrado: 'CNPJ não encontrado na base consultada',
  restrito: 'CNPJ já cadastrado na gerenciadora',
} as const;

/**
 * CNPJ lookup (spec 03 §5 "Documents"): non-digits are stripped; empty is 'CNPJ não pode ser
 * nulo.', a wrong CNPJ 'CNPJ inválido'; then the registry is asked.
 */
export class ConsultarCnpj {
  constructor(private readonly registro: RegistroCnpjGateway, private readonly clientes: Pick<ClienteRepository, 'idPorCnpj'>) {}

  /**
   * A client-side user (tenant scope) learns another client's record through no lookup: when the
   * CNPJ is one of the desk's clients outside its scope, the answer says only that it is registered.
   */
  async executar(entrada: string | null | undefined, escopo: EscopoTenant = { tipo: 'todos' }): Promise<ResultadoCnpj> {
    const cnpj = somenteDigitos(entrada);
    if (!cnpj) throw ValidationError.campo('cnpj', MENSAGENS_CNPJ.nulo);
    if (!cnpjValido(cnpj)) throw ValidationError.campo('cnpj', campos.MSG.cnpjInvalido);
    if (escopo.tipo === 'clientes') {
      const clienteId = await this.clientes.idPorCnpj(cnpj);
      if (clienteId !== null && !podeVerCliente(escopo, clienteId)) return { encontrado: true, cnpj, fonte: this.registro.fonte, message: MENSAGENS_CNPJ.restrito };
    }
    const dados = await this.registro.consultar(cnpj);
    if (!dados) return { encontrado: false, cnpj, fonte: this.registro.fonte, message: MENSAGENS_CNPJ.naoEncontrado };
    return { encontrado: true, ...dados, fonte: this.registro.fonte };
  }
}
