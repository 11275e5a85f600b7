import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { BusinessRuleError, MENSAGENS_VINCULO, type NovoVinculo, type ReferenciasCadastro, type ReferenciasSituacaoAcao, type TipoVinculo, type VinculoAtivo, type VinculoRepository } from '@gr/domain';
import { kx } from '../knex.js';
import { traduzindoUnicos } from '../escrita.js';

/** The rules the unique indexes also hold, in the words of the rule (a race ends like the check). */
export const UNICOS_VINCULO: Record<string, () => Error> = {
  clientes_veiculos_ativo_unique: () => new BusinessRuleError(MENSAGENS_VINCULO.veiculoJaVinculado),
  clientes_veiculos_frota_unique: () => new BusinessRuleError(MENSAGENS_VINCULO.frotaOutroCliente),
  clientes_funcionarios_ativo_unique: () => new BusinessRuleError(MENSAGENS_VINCULO.motoristaJaVinculado),
  clientes_funcionarios_frota_unique: () => new BusinessRuleError(MENSAGENS_VINCULO.frotaOutroCliente),
};

/** Inserts a client link of a vehicle or a driver (inside the caller's transaction when there is one). */
export async function inserirVinculo(db: Knex, alvo: 'veiculo' | 'motorista', id: number, v: NovoVinculo): Promise<number> {
  const [row] = await traduzindoUnicos(
    () =>
      alvo === 'veiculo'
        ? db('clientes_veiculos').insert({ veiculo_id: id, cliente_id: v.cliente_id, tipo: v.tipo }).returning(['id'])
        : db('clientes_funcionarios').insert({ funcionario_id: id, cliente_id: v.cliente_id, vinculo: v.tipo }).returning(['id']),
    UNICOS_VINCULO,
  );
  return row.id;
}

/** Active client links of vehicles (clientes_veiculos) and drivers (clientes_funcionarios). */
export class SqlVinculoRepository implements VinculoRepository {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  async ativosDoVeiculo(veiculoId: number): Promise<VinculoAtivo[]> {
    return this.db('clientes_veiculos').where({ veiculo_id: veiculoId, ativo: true }).orderBy('id').select('id', 'cliente_id', 'tipo');
  }
  async ativosDoMotorista(funcionarioId: number): Promise<VinculoAtivo[]> {
    return this.db('clientes_funcionarios').where({ funcionario_id: funcionarioId, ativo: true }).orderBy('id').select('id', 'cliente_id', 'vinculo as tipo');
  }
  criarVinculoVeiculo(veiculoId: number, v: NovoVinculo): Promise<number> {
    return inserirVinculo(this.db, 'veiculo', veiculoId, v);
  }
  criarVinculoMotorista(funcionarioId: number, v: NovoVinculo): Promise<number> {
    return inserirVinculo(this.db, 'motorista', funcionarioId, v);
  }
  async alterarTipoVinculoMotorista(id: number, tipo: TipoVinculo): Promise<void> {
    await traduzindoUnicos(() => this.db('clientes_funcionarios').where({ id, ativo: true }).update({ vinculo: tipo }), UNICOS_VINCULO);
  }

  /** Inactivates a vehicle link (keeps the row and its age); false when it was not active. */
  async inativarVinculoVeiculo(id: number): Promise<boolean> {
    return (await this.db('clientes_veiculos').where({ id, ativo: true }).update({ ativo: false, data_inativacao: new Date() })) > 0;
  }
  async inativarVinculoMotorista(clienteId: number, funcionarioId: number): Promise<boolean> {
    return (await this.db('clientes_funcionarios').where({ cliente_id: clienteId, funcionario_id: funcionarioId, ativo: true }).update({ ativo: false, data_inativacao: new Date() })) > 0;
  }
}

/** Existence checks the forms need. */
export class SqlReferenciasCadastro implements ReferenciasCadastro, ReferenciasSituacaoAcao {
  constructor(private readonly em: EntityManager) {}

  private async existe(tabela: string, id: number): Promise<boolean> {
    return !!(await kx(this.em)(tabela).where({ id }).first('id'));
  }
  fabricanteExiste(id: number) {
    return this.existe('fabricantes', id);
  }
  async fabricanteDoModelo(modeloId: number): Promise<number | null> {
    return (await kx(this.em)('modelos').where({ id: modeloId }).first('fabricante_id'))?.fabricante_id ?? null;
  }
  tecnologiaExiste(id: number) {
    return this.existe('tecnologias', id);
  }
  funcaoExiste(id: number) {
    return this.existe('funcoes', id);
  }
  clienteExiste(id: number) {
    return this.existe('clientes', id);
  }
  situacaoViagemExiste(id: number) {
    return this.existe('situacoes_viagem', id);
  }
  acaoPgrExiste(id: number) {
    return this.existe('acoes_pgr', id);
  }
}
