import type { MetaFunction } from '@remix-run/node';
import { useRouteError } from '@remix-run/react';
import { PainelRegrasRisco } from '~/components/risco/regras-risco';
import { PainelErro } from '~/root';

export { action, loader } from './regras_risco.server';

/**
 * /regras_risco (spec 03 §2, §3 "Risk rule", §4): a client's risk rules and the builder that
 * writes them. Conditions over telemonitorado, distancia and tipo_viagem_id, compared with =, >
 * or <, chained with E/OU; the score starts at 10 and 'Zerar' sets 0. Saved rules come back into
 * the builder to be changed.
 */
export const handle = { titulo: 'Regras de risco' };
export const meta: MetaFunction = () => [{ title: 'Regras de risco · GR' }];

export default function RegrasRisco() {
  return <PainelRegrasRisco />;
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
