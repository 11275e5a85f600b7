import { MARCAS_ITEM, type MarcaItem, MENSAGENS_CHECKLIST } from '@gr/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { PROCEDIMENTOS } from '~/components/checklists/procedimentos';
import { api, exigir, usuarioLogado } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { type EmTeste, listaDoUsuario, type ResultadoTratamento } from '~/lib/checklists';
import { booleano, texto } from '~/lib/form.server';
import { ehId } from '~/lib/ids';
import { redirecionarComAviso } from '~/lib/session.server';
import type { Esquema } from '~/lib/tipos';
import { voltarDe } from '~/lib/voltar';

/** Server side of the manual test (routes/checklist.teste.tsx): the checklist, its pre-test and the vehicle's problems; the marks, the pending note and the panel's buttons. */
export interface Resultado {
  /** A notice of a pre-test or procedure button. */
  aviso?: string;
  error?: string;
  errors?: Record<string, string[]>;
  /** Items the server found unmarked (400 `itens.{id}`). */
  semMarca?: number[];
}

export type PreTeste = Esquema<'PreTesteDto'>;
type ProblemaVeiculo = Esquema<'ProblemaVeiculoDto'>;

/** The pre-test and procedure buttons: each answers with a notice, the page stays. */
async function acaoDoPainel(request: Request, id: number, intent: string, form: FormData) {
  const chamar = async (caminho: string, corpo: unknown, metodo: 'POST' | 'PATCH' = 'POST', falha = 'Não foi possível enviar') => {
    const r = await api<{ message?: string }>(request, caminho, { method: metodo, body: corpo });
    return r.ok ? data<Resultado>({ aviso: r.data?.message ?? 'Feito' }) : data<Resultado>({ error: r.error ?? falha }, { status: r.status });
  };
  switch (intent) {
    case 'preteste_monitorar':
      return chamar(`/api/check_lists/${id}`, { monitorando_preteste: texto(form, 'monitorar') === 'true' }, 'PATCH');
    case 'preteste_bloqueio':
      return chamar(`/api/check_lists/${id}/bloqueio_sirene_pre_teste`, {}, 'POST', MENSAGENS_CHECKLIST.bloqueioSireneErro);
    case 'preteste_usar':
      return chamar(`/api/check_lists/${id}/preteste_usado`, {});
    case 'procedimento': {
      const flag = texto(form, 'flag');
      if (!PROCEDIMENTOS.some((p) => p.flag === flag)) return data<Resultado>({ error: 'Procedimento desconhecido' }, { status: 400 });
      return chamar('/api/check_lists/procedimentos_checklist', { veiculo_id: Number(texto(form, 'veiculo_id')), [flag]: true });
    }
    default:
      return null;
  }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.id)) throw redirect('/checklist_operador');
  const r = exigir(await api<EmTeste>(request, `/api/check_lists/em_teste/${params.id}`, { registro: true }));
  const c = r.check_list;
  // The pre-test guide and the vehicle's earlier problems: what the operator needs beside the marks.
  const [preteste, problemas] = await Promise.all([
    api<PreTeste>(request, `/api/check_lists/${c.id}/itens_preteste`),
    api<ProblemaVeiculo[]>(request, `/api/check_lists/historico_problemas_veiculo/${c.veiculo_id}`),
  ]);
  return { checklist: c, alertas: r.alertas, preteste: preteste.ok ? preteste.data : null, problemas: problemas.ok ? problemas.data.filter((p) => p.check_list_id !== c.id) : [] };
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (!ehId(params.id)) throw redirect('/checklist_operador');
  const id = Number(params.id);
  const form = await request.formData();
  const usuario = await usuarioLogado(request);
  const lista = voltarDe(request, listaDoUsuario(usuario.grupo_usuario_id));

  const intent = texto(form, 'intent');
  const comando = await acaoDoPainel(request, id, intent, form);
  if (comando) return comando;

  if (intent === 'pendencia') {
    const r = await api<{ message?: string }>(request, '/api/check_lists/pendencias', {
      method: 'POST',
      body: { id, observacao_pendencia: texto(form, 'observacao_pendencia'), manutencao: booleano(form, 'manutencao') },
    });
    if (!r.ok) return data<Resultado>({ error: r.error ?? 'Erro em pendência!', errors: r.errors }, { status: r.status });
    return redirecionarComAviso(request, lista, r.data?.message ?? MENSAGENS_CHECKLIST.pendencia, { tipo: 'sucesso', duracao: DURACAO.salvar });
  }

  const itens = form.getAll('item').map((v) => {
    const itemId = Number(v);
    const status = texto(form, `status_${itemId}`);
    return { id: itemId, status: (MARCAS_ITEM as readonly string[]).includes(status) ? (status as MarcaItem) : null };
  });
  const semMarca = itens.filter((i) => !i.status).map((i) => i.id);
  if (semMarca.length) return data<Resultado>({ error: MENSAGENS_CHECKLIST.itensSemMarca, semMarca }, { status: 400 });
  const r = await api<ResultadoTratamento>(request, '/api/check_lists/tratamento', {
    method: 'POST',
    body: { check_list: { id, updated_at: texto(form, 'updated_at'), itens, observacao: texto(form, 'observacao') || null } },
  });
  if (!r.ok) {
    const doServidor = Object.keys(r.errors ?? {})
      .map((k) => /^itens\.(\d+)$/.exec(k)?.[1])
      .filter(Boolean)
      .map(Number);
    return data<Resultado>({ error: r.error ?? (doServidor.length ? MENSAGENS_CHECKLIST.itensSemMarca : 'Erro ao atualizar o status do checklist!'), errors: r.errors, semMarca: doServidor }, { status: r.status });
  }
  const texto_ = r.data.message ?? `Checklist ${r.data.status}`;
  return redirecionarComAviso(request, lista, texto_, { tipo: r.data.status === 'APROVADO' ? 'sucesso' : 'info', duracao: DURACAO.padrao });
}
