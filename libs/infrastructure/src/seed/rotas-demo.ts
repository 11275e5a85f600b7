import type { EntityManager } from '@mikro-orm/postgresql';
import { nivelDoPonto, serializarRoute } from '@gr/domain';
import { kx } from '../persistence/knex.js';
import { RoteadorOffline } from '../adapters/geo/roteador-offline.js';
import { PONTOS_DEMO, ROTAS_DEMO } from './rotas-dados.js';

/**
 * Demo points and routes (issue 5): real places of the SP–PR–SC and SP–RJ–MG corridors, routes
 * traced with the offline router (so every demo route has its line). The demo trips
 * (viagens-demo.ts) put most of them in use. Skipped when routes exist already.
 */
export async function seedRotasDemo(em: EntityManager): Promise<void> {
  await em.transactional(async (tem) => {
    const db = kx(tem);
    if (await db('rotas').first('id')) return;
    const clientes = new Map<string, number>();
    const nomes = [...new Set([...PONTOS_DEMO.map((p) => p.cliente), ...ROTAS_DEMO.map((r) => r.cliente)].filter((c): c is string => !!c))];
    if (nomes.length) {
      const rows = (await db('clientes').whereIn(db.raw('upper(razao_social)') as unknown as string, nomes.map((n) => n.toUpperCase())).select('id', 'razao_social')) as Array<{ id: number; razao_social: string }>;
      for (const r of rows) clientes.set(r.razao_social.toUpperCase(), r.id);
    }
    const clienteId = (nome: string | null) => (nome ? (clientes.get(nome.toUpperCase()) ?? null) : null);

    const inseridos = (await db('pontos')
      .insert(PONTOS_DEMO.map((p) => ({
        cliente_id: clienteId(p.cliente), descricao: p.descricao.toUpperCase(), latitude: p.latitude.toFixed(6), longitude: p.longitude.toFixed(6),
        tipo: p.tipo, nivel: nivelDoPonto(p.tipo), raio_ponto: p.raio_ponto, username_add: 'ADMIN',
      })))
      .onConflict(db.raw('(coalesce(cliente_id, 0), latitude, longitude)'))
      .ignore()
      .returning(['id', 'descricao'])) as Array<{ id: number; descricao: string }>;
    const pontos = new Map(inseridos.map((p) => [p.descricao, p.id]));
    const coordenadas = new Map(PONTOS_DEMO.map((p) => [p.descricao.toUpperCase(), p]));

    const roteador = new RoteadorOffline();
    for (const r of ROTAS_DEMO) {
      const sequencia = [r.origem, ...r.paradas.map((p) => p.ponto), r.destino].map((d) => d.toUpperCase());
      if (!sequencia.every((d) => pontos.has(d) && coordenadas.has(d))) continue;
      const t = await roteador.tracar(sequencia.map((d) => ({ latitude: coordenadas.get(d)!.latitude, longitude: coordenadas.get(d)!.longitude, descricao: d })));
      if (!t.ok) continue;
      const cliente = clienteId(r.cliente);
      const [row] = await db('rotas')
        .insert({
          descricao: r.descricao, ativa: r.ativa, cliente_id: cliente, ponto_origem_id: pontos.get(sequencia[0]!), ponto_destino_id: pontos.get(sequencia[sequencia.length - 1]!),
          route: serializarRoute(t.rota), geojson: JSON.stringify(t.rota.geometria), geojson_disponivel: true,
          distancia_km: Math.round(t.rota.distancia_km * 100) / 100, duracao_s: Math.round(t.rota.duracao_s), processamento: 'PRONTA', username_add: 'ADMIN',
        })
        .returning(['id']);
      if (r.paradas.length) {
        await db('pontos_rotas').insert(r.paradas.map((p, i) => ({ rota_id: row.id, ordem: i + 1, ponto_id: pontos.get(p.ponto.toUpperCase()), tipo_parada_id: p.tipo_parada_id })));
      }
    }
  });
}
