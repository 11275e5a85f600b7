import type { MetaFunction } from '@remix-run/node';
import { useLocation } from '@remix-run/react';
import { EmConstrucao } from '~/components/em-construcao';
import { useUsuario } from '~/components/usuario';

/** Landing pages by group (spec 03 §2 "Authentication"): /, /dashboard, /dashboard_operacional, /cadastro_consulta. */
const TITULOS: Record<string, string> = {
  '/': 'Dashboard',
  '/dashboard': 'Dashboard',
  '/dashboard_operacional': 'Dashboard operacional',
  '/cadastro_consulta': 'Cadastro e consulta',
};
const titulo = (pathname: string) => TITULOS[pathname.replace(/(.)\/$/, '$1')] ?? 'Dashboard';

export const handle = { titulo };
export const meta: MetaFunction = ({ location }) => [{ title: `${titulo(location.pathname)} · GR` }];

export default function Inicio() {
  const usuario = useUsuario();
  const { pathname } = useLocation();
  return <EmConstrucao titulo={titulo(pathname)} boasVindas={`Bem-vindo(a), ${usuario?.username ?? ''}.`} />;
}
