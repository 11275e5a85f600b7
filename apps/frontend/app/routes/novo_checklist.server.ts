import { GRUPO, MENSAGENS_CHECKLIST, MENSAGENS_ESTADO } from '@gr/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node';
import { api, exigir, usuarioLogado } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { type ChecklistCriado, type ChecklistDetalhe, listaDoUsuario } from '~/lib/checklists';
import { texto } from '~/lib/form.server';
import { ehId } from '~/lib/ids';
import { redirecionarComAviso } from '~/lib/session.server';
import type { ErrosCampo } from '~/lib/tipos';

/** Server side of the new checklist (routes/novo_checklist.tsx): the client and the checklist being edited; register, edit and reuse. */
export async function loader({ request }: LoaderFunctionArgs) {
  const usuario = await usuarioLogado(request);
  const id = new URL(request.url).searchParams.get('id');
  const clienteFixo = usuario.grupo_usuario_id === GRUPO.CLIENTE && usuario.cliente_id ? { id: usuario.cliente_id, nome: usuario.cliente ?? `Cliente ${usuario.cliente_id}` } : null;
  const edicao = ehId(id) ? exigir(await api<ChecklistDetalhe>(request, `/api/check_lists/${id}`, { registro: true })) : null;
  if (edicao && !(edicao.acoes ?? ['EDITAR']).includes('EDITAR') && edicao.status !== 'VERIFICANDO') {
    throw await redirecionarComAviso(request, listaDoUsuario(usuario.grupo_usuario_id), MENSAGENS_ESTADO.EDITAR, { tipo: 'erro', duracao: DURACAO.padrao });
  }
  return { clienteFixo, edicao, lista: listaDoUsuario(usuario.grupo_usuario_id) };
}

export interface Resultado {
  error?: string;
  errors?: ErrosCampo;
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const usuario = await usuarioLogado(request);
  const lista = listaDoUsuario(usuario.grupo_usuario_id);
  const intent = texto(form, 'intent');

  if (intent === 'reutilizar') {
    const id = texto(form, 'checklist_id');
    const clienteId = Number(texto(form, 'cliente_id'));
    if (!ehId(id)) return data<Resultado>({ error: MENSAGENS_ESTADO.REUTILIZAR }, { status: 400 });
    const r = await api<{ message?: string }>(request, `/api/check_lists/${id}/reutilizar`, { method: 'PATCH', body: { id: Number(id), cliente_id: clienteId } });
    if (!r.ok) return data<Resultado>({ error: r.error ? `${MENSAGENS_ESTADO.REUTILIZAR} ${r.error}` : MENSAGENS_ESTADO.REUTILIZAR }, { status: r.status });
    // After a reuse the user returns to /checklists (spec 01 §4.4).
    return redirecionarComAviso(request, lista, r.data?.message ?? MENSAGENS_CHECKLIST.reutilizado, { tipo: 'sucesso', duracao: DURACAO.salvar });
  }

  const n = (nome: string) => (/^\d+$/.test(texto(form, nome)) ? Number(texto(form, nome)) : null);
  const fila = texto(form, 'fila_expressa');
  const check_list = {
    cliente_id: n('cliente_id'),
    pgr_cliente_id: n('pgr_cliente_id'),
    veiculo_id: n('veiculo_id'),
    carroceria: texto(form, 'carroceria') || null,
    fila_expressa: fila === 'true' ? true : fila === 'false' ? false : null,
    nome_contato: texto(form, 'nome_contato') || null,
    telefone_contato1: texto(form, 'telefone_contato1') || null,
    telefone_contato2: texto(form, 'telefone_contato2') || null,
    telefone_contato3: texto(form, 'telefone_contato3') || null,
  };
  const idEdicao = texto(form, 'id');
  const r = ehId(idEdicao)
    ? await api<ChecklistCriado>(request, `/api/check_lists/${idEdicao}`, { method: 'PATCH', body: { check_list: { ...check_list, updated_at: texto(form, 'updated_at') } } })
    : await api<ChecklistCriado>(request, '/api/check_lists', { method: 'POST', body: { check_list } });
  if (!r.ok) {
    if (r.status === 400 && r.errors) return data<Resultado>({ errors: r.errors }, { status: 400 });
    const erro = r.status >= 500 ? 'Erro interno do servidor!' : (r.error ?? '');
    return data<Resultado>({ error: ehId(idEdicao) ? erro : `${MENSAGENS_CHECKLIST.naoRegistrado} ${erro}`.trim() }, { status: r.status });
  }
  const protocolo = r.data?.check_list?.protocolo;
  const mensagem = r.data?.message ?? (protocolo ? `${MENSAGENS_CHECKLIST.registrado} (protocolo ${protocolo})` : MENSAGENS_CHECKLIST.registrado);
  return redirecionarComAviso(request, lista, mensagem, { tipo: 'sucesso', duracao: DURACAO.padrao });
}
