import { CARROCERIAS, MENSAGENS_CHECKLIST, permiteNovo } from '@gr/domain';
import { useActionData, useFetcher, useLoaderData, useSubmit } from '@remix-run/react';
import { useEffect, useMemo, useState } from 'react';
import { CabecalhoRegistro } from '~/components/cabecalho';
import { Campo, ErrosDe, Formulario, Selecao } from '~/components/form';
import { BotoesPassos, etapasLineares, PassosAssistente } from '~/components/passos';
import { SeletorCliente } from '~/components/seletor-cliente';
import { type OpcaoBusca, Seletor } from '~/components/seletor';
import type { OperacoesDisponiveis, PgrDoCliente, VerificacaoPlaca } from '~/lib/checklists';
import { formatarDia } from '~/lib/datas';
import { exibir } from '~/lib/mascaras';
import type { ErrosCampo } from '~/lib/tipos';
import type { loader, Resultado } from '~/routes/novo_checklist.server';

const CAMPOS = ['cliente_id', 'pgr_cliente_id', 'veiculo_id', 'carroceria', 'fila_expressa', 'nome_contato', 'telefone_contato1', 'telefone_contato2', 'telefone_contato3'] as const;
const PASSO_DO_CAMPO: Record<string, 1 | 3> = { cliente_id: 1, pgr_cliente_id: 1, veiculo_id: 1, carroceria: 1, fila_expressa: 1 };

const TITULOS_PASSOS = ['Veículo, cliente e PGR', 'Tecnologia e vínculo', 'Contato'];

function Passos({ passo }: { passo: 1 | 2 | 3 }) {
  return <PassosAssistente etapas={etapasLineares(TITULOS_PASSOS, passo)} />;
}

interface DadosVeiculo {
  tecnologia: string | null;
  terminal: string | null;
  tipo: string;
  vinculo: string | null;
  error?: string;
}

/** The three steps of routes/novo_checklist.tsx: vehicle, client and PGR; technology and link; contact. */
export function FormularioNovoChecklist() {
  const { clienteFixo, edicao, lista } = useLoaderData<typeof loader>();
  const resultado = useActionData<Resultado>();
  const submit = useSubmit();
  const pgrs = useFetcher<PgrDoCliente[] | { error: string }>();
  const operacoes = useFetcher<OperacoesDisponiveis>();
  const verificacao = useFetcher<VerificacaoPlaca>();
  const veiculoInfo = useFetcher<DadosVeiculo>();
  const anotacoes = useFetcher<{ anotacoes: string[]; descricao?: string | null; error?: string }>();

  const [passo, setPasso] = useState<1 | 2 | 3>(1);
  const [clienteId, setClienteId] = useState<number | null>(edicao?.cliente_id ?? clienteFixo?.id ?? null);
  const [pgrId, setPgrId] = useState<string>(edicao?.pgr_cliente_id ? String(edicao.pgr_cliente_id) : '');
  const [veiculo, setVeiculo] = useState<OpcaoBusca | null>(edicao?.veiculo_id ? { id: edicao.veiculo_id, rotulo: exibir('placa', edicao.placa ?? '') } : null);
  const [carroceria, setCarroceria] = useState<string>(edicao?.carroceria ?? '');
  const [fila, setFila] = useState<string>(edicao ? String(!!edicao.fila_expressa) : '');
  const [errosPasso, setErrosPasso] = useState<ErrosCampo>({});

  // The client's PGRs as soon as the client is known.
  useEffect(() => {
    if (clienteId) pgrs.load(`/recursos/checklist/pgrs?cliente_id=${clienteId}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clienteId]);
  // The PGR's notes (the indicator beside the steps).
  useEffect(() => {
    if (clienteId && pgrId) anotacoes.load(`/recursos/checklist/anotacoes?cliente_id=${clienteId}&pgr_cliente_id=${pgrId}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clienteId, pgrId]);
  // What the client may ask for with this PGR (express queue, retest).
  useEffect(() => {
    if (clienteId && pgrId) operacoes.load(`/recursos/checklist/operacoes?cliente_id=${clienteId}&pgr_cliente_id=${pgrId}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clienteId, pgrId]);
  // The vehicle check (find_placa) whenever client, PGR or vehicle change; not when editing.
  useEffect(() => {
    if (!edicao && clienteId && pgrId && veiculo) verificacao.load(`/recursos/checklist/placa?cliente_id=${clienteId}&pgr_cliente_id=${pgrId}&veiculo_id=${veiculo.id}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clienteId, pgrId, veiculo?.id]);
  useEffect(() => {
    if (veiculo) veiculoInfo.load(`/recursos/checklist/veiculo?veiculo_id=${veiculo.id}${clienteId ? `&cliente_id=${clienteId}` : ''}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [veiculo?.id, clienteId]);

  // A server error sends the user back to the step of its field.
  useEffect(() => {
    const campos = Object.keys(resultado?.errors ?? {});
    if (campos.some((c) => PASSO_DO_CAMPO[c] === 1)) setPasso(1);
  }, [resultado]);

  const listaPgrs = Array.isArray(pgrs.data) ? pgrs.data : [];
  const expresso = !!operacoes.data?.expresso;
  const checagem = edicao ? null : clienteId && pgrId && veiculo ? verificacao.data : undefined;
  const checando = verificacao.state === 'loading';
  const liberado = edicao ? true : !!checagem && !checando && permiteNovo(checagem);

  const validarPasso1 = (): boolean => {
    const e: ErrosCampo = {};
    if (!clienteId) e.cliente_id = [MENSAGENS_CHECKLIST.cliente];
    if (!pgrId) e.pgr_cliente_id = [MENSAGENS_CHECKLIST.pgr];
    if (!veiculo || (!edicao && !checagem)) e.veiculo_id = [MENSAGENS_CHECKLIST.placa];
    else if (!liberado && checagem) e.veiculo_id = [checagem.mensagem];
    if (!(CARROCERIAS as readonly string[]).includes(carroceria)) e.carroceria = [MENSAGENS_CHECKLIST.carroceria];
    if (expresso && fila === '') e.fila_expressa = [MENSAGENS_CHECKLIST.tipoFila];
    setErrosPasso(e);
    return Object.keys(e).length === 0;
  };

  const dadosVeiculo = veiculoInfo.data;
  const pgrEscolhido = useMemo(() => listaPgrs.find((p) => String(p.id) === pgrId), [listaPgrs, pgrId]);

  return (
    <section className="pagina-registro pagina-formulario" aria-labelledby="titulo-pagina">
      <CabecalhoRegistro titulo={edicao ? `Editar checklist nº ${edicao.id}` : 'Novo checklist'} voltar={{ para: lista, rotulo: 'Voltar para checklists' }} />
      <Passos passo={passo} />
      {anotacoes.data && (
        <details className="anotacoes-pgr">
          <summary>
            Anotações do PGR <span className="contador">{anotacoes.data.anotacoes.length}</span>
          </summary>
          {anotacoes.data.error ? (
            <p role="alert">{anotacoes.data.error}</p>
          ) : anotacoes.data.anotacoes.length ? (
            <ul aria-label="Anotações do PGR">
              {anotacoes.data.anotacoes.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          ) : (
            <p>Este PGR não tem anotações.</p>
          )}
        </details>
      )}
      <Formulario
        campos={[...CAMPOS, 'id', 'updated_at', 'intent']}
        rotuloSalvar={edicao ? 'Salvar' : 'Registrar checklist'}
        rotuloSalvando="Aguarde, salvando checklist..."
        somenteLeitura={passo < 3}
        onSubmit={(e) => {
          if (passo < 3) return e.preventDefault();
          // Contact name shorter than 5 characters is incomplete and blocks saving (spec 01 §5).
          const nome = (e.currentTarget.elements.namedItem('nome_contato') as HTMLInputElement | null)?.value.trim() ?? '';
          if (nome.length < 5) {
            e.preventDefault();
            setErrosPasso({ nome_contato: [MENSAGENS_CHECKLIST.contatoIncompleto] });
          }
        }}
        acoesExtras={
          <BotoesPassos
            primeiro={passo === 1}
            ultimo={passo === 3}
            voltar={() => setPasso((p) => (p - 1) as 1 | 2)}
            bloqueado={passo === 1 && checando}
            proximo={() => {
              if (passo === 1 && !validarPasso1()) return;
              setPasso((p) => (p + 1) as 2 | 3);
            }}
          />
        }
      >
        <input type="hidden" name="intent" value="salvar" />
        {edicao && <input type="hidden" name="id" value={edicao.id} />}
        {edicao && <input type="hidden" name="updated_at" value={edicao.updated_at} />}

        <fieldset className="secao" hidden={passo !== 1}>
          <legend>1. Veículo, cliente e PGR</legend>
          <div>
          {edicao ? (
            <>
              <Campo nome="cliente_exibido" rotulo="Cliente" readOnly value={edicao.cliente ?? ''} />
              <input type="hidden" name="cliente_id" value={edicao.cliente_id} />
            </>
          ) : (
            <SeletorCliente
              nome="cliente_id"
              rotulo="Cliente"
              obrigatorio
              fixo={clienteFixo}
              onEscolher={(c) => {
                setClienteId(c?.id ?? null);
                setPgrId('');
              }}
            />
          )}
          {errosPasso.cliente_id && <p className="campo-erros">{errosPasso.cliente_id.join(', ')}</p>}
          </div>
          <Selecao
            nome="pgr_cliente_id"
            rotulo="PGR"
            required
            disabled={!clienteId || !!edicao}
            value={pgrId}
            onChange={(e) => setPgrId(e.target.value)}
            opcoes={listaPgrs.map((p) => ({ valor: p.id, rotulo: p.validade ? `${p.descricao} (validade ${formatarDia(p.validade)})` : p.descricao }))}
            vazio={clienteId ? (pgrs.state === 'loading' ? 'Carregando...' : 'Selecione...') : 'Escolha o cliente primeiro'}
            erros={errosPasso.pgr_cliente_id}
            ajuda={pgrs.data && !Array.isArray(pgrs.data) ? pgrs.data.error : undefined}
          />
          {edicao && <input type="hidden" name="pgr_cliente_id" value={pgrId} />}
          <div>
          {edicao ? (
            <>
              <Campo nome="placa_exibida" rotulo="Veículo (placa)" readOnly value={veiculo?.rotulo ?? ''} />
              <input type="hidden" name="veiculo_id" value={veiculo?.id ?? ''} />
            </>
          ) : (
            <Seletor
              nome="veiculo_id"
              rotulo="Veículo (placa)"
              fonte="veiculos"
              obrigatorio
              maiusculas
              placeholder="Digite ao menos 2 caracteres da placa"
              erroSemEscolha="Veículo inválido: escolha um veículo da lista"
              onEscolher={(o) => setVeiculo(o)}
            />
          )}
          {errosPasso.veiculo_id && !checagem && <p className="campo-erros">{errosPasso.veiculo_id.join(', ')}</p>}
          {checando && <p role="status">Consultando a placa...</p>}
          </div>
          {checagem && !checando && (
            <div className={`verificacao-placa largura-total ${permiteNovo(checagem) ? 'verificacao-ok' : checagem.codigo === 'REUTILIZAR' ? '' : 'verificacao-bloqueio'}`} role="status">
              <p>
                {checagem.codigo === 'OK' ? 'Placa disponível para checklist.' : checagem.mensagem}
                {checagem.codigo === 'CHECKLIST_VALIDO' && checagem.emitir_novo === 'SIM' && ' Um novo checklist pode ser solicitado.'}
              </p>
              {checagem.codigo === 'REUTILIZAR' && checagem.checklist_id && clienteId && (
                <button
                  type="button"
                  className="botao botao-primario"
                  onClick={() => submit({ intent: 'reutilizar', checklist_id: String(checagem.checklist_id), cliente_id: String(clienteId) }, { method: 'post', replace: true })}
                >
                  Reutilizar
                </button>
              )}
            </div>
          )}
          <Selecao
            nome="carroceria"
            rotulo="Carroceria"
            required
            value={carroceria}
            onChange={(e) => setCarroceria(e.target.value)}
            opcoes={CARROCERIAS.map((c) => ({ valor: c, rotulo: c }))}
            erros={errosPasso.carroceria}
          />
          {expresso ? (
            <Selecao
              nome="fila_expressa"
              rotulo="Tipo de fila"
              required
              value={fila}
              onChange={(e) => setFila(e.target.value)}
              opcoes={[
                { valor: 'false', rotulo: 'Fila normal' },
                { valor: 'true', rotulo: 'Fila expressa' },
              ]}
              erros={errosPasso.fila_expressa}
            />
          ) : (
            // Not available: forced to false (spec 01 §5).
            <input type="hidden" name="fila_expressa" value="false" />
          )}
          {pgrEscolhido && <p className="campo-ajuda">PGR: {pgrEscolhido.descricao}</p>}
        </fieldset>

        <fieldset className="secao" hidden={passo !== 2}>
          <legend>2. Tecnologia e vínculo</legend>
          {veiculoInfo.state === 'loading' && <p role="status">Carregando o veículo...</p>}
          {dadosVeiculo?.error && <p className="campo-erros">{dadosVeiculo.error}</p>}
          <Campo nome="tecnologia_exibida" rotulo="Tecnologia" readOnly value={dadosVeiculo?.tecnologia ?? ''} />
          <Campo nome="terminal_exibido" rotulo="Terminal" readOnly value={dadosVeiculo?.terminal ?? ''} />
          <Campo nome="vinculo_exibido" rotulo="Vínculo com o cliente" readOnly value={dadosVeiculo?.vinculo ?? ''} />
          <Campo nome="tipo_exibido" rotulo="Tipo do veículo" readOnly value={dadosVeiculo?.tipo ?? ''} />
        </fieldset>

        <fieldset className="secao" hidden={passo !== 3}>
          <legend>3. Contato</legend>
          <Campo nome="nome_contato" rotulo="Nome do contato" minLength={5} maxLength={100} defaultValue={edicao?.nome_contato ?? ''} ajuda="Mínimo 5 caracteres" required erros={errosPasso.nome_contato} />
          {([1, 2, 3] as const).map((i) => (
            <Campo
              key={i}
              nome={`telefone_contato${i}`}
              rotulo={`Telefone ${i}`}
              mascara="telefone"
              placeholder="(99)99999-9999"
              defaultValue={edicao?.[`telefone_contato${i}`] ?? ''}
            />
          ))}
          <ErrosDe nome="check_list" />
        </fieldset>
      </Formulario>
    </section>
  );
}
