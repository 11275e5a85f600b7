import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  exigirCliente, ForbiddenError, MENSAGENS_VEICULO, NotFoundError, normalizarPlaca,
  type EscopoTenant, type GridPage, type GridQuery, type TipoVeiculo,
} from '@gr/domain';
import { consultarGrid, kx, likeContem, linhaJson, type ColunasSql } from '@gr/infrastructure';
import { colunasDeVinculo, filtrarPorVinculo, vinculosVisiveis } from '../comum/escopo.js';
import type { CarretaDto, VeiculoBuscaDto, VeiculoDetalheDto, VeiculoLinhaDto } from './veiculos.dto.js';
import type { VinculoClienteDto } from '../comum/vinculo.dto.js';

const COLUNAS: ColunasSql = {
  id: 'v.id',
  placa: 'v.placa',
  tipo: 'v.tipo',
  cor: 'v.cor',
  ano_fabricacao: 'v.ano_fabricacao',
  ano_modelo: 'v.ano_modelo',
  renavan: 'v.renavan',
  fabricante_id: 'v.fabricante_id',
  fabricante_descricao: 'fa.nome',
  modelo_id: 'v.modelo_id',
  modelo_descricao: 'mo.nome',
  tecnologia_id: 'v.tecnologia_id',
  tecnologia_descricao: 'te.descricao',
  numero: 'v.terminal',
  data_cadastro: 'v.data_cadastro',
  updated_at: 'v.updated_at',
};

function colunasGrid(escopo: EscopoTenant): ColunasSql {
  return { ...COLUNAS, ...colunasDeVinculo('veiculo', 'v', escopo) };
}

export type FiltroBusca = { tipo?: TipoVeiculo; naoTipo?: TipoVeiculo; clienteId?: number | null };

/** Read side of vehicles, always within the caller's tenant scope (through the vehicle's active links). */
@Injectable()
export class VeiculosQueries {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  private base(escopo: EscopoTenant, clienteId?: number | null, usadas?: ReadonlySet<string>) {
    const qb = this.db('veiculos as v');
    if (!usadas || usadas.has('fabricante_descricao')) qb.leftJoin('fabricantes as fa', 'fa.id', 'v.fabricante_id');
    if (!usadas || usadas.has('modelo_descricao')) qb.leftJoin('modelos as mo', 'mo.id', 'v.modelo_id');
    if (!usadas || usadas.has('tecnologia_descricao')) qb.leftJoin('tecnologias as te', 'te.id', 'v.tecnologia_id');
    return filtrarPorVinculo(qb, 'veiculo', 'v', escopo, clienteId);
  }

  grid(q: GridQuery, escopo: EscopoTenant, clienteId: number | null, exportar: boolean): Promise<GridPage<VeiculoLinhaDto>> {
    const sql = colunasGrid(escopo);
    return consultarGrid<VeiculoLinhaDto>(
      (u) => this.base(escopo, clienteId, u),
      (qb) => qb.select(Object.entries(sql).map(([k, v]) => this.db.raw(`${v} as ${k}`))),
      q,
      sql,
      { semPaginacao: exportar, desempate: 'v.id' },
    );
  }

  /**
   * A vehicle with its active links; 404 when missing, 403 'Não há permissão' when a scoped user
   * has no link to it. With `clienteId`, `vinculo` is the link with that client.
   */
  async detalhe(id: number, escopo: EscopoTenant, clienteId?: number): Promise<VeiculoDetalheDto> {
    const row = await this.base({ tipo: 'todos' }).where('v.id', id).first(Object.entries(COLUNAS).map(([k, v]) => `${v} as ${k}`));
    if (!row) throw new NotFoundError(MENSAGENS_VEICULO.naoEncontrado);
    if (clienteId !== undefined) exigirCliente(escopo, clienteId);
    const vinculos = (await vinculosVisiveis(this.db, 'veiculo', id, escopo)) as VinculoClienteDto[];
    if (escopo.tipo === 'clientes' && !vinculos.length) throw new ForbiddenError('Não há permissão');
    const vinculo = clienteId !== undefined ? vinculos.find((v) => v.cliente_id === clienteId) : vinculos[0];
    return { ...(linhaJson(row) as unknown as VeiculoDetalheDto), clientes_veiculos: vinculos, vinculo, cliente: vinculo?.cliente ?? null };
  }

  /** Pickers by plate (30 at most): linked to the client given, or anything within the scope. */
  buscar(escopo: EscopoTenant, texto: string, filtro: FiltroBusca = {}): Promise<VeiculoBuscaDto[]> {
    const qb = this.db('veiculos as v')
      .leftJoin('tecnologias as te', 'te.id', 'v.tecnologia_id')
      .orderBy('v.placa')
      .limit(30)
      .select('v.id', 'v.placa', 'v.tipo', 'v.tecnologia_id', 'te.descricao as tecnologia', 'v.terminal as numero');
    const placa = normalizarPlaca(texto);
    if (placa) qb.whereRaw(`v.placa like ? escape '\\'`, [likeContem(placa)]);
    if (filtro.tipo) qb.where('v.tipo', filtro.tipo);
    if (filtro.naoTipo) qb.whereNot('v.tipo', filtro.naoTipo);
    if (filtro.clienteId) exigirCliente(escopo, filtro.clienteId);
    return filtrarPorVinculo(qb, 'veiculo', 'v', escopo, filtro.clienteId);
  }

  /** `verifica_placa`: is the plate (first 7 characters) free, and is it linked to the client? */
  async verificarPlaca(placa7: string, clienteId: number): Promise<{ veiculo_id: number | null; vinculado: boolean }> {
    const v = await this.db('veiculos').where({ placa: placa7 }).first('id');
    if (!v) return { veiculo_id: null, vinculado: false };
    const link = await this.db('clientes_veiculos').where({ veiculo_id: v.id, cliente_id: clienteId, ativo: true }).first('id');
    return { veiculo_id: v.id, vinculado: !!link };
  }

  async carretas(cavaloId: number): Promise<CarretaDto[]> {
    return (await this.carretasBase().where('vc.cavalo_id', cavaloId).orderBy('vc.id')).map((r: Record<string, unknown>) => linhaJson(r) as unknown as CarretaDto);
  }
  async engate(id: number): Promise<CarretaDto | null> {
    const row = await this.carretasBase().where('vc.id', id).first();
    return row ? (linhaJson(row) as unknown as CarretaDto) : null;
  }
  private carretasBase() {
    return this.db('veiculos_carretas as vc')
      .join('veiculos as v', 'v.id', 'vc.carreta_id')
      .leftJoin('tecnologias as te', 'te.id', 'v.tecnologia_id')
      .select('vc.id', 'vc.cavalo_id', 'vc.carreta_id', 'v.placa', 'te.descricao as tecnologia', 'v.terminal as numero', 'vc.data_cadastro');
  }
}
