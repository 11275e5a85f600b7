// Route geometry that trip monitoring will run on every position: distance to the traced route
// (deviation) and progress along it. Measured on a São Paulo → Porto Alegre line (~850 km) drawn
// by the offline router at 5 km steps (~170 vertices) and on a road-like line with a vertex every
// 80 m (12,082 vertices, the size of an OSRM "overview=full" answer). Prints positions per second.
// Issue 22's goal: >= 200,000/s on the road line with the full scan's answers (a grid of segments;
// lines under 256 vertices are always scanned whole, so the 5 km line's two prepared rows agree).
import { distanciaKm, prepararLinha, progressoNaRota } from '../../libs/domain/dist/index.js';
import { RoteadorOffline } from '../../libs/infrastructure/dist/index.js';

const paradas = [
  { descricao: 'SÃO PAULO', latitude: -23.5505, longitude: -46.6333 },
  { descricao: 'CURITIBA', latitude: -25.4284, longitude: -49.2733 },
  { descricao: 'FLORIANÓPOLIS', latitude: -27.5954, longitude: -48.548 },
  { descricao: 'PORTO ALEGRE', latitude: -30.0346, longitude: -51.2177 },
];

async function linha(passoKm) {
  const r = await new RoteadorOffline({ passoKm }).tracar(paradas);
  if (!r.ok) throw new Error('rota não traçada');
  return r.rota;
}

// Positions near the line: vertices shifted by up to ~3 km, so some are off-route.
function posicoes(rota, n) {
  const c = rota.geometria.coordinates;
  const saida = [];
  for (let i = 0; i < n; i++) {
    const [lng, lat] = c[Math.floor((i * 7919) % c.length)];
    saida.push({ latitude: lat + (((i * 31) % 60) - 30) / 1000, longitude: lng + (((i * 17) % 60) - 30) / 1000 });
  }
  return saida;
}

// modo: 'crua' (the GeoJSON line, prepared again on every call), 'varrida' (prepared once, every
// segment scanned: a copy of the prepared line, which is never asked twice), 'preparada' (prepared
// once, answered from its grid of segments after the first position).
function medir(rota, n, modo) {
  const ps = posicoes(rota, n);
  const preparada = prepararLinha(rota.geometria);
  const linha = modo === 'crua' ? rota.geometria : preparada;
  const memAntes = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  let desvios = 0;
  if (modo === 'varrida') {
    for (const p of ps) if (progressoNaRota(p, { ...preparada }).distancia_da_rota_km > 2) desvios++;
  } else for (const p of ps) if (progressoNaRota(p, linha).distancia_da_rota_km > 2) desvios++;
  const ms = performance.now() - t0;
  const memDepois = process.memoryUsage().heapUsed;
  return { ms, porSegundo: Math.round((n / ms) * 1000), desvios, heapMb: (memDepois - memAntes) / 1048576 };
}

for (const [nome, passo, n] of [['offline 5 km', 5, 50_000], ['estrada 80 m', 0.08, 5_000]]) {
  const rota = await linha(passo);
  for (const modo of ['crua', 'varrida', 'preparada']) {
    medir(rota, 200, modo); // aquecimento
    const r = medir(rota, modo === 'preparada' ? n * 20 : n, modo);
    console.log(
      `${nome}, ${{ crua: 'linha crua', varrida: 'preparada, todos os segmentos', preparada: 'preparada, grade de segmentos' }[modo]}: ${rota.geometria.coordinates.length} vértices, ${rota.distancia_km.toFixed(1)} km; ` +
        `${modo === 'preparada' ? n * 20 : n} posições em ${r.ms.toFixed(0)} ms = ${r.porSegundo.toLocaleString('pt-BR')} posições/s ` +
        `(${r.desvios} fora de 2 km; heap +${r.heapMb.toFixed(1)} MB)`,
    );
  }
}
console.log(`referência SP–Rio (haversine): ${distanciaKm({ latitude: -23.5505, longitude: -46.6333 }, { latitude: -22.9068, longitude: -43.1729 }).toFixed(1)} km`);
