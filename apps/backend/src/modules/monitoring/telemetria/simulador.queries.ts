import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { kx, linhaDoGeojson, type RotaSimulada } from '@gr/infrastructure';

/** Up to `limite` vehicles with a terminal of their own, each given one of the routes with a drawn line. */
export async function carregarFrotaSimulada(orm: MikroORM, limite: number): Promise<RotaSimulada[]> {
  const db = kx(orm.em.fork());
  const [veiculos, rotas] = await Promise.all([
    db.raw(`select terminal from veiculos where terminal is not null group by terminal having count(*) = 1 order by min(id) limit ?`, [limite]),
    db('rotas').whereNotNull('geojson').orderBy('id').limit(limite).select('geojson'),
  ]);
  const linhas = (rotas as Array<{ geojson: unknown }>).map((r) => linhaDoGeojson(r.geojson)).filter((l) => l.length >= 2);
  if (!linhas.length) return [];
  return (veiculos.rows as Array<{ terminal: string }>).map((v, i) => ({ terminal: v.terminal, linha: linhas[i % linhas.length]! }));
}

/** The demo fleet for the simulator, read outside any request. */
@Injectable()
export class SimuladorQueries {
  constructor(private readonly orm: MikroORM) {}

  frota(limite: number): Promise<RotaSimulada[]> {
    return carregarFrotaSimulada(this.orm, limite);
  }
}
