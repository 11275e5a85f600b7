import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useMatches } from '@remix-run/react';
import { EmConstrucao } from '~/components/em-construcao';
import { ID_LAYOUT } from '~/components/usuario';
import { exigirPagina } from '~/lib/api.server';
import { areaPorRouteId } from '~/lib/areas';

/**
 * Every URL of spec 01 §2.1 not built yet (lib/areas.ts). Under the layout it shows the menu;
 * the few public ones (reachable without a session) get a bare frame.
 */
export const meta: MetaFunction = ({ matches }) => {
  const area = areaPorRouteId(matches[matches.length - 1]?.id);
  return [{ title: `${area?.titulo ?? 'Em construção'} · GR` }];
};

/** An area of the menu the user's rules do not open is refused like any other page. */
export const loader = ({ request }: LoaderFunctionArgs) => exigirPagina(request);

export default function AreaEmConstrucao() {
  const matches = useMatches();
  const area = areaPorRouteId(matches[matches.length - 1]?.id);
  const painel = <EmConstrucao titulo={area?.titulo ?? 'Em construção'} />;
  if (matches.some((m) => m.id === ID_LAYOUT)) return painel;
  return <main className="pagina-solta">{painel}</main>;
}
