import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, useRouteError } from '@remix-run/react';
import { useEffect } from 'react';
import { PainelRastreador, TabelaComandos } from '~/components/comandos';
import { useAvisos } from '~/components/toast';
import { api, mensagemDeErros } from '~/lib/api.server';
import { alvoDosParametros, comandosDo, rastreadorDo } from '~/lib/comandos.server';
import { PainelErro } from '~/root';

/**
 * /comandos?viagem_id=&id=&placa= (spec 02 §2, §7, §8): commands to the vehicle's tracker — 21
 * position request, 13 block — through POST /api/veiculos/comando, and the commands sent with
 * their state. 'Erro ao registrar comando' when the server refuses. For a vehicle, what its
 * tracker sent that did not move it: last heartbeat and filtered fixes (issue 19).
 */
export const handle = { titulo: 'Comandos' };
export const meta: MetaFunction = () => [{ title: 'Comandos · GR' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const alvo = await alvoDosParametros(request);
  const [comandos, rastreador] = await Promise.all([comandosDo(request, alvo), rastreadorDo(request, alvo)]);
  return { alvo, ...comandos, rastreador };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const alvo = await alvoDosParametros(request);
  const acao = Number(form.get('acao_pgr_id'));
  const r = await api<{ message: string }>(request, '/api/veiculos/comando', {
    method: 'POST',
    body: { acao_pgr_id: acao, viagem_id: alvo.viagemId ?? undefined, veiculo_id: alvo.viagemId ? undefined : alvo.veiculo?.id },
    registro: true,
  });
  if (r.ok) return { ok: true as const, message: r.data.message, quando: Date.now() };
  return data({ ok: false as const, message: `Erro ao registrar comando${r.error || r.errors ? `: ${r.error ?? mensagemDeErros(r.errors)}` : ''}`, quando: Date.now() }, { status: r.status });
}

export default function Comandos() {
  const { alvo, linhas, erro, rastreador } = useLoaderData<typeof loader>();
  const resposta = useActionData<typeof action>();
  const navigation = useNavigation();
  const { notificar } = useAvisos();
  useEffect(() => {
    if (resposta) notificar(resposta.message, resposta.ok ? 'sucesso' : 'erro', 6000);
  }, [resposta, notificar]);
  const enviando = navigation.state === 'submitting';
  const semAlvo = !alvo.veiculo && !alvo.viagemId;
  return (
    <section className="pagina-registro" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Comandos</h1>
      <p className="pagina-descricao">
        {alvo.viagemId
          ? `Viagem (SM) ${alvo.viagemId}${alvo.veiculo ? ` · veículo ${alvo.veiculo.placa} · terminal ${alvo.veiculo.numero ?? 'não cadastrado'}` : ''}${alvo.viagem?.motorista ? ` · motorista ${alvo.viagem.motorista}` : ''}`
          : alvo.veiculo ? `Veículo ${alvo.veiculo.placa} · terminal ${alvo.veiculo.numero ?? 'não cadastrado'}` : 'Abra esta página a partir de uma viagem ou de um veículo (parâmetros viagem_id, id ou placa).'}
      </p>
      <div className="painel painel-largo">
        <Form method="post" className="form-acoes" aria-label="Enviar comando ao rastreador">
          <button type="submit" name="acao_pgr_id" value="21" className="botao" disabled={semAlvo || enviando}>
            Solicitar posição
          </button>
          <button type="submit" name="acao_pgr_id" value="13" className="botao botao-perigo" disabled={semAlvo || enviando}>
            Bloquear veículo
          </button>
        </Form>
        <h2>Comandos enviados</h2>
        {erro ? (
          <p className="form-erro-geral" role="alert">
            {erro}
          </p>
        ) : (
          <TabelaComandos linhas={linhas} titulo="Comandos enviados" />
        )}
        {rastreador ? <PainelRastreador rastreador={rastreador} /> : null}
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
