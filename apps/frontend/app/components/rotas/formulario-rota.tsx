import { CORREDOR_MAXIMO_KM, GRUPO, isStaff, MAX_PARADAS, MENSAGENS_ROTA, PARAMETROS_ACOMPANHAMENTO, pode, TIPO_PARADA_LISTA, TIPO_PARADA_MAPA } from '@gr/domain';
import { useFetcher, useLoaderData, useNavigate, useRevalidator } from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';
import { useAvisoDoFetcher } from '~/components/aviso-do-fetcher';
import { CabecalhoRegistro, useVoltar } from '~/components/cabecalho';
import { Campo, Formulario, Selecao } from '~/components/form';
import { type Coordenada, Mapa, type MarcadorMapa } from '~/components/mapa/Mapa';
import { type Escolhido, type OpcaoBusca, Seletor } from '~/components/seletor';
import { SeletorCliente } from '~/components/seletor-cliente';
import { useAvisos } from '~/components/toast';
import { useUsuario } from '~/components/usuario';
import { DURACAO } from '~/lib/avisos';
import type { ResultadoConsulta } from '~/lib/consulta';
import { formatarKm } from '~/lib/mascaras';
import type { loader } from '~/routes/rota.server';
import { ListaParadas } from './lista-paradas';
import { coordenadaTexto, DURACAO_ERRO_ROTA, type Lugar, lugarDaOpcao, novaChave, type Parada, paraApi, pontoResumo } from './paradas';
import { useTracado } from './use-tracado';

const CAMPOS = ['descricao', 'ativa', 'cliente_id', 'ponto_origem_id', 'ponto_destino_id', 'pontos_rotas', 'corredor_km'];

/** The route form of routes/rota.tsx: data, stops and map. */
export function FormularioRota() {
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
  const [buscaParada, setBuscaParada] = useState(0);

  const mudar = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setAlterado(true);
  };

  const { tracado, erroTracado, tracando } = useTracado({ alterado, clienteId, origem, paradas, destino });


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
            <Campo
              nome="corredor_km"
              rotulo="Corredor de desvio (km)"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={rota?.corredor_km != null ? String(rota.corredor_km).replace('.', ',') : ''}
              ajuda={`Fora da rota além desta distância da linha (0,1 a ${CORREDOR_MAXIMO_KM} km). Em branco: ${PARAMETROS_ACOMPANHAMENTO.corredorKm} km.`}
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

          <ListaParadas
            paradas={paradas}
            tipos={tipos}
            nomesTipos={nomesTipos}
            somenteLeitura={somenteLeitura}
            clienteId={clienteId}
            buscaParada={buscaParada}
            adicionarDaLista={adicionarDaLista}
            mover={mover}
            remover={remover}
            mudarTipo={mudarTipo}
          />

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
