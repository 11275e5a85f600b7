import type { LoaderFunctionArgs } from '@remix-run/node';
import { api } from '~/lib/api.server';
import type { OperacoesDisponiveis, PgrDoCliente, VerificacaoPlaca } from '~/lib/checklists';
import { ehId } from '~/lib/ids';
import type { Esquema, VeiculoDetalhe } from '~/lib/tipos';

/**
 * The wizard's look-ups (/novo_checklist, spec 01 §2.5, §4.5, §4.6), server-side so the token stays
 * there: a client's PGRs, the client's operations (retest, express queue), the vehicle check and
 * the vehicle's technology and link.
 */
const json = (corpo: unknown, status = 200) => Response.json(corpo, { status });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const cliente = q.get('cliente_id');
  const pgr = q.get('pgr_cliente_id');
  const veiculo = q.get('veiculo_id');
  switch (params.consulta) {
    case 'pgrs': {
      if (!ehId(cliente)) return json([]);
      const r = await api<PgrDoCliente[]>(request, `/api/check_lists/pgr_find/${cliente}`);
      return r.ok ? json(Array.isArray(r.data) ? r.data : []) : json({ error: r.error ?? 'Não foi possível carregar os PGR do cliente' }, r.status);
    }
    case 'operacoes': {
      if (!ehId(cliente) || !ehId(pgr)) return json({ reteste: false, expresso: false });
      const r = await api<OperacoesDisponiveis>(request, '/api/check_lists/operacoes_disponiveis_checklist', {
        method: 'POST',
        body: { cliente_id: Number(cliente), pgr_id: Number(pgr) },
      });
      return json(r.ok ? { reteste: !!r.data.reteste, expresso: !!r.data.expresso } : { reteste: false, expresso: false });
    }
    case 'placa': {
      if (!ehId(cliente) || !ehId(pgr) || !ehId(veiculo)) return json({ codigo: 'ERRO', mensagem: 'Não foi possivel consultas a placa' } satisfies VerificacaoPlaca);
      const r = await api<VerificacaoPlaca>(request, '/api/check_lists/find_placa', { query: { cliente_id: cliente, pgr_cliente_id: pgr, veiculo_id: veiculo } });
      return json(r.ok ? r.data : ({ codigo: 'ERRO', mensagem: r.error ?? 'Não foi possivel consultas a placa' } satisfies VerificacaoPlaca));
    }
    case 'anotacoes': {
      // The PGR notes the wizard shows (spec 01 §2.5 "a notes indicator", §7.2).
      if (!ehId(cliente)) return json({ anotacoes: [] });
      const r = await api<Esquema<'AnotacoesPgrDto'>>(request, '/api/pgr_cliente/anotacoes', { query: { clienteid: cliente, ...(ehId(pgr) ? { pgrclienteid: pgr } : {}) } });
      return r.ok ? json(r.data) : json({ anotacoes: [], error: r.error ?? 'Não foi possível carregar as anotações do PGR' }, r.status);
    }
    case 'expresso': {
      // The express queue's checklists still waiting (the notices of groups 3, 4, 6 and 7).
      const r = await api<Array<Esquema<'ExpressoDto'>>>(request, '/api/check_lists/em_processamento_rapido');
      return json(r.ok ? r.data : []);
    }
    case 'veiculo': {
      if (!ehId(veiculo)) return json({ error: 'Veículo inválido' }, 400);
      const r = await api<VeiculoDetalhe>(request, `/api/veiculos/${veiculo}`, { registro: true });
      if (!r.ok) return json({ error: r.error ?? 'Não foi possível carregar o veículo' }, r.status);
      const v = r.data;
      const vinculo = v.clientes_veiculos?.find((c) => String(c.cliente_id) === cliente) ?? v.vinculo;
      return json({ tecnologia: v.tecnologia_descricao, tecnologia_id: v.tecnologia_id, terminal: v.numero, tipo: v.tipo, vinculo: vinculo?.tipo ?? null });
    }
    default:
      return json({ error: 'Consulta desconhecida' }, 404);
  }
}
