import type { ConfigMapa } from '~/components/mapa/tipos';

/**
 * Map configuration (ARCHITECTURE.md "Frontend": the tile URL is configuration). MAP_TILES_URL
 * unset → OpenStreetMap's tiles; set to '' → no tile layer: the map keeps its markers, lines and
 * scale on a blank background (tests and offline installs). MAP_TILES_ATTRIBUTION credits them.
 */
const TILES_PADRAO = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATRIBUICAO_PADRAO = '&copy; <a href="https://www.openstreetmap.org/copyright">colaboradores do OpenStreetMap</a>';

export function configMapa(): ConfigMapa {
  return {
    tiles: (process.env.MAP_TILES_URL ?? TILES_PADRAO).trim(),
    atribuicao: process.env.MAP_TILES_ATTRIBUTION ?? ATRIBUICAO_PADRAO,
  };
}
