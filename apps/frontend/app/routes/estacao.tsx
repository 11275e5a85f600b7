import { formatarDataHora, MENSAGENS_ESTACAO, pode } from '@gr/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation, useRevalidator, useRouteError } from '@remix-run/react';
import { useEffect } from 'react';
import { useUsuario } from '~/components/usuario';
import { api, exigir, usuarioLogado } from '~/lib/api.server';
import { ehId } from '~/lib/ids';
import { redirecionarComAviso } from '~/lib/session.server';
import { destinoVoltar } from '~/lib/voltar';
import type { Esquema } from '~/lib/tipos';
import { PainelErro } from '~/root';

type Estacao = Esquema<'EstacaoDetalheDto'>;

export const handle = { titulo: 'Estação' };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.estacao ? `Estação ${data.estacao.descricao}` : 'Estação'} · GR` }];

/** While the page is open, who holds the station is read again every 30 s (someone may take it). */
const RELEITURA_MS = 30_000;

/**
 * The station's session page /estacoes/{id} (spec 02 §2, §4 "Station session"): what the station
 * groups, who is in it, and enter, leave, or 'enter and remove others' (which first closes every
 * session of the station). One operator per station (decision 46): entering a station someone
 * holds is refused with their name. The station's trip lists are for the operator in it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.estacao_id)) throw data({ error: MENSAGENS_ESTACAO.naoEncontrada }, { status: 404 });
  const [estacao, eu] = await Promise.all([api<Estacao>(request, `/api/estacoes/${params.estacao_id}`).then(exigir), usuarioLogado(request)]);
  return { estacao, euId: eu.id };
}

const ACOES = {
  entrar: { caminho: 'entrar', corpo: { remover_outros: false }, mensagem: MENSAGENS_ESTACAO.entrou },
  entrar_remover: { caminho: 'entrar', corpo: { remover_outros: true }, mensagem: MENSAGENS_ESTACAO.entrou },
  sair: { caminho: 'sair', corpo: {}, mensagem: MENSAGENS_ESTACAO.saiu },
} as const;

export async function action({ request, params }: ActionFunctionArgs) {
  if (!ehId(params.estacao_id)) return data({ error: MENSAGENS_ESTACAO.naoEncontrada }, { status: 404 });
  const intent = String((await request.formData()).get('intent') ?? '');
  const acao = ACOES[intent as keyof typeof ACOES];
  if (!acao) return data({ error: 'Operação inválida' }, { status: 400 });
  // registro: a refusal (403, 409) is said on the page, not by going to /login.
  const r = await api(request, `/api/estacoes/${params.estacao_id}/${acao.caminho}`, { method: 'POST', body: acao.corpo, registro: true });
  if (!r.ok) return data({ error: r.error ?? 'Não foi possível concluir a operação' }, { status: r.status });
  // The page's own query (its way back to the list) stays.
  return redirecionarComAviso(request, `/estacoes/${params.estacao_id}${new URL(request.url).search}`, acao.mensagem, { tipo: 'sucesso', duracao: 4000 });
}

const lista = (itens: ReadonlyArray<{ descricao: string }>, vazio: string) => (itens.length ? itens.map((i) => i.descricao).join(', ') : vazio);

export default function EstacaoSessao() {
  const { estacao, euId } = useLoaderData<typeof loader>();
  const resposta = useActionData<{ error?: string }>();
  const navigation = useNavigation();
  const revalidador = useRevalidator();
  const usuario = useUsuario();
  const { search } = useLocation();
  const ocupando = navigation.state !== 'idle';
  useEffect(() => {
    const t = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidador.state === 'idle') revalidador.revalidate();
    }, RELEITURA_MS);
    return () => clearInterval(t);
  }, [revalidador]);
  const sessao = estacao.sessoes[0];
  const minha = sessao?.user_id === euId;
  const botao = (intent: keyof typeof ACOES, rotulo: string, classe = 'botao-primario') => (
    <button type="submit" name="intent" value={intent} className={`botao ${classe}`} aria-disabled={ocupando || undefined}>
      {rotulo}
    </button>
  );
  return (
    <section className="pagina-formulario" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Estação {estacao.descricao}</h1>
      <p className="pagina-descricao">{estacao.ativa ? 'Estação ativa' : 'Estação inativa: ninguém pode entrar nela'}</p>
      <dl className="resumo-confirmacao">
        <dt>Tecnologias</dt>
        <dd>{lista(estacao.tecnologias_nomes, 'Todas')}</dd>
        <dt>Tipos de viagem</dt>
        <dd>{lista(estacao.tipos_viagens_nomes, 'Todos')}</dd>
        <dt>Clientes</dt>
        <dd>{lista(estacao.clientes_nomes, 'Todos')}</dd>
      </dl>
      <div className="painel" role="region" aria-label="Sessão da estação">
        {minha ? (
          <p>Você está nesta estação desde {formatarDataHora(sessao.inicio)}.</p>
        ) : sessao ? (
          <p>
            Ocupada por <strong>{sessao.username}</strong> desde {formatarDataHora(sessao.inicio)}.
          </p>
        ) : (
          <p>Ninguém está nesta estação.</p>
        )}
        {resposta?.error && (
          <p className="form-erro-geral" role="alert">
            {resposta.error}
          </p>
        )}
        {estacao.ativa && (
          <Form method="post" className="form-acoes">
            {minha ? (
              <>
                <Link className="botao botao-primario" to={`/estacoes/${estacao.id}/viagens`}>
                  SM em viagem
                </Link>
                <Link className="botao" to={`/estacoes/${estacao.id}/agendadas`}>
                  SM agendadas
                </Link>
                {botao('sair', 'Sair da estação', 'botao-secundario')}
              </>
            ) : (
              <>
                {!sessao && botao('entrar', 'Entrar')}
                {sessao && botao('entrar', 'Entrar', 'botao-secundario')}
                {sessao && botao('entrar_remover', 'Entrar e remover os outros')}
              </>
            )}
          </Form>
        )}
      </div>
      <p className="form-acoes">
        <Link to={destinoVoltar(search, '/estacoes')}>Voltar às estações</Link>
        {pode(usuario?.acessos ?? {}, 'estacoes', 'update') && <Link to={`/estacoes/create?id=${estacao.id}`}>Editar estação</Link>}
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
