import { pode } from '@gr/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useFetcher, useLoaderData, useNavigate, useRouteError } from '@remix-run/react';
import { useState } from 'react';
import { Campo, Formulario } from '~/components/form';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { Seletor } from '~/components/seletor';
import { useAvisoDoFetcher } from '~/components/aviso-do-fetcher';
import { useUsuario } from '~/components/usuario';
import { gridContatosDoGrupo } from '~/grids/contatos';
import { LISTAS_UI, mensagensDaLista } from '~/grids/listas';
import { api, exigir, mensagemDeErros } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { acaoGrid, carregarGrid, type RespostaAcaoGrid, respostaAcao } from '~/lib/grid.server';
import { falhaFormulario, inteiroOuNulo, texto } from '~/lib/form.server';
import { redirecionarComAviso } from '~/lib/session.server';
import { manterVoltar } from '~/lib/voltar';
import { PainelErro } from '~/root';
import { CabecalhoRegistro, useVoltar } from '~/components/cabecalho';
import { ehId } from '~/lib/ids';

/**
 * A contact group (spec 03 §2 "/grupos, /grupo, /grupo/{id}", §7 vincular_contato /
 * desvincular_contato): its description and, once saved, its contacts (the per-group contact
 * grid) with 'Incluir contato' and 'Retirar do grupo'.
 */
interface Grupo {
  id: number;
  descricao: string;
}
const lista = LISTAS_UI.grupos!;

export const handle = { titulo: (pathname: string) => (pathname === '/grupo' ? 'Novo grupo de contatos' : 'Grupo de contatos') };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.grupo ? `Grupo ${data.grupo.descricao}` : 'Novo grupo de contatos'} · GR` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (params.id === undefined) return { grupo: null, grade: null };
  if (!ehId(params.id)) throw redirect('/grupos');
  const [grupo, grade] = await Promise.all([
    api<Grupo>(request, `/api/grupos/${params.id}`).then(exigir),
    carregarGrid(request, gridContatosDoGrupo, { grupo_id: params.id }),
  ]);
  return { grupo, grade };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.clone().formData();
  const intent = texto(form, 'intent');
  const grupoId = Number(params.id);
  if (intent === 'desvincular') {
    return acaoGrid(request, gridContatosDoGrupo, '', {
      parametros: { grupo_id: grupoId },
      intents: {
        desvincular: async (id) =>
          respostaAcao(await api(request, '/api/grupos/desvincular_contato', { method: 'POST', body: { grupo_id: grupoId, contato_id: Number(id) } }), 'Contato retirado do grupo'),
      },
    });
  }
  if (intent === 'incluir') {
    const contatoId = inteiroOuNulo(form, 'contato_id');
    if (!contatoId) return data<RespostaAcaoGrid>({ ok: false, mensagem: 'Escolha um contato da lista', duracao: DURACAO.padrao }, { status: 400 });
    const r = await api<{ message?: string }>(request, '/api/grupos/vincular_contato', { method: 'POST', body: { grupo_id: grupoId, contato_id: contatoId } });
    return r.ok
      ? data<RespostaAcaoGrid>({ ok: true, mensagem: r.data.message ?? 'Contato vinculado ao grupo com sucesso', duracao: DURACAO.salvar })
      : data<RespostaAcaoGrid>({ ok: false, mensagem: r.error ?? mensagemDeErros(r.errors) ?? 'Não foi possível incluir o contato', duracao: DURACAO.padrao }, { status: r.status });
  }
  const body = { grupo: { descricao: texto(form, 'descricao').toUpperCase() } };
  const r = params.id
    ? await api<Grupo>(request, `/api/grupos/${grupoId}`, { method: 'PATCH', body })
    : await api<Grupo>(request, '/api/grupos', { method: 'POST', body });
  if (!r.ok) return falhaFormulario(r);
  const m = mensagensDaLista(lista);
  return redirecionarComAviso(request, manterVoltar(request, `/grupo/${r.data.id}`), params.id ? m.atualizado : m.salvo, { tipo: 'sucesso', duracao: DURACAO.salvar });
}

export const shouldRevalidate = revalidarGrid;

export default function GrupoPagina() {
  const { grupo, grade } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const voltar = useVoltar('/grupos');
  const usuario = useUsuario();
  const podeAlterar = pode(usuario?.acessos ?? {}, 'grupos', grupo ? 'update' : 'create');
  return (
    <section className="pagina-registro" aria-labelledby="titulo-pagina">
      <CabecalhoRegistro titulo={grupo ? `Grupo ${grupo.descricao}` : 'Novo grupo de contatos'} voltar={{ para: '/grupos', rotulo: 'Voltar para grupos' }} />
      <div className="painel painel-largo">
        <Formulario campos={['descricao']} onCancelar={() => navigate(voltar)} rotulo="Dados do grupo">
          <Campo
            nome="descricao"
            rotulo="Descrição"
            required
            maxLength={100}
            className="maiusculas"
            mascara="maiusculas"
            defaultValue={grupo?.descricao ?? ''}
            readOnly={!podeAlterar}
          />
        </Formulario>
      </div>
      {grupo && grade && (
        <section className="secao-registro" aria-labelledby="titulo-contatos">
          <h2 id="titulo-contatos">Contatos do grupo</h2>
          {podeAlterar && <IncluirContato />}
          <Grid def={gridContatosDoGrupo} dados={grade} parametros={{ grupo_id: grupo.id }} titulo="Contatos do grupo" />
        </section>
      )}
    </section>
  );
}

/** Picks a contact by name and adds it to the group (vincular_contato). */
function IncluirContato() {
  const fetcher = useFetcher<RespostaAcaoGrid>();
  const [chave, setChave] = useState(0);
  useAvisoDoFetcher(fetcher, { aoResponder: (r) => r.ok && setChave((k) => k + 1) });
  return (
    <fetcher.Form method="post" className="linha-inclusao" aria-label="Incluir contato no grupo">
      <input type="hidden" name="intent" value="incluir" />
      <Seletor key={chave} nome="contato_id" rotulo="Incluir contato" fonte="contatos" placeholder="Digite ao menos 2 letras do nome" erroSemEscolha="Escolha um contato da lista" />
      <button type="submit" className="botao botao-primario" disabled={fetcher.state !== 'idle'}>
        Incluir no grupo
      </button>
    </fetcher.Form>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
