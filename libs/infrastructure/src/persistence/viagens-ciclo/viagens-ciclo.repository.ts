import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  AGORA_NO_BANCO, type AcaoSituacao, AUTOR_ALERTA, ConflictError, MENSAGENS_VIAGEM, type AvisosViagens, type EventoViagem, type MudancaViagem, type NovaObservacao, type NovaOcorrencia, type OcorrenciaRegistrada,
  type PosicaoViagem, type QuemViagem, type StatusViagem, type TipoOcorrencia, type ViagemCiclo, type ViagensCicloEscrita, type ViagensCicloRepository,
} from '@gr/domain';
import { ehErroPostgres } from '../../database/erros-banco.js';
import { dataPg, kx } from '../knex.js';
import { marcarPeloEvento, transacaoAvisada, type MudancasDeViagens } from '../viagens/mudancas.js';

/** The trip row the lifecycle reads (its own minimal shape; the form's mapper is viagens/viagem.mapper.ts). */
interface LinhaViagemCiclo {
  id: number;
  status: number;
  cliente_id: number;
  veiculo_id: number | null;
  placa: string | null;
  rota_id: number | null;
  tipo_viagem_id: number | null;
  previsao_inicio: unknown;
  previsao_fim: unknown;
  vinculado_tecnologia: boolean;
  situacao_viagem_id: number | null;
  updated_at: unknown;
}
const COLUNAS = ['id', 'status', 'cliente_id', 'veiculo_id', 'placa', 'rota_id', 'tipo_viagem_id', 'previsao_inicio', 'previsao_fim', 'vinculado_tecnologia', 'situacao_viagem_id', 'updated_at'];

const dataOuNulo = (v: unknown): Date | null => (v === null || v === undefined ? null : dataPg(v));
const viagemDaLinha = (r: LinhaViagemCiclo): ViagemCiclo => ({
  ...r, status: r.status as StatusViagem, previsao_inicio: dataOuNulo(r.previsao_inicio), previsao_fim: dataOuNulo(r.previsao_fim), updated_at: dataPg(r.updated_at),
});

/** The unique partial index: one trip in transit per vehicle (Migration20261126000001_viagens). */
const INDICE_VEICULO_EM_VIAGEM = 'monitoramentos_veiculo_em_viagem_unique';

/** The values to write: the database's clock for AGORA_NO_BANCO, nothing for undefined. */
function valores(db: Knex, m: object): Record<string, unknown> {
  const r: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(m)) if (v !== undefined) r[k] = v === AGORA_NO_BANCO ? db.fn.now() : v;
  return r;
}

/**
 * The trips' store for the lifecycle (monitoramentos, monitoramento_eventos, _ocorrencias,
 * _observacoes). Built on the request's EntityManager; `transacao` hands the use case a unit bound
 * to one transaction. A deleted trip (excluida_em) is not found. With `avisos`, the trips whose
 * history a transaction wrote are told to the live desk once it commits.
 */
export class SqlViagensCicloRepository implements ViagensCicloRepository {
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

  transacao<T>(fn: (unidade: ViagensCicloEscrita) => Promise<T>): Promise<T> {
    return transacaoAvisada(this.em, this.avisos, (tem, mudancas) => fn(new SqlViagensCicloRepository(tem, undefined, { tx: kx(tem), mudancas })));
  }

  async buscar(id: number): Promise<ViagemCiclo | null> {
    const r = (await this.db('monitoramentos').where('id', id).whereNull('excluida_em').first(COLUNAS)) as LinhaViagemCiclo | undefined;
    return r ? viagemDaLinha(r) : null;
  }

  async travar(id: number): Promise<ViagemCiclo | null> {
    const r = (await this.db('monitoramentos').where('id', id).whereNull('excluida_em').forUpdate().first(COLUNAS)) as LinhaViagemCiclo | undefined;
    return r ? viagemDaLinha(r) : null;
  }

  async atualizar(id: number, mudanca: MudancaViagem): Promise<void> {
    const db = this.db;
    try {
      await db('monitoramentos').where('id', id).update({ ...valores(db, mudanca), updated_at: db.raw(`date_trunc('milliseconds', clock_timestamp())`) });
    } catch (e) {
      // Two starts (or a recover) of one vehicle's trips at once: the index lets one through.
      if (ehErroPostgres(e) && e.code === '23505' && e.constraint === INDICE_VEICULO_EM_VIAGEM) throw new ConflictError(MENSAGENS_VIAGEM.veiculoEmViagem);
      throw e;
    }
  }

  async registrarEvento(e: EventoViagem): Promise<void> {
    marcarPeloEvento(this.unidade?.mudancas, e);
    await this.db('monitoramento_eventos').insert({
      solicitacao_monitoramento_id: e.viagemId, acao: e.acao, status_antes: e.antes, status_depois: e.depois,
      usuario_id: e.autor.usuario.id, username: e.autor.usuario.username, ip: e.autor.origem.slice(0, 45), detalhe: JSON.stringify(e.detalhe ?? {}),
    });
  }

  async outraEmViagem(veiculoId: number, excetoId: number): Promise<number | null> {
    const r = (await this.db('monitoramentos').where({ veiculo_id: veiculoId, status: 2 }).whereNull('excluida_em').whereNot('id', excetoId).first('id')) as { id: number } | undefined;
    return r?.id ?? null;
  }

  async ultimaPosicao(veiculoId: number): Promise<PosicaoViagem | null> {
    const r = (await this.db('ultimas_posicoes').where('veiculo_id', veiculoId).first('latitude', 'longitude', 'data_posicao')) as PosicaoViagem | undefined;
    return r ? { latitude: Number(r.latitude), longitude: Number(r.longitude), data_posicao: dataPg(r.data_posicao) } : null;
  }

  async rota(rotaId: number) {
    const r = (await this.db('rotas as r').leftJoin('pontos as d', 'd.id', 'r.ponto_destino_id').where('r.id', rotaId)
      .first('r.geojson_disponivel', this.db.raw('d.latitude::float8 as latitude'), this.db.raw('d.longitude::float8 as longitude'))) as
      { geojson_disponivel: boolean; latitude: number | null; longitude: number | null } | undefined;
    if (!r) return null;
    return { geojson_disponivel: r.geojson_disponivel, destino: r.latitude !== null && r.longitude !== null ? { latitude: r.latitude, longitude: r.longitude } : null };
  }

  async tipoOcorrencia(id: number): Promise<TipoOcorrencia | null> {
    const r = (await this.db('ocorrencias').where('id', id).first('id', 'codigo', 'descricao', 'agendada', 'em_viagem', 'cancelada', 'finalizada')) as TipoOcorrencia | undefined;
    return r ?? null;
  }

  async inserirOcorrencia(o: NovaOcorrencia): Promise<number> {
    const [r] = (await this.db('monitoramento_ocorrencias').insert({
      solicitacao_monitoramento_id: o.viagemId, ocorrencia_id: o.ocorrenciaId, cliente_id: o.clienteId, veiculo_id: o.veiculoId, placa: o.placa, avulsa: o.avulsa,
      status_viagem: o.statusViagem, descricao: o.descricao, lat_lng: o.latLng, usuario_id: o.quem.usuario.id, username_add: o.quem.usuario.username, ip: o.quem.origem.slice(0, 45),
    }).returning('id')) as Array<{ id: string | number }>;
    return Number(r!.id);
  }

  async travarOcorrencia(id: number): Promise<OcorrenciaRegistrada | null> {
    const r = (await this.db('monitoramento_ocorrencias').where('id', id).forUpdate().first('id', 'solicitacao_monitoramento_id', 'cliente_id', 'conferida', 'usuario_id', 'username_add')) as
      { id: string | number; solicitacao_monitoramento_id: number | null; cliente_id: number | null; conferida: boolean; usuario_id: number | null; username_add: string } | undefined;
    return r ? { id: Number(r.id), viagemId: r.solicitacao_monitoramento_id, clienteId: r.cliente_id, conferida: r.conferida, automatica: r.usuario_id === null && r.username_add === AUTOR_ALERTA } : null;
  }

  async conferirOcorrencia(id: number, quem: QuemViagem, observacao: string | null): Promise<void> {
    const db = this.db;
    await db('monitoramento_ocorrencias').where('id', id).update({ conferida: true, username_conferencia: quem.usuario.username, data_conferencia: db.fn.now(), observacao_conferencia: observacao });
  }

  async inserirObservacao(o: NovaObservacao): Promise<number> {
    const [r] = (await this.db('monitoramento_observacoes').insert({
      solicitacao_monitoramento_id: o.viagemId, observacao: o.observacao, lat_lng: o.latLng?.slice(0, 60) ?? null, user_id_add: o.quem.usuario.id, username_add: o.quem.usuario.username,
    }).returning('id')) as Array<{ id: string | number }>;
    return Number(r!.id);
  }

  async situacao(id: number) {
    const r = (await this.db('situacoes_viagem').where('id', id).first('id', 'descricao')) as { id: number; descricao: string } | undefined;
    return r ?? null;
  }

  async acoesDaSituacao(situacaoId: number): Promise<AcaoSituacao[]> {
    return (await this.db('situacao_viagem_acoes_pgr as t').join('acoes_pgr as a', 'a.id', 't.acoes_pgr_id')
      .where({ 't.situacao_viagem_id': situacaoId, 't.ativo': true }).orderBy('t.id')
      .select('t.id', 't.acoes_pgr_id', 'a.descricao as acao_pgr', 't.tempo_execucao', 't.tempo_tolerancia', 't.acao_modifica')) as AcaoSituacao[];
  }

  async veiculo(ref: { id?: number | null; placa?: string | null }) {
    const q = this.db('veiculos as v').select('v.id', 'v.placa', this.db.raw(`coalesce((select array_agg(cv.cliente_id order by cv.cliente_id) from clientes_veiculos cv where cv.veiculo_id = v.id and cv.ativo), '{}') as clientes`));
    const r = (await (ref.id ? q.where('v.id', ref.id) : q.where('v.placa', ref.placa ?? '')).first()) as { id: number; placa: string; clientes: number[] } | undefined;
    return r ?? null;
  }
}
