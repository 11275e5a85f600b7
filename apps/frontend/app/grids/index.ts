import type { GridDef } from '~/components/grid/tipos';
import { gridGruposUsuarios } from './grupos-usuarios';
import { gridUsuarios } from './usuarios';

/** Every declared grid by id: the export and layout routes accept only these. */
export const GRIDS: Record<string, GridDef<any>> = Object.fromEntries(
  [gridUsuarios, gridGruposUsuarios].map((g) => [g.id, g]),
);
