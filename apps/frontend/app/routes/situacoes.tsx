import { isStaff, MENSAGENS_VIAGEM, TECLAS_SITUACAO } from '@gr/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useMatches, useNavigation, useRouteError, useSearchParams, useSubmit } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useAvisos } from '~/components/toast';
import { ID_LAYOUT } from '~/components/usuario';
import { api, usuarioLogado } from '~/lib/api.server';
import { formatarDataHora } from '~/lib/datas';
import type { Esquema } from '~/lib/tipos';
import { PainelErro } from '~/root';

type ViagemPorPlaca = Esquema<'ViagemPorPlacaDto'>;
type AcaoComPrazo = Esquema<'AcaoDaSituacaoDto'>;
type AcaoCadastrada = Esquema<'SituacaoAcaoDto'>;

export const handle = { titulo: 'Situações' };
export const meta: MetaFunction = () => [{ title: 'Situações · GR' }];

/**
 * The trip-situation screen (spec 03 §2 "/situacoes and /situacoes/app"; spec 02 §3, §4): find
 * the trip by plate, set its situation (the buttons or F1–F12, staff groups 3–7 only) and follow
 * the PGR actions the situation triggers, each with its deadline (execution time) and its limit
 * (plus the tolerance) counting down. /situacoes/app is the same page without the menu.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const usuario = await usuarioLogado(request);
  const url = new URL(request.url);
  const placa = (url.searchParams.get('placa') ?? '').trim();
  const [situacoes, acoes, viagens] = await Promise.all([
    api<Array<{ id: number; descricao: string; tecla: string | null }>>(request, '/api/situacao_viagem').then((r) => (r.ok && Array.isArray(r.data) ? r.data : [])),
    api<{ rows: AcaoCadastrada[] }>(request, '/api/situacao_viagem/acoes', { query: { rows: '500', sidx: 'id', sord: 'asc' } }).then((r) => (r.ok ? r.data.rows : [])),
    placa.length >= 2
      ? api<ViagemPorPlaca[]>(request, '/api/situacao_viagem/pesquisa_placa', { query: { placa } }).then((r) => (r.ok ? { lista: r.data, erro: null } : { lista: [], erro: r.errors?.placa?.[0] ?? r.error ?? 'Não foi possível pesquisar a placa' }))
      : Promise.resolve({ lista: [] as ViagemPorPlaca[], erro: placa ? 'informe de 2 a 10 letras ou números da placa' : null }),
  ]);
  return { podeAlterar: isStaff(usuario.grupo_usuario_id), situacoes, acoes: acoes.filter((a) => a.ativo), viagens: viagens.lista, erroPlaca: viagens.erro };
}

export async function action({ request }: ActionFunctionArgs) {
  const f = await request.formData();
  const id = Number(f.get('id'));
  const situacao = Number(f.get('situacao_viagem_id'));
  const r = await api<{ msg: string; situacao_viagem: string; data: string; acoes: AcaoComPrazo[] }>(request, '/api/situacao_viagem/altera_situacao_viagem', {
    method: 'POST',
    body: { id, situacao_viagem_id: situacao },
    registro: true,
  });
  if (!r.ok) return data({ ok: false as const, erro: r.error ?? Object.values(r.errors ?? {}).flat()[0] ?? 'A situação não foi alterada' }, { status: r.status === 403 ? 403 : 422 });
  return { ok: true as const, id, ...r.data };
}

/** 'mm:ss' left until `ate`, or how long past it. */
function restante(ate: string, agora: number): { texto: string; atrasado: boolean } {
  const s = Math.round((Date.parse(ate) - agora) / 1000);
  const abs = Math.abs(s);
  const texto = `${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
  return { texto: s >= 0 ? texto : `-${texto}`, atrasado: s < 0 };
}

function Cronometro({ acoes }: { acoes: AcaoComPrazo[] }) {
  const [agora, setAgora] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setAgora(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  if (!acoes.length) return <p>Esta situação não tem ações PGR cadastradas.</p>;
  return (
    <table className="tabela-simples">
      <caption>Ações PGR disparadas</caption>
      <thead>
        <tr>
          <th scope="col">Ação</th>
          <th scope="col">Sentido</th>
          <th scope="col">Prazo</th>
          <th scope="col">Tolerância até</th>
          <th scope="col">Situação</th>
        </tr>
      </thead>
      <tbody>
        {acoes.map((a) => {
          const prazo = restante(a.prazo, agora);
          const limite = restante(a.limite, agora);
          const estado = !prazo.atrasado ? `faltam ${prazo.texto}` : !limite.atrasado ? `na tolerância (${limite.texto})` : `atrasada ${limite.texto.slice(1)}`;
          return (
            <tr key={a.id} className={limite.atrasado ? 'linha-atrasada' : undefined}>
              <td>{a.acao_pgr}</td>
              <td>{a.sentido}</td>
              <td>{formatarDataHora(a.prazo)}</td>
              <td>{formatarDataHora(a.limite)}</td>
              <td role="status">{estado}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export default function Situacoes() {
  const { podeAlterar, situacoes, acoes, viagens, erroPlaca } = useLoaderData<typeof loader>();
  const resposta = useActionData<typeof action>();
  const [params] = useSearchParams();
  const { notificar } = useAvisos();
  const submit = useSubmit();
  const navegacao = useNavigation();
  const semMenu = !useMatches().some((m) => m.id === ID_LAYOUT);
  const [escolhida, setEscolhida] = useState<number | null>(viagens.length === 1 ? viagens[0]!.id : null);
  const viagem = viagens.find((v) => v.id === escolhida) ?? null;

  useEffect(() => {
    if (viagens.length === 1) setEscolhida(viagens[0]!.id);
  }, [viagens]);
  useEffect(() => {
    if (!resposta) return;
    if (resposta.ok) {
      // The situation and its time go to the clipboard, as the lists' selector does (spec 02 §4).
      const texto = `${resposta.situacao_viagem} ${resposta.data}`;
      navigator.clipboard?.writeText(texto).catch(() => undefined);
      notificar(texto, 'sucesso');
    }
    else notificar(resposta.erro, 'erro');
  }, [resposta, notificar]);

  const alterar = (situacaoId: number) => {
    if (!viagem) return notificar('Você deve selecionar uma SM antes!', 'erro');
    if (!podeAlterar) return notificar(MENSAGENS_VIAGEM.permissaoNegada, 'erro', 2000);
    submit({ id: String(viagem.id), situacao_viagem_id: String(situacaoId) }, { method: 'post' });
  };

  useEffect(() => {
    const tecla = (e: KeyboardEvent) => {
      const id = TECLAS_SITUACAO[e.key];
      if (!id || !viagem) return;
      e.preventDefault();
      alterar(id);
    };
    window.addEventListener('keydown', tecla);
    return () => window.removeEventListener('keydown', tecla);
  });

  const acoesDaAtual = viagem?.situacao_viagem_id ? acoes.filter((a) => a.situacao_viagem_id === viagem.situacao_viagem_id) : [];
  const disparadas = resposta?.ok && resposta.id === viagem?.id ? resposta.acoes : null;
  const teclaDe = (id: number) => Object.entries(TECLAS_SITUACAO).find(([, s]) => s === id)?.[0];

  const conteudo = (
    <section className="pagina-situacoes" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Situações da viagem</h1>
      <Form method="get" className="filtro-linha" role="search">
        <label htmlFor="placa-situacao">Placa</label>
        <input id="placa-situacao" name="placa" defaultValue={params.get('placa') ?? ''} maxLength={10} autoComplete="off" placeholder="ABC1D23" />
        <button type="submit" className="botao botao-primario">
          Pesquisar
        </button>
      </Form>
      {erroPlaca && <p role="alert" className="form-erro-geral">{erroPlaca}</p>}
      {params.get('placa') && !erroPlaca && viagens.length === 0 && <p>NENHUMA VIAGEM FOI ENCONTRADA NESTA PESQUISA...</p>}
      {viagens.length > 1 && (
        <fieldset className="lista-escolha">
          <legend>SMs agendadas ou em viagem</legend>
          {viagens.map((v) => (
            <label key={v.id}>
              <input type="radio" name="sm" checked={escolhida === v.id} onChange={() => setEscolhida(v.id)} /> SM {v.id} · {v.placa} · {v.status_nome}
              {v.situacao_viagem ? ` · ${v.situacao_viagem}` : ''}
            </label>
          ))}
        </fieldset>
      )}
      {viagem && (
        <>
          <p className="pagina-descricao">
            SM <strong>{viagem.id}</strong> · placa <strong>{viagem.placa}</strong> · {viagem.status_nome} · situação atual:{' '}
            <strong>{disparadas ? resposta?.ok && resposta.situacao_viagem : (viagem.situacao_viagem ?? 'nenhuma')}</strong>
          </p>
          <div className="botoes-situacao" role="group" aria-label="Alterar a situação">
            {situacoes.map((s) => (
              <button key={s.id} type="button" className="botao" disabled={!podeAlterar || navegacao.state !== 'idle'} onClick={() => alterar(s.id)}>
                {s.descricao}
                {teclaDe(s.id) ? <small> ({teclaDe(s.id)})</small> : null}
              </button>
            ))}
          </div>
          {!podeAlterar && <p>Só a equipe (grupos 3 a 7) altera a situação.</p>}
          {disparadas ? (
            <Cronometro acoes={disparadas} />
          ) : (
            <table className="tabela-simples">
              <caption>Ações PGR da situação atual</caption>
              <thead>
                <tr>
                  <th scope="col">Ação</th>
                  <th scope="col">Sentido</th>
                  <th scope="col">Execução</th>
                  <th scope="col">Tolerância</th>
                </tr>
              </thead>
              <tbody>
                {acoesDaAtual.length ? (
                  acoesDaAtual.map((a) => (
                    <tr key={a.id}>
                      <td>{a.acao_pgr}</td>
                      <td>{a.acao_modifica_descricao}</td>
                      <td>{a.tempo_execucao}</td>
                      <td>{a.tempo_tolerancia}</td>
                    </tr>
                  ))
                ) : (
                  <tr>
                    <td colSpan={4}>Nenhuma ação PGR para a situação atual.</td>
                  </tr>
                )}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
  return semMenu ? <main className="pagina-solta">{conteudo}</main> : conteudo;
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
