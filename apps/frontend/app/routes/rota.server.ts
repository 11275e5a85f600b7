import { MENSAGENS_ROTA, TIPOS_PARADA } from '@gr/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import type { ParadaApi } from '~/components/rotas/paradas';
import { api, exigir, mensagemDeErros } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { falhaFormulario, inteiroOuNulo, texto } from '~/lib/form.server';
import { ehId } from '~/lib/ids';
import { configMapa } from '~/lib/mapa.server';
import { redirecionarComAviso } from '~/lib/session.server';
import type { Esquema } from '~/lib/tipos';
import { voltarDe } from '~/lib/voltar';

/** Server side of the route form (routes/rota.tsx): the route and the stop types; save and 'Atualizar rota'. */
export type Rota = Esquema<'RotaDto'>;
export type TipoParada = Esquema<'TipoParadaDto'>;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const mapa = configMapa();
  if (params.id !== undefined && !ehId(params.id)) throw redirect('/rotas');
  const [tipos, rota] = await Promise.all([
    api<TipoParada[]>(request, '/api/rotas/tipos_paradas').then((r) => (r.ok && Array.isArray(r.data) && r.data.length ? r.data : [...TIPOS_PARADA])),
    params.id ? api<Rota>(request, `/api/rotas/${params.id}`, { registro: true }).then(exigir) : Promise.resolve(null),
  ]);
  return { rota, tipos, mapa };
}

function lerParadas(json: string): ParadaApi[] | string {
  try {
    const v = JSON.parse(json || '[]') as unknown;
    return Array.isArray(v) ? (v as ParadaApi[]) : json;
  } catch {
    return json;
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  if (texto(form, 'intent') === 'atualizar_rota') {
    const r = await api<{ message?: string }>(request, `/api/rotas/${params.id}/atualiza_rota`, { method: 'POST', body: {} });
    return data(
      r.ok ? { ok: true, mensagem: r.data?.message ?? MENSAGENS_ROTA.enviada } : { ok: false, mensagem: r.error ?? mensagemDeErros(r.errors) ?? MENSAGENS_ROTA.erroAtualizar },
      { status: r.ok ? 200 : r.status },
    );
  }
  const rota: Record<string, unknown> = {
    descricao: texto(form, 'descricao'),
    ativa: texto(form, 'ativa') !== 'false',
    cliente_id: inteiroOuNulo(form, 'cliente_id'),
    ponto_origem_id: inteiroOuNulo(form, 'ponto_origem_id'),
    ponto_destino_id: inteiroOuNulo(form, 'ponto_destino_id'),
    pontos_rotas: lerParadas(texto(form, 'pontos_rotas')),
    // Blank is the default corridor (null); the API checks the range.
    corredor_km: texto(form, 'corredor_km') || null,
  };
  if (params.id) {
    const versao = texto(form, 'updated_at');
    if (versao) rota.updated_at = versao;
  }
  const r = params.id
    ? await api<{ message?: string }>(request, `/api/rotas/${params.id}`, { method: 'PATCH', body: { rota }, registro: true })
    : await api<{ message?: string }>(request, '/api/rotas', { method: 'POST', body: { rota } });
  if (!r.ok) return falhaFormulario(r);
  return redirecionarComAviso(request, voltarDe(request, '/rotas'), r.data.message ?? (params.id ? MENSAGENS_ROTA.atualizada : MENSAGENS_ROTA.salva), {
    tipo: 'sucesso',
    duracao: DURACAO.salvar,
  });
}
