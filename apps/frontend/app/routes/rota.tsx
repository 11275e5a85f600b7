import {
  GRUPO,
  isStaff,
  MAX_PARADAS,
  MENSAGENS_ROTA,
  pode,
  TIPO_PARADA_LISTA,
  TIPO_PARADA_MAPA,
  TIPOS_PARADA,
} from '@gr/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useFetcher, useLoaderData, useNavigate, useRevalidator, useRouteError } from '@remix-run/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { CabecalhoRegistro, useVoltar } from '~/components/cabecalho';
import { Campo, ErrosDe, Formulario, Selecao } from '~/components/form';
import { type Coordenada, linksMapa, Mapa, type MarcadorMapa } from '~/components/mapa/Mapa';
import { formatarKm } from '~/lib/mascaras';
import { type Escolhido, type OpcaoBusca, Seletor } from '~/components/seletor';
import { SeletorCliente } from '~/components/seletor-cliente';
import { useAvisoDoFetcher } from '~/components/aviso-do-fetcher';
import { useAvisos } from '~/components/toast';
import { useUsuario } from '~/components/usuario';
import { api, exigir, mensagemDeErros } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import type { ResultadoConsulta } from '~/lib/consulta';
import { falhaFormulario, inteiroOuNulo, texto } from '~/lib/form.server';
import { configMapa } from '~/lib/mapa.server';
import { redirecionarComAviso } from '~/lib/session.server';
import { voltarDe } from '~/lib/voltar';
import type { Esquema } from '~/lib/tipos';
import { PainelErro } from '~/root';
import type { Tracado } from './recursos.rotas';
import { ehId } from '~/lib/ids';

/**
 * The route form (spec 03 §2 "Routes and points", §3 Route, §4/§5 Route, §8, §9 "Map and route"):
 * /rota (new) and /rota/{id}. Description, client (a client user's own, preset), ATIVA/DESATIVADA,
 * origin and destination picked from the points (find_pontos), ordered stops added from the point
 * list (stop type 2) or by clicking the map (type 3; an origin comes first), each with its stop
 * type, moved up or down or removed. The map shows the markers and the line traced by POST
 * /api/rotas/tracar 150 ms after each change, with 'Distância: 123,4 km'. Save → 'Rota salva/
 * atualizada com sucesso' then /rotas; a stop the router refuses → 'Erro no ponto ...' for 10 s.
 * Staff on a saved route: 'Atualizar rota' (atualiza_rota). A client user on a route in use sees
 * it read-only with the reason.
 */
type Rota = Esquema<'RotaDto'>;
type TipoParada = Esquema<'TipoParadaDto'>;

/** A place on the route: a registered point, or (stops only) coordinates clicked on the map. */
interface Lugar extends Coordenada {
  ponto_id?: number;
  descricao: string;
}
interface Parada extends Lugar {
  chave: string;
  tipo_parada_id: number;
  doMapa?: boolean;
}
/** A stop as the API takes it (pontos_rotas, tracar). */
type ParadaApi = { ponto_id: number; tipo_parada_id?: number } | { latitude: number; longitude: number; tipo_parada_id?: number };

const DURACAO_ERRO_ROTA = 10_000;
const ATRASO_TRACAR = 150;

export const links = linksMapa;
export const handle = { titulo: (pathname: string) => (pathname === '/rota' ? 'Nova rota' : 'Rota') };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.rota ? `Rota ${data.rota.descricao}` : 'Nova rota'} · GR` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const mapa = configMapa();
  if (params.id !== undefined && !ehId(params.id)) throw redirect('/rotas');
  const [tipos, rota] = await Promise.all([
    api<TipoParada[]>(request, '/api/rotas/tipos_paradas').then((r) => (r.ok && Array.isArray(r.data) && r.data.length ? r.data : [...TIPOS_PARADA])),
    params.id ? api<Rota>(request, `/api/rotas/${params.id}`, { registro: true }).then(exigir) : Promise.resolve(null),
  ]);
  return { rota, tipos, mapa };
}

function lerParadas(json: string): ParadaApi[] | string {
  try {
    const v = JSON.parse(json || '[]') as unknown;
    return Array.isArray(v) ? (v as ParadaApi[]) : json;
  } catch {
    return json;
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  if (texto(form, 'intent') === 'atualizar_rota') {
    const r = await api<{ message?: string }>(request, `/api/rotas/${params.id}/atualiza_rota`, { method: 'POST', body: {} });
    return data(
      r.ok ? { ok: true, mensagem: r.data?.message ?? MENSAGENS_ROTA.enviada } : { ok: false, mensagem: r.error ?? mensagemDeErros(r.errors) ?? MENSAGENS_ROTA.erroAtualizar },
      { status: r.ok ? 200 : r.status },
    );
  }
  const rota: Record<string, unknown> = {
    descricao: texto(form, 'descricao'),
    ativa: texto(form, 'ativa') !== 'false',
    cliente_id: inteiroOuNulo(form, 'cliente_id'),
    ponto_origem_id: inteiroOuNulo(form, 'ponto_origem_id'),
    ponto_destino_id: inteiroOuNulo(form, 'ponto_destino_id'),
    pontos_rotas: lerParadas(texto(form, 'pontos_rotas')),
  };
  if (params.id) {
    const versao = texto(form, 'updated_at');
    if (versao) rota.updated_at = versao;
  }
  const r = params.id
    ? await api<{ message?: string }>(request, `/api/rotas/${params.id}`, { method: 'PATCH', body: { rota }, registro: true })
    : await api<{ message?: string }>(request, '/api/rotas', { method: 'POST', body: { rota } });
  if (!r.ok) return falhaFormulario(r);
  return redirecionarComAviso(request, voltarDe(request, '/rotas'), r.data.message ?? (params.id ? MENSAGENS_ROTA.atualizada : MENSAGENS_ROTA.salva), {
    tipo: 'sucesso',
    duracao: DURACAO.salvar,
  });
}

const CAMPOS = ['descricao', 'ativa', 'cliente_id', 'ponto_origem_id', 'ponto_destino_id', 'pontos_rotas'];

const paraApi = (l: Lugar, tipo?: number): ParadaApi =>
  l.ponto_id ? { ponto_id: l.ponto_id, tipo_parada_id: tipo } : { latitude: Number(l.latitude.toFixed(6)), longitude: Number(l.longitude.toFixed(6)), tipo_parada_id: tipo };

const lugarDaOpcao = (o: OpcaoBusca): Lugar => ({ ponto_id: o.id, descricao: o.rotulo, latitude: o.latitude ?? Number.NaN, longitude: o.longitude ?? Number.NaN });

const coordenadaTexto = (c: Coordenada) =>
  `${c.latitude.toLocaleString('pt-BR', { maximumFractionDigits: 5 })}; ${c.longitude.toLocaleString('pt-BR', { maximumFractionDigits: 5 })}`;

let sequencial = 0;
const novaChave = () => `p${Date.now().toString(36)}${(sequencial++).toString(36)}`;

export default function RotaPagina() {
  const { rota } = useLoaderData<typeof loader>();
  return <FormularioRota key={rota ? `${rota.id}-${rota.updated_at}` : 'nova'} />;
}

function FormularioRota() {
  const { rota, tipos, mapa } = useLoaderData<typeof loader>();
  const usuario = useUsuario();
  const navigate = useNavigate();
  const voltar = useVoltar('/rotas');
  const { notificar } = useAvisos();
  const revalidator = useRevalidator();
  const atualizar = useFetcher<{ ok: boolean; mensagem: string }>();
  const grupo = usuario?.grupo_usuario_id;
  const staff = grupo !== undefined && isStaff(grupo);
  const proprio = grupo === GRUPO.CLIENTE && usuario?.cliente_id ? { id: usuario.cliente_id, nome: usuario.cliente ?? '' } : null;
  const emUsoParaCliente = !!rota && grupo === GRUPO.CLIENTE && rota.rota_utilizada;
  const semPermissao = !pode(usuario?.acessos ?? {}, 'rotas', rota ? 'update' : 'create');
  const somenteLeitura = emUsoParaCliente || semPermissao;

  const [clienteId, setClienteId] = useState<number | null>(proprio?.id ?? rota?.cliente_id ?? null);
  const [origem, setOrigem] = useState<Lugar | null>(rota ? { ponto_id: rota.ponto_origem.id, ...pontoResumo(rota.ponto_origem) } : null);
  const [destino, setDestino] = useState<Lugar | null>(rota ? { ponto_id: rota.ponto_destino.id, ...pontoResumo(rota.ponto_destino) } : null);
  const [paradas, setParadas] = useState<Parada[]>(
    () =>
      rota?.pontos_rotas
        .slice()
        .sort((a, b) => a.ordem - b.ordem)
        .map((p) => ({ chave: `r${p.id}`, ponto_id: p.ponto_id, tipo_parada_id: p.tipo_parada_id, ...pontoResumo(p.ponto, p.descricao) })) ?? [],
  );
  const [alterado, setAlterado] = useState(false);
  const [tracado, setTracado] = useState<{ linha: Coordenada[]; distancia_km: number } | null>(null);
  const [erroTracado, setErroTracado] = useState<string | null>(null);
  const [tracando, setTracando] = useState(false);
  const [buscaParada, setBuscaParada] = useState(0);

  const mudar = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setAlterado(true);
  };

  // ---- Tracing (POST /api/rotas/tracar through /recursos/rotas/tracar) -----------------------
  const sequencia = useMemo(() => {
    const s: Array<{ lugar: Lugar; tipo?: number }> = [];
    if (origem) s.push({ lugar: origem });
    for (const p of paradas) s.push({ lugar: p, tipo: p.tipo_parada_id });
    if (destino) s.push({ lugar: destino });
    return s;
  }, [origem, paradas, destino]);
  const chaveTraco = JSON.stringify([clienteId, sequencia.map((s) => s.lugar.ponto_id ?? [s.lugar.latitude, s.lugar.longitude])]);

  useEffect(() => {
    if (!alterado) return;
    if (sequencia.length < 2 || !origem) {
      setTracado(null);
      setErroTracado(null);
      setTracando(false);
      return;
    }
    const controle = new AbortController();
    // Pending from the change on: the km shown is the previous line's until the answer arrives.
    setTracando(true);
    const t = setTimeout(async () => {
      try {
        const resposta = await fetch('/recursos/rotas/tracar', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ paradas: sequencia.map((s) => paraApi(s.lugar)), cliente_id: clienteId }),
          signal: controle.signal,
        });
        const r = (await resposta.json()) as ResultadoConsulta<Tracado>;
        if (controle.signal.aborted) return;
        if (r.ok) {
          setTracado({ linha: r.dados.geojson.coordinates.map(([lng, lat]) => ({ latitude: lat!, longitude: lng! })), distancia_km: r.dados.distancia_km });
          setErroTracado(null);
        } else {
          const msg = r.error ?? MENSAGENS_ROTA.verifique;
          setTracado(null);
          // Shown under the map; the 10 s notice of spec 03 §8 comes with the save, not with every preview.
          setErroTracado(msg);
        }
      } catch {
        if (!controle.signal.aborted) setErroTracado(MENSAGENS_ROTA.verifique);
      } finally {
        if (!controle.signal.aborted) setTracando(false);
      }
    }, ATRASO_TRACAR);
    return () => {
      clearTimeout(t);
      controle.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chaveTraco, alterado]);

  // While the server re-traces the route, look again every few seconds.
  const processando = !alterado && rota?.processamento === 'PROCESSANDO';
  useEffect(() => {
    if (!processando) return;
    const t = setInterval(() => revalidator.state === 'idle' && revalidator.revalidate(), 3000);
    return () => clearInterval(t);
  }, [processando, revalidator]);

  useAvisoDoFetcher(atualizar, { duracao: (r) => (r.ok ? DURACAO.padrao : DURACAO_ERRO_ROTA) });

  // ---- Stops -----------------------------------------------------------------------------------
  const podeAdicionar = (): boolean => {
    if (!origem) {
      notificar('Adicione a origem antes das paradas', 'erro', DURACAO.padrao);
      return false;
    }
    if (paradas.length >= MAX_PARADAS) {
      notificar(`A rota pode ter no máximo ${MAX_PARADAS} paradas`, 'erro', DURACAO.padrao);
      return false;
    }
    return true;
  };

  const adicionarDaLista = (o: OpcaoBusca | null) => {
    if (!o) return;
    setBuscaParada((k) => k + 1);
    if (!podeAdicionar()) return;
    mudar(setParadas)([...paradas, { chave: novaChave(), tipo_parada_id: TIPO_PARADA_LISTA, ...lugarDaOpcao(o) }]);
  };

  const nomearDoMapa = useCallback((chave: string, c: Coordenada) => {
    const q = new URLSearchParams({ latitude: c.latitude.toFixed(6), longitude: c.longitude.toFixed(6) });
    fetch(`/recursos/consulta/geocodificar?${q.toString()}`)
      .then((r) => r.json() as Promise<ResultadoConsulta<{ nome: string | null }>>)
      .then((r) => {
        const nome = r.ok ? r.dados.nome : null;
        if (nome) setParadas((l) => l.map((p) => (p.chave === chave ? { ...p, descricao: `${nome} (no mapa)` } : p)));
      })
      .catch(() => undefined);
  }, []);

  const adicionarDoMapa = (c: Coordenada) => {
    if (!podeAdicionar()) return;
    const chave = novaChave();
    mudar(setParadas)([...paradas, { chave, doMapa: true, tipo_parada_id: TIPO_PARADA_MAPA, descricao: `Ponto no mapa (${coordenadaTexto(c)})`, ...c }]);
    nomearDoMapa(chave, c);
  };

  const mover = (i: number, passo: -1 | 1) => {
    const j = i + passo;
    if (j < 0 || j >= paradas.length) return;
    const l = paradas.slice();
    [l[i], l[j]] = [l[j]!, l[i]!];
    mudar(setParadas)(l);
  };
  const remover = (i: number) => mudar(setParadas)(paradas.filter((_, k) => k !== i));
  const mudarTipo = (i: number, tipo: number) => mudar(setParadas)(paradas.map((p, k) => (k === i ? { ...p, tipo_parada_id: tipo } : p)));

  // ---- Map -------------------------------------------------------------------------------------
  const marcadores: MarcadorMapa[] = [
    ...(origem ? [{ chave: 'origem', tipo: 'origem' as const, rotulo: `Origem: ${origem.descricao}`, latitude: origem.latitude, longitude: origem.longitude }] : []),
    ...paradas.map((p, i) => ({ chave: p.chave, tipo: 'parada' as const, numero: i + 1, rotulo: `Parada ${i + 1}: ${p.descricao}`, latitude: p.latitude, longitude: p.longitude })),
    ...(destino ? [{ chave: 'destino', tipo: 'destino' as const, rotulo: `Destino: ${destino.descricao}`, latitude: destino.latitude, longitude: destino.longitude }] : []),
  ];
  const linhaSalva = rota?.geojson?.coordinates.map(([lng, lat]) => ({ latitude: lat!, longitude: lng! })) ?? null;
  const linha = alterado ? (tracado?.linha ?? null) : linhaSalva;
  const distancia = alterado ? (tracado?.distancia_km ?? null) : (rota?.distancia_km ?? null);

  const escolhido = (l: Lugar | null): Escolhido[] => (l?.ponto_id ? [{ id: l.ponto_id, nome: l.descricao }] : []);
  const nomesTipos = new Map(tipos.map((t) => [t.id, t.descricao]));

  return (
    <section className="pagina-registro" aria-labelledby="titulo-pagina">
      <CabecalhoRegistro
        titulo={rota ? `Rota ${rota.descricao}` : 'Nova rota'}
        voltar={{ para: '/rotas', rotulo: 'Voltar para rotas' }}
        resumo={
          rota &&
          `Código ${rota.id} · ${rota.cliente_razao ?? 'Todos os clientes'} · ${rota.ativa ? 'ATIVA' : 'DESATIVADA'}${rota.rota_utilizada ? ' · utilizada em viagens' : ''}`
        }
      >
        {rota && staff && pode(usuario?.acessos ?? {}, 'rotas', 'update') && (
          <atualizar.Form method="post">
            <input type="hidden" name="intent" value="atualizar_rota" />
            <button type="submit" className="botao" disabled={atualizar.state !== 'idle'}>
              Atualizar rota
            </button>
          </atualizar.Form>
        )}
      </CabecalhoRegistro>

      {emUsoParaCliente && (
        <p className="aviso-bloco" role="alert">
          {MENSAGENS_ROTA.naoAtualiza}: ela é utilizada em viagens. Os dados são exibidos somente para consulta.
        </p>
      )}

      <div className="painel painel-largo">
        <Formulario
          campos={CAMPOS}
          onCancelar={() => navigate(voltar)}
          className="form-colunas form-rota"
          rotulo="Dados da rota"
          erroComoAviso={DURACAO_ERRO_ROTA}
          somenteLeitura={somenteLeitura}
        >
          {rota?.updated_at && <input type="hidden" name="updated_at" value={rota.updated_at} />}
          <input type="hidden" name="pontos_rotas" value={JSON.stringify(paradas.map((p) => paraApi(p, p.tipo_parada_id)))} />
          <fieldset className="campos-rota largura-total" disabled={somenteLeitura}>
            <legend className="visualmente-oculto">Dados da rota</legend>
            <Campo
              nome="descricao"
              rotulo="Descrição"
              required
              maxLength={150}
              autoComplete="off"
              defaultValue={rota?.descricao ?? ''}
            />
            <Selecao
              nome="ativa"
              rotulo="Situação"
              vazio={null}
              opcoes={[
                { valor: 'true', rotulo: 'ATIVA' },
                { valor: 'false', rotulo: 'DESATIVADA' },
              ]}
              defaultValue={rota && !rota.ativa ? 'false' : 'true'}
            />
            <SeletorCliente
              nome="cliente_id"
              rotulo="Cliente"
              fixo={proprio ?? (somenteLeitura && rota?.cliente_id ? { id: rota.cliente_id, nome: rota.cliente_razao ?? '' } : null)}
              inicial={rota?.cliente_id ? [{ id: rota.cliente_id, nome: rota.cliente_razao ?? `Cliente ${rota.cliente_id}` }] : []}
              onEscolher={(c) => mudar(setClienteId)(c?.id ?? null)}
              className="largura-total"
            />
            <Seletor
              nome="ponto_origem_id"
              rotulo="Origem"
              fonte="pontos"
              obrigatorio
              filtros={{ cliente_id: clienteId ?? undefined }}
              inicial={escolhido(origem)}
              fixo={somenteLeitura && origem?.ponto_id ? { id: origem.ponto_id, nome: origem.descricao } : null}
              placeholder="Digite ao menos 2 letras do ponto"
              erroSemEscolha="Escolha um ponto da lista"
              maiusculas
              onEscolher={(o) => mudar(setOrigem)(o ? lugarDaOpcao(o) : null)}
            />
            <Seletor
              nome="ponto_destino_id"
              rotulo="Destino"
              fonte="pontos"
              obrigatorio
              filtros={{ cliente_id: clienteId ?? undefined }}
              inicial={escolhido(destino)}
              fixo={somenteLeitura && destino?.ponto_id ? { id: destino.ponto_id, nome: destino.descricao } : null}
              placeholder="Digite ao menos 2 letras do ponto"
              erroSemEscolha="Escolha um ponto da lista"
              maiusculas
              onEscolher={(o) => mudar(setDestino)(o ? lugarDaOpcao(o) : null)}
            />
          </fieldset>

          <section className="largura-total paradas-rota" aria-labelledby="titulo-paradas">
            <h2 id="titulo-paradas">Paradas</h2>
            {!somenteLeitura && (
              <>
                <Seletor
                  key={buscaParada}
                  nome="parada_da_lista"
                  rotulo="Adicionar parada da lista de pontos"
                  fonte="pontos"
                  filtros={{ cliente_id: clienteId ?? undefined }}
                  placeholder="Digite ao menos 2 letras do ponto"
                  maiusculas
                  onEscolher={adicionarDaLista}
                />
                <p className="campo-ajuda">Ou clique no mapa para adicionar uma parada (tipo {nomesTipos.get(TIPO_PARADA_MAPA) ?? 'PASSAGEM'}). A origem vem antes das paradas.</p>
              </>
            )}
            <ErrosDe nome="pontos_rotas" />
            {paradas.length === 0 ? (
              <p className="vazio">Nenhuma parada entre a origem e o destino.</p>
            ) : (
              <ol className="lista-paradas" aria-label="Paradas da rota">
                {paradas.map((p, i) => (
                  <li key={p.chave} data-tipo-parada={p.tipo_parada_id} data-ponto-id={p.ponto_id ?? ''} data-origem={p.doMapa ? 'mapa' : 'lista'}>
                    <span className="parada-numero" aria-hidden="true">
                      {i + 1}
                    </span>
                    <span className="parada-nome">{p.descricao}</span>
                    {somenteLeitura ? (
                      <span className="parada-tipo">{nomesTipos.get(p.tipo_parada_id) ?? p.tipo_parada_id}</span>
                    ) : (
                      <>
                        <select
                          className="parada-tipo"
                          aria-label={`Tipo da parada ${i + 1}`}
                          value={p.tipo_parada_id}
                          onChange={(e) => mudarTipo(i, Number(e.target.value))}
                        >
                          {tipos.map((t) => (
                            <option key={t.id} value={t.id}>
                              {t.descricao}
                            </option>
                          ))}
                        </select>
                        <button type="button" className="botao botao-pequeno" aria-label={`Subir parada ${i + 1}`} disabled={i === 0} onClick={() => mover(i, -1)}>
                          ↑
                        </button>
                        <button
                          type="button"
                          className="botao botao-pequeno"
                          aria-label={`Descer parada ${i + 1}`}
                          disabled={i === paradas.length - 1}
                          onClick={() => mover(i, 1)}
                        >
                          ↓
                        </button>
                        <button type="button" className="botao botao-pequeno botao-perigo" aria-label={`Remover parada ${i + 1}`} onClick={() => remover(i)}>
                          Remover
                        </button>
                      </>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </section>

          <div className="largura-total campo-mapa">
            <Mapa config={mapa} rotulo="Mapa da rota" className="mapa-rota" marcadores={marcadores} linha={linha} onClick={somenteLeitura ? undefined : adicionarDoMapa} />
            <div className="rota-resumo" aria-live="polite">
              {processando ? (
                <p className="rota-processando">{MENSAGENS_ROTA.processando}</p>
              ) : !alterado && rota?.processamento === 'ERRO' ? (
                <p className="campo-erros">{rota.erro_processamento ?? MENSAGENS_ROTA.verifique}</p>
              ) : erroTracado ? (
                <p className="campo-erros rota-erro-tracado">{erroTracado}</p>
              ) : distancia !== null ? (
                <p className="rota-distancia" data-distancia-km={distancia}>
                  Distância: {formatarKm(distancia)}
                  {tracando && <span className="campo-ajuda"> (recalculando...)</span>}
                </p>
              ) : (
                <p className="campo-ajuda">{tracando ? 'Traçando a rota...' : 'Escolha a origem e o destino para traçar a rota.'}</p>
              )}
            </div>
          </div>
        </Formulario>
      </div>
    </section>
  );
}

function pontoResumo(p: { descricao: string; latitude: number | string; longitude: number | string }, descricao?: string): Omit<Lugar, 'ponto_id'> {
  return { descricao: descricao || p.descricao, latitude: Number(p.latitude), longitude: Number(p.longitude) };
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
