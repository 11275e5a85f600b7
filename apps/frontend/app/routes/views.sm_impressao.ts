import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiArquivo } from '~/lib/api.server';
import { ehId } from '~/lib/ids';

/**
 * The trip's print page, /views/monitoramentos/sm_impressao.html?sm={id} (spec 02 §2, opened in a
 * pop-up of 90% of the window): the API's page in the one print layout (GET
 * /api/monitoramentos/{id}/impressao), the same HTML Puppeteer turns into the trip's PDF. Needs a
 * session; another client's trip answers 403 like any trip call.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const sm = new URL(request.url).searchParams.get('sm');
  const texto = (t: string, status: number) => new Response(t, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  if (!ehId(sm)) return texto('Informe a SM (?sm=).', 400);
  const resposta = await apiArquivo(request, `/api/monitoramentos/${sm}/impressao`, new URLSearchParams());
  if (!resposta.ok) return texto(resposta.status === 404 ? 'SM não encontrada.' : 'Não foi possível abrir a impressão da SM.', resposta.status);
  // The page's styles run under this answer's CSP nonce (the backend gives each answer its own).
  const nonce = typeof context.nonce === 'string' && /^[A-Za-z0-9+/=]+$/.test(context.nonce) ? context.nonce : '';
  const html = (await resposta.text()).replace(/<style>/g, nonce ? `<style nonce="${nonce}">` : '<style>');
  return new Response(html, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}
