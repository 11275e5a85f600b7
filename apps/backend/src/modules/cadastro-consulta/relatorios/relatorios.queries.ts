import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  bloqueadoDoFiltro, laudosDoFiltro, registroDoRelatorio, type ConsultaRelatorio, type CursorRelatorio, type FonteRelatorio, type GridPage, type GridQuery, type ItemDoRelatorio,
  type RegistroDoRelatorio,
} from '@gr/domain';
import { consultarGrid, kx, linhaJson, type ColunasSql } from '@gr/infrastructure';

/** Sort and filter expressions of the /relatorios grid (GRID_RELATORIO_CADASTRO). */
const COLUNAS: ColunasSql = {
  id: 'i.id',
  registro_id: 'i.registro_id',
  protocolo: 'r.protocolo',
  razao_social: 'c.razao_social',
  cnpj: 'c.cnpj',
  criterio: 'r.criterio',
  tipo_registro: 'i.tipo_registro',
  documento: 'i.documento',
  nome: 'i.nome',
  placa: 'i.placa',
  status: 'i.laudo',
  bloqueado: 'i.bloqueado',
  data_registro: 'r.data_cadastro',
  vencimento: 'i.data_vencimento',
  usuario: 'r.usuario',
  cliente_id: 'r.cliente_id',
};

/** What each report record is built from (ItemDoRelatorio). */
const SELECT = [
  'i.id', 'i.registro_id', 'r.protocolo', 'r.cliente_id', 'c.cnpj', 'c.razao_social', 'r.criterio', 'i.tipo_registro', 'i.documento', 'i.nome', 'i.placa',
  'i.laudo', 'i.bloqueado', 'i.motivo', 'r.data_cadastro as data_registro', 'i.data_vencimento', `i.dados->>'meses' as meses`, 'r.usuario', 'r.fonte',
  'r.status as status_registro', 'r.observacao',
].join(', ');

const registros = (rows: unknown[]) => (rows as Array<Record<string, unknown>>).map((r) => registroDoRelatorio(linhaJson(r) as unknown as ItemDoRelatorio));

/**
 * Read side of the registration reports (spec 03 §2 /relatorios, §5 "Report filter"): one row per
 * item of a registration that is not CANCELADO, within the filter's clients, criterion, period
 * (registration date; for INFORMAR_DATA_VALIDADE the item's due date), laudo and block.
 */
@Injectable()
export class RelatoriosQueries implements FonteRelatorio {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  private base({ filtro: f, clientes }: ConsultaRelatorio): Knex.QueryBuilder {
    const qb = this.db('registros_itens as i').join('registros as r', 'r.id', 'i.registro_id').join('clientes as c', 'c.id', 'r.cliente_id').whereNot('r.status', 'CANCELADO');
    if (clientes) qb.whereIn('r.cliente_id', clientes.length ? clientes : [0]);
    if (!f.is_todos_parametros && f.parametro) qb.where('r.criterio', f.parametro);
    const coluna = f.periodo === 'INFORMAR_DATA_VALIDADE' ? 'i.data_vencimento' : 'r.data_cadastro';
    qb.where(coluna, '>=', f.de).andWhere(coluna, '<', f.ate);
    const laudos = laudosDoFiltro(f.laudo);
    if (laudos) qb.whereIn('i.laudo', laudos as string[]);
    const bloqueado = bloqueadoDoFiltro(f.bloqueio);
    if (bloqueado !== null) qb.where('i.bloqueado', bloqueado);
    return qb;
  }

  /** The /relatorios grid: one page, sorted and filtered by the grid's columns too. */
  async grid(q: GridQuery, consulta: ConsultaRelatorio): Promise<GridPage<RegistroDoRelatorio>> {
    const pagina = await consultarGrid<Record<string, unknown>>(() => this.base(consulta), (qb) => qb.select(this.db.raw(SELECT)), q, COLUNAS, { desempate: 'i.id' });
    return { ...pagina, rows: registros(pagina.rows) };
  }

  async contar(consulta: ConsultaRelatorio): Promise<number> {
    const r = (await this.base(consulta).count<{ count: string }[]>({ count: '*' }).first()) as { count: string } | undefined;
    return Number(r?.count ?? 0);
  }

  /**
   * The export's rows in pages, newest registration first: the page after `depois` (the last row
   * of the previous page), walked by (date, item) so a long report never re-reads with offsets.
   */
  async pagina(consulta: ConsultaRelatorio, depois: CursorRelatorio | null, limite: number): Promise<{ linhas: RegistroDoRelatorio[]; cursor: CursorRelatorio | null }> {
    // The cursor keeps the microseconds that the rows' ISO dates (milliseconds) drop.
    const qb = this.base(consulta)
      .select(this.db.raw(`${SELECT}, to_char(r.data_cadastro at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_data`))
      .orderBy([{ column: 'r.data_cadastro', order: 'desc' }, { column: 'i.id', order: 'desc' }])
      .limit(limite);
    if (depois) qb.whereRaw('(r.data_cadastro, i.id) < (?::timestamptz, ?)', [depois.data, depois.id]);
    const rows = (await qb) as Array<Record<string, unknown> & { cursor_data: string; id: number }>;
    const ultima = rows[rows.length - 1];
    return {
      linhas: registros(rows.map(({ cursor_data: _c, ...r }) => r)),
      cursor: ultima ? { data: ultima.cursor_data, id: ultima.id } : null,
    };
  }

  /** Names of the clients a report reached, for the PDF's header (null: every client). */
  async nomesClientes(clientes: number[] | null): Promise<string[] | null> {
    if (!clientes) return null;
    const rows = (await this.db('clientes').whereIn('id', clientes.length ? clientes : [0]).orderBy('razao_social').select('razao_social', 'nome')) as Array<{ razao_social: string | null; nome: string | null }>;
    return rows.map((r) => r.razao_social ?? r.nome ?? '');
  }
}
