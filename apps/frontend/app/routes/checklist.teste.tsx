import { formatarData, MARCAS_ITEM, type MarcaItem, MENSAGENS_CHECKLIST, STATUS_FINALIZADOS } from '@gr/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation, useRevalidator, useRouteError } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { CabecalhoRegistro } from '~/components/cabecalho';
import { AreaTexto, Caixa, Formulario } from '~/components/form';
import { Modal } from '~/components/modal';
import { useAvisos } from '~/components/toast';
import { useUsuario } from '~/components/usuario';
import { AlertasDoChecklist, Periferico, StatusChecklistIcone } from '~/grids/checklists';
import { api, exigir, usuarioLogado } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { type EmTeste, listaDoUsuario, type ResultadoTratamento } from '~/lib/checklists';
import { booleano, texto } from '~/lib/form.server';
import { ehId } from '~/lib/ids';
import { exibir } from '~/lib/mascaras';
import { redirecionarComAviso } from '~/lib/session.server';
import { voltarDe } from '~/lib/voltar';
import type { Esquema } from '~/lib/tipos';
import { PainelErro } from '~/root';

/**
 * /checklist/teste/{id}: the operator's manual test (spec 01 §2.6, §4.7, §5). Every item is marked
 * APROVADO or REPROVADO; the server decides the checklist's result (REPROVADO if any item is).
 * 'Pendência' records what is missing (or sends the vehicle to maintenance) instead.
 */
export const handle = { titulo: 'Teste de checklist' };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Teste do checklist ${data?.checklist.id ?? ''} · GR` }];

interface Resultado {
  /** A notice of a pre-test or procedure button. */
  aviso?: string;
  error?: string;
  errors?: Record<string, string[]>;
  /** Items the server found unmarked (400 `itens.{id}`). */
  semMarca?: number[];
}

type PreTeste = Esquema<'PreTesteDto'>;
type ProblemaVeiculo = Esquema<'ProblemaVeiculoDto'>;

/** Procedures on the vehicle (spec 01 §7.1 procedimentos_checklist): one flag each. */
const PROCEDIMENTOS = [
  { flag: 'bloquear', rotulo: 'Bloquear' },
  { flag: 'desbloquear', rotulo: 'Desbloquear' },
  { flag: 'sirene', rotulo: 'Ligar sirene' },
  { flag: 'desligar_sirene', rotulo: 'Desligar sirene' },
  { flag: 'solicitar_posicao', rotulo: 'Solicitar posição' },
] as const;

/** The pre-test and procedure buttons: each answers with a notice, the page stays. */
async function acaoDoPainel(request: Request, id: number, intent: string, form: FormData) {
  const chamar = async (caminho: string, corpo: unknown, metodo: 'POST' | 'PATCH' = 'POST', falha = 'Não foi possível enviar') => {
    const r = await api<{ message?: string }>(request, caminho, { method: metodo, body: corpo });
    return r.ok ? data<Resultado>({ aviso: r.data?.message ?? 'Feito' }) : data<Resultado>({ error: r.error ?? falha }, { status: r.status });
  };
  switch (intent) {
    case 'preteste_monitorar':
      return chamar(`/api/check_lists/${id}`, { monitorando_preteste: texto(form, 'monitorar') === 'true' }, 'PATCH');
    case 'preteste_bloqueio':
      return chamar(`/api/check_lists/${id}/bloqueio_sirene_pre_teste`, {}, 'POST', MENSAGENS_CHECKLIST.bloqueioSireneErro);
    case 'preteste_usar':
      return chamar(`/api/check_lists/${id}/preteste_usado`, {});
    case 'procedimento': {
      const flag = texto(form, 'flag');
      if (!PROCEDIMENTOS.some((p) => p.flag === flag)) return data<Resultado>({ error: 'Procedimento desconhecido' }, { status: 400 });
      return chamar('/api/check_lists/procedimentos_checklist', { veiculo_id: Number(texto(form, 'veiculo_id')), [flag]: true });
    }
    default:
      return null;
  }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.id)) throw redirect('/checklist_operador');
  const r = exigir(await api<EmTeste>(request, `/api/check_lists/em_teste/${params.id}`, { registro: true }));
  const c = r.check_list;
  // The pre-test guide and the vehicle's earlier problems: what the operator needs beside the marks.
  const [preteste, problemas] = await Promise.all([
    api<PreTeste>(request, `/api/check_lists/${c.id}/itens_preteste`),
    api<ProblemaVeiculo[]>(request, `/api/check_lists/historico_problemas_veiculo/${c.veiculo_id}`),
  ]);
  return { checklist: c, alertas: r.alertas, preteste: preteste.ok ? preteste.data : null, problemas: problemas.ok ? problemas.data.filter((p) => p.check_list_id !== c.id) : [] };
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (!ehId(params.id)) throw redirect('/checklist_operador');
  const id = Number(params.id);
  const form = await request.formData();
  const usuario = await usuarioLogado(request);
  const lista = voltarDe(request, listaDoUsuario(usuario.grupo_usuario_id));

  const intent = texto(form, 'intent');
  const comando = await acaoDoPainel(request, id, intent, form);
  if (comando) return comando;

  if (intent === 'pendencia') {
    const r = await api<{ message?: string }>(request, '/api/check_lists/pendencias', {
      method: 'POST',
      body: { id, observacao_pendencia: texto(form, 'observacao_pendencia'), manutencao: booleano(form, 'manutencao') },
    });
    if (!r.ok) return data<Resultado>({ error: r.error ?? 'Erro em pendência!', errors: r.errors }, { status: r.status });
    return redirecionarComAviso(request, lista, r.data?.message ?? MENSAGENS_CHECKLIST.pendencia, { tipo: 'sucesso', duracao: DURACAO.salvar });
  }

  const itens = form.getAll('item').map((v) => {
    const itemId = Number(v);
    const status = texto(form, `status_${itemId}`);
    return { id: itemId, status: (MARCAS_ITEM as readonly string[]).includes(status) ? (status as MarcaItem) : null };
  });
  const semMarca = itens.filter((i) => !i.status).map((i) => i.id);
  if (semMarca.length) return data<Resultado>({ error: MENSAGENS_CHECKLIST.itensSemMarca, semMarca }, { status: 400 });
  const r = await api<ResultadoTratamento>(request, '/api/check_lists/tratamento', {
    method: 'POST',
    body: { check_list: { id, updated_at: texto(form, 'updated_at'), itens, observacao: texto(form, 'observacao') || null } },
  });
  if (!r.ok) {
    const doServidor = Object.keys(r.errors ?? {})
      .map((k) => /^itens\.(\d+)$/.exec(k)?.[1])
      .filter(Boolean)
      .map(Number);
    return data<Resultado>({ error: r.error ?? (doServidor.length ? MENSAGENS_CHECKLIST.itensSemMarca : 'Erro ao atualizar o status do checklist!'), errors: r.errors, semMarca: doServidor }, { status: r.status });
  }
  const texto_ = r.data.message ?? `Checklist ${r.data.status}`;
  return redirecionarComAviso(request, lista, texto_, { tipo: r.data.status === 'APROVADO' ? 'sucesso' : 'info', duracao: DURACAO.padrao });
}

export default function TesteChecklist() {
  const { checklist: c, alertas, preteste, problemas } = useLoaderData<typeof loader>();
  const resultado = useActionData<Resultado>();
  const navigation = useNavigation();
  const usuario = useUsuario();
  const { notificar } = useAvisos();
  const [marcas, setMarcas] = useState<Record<number, MarcaItem>>(() =>
    Object.fromEntries(c.itens.filter((i) => i.status === 'APROVADO' || i.status === 'REPROVADO').map((i) => [i.id, i.status as MarcaItem])),
  );
  const [destacar, setDestacar] = useState<ReadonlySet<number>>(new Set());
  const [pendencia, setPendencia] = useState(false);
  const finalizado = STATUS_FINALIZADOS.includes(c.status);
  const salvando = navigation.state === 'submitting';

  useEffect(() => {
    if (resultado?.semMarca?.length) setDestacar(new Set(resultado.semMarca));
    // 409: another operator changed it; the page reloaded, the message says why.
    if (resultado?.error) notificar(resultado.error, 'erro', DURACAO.padrao);
    else if (resultado?.aviso) notificar(resultado.aviso, 'sucesso', DURACAO.padrao);
  }, [resultado, notificar]);
  // While the test is open, the pre-test statuses come back every 60 s (spec 01 §9),
  const revalidador = useRevalidator();
  useEffect(() => {
    // and the alerts of the stage too, while the test is open.
    if (STATUS_FINALIZADOS.includes(c.status)) return;
    const t = setInterval(() => revalidador.revalidate(), 60_000);
    return () => clearInterval(t);
  }, [c.status, revalidador]);

  const marcar = (id: number, m: MarcaItem) => {
    setMarcas((a) => ({ ...a, [id]: m }));
    setDestacar((d) => {
      const n = new Set(d);
      n.delete(id);
      return n;
    });
  };

  return (
    <section className="pagina-registro" aria-labelledby="titulo-pagina">
      <CabecalhoRegistro
        titulo={`Teste do checklist nº ${c.id}`}
        resumo={[c.placa ? exibir('placa', c.placa) : null, c.cliente, c.tecnologia].filter(Boolean).join(' · ')}
        voltar={{ para: listaDoUsuario(usuario?.grupo_usuario_id ?? 6), rotulo: 'Voltar para checklists' }}
      >
        <StatusChecklistIcone status={c.status} reutilizado={c.reutilizado} />
        {c.disponivel_teste_online && (
          <Link className="botao" to={`/checklist/teste_automatico/${c.id}`}>
            Teste automático
          </Link>
        )}
      </CabecalhoRegistro>
      {finalizado && (
        <p className="aviso-bloco" role="status">
          Este checklist já está finalizado ({c.status}).
        </p>
      )}
      {c.observacao_pendencia && <p className="aviso-bloco">Pendência registrada: {c.observacao_pendencia}</p>}
      {!finalizado && <AlertasDoChecklist alertas={alertas} />}
      {!finalizado && preteste && <PainelPreTeste preteste={preteste} />}
      {!finalizado && (
        <Form method="post" replace className="procedimentos" aria-label="Procedimentos no veículo">
          <input type="hidden" name="intent" value="procedimento" />
          <input type="hidden" name="veiculo_id" value={c.veiculo_id} />
          <span>Procedimentos no veículo:</span>
          {PROCEDIMENTOS.map((p) => (
            <button key={p.flag} type="submit" name="flag" value={p.flag} className="botao">
              {p.rotulo}
            </button>
          ))}
        </Form>
      )}
      {problemas.length > 0 && (
        <details className="historico-problemas">
          <summary>Problemas em checklists anteriores deste veículo ({problemas.length})</summary>
          <ul>
            {problemas.map((p, n) => (
              <li key={`${p.check_list_id}-${n}`}>
                {formatarData(p.data_cadastro)} · checklist {p.protocolo} ({p.status}) · {p.descricao}
                {p.violacao ? ' · violação' : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
      <Form
        method="post"
        replace
        className="formulario"
        aria-label="Resultado dos itens"
        onSubmit={(e) => {
          const faltam = c.itens.filter((i) => !marcas[i.id]).map((i) => i.id);
          if (faltam.length) {
            e.preventDefault();
            setDestacar(new Set(faltam));
            notificar(MENSAGENS_CHECKLIST.itensSemMarca, 'erro', DURACAO.padrao);
            window.alert(MENSAGENS_CHECKLIST.itensSemMarca);
          }
        }}
      >
        <input type="hidden" name="updated_at" value={c.updated_at} />
        <table className="itens-checklist">
          <caption className="visualmente-oculto">Itens do checklist {c.id}</caption>
          <thead>
            <tr>
              <th scope="col">Periférico</th>
              <th scope="col">Item</th>
              <th scope="col">Resultado</th>
            </tr>
          </thead>
          <tbody>
            {c.itens.map((i) => (
              <tr key={i.id} className={destacar.has(i.id) ? 'item-sem-marca' : undefined} aria-invalid={destacar.has(i.id) || undefined}>
                <td>
                  <Periferico id={i.periferico_id ?? i.item_pgr_id} />
                  <input type="hidden" name="item" value={i.id} />
                </td>
                <td>{i.descricao}</td>
                <td className="item-marca">
                  <fieldset className="caixas-em-linha" disabled={finalizado}>
                    <legend className="visualmente-oculto">Resultado de {i.descricao}</legend>
                    {MARCAS_ITEM.map((m) => (
                      <label key={m}>
                        <input type="radio" name={`status_${i.id}`} value={m} checked={marcas[i.id] === m} onChange={() => marcar(i.id, m)} /> {m}
                      </label>
                    ))}
                  </fieldset>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="campo">
          <label htmlFor="observacao-teste">Observação</label>
          <textarea id="observacao-teste" name="observacao" rows={3} maxLength={500} disabled={finalizado} />
        </div>
        <div className="form-acoes">
          {!finalizado && (
            <button type="button" className="botao" onClick={() => setPendencia(true)}>
              Pendência
            </button>
          )}
          {!finalizado && (
            <button type="submit" className="botao botao-primario" disabled={salvando || !!c.reteste_pendente}>
              {salvando ? 'Aguarde, salvando checklist...' : 'Finalizar teste'}
            </button>
          )}
        </div>
      </Form>
      {pendencia && (
        <Modal titulo="Registrar pendência" onFechar={() => setPendencia(false)} largura={520}>
          <Formulario campos={['observacao_pendencia', 'manutencao']} onCancelar={() => setPendencia(false)} rotuloSalvar="Registrar pendência">
            <input type="hidden" name="intent" value="pendencia" />
            <AreaTexto nome="observacao_pendencia" rotulo="O que está pendente" rows={4} maxLength={500} required />
            <Caixa nome="manutencao" rotulo="Veículo precisa de manutenção (status MANUTENÇÃO)" />
          </Formulario>
        </Modal>
      )}
    </section>
  );
}

const TEXTO_PRE_TESTE: Record<number, string> = { [-2]: 'REPROVADO', [-1]: 'REPROVADO em análise', 0: '—', 1: 'PENDENTE parcial', 2: 'PRÉ-APROVADO' };

/**
 * The pre-test guide (spec 01 §4.9): doors, disengage, block and siren, each AGUARDANDO, PENDENTE
 * or ITEM APROVADO from the readings since the desk began watching; block and siren through the
 * commands' outbox; applying it ticks the decided items.
 */
function PainelPreTeste({ preteste }: { preteste: PreTeste }) {
  const decididos = preteste.itens.filter((i) => i.status === 2 || i.status < 0).length;
  return (
    <section className="guia-teste" aria-labelledby="titulo-preteste">
      <h2 id="titulo-preteste">Pré-teste</h2>
      {preteste.monitorando_preteste ? (
        <>
          <ul className="grupos-preteste">
            {preteste.grupos.map((g) => (
              <li key={g.chave} className={`grupo-preteste grupo-${g.estado === 'ITEM APROVADO' ? 'ok' : g.estado === 'PENDENTE' ? 'pendente' : 'aguardando'}`}>
                <strong>{g.titulo}</strong>: {g.estado}
              </li>
            ))}
          </ul>
          <p className="campo-ajuda">
            {preteste.itens.map((i) => `${i.descricao}: ${TEXTO_PRE_TESTE[i.status] ?? i.status}`).join(' · ')}
          </p>
          <div className="form-acoes">
            <Form method="post" replace>
              <input type="hidden" name="intent" value="preteste_bloqueio" />
              <button type="submit" className="botao">Bloqueio e sirene</button>
            </Form>
            <Form method="post" replace>
              <input type="hidden" name="intent" value="preteste_usar" />
              <button type="submit" className="botao botao-primario" disabled={!decididos}>
                Aplicar pré-teste ({decididos})
              </button>
            </Form>
            <Form method="post" replace>
              <input type="hidden" name="intent" value="preteste_monitorar" />
              <input type="hidden" name="monitorar" value="false" />
              <button type="submit" className="botao">Parar de acompanhar</button>
            </Form>
          </div>
        </>
      ) : (
        <Form method="post" replace className="preteste-inicio">
          <p>{preteste.preteste_usado ? 'Pré-teste já aplicado a este checklist.' : 'Peça ao motorista que abra e feche as portas, acione o desengate e aguarde bloqueio e sirene.'}</p>
          <input type="hidden" name="intent" value="preteste_monitorar" />
          <input type="hidden" name="monitorar" value="true" />
          <button type="submit" className="botao">Acompanhar pré-teste</button>
        </Form>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
