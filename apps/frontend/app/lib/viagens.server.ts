import { MENSAGENS_VIAGEM } from '@gr/domain';
import { data } from '@remix-run/node';
import type { IntentsGrid } from './grid.server';
import { api, exigir, mensagemDeErros, type RespostaApi } from './api.server';
import { ehId } from './ids';
import { DURACAO } from './avisos';
import { redirecionarComAviso } from './session.server';
import type { ViagemDetalhe } from '~/components/viagem-form/tipos';
import { listaDaJanela, type RespostaViagem } from './viagens';

/**
 * Server side of the trip lists and their windows (spec 02 §2, §4, §7): the row actions the
 * lists post (situation, technology link, recover, signal-loss notice, delete) and the lifecycle calls of the
 * windows. A refusal comes back as the server's text: 'permissão negada' for 2 s (spec 02 §6),
 * the rule's 422 otherwise; a 403 here is an action refused, not a lost session.
 */
type ComMsg = { msg?: string; message?: string };

/** 'permissão negada' shows for 2 s (spec 02 §6, §9). */
const DURACAO_PERMISSAO = 2000;

export function erroDaApi(r: Extract<RespostaApi<unknown>, { ok: false }>, padrao: string): string {
  return r.error ?? mensagemDeErros(r.errors) ?? padrao;
}

function resposta(r: RespostaApi<ComMsg>, sucesso: string, falha: string, extra: Partial<RespostaViagem> = {}) {
  if (r.ok) return data<RespostaViagem>({ ok: true, mensagem: r.data?.msg ?? r.data?.message ?? sucesso, duracao: DURACAO.confirmacao, status: r.status });
  const mensagem = erroDaApi(r, falha);
  const duracao = mensagem === MENSAGENS_VIAGEM.permissaoNegada ? DURACAO_PERMISSAO : DURACAO.padrao;
  // 200 with ok:false: the list stays as it is (a 4xx would reload nothing more and log an error).
  return data<RespostaViagem>({ ok: false, mensagem, duracao, status: r.status, ...extra });
}

const idDe = (id: string) => encodeURIComponent(id);

/** The row actions of the trip lists, by intent (grid.server.ts acaoGrid). */
export function intentsViagem(request: Request): IntentsGrid {
  return {
    situacao: async (id, form) => {
      const situacao = Number(form.get('situacao_viagem_id'));
      if (!Number.isInteger(situacao) || situacao <= 0) return resposta({ ok: false, status: 400, error: 'Situação inválida' }, '', '');
      const r = await api<ComMsg>(request, '/api/situacao_viagem/altera_situacao_viagem', { method: 'POST', body: { id: Number(id), situacao_viagem_id: situacao }, registro: true });
      return resposta(r, 'Situação alterada com sucesso', 'Não foi possível alterar a situação');
    },
    vincular: async (id, form) => {
      const r = await api<ComMsg & { resultado?: boolean }>(request, `/api/monitoramentos/${idDe(id)}/vincular`, { method: 'POST', registro: true });
      const rota = Number(form.get('rota_id'));
      return resposta(r, 'SM vinculada à tecnologia', 'Não foi possível vincular a SM à tecnologia', { rota_id: Number.isInteger(rota) && rota > 0 ? rota : null });
    },
    recuperar: async (id) => {
      const r = await api<ComMsg>(request, `/api/monitoramentos/${idDe(id)}/recuperar_sm`, { method: 'PATCH', body: { id: Number(id) }, registro: true });
      return resposta(r, 'SM recuperada com sucesso!', 'A SM não foi recuperada!');
    },
    perda_sinal: async (id) => {
      const r = await api<ComMsg>(request, '/api/monitoramentos/notificacao_email_perda_sinal_agendamento', {
        method: 'POST', body: { solicitacao_monitoramento_id: Number(id) }, registro: true,
      });
      return resposta(r, 'Notificação de perda de sinal enviada', 'A notificação de perda de sinal não foi enviada');
    },
    excluir: async (id) => {
      const r = await api<ComMsg>(request, `/api/monitoramentos/${idDe(id)}`, { method: 'DELETE', registro: true });
      return resposta(r, 'SM excluída com sucesso', 'A SM não foi excluída');
    },
  };
}

/** After a window's call: back to its list with the server's message (spec 02 §8). */
export function voltarParaLista(request: Request, mensagem: string, opcoes: { limparFiltros?: boolean } = {}) {
  const url = new URL(request.url);
  const lista = listaDaJanela(url.pathname);
  return redirecionarComAviso(request, opcoes.limparFiltros ? lista : lista + url.search, mensagem, { tipo: 'sucesso', duracao: 6000 });
}


/** The trip a window acts on; outside the user's scope the window says 'Não há permissão'. */
export async function carregarViagem(request: Request, id: string | undefined): Promise<ViagemDetalhe> {
  if (!ehId(id)) throw data({ error: 'SM inválida' }, { status: 404 });
  const r = await api<{ monitoramento: ViagemDetalhe }>(request, `/api/monitoramentos/${id}`, { registro: true });
  return exigir(r).monitoramento;
}
