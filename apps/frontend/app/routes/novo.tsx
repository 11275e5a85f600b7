import { BotoesPassos, PassosAssistente } from '~/components/passos';
import { BASES_LEGAIS, cnpjValido, cpfValido, ESTADOS_BR, GRUPO, lerPedidoRegistro, MAXIMO_PESQUISA_CONJUNTA, MENSAGENS_CADASTRO, placaValida, somenteDigitos } from '@gr/domain';
import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useFetcher, useLoaderData, useRouteError, useSubmit } from '@remix-run/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CabecalhoRegistro } from '~/components/cabecalho';
import { AreaTexto, Campo, Formulario, Selecao } from '~/components/form';
import { Modal } from '~/components/modal';
import { SeletorCliente } from '~/components/seletor-cliente';
import { useAvisos } from '~/components/toast';
import { api, exigir, usuarioLogado } from '~/lib/api.server';
import {
  chaveDoPasso,
  type ConsultaDocumentos,
  corpoDoRegistro,
  documentosDoCorpo,
  documentosDoPasso,
  formInicial,
  type FormCadastro,
  limparDepois,
  obrigatoriosVazios,
  type Passo,
  planoDePassos,
  type PoliticaCadastro,
  proprietarioVazio,
  type RegistroCriado,
  templateDaPolitica,
  validadeVigente,
  veiculoVazio,
} from '~/lib/cadastro-consulta';
import { formatarData } from '~/lib/datas';
import { exibir } from '~/lib/mascaras';
import { redirecionarComAviso } from '~/lib/session.server';
import type { ErrosCampo } from '~/lib/tipos';
import { PainelErro } from '~/root';
import estilos from '~/cadastro-consulta.css?url';

/**
 * /novo (spec 03 §2, §4 "Registration", §5 "Documents", "Registration submit messages", "Masks"):
 * the multi-step registration. Step 1 is the client, the policy, the joint-search choice and the
 * LGPD purpose and legal basis; then the policy's template (1, 2, 3: driver then vehicle and its
 * owner; 5: driver; 6: company; 7: vehicle), and in a joint search up to 4 extra vehicles and 4
 * extra owners. Each step is pending, on, success or hidden. Leaving a document step looks the
 * documents up: its errors block 'Próximo', what it finds fills the fields, and a search still
 * valid asks whether to search again (is_nova_pesquisa). The same domain rules as the API
 * (lerPedidoRegistro) check the form before it is sent; the API's field errors come back beside
 * the fields.
 */
export const handle = { titulo: 'Nova consulta' };
export const meta: MetaFunction = () => [{ title: 'Nova consulta · GR' }];
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: estilos }];

/** Registration success: 6 s (spec 03 §9 "registration 6000 ms"). */
const DURACAO_REGISTRO = 6000;
/** Conjunta fallback when the API does not say (spec 03: policies 1, 2, 3 and 7). */
const CONJUNTAS = [1, 2, 3, 7];

export async function loader({ request }: LoaderFunctionArgs) {
  const usuario = await usuarioLogado(request);
  const politicas = exigir(await api<PoliticaCadastro[]>(request, '/api/registro/get_politicas')).filter((p) => p.id !== 4);
  const clienteFixo = usuario.grupo_usuario_id === GRUPO.CLIENTE && usuario.cliente_id ? { id: usuario.cliente_id, nome: usuario.cliente ?? `Cliente ${usuario.cliente_id}` } : null;
  return { politicas, clienteFixo };
}

interface Resultado {
  error?: string;
  errors?: ErrosCampo;
}

export async function action({ request }: ActionFunctionArgs) {
  const corpo = (await request.json().catch(() => null)) as { registro?: unknown; is_nova_pesquisa?: unknown } | null;
  if (!corpo || typeof corpo.registro !== 'object' || corpo.registro === null) return data<Resultado>({ error: MENSAGENS_CADASTRO.obrigatorios }, { status: 400 });
  const nova = corpo.is_nova_pesquisa === false ? 'false' : 'true';
  const r = await api<RegistroCriado>(request, '/api/registro/create', { method: 'POST', query: { is_nova_pesquisa: nova }, body: { registro: corpo.registro }, registro: true });
  if (!r.ok) {
    if (r.status === 400 && r.errors) return data<Resultado>({ errors: r.errors, error: r.error }, { status: 400 });
    return data<Resultado>({ error: r.status >= 500 ? 'Erro interno do servidor!' : (r.error ?? 'não registrado!') }, { status: r.status });
  }
  return redirecionarComAviso(request, '/cadastro_consulta', r.data.message || 'Registrado com sucesso', { tipo: 'sucesso', duracao: DURACAO_REGISTRO });
}

/** The domain's errors for the body (the same rules as the API), by field key. */
function errosDoDominio(corpo: Record<string, unknown>): ErrosCampo {
  try {
    lerPedidoRegistro(corpo);
    return {};
  } catch (e) {
    const errors = (e as { errors?: ErrosCampo }).errors;
    if (errors && typeof errors === 'object') return errors;
    throw e;
  }
}

const UFS = ESTADOS_BR.map((e) => ({ valor: e.uf, rotulo: e.uf }));
const TIPOS_PROPRIETARIO = [
  { valor: 'PF', rotulo: 'Pessoa física (CPF)' },
  { valor: 'PJ', rotulo: 'Pessoa jurídica (CNPJ)' },
];

/** Every field key the screen shows beside a field (other server errors go to the top list). */
const CAMPOS: string[] = [
  'cliente_id', 'politica', 'finalidade', 'base_legal', 'observacao', 'is_pesquisa_conjunto',
  'motorista', 'motorista.cpf', 'motorista.nome', 'motorista.rg', 'motorista.rg_uf', 'motorista.cnh', 'motorista.fone1', 'motorista.fone2', 'motorista.cep',
  'empresa', 'empresa.cnpj', 'empresa.razao_social', 'empresa.fone1', 'empresa.cep', 'veiculos', 'proprietarios',
  ...Array.from({ length: MAXIMO_PESQUISA_CONJUNTA }, (_, i) => ['placa', 'renavan', 'uf', 'tipo_proprietario', 'documento_proprietario'].map((c) => `veiculos.${i}.${c}`)).flat(),
  ...Array.from({ length: MAXIMO_PESQUISA_CONJUNTA }, (_, i) => ['documento', 'tipo_proprietario', 'nome', 'data_nascimento'].map((c) => `proprietarios.${i}.${c}`)).flat(),
];

interface Bloqueio {
  assinatura: string;
  erros: string[];
}

export default function NovaConsulta() {
  const { politicas, clienteFixo } = useLoaderData<typeof loader>();
  const resultado = useActionData<Resultado>();
  const submit = useSubmit();
  const { notificar } = useAvisos();
  const consulta = useFetcher<ConsultaDocumentos>();

  const [form, setForm] = useState<FormCadastro>(() => formInicial(clienteFixo?.id ?? null));
  const [atualChave, setAtualChave] = useState<Passo['chave']>('dados');
  const [erros, setErros] = useState<ErrosCampo>({});
  const [avisoPasso, setAvisoPasso] = useState<string | null>(null);
  const [bloqueios, setBloqueios] = useState<Record<string, Bloqueio>>({});
  const [consultados, setConsultados] = useState<Record<string, string>>({});
  const [vigentes, setVigentes] = useState<Record<string, string | null>>({});
  const [pergunta, setPergunta] = useState<{ validade: string; corpo: Record<string, unknown> } | null>(null);
  const formRef = useRef(form);
  formRef.current = form;
  const pendente = useRef<{ chave: Passo['chave']; assinatura: string; depois: 'avancar' | 'enviar' | null } | null>(null);

  const template = templateDaPolitica(form.dados.politica, politicas);
  const politica = politicas.find((p) => String(p.id) === form.dados.politica);
  const podeConjunta = politica ? politica.conjunta : CONJUNTAS.includes(Number(form.dados.politica));
  const conjunta = podeConjunta && form.dados.is_pesquisa_conjunto;
  const comVeiculo = template === 'principal' || template === 'veiculo';
  const plano = useMemo(() => {
    const semEstado = planoDePassos(template, form.veiculos.length, form.proprietarios.length, 0);
    const pos = semEstado.find((p) => p.chave === atualChave)?.posicao ?? 0;
    return planoDePassos(template, form.veiculos.length, form.proprietarios.length, Math.max(pos, 0));
  }, [template, form.veiculos.length, form.proprietarios.length, atualChave]);
  const visiveis = plano.filter((p) => p.estado !== 'hidden');
  const atual = visiveis.find((p) => p.chave === atualChave) ?? visiveis[0]!;
  const ultimo = atual.posicao === visiveis.length - 1;

  // A step that disappears (policy changed, extra removed) hands over to the last one still there.
  useEffect(() => {
    if (!visiveis.some((p) => p.chave === atualChave)) setAtualChave(visiveis[visiveis.length - 1]!.chave);
  }, [visiveis, atualChave]);

  // The API's field errors: back to the first step that shows one.
  useEffect(() => {
    if (!resultado) return;
    if (resultado.error) notificar(resultado.error, 'erro', 8000);
    const primeiro = Object.keys(resultado.errors ?? {}).map(chaveDoPasso).find((c) => c && visiveis.some((p) => p.chave === c));
    if (primeiro) setAtualChave(primeiro);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resultado]);

  const assinatura = (p: Passo) => JSON.stringify(documentosDoPasso(form, p));
  const completos = (p: Passo) => {
    const d = documentosDoPasso(form, p);
    // Only valid documents are looked up: an invalid one gets the domain's own message (spec 03 §5).
    return { cpf: d.cpf.filter(cpfValido), cnpj: d.cnpj.filter(cnpjValido), placa: d.placa.filter(placaValida) };
  };
  const bloqueio = bloqueios[atual.chave];
  const bloqueado = !!bloqueio && bloqueio.assinatura === assinatura(atual) && bloqueio.erros.length > 0;
  const consultando = consulta.state !== 'idle';

  /** GET consultar_documentos for the step's complete documents (none complete: nothing to ask). */
  const consultar = (p: Passo, depois: 'avancar' | 'enviar' | null): boolean => {
    const docs = completos(p);
    if (!docs.cpf.length && !docs.cnpj.length && !docs.placa.length) return false;
    const q = new URLSearchParams();
    if (form.dados.cliente_id) q.set('cliente_id', String(form.dados.cliente_id));
    if (form.dados.politica) q.set('politica', form.dados.politica);
    for (const [k, l] of Object.entries(docs)) for (const v of l) q.append(k, v);
    pendente.current = { chave: p.chave, assinatura: assinatura(p), depois };
    consulta.load(`/recursos/cadastro?${q.toString()}`);
    return true;
  };

  // The lookup's answer: errors as danger notices (and 'Próximo' blocked), found data into the fields.
  useEffect(() => {
    const r = consulta.data;
    const p = pendente.current;
    if (consulta.state !== 'idle' || !r || !p) return;
    pendente.current = null;
    for (const e of r.errors ?? []) notificar(e, 'erro', 8000);
    setBloqueios((b) => ({ ...b, [p.chave]: { assinatura: p.assinatura, erros: r.errors ?? [] } }));
    setConsultados((c) => ({ ...c, [p.chave]: p.assinatura }));
    setVigentes((v) => {
      const n = { ...v };
      for (const x of r.pessoas ?? []) n[x.cpf] = x.validade_vigente;
      for (const x of r.empresas ?? []) n[x.cnpj] = x.validade_vigente;
      for (const x of r.veiculos ?? []) n[x.placa] = x.validade_vigente;
      return n;
    });
    // Functional update: what the user typed while the lookup ran is kept (only empty fields are filled).
    setForm((f) => preencher(f, p.chave, r));
    const novo = preencher(formRef.current, p.chave, r);
    if ((r.errors ?? []).length) return;
    if (p.depois === 'avancar') avancar(novo);
    else if (p.depois === 'enviar') enviar(novo);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [consulta.state, consulta.data]);

  /** The errors of a step, from the required fields and the domain's rules. */
  const validarPasso = (f: FormCadastro, p: Passo): boolean => {
    const vazios = obrigatoriosVazios(f, p);
    const doDominio = Object.fromEntries(Object.entries(errosDoDominio(corpoDoRegistro(f, template))).filter(([k]) => chaveDoPasso(k) === p.chave));
    // An empty required field says so beside it; the step says 'PREENCHA TODOS OS CAMPOS OBRIGATÓRIOS'.
    for (const k of vazios) doDominio[k] = ['Campo obrigatório'];
    const geral = vazios.length || Object.values(doDominio).flat().includes(MENSAGENS_CADASTRO.obrigatorios) ? MENSAGENS_CADASTRO.obrigatorios : null;
    setErros(doDominio);
    setAvisoPasso(geral);
    if (geral) notificar(geral, 'erro', 5000);
    return Object.keys(doDominio).length === 0 && !geral;
  };

  const avancar = (f: FormCadastro) => {
    if (!validarPasso(f, atual)) return;
    const proximo = visiveis[atual.posicao + 1];
    if (proximo) setAtualChave(proximo.chave);
  };

  /**
   * A lookup of these same documents already running (started when the field lost the focus, which
   * a click on 'Próximo' itself does) goes on and, when it answers, does what was asked.
   */
  const depoisDaConsulta = (depois: 'avancar' | 'enviar'): boolean => {
    const p = pendente.current;
    if (!consultando || !p || p.chave !== atual.chave || p.assinatura !== assinatura(atual)) return false;
    p.depois = depois;
    return true;
  };

  const proximo = () => {
    setAvisoPasso(null);
    if (depoisDaConsulta('avancar')) return;
    // A document step is looked up first (unless these documents already were).
    if (atual.tipo !== 'dados' && consultados[atual.chave] !== assinatura(atual) && consultar(atual, 'avancar')) return;
    avancar(form);
  };

  const voltar = () => {
    const anterior = visiveis[atual.posicao - 1];
    if (!anterior) return;
    setForm((f) => limparDepois(f, plano, anterior.posicao));
    setErros({});
    setAvisoPasso(null);
    setAtualChave(anterior.chave);
  };

  const enviar = (f: FormCadastro) => {
    const corpo = corpoDoRegistro(f, template);
    const doDominio = errosDoDominio(corpo);
    if (Object.keys(doDominio).length) {
      setErros(doDominio);
      const primeiro = Object.keys(doDominio).map(chaveDoPasso).find((c) => c && visiveis.some((p) => p.chave === c));
      if (primeiro) setAtualChave(primeiro);
      const mensagem = Object.values(doDominio).flat().find((m) => m === m.toUpperCase()) ?? MENSAGENS_CADASTRO.obrigatorios;
      setAvisoPasso(mensagem);
      notificar(mensagem, 'erro', 5000);
      return;
    }
    const achados = Object.entries(vigentes).map(([documento, validade_vigente]) => ({ documento, validade_vigente }));
    const validade = validadeVigente(achados, documentosDoCorpo(corpo));
    if (validade) setPergunta({ validade, corpo });
    else mandar(corpo, true);
  };

  const mandar = (corpo: Record<string, unknown>, nova: boolean) => {
    setPergunta(null);
    submit(JSON.stringify({ registro: corpo, is_nova_pesquisa: nova }), { method: 'post', encType: 'application/json', replace: true });
  };

  // ---- Joint search: extra vehicles and owners -----------------------------------------------------
  const adicionarVeiculo = () => {
    const n = form.veiculos.length;
    setForm((f) => ({ ...f, veiculos: [...f.veiculos, veiculoVazio()] }));
    // A step added before the current one is not done: go to it.
    if (atual.tipo === 'proprietario') setAtualChave(`veiculos.${n}`);
  };
  const removerVeiculo = () => setForm((f) => ({ ...f, veiculos: f.veiculos.slice(0, -1) }));
  const adicionarProprietario = () => setForm((f) => ({ ...f, proprietarios: [...f.proprietarios, proprietarioVazio()] }));
  const removerProprietario = () => setForm((f) => ({ ...f, proprietarios: f.proprietarios.slice(0, -1) }));

  // ---- Field helpers -------------------------------------------------------------------------------
  const errosDe = (k: string) => erros[k];
  const setDados = (m: Partial<FormCadastro['dados']>) => setForm((f) => ({ ...f, dados: { ...f.dados, ...m } }));
  const setMotorista = (m: Partial<FormCadastro['motorista']>) => setForm((f) => ({ ...f, motorista: { ...f.motorista, ...m } }));
  const setEmpresa = (m: Partial<FormCadastro['empresa']>) => setForm((f) => ({ ...f, empresa: { ...f.empresa, ...m } }));
  const setVeiculo = (i: number, m: Partial<FormCadastro['veiculos'][number]>) => setForm((f) => ({ ...f, veiculos: f.veiculos.map((v, j) => (j === i ? { ...v, ...m } : v)) }));
  const setProprietario = (i: number, m: Partial<FormCadastro['proprietarios'][number]>) =>
    setForm((f) => ({ ...f, proprietarios: f.proprietarios.map((o, j) => (j === i ? { ...o, ...m } : o)) }));
  const aoSair = (p: Passo) => () => {
    if (consultados[p.chave] !== assinatura(p) && !consultando) consultar(p, null);
  };

  return (
    <section className="pagina-registro pagina-formulario" aria-labelledby="titulo-pagina">
      <CabecalhoRegistro titulo="Nova consulta" voltar={{ para: '/cadastro_consulta', rotulo: 'Voltar para consultas' }} />
      <PassosAssistente className="passos-cadastro" etapas={plano} />

      {conjunta && comVeiculo && (
        <div className="cadastro-passo-acoes" role="group" aria-label="Pesquisa conjunta">
          <button type="button" className="botao" onClick={adicionarVeiculo} disabled={form.veiculos.length >= MAXIMO_PESQUISA_CONJUNTA}>
            Adicionar veículo
          </button>
          {form.veiculos.length > 1 && (
            <button type="button" className="botao botao-secundario" onClick={removerVeiculo}>
              Remover veículo
            </button>
          )}
          <button type="button" className="botao" onClick={adicionarProprietario} disabled={form.proprietarios.length >= MAXIMO_PESQUISA_CONJUNTA - 1}>
            Adicionar proprietário
          </button>
          {form.proprietarios.length > 0 && (
            <button type="button" className="botao botao-secundario" onClick={removerProprietario}>
              Remover proprietário
            </button>
          )}
          <span className="campo-ajuda">
            {form.veiculos.length} de {MAXIMO_PESQUISA_CONJUNTA} veículos · {form.proprietarios.length + 1} de {MAXIMO_PESQUISA_CONJUNTA} proprietários
          </span>
        </div>
      )}

      <Formulario
        campos={CAMPOS}
        rotulo="Nova consulta"
        rotuloSalvar="Enviar consulta"
        rotuloSalvando="Enviando consulta..."
        somenteLeitura={!ultimo}
        onSubmit={(e) => {
          e.preventDefault();
          if (ultimo) {
            if (depoisDaConsulta('enviar')) return;
            if (atual.tipo !== 'dados' && consultados[atual.chave] !== assinatura(atual) && consultar(atual, 'enviar')) return;
            if (!bloqueado) enviar(form);
          }
        }}
        acoesExtras={<BotoesPassos primeiro={atual.posicao === 0} ultimo={ultimo} voltar={voltar} proximo={proximo} bloqueado={bloqueado} ocupado={consultando} />}
      >
        {/* A field's own error goes away as soon as the field changes (the next check finds it again). */}
        <div
          className="largura-total"
          onChange={(e) => {
            const nome = (e.target as HTMLInputElement).name;
            if (nome && erros[nome]) setErros(({ [nome]: _, ...resto }) => resto);
          }}
        >
          {avisoPasso && (
            <p className="form-erro-geral" role="alert">
              {avisoPasso}
            </p>
          )}
          {bloqueado && (
            <div className="aviso-perigo" role="alert">
              {bloqueio!.erros.map((e) => (
                <p key={e}>{e}</p>
              ))}
            </div>
          )}

          <fieldset className="secao" hidden={atual.chave !== 'dados'}>
            <legend>1. Dados da consulta</legend>
            <SeletorCliente nome="cliente_id" rotulo="Cliente" obrigatorio fixo={clienteFixo} className="largura-total" onEscolher={(c) => setDados({ cliente_id: c?.id ?? null })} />
            {errosDe('cliente_id') && !clienteFixo && <p className="campo-erros largura-total">{errosDe('cliente_id')!.join(', ')}</p>}
            <Selecao
              nome="politica"
              rotulo="Política"
              required
              value={form.dados.politica}
              onChange={(e) => setDados({ politica: e.target.value, is_pesquisa_conjunto: false })}
              opcoes={politicas.map((p) => ({ valor: p.id, rotulo: p.descricao }))}
              erros={errosDe('politica')}
            />
            {podeConjunta && (
              <div className="campo campo-caixa">
                <input
                  id="pesquisa-conjunta"
                  type="checkbox"
                  checked={form.dados.is_pesquisa_conjunto}
                  onChange={(e) => {
                    const marcado = e.target.checked;
                    // Without a joint search there is one vehicle and no extra owner.
                    setForm((f) => ({ ...f, dados: { ...f.dados, is_pesquisa_conjunto: marcado }, veiculos: marcado ? f.veiculos : f.veiculos.slice(0, 1), proprietarios: marcado ? f.proprietarios : [] }));
                  }}
                />
                <label htmlFor="pesquisa-conjunta">Pesquisa conjunta</label>
              </div>
            )}
            <Selecao nome="base_legal" rotulo="Base legal (LGPD)" className="largura-total" required value={form.dados.base_legal} onChange={(e) => setDados({ base_legal: e.target.value })} opcoes={BASES_LEGAIS.map((b) => ({ valor: b, rotulo: b }))} vazio={null} erros={errosDe('base_legal')} />
            <Campo nome="finalidade" rotulo="Finalidade" required maxLength={200} className="largura-total" value={form.dados.finalidade} onChange={(e) => setDados({ finalidade: e.target.value })} erros={errosDe('finalidade')} />
            <AreaTexto nome="observacao" rotulo="Observação" className="largura-total" rows={2} maxLength={2000} value={form.dados.observacao} onChange={(e) => setDados({ observacao: e.target.value })} />
          </fieldset>

          {visiveis.map((p) => {
            const titulo = `${p.posicao + 1}. ${p.titulo}`;
            const oculto = p.chave !== atual.chave;
            if (p.tipo === 'motorista') {
              const m = form.motorista;
              return (
                <fieldset key={p.chave} className="secao" hidden={oculto}>
                  <legend>{titulo}</legend>
                  <ErrosGerais erros={errosDe('motorista')} />
                  <Campo nome="motorista.cpf" rotulo="CPF" required mascara="cpf" placeholder="999.999.999-99" value={m.cpf} onChange={(e) => setMotorista({ cpf: e.target.value })} onBlur={aoSair(p)} erros={errosDe('motorista.cpf')} />
                  <Campo nome="motorista.nome" rotulo="Nome" required className="largura-dupla" maxLength={150} value={m.nome} onChange={(e) => setMotorista({ nome: e.target.value.toUpperCase() })} erros={errosDe('motorista.nome')} />
                  <Campo nome="motorista.rg" rotulo="RG" maxLength={20} value={m.rg} onChange={(e) => setMotorista({ rg: e.target.value })} erros={errosDe('motorista.rg')} />
                  <Selecao nome="motorista.rg_uf" rotulo="UF do RG" value={m.rg_uf} onChange={(e) => setMotorista({ rg_uf: e.target.value })} opcoes={UFS} erros={errosDe('motorista.rg_uf')} />
                  <Campo nome="motorista.cnh" rotulo="CNH (registro)" mascara="cnh" placeholder="11 dígitos" value={m.cnh} onChange={(e) => setMotorista({ cnh: e.target.value })} erros={errosDe('motorista.cnh')} />
                  <Campo nome="motorista.fone1" rotulo="Telefone 1" mascara="telefone" placeholder="(99)99999-9999" value={m.fone1} onChange={(e) => setMotorista({ fone1: e.target.value })} erros={errosDe('motorista.fone1')} />
                  <Campo nome="motorista.fone2" rotulo="Telefone 2" mascara="telefone" placeholder="(99)99999-9999" value={m.fone2} onChange={(e) => setMotorista({ fone2: e.target.value })} erros={errosDe('motorista.fone2')} />
                  <Campo nome="motorista.cep" rotulo="CEP" mascara="cep" placeholder="99999-999" value={m.cep} onChange={(e) => setMotorista({ cep: e.target.value })} erros={errosDe('motorista.cep')} />
                </fieldset>
              );
            }
            if (p.tipo === 'empresa') {
              const e = form.empresa;
              return (
                <fieldset key={p.chave} className="secao" hidden={oculto}>
                  <legend>{titulo}</legend>
                  <ErrosGerais erros={errosDe('empresa')} />
                  <Campo nome="empresa.cnpj" rotulo="CNPJ" required mascara="cnpj" placeholder="99.999.999/9999-99" value={e.cnpj} onChange={(ev) => setEmpresa({ cnpj: ev.target.value })} onBlur={aoSair(p)} erros={errosDe('empresa.cnpj')} />
                  <Campo nome="empresa.razao_social" rotulo="Razão social" required className="largura-dupla" maxLength={150} value={e.razao_social} onChange={(ev) => setEmpresa({ razao_social: ev.target.value.toUpperCase() })} erros={errosDe('empresa.razao_social')} />
                  <Campo nome="empresa.fone1" rotulo="Telefone" mascara="telefone" placeholder="(99)99999-9999" value={e.fone1} onChange={(ev) => setEmpresa({ fone1: ev.target.value })} erros={errosDe('empresa.fone1')} />
                  <Campo nome="empresa.cep" rotulo="CEP" mascara="cep" placeholder="99999-999" value={e.cep} onChange={(ev) => setEmpresa({ cep: ev.target.value })} erros={errosDe('empresa.cep')} />
                </fieldset>
              );
            }
            if (p.tipo === 'veiculo') {
              const v = form.veiculos[p.indice] ?? veiculoVazio();
              const k = p.chave;
              return (
                <fieldset key={k} className="secao" hidden={oculto}>
                  <legend>{titulo}</legend>
                  <ErrosGerais erros={p.indice === 0 ? errosDe('veiculos') : undefined} />
                  <Campo nome={`${k}.placa`} rotulo="Placa" required mascara="placa" placeholder="AAA-9999 ou AAA9A99" value={v.placa} onChange={(e) => setVeiculo(p.indice, { placa: e.target.value })} onBlur={aoSair(p)} erros={errosDe(`${k}.placa`)} />
                  <Campo nome={`${k}.renavan`} rotulo="Renavam" mascara="renavam" placeholder="11 dígitos" value={v.renavan} onChange={(e) => setVeiculo(p.indice, { renavan: e.target.value })} erros={errosDe(`${k}.renavan`)} />
                  <Selecao nome={`${k}.uf`} rotulo="UF do veículo" value={v.uf} onChange={(e) => setVeiculo(p.indice, { uf: e.target.value })} opcoes={UFS} erros={errosDe(`${k}.uf`)} />
                  <Selecao
                    nome={`${k}.tipo_proprietario`}
                    rotulo="Tipo do proprietário"
                    required
                    vazio={null}
                    value={v.tipo_proprietario}
                    onChange={(e) => setVeiculo(p.indice, { tipo_proprietario: e.target.value === 'PJ' ? 'PJ' : 'PF', documento_proprietario: '' })}
                    opcoes={TIPOS_PROPRIETARIO}
                  />
                  <Campo
                    key={v.tipo_proprietario}
                    nome={`${k}.documento_proprietario`}
                    rotulo={v.tipo_proprietario === 'PF' ? 'CPF do proprietário' : 'CNPJ do proprietário'}
                    required
                    mascara={v.tipo_proprietario === 'PF' ? 'cpf' : 'cnpj'}
                    placeholder={v.tipo_proprietario === 'PF' ? '999.999.999-99' : '99.999.999/9999-99'}
                    className="largura-dupla"
                    value={v.documento_proprietario}
                    onChange={(e) => setVeiculo(p.indice, { documento_proprietario: e.target.value })}
                    onBlur={aoSair(p)}
                    erros={errosDe(`${k}.documento_proprietario`)}
                  />
                </fieldset>
              );
            }
            if (p.tipo === 'proprietario') {
              const o = form.proprietarios[p.indice] ?? proprietarioVazio();
              const k = p.chave;
              return (
                <fieldset key={k} className="secao" hidden={oculto}>
                  <legend>{titulo}</legend>
                  <ErrosGerais erros={p.indice === 0 ? errosDe('proprietarios') : undefined} />
                  <Selecao
                    nome={`${k}.tipo_proprietario`}
                    rotulo="Tipo do proprietário"
                    required
                    vazio={null}
                    value={o.tipo_proprietario}
                    onChange={(e) => setProprietario(p.indice, { tipo_proprietario: e.target.value === 'PJ' ? 'PJ' : 'PF', documento: '' })}
                    opcoes={TIPOS_PROPRIETARIO}
                  />
                  <Campo
                    key={o.tipo_proprietario}
                    nome={`${k}.documento`}
                    rotulo={o.tipo_proprietario === 'PF' ? 'CPF do proprietário' : 'CNPJ do proprietário'}
                    required
                    mascara={o.tipo_proprietario === 'PF' ? 'cpf' : 'cnpj'}
                    placeholder={o.tipo_proprietario === 'PF' ? '999.999.999-99' : '99.999.999/9999-99'}
                    value={o.documento}
                    onChange={(e) => setProprietario(p.indice, { documento: e.target.value })}
                    onBlur={aoSair(p)}
                    erros={errosDe(`${k}.documento`)}
                  />
                  <Campo nome={`${k}.nome`} rotulo="Nome" maxLength={150} value={o.nome} onChange={(e) => setProprietario(p.indice, { nome: e.target.value.toUpperCase() })} erros={errosDe(`${k}.nome`)} />
                  <Campo
                    nome={`${k}.data_nascimento`}
                    rotulo="Data de nascimento"
                    mascara="data"
                    placeholder="dd/mm/aaaa"
                    value={o.data_nascimento}
                    onChange={(e) => setProprietario(p.indice, { data_nascimento: e.target.value })}
                    erros={errosDe(`${k}.data_nascimento`)}
                  />
                </fieldset>
              );
            }
            return null;
          })}
        </div>
      </Formulario>

      {pergunta && (
        <Modal titulo="Consulta vigente" papel="alertdialog" largura={460} onFechar={() => setPergunta(null)}>
          <p className="confirmacao-texto">Já existe uma consulta válida até {formatarData(pergunta.validade)}. Deseja fazer uma nova pesquisa?</p>
          <div className="form-acoes">
            <button type="button" className="botao botao-secundario" autoFocus onClick={() => mandar(pergunta.corpo, false)}>
              Não
            </button>
            <button type="button" className="botao botao-primario" onClick={() => mandar(pergunta.corpo, true)}>
              Sim
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}

/** A step's errors that belong to no single field ('motorista': PREENCHA TODOS OS CAMPOS OBRIGATÓRIOS). */
function ErrosGerais({ erros }: { erros?: readonly string[] }) {
  if (!erros?.length) return null;
  return (
    <ul className="campo-erros largura-total" role="alert">
      {erros.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

/** What the lookup found, into the step's empty fields (spec 03 §4: name, RG, CNH...). */
function preencher(form: FormCadastro, chave: Passo['chave'], r: ConsultaDocumentos): FormCadastro {
  const ou = (atual: string, novo: string | null | undefined) => (atual.trim() ? atual : (novo ?? ''));
  if (chave === 'motorista') {
    const cpf = somenteDigitos(form.motorista.cpf);
    const p = (r.pessoas ?? []).find((x) => x.cpf === cpf);
    if (!p) return form;
    const m = form.motorista;
    return { ...form, motorista: { ...m, nome: ou(m.nome, p.nome?.toUpperCase()), rg: ou(m.rg, p.rg), cnh: ou(m.cnh, p.cnh), fone1: ou(m.fone1, exibir('telefone', p.fone1)) } };
  }
  if (chave === 'empresa') {
    const e = (r.empresas ?? []).find((x) => x.cnpj === somenteDigitos(form.empresa.cnpj));
    return e ? { ...form, empresa: { ...form.empresa, razao_social: ou(form.empresa.razao_social, e.razao_social?.toUpperCase()) } } : form;
  }
  const v = /^veiculos\.(\d+)$/.exec(chave);
  if (v) {
    const i = Number(v[1]);
    const atual = form.veiculos[i];
    const achado = atual && (r.veiculos ?? []).find((x) => x.placa === atual.placa.replace(/[^A-Za-z0-9]/g, '').toUpperCase());
    return achado ? { ...form, veiculos: form.veiculos.map((x, j) => (j === i ? { ...x, renavan: ou(x.renavan, achado.renavan) } : x)) } : form;
  }
  const o = /^proprietarios\.(\d+)$/.exec(chave);
  if (o) {
    const i = Number(o[1]);
    const atual = form.proprietarios[i];
    if (!atual) return form;
    const doc = somenteDigitos(atual.documento);
    const nome = atual.tipo_proprietario === 'PF' ? (r.pessoas ?? []).find((x) => x.cpf === doc)?.nome : (r.empresas ?? []).find((x) => x.cnpj === doc)?.razao_social;
    return nome ? { ...form, proprietarios: form.proprietarios.map((x, j) => (j === i ? { ...x, nome: ou(x.nome, nome.toUpperCase()) } : x)) } : form;
  }
  return form;
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
