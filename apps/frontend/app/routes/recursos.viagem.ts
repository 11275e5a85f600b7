import type { ActionFunctionArgs } from '@remix-run/node';
import type { ResultadoChecklistVeiculo, ResultadoLiberacao } from '~/components/viagem-form/tipos';
import { api } from '~/lib/api.server';
import { ehId } from '~/lib/ids';

/**
 * The trip form's calls made while the user types (spec 02 §4 "Trip form vehicle check", §6
 * special release), server-side so the token stays there:
 * - `checklist`: POST /api/monitoramentos/{veiculoId}/checklist_veiculo
 * - `liberacao`: POST /api/monitoramentos/autenticacao_liberacao with an authoriser's credentials
 */
const json = (corpo: unknown, status = 200) => Response.json(corpo, { status });
const numero = (v: unknown) => (typeof v === 'string' && ehId(v) ? Number(v) : undefined);

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const valor = (n: string) => {
    const v = form.get(n);
    return typeof v === 'string' ? v.trim() : '';
  };
  switch (params.acao) {
    case 'checklist': {
      const veiculo = numero(valor('veiculo_id'));
      if (!veiculo) return json({ status: 'ERRO', msg: 'Escolha a placa do veículo' } satisfies ResultadoChecklistVeiculo);
      const r = await api<ResultadoChecklistVeiculo>(request, `/api/monitoramentos/${veiculo}/checklist_veiculo`, {
        method: 'POST',
        registro: true,
        body: { monitoramento: { cliente_id: numero(valor('cliente_id')), pgr_cliente_id: numero(valor('pgr_cliente_id')), previsao_inicio: valor('previsao_inicio') || undefined } },
      });
      if (r.ok) return json(r.data);
      return json({ status: 'ERRO', msg: r.error || Object.values(r.errors ?? {}).flat().join(', ') || 'Não foi possível verificar o checklist do veículo' } satisfies ResultadoChecklistVeiculo);
    }
    case 'liberacao': {
      const r = await api<ResultadoLiberacao>(request, '/api/monitoramentos/autenticacao_liberacao', {
        method: 'POST',
        registro: true,
        body: {
          liberacao: {
            username: valor('username'),
            password: valor('password'),
            _cliente_id: numero(valor('cliente_id')),
            _pgr_cliente_id: numero(valor('pgr_cliente_id')),
            _veiculo_id: numero(valor('veiculo_id')),
          },
        },
      });
      if (r.ok && r.data.liberacao) return json(r.data);
      const mensagem = (r.ok ? r.data.mensagem : r.error || Object.values(r.errors ?? {}).flat().join(', ')) || 'Liberação não autorizada';
      return json({ error: mensagem, mensagem } satisfies ResultadoLiberacao, r.ok ? 422 : r.status === 403 ? 422 : r.status);
    }
    default:
      return json({ error: 'Ação desconhecida' }, 404);
  }
}
