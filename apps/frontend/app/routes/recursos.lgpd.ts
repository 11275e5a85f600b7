import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiArquivo } from '~/lib/api.server';

/**
 * The data subject's export from /lgpd (issue 13): GET /api/lgpd/titular/{documento}/exportar
 * streamed back as the JSON download, with the token kept server-side. The API checks the
 * document (400) and who may export (403), and records the export in the history.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const documento = (params.documento ?? '').replace(/\D/g, '');
  if (documento.length !== 11 && documento.length !== 14)
    return new Response('CPF ou CNPJ inválido', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  const resposta = await apiArquivo(request, `/api/lgpd/titular/${documento}/exportar`, new URLSearchParams());
  if (!resposta.ok) {
    const corpo = (await resposta.json().catch(() => ({}))) as {
      error?: string;
      errors?: Record<string, string[]>;
    };
    const texto =
      corpo.error ??
      Object.values(corpo.errors ?? {})
        .flat()
        .join(', ') ??
      'Não foi possível exportar os dados.';
    return new Response(texto || 'Não foi possível exportar os dados.', {
      status: resposta.status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(resposta.body, {
    status: 200,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': resposta.headers.get('Content-Disposition') ?? `attachment; filename="titular-${documento}.json"`,
      'Cache-Control': 'no-store',
    },
  });
}
