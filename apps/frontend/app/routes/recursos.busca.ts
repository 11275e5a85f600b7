import { formatarCnpj, formatarCpf } from '@gr/domain';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { api } from '~/lib/api.server';
import { FONTES_BUSCA, type FonteBusca, type OpcaoBusca } from '~/lib/busca';
import { exibir } from '~/lib/mascaras';

/**
 * The pickers' searches (spec 03 §7 find_cliente, find_corretor, find_segurador, find_embarcador,
 * find_todos_veiculos, find_carretas, find_funcionario, get_contatos_nome, find_pontos), called server-side
 * with the user's token and answered as a list of options.
 */
type Linha = Record<string, any>;
interface Fonte {
  caminho: (termo: string) => string;
  query?: (termo: string, params: URLSearchParams) => Record<string, string | undefined>;
  opcao: (l: Linha) => OpcaoBusca;
}

const cliente = (l: Linha): OpcaoBusca => ({
  id: l.id,
  rotulo: l.nome ?? l.razao_social,
  detalhe: [l.cnpj ? formatarCnpj(l.cnpj) : null, l.tipo].filter(Boolean).join(' · '),
  tipo: l.tipo,
});
const veiculo = (l: Linha): OpcaoBusca => ({
  id: l.id,
  rotulo: exibir('placa', l.placa),
  detalhe: [l.tipo, l.tecnologia].filter(Boolean).join(' · '),
  tipo: l.tipo,
});
const porCliente = (termo: string, params: URLSearchParams) => ({ q: termo, cliente_id: params.get('cliente_id') ?? undefined });
/** A row of the trip look-ups (`{ rows }`): a plate, a route's description or a shipper's name, with what else it brings. */
const linhaDaViagem = (l: Linha): OpcaoBusca => ({
  id: l.id,
  rotulo: l.placa ? exibir('placa', l.placa) : (l.label ?? l.descricao ?? l.nome ?? String(l.id)),
  detalhe: [l.tipo, l.tecnologia, l.origem && l.destino ? `${l.origem} → ${l.destino}` : null, l.cnpj ? formatarCnpj(l.cnpj) : null].filter(Boolean).join(' · '),
  tipo: l.tipo,
  dados: Object.fromEntries(Object.entries(l).filter(([, v]) => v === null || ['string', 'number', 'boolean'].includes(typeof v))),
});
const porTermo = (termo: string, params: URLSearchParams) => ({ term: termo, cliente_id: params.get('cliente_id') ?? undefined, tipo: params.get('tipo') ?? undefined });

const FONTES: Record<FonteBusca, Fonte> = {
  clientes: { caminho: () => '/api/clientes/find_cliente', query: porTermo, opcao: cliente },
  embarcadores: { caminho: () => '/api/clientes/find_embarcador', query: (t) => ({ embarcador: t }), opcao: cliente },
  corretores: { caminho: () => '/api/clientes/find_corretor', query: (t) => ({ term: t }), opcao: cliente },
  seguradores: { caminho: () => '/api/clientes/find_segurador', query: (t) => ({ term: t }), opcao: cliente },
  veiculos: { caminho: () => '/api/veiculos/find_todos_veiculos', query: (t) => ({ term: t }), opcao: veiculo },
  carretas: { caminho: () => '/api/veiculos/find_carretas', query: porTermo, opcao: veiculo },
  funcionarios: {
    caminho: () => '/api/funcionarios/find_funcionario',
    query: (t, p) => ({ funcionario: t, cliente_id: p.get('cliente_id') ?? undefined }),
    opcao: (l) => ({ id: l.id, rotulo: l.nome, detalhe: [l.cpf ? formatarCpf(l.cpf) : null, l.tipo].filter(Boolean).join(' · '), tipo: l.tipo }),
  },
  // The external protocol's driver (spec 03 §7 GET /api/registro/find_funcionario_cadastro?funcionario=).
  motoristas_cadastro: {
    caminho: () => '/api/registro/find_funcionario_cadastro',
    query: (t) => ({ funcionario: t }),
    opcao: (l) => ({ id: l.id, rotulo: l.nome, detalhe: l.cpf ? formatarCpf(l.cpf) : undefined }),
  },
  pontos: {
    caminho: () => '/api/rotas/find_pontos',
    query: (t, p) => ({ term: t, cliente_id: p.get('cliente_id') ?? undefined }),
    opcao: (l) => ({
      id: l.id,
      rotulo: l.descricao,
      detalhe: [l.tipo, l.cliente_id ? null : 'todos os clientes'].filter(Boolean).join(' · '),
      tipo: l.tipo,
      latitude: Number(l.latitude),
      longitude: Number(l.longitude),
    }),
  },
  viagem_veiculos: { caminho: () => '/api/monitoramentos/lookups/veiculos', query: porCliente, opcao: linhaDaViagem },
  viagem_carretas: { caminho: () => '/api/monitoramentos/lookups/carretas', query: porCliente, opcao: linhaDaViagem },
  viagem_rotas: { caminho: () => '/api/monitoramentos/lookups/rotas', query: porCliente, opcao: linhaDaViagem },
  viagem_embarcadores: { caminho: () => '/api/monitoramentos/lookups/embarcadores', query: porCliente, opcao: linhaDaViagem },
  // The trip's driver: find_funcionario of the client, with the phones the form copies (spec 02 §7 "Lookups").
  viagem_motoristas: {
    caminho: () => '/api/funcionarios/find_funcionario',
    query: (t, p) => ({ funcionario: t, cliente_id: p.get('cliente_id') ?? undefined }),
    opcao: (l) => ({
      id: l.id,
      rotulo: l.nome,
      detalhe: [l.cpf ? formatarCpf(l.cpf) : null, l.vinculo ?? l.tipo].filter(Boolean).join(' · '),
      tipo: l.tipo,
      dados: { fone1: l.fone1 ?? null, fone2: l.fone2 ?? null, fone3: l.fone3 ?? null },
    }),
  },
  contatos: {
    caminho: (t) => `/api/contatos/get_contatos_nome/${encodeURIComponent(t)}`,
    opcao: (l) => ({
      id: l.id,
      rotulo: l.nome,
      detalhe: [l.razao_social_cliente ?? l.cliente, l.telefone ? exibir('telefone', l.telefone) : null, l.email].filter(Boolean).join(' · '),
    }),
  },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const fonte = params.fonte as FonteBusca;
  if (!FONTES_BUSCA.includes(fonte)) return Response.json([], { status: 404 });
  const url = new URL(request.url).searchParams;
  const termo = url.get('term')?.trim().slice(0, 100) ?? '';
  if (termo.length < 1) return Response.json([]);
  const f = FONTES[fonte];
  const r = await api<Linha[]>(request, f.caminho(termo), { query: f.query?.(termo, url) });
  // Most searches answer a list; the trip look-ups answer `{ rows }`.
  const linhas = r.ok ? (Array.isArray(r.data) ? r.data : (r.data as { rows?: Linha[] } | null)?.rows) : undefined;
  if (!Array.isArray(linhas)) return Response.json([], { status: r.ok ? 200 : r.status });
  return Response.json(linhas.map(f.opcao));
}
