import { cnpjValido, cpfValido, MENSAGENS_CADASTRO, placaValida } from '@gr/domain';
import { useActionData, useFetcher, useSubmit } from '@remix-run/react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useAvisos } from '~/components/toast';
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
  templateDaPolitica,
  validadeVigente,
  veiculoVazio,
} from '~/lib/cadastro-consulta';
import type { ErrosCampo } from '~/lib/tipos';
import type { Resultado } from '~/routes/novo.server';
import { CONJUNTAS, errosDoDominio, preencher } from './nova-consulta';

interface Bloqueio {
  assinatura: string;
  erros: string[];
}

/**
 * The state and steps of the registration wizard (routes/novo.tsx): the plan of steps, each
 * step's check, the documents' lookup and the submit.
 */
export function useNovaConsulta(politicas: PoliticaCadastro[], clienteFixo: { id: number; nome: string } | null) {
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

  /** 'Enviar consulta' (the last step only): after the lookup of its documents, if still due. */
  const aoEnviar = (e: FormEvent) => {
    e.preventDefault();
    if (ultimo) {
      if (depoisDaConsulta('enviar')) return;
      if (atual.tipo !== 'dados' && consultados[atual.chave] !== assinatura(atual) && consultar(atual, 'enviar')) return;
      if (!bloqueado) enviar(form);
    }
  };

  return {
    form,
    setForm,
    plano,
    visiveis,
    atual,
    ultimo,
    podeConjunta,
    conjunta,
    comVeiculo,
    erros,
    setErros,
    errosDe,
    avisoPasso,
    bloqueio,
    bloqueado,
    consultando,
    pergunta,
    setPergunta,
    mandar,
    proximo,
    voltar,
    aoEnviar,
    adicionarVeiculo,
    removerVeiculo,
    adicionarProprietario,
    removerProprietario,
    setDados,
    setMotorista,
    setEmpresa,
    setVeiculo,
    setProprietario,
    aoSair,
  };
}
