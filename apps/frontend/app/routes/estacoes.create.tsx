import { MENSAGENS_ESTACAO, TIPOS_VIAGEM } from '@gr/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { Caixa, Campo, ErrosDe, Formulario } from '~/components/form';
import { useFecharModal } from '~/components/modal';
import { SeletorCliente } from '~/components/seletor-cliente';
import { api, exigir } from '~/lib/api.server';
import { booleano, falhaFormulario, inteiros, texto } from '~/lib/form.server';
import { ehId } from '~/lib/ids';
import { redirecionarComAviso } from '~/lib/session.server';
import type { Esquema } from '~/lib/tipos';
import { PainelErro } from '~/root';

type Estacao = Esquema<'EstacaoDetalheDto'>;

export const handle = { titulo: 'Cadastro de estação' };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.estacao ? `Estação ${data.estacao.descricao}` : 'Nova estação'} · GR` }];

/**
 * /estacoes/create (spec 02 §2, §3 "Station": descricao, ativa; tecnologias, tipos_viagens,
 * cliente): a new station, or with ?id= the station to change. A trip belongs to the stations
 * whose technologies, trip types and clients match it; a list left empty matches any.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get('id');
  const [estacao, tecnologias] = await Promise.all([
    ehId(id) ? api<Estacao>(request, `/api/estacoes/${id}`).then(exigir) : Promise.resolve(null),
    api<Array<{ id: number; descricao: string }>>(request, '/api/tecnologias/get_tecnologias').then(exigir),
  ]);
  return { estacao, tecnologias: tecnologias.map((t) => ({ id: t.id, descricao: t.descricao })) };
}

export async function action({ request }: ActionFunctionArgs) {
  const id = new URL(request.url).searchParams.get('id');
  const form = await request.formData();
  const estacao = {
    descricao: texto(form, 'descricao'),
    ativa: booleano(form, 'ativa'),
    tecnologias: inteiros(form, 'tecnologias'),
    tipos_viagens: inteiros(form, 'tipos_viagens'),
    clientes: inteiros(form, 'clientes'),
  };
  const r = ehId(id)
    ? await api<Estacao>(request, `/api/estacoes/${id}`, { method: 'PATCH', body: { estacao } })
    : await api<Estacao>(request, '/api/estacoes', { method: 'POST', body: { estacao } });
  if (!r.ok) return falhaFormulario(r, 'Não foi possível salvar a estação');
  return redirecionarComAviso(request, `/estacoes/${r.data.id}`, MENSAGENS_ESTACAO.salva, { tipo: 'sucesso', duracao: 6000 });
}

/** A list of ids as check boxes (each posts `nome`), with its server errors. */
function CaixasDeIds({ nome, legenda, opcoes, marcadas }: { nome: string; legenda: string; opcoes: ReadonlyArray<{ id: number; descricao: string }>; marcadas: readonly number[] }) {
  return (
    <fieldset className="caixas">
      <legend>{legenda}</legend>
      <div className="caixas-em-linha">
        {opcoes.map((o) => (
          <label key={o.id} className="caixa-em-linha">
            <input type="checkbox" name={nome} value={o.id} defaultChecked={marcadas.includes(o.id)} /> {o.descricao}
          </label>
        ))}
      </div>
      <ErrosDe nome={nome} />
    </fieldset>
  );
}

const CAMPOS = ['descricao', 'ativa', 'tecnologias', 'tipos_viagens', 'clientes', 'cliente'];

export default function EstacaoForm() {
  const { estacao, tecnologias } = useLoaderData<typeof loader>();
  const fechar = useFecharModal(estacao ? `/estacoes/${estacao.id}` : '/estacoes', ['id']);
  return (
    <section className="pagina-formulario" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">{estacao ? `Estação ${estacao.descricao}` : 'Nova estação'}</h1>
      <p className="pagina-descricao">
        Uma SM pertence às estações cujas tecnologias, tipos de viagem e clientes correspondem aos dela. Uma lista vazia aceita qualquer valor.
      </p>
      <Formulario campos={CAMPOS} onCancelar={fechar}>
        <Campo nome="descricao" rotulo="Descrição" defaultValue={estacao?.descricao ?? ''} maxLength={120} required />
        <Caixa nome="ativa" rotulo="Ativa" defaultChecked={estacao?.ativa ?? true} />
        <CaixasDeIds nome="tecnologias" legenda="Tecnologias" opcoes={tecnologias} marcadas={estacao?.tecnologias ?? []} />
        <CaixasDeIds nome="tipos_viagens" legenda="Tipos de viagem" opcoes={TIPOS_VIAGEM} marcadas={estacao?.tipos_viagens ?? []} />
        <SeletorCliente nome="clientes" rotulo="Clientes" multiplo aliases={['cliente']} inicial={(estacao?.clientes_nomes ?? []).map((c) => ({ id: c.id, nome: c.descricao }))} />
      </Formulario>
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
