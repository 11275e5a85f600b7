import { useRouteLoaderData } from '@remix-run/react';
import type { UsuarioLogado } from '~/lib/tipos';

export const ID_LAYOUT = 'routes/_app';

/** The signed-in user loaded by the `_app` layout (usuario_logado), for pages under it (none on /lgpd without a session). */
export function useUsuario(): UsuarioLogado | undefined {
  return (useRouteLoaderData(ID_LAYOUT) as { usuario: UsuarioLogado | null } | undefined)?.usuario ?? undefined;
}
