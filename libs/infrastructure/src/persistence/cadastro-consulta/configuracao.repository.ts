import { BusinessRuleError, MENSAGENS_CONFIGURACAO, POLITICAS, type ConfiguracaoCadastroRepository, type Criterio, type EntradaConfiguracao, type Politica } from '@gr/domain';
import type { Knex } from '@mikro-orm/knex';
import { ehErroPostgres } from '../../database/erros-banco.js';
import { SqlCadastroConsulta } from './base.js';

/** The client's configured validity for a policy's criterion (the registrations read it), if any. */
export async function validadeConfiguradaSql(db: Knex, clienteId: number, p: Politica): Promise<number | null> {
  const c = (await db('configuracoes_cadastro').where({ cliente_id: clienteId, criterio: POLITICAS[p] }).first('validade_em_dias')) as { validade_em_dias: number } | undefined;
  return c?.validade_em_dias ?? null;
}

/** ConfiguracaoCadastroRepository on PostgreSQL (table `configuracoes_cadastro`). */
export class SqlConfiguracaoCadastroRepository extends SqlCadastroConsulta implements ConfiguracaoCadastroRepository {
  async travarCliente(clienteId: number): Promise<void> {
    await this.db.raw('select pg_advisory_xact_lock(hashtext(?), ?)', ['configuracoes_cadastro', clienteId]);
  }

  async clienteDaConfiguracao(id: number): Promise<number | null> {
    const atual = (await this.db('configuracoes_cadastro').where('id', id).first('cliente_id')) as { cliente_id: number } | undefined;
    return atual?.cliente_id ?? null;
  }

  async nomeDoCliente(clienteId: number): Promise<string | null | undefined> {
    const db = this.db;
    const cliente = (await db('clientes').where('id', clienteId).select(db.raw('coalesce(razao_social, nome) as razao_social')).first()) as { razao_social: string | null } | undefined;
    return cliente ? cliente.razao_social : undefined;
  }

  async outraComCriterio(clienteId: number, criterio: Criterio, excetoId: number | null): Promise<boolean> {
    const outra = this.db('configuracoes_cadastro').where({ cliente_id: clienteId, criterio });
    if (excetoId) outra.whereNot('id', excetoId);
    return !!(await outra.first('id'));
  }

  async inserir(c: EntradaConfiguracao): Promise<number> {
    const [linha] = (await this.unico(c.criterio, () => this.db('configuracoes_cadastro').insert(c).returning(['id']))) as Array<{ id: number }>;
    return linha!.id;
  }

  async atualizar(id: number, clienteId: number, c: Pick<EntradaConfiguracao, 'criterio' | 'validade_em_dias'>): Promise<boolean> {
    const db = this.db;
    const n = await this.unico(c.criterio, () => db('configuracoes_cadastro').where({ id, cliente_id: clienteId }).update({ criterio: c.criterio, validade_em_dias: c.validade_em_dias, updated_at: db.fn.now() }));
    return n > 0;
  }

  async remover(id: number): Promise<boolean> {
    return (await this.db('configuracoes_cadastro').where('id', id).delete()) > 0;
  }

  /** A unique violation (a criterion saved twice at once) is the duplicate's 422. */
  private async unico<T>(criterio: string, fazer: () => Promise<T>): Promise<T> {
    try {
      return await fazer();
    } catch (erro) {
      if (ehErroPostgres(erro) && erro.code === '23505') throw new BusinessRuleError(MENSAGENS_CONFIGURACAO.duplicada('', criterio), { campo: 'criterio' });
      throw erro;
    }
  }
}
