import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiArquivo } from '~/lib/api.server';

/**
 * The pre-billing spreadsheet (spec 03 §7 "Finance": GET /api/financeiro/pre_faturamento?de&para,
 * rows exported to an .xlsx by GET /api/financeiro/pre_faturamento/exportar): fetched server-side with the session's token and streamed back, so
 * the token never reaches the browser. Dates come as yyyy-mm-dd from the page's date inputs.
 */
const DIA = /^\d{4}-\d{2}-\d{2}$/;

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const query = new URLSearchParams();
  for (const nome of ['de', 'para'] as const) {
    const v = params.get(nome)?.trim() ?? '';
    // Missing dates proceed anyway (spec 03 §5 "Finance export"): the API answers why.
    if (v && !DIA.test(v)) return texto('Data inválida', 400);
    // The API takes dd/mm/aaaa.
    if (v) query.set(nome, v.split('-').reverse().join('/'));
  }
  const resposta = await apiArquivo(request, '/api/financeiro/pre_faturamento/exportar', query);
  if (!resposta.ok) {
    let mensagem = 'Não foi possível gerar a planilha.';
    try {
      const corpo = (await resposta.json()) as { error?: string; errors?: Record<string, string[]> };
      mensagem = corpo.error ?? (Object.values(corpo.errors ?? {}).flat().join('; ') || mensagem);
    } catch {
      /* not JSON */
    }
    return texto(mensagem || 'Não foi possível gerar a planilha.', resposta.status);
  }
  const nome = `pre_faturamento_${params.get('de') || 'inicio'}_${params.get('para') || 'hoje'}.xlsx`;
  const headers = new Headers({
    'Content-Type': resposta.headers.get('Content-Type') ?? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'Content-Disposition': resposta.headers.get('Content-Disposition') ?? `attachment; filename="${nome}"`,
    'Cache-Control': 'no-store',
  });
  return new Response(resposta.body, { status: 200, headers });
}

function texto(mensagem: string, status: number) {
  return new Response(mensagem, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
