import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiArquivo } from '~/lib/api.server';
import { ehId } from '~/lib/ids';

/** The trip's PDF (GET /api/monitoramentos/{id}/pdf), streamed with the user's token kept server-side. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.id)) return new Response('SM desconhecida', { status: 404 });
  const resposta = await apiArquivo(request, `/api/monitoramentos/${params.id}/pdf`, new URLSearchParams());
  if (!resposta.ok) {
    const texto = resposta.status === 404 ? 'SM não encontrada.' : 'Não foi possível gerar o PDF da SM.';
    return new Response(texto, { status: resposta.status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return new Response(resposta.body, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': resposta.headers.get('Content-Disposition') ?? `inline; filename="sm_${params.id}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
