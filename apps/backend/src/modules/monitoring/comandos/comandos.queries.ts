import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kx, linhaJson } from '@gr/infrastructure';
import type { UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { filtrarPorVinculo } from '../../masters/comum/escopo.js';
import type { ComandosListaDto, ContatoViagemDto } from './comandos.dto.js';

/** The read side of commands and messages. */
@Injectable()
export class ComandosQueries {
  constructor(private readonly em: EntityManager) {}

  /** The client, vehicle and plate of a trip a command or message is about (undefined: no such trip, or deleted). */
  async viagem(id: number): Promise<{ cliente_id: number; veiculo_id: number | null; placa: string | null } | undefined> {
    return (await kx(this.em)('monitoramentos').where('id', id).whereNull('excluida_em').first('cliente_id', 'veiculo_id', 'placa')) as
      | { cliente_id: number; veiculo_id: number | null; placa: string | null }
      | undefined;
  }

  /**
   * Who to reach on a trip (spec 02 §2, /comandos and /comunicacao from a trip): its plate, the
   * vehicle's terminal (the trip's copy when the vehicle has none now), the first phone the trip
   * keeps (the driver's when it kept none) and the driver's name.
   */
  async contato(id: number): Promise<(ContatoViagemDto & { cliente_id: number }) | undefined> {
    const r = (await kx(this.em)('monitoramentos as m').leftJoin('veiculos as v', 'v.id', 'm.veiculo_id').leftJoin('funcionarios as f', 'f.id', 'm.funcionario_id')
      .where('m.id', id).whereNull('m.excluida_em')
      .first('m.id', 'm.cliente_id', 'm.status', 'm.veiculo_id', 'm.placa', 'v.placa as placa_veiculo', 'v.terminal', 'm.terminal as terminal_viagem',
        'm.fone1', 'm.fone2', 'm.fone3', 'f.fone1 as fone_motorista', 'f.nome as motorista')) as Record<string, any> | undefined;
    if (!r) return undefined;
    const telefones = [r.fone1, r.fone2, r.fone3, r.fone_motorista].filter((t): t is string => !!t && !!String(t).trim());
    return {
      id: r.id, cliente_id: r.cliente_id, status: r.status, veiculo_id: r.veiculo_id ?? null, placa: r.placa ?? r.placa_veiculo ?? null,
      terminal: r.terminal ?? r.terminal_viagem ?? null, telefone: telefones[0] ?? null, telefones: [...new Set(telefones)], motorista: r.motorista ?? null,
    };
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
