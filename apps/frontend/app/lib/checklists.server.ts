import { MENSAGENS_CHECKLIST, MENSAGENS_ESTADO } from '@gr/domain';
import { data } from '@remix-run/node';
import { api } from './api.server';
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
