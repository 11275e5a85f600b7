import { GRUPO, MENSAGENS_CADASTRO } from '@gr/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node';
import { api, exigir, usuarioLogado } from '~/lib/api.server';
import type { PoliticaCadastro, RegistroCriado } from '~/lib/cadastro-consulta';
import { redirecionarComAviso } from '~/lib/session.server';
import type { ErrosCampo } from '~/lib/tipos';

/** Server side of /novo (routes/novo.tsx): the policies and the client, and the registration's submit. */

/** Registration success: 6 s (spec 03 §9 "registration 6000 ms"). */
const DURACAO_REGISTRO = 6000;

export async function loader({ request }: LoaderFunctionArgs) {
  const usuario = await usuarioLogado(request);
  const politicas = exigir(await api<PoliticaCadastro[]>(request, '/api/registro/get_politicas')).filter((p) => p.id !== 4);
  const clienteFixo = usuario.grupo_usuario_id === GRUPO.CLIENTE && usuario.cliente_id ? { id: usuario.cliente_id, nome: usuario.cliente ?? `Cliente ${usuario.cliente_id}` } : null;
  return { politicas, clienteFixo };
}

export interface Resultado {
  error?: string;
  errors?: ErrosCampo;
}

export async function action({ request }: ActionFunctionArgs) {
  const corpo = (await request.json().catch(() => null)) as { registro?: unknown; is_nova_pesquisa?: unknown } | null;
  if (!corpo || typeof corpo.registro !== 'object' || corpo.registro === null) return data<Resultado>({ error: MENSAGENS_CADASTRO.obrigatorios }, { status: 400 });
  const nova = corpo.is_nova_pesquisa === false ? 'false' : 'true';
  const r = await api<RegistroCriado>(request, '/api/registro/create', { method: 'POST', query: { is_nova_pesquisa: nova }, body: { registro: corpo.registro }, registro: true });
  if (!r.ok) {
    if (r.status === 400 && r.errors) return data<Resultado>({ errors: r.errors, error: r.error }, { status: 400 });
    return data<Resultado>({ error: r.status >= 500 ? 'Erro interno do servidor!' : (r.error ?? 'não registrado!') }, { status: r.status });
  }
  return redirecionarComAviso(request, '/cadastro_consulta', r.data.message || 'Registrado com sucesso', { tipo: 'sucesso', duracao: DURACAO_REGISTRO });
}

