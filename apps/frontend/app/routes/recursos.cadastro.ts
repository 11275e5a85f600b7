import type { LoaderFunctionArgs } from '@remix-run/node';
import { api } from '~/lib/api.server';
import type { ConsultaDocumentos } from '~/lib/cadastro-consulta';
import { ehId } from '~/lib/ids';

/**
 * The registration wizard's document lookup (spec 03 §5 "Registration submit messages", §7 "a
 * document lookup by policy"): GET /api/registro/consultar_documentos with the user's token, for
 * the /novo steps. Only the lookup's own parameters go through, each CPF, CNPJ and plate as typed
 * digits or letters.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url).searchParams;
  const q = new URLSearchParams();
  for (const nome of ['cliente_id', 'politica']) {
    const v = url.get(nome) ?? '';
    if (ehId(v)) q.set(nome, v);
  }
  for (const nome of ['cpf', 'cnpj']) for (const v of url.getAll(nome).slice(0, 10)) if (/^\d{1,14}$/.test(v)) q.append(nome, v);
  for (const v of url.getAll('placa').slice(0, 10)) if (/^[A-Z0-9]{1,8}$/i.test(v)) q.append('placa', v.toUpperCase());
  const r = await api<ConsultaDocumentos>(request, '/api/registro/consultar_documentos', { query: q, registro: true });
  if (r.ok) return Response.json(r.data);
  const erros = r.error ? [r.error] : Object.values(r.errors ?? {}).flat();
  return Response.json({ errors: erros.length ? erros : ['Não foi possível consultar os documentos'], pessoas: [], empresas: [], veiculos: [] } satisfies ConsultaDocumentos, { status: 200 });
}
