import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import type { AutorizacaoLiberacao, AvisosViagens, DadosViagem, EventoViagem, LiberacaoValida, Viagem, ViagensEscrita, ViagensRepository } from '@gr/domain';
import { kx } from '../knex.js';
import { COLUNAS_VIAGEM, viagemDaLinha, type LinhaViagem } from './viagem.mapper.js';
import { marcarPeloEvento, transacaoAvisada, type MudancasDeViagens } from './mudancas.js';

/**
 * The trips' store for the form (monitoramentos, its history, the one-use release tokens and the
 * releases' log). Built on the request's EntityManager; `transacao` hands the use case a unit
 * bound to one transaction. With `avisos`, the trips a transaction created or edited are told to
 * the live desk once it commits.
 */
export class SqlViagensRepository implements ViagensRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly avisos?: AvisosViagens,
    private readonly unidade?: { tx: Knex; mudancas: MudancasDeViagens },
  ) {}

  private get tx(): Knex | undefined {
    return this.unidade?.tx;
  }

  private get db(): Knex {
    return this.tx ?? kx(this.em);
  }

  transacao<T>(fn: (unidade: ViagensEscrita) => Promise<T>): Promise<T> {
    return transacaoAvisada(this.em, this.avisos, (tem, mudancas) => fn(new SqlViagensRepository(tem, undefined, { tx: kx(tem), mudancas })));
  }

  async buscar(id: number): Promise<Viagem | null> {
    const r = (await this.db('monitoramentos').where('id', id).whereNull('excluida_em').first(COLUNAS_VIAGEM)) as LinhaViagem | undefined;
    return r ? viagemDaLinha(r) : null;
  }

  async travar(id: number): Promise<Viagem | null> {
    const r = (await this.db('monitoramentos').where('id', id).whereNull('excluida_em').forUpdate().first(COLUNAS_VIAGEM)) as LinhaViagem | undefined;
    const v = r ? viagemDaLinha(r) : null;
    if (v) this.unidade?.mudancas.lembrar(v);
    return v;
  }

  async novoId(): Promise<number> {
    const r = (await this.db.raw(`select nextval('monitoramentos_id_seq')::int as id`)) as { rows: Array<{ id: number }> };
    return r.rows[0]!.id;
  }

  async inserir(id: number, dados: DadosViagem, extra: { trafegus_id: string; usuario_id: number; username_add: string }): Promise<void> {
    await this.db('monitoramentos').insert({ id, status: 1, ...dados, ...extra });
  }

  async atualizar(id: number, dados: DadosViagem): Promise<void> {
    const db = this.db;
    await db('monitoramentos').where('id', id).update({ ...dados, updated_at: db.raw(`date_trunc('milliseconds', clock_timestamp())`) });
  }

  async registrarEvento(e: EventoViagem): Promise<void> {
    marcarPeloEvento(this.unidade?.mudancas, e);
    await this.db('monitoramento_eventos').insert({
      solicitacao_monitoramento_id: e.viagemId, acao: e.acao, status_antes: e.antes, status_depois: e.depois,
      usuario_id: e.autor.usuario.id, username: e.autor.usuario.username, ip: e.autor.origem.slice(0, 45), detalhe: JSON.stringify(e.detalhe ?? {}),
    });
  }

  async consumirLiberacao(token: string, clienteId: number, veiculoId: number, agora: Date): Promise<boolean> {
    const n = await this.db('liberacoes_viagem').where({ token, cliente_id: clienteId, veiculo_id: veiculoId }).whereNull('usada_em').where('valida_ate', '>', agora).update({ usada_em: agora });
    return n === 1;
  }

  async registrarLiberacao(l: { viagemId: number; placa: string; liberacao: LiberacaoValida; cliente: { nome: string; cnpj: string | null } | null }): Promise<void> {
    await this.db('liberacoes').insert({
      usuario_logado: l.liberacao.usuario_logado, usuario_liberacao: l.liberacao.usuario_liberacao, placa: l.placa, tipo: 'VIAGEM', solicitacao_monitoramento_id: l.viagemId,
      nome_fantasia: l.cliente?.nome ?? null, cnpj: l.cliente?.cnpj ?? null, ip: l.liberacao.ip,
    });
  }

  async registrarAutorizacao(a: AutorizacaoLiberacao): Promise<void> {
    await this.db('liberacoes_viagem').insert({ ...a, ip: a.ip.slice(0, 45) });
  }
}
