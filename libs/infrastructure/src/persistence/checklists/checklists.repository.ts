import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  AGORA_DO_BANCO, STATUS_EM_ANDAMENTO, STATUS_VALIDOS, type AutorChecklist, type Checklist, type ChecklistsEscrita, type ChecklistsRepository, type EventoChecklist,
  type ItemDoTeste, type MudancaChecklist, type MudancaItem, type NovoChecklist, type RegistroLiberacao,
} from '@gr/domain';
import { kx } from '../knex.js';
import { checklistDaLinha, COLUNAS_CHECKLIST, type LinhaChecklist } from './checklist.mapper.js';

/** Item columns one statement may write, with their SQL types. */
const COLUNAS_ITEM = { status: 'text', status_preteste: 'smallint', status_teste: 'smallint', valor: 'smallint', violacao: 'boolean', quantidade: 'int', data_posicao: 'timestamptz' } as const;

const autorDe = (a: AutorChecklist) => ('job' in a ? { usuario_id: null, username: a.job, origem: null } : { usuario_id: a.usuario.id, username: a.usuario.username, origem: a.origem });

/** The values to write: the database's clock for AGORA_DO_BANCO, nothing for undefined. */
function valores(db: Knex, m: object): Record<string, unknown> {
  const r: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(m)) if (v !== undefined) r[k] = v === AGORA_DO_BANCO ? db.fn.now() : v;
  return r;
}

/**
 * The checklists' store (check_lists, its items, history and the releases' log). Built on the
 * request's EntityManager; `transacao` hands the use case a unit bound to one transaction.
 */
export class SqlChecklistsRepository implements ChecklistsRepository {
  constructor(private readonly em: EntityManager, private readonly tx?: Knex) {}

  private get db(): Knex {
    return this.tx ?? kx(this.em);
  }

  transacao<T>(fn: (unidade: ChecklistsEscrita) => Promise<T>): Promise<T> {
    return this.em.transactional((tem) => fn(new SqlChecklistsRepository(tem, kx(tem))));
  }

  async buscar(id: number): Promise<Checklist | null> {
    const r = (await this.db('check_lists').where('id', id).first(COLUNAS_CHECKLIST)) as LinhaChecklist | undefined;
    return r ? checklistDaLinha(r) : null;
  }

  async travar(id: number): Promise<Checklist | null> {
    const r = (await this.db('check_lists').where('id', id).forUpdate().first(COLUNAS_CHECKLIST)) as LinhaChecklist | undefined;
    return r ? checklistDaLinha(r) : null;
  }

  async atualizar(id: number, mudanca: MudancaChecklist): Promise<void> {
    const db = this.db;
    await db('check_lists').where('id', id).update({ ...valores(db, mudanca), updated_at: db.raw(`date_trunc('milliseconds', clock_timestamp())`) });
  }

  /** Many items of one checklist in one statement (a row per item, the same columns each). */
  async atualizarItens(checklistId: number, itens: ReadonlyArray<{ id: number } & MudancaItem>): Promise<void> {
    if (!itens.length) return;
    const cols = Object.keys(itens[0]!).filter((k): k is keyof typeof COLUNAS_ITEM => k !== 'id' && Object.hasOwn(COLUNAS_ITEM, k));
    await this.db.raw(
      `update check_list_itens i set ${cols.map((c) => `${c} = x.${c}`).join(', ')}
         from jsonb_to_recordset(?::jsonb) as x(id int, ${cols.map((c) => `${c} ${COLUNAS_ITEM[c]}`).join(', ')})
        where i.id = x.id and i.check_list_id = ?`,
      [JSON.stringify(itens), checklistId],
    );
  }

  async atualizarTodosItens(checklistId: number, v: MudancaItem): Promise<void> {
    await this.db('check_list_itens').where('check_list_id', checklistId).update(valores(this.db, v));
  }

  async idsDosItens(checklistId: number): Promise<number[]> {
    return ((await this.db('check_list_itens').where('check_list_id', checklistId).select('id')) as Array<{ id: number }>).map((r) => r.id);
  }

  itensDoTeste(checklistId: number): Promise<ItemDoTeste[]> {
    return this.db('check_list_itens').where('check_list_id', checklistId).orderBy('id').select('id', 'periferico_id', 'descricao') as Promise<ItemDoTeste[]>;
  }

  async registrarEvento(e: EventoChecklist): Promise<void> {
    await this.db('check_list_eventos').insert({
      check_list_id: e.checklistId, acao: e.acao, status_antes: e.antes, status_depois: e.depois, ...autorDe(e.autor), detalhe: e.detalhe ? JSON.stringify(e.detalhe) : null,
    });
  }

  async travarVeiculo(veiculoId: number): Promise<void> {
    await this.db.raw('select pg_advisory_xact_lock(hashtext(?), ?)', ['check_lists:veiculo', veiculoId]);
  }

  async emAndamento(veiculoId: number): Promise<boolean> {
    return !!(await this.db('check_lists').where('veiculo_id', veiculoId).whereIn('status', STATUS_EM_ANDAMENTO as string[]).first('id'));
  }

  async temValido(veiculoId: number, clienteId: number): Promise<boolean> {
    const db = this.db;
    return !!(await db('check_lists').where({ veiculo_id: veiculoId, cliente_id: clienteId }).whereIn('status', STATUS_VALIDOS as string[]).where('data_validade', '>', db.fn.now()).first('id'));
  }

  async veiculo(veiculoId: number, clienteId: number) {
    return (await this.db('veiculos as v')
      .leftJoin('clientes_veiculos as cv', (j) => j.on('cv.veiculo_id', 'v.id').andOnVal('cv.cliente_id', clienteId).andOnVal('cv.ativo', true))
      .where('v.id', veiculoId).first('v.placa', 'v.terminal', 'v.tecnologia_id', 'cv.tipo as vinculo')) as { placa: string; terminal: string | null; tecnologia_id: number | null; vinculo: string | null };
  }

  async vinculoAtivo(clienteId: number, veiculoId: number): Promise<string | null> {
    const r = (await this.db('clientes_veiculos').where({ cliente_id: clienteId, veiculo_id: veiculoId, ativo: true }).first('tipo')) as { tipo: string } | undefined;
    return r?.tipo ?? null;
  }

  async pgrDoCliente(pgrClienteId: number, clienteId: number): Promise<boolean> {
    return !!(await this.db('pgr_clientes').where({ id: pgrClienteId, cliente_id: clienteId }).first('id'));
  }

  async pgrPadrao(clienteId: number): Promise<number | null> {
    const r = (await this.db('pgr_clientes').where('cliente_id', clienteId).orderBy([{ column: 'pgr_padrao', order: 'desc' }, { column: 'id' }]).first('id')) as { id: number } | undefined;
    return r?.id ?? null;
  }

  async cliente(clienteId: number) {
    const r = (await this.db('clientes').where('id', clienteId).first('nome', 'cnpj', 'reteste', 'expresso')) as { nome: string; cnpj: string | null; reteste: boolean; expresso: boolean } | undefined;
    return r ?? null;
  }

  async novoId(): Promise<number> {
    const r = (await this.db.raw(`select nextval('check_lists_id_seq')::int as id`)) as { rows: Array<{ id: number }> };
    return r.rows[0]!.id;
  }

  async inserir(c: NovoChecklist): Promise<void> {
    await this.db('check_lists').insert(valores(this.db, c));
  }

  async copiarItensDoPgr(checklistId: number): Promise<void> {
    await this.db.raw(
      `insert into check_list_itens (check_list_id, item_pgr_id, periferico_id, descricao)
       select ?, id, periferico_id, descricao from itens_pgr where status and padrao order by id`,
      [checklistId],
    );
  }

  async copiarItensDe(checklistId: number, origemId: number): Promise<void> {
    await this.db.raw(
      `insert into check_list_itens (check_list_id, item_pgr_id, periferico_id, descricao, status) select ?, item_pgr_id, periferico_id, descricao, status from check_list_itens where check_list_id = ? order by id`,
      [checklistId, origemId],
    );
  }

  async registrarLiberacao(l: RegistroLiberacao, cliente: { nome: string; cnpj: string | null }): Promise<void> {
    await this.db('liberacoes').insert({
      usuario_logado: l.usuarioLogado, usuario_liberacao: l.usuarioLiberacao, placa: l.placa, tipo: 'CHECKLIST', check_list_id: l.checklistId,
      observacao: l.observacao, nome_fantasia: cliente.nome, cnpj: cliente.cnpj, ip: l.ip,
    });
  }

  async vencidos(limite: number): Promise<number[]> {
    const db = this.db;
    return (await db('check_lists').whereIn('status', STATUS_VALIDOS as string[]).where('data_validade', '<', db.fn.now()).limit(limite).pluck('id')) as number[];
  }

  async testesOnlineEmAndamento(): Promise<number[]> {
    return (await this.db('check_lists').where('status', 'EM_TESTE').whereNotNull('inicio_teste_online').pluck('id')) as number[];
  }
}
