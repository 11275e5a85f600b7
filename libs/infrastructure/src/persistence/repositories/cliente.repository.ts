import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { BusinessRuleError, MENSAGENS_CLIENTE, NotFoundError, ValidationError, type Cliente, type ClienteRepository, type NovoCliente } from '@gr/domain';
import { dataPg, kx } from '../knex.js';
import { atualizarVersionado, excluirSemReferencias, traduzindoUnicos, type Referencia } from '../escrita.js';

export const COLUNAS_CLIENTE = [
  'id', 'razao_social', 'nome_fantasia', 'cnpj', 'tipo', 'endereco', 'numero', 'complemento', 'bairro', 'cep', 'cidade', 'uf',
  'corretor_id', 'segurador_id', 'reteste', 'expresso', 'ativo', 'data_cadastro', 'updated_at',
] as const;

/** Who refers to a client: deleting it is refused while any of these holds a row. */
export const REFERENCIAS_CLIENTE: readonly Referencia[] = [
  { tabela: 'usuarios', coluna: 'cliente_id', rotulo: 'usuários' },
  { tabela: 'usuarios_clientes_gerenciados', coluna: 'cliente_id', rotulo: 'usuários gestores' },
  { tabela: 'clientes_veiculos', coluna: 'cliente_id', rotulo: 'vínculos de veículos' },
  { tabela: 'clientes_funcionarios', coluna: 'cliente_id', rotulo: 'vínculos de motoristas' },
  { tabela: 'funcionarios_perfis', coluna: 'cliente_id', rotulo: 'perfis de funcionários' },
  { tabela: 'contatos', coluna: 'cliente_id', rotulo: 'contatos' },
  { tabela: 'clientes_grupos', coluna: 'cliente_id', rotulo: 'grupos de contatos', onde: 'ativo' },
  { tabela: 'clientes', coluna: 'corretor_id', rotulo: 'clientes atendidos por esta corretora' },
  { tabela: 'clientes', coluna: 'segurador_id', rotulo: 'clientes segurados por esta seguradora' },
  { tabela: 'pgr_clientes', coluna: 'cliente_id', rotulo: 'PGRs do cliente' },
  { tabela: 'pgr_clientes', coluna: 'embarcador_id', rotulo: 'PGRs em que é embarcador' },
  { tabela: 'pgr_clientes', coluna: 'corretora_id', rotulo: 'PGRs em que é corretora' },
  { tabela: 'pgr_clientes', coluna: 'seguradora_id', rotulo: 'PGRs em que é seguradora' },
  { tabela: 'regras_risco', coluna: 'cliente_id', rotulo: 'regras de risco' },
];

function paraCliente(row: Record<string, unknown>): Cliente {
  return { ...(row as unknown as Cliente), data_cadastro: dataPg(row.data_cadastro), updated_at: dataPg(row.updated_at) };
}

const CNPJ_UNICO = { clientes_cnpj_unique: () => ValidationError.campo('cnpj', MENSAGENS_CLIENTE.cnpjEmUso) };

/** ClienteRepository on PostgreSQL; `nome` (the name other contexts show) follows the razão social. */
export class SqlClienteRepository implements ClienteRepository {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  async findById(id: number): Promise<Cliente | null> {
    const row = await this.db('clientes').select(COLUNAS_CLIENTE).where({ id }).first();
    return row ? paraCliente(row) : null;
  }
  async idPorCnpj(cnpj: string): Promise<number | null> {
    return (await this.db('clientes').where({ cnpj }).first('id'))?.id ?? null;
  }
  async tipos(ids: number[]): Promise<Map<number, string>> {
    const rows: Array<{ id: number; tipo: string }> = await this.db('clientes').whereIn('id', ids).select('id', 'tipo');
    return new Map(rows.map((r) => [r.id, r.tipo]));
  }
  async create(dados: NovoCliente): Promise<Cliente> {
    const agora = new Date();
    const [row] = await traduzindoUnicos(
      () => this.db('clientes').insert({ ...dados, nome: dados.razao_social, data_cadastro: agora, updated_at: agora }).returning(COLUNAS_CLIENTE),
      CNPJ_UNICO,
    );
    return paraCliente(row);
  }
  async update(cliente: Cliente): Promise<Cliente> {
    const { id, data_cadastro: _d, updated_at, ...resto } = cliente;
    const row = await atualizarVersionado(this.db, { tabela: 'clientes', id, lido: updated_at, colunas: COLUNAS_CLIENTE, unicos: CNPJ_UNICO }, { ...resto, nome: resto.razao_social });
    return paraCliente(row);
  }

  /** Deletes a client nothing refers to (else 422 naming what does; nothing removed). */
  async excluir(id: number): Promise<void> {
    await excluirSemReferencias(this.db, { tabela: 'clientes', chave: 'id', valor: id, oQue: 'o cliente', refs: REFERENCIAS_CLIENTE });
  }

  /** Links a contact group to the client, or reactivates the link. */
  async vincularGrupo(clienteId: number, grupoId: number): Promise<void> {
    if (!(await this.db('grupos').where({ id: grupoId }).first('id'))) throw new NotFoundError('Grupo não encontrado');
    await this.db('clientes_grupos')
      .insert({ cliente_id: clienteId, grupo_id: grupoId, ativo: true })
      .onConflict(['cliente_id', 'grupo_id'])
      .merge({ ativo: true, updated_at: new Date() });
  }

  /** Inactivates the client's link with a contact group (the spec's per-client `ativo`). */
  async desvincularGrupo(clienteId: number, grupoId: number): Promise<void> {
    const n = await this.db('clientes_grupos').where({ cliente_id: clienteId, grupo_id: grupoId, ativo: true }).update({ ativo: false, updated_at: new Date() });
    if (!n) throw new BusinessRuleError('O grupo não está vinculado a este cliente');
  }
}
