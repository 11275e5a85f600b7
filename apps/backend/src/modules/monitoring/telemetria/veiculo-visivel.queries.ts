import { Injectable } from '@nestjs/common';
import type { Knex } from '@mikro-orm/knex';
import { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenError, NotFoundError } from '@gr/domain';
import { kx } from '@gr/infrastructure';
import type { UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { filtrarPorVinculo } from '../../masters/comum/escopo.js';

export interface VeiculoAlvo {
  id: number;
  placa: string;
  terminal: string | null;
}

/**
 * The vehicle `onde` picks (the newest when several match), if the user may see it: a client user
 * only through an active link with one of its clients. Otherwise 404 (`erro`) — or, with
 * `proibido`, 403 'Não há permissão' when it exists but is another client's (an action on it).
 */
export async function veiculoVisivel(
  em: EntityManager,
  usuario: UsuarioAutenticado,
  onde: (qb: Knex.QueryBuilder) => Knex.QueryBuilder,
  erro: string,
  opcoes: { proibido?: boolean } = {},
): Promise<VeiculoAlvo> {
  const consulta = () => onde(kx(em)('veiculos as v').select('v.id', 'v.placa', 'v.terminal').orderBy('v.id', 'desc').first());
  const visivel = (await filtrarPorVinculo(consulta(), 'veiculo', 'v', usuario.escopo)) as VeiculoAlvo | undefined;
  if (visivel) return visivel;
  if (opcoes.proibido && (await consulta())) throw new ForbiddenError('Não há permissão');
  throw new NotFoundError(erro);
}

/** A vehicle by its id, its plate (already normalised) or its terminal. */
export type VeiculoProcurado = { id: number } | { placa: string } | { terminal: string };

/** `veiculoVisivel` for callers without an EntityManager of their own: the request's. */
@Injectable()
export class VeiculoVisivelQueries {
  constructor(private readonly em: EntityManager) {}

  buscar(usuario: UsuarioAutenticado, por: VeiculoProcurado, erro: string, opcoes: { proibido?: boolean } = {}): Promise<VeiculoAlvo> {
    const [coluna, valor] = Object.entries(por)[0]! as [string, string | number];
    return veiculoVisivel(this.em, usuario, (qb) => qb.where(`v.${coluna}`, valor), erro, opcoes);
  }
}
