import { type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { exigirPagina } from '~/lib/api.server';

/**
 * /novo_html (spec 01 §2.1, "not described further" in spec 03): the older address of the new
 * consultation. It opens the consultation form (/novo) with the same query, for whoever may open it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await exigirPagina(request);
  return redirect('/novo' + new URL(request.url).search);
}
