import { MENSAGENS_CHECKLIST, MENSAGENS_ESTADO } from '@gr/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigation, useRouteError, useSubmit } from '@remix-run/react';
import { useState } from 'react';
import { CabecalhoRegistro } from '~/components/cabecalho';
import { Confirmacao } from '~/components/modal';
import { useUsuario } from '~/components/usuario';
import { StatusChecklistIcone, TabelaItens } from '~/grids/checklists';
import { api, exigir, usuarioLogado } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { type ChecklistDetalhe, duracaoHms, listaDoUsuario, resumoDetalhe, ROTULOS_ACAO, STATUS_INFO, type StatusChecklist, temAcao } from '~/lib/checklists';
import { formatarDataHora } from '~/lib/datas';
import { ehId } from '~/lib/ids';
import { exibir } from '~/lib/mascaras';
import { redirecionarComAviso } from '~/lib/session.server';
import { voltarDe } from '~/lib/voltar';
import { PainelErro } from '~/root';

/**
 * /checklist/visualizar/{id} (spec 01 §2.6): everything about a checklist, read-only — its data,
 * items and history — and 'Ocultar' when the server allows it for this user.
 */
export const handle = { titulo: 'Visualizar checklist' };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Checklist ${data?.checklist.id ?? ''} · GR` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.id)) throw redirect('/checklists');
  return { checklist: exigir(await api<ChecklistDetalhe>(request, `/api/check_lists/visualizar/${params.id}`, { registro: true })) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (!ehId(params.id)) throw redirect('/checklists');
  const r = await api(request, `/api/check_lists/${params.id}/ocultar`, { method: 'PATCH' });
  if (!r.ok) return data({ error: r.error ?? MENSAGENS_ESTADO.OCULTAR }, { status: r.status });
  const usuario = await usuarioLogado(request);
  return redirecionarComAviso(request, voltarDe(request, listaDoUsuario(usuario.grupo_usuario_id)), MENSAGENS_CHECKLIST.ocultado, { tipo: 'sucesso', duracao: DURACAO.confirmacao });
}

const texto = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

export default function VisualizarChecklist() {
  const { checklist: c } = useLoaderData<typeof loader>();
  const resultado = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const usuario = useUsuario();
  const [confirmar, setConfirmar] = useState(false);
  const lista = listaDoUsuario(usuario?.grupo_usuario_id ?? 8);
  const telefones = [c.telefone_contato1, c.telefone_contato2, c.telefone_contato3].filter(Boolean).map((t) => exibir('telefone', t!));
  const dados: Array<[string, React.ReactNode]> = [
    ['Status', <StatusChecklistIcone key="s" status={c.status} reutilizado={c.reutilizado} />],
    ['Placa', texto(c.placa ? exibir('placa', c.placa) : null)],
    ['Terminal', texto(c.terminal)],
    ['Tecnologia', texto(c.tecnologia)],
    ['Vínculo', texto(c.vinculo)],
    ['Cliente', texto(c.cliente)],
    ['PGR', texto(c.pgr)],
    ['Carroceria', texto(c.carroceria)],
    ['Protocolo', texto(c.protocolo)],
    ['Data de cadastro', texto(formatarDataHora(c.data_cadastro))],
    ['Cadastrado por', texto(c.username_add)],
    ['Validade', texto(formatarDataHora(c.data_validade))],
    ['Finalizado em', texto(formatarDataHora(c.data_finalizado ?? null))],
    ['Online', c.online ? 'Sim' : 'Não'],
    ['Fila expressa', c.fila_expressa ? 'Sim' : 'Não'],
    ['Tempo de verificação', texto(duracaoHms(c.tempo_verificacao))],
    ['Tempo em teste', texto(duracaoHms(c.tempo_em_teste))],
    ['Tempo decorrido', texto(duracaoHms(c.tempo_decorrido))],
    ['Contato', texto(c.nome_contato)],
    ['Telefones', texto(telefones.join(', '))],
    ['Observação', texto(c.observacao)],
    ['Pendência', texto(c.observacao_pendencia)],
    ['Motivo do cancelamento', texto(c.observacao_cancelamento)],
  ];
  return (
    <section className="pagina-registro" aria-labelledby="titulo-pagina">
      <CabecalhoRegistro titulo={`Checklist nº ${c.id}`} resumo={c.placa ? exibir('placa', c.placa) : undefined} voltar={{ para: lista, rotulo: 'Voltar para checklists' }}>
        {(c.status === 'EM_TESTE' || c.status === 'PENDENTE') && (temAcao(c, 'REGISTRAR_RESULTADO') || temAcao(c, 'INICIAR_TESTE')) && (
          <Link className="botao botao-primario" to={`/checklist/teste/${c.id}`}>
            Abrir teste
          </Link>
        )}
        {temAcao(c, 'OCULTAR') && (
          <button type="button" className="botao botao-perigo" onClick={() => setConfirmar(true)}>
            Ocultar
          </button>
        )}
      </CabecalhoRegistro>
      {resultado?.error && (
        <p className="form-erro-geral" role="alert">
          {resultado.error}
        </p>
      )}
      <dl className="dados-checklist">
        {dados.map(([rotulo, valor]) => (
          <div key={rotulo}>
            <dt>{rotulo}</dt>
            <dd>{valor}</dd>
          </div>
        ))}
      </dl>
      <h2>Itens</h2>
      {c.itens.length ? <TabelaItens itens={c.itens} legenda={`Itens do checklist ${c.id}`} /> : <p className="vazio">Este checklist não tem itens.</p>}
      <h2>Histórico</h2>
      {c.eventos?.length ? (
        <table className="tabela-simples">
          <caption className="visualmente-oculto">Histórico do checklist {c.id}</caption>
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Ação</th>
              <th scope="col">Status antes</th>
              <th scope="col">Status depois</th>
              <th scope="col">Usuário</th>
              <th scope="col">Origem</th>
            </tr>
          </thead>
          <tbody>
            {c.eventos.map((e, i) => (
              <tr key={e.id ?? i}>
                <td>{formatarDataHora(e.data)}</td>
                <td>
                  {ROTULOS_ACAO[e.acao] ?? e.acao}
                  {resumoDetalhe(e.detalhe) ? <small> — {resumoDetalhe(e.detalhe)}</small> : null}
                </td>
                <td>{e.status_antes ? STATUS_INFO[e.status_antes as StatusChecklist]?.rotulo ?? e.status_antes : '—'}</td>
                <td>{e.status_depois ? STATUS_INFO[e.status_depois as StatusChecklist]?.rotulo ?? e.status_depois : '—'}</td>
                <td>{texto(e.username)}</td>
                <td>{texto(e.origem)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="vazio">Nenhum evento registrado.</p>
      )}
      {confirmar && (
        <Confirmacao
          titulo="Ocultar checklist"
          rotuloConfirmar="Ocultar"
          ocupado={navigation.state !== 'idle'}
          onCancelar={() => setConfirmar(false)}
          onConfirmar={() => {
            setConfirmar(false);
            submit(null, { method: 'post', replace: true });
          }}
        >
          <p>O checklist nº {c.id} deixará de aparecer nas listas.</p>
        </Confirmacao>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
