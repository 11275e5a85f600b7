import type { Knex } from '@mikro-orm/knex';
import type { ConsultaGuardada, DadosDoTitular, TitularRepository } from '@gr/domain';
import { selecionarColunas, type ColunasSql } from '../grid.js';
import { linhaJson } from '../knex.js';
import { SqlCadastroConsulta } from './base.js';

/** The data subject's processing history as the /lgpd grid and the export show it. */
export const COLUNAS_TRATAMENTOS_LGPD: ColunasSql = {
  // bigserial: as a JSON number (exact up to 2^53).
  id: 't.id::float8',
  data: 't.data',
  operacao: 't.operacao',
  finalidade: 't.finalidade',
  base_legal: 't.base_legal',
  registro_id: 't.registro_id',
  cliente_id: 't.cliente_id',
  cliente: 'coalesce(cl.razao_social, cl.nome)',
  usuario: 't.usuario',
};
export const selecionarTratamentosLgpd = selecionarColunas(COLUNAS_TRATAMENTOS_LGPD);

/** The processings of one document, with the client's name. */
export function tratamentosDoDocumento(db: Knex, documento: string): Knex.QueryBuilder {
  return db('lgpd_tratamentos as t').leftJoin('clientes as cl', 'cl.id', 't.cliente_id').where('t.documento', documento);
}

const linhas = async (qb: Knex.QueryBuilder) => ((await qb) as Array<Record<string, unknown>>).map(linhaJson);

/** TitularRepository on PostgreSQL: everything kept of a CPF or CNPJ, read in the export's transaction. */
export class SqlTitularRepository extends SqlCadastroConsulta implements TitularRepository {
  async dadosDoTitular(titular: { documento: string; tipo: 'CPF' | 'CNPJ' }): Promise<DadosDoTitular> {
    const tx = this.db;
    const { documento } = titular;
    const [funcionario] = titular.tipo === 'CPF' ? await linhas(tx('funcionarios').where('cpf', documento).select('*')) : [];
    const funcionarioId = funcionario?.id as number | undefined;
    const [vinculos, perfis, empresa, consultas, blacklist, tratamentos] = await Promise.all([
      funcionarioId
        ? linhas(tx('clientes_funcionarios as v').join('clientes as cl', 'cl.id', 'v.cliente_id').where('v.funcionario_id', funcionarioId).orderBy('v.id')
            .select('v.cliente_id', tx.raw('coalesce(cl.razao_social, cl.nome) as cliente'), 'v.vinculo', 'v.ativo', 'v.data_cadastro', 'v.data_inativacao'))
        : [],
      funcionarioId
        ? linhas(tx('funcionarios_perfis as p').join('clientes as cl', 'cl.id', 'p.cliente_id').where('p.funcionario_id', funcionarioId).orderBy('p.id')
            .select('p.cliente_id', tx.raw('coalesce(cl.razao_social, cl.nome) as cliente'), 'p.protocolo', tx.raw(`to_char(p.validade_protocolo, 'YYYY-MM-DD') as validade_protocolo`), 'p.data_cadastro'))
        : [],
      titular.tipo === 'CNPJ' ? linhas(tx('clientes').where('cnpj', documento).select('*')).then((r) => r[0] ?? null) : null,
      linhas(tx('registros_itens as i').join('registros as r', 'r.id', 'i.registro_id').join('clientes as cl', 'cl.id', 'r.cliente_id').where('i.documento', documento).orderBy('i.id', 'desc')
        .select('r.id as registro_id', 'r.protocolo', tx.raw('coalesce(cl.razao_social, cl.nome) as cliente'), 'r.criterio', 'i.tipo_registro', 'i.nome', 'i.placa', 'i.laudo',
          'i.data_vencimento', 'i.bloqueado', 'r.finalidade', 'r.base_legal', 'r.data_cadastro', 'i.dados')),
      linhas(tx('blacklist').where('documento', documento).orderBy('id')
        .select('id', 'tipo_documento', 'tipo_registro', 'documento', 'nome', 'placa', 'motivo', 'usuario_que_cadastrou', 'data_cadastro')),
      linhas(selecionarTratamentosLgpd(tratamentosDoDocumento(tx, documento)).orderBy('t.data', 'desc').orderBy('t.id', 'desc')),
    ]);
    return {
      funcionario: funcionario ?? null, vinculos, perfis, empresa: (empresa as Record<string, unknown> | null) ?? null,
      consultas: consultas as unknown as ConsultaGuardada[], blacklist, tratamentos,
    };
  }
}
