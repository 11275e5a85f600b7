import { ESTADOS_BR, lerPedidoRegistro, MAXIMO_PESQUISA_CONJUNTA, somenteDigitos } from '@gr/domain';
import type { ConsultaDocumentos, FormCadastro, Passo } from '~/lib/cadastro-consulta';
import { exibir } from '~/lib/mascaras';
import type { ErrosCampo } from '~/lib/tipos';

/* The multi-step registration of /novo (routes/novo.tsx): its fields, options and the lookup's filling. */

/** Conjunta fallback when the API does not say (spec 03: policies 1, 2, 3 and 7). */
export const CONJUNTAS = [1, 2, 3, 7];

/** The domain's errors for the body (the same rules as the API), by field key. */
export function errosDoDominio(corpo: Record<string, unknown>): ErrosCampo {
  try {
    lerPedidoRegistro(corpo);
    return {};
  } catch (e) {
    const errors = (e as { errors?: ErrosCampo }).errors;
    if (errors && typeof errors === 'object') return errors;
    throw e;
  }
}

export const UFS = ESTADOS_BR.map((e) => ({ valor: e.uf, rotulo: e.uf }));
export const TIPOS_PROPRIETARIO = [
  { valor: 'PF', rotulo: 'Pessoa física (CPF)' },
  { valor: 'PJ', rotulo: 'Pessoa jurídica (CNPJ)' },
];

/** Every field key the screen shows beside a field (other server errors go to the top list). */
export const CAMPOS_NOVA_CONSULTA: string[] = [
  'cliente_id', 'politica', 'finalidade', 'base_legal', 'observacao', 'is_pesquisa_conjunto',
  'motorista', 'motorista.cpf', 'motorista.nome', 'motorista.rg', 'motorista.rg_uf', 'motorista.cnh', 'motorista.fone1', 'motorista.fone2', 'motorista.cep',
  'empresa', 'empresa.cnpj', 'empresa.razao_social', 'empresa.fone1', 'empresa.cep', 'veiculos', 'proprietarios',
  ...Array.from({ length: MAXIMO_PESQUISA_CONJUNTA }, (_, i) => ['placa', 'renavan', 'uf', 'tipo_proprietario', 'documento_proprietario'].map((c) => `veiculos.${i}.${c}`)).flat(),
  ...Array.from({ length: MAXIMO_PESQUISA_CONJUNTA }, (_, i) => ['documento', 'tipo_proprietario', 'nome', 'data_nascimento'].map((c) => `proprietarios.${i}.${c}`)).flat(),
];


/** What the lookup found, into the step's empty fields (spec 03 §4: name, RG, CNH...). */
export function preencher(form: FormCadastro, chave: Passo['chave'], r: ConsultaDocumentos): FormCadastro {
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
