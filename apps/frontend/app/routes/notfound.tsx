import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { exigirPagina } from '~/lib/api.server';

/**
 * /notfound (spec 01 §2.1): where a link to a record that no longer exists lands. Unknown URLs
 * go to / (routes/desconhecida.tsx); this page is the one a screen sends the user to on purpose.
 */
export const handle = { titulo: 'Página não encontrada' };
export const meta: MetaFunction = () => [{ title: 'Página não encontrada · GR' }];
export const loader = ({ request }: LoaderFunctionArgs) => exigirPagina(request);

export default function PaginaNaoEncontrada() {
  return (
    <section className="painel" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Página não encontrada</h1>
      <p>O endereço procurado não existe ou o registro foi removido.</p>
      <p>
        <Link to="/">Voltar para a página inicial</Link>
      </p>
    </section>
  );
}
