import { GRID_GRUPOS_USUARIOS, GRID_USUARIOS } from '../identity/index.js';
import { colunasPadrao, type GridSpec } from '../shared/index.js';
import * as grids from './grids.js';
import { LISTAS, type NomeLista } from './listas.js';

const { GRIDS_LISTAS, TIPO_COLUNA_LISTA } = grids;

/** Every grid the API serves, by name. */
const TODOS: Record<string, GridSpec> = {
  GRID_USUARIOS,
  GRID_GRUPOS_USUARIOS,
  ...Object.fromEntries(Object.entries(grids).filter(([nome]) => nome.startsWith('GRID_'))),
  ...Object.fromEntries(Object.entries(GRIDS_LISTAS).map(([nome, g]) => [`GRIDS_LISTAS.${nome}`, g])),
};

describe('declarações de grid', () => {
  it('dão a toda lista de referência o seu grid', () => {
    expect(Object.keys(GRIDS_LISTAS).sort()).toEqual(Object.keys(LISTAS).sort());
  });

  it.each(Object.entries(TODOS))('%s: toda coluna tem um título, a visão padrão tem título uma vez por coluna, a ordenação é uma coluna', (_nome, spec) => {
    for (const [campo, c] of Object.entries(spec.colunas)) {
      expect([campo, c.titulo.trim()]).toEqual([campo, c.titulo]);
      expect(c.titulo.length).toBeGreaterThan(0);
    }
    const titulos = colunasPadrao(spec).map((c) => c.titulo);
    expect(titulos.length).toBeGreaterThan(0);
    expect(new Set(titulos).size).toBe(titulos.length);
    expect(Object.hasOwn(spec.colunas, spec.ordemPadrao.campo)).toBe(true);
  });

  it.each(Object.keys(LISTAS) as NomeLista[])('lista %s: uma coluna por campo, do tipo do campo, filtrável exceto um texto de corpo', (nome) => {
    const colunas: GridSpec['colunas'] = GRIDS_LISTAS[nome].colunas;
    for (const campo of LISTAS[nome].campos) {
      expect({ campo: campo.nome, tipo: colunas[campo.nome]?.tipo, filtravel: colunas[campo.nome]?.filtravel !== false }).toEqual({
        campo: campo.nome,
        tipo: TIPO_COLUNA_LISTA[campo.tipo],
        filtravel: campo.nome !== 'texto',
      });
    }
    expect(colunas.data_cadastro?.tipo).toBe('data');
  });
});
