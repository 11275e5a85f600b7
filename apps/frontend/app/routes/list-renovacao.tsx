import { MENSAGENS_CADASTRO } from '@gr/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useFetcher, useLoaderData, useRouteError } from '@remix-run/react';
import { useCallback, useMemo, useState } from 'react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { useAvisoDoFetcher } from '~/components/aviso-do-fetcher';
import { useAvisos } from '~/components/toast';
import { chaveRenovacao, gridRenovacao, type RenovacaoLinha, SelecaoRenovacao } from '~/grids/renovacao';
import { api } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { carregarGrid, respostaAcao } from '~/lib/grid.server';
import { PainelErro } from '~/root';

export const handle = { titulo: 'Renovações' };
export const meta: MetaFunction = () => [{ title: 'Renovações · GR' }];

/**
 * /list-renovacao (spec 03 §2, §4 "Renewal", §5): the items whose search expires within 30 days;
 * each row toggles, and "Renovar selecionados" posts them as `itens_renovacao` (a JSON string of
 * registro_id and item). None chosen: 'NÃO HÁ REGISTROS SELECIONADOS, À SEREM RENOVADOS'.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return { grade: await carregarGrid(request, gridRenovacao) };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const itens = String(form.get('itens_renovacao') ?? '[]');
  const r = await api<{ message: string }>(request, '/api/registro/renovar_registros', { method: 'POST', body: { itens_renovacao: itens } });
  return respostaAcao(r, 'ENVIO REALIZADO COM SUCESSO', DURACAO.padrao);
}

export const shouldRevalidate = revalidarGrid;

export default function ListaRenovacao() {
  const { grade } = useLoaderData<typeof loader>();
  const { notificar } = useAvisos();
  const fetcher = useFetcher<typeof action>();
  const [escolhidos, setEscolhidos] = useState<Map<string, RenovacaoLinha>>(new Map());
  const alternar = useCallback((l: RenovacaoLinha) => {
    setEscolhidos((atual) => {
      const novo = new Map(atual);
      if (novo.has(chaveRenovacao(l))) novo.delete(chaveRenovacao(l));
      else novo.set(chaveRenovacao(l), l);
      return novo;
    });
  }, []);
  const contexto = useMemo(() => ({ escolhidos: new Set(escolhidos.keys()), alternar }), [escolhidos, alternar]);
  const todosDaPagina = grade.pagina.rows.length > 0 && grade.pagina.rows.every((l) => escolhidos.has(chaveRenovacao(l)));

  useAvisoDoFetcher(fetcher, { aposRecarregar: true, aoResponder: (r) => r.ok && setEscolhidos(new Map()) });

  const renovar = () => {
    if (!escolhidos.size) return notificar(MENSAGENS_CADASTRO.renovacaoVazia, 'erro', DURACAO.padrao);
    const itens = [...escolhidos.values()].map((l) => ({ registro_id: l.registro_id, item: l.item }));
    fetcher.submit({ itens_renovacao: JSON.stringify(itens) }, { method: 'post' });
  };
  const marcarPagina = () =>
    setEscolhidos((atual) => {
      const novo = new Map(atual);
      for (const l of grade.pagina.rows) {
        if (todosDaPagina) novo.delete(chaveRenovacao(l));
        else novo.set(chaveRenovacao(l), l);
      }
      return novo;
    });

  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Renovações</h1>
      <p className="campo-ajuda">Consultas favoráveis que vencem nos próximos 30 dias (ou venceram há até 90). Marque os itens e renove: cada registro ganha uma nova consulta com nova validade.</p>
      <div className="form-acoes" role="group" aria-label="Renovação">
        <button type="button" className="botao" onClick={marcarPagina} disabled={!grade.pagina.rows.length}>
          {todosDaPagina ? 'Desmarcar a página' : 'Marcar a página'}
        </button>
        <button type="button" className="botao botao-primario" onClick={renovar} disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle' ? 'Renovando…' : `Renovar selecionados (${escolhidos.size})`}
        </button>
      </div>
      <SelecaoRenovacao.Provider value={contexto}>
        <Grid def={gridRenovacao} dados={grade} />
      </SelecaoRenovacao.Provider>
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
