import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiArquivo } from '~/lib/api.server';
import { ehId } from '~/lib/ids';

/** A finished report export's file (GET .../relatorios/exportacoes/{id}/arquivo), streamed with the token kept server-side. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.id)) return texto('Relatório não encontrado', 404);
  const resposta = await apiArquivo(request, `/api/registro/cadastro_consulta/relatorios/exportacoes/${params.id}/arquivo`, new URLSearchParams());
  if (!resposta.ok) {
    let mensagem = 'Não foi possível baixar o relatório.';
    try {
      mensagem = ((await resposta.json()) as { error?: string }).error ?? mensagem;
    } catch {
      /* not JSON */
    }
    return texto(mensagem, resposta.status);
  }
  const headers = new Headers({
    'Content-Type': resposta.headers.get('Content-Type') ?? 'application/octet-stream',
    'Content-Disposition': resposta.headers.get('Content-Disposition') ?? `attachment; filename="relatorio-${params.id}"`,
    'Cache-Control': 'no-store',
  });
  return new Response(resposta.body, { status: 200, headers });
}

function texto(mensagem: string, status: number) {
  return new Response(mensagem, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
