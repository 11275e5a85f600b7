import { CHECKLIST, formatarDataHora, MENSAGENS_CHECKLIST, NOMES_TECNOLOGIAS_CHECKLIST_ONLINE, STATUS_FINALIZADOS } from '@gr/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigate, useNavigation, useRevalidator, useRouteError } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { CabecalhoRegistro } from '~/components/cabecalho';
import { Modal } from '~/components/modal';
import { useAvisos } from '~/components/toast';
import { useUsuario } from '~/components/usuario';
import { AlertasDoChecklist, Periferico, StatusChecklistIcone } from '~/grids/checklists';
import { api, exigir } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { type EmTeste, ESTADOS_ALERTA, type ItemTeste, listaDoUsuario } from '~/lib/checklists';
import { texto } from '~/lib/form.server';
import { ehId } from '~/lib/ids';
import { exibir } from '~/lib/mascaras';
import { PainelErro } from '~/root';

/**
 * /checklist/teste_automatico/{id}: the automatic (online) test (spec 01 §2.6, §4.8, §9). The
 * start guide and its confirmation start the test (PENDENTE, technologies 2 and 4); from then on
 * each item follows what the vehicle's tracker reports: 0 → 1 → 2 changes, negative peripherals in
 * violation at 1. The page asks the server for the analysis every 60 s (and on 'Analisar agora'),
 * ticks its clock every second up to the 24-minute limit, and 10 s after an approval goes back to
 * the list. The result comes only from readings that arrived: nothing here marks an item.
 */
export const handle = { titulo: 'Teste automático de checklist' };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Teste automático do checklist ${data?.check_list.id ?? ''} · GR` }];

const RECARGA_MS = 60_000;
const REDIRECIONAR_MS = 10_000;

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.id)) throw redirect('/checklist_operador');
  return exigir(await api<EmTeste>(request, `/api/check_lists/em_teste/${params.id}`, { registro: true }));
}

interface Resposta {
  ok?: boolean;
  message?: string;
  error?: string;
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (!ehId(params.id)) throw redirect('/checklist_operador');
  const form = await request.formData();
  const intent = texto(form, 'intent');
  const caminho = intent === 'iniciar' ? `/api/check_lists/${params.id}/inicia_teste_online` : `/api/check_lists/${params.id}/analise_checklist`;
  const r = await api<{ message?: string }>(request, caminho, { method: 'POST', body: {} });
  if (!r.ok) {
    const falha = intent === 'iniciar' ? 'Não foi possível iniciar o checklist' : 'Não foi possivel iniciar a analise';
    return data<Resposta>({ error: r.error ?? Object.values(r.errors ?? {}).flat()[0] ?? falha }, { status: r.status });
  }
  return data<Resposta>({ ok: true, message: r.data?.message });
}

const ROTULO_ESTADO: Record<ItemTeste['estado'], string> = { AGUARDANDO: 'AGUARDANDO', OK: 'ITEM APROVADO', ERRO: 'ITEM REPROVADO' };

function relogio(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

export default function TesteAutomatico() {
  const { check_list: c, teste, alertas } = useLoaderData<typeof loader>();
  const resposta = useActionData<Resposta>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const usuario = useUsuario();
  const { notificar } = useAvisos();
  const [confirmar, setConfirmar] = useState(false);
  const [agora, setAgora] = useState(() => Date.now());
  const lista = listaDoUsuario(usuario?.grupo_usuario_id ?? 6);
  const iniciado = !!c.inicio_teste_online;
  const finalizado = STATUS_FINALIZADOS.includes(c.status);
  const aprovado = c.status === 'APROVADO';
  const ocupado = navigation.state !== 'idle';

  useEffect(() => {
    if (resposta?.error) notificar(resposta.error, 'erro', DURACAO.padrao);
    else if (resposta?.message) notificar(resposta.message, 'sucesso', DURACAO.padrao);
  }, [resposta, notificar]);

  // Clock every second; the analysis every 60 s while the test runs (spec 01 §9).
  useEffect(() => {
    if (!iniciado || finalizado) return;
    const relogioId = setInterval(() => setAgora(Date.now()), 1000);
    const recarga = setInterval(() => revalidator.revalidate(), RECARGA_MS);
    return () => {
      clearInterval(relogioId);
      clearInterval(recarga);
    };
  }, [iniciado, finalizado, revalidator]);

  // Approved: back to the list after 10 s (spec 01 §4.8).
  useEffect(() => {
    if (!aprovado || !iniciado) return;
    const t = setTimeout(() => navigate(lista), REDIRECIONAR_MS);
    return () => clearTimeout(t);
  }, [aprovado, iniciado, navigate, lista]);

  const decorrido = iniciado ? Math.min(CHECKLIST.limiteTesteAutomaticoMs, finalizado ? (teste?.tempo_decorrido_ms ?? 0) : agora - new Date(c.inicio_teste_online!).getTime()) : 0;
  const pendenteSemOnline = !c.disponivel_teste_online && ['EM_TESTE', 'VERIFICANDO', 'PENDENTE'].includes(c.status);

  return (
    <section className="pagina-registro" aria-labelledby="titulo-pagina">
      <CabecalhoRegistro
        titulo={`Teste automático do checklist nº ${c.id}`}
        resumo={[c.placa ? exibir('placa', c.placa) : null, c.terminal ? `terminal ${c.terminal}` : null, c.cliente, c.tecnologia].filter(Boolean).join(' · ')}
        voltar={{ para: lista, rotulo: 'Voltar para checklists' }}
      >
        <StatusChecklistIcone status={c.status} reutilizado={c.reutilizado} />
      </CabecalhoRegistro>

      {!finalizado && <AlertasDoChecklist alertas={alertas} />}
      {pendenteSemOnline && (
        <p className="aviso-bloco" role="status">
          Checklist pendente: o teste automático só vale para as tecnologias {NOMES_TECNOLOGIAS_CHECKLIST_ONLINE}. Use o teste manual.
        </p>
      )}

      {!iniciado && c.disponivel_teste_online && (
        <div className="guia-teste" aria-labelledby="guia-inicio">
          <h2 id="guia-inicio">Como iniciar</h2>
          <ol>
            <li>Confirme com o motorista que o veículo está parado, com a ignição ligada e o rastreador comunicando.</li>
            <li>Peça que, depois de iniciado, ele abra e feche cada porta, acione e solte cada sensor da lista abaixo.</li>
            <li>O teste termina quando todo item mudou duas vezes, ou reprova aos {CHECKLIST.limiteTesteAutomaticoMs / 60_000} minutos.</li>
          </ol>
          {c.status === 'PENDENTE' ? (
            <button type="button" className="botao botao-primario" onClick={() => setConfirmar(true)}>
              Iniciar teste automático
            </button>
          ) : (
            <p className="aviso-bloco">O teste automático começa com o checklist PENDENTE (status atual: {c.status}).</p>
          )}
        </div>
      )}

      {iniciado && teste && (
        <>
          <div className="painel-teste" role="group" aria-label="Andamento do teste">
            <p>
              Tempo: <strong aria-label="Tempo decorrido">{relogio(decorrido)}</strong> de {relogio(CHECKLIST.limiteTesteAutomaticoMs)}
            </p>
            <p>
              Itens aprovados: <strong>{teste.itens.filter((i) => i.estado === 'OK').length}</strong> de {teste.itens.length}
            </p>
            {!finalizado && (
              <Form method="post" replace>
                <input type="hidden" name="intent" value="analisar" />
                <button type="submit" className="botao" disabled={ocupado}>
                  {ocupado ? 'Processando checklist' : 'Analisar agora'}
                </button>
              </Form>
            )}
          </div>
          {finalizado && (
            <p className={`aviso-bloco ${aprovado ? 'aviso-sucesso' : 'aviso-erro'}`} role="status">
              {aprovado ? 'Checklist aprovado: todos os periféricos responderam. Voltando para a lista em 10 segundos.' : `Checklist ${c.status}.`}
            </p>
          )}
          <table className="itens-checklist">
            <caption>Periféricos em teste</caption>
            <thead>
              <tr>
                <th scope="col">Periférico</th>
                <th scope="col">Item</th>
                <th scope="col">Mudanças</th>
                <th scope="col">Valor</th>
                <th scope="col">Última leitura</th>
                <th scope="col">Situação</th>
              </tr>
            </thead>
            <tbody>
              {teste.itens.map((i) => (
                <tr key={i.id} className={`item-teste item-teste-${i.estado.toLowerCase()}`}>
                  <td>
                    <Periferico id={i.periferico_id} />
                  </td>
                  <td>{i.descricao}</td>
                  <td>{i.status} de 2</td>
                  <td>
                    {i.valor ?? '—'}
                    {i.violacao ? ' (violação)' : ''}
                  </td>
                  <td>{i.data_posicao ? formatarDataHora(i.data_posicao) : '—'}</td>
                  <td>
                    <strong>{ROTULO_ESTADO[i.estado]}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>Alertas</h2>
          <ul className="alertas-teste" aria-label="Alertas do teste">
            {[...teste.alertas].reverse().map((a, n) => (
              <li key={`${a.data}-${n}`} className={`alerta-estado-${a.estado}`}>
                {formatarDataHora(a.data)} · {ESTADOS_ALERTA[a.estado]} · {a.mensagem}
              </li>
            ))}
          </ul>
        </>
      )}

      {confirmar && (
        <Modal titulo="Iniciar teste automático" onFechar={() => setConfirmar(false)} largura={520}>
          <p>A partir de agora, só as leituras que o rastreador enviar decidem o resultado. Confirma o início?</p>
          <Form method="post" replace onSubmit={() => setConfirmar(false)}>
            <input type="hidden" name="intent" value="iniciar" />
            <div className="form-acoes">
              <button type="button" className="botao" onClick={() => setConfirmar(false)}>
                Cancelar
              </button>
              <button type="submit" className="botao botao-primario">
                Iniciar
              </button>
            </div>
          </Form>
        </Modal>
      )}
      <p className="visualmente-oculto" role="status">
        {ocupado ? MENSAGENS_CHECKLIST.testeIniciado : ''}
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
