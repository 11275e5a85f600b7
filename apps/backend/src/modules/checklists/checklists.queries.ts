import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  acoesDoStatus, alertasDisparados, disponivelTesteOnline, inicioDoEstagio, minutosRestantesExpresso, STATUS_CHECKLIST, STATUS_EM_ANDAMENTO, exigirCliente,
  MENSAGENS_CHECKLIST, NotFoundError, type AlertaDisparado, type DefinicaoAlerta, type EscopoTenant, type GridPage, type GridQuery, type StatusChecklist,
} from '@gr/domain';
import { consultarGrid, dataPg, kx, linhaJson, type ColunasSql } from '@gr/infrastructure';
import type { UsuarioAutenticado } from '../../shared/auth/decorators.js';
import { veiculoVisivel } from '../monitoring/telemetria/veiculo-visivel.js';

/** Seconds between two columns, or until now while the second is still open. */
const segundos = (de: string, ate: string) => `case when ${de} is null then null else extract(epoch from (coalesce(${ate}, now()) - ${de}))::int end`;

const COLUNAS: ColunasSql = {
  id: 'c.id',
  status: 'c.status',
  placa: 'c.placa',
  terminal: 'c.terminal',
  tecnologia: 'te.descricao',
  tecnologia_id: 'c.tecnologia_id',
  vinculo: 'c.vinculo',
  cliente: 'cl.nome',
  cliente_id: 'c.cliente_id',
  data_cadastro: 'c.data_cadastro',
  username_add: 'c.username_add',
  data_validade: 'c.data_validade',
  protocolo: 'c.protocolo',
  online: `(c.inicio_teste_online is not null and c.status = 'EM_TESTE')`,
  reutilizado: 'c.reutilizado',
  fila_expressa: 'c.fila_expressa',
  tempo_em_fila_expressa: `case when c.fila_expressa then ${segundos('c.data_fila_expressa', 'c.data_finalizado')} end`,
  reteste_pendente: 'c.reteste_pendente',
  operador_username: 'c.operador_username',
  updated_at: 'c.updated_at',
  tempo_verificacao: segundos('c.data_cadastro', 'c.data_verificacao'),
  tempo_em_teste: segundos('c.data_em_teste', 'c.data_finalizado'),
  tempo_decorrido: segundos('c.data_cadastro', 'c.data_finalizado'),
};

export interface ChecklistLinha {
  id: number;
  status: StatusChecklist;
  cliente_id: number;
  tecnologia_id: number | null;
  acoes: string[];
  disponivel_teste_online: boolean;
  [k: string]: unknown;
}

export interface ChecklistCompleto extends ChecklistLinha {
  veiculo_id: number;
  pgr_cliente_id: number | null;
  carroceria: string;
  data_cadastro: string;
  data_em_teste: string | null;
  inicio_teste_online: string | null;
  data_fila_expressa: string | null;
  reteste_de: number | null;
  updated_at: string;
}

const DETALHE: ColunasSql = {
  ...COLUNAS,
  veiculo_id: 'c.veiculo_id',
  pgr_cliente_id: 'c.pgr_cliente_id',
  pgr: 'pc.descricao',
  carroceria: 'c.carroceria',
  operacao: 'c.operacao',
  data_verificacao: 'c.data_verificacao',
  data_em_teste: 'c.data_em_teste',
  data_finalizado: 'c.data_finalizado',
  inicio_teste_online: 'c.inicio_teste_online',
  data_fila_expressa: 'c.data_fila_expressa',
  reutilizado_de: 'c.reutilizado_de',
  reteste_de: 'c.reteste_de',
  monitorando_preteste: 'c.monitorando_preteste',
  preteste_usado: 'c.preteste_usado',
  oculto: 'c.oculto',
  observacao: 'c.observacao',
  observacao_pendencia: 'c.observacao_pendencia',
  observacao_cancelamento: 'c.observacao_cancelamento',
  nome_contato: 'c.nome_contato',
  telefone_contato1: 'c.telefone_contato1',
  telefone_contato2: 'c.telefone_contato2',
  telefone_contato3: 'c.telefone_contato3',
};

/** Each status's actions, computed once: a 100-row page would otherwise walk the table 100 times. */
const ACOES_POR_STATUS = new Map(STATUS_CHECKLIST.map((s) => [s, acoesDoStatus(s)] as const));

function comAcoes<T extends { status: StatusChecklist; tecnologia_id: number | null }>(r: T): T & { acoes: string[]; disponivel_teste_online: boolean } {
  return Object.assign(r, { acoes: ACOES_POR_STATUS.get(r.status) ?? [], disponivel_teste_online: disponivelTesteOnline(r.tecnologia_id) });
}

/** Read side of checklists, always within the caller's tenant scope (the checklist's client). */
@Injectable()
export class ChecklistsQueries {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  private base(escopo: EscopoTenant, usadas?: ReadonlySet<string>) {
    const qb = this.db('check_lists as c');
    if (!usadas || usadas.has('tecnologia')) qb.leftJoin('tecnologias as te', 'te.id', 'c.tecnologia_id');
    if (!usadas || usadas.has('cliente')) qb.leftJoin('clientes as cl', 'cl.id', 'c.cliente_id');
    if (escopo.tipo === 'clientes') qb.whereIn('c.cliente_id', escopo.ids.length ? escopo.ids : [0]);
    return qb;
  }

  /**
   * The client grid hides what the client hid; the operator grid shows the queue (`fila`) unless a
   * status is asked for.
   */
  grid(q: GridQuery, escopo: EscopoTenant, opts: { fila?: readonly string[]; ocultos: boolean; clienteId?: number | null }): Promise<GridPage<ChecklistLinha>> {
    return consultarGrid<ChecklistLinha>(
      (u) => {
        const qb = this.base(escopo, u);
        if (opts.fila) qb.whereIn('c.status', opts.fila as string[]);
        if (!opts.ocultos) qb.where('c.oculto', false);
        if (opts.clienteId) qb.where('c.cliente_id', opts.clienteId);
        return qb;
      },
      (qb) => qb.select(Object.entries(COLUNAS).map(([k, v]) => this.db.raw(`${v} as ${k}`))),
      q,
      COLUNAS,
      { desempate: 'c.id' },
    ).then((p) => ({ ...p, rows: p.rows.map((r) => comAcoes(r)) }));
  }

  /** One checklist: 404 when missing, 403 'Não há permissão' outside the caller's scope. */
  async um(id: number, escopo: EscopoTenant): Promise<ChecklistCompleto> {
    const row = await this.base({ tipo: 'todos' })
      .leftJoin('pgr_clientes as pc', 'pc.id', 'c.pgr_cliente_id')
      .where('c.id', id)
      .first(Object.entries(DETALHE).map(([k, v]) => this.db.raw(`${v} as ${k}`)));
    if (!row) throw new NotFoundError(MENSAGENS_CHECKLIST.naoEncontrado);
    exigirCliente(escopo, (row as { cliente_id: number }).cliente_id);
    return comAcoes(linhaJson(row) as unknown as ChecklistCompleto);
  }

  itens(id: number) {
    return this.db('check_list_itens').where('check_list_id', id).orderBy('id')
      .select('id', 'item_pgr_id', 'periferico_id', 'descricao', 'status', 'status_preteste', 'status_teste', 'valor', 'violacao', 'quantidade', 'data_posicao')
      .then((rows: Array<Record<string, unknown>>) => rows.map(linhaJson));
  }

  eventos(id: number) {
    return this.db('check_list_eventos').where('check_list_id', id).orderBy('id')
      .select('id', 'acao', 'status_antes', 'status_depois', 'username', 'origem', 'detalhe', 'data')
      // The id is a bigserial, which pg reads as text: the document (and the screen) take a number.
      .then((rows: Array<Record<string, unknown>>) => rows.map((r) => ({ ...linhaJson(r), id: Number(r.id) })));
  }

  /**
   * The vehicle's problems over its checklists: rejected or violated items, newest first (spec 01
   * §7.1): a client user's own clients' checklists only (the caller checked the vehicle is visible).
   */
  async historicoProblemas(veiculoId: number, escopo: EscopoTenant) {
    const qb = this.db('check_list_itens as i')
      .join('check_lists as c', 'c.id', 'i.check_list_id')
      .where('c.veiculo_id', veiculoId)
      .where((w) => w.where('i.status', 'REPROVADO').orWhere('i.violacao', true))
      .orderBy([{ column: 'c.id', order: 'desc' }, { column: 'i.id' }]).limit(100)
      .select('c.id as check_list_id', 'c.protocolo', 'c.status', 'c.data_cadastro', 'c.cliente_id', 'i.descricao', 'i.periferico_id', 'i.status as status_item', 'i.violacao');
    if (escopo.tipo === 'clientes') qb.whereIn('c.cliente_id', escopo.ids);
    return ((await qb) as Array<Record<string, unknown>>).map(linhaJson);
  }

  /** 404 for a vehicle the user may not see, 403 for one outside its clients (the wizard's and the history's reads). */
  async exigirVeiculo(id: number, eu: UsuarioAutenticado): Promise<void> {
    await veiculoVisivel(this.em, eu, (qb) => qb.where('v.id', id), 'Veículo não encontrado', { proibido: true });
  }

  /** The client's PGRs for the wizard, the default one first. */
  pgrsDoCliente(clienteId: number) {
    return this.db('pgr_clientes').where('cliente_id', clienteId).orderBy([{ column: 'pgr_padrao', order: 'desc' }, { column: 'descricao' }])
      .select('id', 'descricao', this.db.raw(`to_char(validade, 'YYYY-MM-DD') as validade`), 'pgr_padrao');
  }

  /** The vehicle's tracker technology. */
  tecnologiaDoVeiculo(id: number) {
    return this.db('veiculos as v').leftJoin('tecnologias as t', 't.id', 'v.tecnologia_id').where('v.id', id).first('t.id as tecnologia_id', 't.descricao') as Promise<{
      tecnologia_id: number | null;
      descricao: string | null;
    }>;
  }

  /** The alert definitions that fired for the checklist's current stage (spec 01 §2.7, §3). */
  async alertas(id: number, agora: Date): Promise<AlertaDisparado[]> {
    const c = (await this.db('check_lists').where('id', id).first('status', 'data_cadastro', 'data_verificacao', 'data_em_teste', 'inicio_preteste', 'monitorando_preteste')) as
      | { status: string; data_cadastro: unknown; data_verificacao: unknown; data_em_teste: unknown; inicio_preteste: unknown; monitorando_preteste: boolean }
      | undefined;
    if (!c) return [];
    const data = (v: unknown) => (v ? dataPg(v) : null);
    const desde = inicioDoEstagio({ ...c, data_cadastro: dataPg(c.data_cadastro), data_verificacao: data(c.data_verificacao), data_em_teste: data(c.data_em_teste), inicio_preteste: data(c.inicio_preteste) });
    if (!desde) return [];
    const defs = (await this.db('alertas_checklist').where('ativo', true).orderBy('id').select('id', 'descricao', 'periodo', 'sugestao', 'repeticao', 'ativo')) as DefinicaoAlerta[];
    return alertasDisparados(defs, desde, agora);
  }

  /** The express queue still waiting (spec 01 §6, §9), with the minutes left of the 45. */
  async expressoAguardando(agora: Date): Promise<Array<{ id: number; placa: string; tempo_minutos: number }>> {
    const rows = (await this.db('check_lists').where('fila_expressa', true).whereIn('status', STATUS_EM_ANDAMENTO as string[]).orderBy('data_fila_expressa')
      .select('id', 'placa', 'data_fila_expressa')) as Array<{ id: number; placa: string; data_fila_expressa: unknown }>;
    return rows.map((r) => ({ id: r.id, placa: r.placa, tempo_minutos: minutosRestantesExpresso(r.data_fila_expressa ? dataPg(r.data_fila_expressa) : agora, agora) }));
  }
}
