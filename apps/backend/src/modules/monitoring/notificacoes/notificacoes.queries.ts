import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  alcanceLeituraViagens, COLUNAS_NOTIFICACAO_SO_EQUIPE, exigirLeituraViagem, NotFoundError, podeVerCliente, ForbiddenError, type GridPage, type GridQuery,
  type LeitorViagem,
} from '@gr/domain';
import { consultarGrid, kx, linhaJson, selecionarColunas, type ColunasSql } from '@gr/infrastructure';

/** The columns of GRID_NOTIFICACOES in SQL (the occurrence, its type, the trip, its driver, client and technology). */
const COLUNAS: ColunasSql = {
  id: 'o.id::int',
  codigo: 'oc.codigo',
  descricao: 'oc.descricao',
  tipo: 'oc.tipo',
  grau_risco: 'oc.grau_risco',
  pontuacao: `case oc.grau_risco when 1 then oc.pontuacao_baixa when 2 then oc.pontuacao_media else oc.pontuacao_alta end`,
  placa: 'coalesce(o.placa, m.placa)',
  nome: 'f.nome',
  razao_social: 'c.razao_social',
  sm_id: 'o.solicitacao_monitoramento_id',
  tecnologia: 't.descricao',
  operador: 'o.username_add',
  data_cadastro: 'o.data_cadastro',
  cliente_id: 'coalesce(m.cliente_id, o.cliente_id)',
};

/** The viewer's extra fields (the occurrence's own text, position and conference). */
const DETALHE: ColunasSql = {
  ...COLUNAS,
  observacao: 'o.descricao',
  lat_lng: 'o.lat_lng',
  conferida: 'o.conferida',
  username_conferencia: 'o.username_conferencia',
  data_conferencia: 'o.data_conferencia',
  status_viagem: 'o.status_viagem',
  embarcador_id: 'm.embarcador_id',
};

export type LinhaNotificacao = Record<string, unknown> & { id: number };

/**
 * Read side of /api/notificacoes (spec 02 §2, §3, §7): trip occurrences (and standalone ones by
 * their client) in the reader's reach (decision 36), newest first. Staff-only columns come back
 * null to anyone else.
 */
@Injectable()
export class NotificacoesQueries {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  private base(): Knex.QueryBuilder {
    return this.db('monitoramento_ocorrencias as o')
      .join('ocorrencias as oc', 'oc.id', 'o.ocorrencia_id')
      .leftJoin('monitoramentos as m', 'm.id', 'o.solicitacao_monitoramento_id')
      .leftJoin('clientes as c', 'c.id', this.db.raw('coalesce(m.cliente_id, o.cliente_id)'))
      .leftJoin('funcionarios as f', 'f.id', 'm.funcionario_id')
      .leftJoin('tecnologias as t', 't.id', 'm.tecnologia_id')
      .where((w) => w.whereNull('m.id').orWhereNull('m.excluida_em'));
  }

  async grid(q: GridQuery, exportar: boolean, leitor: LeitorViagem, clienteId: number | null): Promise<GridPage<LinhaNotificacao>> {
    const a = alcanceLeituraViagens(leitor);
    const base = () => {
      const qb = this.base();
      if (clienteId) qb.where((w) => w.where('o.cliente_id', clienteId).orWhere('m.cliente_id', clienteId).orWhere('m.embarcador_id', clienteId));
      if (a.tipo === 'restrito') {
        const clientes = a.clientes.length ? [...a.clientes] : [0];
        qb.where((w) => {
          w.where((avulsa) => avulsa.whereNull('m.id').whereIn('o.cliente_id', clientes));
          w.orWhereIn('m.cliente_id', clientes);
          if (a.embarcadores.length) w.orWhereIn('m.embarcador_id', [...a.embarcadores]);
        });
      }
      return qb;
    };
    const pagina = await consultarGrid<LinhaNotificacao>(base, selecionarColunas(COLUNAS), q, COLUNAS, { semPaginacao: exportar, desempate: 'o.id' });
    return { ...pagina, rows: pagina.rows.map((r) => semColunasDaEquipe(r, leitor)) };
  }

  /** One notification for the viewer, or 404; another client's: 403. */
  async uma(id: number, leitor: LeitorViagem): Promise<LinhaNotificacao> {
    const r = (await selecionarColunas(DETALHE)(this.base().where('o.id', id)).first()) as LinhaNotificacao | undefined;
    if (!r) throw new NotFoundError('Notificação não encontrada');
    if (r.sm_id !== null) exigirLeituraViagem(leitor, { cliente_id: r.cliente_id as number | null, embarcador_id: r.embarcador_id as number | null });
    else if (!podeVerCliente(leitor.escopo, r.cliente_id as number | null)) throw new ForbiddenError('Não há permissão');
    const { embarcador_id: _, ...resto } = linhaJson(r) as LinhaNotificacao;
    return semColunasDaEquipe(resto as LinhaNotificacao, leitor);
  }

  /**
   * GET v3/profileReview/availables (spec 02 §6, §7): the registration items whose report asks
   * for attention (REQUER ATENÇÃO) that no analyst has reviewed yet, on registrations not cancelled.
   */
  async revisoesDePerfil(): Promise<number> {
    const r = (await this.db('registros_itens as i').join('registros as r', 'r.id', 'i.registro_id')
      .where('i.laudo', 'REQUER ATENÇÃO').whereNot('r.status', 'CANCELADO')
      .whereNotExists((s) => s.select(this.db.raw('1')).from('registros_observacoes as ob').whereRaw('ob.registro_id = r.id and ob.item_hash = i.hash'))
      .first(this.db.raw('count(*)::int as quantidade'))) as { quantidade: number };
    return r.quantidade;
  }
}

function semColunasDaEquipe(r: LinhaNotificacao, leitor: LeitorViagem): LinhaNotificacao {
  if (leitor.escopo.tipo === 'todos') return r;
  const sem = { ...r };
  for (const c of COLUNAS_NOTIFICACAO_SO_EQUIPE) sem[c] = null;
  return sem;
}
