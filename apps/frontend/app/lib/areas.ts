/**
 * Every URL of spec 01 §2.1 that has no screen of its own yet. Each one resolves (routes.ts maps
 * them to one generic "Em construção" panel) and shows the menu, so a link never dead-ends.
 * When an area gets its screen, remove its line here and add the real route in routes.ts.
 */
export interface AreaEmConstrucao {
  path: string;
  titulo: string;
}

export const AREAS_EM_CONSTRUCAO: readonly AreaEmConstrucao[] = [
  // Cadastro e consulta
  { path: '/novo_html', titulo: 'Nova consulta' },
  // Viagens (SM)
  // Checklists
  // PGR e risco
  // Administração
  { path: '/notfound', titulo: 'Página não encontrada' },
];

/** Areas reachable without a session and shown without the menu (spec 01 §6). */
export const AREAS_PUBLICAS_EM_CONSTRUCAO: readonly AreaEmConstrucao[] = [];

export const PREFIXO_ID_EM_CONSTRUCAO = 'em-construcao:';

export function areaPorRouteId(routeId: string | undefined): AreaEmConstrucao | undefined {
  if (!routeId?.startsWith(PREFIXO_ID_EM_CONSTRUCAO)) return undefined;
  const path = routeId.slice(PREFIXO_ID_EM_CONSTRUCAO.length);
  return [...AREAS_EM_CONSTRUCAO, ...AREAS_PUBLICAS_EM_CONSTRUCAO].find((a) => a.path === path);
}
