import { GRUPOS_COM_CLIENTES_GERENCIADOS, MENSAGENS_CHECKLIST, MENSAGENS_ESTADO } from '@gr/domain';
import { data, redirect } from '@remix-run/node';
import { api, usuarioLogado } from './api.server';
import { DURACAO } from './avisos';
import { type IntentsGrid, type RespostaAcaoGrid, respostaAcao } from './grid.server';
import { redirecionarComAviso } from './session.server';

/**
 * The checklist grids' row actions (spec 01 §4.2–§4.4, §7.1, §8), shared by /checklists,
 * /checklist_operador and /checklist_manage. A 409 (another operator took the checklist) is the
 * server's text as a red notice, and the grid reloads after every action.
 */
const BASE = '/api/check_lists';

export function intentsChecklist(request: Request): IntentsGrid {
  const operacao = (tipo: 'SE' | 'ESC' | 'EC') => async (id: string) => {
    const r = await api<{ message?: string }>(request, `${BASE}/status/${id}`, { query: { tipo } });
    // Mirrored and configured: the test form opens at once (spec 01 §4.2).
    if (r.ok && tipo === 'EC') {
      throw await redirecionarComAviso(request, `/checklist/teste/${id}`, r.data?.message ?? MENSAGENS_CHECKLIST.statusAtualizado, {
        tipo: 'sucesso',
        duracao: DURACAO.confirmacao,
      });
    }
    return respostaAcao(r, MENSAGENS_CHECKLIST.statusAtualizado, DURACAO.padrao);
  };
  return {
    status_SE: operacao('SE'),
    status_ESC: operacao('ESC'),
    status_EC: operacao('EC'),
    reteste: async (id) => {
      const r = await api<{ message?: string }>(request, `${BASE}/${id}/solicitar_reteste`);
      // The spec's own texts win over the server's here (spec 01 §8 "Retest").
      return r.ok ? aviso(true, MENSAGENS_CHECKLIST.retesteRealizado) : respostaAcao(r, '', DURACAO.padrao);
    },
    fila_expressa: async (id) => respostaAcao(await api(request, `${BASE}/${id}/enviar_para_filaexpressa`, { method: 'POST' }), MENSAGENS_CHECKLIST.expressoEnviado),
    ocultar: async (id) => {
      const r = await api(request, `${BASE}/${id}/ocultar`, { method: 'PATCH' });
      return r.ok ? aviso(true, MENSAGENS_CHECKLIST.ocultado) : aviso(false, r.error ?? MENSAGENS_ESTADO.OCULTAR, r.status);
    },
  };
}

function aviso(ok: boolean, mensagem: string, status = 200) {
  return data<RespostaAcaoGrid>({ ok, mensagem, duracao: ok ? DURACAO.confirmacao : DURACAO.padrao }, { status });
}

export interface ClientesDoGestor {
  opcoes: Array<{ id: number; nome: string }>;
  escolhido: number;
}

/**
 * Groups 11, 16 and 17 pick among their managed clients (spec 01 §6, spec 02 §6): 'Meus checklists'
 * shows one client at a time, its own when it has one, else the first managed (the URL's
 * `cliente_id`, set here when absent); /a/checklist_gerenciadores shows them all. null for the others.
 */
export async function clientesDoGestor(request: Request): Promise<ClientesDoGestor | null> {
  const eu = await usuarioLogado(request);
  if (!GRUPOS_COM_CLIENTES_GERENCIADOS.includes(eu.grupo_usuario_id)) return null;
  const ids = [...new Set([...(eu.cliente_id ? [eu.cliente_id] : []), ...(eu.clientes_gerenciados ?? [])])];
  if (!ids.length) return null;
  const nomes = await Promise.all(ids.map((id) => api<{ razao_social: string }>(request, `/api/clientes/${id}`, { registro: true })));
  const opcoes = ids.map((id, i) => {
    const r = nomes[i]!;
    return { id, nome: r.ok ? r.data.razao_social : `Cliente ${id}` };
  });
  const url = new URL(request.url);
  const pedido = Number(url.searchParams.get('cliente_id'));
  if (!ids.includes(pedido)) {
    url.searchParams.set('cliente_id', String(ids[0]));
    url.searchParams.delete('page');
    throw redirect(url.pathname + url.search);
  }
  return { opcoes, escolhido: pedido };
}
