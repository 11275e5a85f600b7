import type { Response } from 'express';
import { COLUNAS_AUDITORIA, type GridPage, type GridQuery, type GridSpec } from '@gr/domain';
import type { UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { responderGrid } from '../../../shared/http/grid.js';
import { clienteDaQuery } from './escopo.js';

/**
 * A grid that also takes `cliente_id` outside its columns: only rows linked to that client, which
 * must be within the user's scope (403 'Não há permissão').
 */
export function responderGridPorCliente<T>(a: {
  query: Record<string, unknown>;
  eu: UsuarioAutenticado;
  res: Response;
  spec: GridSpec;
  nomeArquivo: string;
  consultar: (q: GridQuery, clienteId: number | null, exportar: boolean) => Promise<GridPage<T>>;
}) {
  const { cliente_id, ...raw } = a.query;
  const clienteId = clienteDaQuery(cliente_id, a.eu.escopo);
  return responderGrid({ raw, spec: a.spec, grupoUsuarioId: a.eu.grupo_usuario_id, res: a.res, nomeArquivo: a.nomeArquivo, consultar: (q, x) => a.consultar(q, clienteId, x) });
}

/** The same columns in SQL, for a table aliased `alias`. */
export function sqlAuditoria(alias: string) {
  return Object.fromEntries(Object.keys(COLUNAS_AUDITORIA).map((c) => [c, `${alias}.${c}`])) as Record<keyof typeof COLUNAS_AUDITORIA, string>;
}
