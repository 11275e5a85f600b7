import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { kx, linhaDoGeojson, type RoteiroSimulado, type RotaSimulada } from '@gr/infrastructure';

/** The first three trucks of the fleet play what the desk must see (issue 22): a detour, a stop, a panic. */
const ROTEIROS: readonly RoteiroSimulado[] = ['desvio', 'parada', 'panico'];

/**
 * The vehicles of up to `limite` trips in transit (status 2, not deleted), each on its trip's
 * route line, starting at the share of the trip already run. Only vehicles whose terminal is
 * theirs alone (the OsmAnd door tells vehicles by terminal) and routes with a drawn line. The
 * first three follow a script (ROTEIROS).
 */
export async function carregarFrotaSimulada(orm: MikroORM, limite: number): Promise<RotaSimulada[]> {
  const db = kx(orm.em.fork());
  const r = await db.raw(
    `select v.terminal, r.geojson, m.data_inicio, m.previsao_fim
       from monitoramentos m join veiculos v on v.id = m.veiculo_id join rotas r on r.id = m.rota_id
      where m.status = 2 and m.excluida_em is null and r.geojson is not null and v.terminal is not null
        and not exists (select 1 from veiculos o where o.terminal = v.terminal and o.id <> v.id)
      order by m.id limit ?`,
    [limite],
  );
  const agora = Date.now();
  return (r.rows as Array<{ terminal: string; geojson: unknown; data_inicio: Date | string | null; previsao_fim: Date | string | null }>)
    .map((m) => {
      const inicio = m.data_inicio ? new Date(m.data_inicio).getTime() : NaN;
      const fim = m.previsao_fim ? new Date(m.previsao_fim).getTime() : NaN;
      const parte = fim > inicio ? (agora - inicio) / (fim - inicio) : NaN;
      const linha = linhaDoGeojson(typeof m.geojson === 'string' ? JSON.parse(m.geojson) : m.geojson);
      return { terminal: m.terminal, linha, ...(Number.isFinite(parte) ? { inicio: Math.max(0, Math.min(1, parte)) } : {}) };
    })
    .filter((v) => v.linha.length >= 2)
    .map((v, i) => (ROTEIROS[i] ? { ...v, roteiro: ROTEIROS[i] } : v));
}

/** The demo fleet for the simulator, read outside any request. */
@Injectable()
export class SimuladorQueries {
  constructor(private readonly orm: MikroORM) {}

  frota(limite: number): Promise<RotaSimulada[]> {
    return carregarFrotaSimulada(this.orm, limite);
  }
}
