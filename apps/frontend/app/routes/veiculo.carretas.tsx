import { MENSAGENS_VEICULO, pode } from '@gr/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node';
import { useFetcher, useLoaderData, useParams, useRouteError } from '@remix-run/react';
import { useState } from 'react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { Seletor } from '~/components/seletor';
import { useAvisoDoFetcher } from '~/components/aviso-do-fetcher';
import { useUsuario } from '~/components/usuario';
import { gridCarretas } from '~/grids/veiculos';
import { api } from '~/lib/api.server';
import { DURACAO, DURACAO_ERRO_VINCULO } from '~/lib/avisos';
import { acaoGrid, listaComoGrid, type RespostaAcaoGrid, respostaAcao } from '~/lib/grid.server';
import { inteiroOuNulo, texto } from '~/lib/form.server';
import type { Carreta } from '~/lib/tipos';
import { PainelErro } from '~/root';

/**
 * The trailers of a tractor (spec 03 §3 "Vehicle": a tractor-trailer link has its own id; §5
 * 'Este veiculo não é do tipo CAVALO!'; §7 adicionar_carreta, {id}/remover_carreta,
 * {id}/listar_carretas): list, add (at most three) and remove.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const r = await api<Carreta[]>(request, `/api/veiculos/${params.id}/listar_carretas`, { registro: true });
  if (r.ok) return { cavalo: true, grade: listaComoGrid(gridCarretas, r.data), aviso: null };
  // A vehicle that is not a CAVALO answers 422 with the spec's message.
  if (r.status === 422) return { cavalo: false, grade: listaComoGrid(gridCarretas, []), aviso: r.error ?? MENSAGENS_VEICULO.naoCavalo };
  return { cavalo: false, grade: listaComoGrid(gridCarretas, [], r.error ?? 'Não foi possível carregar as carretas'), aviso: null };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.clone().formData();
  if (texto(form, 'intent') === 'adicionar') {
    const carreta = inteiroOuNulo(form, 'carreta_id');
    if (!carreta) return data<RespostaAcaoGrid>({ ok: false, mensagem: 'Escolha uma carreta da lista', duracao: DURACAO.padrao }, { status: 400 });
    const r = await api(request, '/api/veiculos/adicionar_carreta', { method: 'POST', body: { cavalo_id: Number(params.id), carreta_id: carreta } });
    return respostaAcao(r, MENSAGENS_VEICULO.carretaAdicionada, DURACAO_ERRO_VINCULO);
  }
  return acaoGrid(request, gridCarretas, '', {
    parametros: { veiculo_id: params.id! },
    intents: {
      remover: async (id) => respostaAcao(await api(request, `/api/veiculos/${id}/remover_carreta`, { method: 'POST' }), MENSAGENS_VEICULO.carretaRemovida),
    },
  });
}

export const shouldRevalidate = revalidarGrid;

export default function CarretasDoCavalo() {
  const { cavalo, grade, aviso } = useLoaderData<typeof loader>();
  const usuario = useUsuario();
  const { id } = useParams();
  if (!cavalo) {
    return (
      <div className="aviso-bloco" role="alert">
        {aviso ?? grade.erro}
      </div>
    );
  }
  return (
    <>
      {pode(usuario?.acessos ?? {}, 'veiculos', 'update') && <AdicionarCarreta />}
      <Grid def={gridCarretas} dados={grade} parametros={{ veiculo_id: id! }} titulo="Carretas do cavalo" />
    </>
  );
}

/** Picks a trailer by plate and hitches it (adicionar_carreta); the refusal is a red notice. */
function AdicionarCarreta() {
  const fetcher = useFetcher<RespostaAcaoGrid>();
  const [chave, setChave] = useState(0);
  useAvisoDoFetcher(fetcher, { aoResponder: (r) => r.ok && setChave((k) => k + 1) });
  return (
    <fetcher.Form method="post" className="linha-inclusao" aria-label="Adicionar carreta">
      <input type="hidden" name="intent" value="adicionar" />
      <Seletor
        key={chave}
        nome="carreta_id"
        rotulo="Carreta (placa)"
        fonte="carretas"
        maiusculas
        placeholder="Digite ao menos 2 caracteres da placa"
        erroSemEscolha="Escolha uma carreta da lista"
      />
      <button type="submit" className="botao botao-primario" disabled={fetcher.state !== 'idle'}>
        Adicionar carreta
      </button>
    </fetcher.Form>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
