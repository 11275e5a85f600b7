import type { MetaFunction } from '@remix-run/node';
import { useRouteError } from '@remix-run/react';
import { TesteDoChecklist } from '~/components/checklists/teste-checklist';
import { PainelErro } from '~/root';
import type { loader } from './checklist.teste.server';

export { action, loader } from './checklist.teste.server';

/**
 * /checklist/teste/{id}: the operator's manual test (spec 01 §2.6, §4.7, §5). Every item is marked
 * APROVADO or REPROVADO; the server decides the checklist's result (REPROVADO if any item is).
 * 'Pendência' records what is missing (or sends the vehicle to maintenance) instead.
 */
export const handle = { titulo: 'Teste de checklist' };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Teste do checklist ${data?.checklist.id ?? ''} · GR` }];

export default function TesteChecklist() {
  return <TesteDoChecklist />;
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
