import type { MetaFunction } from '@remix-run/node';
import { useRouteError } from '@remix-run/react';
import { FormularioNovoChecklist } from '~/components/checklists/novo-checklist';
import { PainelErro } from '~/root';

export { action, loader } from './novo_checklist.server';

/**
 * /novo_checklist (spec 01 §2.5, §4.5, §4.6, §5): three steps, each 'pending', 'on' or 'success'.
 * (1) client, PGR, vehicle (checked by find_placa: only OK, or a valid checklist that may be
 * renewed, lets the user go on; a valid one of another client may be reused), body type and the
 * express-queue choice when the client has it; (2) the vehicle's technology and link, read-only;
 * (3) the contact. `?id=` edits a checklist still VERIFICANDO (PATCH: body, queue and contact).
 */
export const handle = { titulo: 'Novo checklist' };
export const meta: MetaFunction = () => [{ title: 'Novo checklist · GR' }];

export default function NovoChecklist() {
  return <FormularioNovoChecklist />;
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
