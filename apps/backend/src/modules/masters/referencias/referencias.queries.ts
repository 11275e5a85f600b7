import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { EscopoTenant } from '@gr/domain';
import { kx, likeContem } from '@gr/infrastructure';
import { filtrarPorVinculo } from '../comum/escopo.js';

/** Lookups of the reference lists for the vehicle, checklist and address forms. */
@Injectable()
export class ReferenciasQueries {
  constructor(private readonly em: EntityManager) {}

  /** Technologies whose description holds `texto` (30 at most; all when empty). */
  tecnologias(texto: string): Promise<Array<{ id: number; descricao: string }>> {
    const qb = kx(this.em)('tecnologias').orderBy('descricao').limit(30).select('id', 'descricao');
    if (texto) qb.whereRaw(`descricao ilike ? escape '\\'`, [likeContem(texto)]);
    return qb;
  }

  /** The technologies of the vehicles linked to the client (every client in scope when null), with how many vehicles each. */
  tecnologiasPorCliente(escopo: EscopoTenant, clienteId: number | null): Promise<Array<{ id: number; descricao: string; veiculos: number }>> {
    const qb = kx(this.em)('veiculos as v').join('tecnologias as t', 't.id', 'v.tecnologia_id').groupBy('t.id', 't.descricao').orderBy('t.descricao')
      .select('t.id', 't.descricao', kx(this.em).raw('count(*)::int as veiculos'));
    return filtrarPorVinculo(qb, 'veiculo', 'v', escopo, clienteId) as unknown as Promise<Array<{ id: number; descricao: string; veiculos: number }>>;
  }

  modelosDoFabricante(fabricanteId: number): Promise<Array<{ id: number; nome: string; fabricante_id: number }>> {
    return kx(this.em)('modelos').where({ fabricante_id: fabricanteId }).orderBy('nome').select('id', 'nome', 'fabricante_id');
  }

  estados(): Promise<Array<{ uf: string; nome: string }>> {
    return kx(this.em)('estados').orderBy('nome').select('uf', 'nome');
  }
}
