import { FLAGS_POSICAO_FALSA, perifericoPorChave, USUARIO_POSICAO_FALSA } from '@gr/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { Caixa, Campo, Formulario } from '~/components/form';
import { api, usuarioLogado } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { booleano, falhaFormulario, texto } from '~/lib/form.server';
import { redirecionarComAviso } from '~/lib/session.server';
import { PainelErro } from '~/root';

/**
 * /posicao_falsa?terminal_id= (spec 02 §2, §3, §6; spec 03 §2): user id 1 sends a position with the
 * chosen peripheral states for a vehicle, through the same pipeline as a tracker's (POST
 * /api/veiculos/posicao_falsa). Anyone else goes to /.
 */
export const handle = { titulo: 'Posição falsa' };
export const meta: MetaFunction = () => [{ title: 'Posição falsa · GR' }];

const CAMPOS = ['placa', 'latitude', 'longitude', ...FLAGS_POSICAO_FALSA];

export async function loader({ request }: LoaderFunctionArgs) {
  const u = await usuarioLogado(request);
  if (u.id !== USUARIO_POSICAO_FALSA) throw redirect('/');
  const url = new URL(request.url);
  let placa = url.searchParams.get('placa') ?? '';
  const terminal = url.searchParams.get('terminal_id');
  if (!placa && terminal) {
    const r = await api<{ placa: string }>(request, '/api/veiculos/posicoes', { query: { terminal_id: terminal, horas: 1 }, registro: true });
    if (r.ok) placa = r.data.placa;
  }
  return { placa };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const posicao_falsa: Record<string, unknown> = Object.fromEntries(FLAGS_POSICAO_FALSA.map((f) => [f, booleano(form, f)]));
  if (texto(form, 'latitude') || texto(form, 'longitude')) Object.assign(posicao_falsa, { latitude: texto(form, 'latitude'), longitude: texto(form, 'longitude') });
  const placa = texto(form, 'placa');
  const r = await api<{ message: string }>(request, '/api/veiculos/posicao_falsa', { method: 'POST', body: { placa, posicao_falsa }, registro: true });
  if (!r.ok) return falhaFormulario(r, 'Não foi possível enviar a posição falsa');
  return redirecionarComAviso(request, `/posicao_falsa?placa=${encodeURIComponent(placa)}`, r.data.message, { tipo: 'sucesso', duracao: DURACAO.salvar });
}

export default function PosicaoFalsa() {
  const { placa } = useLoaderData<typeof loader>();
  return (
    <section className="pagina-registro" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Posição falsa</h1>
      <p className="pagina-descricao">
        Envia uma posição com os periféricos marcados para o veículo, pelo mesmo caminho das posições dos rastreadores. Sem latitude e longitude, vale
        a última posição do veículo.
      </p>
      <div className="painel painel-largo">
        <Formulario campos={CAMPOS} rotuloSalvar="Enviar posição" rotuloSalvando="Enviando..." className="form-colunas" rotulo="Posição falsa">
          <Campo nome="placa" rotulo="Placa" defaultValue={placa} required autoComplete="off" />
          <Campo nome="latitude" rotulo="Latitude" inputMode="decimal" ajuda="Graus decimais, de -90 a 90 (opcional)" />
          <Campo nome="longitude" rotulo="Longitude" inputMode="decimal" ajuda="Graus decimais, de -180 a 180 (opcional)" />
          <fieldset className="largura-total caixas caixas-colunas">
            <legend>Periféricos ligados</legend>
            {FLAGS_POSICAO_FALSA.map((f) => (
              <Caixa key={f} nome={f} rotulo={perifericoPorChave(f)?.descricao ?? f} />
            ))}
          </fieldset>
        </Formulario>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
