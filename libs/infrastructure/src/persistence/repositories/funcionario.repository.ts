import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { MENSAGENS_FUNCIONARIO, ValidationError, type Funcionario, type FuncionarioRepository, type NovoFuncionario, type NovoVinculo } from '@gr/domain';
import { dataPg, kx } from '../knex.js';
import { atualizarVersionado, erroPg, excluirSemReferencias, traduzindoUnicos, type Referencia } from '../escrita.js';
import { inserirVinculo, UNICOS_VINCULO } from './vinculo.repository.js';

export const COLUNAS_FUNCIONARIO = [
  'id', 'nome', 'cpf', 'rg', 'funcao_id', 'tipo', 'registro_cnh', 'cnh', 'cnh_validade', 'fone1', 'fone2', 'fone3',
  'endereco', 'numero', 'complemento', 'bairro', 'cep', 'cidade', 'uf', 'data_cadastro', 'updated_at',
] as const;
/** The columns as read: the CNH validity as a calendar day 'yyyy-mm-dd'. */
const LEITURA = COLUNAS_FUNCIONARIO.map((c) => (c === 'cnh_validade' ? "to_char(cnh_validade, 'YYYY-MM-DD') as cnh_validade" : c));

/** An employee still linked to a client is not deleted (inactive links and profiles go with it). */
export const REFERENCIAS_FUNCIONARIO: readonly Referencia[] = [
  { tabela: 'clientes_funcionarios', coluna: 'funcionario_id', rotulo: 'vínculos ativos com clientes', onde: 'ativo' },
];

const CPF_UNICO = { funcionarios_cpf_key: () => ValidationError.campo('cpf', MENSAGENS_FUNCIONARIO.cpfEmUso) };

function paraFuncionario(row: Record<string, unknown>): Funcionario {
  return { ...(row as unknown as Funcionario), data_cadastro: dataPg(row.data_cadastro), updated_at: dataPg(row.updated_at) };
}

/** FuncionarioRepository on PostgreSQL. */
export class SqlFuncionarioRepository implements FuncionarioRepository {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  async findById(id: number): Promise<Funcionario | null> {
    const row = await this.db('funcionarios').select(this.db.raw(LEITURA.join(', '))).where({ id }).first();
    return row ? paraFuncionario(row) : null;
  }
  async findByCpf(cpf: string): Promise<Funcionario | null> {
    const row = await this.db('funcionarios').select(this.db.raw(LEITURA.join(', '))).where({ cpf }).first();
    return row ? paraFuncionario(row) : null;
  }
  async create(dados: NovoFuncionario, vinculo: NovoVinculo | null): Promise<Funcionario> {
    return this.em.transactional(async (tem) => {
      const db = kx(tem);
      const agora = new Date();
      const [row] = await traduzindoUnicos(() => db('funcionarios').insert({ ...dados, data_cadastro: agora, updated_at: agora }).returning(['id']), CPF_UNICO);
      if (vinculo) await inserirVinculo(db, 'motorista', row.id, vinculo);
      return paraFuncionario(await db('funcionarios').select(db.raw(LEITURA.join(', '))).where({ id: row.id }).first());
    });
  }
  async update(funcionario: Funcionario, vinculo: Parameters<FuncionarioRepository['update']>[1]): Promise<Funcionario> {
    return this.em.transactional(async (tem) => {
      const db = kx(tem);
      const { id, data_cadastro: _d, updated_at, ...resto } = funcionario;
      await atualizarVersionado(db, { tabela: 'funcionarios', id, lido: updated_at, colunas: ['id'], unicos: CPF_UNICO }, resto);
      if (vinculo && 'criar' in vinculo) await inserirVinculo(db, 'motorista', id, vinculo.criar);
      if (vinculo && 'alterar' in vinculo) {
        await traduzindoUnicos(() => db('clientes_funcionarios').where({ id: vinculo.alterar.id, ativo: true }).update({ vinculo: vinculo.alterar.tipo }), UNICOS_VINCULO);
      }
      return paraFuncionario(await db('funcionarios').select(db.raw(LEITURA.join(', '))).where({ id }).first());
    });
  }

  /** Deletes an employee without active client links (inactive links and profiles go with it). */
  async excluir(id: number): Promise<void> {
    await excluirSemReferencias(this.db, { tabela: 'funcionarios', chave: 'id', valor: id, oQue: 'o funcionário', refs: REFERENCIAS_FUNCIONARIO });
  }

  /**
   * Replaces the employee's profiles (of the clients given; null: of every client) (spec 03 §3
   * "Profiles update"). A profile a registration wrote keeps its link to the registration item
   * while its protocol and validity stay as they were; edited by hand, it becomes a manual one.
   */
  async atualizarPerfis(id: number, clientes: number[] | null, perfis: Array<{ cliente_id: number; protocolo: string | null; validade_protocolo: string | null }>): Promise<void> {
    await this.em.transactional(async (tem) => {
      const db = kx(tem);
      const apagar = db('funcionarios_perfis').where({ funcionario_id: id });
      if (clientes) apagar.whereIn('cliente_id', clientes);
      if (perfis.length) apagar.whereNotIn('cliente_id', perfis.map((p) => p.cliente_id));
      await apagar.delete();
      try {
        if (perfis.length) {
          await db.raw(
            `insert into funcionarios_perfis (funcionario_id, cliente_id, protocolo, validade_protocolo)
             select ?, x.cliente_id, x.protocolo, x.validade_protocolo from jsonb_to_recordset(?::jsonb) as x(cliente_id int, protocolo text, validade_protocolo date)
             on conflict (funcionario_id, cliente_id) do update set
               registro_item_id = case when funcionarios_perfis.protocolo is not distinct from excluded.protocolo
                                        and funcionarios_perfis.validade_protocolo is not distinct from excluded.validade_protocolo
                                       then funcionarios_perfis.registro_item_id end,
               protocolo = excluded.protocolo, validade_protocolo = excluded.validade_protocolo`,
            [id, JSON.stringify(perfis)],
          );
        }
      } catch (e) {
        if (erroPg(e)?.code === '23503') throw ValidationError.campo('perfis', 'cliente não encontrado');
        throw e;
      }
    });
  }
}
