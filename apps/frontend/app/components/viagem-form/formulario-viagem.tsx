import { GRUPO, GRUPOS_STAFF } from '@gr/domain';
import { useActionData, useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AreaTexto, Caixa, Campo, ErrosDe, Formulario, Selecao } from '~/components/form';
import { Seletor, type OpcaoBusca } from '~/components/seletor';
import { SeletorCliente } from '~/components/seletor-cliente';
import { useAvisos } from '~/components/toast';
import type { PgrDoCliente } from '~/lib/checklists';
import { exibir, formatarReais } from '~/lib/mascaras';
import type { UsuarioLogado } from '~/lib/tipos';
import { paraApi, paraTela } from './datas';
import type { ResultadoChecklistVeiculo, ResultadoLiberacao, ViagemDetalhe } from './tipos';

/** Telemonitored trips use technology 13 (spec 02 §4, §9). */
export const TECNOLOGIA_TELEMONITORADA = 13;
const DURACAO_ERRO_SALVAR = 6000;
const DURACAO_ERRO_CHECKLIST = 9000;
const DURACAO_CHECKLIST = 7000;
const DURACAO_ERRO_LIBERACAO = 8000;
export const MSG_NAO_LIBERADA = 'A SM não foi liberada';
export const MSG_DATAS = 'Previsão de inicio, ou fim de viagem, inválida';

/** What the route's action answers when a save fails (spec 02 §8 "Save errors"). */
export interface FalhaSalvarViagem {
  errors?: Record<string, string[]>;
  /** Update: every error joined, shown as one red notice for 6 s (the kit's `erroComoAviso`). */
  error?: string;
  /** Create: each error its own danger alert for 6 s, the window scrolled to the top. */
  alertas?: string[];
  /** The server refused a vehicle with no recent position: the accept flag is offered. */
  semEspelhamento?: boolean;
}

/** Names the form shows, so the kit lists only the others on top. */
export const CAMPOS_VIAGEM = [
  'cliente_id', 'veiculo_id', 'carreta1_id', 'carreta2_id', 'carreta3_id', 'funcionario_id', 'fone1', 'fone2', 'fone3', 'rota_id', 'tecnologia_id', 'embarcador_id',
  'pgr_cliente_id', 'previsao_inicio', 'previsao_fim', 'valor_embarque', 'veiculo_sem_carga', 'telemonitorado', 'numero_spy', 'tecnologia_spy', 'dados_adicionais',
  'tipo_viagem_id', 'liberacao', 'aceite_sem_espelhamento', 'observacao',
] as const;

type Caixa = { tipo: 'erro' | 'andamento' | 'ok'; msg: string } | null;

const escolhido = (id: number | null | undefined, nome: string | null | undefined) => (id ? [{ id, nome: nome ?? String(id) }] : []);

/**
 * The trip request form (spec 02 §3 "Trip (monitoramento) form", §4 "Trip form vehicle check",
 * §5, §6): the client first (a client user's own, fixed), then the look-ups that depend on it;
 * the vehicle check on the plate and on a new start, with the special release by an authoriser;
 * money in R$; 'Veículo sem carga' disables the value; telemonitored fixes technology 13.
 */
export function FormularioViagem({
  viagem,
  usuario,
  tecnologias,
  tiposViagem,
  onCancelar,
  rolarTopo,
}: {
  viagem: ViagemDetalhe | null;
  usuario: UsuarioLogado | undefined;
  tecnologias: ReadonlyArray<{ id: number; descricao: string }>;
  tiposViagem: ReadonlyArray<{ id: number; descricao: string }>;
  onCancelar?: () => void;
  /** Scrolls the window (page or pop-up) to its top after a failed create. */
  rolarTopo: () => void;
}) {
  const { notificar } = useAvisos();
  const resultado = useActionData<FalhaSalvarViagem>();
  const grupo = usuario?.grupo_usuario_id ?? 0;
  const ehCliente = grupo === GRUPO.CLIENTE;
  const editando = !!viagem;
  // Staff editing an existing trip skip the vehicle check (spec 02 §4).
  const pulaChecklist = editando && (GRUPOS_STAFF as readonly number[]).includes(grupo);
  const proprio = ehCliente && usuario?.cliente_id ? { id: usuario.cliente_id, nome: usuario.cliente ?? '' } : null;

  const [clienteId, setClienteId] = useState<number | null>(viagem?.cliente_id ?? proprio?.id ?? null);
  const [veiculoId, setVeiculoId] = useState<number | null>(viagem?.veiculo_id ?? null);
  const [pgrId, setPgrId] = useState<string>(viagem?.pgr_cliente_id ? String(viagem.pgr_cliente_id) : '');
  const [tecnologiaId, setTecnologiaId] = useState<string>(viagem?.tecnologia_id ? String(viagem.tecnologia_id) : '');
  const [telemonitorado, setTelemonitorado] = useState(!!viagem?.telemonitorado);
  const [semCarga, setSemCarga] = useState(!!viagem?.veiculo_sem_carga);
  // The value typed before 'Veículo sem carga' was ticked comes back when it is unticked.
  const valorDigitado = useRef(viagem?.valor_embarque !== null && viagem?.valor_embarque !== undefined ? formatarReais(viagem.valor_embarque) : '');
  const [motorista, setMotorista] = useState<{ chave: string; fones: [string, string, string] }>({
    chave: 'inicial',
    fones: [viagem?.fone1 ?? '', viagem?.fone2 ?? '', viagem?.fone3 ?? ''],
  });
  const [inicio, setInicio] = useState(paraTela(viagem?.previsao_inicio));
  const [precisaLiberacao, setPrecisaLiberacao] = useState(false);
  const [caixa, setCaixa] = useState<Caixa>(null);
  const [token, setToken] = useState('');
  const [alertas, setAlertas] = useState<string[]>([]);
  const [erroLiberacao, setErroLiberacao] = useState<string | null>(null);
  const [credenciais, setCredenciais] = useState({ username: '', password: '' });

  // After a release its fields go away: the focus goes to the notice that says it was granted.
  const avisoLiberada = useRef<HTMLDivElement>(null);
  const focarLiberada = useRef(false);
  useEffect(() => {
    if (token && focarLiberada.current) avisoLiberada.current?.focus();
    focarLiberada.current = false;
  }, [token]);

  const checklist = useFetcher<ResultadoChecklistVeiculo>();
  const liberacao = useFetcher<ResultadoLiberacao>();
  const pgrs = useFetcher<PgrDoCliente[]>();
  const veiculo = useFetcher<{ tecnologia_id?: number | null; tecnologia?: string | null; terminal?: string | null }>();

  // The client's PGRs (GET check_lists/pgr_find/{clientId}) whenever the client changes.
  useEffect(() => {
    if (clienteId) pgrs.load(`/recursos/checklist/pgrs?cliente_id=${clienteId}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clienteId]);
  const listaPgrs = Array.isArray(pgrs.data) ? pgrs.data : [];
  useEffect(() => {
    if (!pgrId && listaPgrs.length) setPgrId(String((listaPgrs.find((p) => p.pgr_padrao) ?? listaPgrs[0])!.id));
  }, [listaPgrs, pgrId]);

  const verificar = (veiculoEscolhido: number | null, inicioTexto: string) => {
    if (!veiculoEscolhido || !clienteId || pulaChecklist) return;
    const f = new FormData();
    f.set('veiculo_id', String(veiculoEscolhido));
    f.set('cliente_id', String(clienteId));
    if (pgrId) f.set('pgr_cliente_id', pgrId);
    const quando = paraApi(inicioTexto);
    if (quando) f.set('previsao_inicio', quando);
    checklist.submit(f, { method: 'post', action: '/recursos/viagem/checklist' });
  };

  // The check's answer sets the release-needed flag (spec 02 §4, §8).
  const ultimoChecklist = useRef<ResultadoChecklistVeiculo | undefined>();
  useEffect(() => {
    const r = checklist.data;
    if (!r || r === ultimoChecklist.current || checklist.state !== 'idle') return;
    ultimoChecklist.current = r;
    const msg = r.msg;
    if (r.status === 'ERRO') {
      setPrecisaLiberacao(true);
      setCaixa({ tipo: 'erro', msg });
      notificar(msg, 'erro', DURACAO_ERRO_CHECKLIST);
    } else if (r.status === 'ANDAMENTO') {
      setPrecisaLiberacao(true);
      setCaixa({ tipo: 'andamento', msg });
    } else {
      setPrecisaLiberacao(false);
      setCaixa(msg ? { tipo: 'ok', msg } : null);
      if (msg) notificar(msg, 'sucesso', DURACAO_CHECKLIST);
    }
  }, [checklist.data, checklist.state, notificar]);

  // The special release: a token kept in a hidden field clears the flag (spec 02 §4, §6).
  const ultimaLiberacao = useRef<ResultadoLiberacao | undefined>();
  useEffect(() => {
    const r = liberacao.data;
    if (!r || r === ultimaLiberacao.current || liberacao.state !== 'idle') return;
    ultimaLiberacao.current = r;
    if (r.liberacao) {
      focarLiberada.current = true;
      setToken(r.liberacao);
      setPrecisaLiberacao(false);
      setErroLiberacao(null);
      setCredenciais({ username: '', password: '' });
      notificar(r.mensagem ?? r.msg ?? 'Autorizado', 'sucesso', DURACAO_CHECKLIST);
    } else {
      const msg = r.mensagem ?? r.error ?? 'Liberação não autorizada';
      setErroLiberacao(msg);
      notificar(msg, 'erro', DURACAO_ERRO_LIBERACAO);
    }
  }, [liberacao.data, liberacao.state, notificar]);

  // The vehicle's technology (tecnologias/get_tecnologia_by_veiculo through the checklist look-up).
  useEffect(() => {
    const t = veiculo.data?.tecnologia_id;
    if (t && !telemonitorado) setTecnologiaId(String(t));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [veiculo.data]);

  // Save errors (spec 02 §8): create → each a danger alert for 6 s and the window to the top.
  useEffect(() => {
    if (!resultado?.alertas?.length) return;
    setAlertas(resultado.alertas);
    rolarTopo();
    const t = setTimeout(() => setAlertas([]), DURACAO_ERRO_SALVAR);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resultado]);

  const escolherCliente = (c: { id: number } | null) => {
    setClienteId(c?.id ?? null);
    setVeiculoId(null);
    setPgrId('');
    setToken('');
    setPrecisaLiberacao(false);
    setCaixa(null);
  };

  const escolherVeiculo = (o: OpcaoBusca | null) => {
    setVeiculoId(o?.id ?? null);
    setToken('');
    setCaixa(null);
    setPrecisaLiberacao(false);
    if (!o) return;
    if (clienteId) veiculo.load(`/recursos/checklist/veiculo?veiculo_id=${o.id}&cliente_id=${clienteId}`);
    verificar(o.id, inicio);
  };

  const escolherMotorista = (o: OpcaoBusca | null) => {
    const d = o?.dados ?? {};
    const fone = (k: string) => (typeof d[k] === 'string' ? (d[k] as string) : '');
    setMotorista({ chave: `m${o?.id ?? 0}-${Date.now()}`, fones: [fone('fone1'), fone('fone2'), fone('fone3')] });
  };

  const mudarInicio = (texto: string) => {
    setInicio(texto);
    // A new start rechecks the vehicle when there is one and no release yet (spec 02 §4).
    if (veiculoId && !token && paraApi(texto)) verificar(veiculoId, texto);
  };

  const liberando = liberacao.state !== 'idle';
  const liberar = () => {
    const f = new FormData();
    f.set('username', credenciais.username);
    f.set('password', credenciais.password);
    if (clienteId) f.set('cliente_id', String(clienteId));
    if (pgrId) f.set('pgr_cliente_id', pgrId);
    if (veiculoId) f.set('veiculo_id', String(veiculoId));
    liberacao.submit(f, { method: 'post', action: '/recursos/viagem/liberacao' });
  };

  const antesDeSalvar = (e: FormEvent<HTMLFormElement>) => {
    if (precisaLiberacao && !telemonitorado && !token) {
      e.preventDefault();
      if (editando) notificar(MSG_NAO_LIBERADA, 'erro', DURACAO_ERRO_SALVAR);
      else {
        setAlertas([MSG_NAO_LIBERADA]);
        rolarTopo();
        setTimeout(() => setAlertas([]), DURACAO_ERRO_SALVAR);
      }
    }
  };

  const filtros = { cliente_id: clienteId ?? undefined };
  const chaveCliente = `c${clienteId ?? 0}`;
  const tecnologiaMostrada = telemonitorado ? String(TECNOLOGIA_TELEMONITORADA) : tecnologiaId;
  const opcoesTecnologia = tecnologias.some((t) => t.id === TECNOLOGIA_TELEMONITORADA)
    ? tecnologias
    : [...tecnologias, { id: TECNOLOGIA_TELEMONITORADA, descricao: 'TELEMONITORADA' }];
  const mostrarAceite = !!resultado?.semEspelhamento || !!viagem?.aceite_sem_espelhamento;
  const liberacaoPendente = precisaLiberacao && !telemonitorado && !token;

  return (
    <Formulario
      campos={CAMPOS_VIAGEM}
      onCancelar={onCancelar}
      className="form-colunas"
      rotulo={editando ? `Editar SM ${viagem.id}` : 'Nova SM'}
      erroComoAviso={editando ? DURACAO_ERRO_SALVAR : undefined}
      onSubmit={antesDeSalvar}
    >
      {alertas.length > 0 && (
        <ul className="viagem-alertas largura-total" role="alert">
          {alertas.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      )}
      {viagem?.updated_at && <input type="hidden" name="updated_at" value={viagem.updated_at} />}
      <input type="hidden" name="liberacao" value={token} />

      {editando ? (
        <div className="campo seletor">
          <label htmlFor="viagem-cliente">Cliente</label>
          <input id="viagem-cliente" type="text" value={viagem.cliente?.nome ?? String(viagem.cliente_id)} readOnly aria-readonly="true" className="somente-leitura" />
          <input type="hidden" name="cliente_id" value={viagem.cliente_id} />
          <ErrosDe nome="cliente_id" />
        </div>
      ) : (
        <SeletorCliente nome="cliente_id" rotulo="Cliente" obrigatorio fixo={proprio} onEscolher={escolherCliente} />
      )}

      <Selecao
        nome="pgr_cliente_id"
        rotulo="PGR do cliente"
        opcoes={listaPgrs.map((p) => ({ valor: p.id, rotulo: p.descricao }))}
        value={pgrId}
        onChange={(e) => setPgrId(e.target.value)}
        disabled={!clienteId}
      />

      {!clienteId && <p className="campo-ajuda largura-total">Escolha o cliente para buscar placa, carretas, motorista, rota e embarcador.</p>}

      <Seletor
        key={`veiculo-${chaveCliente}`}
        nome="veiculo_id"
        rotulo="Placa"
        fonte="viagem_veiculos"
        obrigatorio
        maiusculas
        filtros={filtros}
        inicial={escolhido(viagem?.veiculo_id, viagem?.placa ? exibir('placa', viagem.placa) : null)}
        onEscolher={escolherVeiculo}
        erroSemEscolha="Escolha a placa da lista"
        placeholder="Digite ao menos 2 caracteres da placa"
      />

      {caixa?.tipo === 'erro' && (
        <div className="viagem-caixa-erro largura-total" role="alert">
          {caixa.msg}
        </div>
      )}
      {caixa?.tipo === 'andamento' && (
        <div className="viagem-caixa-andamento largura-total" role="status">
          {caixa.msg}
        </div>
      )}
      {caixa?.tipo === 'ok' && (
        <div className="viagem-caixa-ok largura-total" role="status">
          {caixa.msg}
        </div>
      )}
      {token && (
        <div ref={avisoLiberada} tabIndex={-1} className="viagem-caixa-ok largura-total" role="status">
          Liberação especial autorizada para esta SM.
        </div>
      )}
      {liberacaoPendente && (
        <fieldset className="viagem-liberacao largura-total">
          <legend>Liberação especial</legend>
          <p className="campo-ajuda">Esta SM precisa ser liberada por um usuário autorizado.</p>
          {erroLiberacao && (
            <div className="viagem-caixa-erro" role="alert">
              {erroLiberacao}
            </div>
          )}
          <div className="form-colunas-internas">
            <div className="campo">
              <label htmlFor="liberacao-usuario">Usuário do autorizador</label>
              <input
                id="liberacao-usuario"
                type="text"
                autoComplete="off"
                value={credenciais.username}
                onChange={(e) => setCredenciais((c) => ({ ...c, username: e.target.value }))}
              />
            </div>
            <div className="campo">
              <label htmlFor="liberacao-senha">Senha do autorizador</label>
              <input
                id="liberacao-senha"
                type="password"
                autoComplete="new-password"
                value={credenciais.password}
                onChange={(e) => setCredenciais((c) => ({ ...c, password: e.target.value }))}
              />
            </div>
          </div>
          <div className="form-acoes">
            {/* Busy, the button says so but stays enabled: a disabled button drops the keyboard focus to the page. */}
            <button
              type="button"
              className="botao botao-primario"
              disabled={!credenciais.username || !credenciais.password}
              aria-disabled={liberando || undefined}
              onClick={() => !liberando && liberar()}
            >
              {liberando ? 'Liberando...' : 'Liberar SM'}
            </button>
          </div>
        </fieldset>
      )}

      {[1, 2, 3].map((n) => (
        <Seletor
          key={`carreta${n}-${chaveCliente}`}
          nome={`carreta${n}_id`}
          rotulo={`Carreta ${n}`}
          fonte="viagem_carretas"
          maiusculas
          filtros={filtros}
          className="seletor-meia"
          inicial={escolhido(
            viagem?.[`carreta${n}_id` as 'carreta1_id'],
            viagem?.[`placa_carreta${n}` as 'placa_carreta1'] ? exibir('placa', viagem[`placa_carreta${n}` as 'placa_carreta1']) : null,
          )}
          placeholder="Placa da carreta"
        />
      ))}

      <Seletor
        key={`motorista-${chaveCliente}`}
        nome="funcionario_id"
        rotulo="Motorista"
        fonte="viagem_motoristas"
        obrigatorio
        filtros={filtros}
        inicial={escolhido(viagem?.funcionario_id, viagem?.motorista?.nome)}
        onEscolher={escolherMotorista}
        erroSemEscolha="Escolha o motorista da lista"
        placeholder="Nome ou CPF do motorista"
      />
      {[0, 1, 2].map((i) => (
        <Campo
          key={`fone${i + 1}-${motorista.chave}`}
          nome={`fone${i + 1}`}
          rotulo={`Telefone ${i + 1} do motorista`}
          mascara="telefone"
          placeholder="(99)99999-9999"
          defaultValue={exibir('telefone', motorista.fones[i])}
        />
      ))}

      <Seletor
        key={`rota-${chaveCliente}`}
        nome="rota_id"
        rotulo="Rota"
        fonte="viagem_rotas"
        obrigatorio
        filtros={filtros}
        inicial={escolhido(viagem?.rota_id, viagem?.rota?.descricao)}
        erroSemEscolha="Escolha a rota da lista"
        placeholder="Descrição da rota"
      />
      <Seletor
        key={`embarcador-${chaveCliente}`}
        nome="embarcador_id"
        rotulo="Embarcador"
        fonte="viagem_embarcadores"
        filtros={filtros}
        inicial={escolhido(viagem?.embarcador_id, viagem?.embarcador?.nome)}
        erroSemEscolha="Escolha o embarcador da lista"
        placeholder="Nome ou CNPJ do embarcador"
      />

      <Selecao
        nome={ehCliente || telemonitorado ? '_tecnologia_id' : 'tecnologia_id'}
        rotulo="Tecnologia"
        opcoes={opcoesTecnologia.map((t) => ({ valor: t.id, rotulo: t.descricao }))}
        value={tecnologiaMostrada}
        onChange={(e) => setTecnologiaId(e.target.value)}
        disabled={ehCliente || telemonitorado}
        ajuda={telemonitorado ? 'Viagem telemonitorada: tecnologia 13.' : undefined}
      />
      {(ehCliente || telemonitorado) && <input type="hidden" name="tecnologia_id" value={tecnologiaMostrada} />}
      <Selecao
        nome="tipo_viagem_id"
        rotulo="Tipo de viagem"
        required
        opcoes={tiposViagem.map((t) => ({ valor: t.id, rotulo: t.descricao }))}
        defaultValue={viagem?.tipo_viagem_id ? String(viagem.tipo_viagem_id) : ''}
      />

      <Campo
        nome="previsao_inicio_data"
        rotulo="Previsão de início"
        aliases={['previsao_inicio']}
        mascara="dataHora"
        placeholder="dd/mm/aaaa hh:mm"
        required
        defaultValue={inicio}
        onChange={(e) => mudarInicio(e.target.value)}
      />
      <Campo
        nome="previsao_fim_data"
        rotulo="Previsão de fim"
        aliases={['previsao_fim']}
        mascara="dataHora"
        placeholder="dd/mm/aaaa hh:mm"
        required
        defaultValue={paraTela(viagem?.previsao_fim)}
      />

      <Campo
        key={semCarga ? 'valor-sem-carga' : 'valor'}
        nome="valor_embarque"
        rotulo="Valor do embarque"
        mascara="moeda"
        placeholder="R$ 0,00"
        disabled={semCarga}
        defaultValue={semCarga ? '' : valorDigitado.current}
        onChange={(e) => {
          valorDigitado.current = e.target.value;
        }}
      />
      <div className="caixas largura-total">
        <Caixa nome="veiculo_sem_carga" rotulo="Veículo sem carga" defaultChecked={semCarga} onMarcar={setSemCarga} />
        <Caixa nome="telemonitorado" rotulo="Telemonitorado" defaultChecked={telemonitorado} onMarcar={setTelemonitorado} />
        {mostrarAceite && (
          <Caixa nome="aceite_sem_espelhamento" rotulo="Aceito a SM sem espelhamento (veículo sem sinal recente)" defaultChecked={!!viagem?.aceite_sem_espelhamento} />
        )}
      </div>

      <Campo nome="numero_spy" rotulo="Isca: número" maxLength={30} defaultValue={viagem?.numero_spy ?? ''} />
      <Campo nome="tecnologia_spy" rotulo="Isca: tecnologia" maxLength={60} defaultValue={viagem?.tecnologia_spy ?? ''} />
      <AreaTexto nome="dados_adicionais" rotulo="Dados adicionais" className="largura-total" rows={3} defaultValue={viagem?.dados_adicionais ?? ''} />
      {editando && <AreaTexto nome="observacao" rotulo="Observação" className="largura-total" rows={2} defaultValue={viagem.observacao ?? ''} />}
      {viagem?.pontuacao_risco !== null && viagem?.pontuacao_risco !== undefined && (
        <p className="campo-ajuda largura-total">Pontuação de risco: {viagem.pontuacao_risco}</p>
      )}
    </Formulario>
  );
}
