import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  ACOES_DO_MAPA_COMPLETO, ACOES_VINDAS_DE_OUTRA_TABELA, coordenadaDoDetalhe, descricaoDaAcaoViagem, descricaoDaLiberacao, descricaoDaOcorrencia, descricaoDoComando,
  lerLatLng, mapaCompleto, marcaDoEvento, MAXIMO_PONTOS_TRILHA, ordenarLinhaDoTempo, passoDaTrilha, periodoDaViagem, TITULOS_ACAO_VIAGEM,
  type AcaoRastreador, type CanalComando, type Coordenada, type EstadoComando, type ItemLinhaDoTempo, type LeitorViagem,
} from '@gr/domain';
import { kx } from '@gr/infrastructure';
import type { LinhaDoTempoDto, SmDaLinhaDoTempoDto, TrilhaDaViagemDto } from './linha-do-tempo.dto.js';
import { COLUNAS_POSICAO, iso, MapasViagemQueries, posicaoJson, type ViagemDoMapa } from './mapas.queries.js';

/** Rows per source at most (history, occurrences, observations, commands, releases): a trip has tens, a long one hundreds. */
const MAXIMO_POR_FONTE = 5_000;

type Linha = Record<string, unknown>;
const texto = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const item = (tipo: ItemLinhaDoTempo['tipo'], r: Linha, campos: Omit<ItemLinhaDoTempo, 'chave' | 'tipo' | 'latitude' | 'longitude' | 'marca'> & { onde?: Coordenada | null; marca?: ItemLinhaDoTempo['marca'] }): ItemLinhaDoTempo => ({
  chave: `${tipo}-${String(r.id)}`,
  tipo,
  instante: campos.instante,
  codigo: campos.codigo,
  titulo: campos.titulo,
  descricao: campos.descricao,
  usuario: campos.usuario,
  latitude: campos.onde?.latitude ?? null,
  longitude: campos.onde?.longitude ?? null,
  marca: campos.marca ?? null,
});

/**
 * The trip's timeline (issue 22): the trip the reader may read (the map's rule: 404, 403), its
 * header, its map (posicao_mapa's: group 8 without the route line), the track of its vehicle in
 * the trip's own time (periodoDaViagem; thinned to MAXIMO_PONTOS_TRILHA) and the items of five
 * tables in time order. Group 8 does not get the deviation events (decision 41).
 */
@Injectable()
export class LinhaDoTempoQueries {
  constructor(private readonly em: EntityManager, private readonly mapas: MapasViagemQueries) {}

  private get db(): Knex {
    return kx(this.em);
  }

  async linhaDoTempo(id: number, leitor: LeitorViagem, agora: Date): Promise<LinhaDoTempoDto> {
    const v = await this.mapas.viagem(id, leitor);
    const periodo = periodoDaViagem(v, agora);
    const [sm, mapa, trilha, itens] = await Promise.all([
      this.cabecalho(v),
      this.mapas.posicaoMapa(v, leitor.grupo_usuario_id, agora),
      this.trilha(v, periodo),
      this.itens(v.id, leitor.grupo_usuario_id),
    ]);
    return { sm, mapa, inicio: periodo?.inicio.toISOString() ?? null, fim: periodo?.fim.toISOString() ?? null, trilha, itens };
  }

  private async cabecalho(v: ViagemDoMapa): Promise<SmDaLinhaDoTempoDto> {
    const r = (await this.db('monitoramentos as m')
      .leftJoin('clientes as c', 'c.id', 'm.cliente_id')
      .leftJoin('clientes as e', 'e.id', 'm.embarcador_id')
      .leftJoin('funcionarios as f', 'f.id', 'm.funcionario_id')
      .leftJoin('rotas as r', 'r.id', 'm.rota_id')
      .leftJoin('pontos as po', 'po.id', 'r.ponto_origem_id')
      .leftJoin('pontos as pd', 'pd.id', 'r.ponto_destino_id')
      .where('m.id', v.id)
      .first('c.nome as cliente', 'e.nome as embarcador', 'f.nome as motorista', 'r.descricao as rota', 'po.descricao as origem', 'pd.descricao as destino', 'm.previsao_fim', 'm.pontuacao_risco')) as Linha;
    return {
      id: v.id,
      placa: v.placa,
      status: v.status,
      cliente: texto(r.cliente),
      embarcador: texto(r.embarcador),
      motorista: texto(r.motorista),
      rota: texto(r.rota),
      origem: texto(r.origem),
      destino: texto(r.destino),
      previsao_inicio: v.previsao_inicio?.toISOString() ?? null,
      previsao_fim: iso(r.previsao_fim),
      data_inicio: v.data_inicio?.toISOString() ?? null,
      data_fim: v.data_fim?.toISOString() ?? null,
      data_cancelamento: v.data_cancelamento?.toISOString() ?? null,
      pontuacao_risco: Number(r.pontuacao_risco ?? 0),
    };
  }

  /** The vehicle's valid fixes from the trip's start to its end (or now), every `passo`-th when there are more than the cap, first and last kept. */
  private async trilha(v: ViagemDoMapa, periodo: { inicio: Date; fim: Date } | null): Promise<TrilhaDaViagemDto> {
    if (!periodo || v.veiculo_id === null || !v.terminais.length) return { total: 0, maximo: MAXIMO_PONTOS_TRILHA, posicoes: [] };
    const fixes = () => this.mapas.fixes(v, periodo, 'asc').clearSelect().clearOrder();
    const [{ n }] = (await fixes().count({ n: '*' })) as Array<{ n: string | number }>;
    const total = Number(n);
    if (!total) return { total, maximo: MAXIMO_PONTOS_TRILHA, posicoes: [] };
    const passo = passoDaTrilha(total);
    const numeradas = fixes().select(...COLUNAS_POSICAO, this.db.raw('row_number() over (order by data_posicao) as rn'));
    const rows = (await this.db
      .from(numeradas.as('p'))
      .whereRaw('((p.rn - 1) % ? = 0 or p.rn = ?)', [passo, total])
      .orderBy('p.data_posicao')
      .select(...COLUNAS_POSICAO.map((c) => `p.${c}`))) as Linha[];
    return { total, maximo: MAXIMO_PONTOS_TRILHA, posicoes: rows.map(posicaoJson) };
  }

  /** Every item of the trip, oldest first (the same list the PDF prints). */
  async itens(viagemId: number, grupoUsuarioId: number): Promise<ItemLinhaDoTempo[]> {
    const db = this.db;
    const ocultas = [...ACOES_VINDAS_DE_OUTRA_TABELA, ...(mapaCompleto(grupoUsuarioId) ? [] : ACOES_DO_MAPA_COMPLETO)];
    const [eventos, ocorrencias, observacoes, comandos, liberacoes] = (await Promise.all([
      db('monitoramento_eventos as ev')
        .leftJoin('situacoes_viagem as s', 's.id', db.raw(`case when jsonb_typeof(ev.detalhe->'situacao_viagem_id') = 'number' then (ev.detalhe->>'situacao_viagem_id')::int end`))
        .where('ev.solicitacao_monitoramento_id', viagemId)
        .whereNotIn('ev.acao', ocultas)
        .orderBy('ev.data_cadastro').orderBy('ev.id')
        .limit(MAXIMO_POR_FONTE)
        .select('ev.id', 'ev.acao', 'ev.username', 'ev.detalhe', 'ev.data_cadastro', 's.descricao as situacao'),
      db('monitoramento_ocorrencias as mo')
        .join('ocorrencias as o', 'o.id', 'mo.ocorrencia_id')
        .where('mo.solicitacao_monitoramento_id', viagemId)
        .orderBy('mo.id')
        .limit(MAXIMO_POR_FONTE)
        .select('mo.id', 'o.codigo', 'o.descricao as tipo', 'mo.descricao', 'mo.lat_lng', 'mo.username_add', 'mo.data_cadastro', 'mo.conferida', 'mo.username_conferencia'),
      db('monitoramento_observacoes').where('solicitacao_monitoramento_id', viagemId).orderBy('id').limit(MAXIMO_POR_FONTE)
        .select('id', 'observacao', 'lat_lng', 'username_add', 'data_cadastro'),
      db('comandos').where('viagem_id', viagemId).orderBy('id').limit(MAXIMO_POR_FONTE)
        .select('id', 'canal', 'acao', 'estado', 'mensagem', 'username', 'criado_em'),
      db('liberacoes').where({ solicitacao_monitoramento_id: viagemId, tipo: 'VIAGEM' }).orderBy('id').limit(MAXIMO_POR_FONTE)
        .select('id', 'usuario_liberacao', 'usuario_logado', 'observacao', 'data_cadastro'),
    ])) as Linha[][];
    const itens: ItemLinhaDoTempo[] = [
      ...eventos!.map((r) => {
        const acao = String(r.acao);
        const detalhe = (r.detalhe && typeof r.detalhe === 'object' ? r.detalhe : {}) as Record<string, unknown>;
        return item('EVENTO', r, {
          instante: iso(r.data_cadastro)!,
          codigo: acao,
          titulo: TITULOS_ACAO_VIAGEM[acao] ?? acao,
          descricao: descricaoDaAcaoViagem(acao, detalhe, { situacao: texto(r.situacao) }),
          usuario: texto(r.username),
          onde: coordenadaDoDetalhe(detalhe),
          marca: marcaDoEvento(acao, detalhe),
        });
      }),
      ...ocorrencias!.map((r) => {
        const o = descricaoDaOcorrencia({ codigo: Number(r.codigo), tipo: String(r.tipo), descricao: texto(r.descricao), conferida: !!r.conferida, username_conferencia: texto(r.username_conferencia) });
        return item('OCORRENCIA', r, { instante: iso(r.data_cadastro)!, codigo: String(r.codigo), ...o, usuario: texto(r.username_add), onde: lerLatLng(r.lat_lng) });
      }),
      ...observacoes!.map((r) =>
        item('OBSERVACAO', r, { instante: iso(r.data_cadastro)!, codigo: 'OBSERVACAO', titulo: 'Observação incluída', descricao: String(r.observacao), usuario: texto(r.username_add), onde: lerLatLng(r.lat_lng) }),
      ),
      ...comandos!.map((r) => {
        const canal = String(r.canal) as CanalComando;
        const c = descricaoDoComando({ canal, acao: (r.acao as AcaoRastreador | null) ?? null, estado: String(r.estado) as EstadoComando, mensagem: String(r.mensagem) });
        return item(canal === 'RASTREADOR' ? 'COMANDO' : 'MENSAGEM', r, { instante: iso(r.criado_em)!, codigo: canal, ...c, usuario: texto(r.username) });
      }),
      ...liberacoes!.map((r) =>
        item('LIBERACAO', r, {
          instante: iso(r.data_cadastro)!,
          codigo: 'LIBERACAO',
          titulo: 'Liberação especial',
          descricao: descricaoDaLiberacao({ usuario_liberacao: String(r.usuario_liberacao), usuario_logado: texto(r.usuario_logado), observacao: texto(r.observacao) }),
          usuario: texto(r.usuario_liberacao),
        }),
      ),
    ];
    return ordenarLinhaDoTempo(itens);
  }
}
