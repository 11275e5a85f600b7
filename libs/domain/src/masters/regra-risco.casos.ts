import { NotFoundError, ValidationError } from '../shared/index.js';
import { exigirCliente, type EscopoTenant } from '../identity/index.js';
import type { ClientesExistentes } from './rota.casos.js';
import { validarRegraRisco, type DadosRegraRisco, type RegraRiscoValida } from './risco.js';

/** A stored risk rule (spec 03 §3 "Risk rule"): always of one client. */
export interface RegraRiscoGravada extends RegraRiscoValida {
  id: number;
  cliente_id: number;
}

export interface RegraRiscoRepository {
  findById(id: number): Promise<RegraRiscoGravada | null>;
  criar(clienteId: number, regra: RegraRiscoValida): Promise<number>;
  alterar(id: number, clienteId: number, regra: RegraRiscoValida): Promise<void>;
  excluir(id: number): Promise<void>;
}

export const MENSAGENS_REGRA_RISCO = {
  naoEncontrada: 'Regra de risco não encontrada',
  removida: 'Regra de risco removida com sucesso',
} as const;

/** The rule within the user's reach: 404 when unknown, 403 when of a client out of scope. */
async function regraAlcancavel(regras: RegraRiscoRepository, escopo: EscopoTenant, id: number): Promise<RegraRiscoGravada> {
  const regra = await regras.findById(id);
  if (!regra) throw new NotFoundError(MENSAGENS_REGRA_RISCO.naoEncontrada);
  exigirCliente(escopo, regra.cliente_id);
  return regra;
}

/**
 * create_regras_risco (spec 02 §7): creates (no id) or rewrites (id) a client's rule. A rule never
 * moves to another client: an id of another client's rule is 404. Answers the rule's id.
 */
export class SalvarRegraRisco {
  constructor(private readonly regras: RegraRiscoRepository, private readonly clientes: ClientesExistentes) {}

  async executar(escopo: EscopoTenant, clienteId: number, dados: DadosRegraRisco, id?: number | null): Promise<number> {
    exigirCliente(escopo, clienteId);
    if (!(await this.clientes.clienteExiste(clienteId))) throw ValidationError.campo('cliente_id', 'não encontrado');
    let atual: RegraRiscoValida | null = null;
    if (id) {
      const existente = await regraAlcancavel(this.regras, escopo, id);
      if (existente.cliente_id !== clienteId) throw new NotFoundError(MENSAGENS_REGRA_RISCO.naoEncontrada);
      atual = existente;
    }
    const valida = validarRegraRisco(dados, atual);
    if (!id) return this.regras.criar(clienteId, valida);
    await this.regras.alterar(id, clienteId, valida);
    return id;
  }
}

export class ExcluirRegraRisco {
  constructor(private readonly regras: RegraRiscoRepository) {}

  async executar(escopo: EscopoTenant, id: number): Promise<void> {
    await regraAlcancavel(this.regras, escopo, id);
    await this.regras.excluir(id);
  }
}
