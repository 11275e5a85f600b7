import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import type { DadosEstacao, SessaoEstacao, SessoesEstacaoRepository } from '@gr/domain';
import { dataPg, kx } from '../knex.js';

/**
 * The SQL of the domain's viagemDaEstacao over a station `e`, the trip `m` and its vehicle `v`:
 * each of the station's lists is empty or holds the trip's value (the trip's technology, else its
 * vehicle's). Every station query (its grids, the station-less grid, the unlinked SMs) uses this
 * one predicate.
 */
export const SQL_VIAGEM_DA_ESTACAO = `(
  (not exists (select 1 from estacoes_tecnologias et where et.estacao_id = e.id)
    or exists (select 1 from estacoes_tecnologias et where et.estacao_id = e.id and et.tecnologia_id = coalesce(m.tecnologia_id, v.tecnologia_id)))
  and (not exists (select 1 from estacoes_tipos_viagens ett where ett.estacao_id = e.id)
    or exists (select 1 from estacoes_tipos_viagens ett where ett.estacao_id = e.id and ett.tipo_viagem_id = m.tipo_viagem_id))
  and (not exists (select 1 from estacoes_clientes ec where ec.estacao_id = e.id)
    or exists (select 1 from estacoes_clientes ec where ec.estacao_id = e.id and ec.cliente_id = m.cliente_id))
)`;

interface LinhaSessao {
  id: number;
  estacao_id: number;
  user_id: number;
  username: string;
  inicio: unknown;
  fim: unknown;
}
const sessaoDaLinha = (r: LinhaSessao): SessaoEstacao => ({
  id: r.id, estacao_id: r.estacao_id, user_id: r.user_id, username: r.username, inicio: dataPg(r.inicio), fim: r.fim ? dataPg(r.fim) : null,
});
const COLUNAS_SESSAO = ['id', 'estacao_id', 'user_id', 'username', 'inicio', 'fim'];

/**
 * Station sessions (estacao_sessoes). Exclusivity is the database's: the partial unique indexes
 * `estacao_sessoes_estacao_aberta` and `_usuario_aberta` (Migration20261127000001_estacoes) admit
 * one open session per station and per user, so two backend processes racing for one station
 * cannot both open it: the loser's insert does nothing and it reads who holds the station.
 */
export class SqlSessoesEstacaoRepository implements SessoesEstacaoRepository {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  async estacao(id: number): Promise<{ id: number; ativa: boolean } | null> {
    return ((await this.db('estacoes').where({ id }).first('id', 'ativa')) as { id: number; ativa: boolean } | undefined) ?? null;
  }

  abrir(estacaoId: number, usuario: { id: number; username: string }, removerOutros: boolean): Promise<{ aberta: SessaoEstacao } | { ocupada: SessaoEstacao }> {
    return this.em.transactional(async (tem) => {
      const tx = kx(tem);
      const aberta = (f: Record<string, unknown>) => tx('estacao_sessoes').where(f).whereNull('fim');
      const minha = (await aberta({ estacao_id: estacaoId, user_id: usuario.id }).first(COLUNAS_SESSAO)) as LinhaSessao | undefined;
      if (minha) return { aberta: sessaoDaLinha(minha) };
      if (removerOutros) await aberta({ estacao_id: estacaoId }).update({ fim: tx.fn.now(), encerrada_por: usuario.username });
      // One station at a time: entering here leaves the user's other station.
      await aberta({ user_id: usuario.id }).update({ fim: tx.fn.now(), encerrada_por: usuario.username });
      const inseridas = (await tx.raw(
        `insert into estacao_sessoes (estacao_id, user_id, username) values (?, ?, ?) on conflict do nothing returning ${COLUNAS_SESSAO.join(', ')}`,
        [estacaoId, usuario.id, usuario.username],
      )) as { rows: LinhaSessao[] };
      const nova = inseridas.rows[0];
      if (nova) return { aberta: sessaoDaLinha(nova) };
      const dona = (await aberta({ estacao_id: estacaoId }).first(COLUNAS_SESSAO)) as LinhaSessao | undefined;
      // The holder left between the insert and this read: say it is taken all the same (the caller may try again).
      return { ocupada: dona ? sessaoDaLinha(dona) : { id: 0, estacao_id: estacaoId, user_id: 0, username: 'outro operador', inicio: new Date(), fim: null } };
    });
  }

  async fechar(estacaoId: number, userId: number, username: string): Promise<boolean> {
    const n = await this.db('estacao_sessoes').where({ estacao_id: estacaoId, user_id: userId }).whereNull('fim').update({ fim: this.db.fn.now(), encerrada_por: username });
    return Number(n) > 0;
  }

  async sessaoAberta(estacaoId: number, userId: number): Promise<SessaoEstacao | null> {
    const r = (await this.db('estacao_sessoes').where({ estacao_id: estacaoId, user_id: userId }).whereNull('fim').first(COLUNAS_SESSAO)) as LinhaSessao | undefined;
    return r ? sessaoDaLinha(r) : null;
  }
}

/** The station's store: its row and its three lists, written together. */
export class SqlEstacoesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Creates (id undefined) or replaces a station with its lists, in one transaction; the station's id. */
  salvar(dados: DadosEstacao, username: string, id?: number): Promise<number | null> {
    return this.em.transactional(async (tem) => {
      const tx = kx(tem);
      let estacaoId: number;
      if (id === undefined) {
        const [row] = (await tx('estacoes').insert({ descricao: dados.descricao, ativa: dados.ativa, username_add: username }).returning('id')) as Array<{ id: number }>;
        estacaoId = row!.id;
      } else {
        const n = await tx('estacoes').where({ id }).update({ descricao: dados.descricao, ativa: dados.ativa });
        if (!Number(n)) return null;
        estacaoId = id;
        await tx('estacoes_tecnologias').where({ estacao_id: id }).delete();
        await tx('estacoes_tipos_viagens').where({ estacao_id: id }).delete();
        // A station turned inactive seats nobody.
        if (!dados.ativa) await tx('estacao_sessoes').where({ estacao_id: id }).whereNull('fim').update({ fim: tx.fn.now(), encerrada_por: username });
      }
      if (dados.tecnologias.length) await tx('estacoes_tecnologias').insert(dados.tecnologias.map((t) => ({ estacao_id: estacaoId, tecnologia_id: t })));
      if (dados.tipos_viagens.length) await tx('estacoes_tipos_viagens').insert(dados.tipos_viagens.map((t) => ({ estacao_id: estacaoId, tipo_viagem_id: t })));
      await this.gravarClientes(tx, estacaoId, dados.clientes);
      return estacaoId;
    });
  }

  /** Replaces a station's client list (estacoes_clientes); false when the station does not exist. */
  definirClientes(estacaoId: number, clientes: readonly number[]): Promise<boolean> {
    return this.em.transactional(async (tem) => {
      const tx = kx(tem);
      if (!(await tx('estacoes').where({ id: estacaoId }).first('id'))) return false;
      await this.gravarClientes(tx, estacaoId, clientes);
      return true;
    });
  }

  private async gravarClientes(tx: Knex, estacaoId: number, clientes: readonly number[]): Promise<void> {
    await tx('estacoes_clientes').where({ estacao_id: estacaoId }).whereNotIn('cliente_id', clientes.length ? [...clientes] : [0]).delete();
    if (clientes.length) {
      await tx('estacoes_clientes').insert(clientes.map((c) => ({ estacao_id: estacaoId, cliente_id: c }))).onConflict(['estacao_id', 'cliente_id']).ignore();
    }
  }

  async remover(id: number): Promise<boolean> {
    return Number(await this.db('estacoes').where({ id }).delete()) > 0;
  }

  private get db(): Knex {
    return kx(this.em);
  }
}
