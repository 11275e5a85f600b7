import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { EmConstrucao } from '~/components/em-construcao';
import { usuarioLogado } from '~/lib/api.server';

export const meta: MetaFunction = () => [{ title: 'Situações · GR' }];

/** Trip situations for the app view: needs a session, shown without menu (spec 01 §2.2). */
export async function loader({ request }: LoaderFunctionArgs) {
  await usuarioLogado(request);
  return null;
}

export default function SituacoesApp() {
  return (
    <main className="pagina-solta">
      <EmConstrucao titulo="Situações da viagem" />
    </main>
  );
}
