import { type LoaderFunctionArgs } from '@remix-run/node';
import { api } from '~/lib/api.server';
import type { Esquema } from '~/lib/tipos';

/**
 * The desk's notices, polled by the layout (components/avisos-mesa.tsx) server-side so the token
 * stays here: the profile-review count, the client's PGRs (their expiry), the integrations' health
 * and the newest notification (desktop notifications). A refusal answers an empty result: a
 * notice that cannot load stays quiet.
 */
const json = (corpo: unknown, status = 200) => Response.json(corpo, { status });

export async function loader({ request, params }: LoaderFunctionArgs) {
  switch (params.consulta) {
    case 'revisao_perfil': {
      const r = await api<{ quantidade: number }>(request, '/api/v3/profileReview/availables');
      return json({ quantidade: r.ok ? r.data.quantidade : 0 });
    }
    case 'pgr': {
      const r = await api<Array<Esquema<'AvisoValidadePgrDto'>>>(request, '/api/pgr_cliente/avisos_validade');
      return json(r.ok && Array.isArray(r.data) ? r.data.map((p) => p.mensagem).filter(Boolean) : []);
    }
    case 'integracoes': {
      const r = await api<Array<{ saude_posicionamento: number | null }>>(request, '/api/integracao/disponibilidade_integracoes');
      return json(r.ok && Array.isArray(r.data) ? r.data.map((l) => l.saude_posicionamento) : []);
    }
    case 'notificacoes': {
      const r = await api<{ rows: Array<Esquema<'NotificacaoDto'>> }>(request, '/api/notificacoes', { query: { rows: '5', sidx: 'id', sord: 'desc' } });
      return json(r.ok ? r.data.rows.map((n) => ({ id: n.id, placa: n.placa, descricao: n.descricao, sm_id: n.sm_id })) : []);
    }
    default:
      return json({ error: 'Consulta desconhecida' }, 404);
  }
}
