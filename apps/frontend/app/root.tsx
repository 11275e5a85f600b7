import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { AvisosProvider } from '~/components/toast';
import { useNonce } from '~/lib/nonce';
import { lerAviso } from '~/lib/session.server';
import estilos from './styles.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: estilos },
  { rel: 'icon', href: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="%230b5394"/></svg>' },
];

export const meta: MetaFunction = () => [{ title: 'GR - Gerenciamento de Risco' }];

/** Reads the pending notice (flash) on every request, so a redirect's notice shows on arrival. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { aviso, cookie } = await lerAviso(request);
  return data({ aviso }, cookie ? { headers: { 'Set-Cookie': cookie } } : undefined);
}

export const shouldRevalidate = () => true;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { aviso } = useLoaderData<typeof loader>();
  return (
    <AvisosProvider inicial={aviso}>
      <Outlet />
    </AvisosProvider>
  );
}

export function ErrorBoundary() {
  const erro = useRouteError();
  return <PainelErro erro={erro} />;
}

/** Error panel shared by the root and the layout. */
export function PainelErro({ erro }: { erro: unknown }) {
  let titulo = 'Ocorreu um erro inesperado';
  let detalhe = 'Tente novamente em instantes. Se o problema continuar, avise o suporte.';
  if (isRouteErrorResponse(erro)) {
    const corpo = erro.data as { error?: string } | string | undefined;
    const texto = typeof corpo === 'string' ? corpo : corpo?.error;
    if (erro.status === 404) titulo = 'Registro não encontrado';
    else if (erro.status === 403) titulo = 'Acesso negado';
    else if (erro.status === 503) titulo = 'Serviço indisponível';
    if (texto) detalhe = texto;
  }
  return (
    <main className="pagina-erro painel" role="alert">
      <h1>{titulo}</h1>
      <p>{detalhe}</p>
      <p>
        <Link to="/">Voltar para a página inicial</Link>
      </p>
    </main>
  );
}
