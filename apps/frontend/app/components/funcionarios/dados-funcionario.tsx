import { CATEGORIAS_CNH, formatarCpf, GRUPO, MENSAGENS_FUNCIONARIO, somenteDigitos, TIPOS_FUNCIONARIO, TIPOS_VINCULO } from '@gr/domain';
import { Link, useActionData, useFetcher, useLoaderData, useNavigate } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useVoltar } from '~/components/cabecalho';
import { Campo, Formulario, Selecao } from '~/components/form';
import { Confirmacao } from '~/components/modal';
import { SeletorCliente } from '~/components/seletor-cliente';
import { useAvisos } from '~/components/toast';
import { useUsuario } from '~/components/usuario';
import { DURACAO_ERRO_VINCULO } from '~/lib/avisos';
import { useConsulta } from '~/lib/consulta';
import { exibir } from '~/lib/mascaras';
import type { ConsultaCpf, FuncionarioDetalhe } from '~/lib/tipos';
import type { action, loader } from '~/routes/funcionario.dados.server';

const CAMPOS = [
  'cliente_id',
  'vinculo',
  'cpf',
  'nome',
  'rg',
  'funcao_id',
  'tipo',
  'registro_cnh',
  'cnh',
  'cnh_validade',
  'fone1',
  'fone2',
  'fone3',
  'cep',
  'endereco',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'uf',
];

type EstadoCpf = { tipo: 'ok' | 'erro' | 'oferta' | 'aviso'; texto: string; consulta?: ConsultaCpf } | null;

/** The employee's data of routes/funcionario.dados.tsx: link, identification (with the CPF check), CNH, phones and address; `f` is the employee open (null: a new one). */
export function FormularioDadosFuncionario({ f }: { f: FuncionarioDetalhe | null }) {
  const { funcoes, estados } = useLoaderData<typeof loader>();
  const usuario = useUsuario();
  const navigate = useNavigate();
  const voltar = useVoltar('/funcionarios');
  const falha = useActionData<typeof action>();
  const { notificar } = useAvisos();
  const proprio =
    usuario?.grupo_usuario_id === GRUPO.CLIENTE && usuario.cliente_id ? { id: usuario.cliente_id, nome: usuario.cliente ?? '' } : null;
  const vinculoInicial = f?.vinculos.find((v) => v.cliente_id === (proprio?.id ?? f.cliente_id)) ?? null;
  const [clienteId, setClienteId] = useState<number | null>(proprio?.id ?? vinculoInicial?.cliente_id ?? null);
  const [tipoVinculo, setTipoVinculo] = useState<string>(vinculoInicial?.tipo ?? '');
  const [versao, setVersao] = useState(f?.updated_at);
  const [cpf, setCpf] = useState(exibir('cpf', f?.cpf));
  const [estadoCpf, setEstadoCpf] = useState<EstadoCpf>(null);
  const [oferta, setOferta] = useState<ConsultaCpf | null>(null);
  const [erroVinculo, setErroVinculo] = useState<string[]>([]);
  const consulta = useConsulta<ConsultaCpf>();
  const vincular = useFetcher<{ error?: string; errors?: Record<string, string[]> }>();
  const ultimoCpf = useRef<string>(f?.cpf ?? '');

  useEffect(() => {
    if (!falha) setVersao(f?.updated_at);
  }, [f]); // eslint-disable-line react-hooks/exhaustive-deps

  // consultar_cpf answers: free, registered (offer the link) or already linked; errors uppercased.
  useEffect(() => {
    const r = consulta.resultado;
    if (!r) return;
    if (!r.ok) {
      const msg = r.errors?.cpf?.[0] ?? r.error ?? 'Não foi possível consultar o CPF';
      setEstadoCpf({ tipo: 'erro', texto: msg.toUpperCase() });
      return;
    }
    const d = r.dados;
    const texto = d.message.toUpperCase();
    if (d.status === 'DISPONIVEL') setEstadoCpf({ tipo: 'ok', texto });
    else if (d.status === 'CADASTRADO' && (!d.funcionario || d.funcionario.id !== f?.id) && clienteId) {
      setEstadoCpf({ tipo: 'oferta', texto, consulta: d });
      setOferta(d);
    } else setEstadoCpf({ tipo: 'aviso', texto, consulta: d });
  }, [consulta.resultado]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const r = vincular.data;
    if (!r) return;
    if (r.errors?.vinculo) setErroVinculo(r.errors.vinculo);
    const msg = r.error ?? (r.errors ? Object.entries(r.errors).map(([k, v]) => `${k} : ${v.join(', ')}`).join('\n') : undefined);
    if (msg) notificar(msg, 'erro', DURACAO_ERRO_VINCULO);
  }, [vincular.data, notificar]);

  const consultarCpf = () => {
    const d = somenteDigitos(cpf);
    if (!d) return setEstadoCpf({ tipo: 'erro', texto: MENSAGENS_FUNCIONARIO.cpfNulo });
    ultimoCpf.current = d;
    setEstadoCpf(null);
    consulta.consultar('cpf', { cpf: d, cliente_id: clienteId ?? undefined });
  };

  const criarVinculo = () => {
    if (!oferta || !clienteId) return;
    if (!tipoVinculo) {
      setErroVinculo(['Tipo vínculo: não pode ser vazio']);
      setOferta(null);
      return;
    }
    vincular.submit(
      { intent: 'criar_vinculo', cpf: ultimoCpf.current, cliente_id: String(clienteId), vinculo: tipoVinculo },
      { method: 'post' },
    );
    setOferta(null);
  };

  return (
    <>
      <Formulario campos={CAMPOS} onCancelar={() => navigate(voltar)} rotulo="Dados do funcionário" className="form-secoes">
        {versao && <input type="hidden" name="updated_at" value={versao} />}
        <fieldset className="secao">
          <legend>Vínculo com o cliente</legend>
          <SeletorCliente
            nome="cliente_id"
            rotulo="Cliente"
            fixo={proprio}
            inicial={vinculoInicial ? [{ id: vinculoInicial.cliente_id, nome: vinculoInicial.cliente }] : []}
            onEscolher={(c) => setClienteId(c?.id ?? null)}
            className="largura-dupla"
          />
          <Selecao
            nome="vinculo"
            rotulo="Tipo vínculo"
            required={!!clienteId}
            opcoes={TIPOS_VINCULO.map((t) => ({ valor: t, rotulo: t }))}
            value={tipoVinculo}
            onChange={(e) => {
              setTipoVinculo(e.target.value);
              setErroVinculo([]);
            }}
            erros={erroVinculo}
          />
          {f && f.vinculos.length > 0 && (
            <p className="largura-total campo-ajuda">
              Vínculos ativos: {f.vinculos.map((v) => `${v.cliente} (${v.tipo}, ${v.idade.descricao})`).join('; ')}
            </p>
          )}
        </fieldset>
        <fieldset className="secao">
          <legend>Identificação</legend>
          <Campo
            nome="cpf"
            rotulo="CPF"
            required
            mascara="cpf"
            placeholder="999.999.999-99"
            value={cpf}
            onChange={(e) => {
              setCpf(e.target.value);
              setEstadoCpf(null);
            }}
            onBlur={() => {
              const d = somenteDigitos(cpf);
              if (d.length === 11 && d !== ultimoCpf.current) consultarCpf();
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                consultarCpf();
              }
            }}
            erros={estadoCpf?.tipo === 'erro' ? [estadoCpf.texto] : undefined}
            sucesso={estadoCpf?.tipo === 'ok' ? estadoCpf.texto : undefined}
            depois={
              <button type="button" className="botao" onClick={consultarCpf} disabled={consulta.carregando}>
                {consulta.carregando ? 'Consultando...' : 'Consultar CPF'}
              </button>
            }
          />
          {(estadoCpf?.tipo === 'aviso' || estadoCpf?.tipo === 'oferta') && (
            <div className="aviso-campo" role="status">
              <p>{estadoCpf.texto}</p>
              {(estadoCpf.consulta?.funcionario || estadoCpf.tipo === 'oferta') && (
                <p>
                  {estadoCpf.consulta?.funcionario?.nome}
                  {estadoCpf.tipo === 'oferta' && (
                    <>
                      {' '}
                      <button type="button" className="botao botao-link" onClick={() => setOferta(estadoCpf.consulta!)}>
                        Criar vínculo
                      </button>
                    </>
                  )}
                  {estadoCpf.consulta?.funcionario && estadoCpf.consulta.status === 'VINCULADO' && (
                    <>
                      {' '}
                      <Link to={`/funcionario/${estadoCpf.consulta.funcionario.id}`}>Abrir cadastro</Link>
                    </>
                  )}
                  {estadoCpf.consulta?.funcionario && estadoCpf.consulta.status === 'CADASTRADO' && !clienteId && (
                    <>
                      {' '}
                      <Link to={`/funcionario/${estadoCpf.consulta.funcionario.id}`}>Abrir cadastro</Link>
                    </>
                  )}
                </p>
              )}
            </div>
          )}
          <Campo nome="nome" rotulo="Nome" required maxLength={150} className="maiusculas largura-dupla" defaultValue={f?.nome ?? ''} />
          <Campo nome="rg" rotulo="RG" maxLength={20} className="maiusculas" defaultValue={f?.rg ?? ''} />
          <Selecao
            nome="tipo"
            rotulo="Tipo"
            vazio={null}
            opcoes={TIPOS_FUNCIONARIO.map((t) => ({ valor: t, rotulo: t }))}
            defaultValue={f?.tipo ?? 'MOTORISTA'}
            ajuda="Motorista exige o registro da CNH."
          />
          <Selecao
            nome="funcao_id"
            rotulo="Função"
            opcoes={funcoes.map((x) => ({ valor: x.id, rotulo: x.descricao ?? x.nome ?? '' }))}
            defaultValue={f?.funcao_id ?? ''}
          />
        </fieldset>
        <fieldset className="secao">
          <legend>CNH</legend>
          <Campo nome="registro_cnh" rotulo="Registro da CNH" mascara="cnh" maxLength={11} placeholder="11 dígitos" defaultValue={f?.registro_cnh ?? ''} />
          <Selecao nome="cnh" rotulo="Categoria" opcoes={CATEGORIAS_CNH.map((c) => ({ valor: c, rotulo: c }))} defaultValue={f?.cnh ?? ''} />
          <Campo nome="cnh_validade" rotulo="Validade" mascara="data" placeholder="dd/mm/aaaa" defaultValue={f?.cnh_validade ?? ''} />
        </fieldset>
        <fieldset className="secao">
          <legend>Telefones</legend>
          <Campo
            nome="fone1"
            rotulo="Telefone 1"
            required
            mascara="telefone"
            placeholder="(99)99999-9999"
            ajuda="Com DDD, ao menos 11 dígitos."
            defaultValue={f?.fone1 ?? ''}
          />
          <Campo nome="fone2" rotulo="Telefone 2" mascara="telefone" placeholder="(99)9999-9999" defaultValue={f?.fone2 ?? ''} />
          <Campo nome="fone3" rotulo="Telefone 3" mascara="telefone" placeholder="(99)9999-9999" defaultValue={f?.fone3 ?? ''} />
        </fieldset>
        <fieldset className="secao">
          <legend>Endereço</legend>
          <Campo nome="cep" rotulo="CEP" mascara="cep" placeholder="99999-999" defaultValue={f?.cep ?? ''} />
          <Campo nome="endereco" rotulo="Endereço" maxLength={200} className="maiusculas largura-dupla" defaultValue={f?.endereco ?? ''} />
          <Campo nome="numero" rotulo="Número" maxLength={20} className="maiusculas" defaultValue={f?.numero ?? ''} />
          <Campo nome="complemento" rotulo="Complemento" maxLength={100} className="maiusculas" defaultValue={f?.complemento ?? ''} />
          <Campo nome="bairro" rotulo="Bairro" maxLength={100} className="maiusculas" defaultValue={f?.bairro ?? ''} />
          <Campo nome="cidade" rotulo="Cidade" maxLength={100} className="maiusculas" defaultValue={f?.cidade ?? ''} />
          <Selecao nome="uf" rotulo="UF" opcoes={estados.map((e) => ({ valor: e.uf, rotulo: `${e.uf} - ${e.nome}` }))} defaultValue={f?.uf ?? ''} />
        </fieldset>
      </Formulario>
      {oferta && (
        <Confirmacao
          titulo="Funcionário já cadastrado"
          rotuloConfirmar="Criar vínculo"
          perigo={false}
          ocupado={vincular.state !== 'idle'}
          onCancelar={() => setOferta(null)}
          onConfirmar={criarVinculo}
        >
          <p>{oferta.message.toUpperCase()}</p>
          <p>
            <strong>{oferta.funcionario?.nome ?? `CPF ${formatarCpf(ultimoCpf.current)}`}</strong>
            {tipoVinculo ? ` · vínculo ${tipoVinculo}` : ''}
          </p>
        </Confirmacao>
      )}
    </>
  );
}
