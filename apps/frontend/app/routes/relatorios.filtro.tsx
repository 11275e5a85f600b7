import {
  BLOQUEIOS_FILTRO, CRITERIOS, GRUPO, LAUDOS_FILTRO, lerFiltroRelatorio, PERIODOS_RELATORIO, ROTULOS_BLOQUEIO_FILTRO, ROTULOS_CRITERIO, ROTULOS_FORMATO,
  ROTULOS_LAUDO_FILTRO, ROTULOS_PERIODO, ValidationError, FORMATOS_RELATORIO, type PeriodoRelatorio,
} from '@gr/domain';
import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { useId, useState } from 'react';
import { Campo, ErrosDe, Formulario, Selecao, type ResultadoFormulario } from '~/components/form';
import estilos from '~/components/exportacao-relatorio.css?url';
import { SeletorCliente } from '~/components/seletor-cliente';
import { api, usuarioLogado } from '~/lib/api.server';
import { booleano, texto } from '~/lib/form.server';
import { ehId } from '~/lib/ids';
import { consultaDoFiltro, filtroDaUrl } from '~/lib/relatorios';
import type { Cliente } from '~/lib/tipos';
import { PainelErro } from '~/root';

/**
 * /relatorios/filtro (spec 03 §2, §3 "Report filter", §5 "Report filter"): client (or all
 * clients; a client user's own, fixed), parameter (or all), period with its interval or validity
 * date, laudo, block and the format. The domain reads the form (the API reads it the same way)
 * and the rows open on /relatorios, where the export runs.
 */
export const handle = { titulo: 'Relatórios' };
export const meta: MetaFunction = () => [{ title: 'Relatórios · GR' }];
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: estilos }];

export async function loader({ request }: LoaderFunctionArgs) {
  const usuario = await usuarioLogado(request);
  const inicial = filtroDaUrl(new URL(request.url).searchParams);
  const clienteFixo = usuario.grupo_usuario_id === GRUPO.CLIENTE && usuario.cliente_id ? { id: usuario.cliente_id, nome: usuario.cliente ?? `Cliente ${usuario.cliente_id}` } : null;
  // Back from /relatorios to change the filter: the client chosen, by its name.
  let cliente: { id: number; nome: string } | null = null;
  if (!clienteFixo && ehId(inicial.cliente_id)) {
    const r = await api<Cliente>(request, `/api/clientes/${inicial.cliente_id}`, { registro: true });
    if (r.ok) cliente = { id: r.data.id, nome: r.data.razao_social || `Cliente ${r.data.id}` };
  }
  return { inicial, clienteFixo, cliente };
}

const CAMPOS = ['cliente_id', 'is_todos_clientes', 'parametro', 'is_todos_parametros', 'periodo', 'data_inicio', 'data_fim', 'laudo', 'bloqueio', 'formato'] as const;

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const bruto: Record<string, unknown> = {
    cliente_id: texto(form, 'cliente_id'),
    is_todos_clientes: booleano(form, 'is_todos_clientes'),
    parametro: texto(form, 'parametro'),
    is_todos_parametros: booleano(form, 'is_todos_parametros'),
    periodo: texto(form, 'periodo'),
    data_inicio: texto(form, 'data_inicio'),
    data_fim: texto(form, 'data_fim'),
    laudo: texto(form, 'laudo'),
    bloqueio: texto(form, 'bloqueio'),
    formato: texto(form, 'formato'),
  };
  try {
    // "Report generation needs a valid form and a chosen format" (spec 03 §5).
    const filtro = lerFiltroRelatorio(bruto, new Date(), { exigirFormato: true });
    return redirect(`/relatorios?${consultaDoFiltro(filtro)}`);
  } catch (e) {
    if (e instanceof ValidationError) return data<ResultadoFormulario>({ errors: e.errors }, { status: 400 });
    throw e;
  }
}

const OPCOES_PERIODO = PERIODOS_RELATORIO.map((p) => ({ valor: p, rotulo: ROTULOS_PERIODO[p] }));
const OPCOES_PARAMETRO = CRITERIOS.map((c) => ({ valor: c, rotulo: ROTULOS_CRITERIO[c] }));
const OPCOES_LAUDO = LAUDOS_FILTRO.map((l) => ({ valor: l, rotulo: ROTULOS_LAUDO_FILTRO[l] }));
const OPCOES_BLOQUEIO = BLOQUEIOS_FILTRO.map((b) => ({ valor: b, rotulo: ROTULOS_BLOQUEIO_FILTRO[b] }));

/** A checkbox that posts 'true' or 'false' and tells the form when it changes ("Todos os ..."). */
function Todos({ nome, rotulo, marcado, onChange }: { nome: string; rotulo: string; marcado: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <div className="campo campo-caixa">
      <input type="hidden" name={nome} value={marcado ? 'true' : 'false'} />
      <input id={id} type="checkbox" checked={marcado} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{rotulo}</label>
      <ErrosDe nome={nome} />
    </div>
  );
}

export default function FiltroRelatorios() {
  const { inicial, clienteFixo, cliente } = useLoaderData<typeof loader>();
  const id = useId();
  const [todosClientes, setTodosClientes] = useState(!clienteFixo && inicial.is_todos_clientes === 'true');
  const [todosParametros, setTodosParametros] = useState(inicial.is_todos_parametros === 'true');
  const [periodo, setPeriodo] = useState<PeriodoRelatorio | ''>((inicial.periodo as PeriodoRelatorio) ?? 'MES_ATUAL');
  const formato = inicial.formato ?? 'xlsx';

  return (
    <section className="painel pagina-formulario filtro-relatorio" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Relatórios</h1>
      <p className="pagina-descricao">Registros de consulta por cliente, parâmetro e período, com o laudo e o vencimento como saem no Excel e no PDF.</p>
      <Formulario campos={CAMPOS} rotuloSalvar="Gerar relatório" rotuloSalvando="Gerando..." rotulo="Filtro do relatório">
        <fieldset className="secao">
          <legend>Cliente</legend>
          {clienteFixo ? (
            <SeletorCliente nome="cliente_id" rotulo="Cliente" fixo={clienteFixo} />
          ) : (
            <>
              {!todosClientes && <SeletorCliente nome="cliente_id" rotulo="Cliente" obrigatorio inicial={cliente ? [cliente] : []} />}
              <Todos nome="is_todos_clientes" rotulo="Todos os clientes" marcado={todosClientes} onChange={setTodosClientes} />
            </>
          )}
        </fieldset>
        <fieldset className="secao">
          <legend>Parâmetro</legend>
          {!todosParametros && <Selecao nome="parametro" rotulo="Parâmetro" opcoes={OPCOES_PARAMETRO} defaultValue={inicial.parametro ?? ''} required />}
          <Todos nome="is_todos_parametros" rotulo="Todos os parâmetros" marcado={todosParametros} onChange={setTodosParametros} />
        </fieldset>
        <fieldset className="secao">
          <legend>Período</legend>
          <Selecao nome="periodo" rotulo="Período" opcoes={OPCOES_PERIODO} value={periodo} onChange={(e) => setPeriodo(e.target.value as PeriodoRelatorio)} required />
          {periodo === 'SELECIONAR_INTERVALO_DATA' && (
            <div className="form-colunas">
              <Campo nome="data_inicio" rotulo="Data inicial" mascara="data" placeholder="dd/mm/aaaa" defaultValue={inicial.data_inicio ?? ''} required />
              <Campo nome="data_fim" rotulo="Data final" mascara="data" placeholder="dd/mm/aaaa" defaultValue={inicial.data_fim ?? ''} required />
            </div>
          )}
          {periodo === 'INFORMAR_DATA_VALIDADE' && (
            <Campo nome="data_inicio" rotulo="Data de validade" mascara="data" placeholder="dd/mm/aaaa" defaultValue={inicial.data_inicio ?? ''} required ajuda="Itens que vencem nesse dia" />
          )}
        </fieldset>
        <div className="form-colunas">
          <Selecao nome="laudo" rotulo="Laudo" opcoes={OPCOES_LAUDO} vazio={null} defaultValue={inicial.laudo ?? 'TODOS'} />
          <Selecao nome="bloqueio" rotulo="Bloqueio" opcoes={OPCOES_BLOQUEIO} vazio={null} defaultValue={inicial.bloqueio ?? 'TODOS'} />
        </div>
        <fieldset className="secao opcoes-formato" aria-describedby={`${id}-formato`}>
          <legend>Formato</legend>
          {FORMATOS_RELATORIO.map((f) => (
            <label key={f} className="opcao-radio">
              <input type="radio" name="formato" value={f} defaultChecked={formato === f} /> {ROTULOS_FORMATO[f]}
            </label>
          ))}
          <div id={`${id}-formato`}>
            <ErrosDe nome="formato" />
          </div>
        </fieldset>
      </Formulario>
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
