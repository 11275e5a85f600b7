import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { exigirLeituraViagem, MENSAGENS_VIAGEM, NOMES_STATUS_VIAGEM, NotFoundError, type LeitorViagem, type StatusViagem } from '@gr/domain';
import { kx } from '@gr/infrastructure';
import type { OpcaoLookupViagemDto, ViagemDetalheDto } from './viagens.dto.js';

type Linha = Record<string, unknown>;
const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
/** A LIKE pattern of the user's text, wildcards escaped. */
const padrao = (q: string) => `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
const LIMITE = 30;

/**
 * The trip form's reads (spec 02 §3, §7 "Lookups"): the trip's detail and the lookups that depend
 * on the chosen client (plates, trailers, routes, shippers). Always within the caller's tenant scope.
 */
@Injectable()
export class ViagensQueries {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  /** The trip for whoever may read it (exigirLeituraViagem: its carrier's scope, or the shipper manager of its shipper). */
  async detalhe(id: number, leitor: LeitorViagem): Promise<ViagemDetalheDto> {
    const r = (await this.db('monitoramentos as m')
      .join('clientes as c', 'c.id', 'm.cliente_id')
      .leftJoin('tecnologias as t', 't.id', 'm.tecnologia_id')
      .leftJoin('funcionarios as f', 'f.id', 'm.funcionario_id')
      .leftJoin('rotas as r', 'r.id', 'm.rota_id')
      .leftJoin('clientes as e', 'e.id', 'm.embarcador_id')
      .leftJoin('situacoes_viagem as s', 's.id', 'm.situacao_viagem_id')
      .where('m.id', id).whereNull('m.excluida_em')
      .first('m.*', 'c.nome as cliente_nome', 't.descricao as tecnologia', 'f.nome as motorista_nome', 'f.cpf as motorista_cpf', 'r.descricao as rota_descricao',
        'e.nome as embarcador_nome', 's.descricao as situacao_viagem')) as Linha | undefined;
    if (!r) throw new NotFoundError(MENSAGENS_VIAGEM.naoEncontrada);
    exigirLeituraViagem(leitor, { cliente_id: Number(r.cliente_id), embarcador_id: num(r.embarcador_id) });
    const s = (c: string) => (r[c] === null || r[c] === undefined ? null : String(r[c]));
    return {
      id: Number(r.id), status: Number(r.status), status_nome: NOMES_STATUS_VIAGEM[Number(r.status) as StatusViagem], cliente_id: Number(r.cliente_id),
      cliente: { id: Number(r.cliente_id), nome: String(r.cliente_nome) },
      veiculo_id: num(r.veiculo_id), placa: s('placa'), terminal: s('terminal'), tecnologia_id: num(r.tecnologia_id), tecnologia: s('tecnologia'), tipo_veiculo: s('tipo_veiculo'),
      vinculo: s('vinculo'), carreta1_id: num(r.carreta1_id), placa_carreta1: s('placa_carreta1'), carreta2_id: num(r.carreta2_id), placa_carreta2: s('placa_carreta2'),
      carreta3_id: num(r.carreta3_id), placa_carreta3: s('placa_carreta3'), funcionario_id: num(r.funcionario_id),
      motorista: r.funcionario_id ? { id: Number(r.funcionario_id), nome: String(r.motorista_nome), cpf: String(r.motorista_cpf) } : null,
      fone1: s('fone1'), fone2: s('fone2'), fone3: s('fone3'), rota_id: num(r.rota_id), rota: r.rota_id ? { id: Number(r.rota_id), descricao: String(r.rota_descricao) } : null,
      embarcador_id: num(r.embarcador_id), embarcador: r.embarcador_id ? { id: Number(r.embarcador_id), nome: String(r.embarcador_nome) } : null,
      pgr_cliente_id: num(r.pgr_cliente_id), tipo_viagem_id: num(r.tipo_viagem_id), previsao_inicio: iso(r.previsao_inicio), previsao_fim: iso(r.previsao_fim),
      data_inicio: iso(r.data_inicio), data_fim: iso(r.data_fim), valor_embarque: Number(r.valor_embarque ?? 0), veiculo_sem_carga: !!r.veiculo_sem_carga,
      telemonitorado: !!r.telemonitorado, numero_spy: s('numero_spy'), tecnologia_spy: s('tecnologia_spy'), dados_adicionais: s('dados_adicionais'),
      liberacao: !!r.liberacao, usuario_liberacao: s('usuario_liberacao'), aceite_sem_espelhamento: !!r.aceite_sem_espelhamento, pontuacao_risco: Number(r.pontuacao_risco ?? 0),
      situacao_viagem_id: num(r.situacao_viagem_id), situacao_viagem: s('situacao_viagem'), observacao: s('observacao'), trafegus_id: s('trafegus_id'),
      username_add: s('username_add'), data_cadastro: iso(r.data_cadastro)!, username_add_status: s('username_add_status'), data_status: iso(r.data_status),
      motivos: s('motivos'), observacao_cancelamento: s('observacao_cancelamento'), data_cancelamento: iso(r.data_cancelamento), updated_at: iso(r.updated_at)!,
    };
  }

  /** Vehicles (or trailers) actively linked to the client, by plate. */
  async veiculos(clienteId: number, q: string, carretas: boolean): Promise<OpcaoLookupViagemDto[]> {
    const qb = this.db('veiculos as v').join('clientes_veiculos as cv', (j) => j.on('cv.veiculo_id', 'v.id').andOn('cv.ativo', this.db.raw('true')))
      .leftJoin('tecnologias as t', 't.id', 'v.tecnologia_id')
      .where('cv.cliente_id', clienteId).orderBy('v.placa').limit(LIMITE)
      .select('v.id', 'v.placa', 'v.tipo', 'v.terminal', 'v.tecnologia_id', 't.descricao as tecnologia', 'cv.tipo as vinculo');
    if (carretas) qb.where('v.tipo', 'CARRETA');
    else qb.whereNot('v.tipo', 'CARRETA');
    const termo = q.toUpperCase().replace(/[^A-Z0-9]/g, '');
    if (termo) qb.where('v.placa', 'like', `%${termo}%`);
    return ((await qb) as Linha[]).map((v) => ({
      id: Number(v.id), label: String(v.placa), placa: String(v.placa), tipo: v.tipo as string, terminal: (v.terminal as string | null) ?? null,
      tecnologia_id: num(v.tecnologia_id), tecnologia: (v.tecnologia as string | null) ?? null, vinculo: (v.vinculo as string | null) ?? null,
    }));
  }

  /** The client's active routes, by description. */
  async rotas(clienteId: number, q: string): Promise<OpcaoLookupViagemDto[]> {
    const qb = this.db('rotas').where({ cliente_id: clienteId, ativa: true }).orderBy('descricao').limit(LIMITE).select('id', 'descricao');
    if (q) qb.where('descricao', 'ilike', padrao(q));
    return ((await qb) as Linha[]).map((r) => ({ id: Number(r.id), label: String(r.descricao), descricao: String(r.descricao) }));
  }

  /**
   * Shippers (clients of type EMBARCADOR), by name or CNPJ. A client user sees only the shippers
   * its PGRs or its trips already name (never the whole client list).
   */
  async embarcadores(clienteId: number, q: string, restrito: boolean): Promise<OpcaoLookupViagemDto[]> {
    const db = this.db;
    const qb = db('clientes').where({ tipo: 'EMBARCADOR', ativo: true }).orderBy('nome').limit(LIMITE).select('id', 'nome', 'cnpj');
    if (restrito) {
      qb.where((w) => w.whereIn('id', db('pgr_clientes').where('cliente_id', clienteId).whereNotNull('embarcador_id').select('embarcador_id'))
        .orWhereIn('id', db('monitoramentos').where('cliente_id', clienteId).whereNotNull('embarcador_id').select('embarcador_id')));
    }
    const digitos = q.replace(/\D/g, '');
    if (q) qb.where((w) => { w.where('nome', 'ilike', padrao(q)); if (digitos.length >= 3) w.orWhere('cnpj', 'like', `${digitos}%`); });
    return ((await qb) as Linha[]).map((c) => ({ id: Number(c.id), label: String(c.nome), nome: String(c.nome), cnpj: (c.cnpj as string | null) ?? null }));
  }
}
