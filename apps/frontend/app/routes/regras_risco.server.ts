import { TIPOS_VIAGEM } from '@gr/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node';
import { api, exigir, mensagemDeErros } from '~/lib/api.server';
import { texto } from '~/lib/form.server';
import { ehId } from '~/lib/ids';
import type { Cliente, Esquema } from '~/lib/tipos';

/** Server side of the risk rules (routes/regras_risco.tsx): the client, its rules and the trip types; save and delete a rule. */
export type RegraRisco = Esquema<'RegraRiscoDto'>;

const TIPOS_VIAGEM_PADRAO: ReadonlyArray<{ id: number; descricao: string }> = TIPOS_VIAGEM;

export async function loader({ request }: LoaderFunctionArgs) {
  const clienteId = new URL(request.url).searchParams.get('cliente_id') ?? '';
  const valido = ehId(clienteId);
  const [cliente, regras, tipos] = await Promise.all([
    valido ? api<Cliente>(request, `/api/clientes/${clienteId}`, { registro: true }).then(exigir) : Promise.resolve(null),
    valido
      ? api<RegraRisco[] | { rows: RegraRisco[] }>(request, '/api/monitoramentos/carrega_regra_risco', { query: { cliente_id: clienteId } }).then((r) =>
          r.ok ? { lista: Array.isArray(r.data) ? r.data : r.data.rows, erro: null } : { lista: [], erro: r.error ?? 'Não foi possível carregar as regras' },
        )
      : Promise.resolve({ lista: [] as RegraRisco[], erro: null }),
    api<{ tipos_viagem?: Array<{ id: number; descricao: string }> }>(request, '/api/monitoramentos/carrega_regra_risco_itens').then((r) =>
      r.ok && r.data.tipos_viagem?.length ? r.data.tipos_viagem : TIPOS_VIAGEM_PADRAO,
    ),
  ]);
  return { cliente, regras: regras.lista, erroRegras: regras.erro, tipos };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = texto(form, 'intent');
  if (intent === 'excluir') {
    const id = texto(form, 'id');
    if (!ehId(id)) return data({ ok: false, mensagem: 'Operação inválida' }, { status: 400 });
    const r = await api(request, `/api/regras_risco/${id}`, { method: 'DELETE' });
    const m = r.ok ? (r.data as { message?: string } | undefined)?.message : undefined;
    return r.ok ? { ok: true, mensagem: m ?? 'Regra de risco removida com sucesso' } : data({ ok: false, mensagem: r.error ?? 'Não foi possível remover' }, { status: r.status });
  }
  const id = texto(form, 'id');
  const pontos = texto(form, 'pontos');
  // Referencias and parametros are derived by the server's parser from the expression.
  const regras_risco = {
    ...(ehId(id) ? { id: Number(id) } : {}),
    cliente_id: Number(texto(form, 'cliente_id')) || null,
    definicao: texto(form, 'definicao'),
    pontos: /^-?\d+$/.test(pontos) ? Number(pontos) : pontos,
  };
  const r = await api(request, '/api/monitoramentos/create_regras_risco', { method: 'POST', body: { regras_risco } });
  if (!r.ok) return data({ ok: false, mensagem: r.error ?? mensagemDeErros(r.errors) ?? 'Não foi possível salvar a regra' }, { status: r.status });
  return { ok: true, mensagem: ehId(id) ? 'Regra atualizada com sucesso' : 'Regra salva com sucesso' };
}
