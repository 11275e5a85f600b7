import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiArquivo } from '~/lib/api.server';
import { ehId } from '~/lib/ids';

/**
 * Files of a registration, streamed with the user's token kept server-side: an attachment
 * (GET /api/registro/anexo/{id}, shown inline: images as thumbnails, PDFs in a new tab) and the
 * protocol in PDF (GET /api/registro/pdf/{id}/{hash}, spec 03 §2 "PDF export").
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  let caminho: string;
  if (params.hash !== undefined) {
    if (!ehId(params.id) || !/^[\w-]{1,128}$/.test(params.hash)) return new Response('Arquivo desconhecido', { status: 404 });
    caminho = `/api/registro/pdf/${params.id}/${encodeURIComponent(params.hash)}`;
  } else {
    if (!ehId(params.id)) return new Response('Arquivo desconhecido', { status: 404 });
    caminho = `/api/registro/anexo/${params.id}`;
  }
  const resposta = await apiArquivo(request, caminho, new URLSearchParams());
  if (!resposta.ok) {
    const texto = resposta.status === 404 ? 'Arquivo não encontrado.' : 'Não foi possível abrir o arquivo.';
    return new Response(texto, { status: resposta.status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const headers = new Headers({
    'Content-Type': resposta.headers.get('Content-Type') ?? 'application/octet-stream',
    'Content-Disposition': resposta.headers.get('Content-Disposition') ?? 'inline',
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  const tamanho = resposta.headers.get('Content-Length');
  if (tamanho) headers.set('Content-Length', tamanho);
  return new Response(resposta.body, { status: 200, headers });
}
