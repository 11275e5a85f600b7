import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kx, linhaJson } from '@gr/infrastructure';
import type { UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { filtrarPorVinculo } from '../../masters/comum/escopo.js';
import type { ComandosListaDto } from './comandos.dto.js';

/** The read side of commands and messages. */
@Injectable()
export class ComandosQueries {
  constructor(private readonly em: EntityManager) {}

  /** The client and the plate of a trip a command is about (undefined: no such trip). */
  async viagem(id: number): Promise<{ cliente_id: number; placa: string | null } | undefined> {
    return (await kx(this.em)('monitoramentos').where('id', id).first('cliente_id', 'placa')) as { cliente_id: number; placa: string | null } | undefined;
  }

  /** The newest 200, of a vehicle or of a trip; a client user sees those of its clients' vehicles only (never a bare phone message). */
  async listar(usuario: UsuarioAutenticado, filtro: { veiculoId: number | null; viagemId: number | null }): Promise<ComandosListaDto> {
    const qb = kx(this.em)('comandos as c').leftJoin('veiculos as v', 'v.id', 'c.veiculo_id').orderBy('c.id', 'desc').limit(200)
      .select('c.id', 'c.canal', 'c.acao', 'c.veiculo_id', 'v.placa', 'c.terminal', 'c.telefone', 'c.mensagem', 'c.viagem_id', 'c.username', 'c.origem', 'c.estado', 'c.tentativas', 'c.erro', 'c.criado_em', 'c.enviado_em', 'c.entregue_em');
    if (filtro.veiculoId) qb.where('c.veiculo_id', filtro.veiculoId);
    if (filtro.viagemId) qb.where('c.viagem_id', filtro.viagemId);
    if (usuario.escopo.tipo === 'clientes') filtrarPorVinculo(qb.whereNotNull('c.veiculo_id'), 'veiculo', 'v', usuario.escopo);
    const rows = (await qb).map((r: Record<string, unknown>) => ({ ...(linhaJson(r) as object), id: Number(r.id) })) as ComandosListaDto['rows'];
    return { rows };
  }
}
