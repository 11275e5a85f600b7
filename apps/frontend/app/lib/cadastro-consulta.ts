import type { EstadoPasso } from '~/components/passos';
import { BASES_LEGAIS, FINALIDADE_PADRAO, GRUPO, isStaff, LIMITE_ANEXO_BYTES, MAXIMO_PESQUISA_CONJUNTA, somenteDigitos, statusDeSucesso, TIPOS_ANEXO } from '@gr/domain';
import type { Esquema } from './tipos';

/**
 * The registration and consultation screens' view of the API (spec 03 §2 "Registration and
 * consultation", §3 "Registro", §7): /cadastro_consulta, /novo, /protocolo/novo, /protocolo/{id}
 * and /detalhes/{id}/{hash}. The answers are the OpenAPI schema's types (api-schema.d.ts, generated
 * from the backend); the wizard's step plan is a pure function so it can be tested without a browser.
 */

// ---- API answers (the backend's DTOs, through the generated schema) -----------------------------

/** A row of GET /api/registro (50 per page); `pode_remover` is groups 3 and 4 (spec 03 §6). */
export type RegistroLinha = Esquema<'RegistroLinhaDto'>;
/** GET /api/registro/get_politicas: the policies a user may search (4 is never shown). */
export type PoliticaCadastro = Omit<Esquema<'PoliticaDto'>, 'template'> & { template: TemplatePolitica };
export type TemplatePolitica = 'principal' | 'individual' | 'empresa' | 'veiculo';
/** GET /api/registro/consultar_documentos: one error per refused document, what was found. */
export type ConsultaDocumentos = Pick<Esquema<'ConsultaDocumentosDto'>, 'errors' | 'pessoas' | 'empresas' | 'veiculos'> & Partial<Pick<Esquema<'ConsultaDocumentosDto'>, 'restricoes'>>;
/** POST /api/registro/create: 201 (new) or 200 (a valid search kept, `reaproveitado`). */
export type RegistroCriado = Esquema<'RegistroCriadoDto'>;
/** GET /api/registro/get_registro/{id}/{hash}. */
export type RegistroDetalhe = Esquema<'RegistroDetalheDto'>;
export type ItemRegistro = RegistroDetalhe['itens_registros'][number];
export type ObservacaoItem = ItemRegistro['observacoes'][number];
export type AnexoItem = ItemRegistro['anexos'][number];
/** GET /api/registro/protocolo/{id}. */
export type ProtocoloDetalhe = Esquema<'ProtocoloDto'>;
/** POST /api/registro/protocolo. */
export type ProtocoloCriado = Esquema<'ProtocoloCriadoDto'>;
/** POST upload/{id} and corrigir_erros_parametros/{hash}. */
export type AnaliseFeita = Esquema<'AnaliseFeitaDto'>;

// ---- Who may do what ----------------------------------------------------------------------------

/** Groups 3 and 4 remove protocols (spec 03 §6); the server refuses the others with 403. */
export const GRUPOS_REMOVEM_PROTOCOLO: readonly number[] = [GRUPO.ADMINISTRADOR, GRUPO.SUPERVISOR];

/** The protocol form: groups 3–7 choose the client, the others use their own (spec 03 §6). */
export function escolheCliente(grupo: number, clienteId: number | null | undefined): boolean {
  return isStaff(grupo) || !clienteId;
}

/** A registration's item view goes back to /checklists for client users (spec 03 §2). */
export function listaDeVolta(grupo: number): string {
  return grupo === GRUPO.CLIENTE ? '/checklists' : '/cadastro_consulta';
}

/** ACORDO and RENOVAÇÃO as success, the rest as error (spec 03 §4, domain statusDeSucesso). */
export function classeStatus(status: string): string {
  return statusDeSucesso(status) ? 'selo selo-sucesso' : 'selo selo-erro';
}

// ---- The /novo wizard's form --------------------------------------------------------------------

export interface MotoristaForm {
  cpf: string;
  nome: string;
  rg: string;
  rg_uf: string;
  cnh: string;
  fone1: string;
  fone2: string;
  cep: string;
}
export interface EmpresaForm {
  cnpj: string;
  razao_social: string;
  fone1: string;
  cep: string;
}
export interface VeiculoForm {
  placa: string;
  renavan: string;
  uf: string;
  tipo_proprietario: 'PF' | 'PJ';
  documento_proprietario: string;
}
export interface ProprietarioForm {
  documento: string;
  tipo_proprietario: 'PF' | 'PJ';
  nome: string;
  /** dd/mm/aaaa as typed; sent as aaaa-mm-dd. */
  data_nascimento: string;
}
export interface DadosForm {
  cliente_id: number | null;
  politica: string;
  is_pesquisa_conjunto: boolean;
  finalidade: string;
  base_legal: string;
  observacao: string;
}
export interface FormCadastro {
  dados: DadosForm;
  motorista: MotoristaForm;
  empresa: EmpresaForm;
  veiculos: VeiculoForm[];
  proprietarios: ProprietarioForm[];
}

export const motoristaVazio = (): MotoristaForm => ({ cpf: '', nome: '', rg: '', rg_uf: '', cnh: '', fone1: '', fone2: '', cep: '' });
export const empresaVazia = (): EmpresaForm => ({ cnpj: '', razao_social: '', fone1: '', cep: '' });
export const veiculoVazio = (): VeiculoForm => ({ placa: '', renavan: '', uf: '', tipo_proprietario: 'PF', documento_proprietario: '' });
export const proprietarioVazio = (): ProprietarioForm => ({ documento: '', tipo_proprietario: 'PF', nome: '', data_nascimento: '' });

export function formInicial(clienteId: number | null): FormCadastro {
  return {
    dados: { cliente_id: clienteId, politica: '', is_pesquisa_conjunto: false, finalidade: FINALIDADE_PADRAO, base_legal: BASES_LEGAIS[0], observacao: '' },
    motorista: motoristaVazio(),
    empresa: empresaVazia(),
    veiculos: [veiculoVazio()],
    proprietarios: [],
  };
}

/** The template of a policy id (spec 03 §4 "Templates"): 1, 2, 3 main; 4 and 5 individual; 6 company; 7 vehicle. */
export function templateDaPolitica(politica: number | string | null | undefined, politicas: readonly PoliticaCadastro[] = []): TemplatePolitica | null {
  const n = Number(politica);
  const daApi = politicas.find((p) => p.id === n)?.template;
  if (daApi) return daApi;
  if (n === 1 || n === 2 || n === 3) return 'principal';
  if (n === 4 || n === 5) return 'individual';
  if (n === 6) return 'empresa';
  if (n === 7) return 'veiculo';
  return null;
}

/** A step of the wizard: the form part it edits. */
export type { EstadoPasso };

export type Passo =
  | { tipo: 'dados'; chave: 'dados'; titulo: string }
  | { tipo: 'motorista'; chave: 'motorista'; titulo: string }
  | { tipo: 'empresa'; chave: 'empresa'; titulo: string }
  | { tipo: 'veiculo'; chave: `veiculos.${number}`; indice: number; titulo: string }
  | { tipo: 'proprietario'; chave: `proprietarios.${number}`; indice: number; titulo: string };


/**
 * Every step slot the wizard can show (spec 03 §4: the template's steps, then up to 4 extra
 * vehicles and up to 4 extra owners in a joint search). A slot outside the policy's template or
 * beyond the number of vehicles and owners is hidden.
 */
export function todosOsPassos(): Passo[] {
  return [
    { tipo: 'dados', chave: 'dados', titulo: 'Dados da consulta' },
    { tipo: 'motorista', chave: 'motorista', titulo: 'Motorista' },
    { tipo: 'empresa', chave: 'empresa', titulo: 'Empresa' },
    ...Array.from({ length: MAXIMO_PESQUISA_CONJUNTA }, (_, i): Passo => ({ tipo: 'veiculo', chave: `veiculos.${i}`, indice: i, titulo: i === 0 ? 'Veículo e proprietário' : `Veículo adicional ${i}` })),
    ...Array.from({ length: MAXIMO_PESQUISA_CONJUNTA - 1 }, (_, i): Passo => ({ tipo: 'proprietario', chave: `proprietarios.${i}`, indice: i, titulo: `Proprietário adicional ${i + 1}` })),
  ];
}

/** Whether a step slot is part of the wizard for this template and these counts. */
export function passoVisivel(p: Passo, template: TemplatePolitica | null, veiculos: number, proprietarios: number): boolean {
  if (p.tipo === 'dados') return true;
  if (!template) return false;
  if (p.tipo === 'motorista') return template === 'principal' || template === 'individual';
  if (p.tipo === 'empresa') return template === 'empresa';
  const comVeiculo = template === 'principal' || template === 'veiculo';
  if (p.tipo === 'veiculo') return comVeiculo && p.indice < veiculos;
  return comVeiculo && p.indice < proprietarios;
}

/** The steps in order with their state: before the current one success, it on, after pending. */
export function planoDePassos(template: TemplatePolitica | null, veiculos: number, proprietarios: number, atual: number): Array<Passo & { estado: EstadoPasso; posicao: number }> {
  let posicao = 0;
  return todosOsPassos().map((p) => {
    if (!passoVisivel(p, template, veiculos, proprietarios)) return { ...p, estado: 'hidden' as const, posicao: -1 };
    const n = posicao++;
    return { ...p, estado: n < atual ? 'success' : n === atual ? 'on' : 'pending', posicao: n };
  });
}

/** An error key of the API or the domain ('veiculos.0.placa', 'motorista.cpf') → the step that shows it. */
export function chaveDoPasso(campo: string): Passo['chave'] | null {
  if (/^(cliente_id|politica|finalidade|base_legal|observacao|is_pesquisa_conjunto)$/.test(campo)) return 'dados';
  if (campo === 'motorista' || campo.startsWith('motorista.')) return 'motorista';
  if (campo === 'empresa' || campo.startsWith('empresa.')) return 'empresa';
  const v = /^veiculos\.(\d+)/.exec(campo);
  if (v) return `veiculos.${Number(v[1])}`;
  if (campo === 'veiculos') return 'veiculos.0';
  const o = /^proprietarios\.(\d+)/.exec(campo);
  if (o) return `proprietarios.${Number(o[1])}`;
  if (campo === 'proprietarios') return 'proprietarios.0';
  return null;
}

/**
 * 'Voltar' to step `destino`: the extra vehicles and owners whose steps come after it lose what
 * was typed (spec 03 §4 "'Back' reverts and clears data of later extra vehicles and owners").
 */
export function limparDepois(form: FormCadastro, plano: ReadonlyArray<Passo & { posicao: number }>, destino: number): FormCadastro {
  const depois = (chave: string) => (plano.find((p) => p.chave === chave)?.posicao ?? -1) > destino;
  return {
    ...form,
    veiculos: form.veiculos.map((v, i) => (i > 0 && depois(`veiculos.${i}`) ? veiculoVazio() : v)),
    proprietarios: form.proprietarios.map((o, i) => (depois(`proprietarios.${i}`) ? proprietarioVazio() : o)),
  };
}

const dataIso = (br: string): string => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(br.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : br.trim();
};

/**
 * The body of POST /api/registro/create from the form, only with the parts of the policy's
 * template (spec 03 §3, §5: documents and phones digits only; dates aaaa-mm-dd).
 */
export function corpoDoRegistro(form: FormCadastro, template: TemplatePolitica | null): Record<string, unknown> {
  const d = form.dados;
  const comMotorista = template === 'principal' || template === 'individual';
  const comVeiculo = template === 'principal' || template === 'veiculo';
  const m = form.motorista;
  const e = form.empresa;
  return {
    cliente_id: d.cliente_id,
    politica: d.politica === '' ? null : Number(d.politica),
    is_pesquisa_conjunto: d.is_pesquisa_conjunto,
    observacao: d.observacao.trim() || null,
    finalidade: d.finalidade.trim(),
    base_legal: d.base_legal,
    motorista: comMotorista
      ? { cpf: somenteDigitos(m.cpf), nome: m.nome.trim(), rg: m.rg.trim() || null, rg_uf: m.rg_uf || null, cnh: somenteDigitos(m.cnh) || null, fone1: somenteDigitos(m.fone1) || null, fone2: somenteDigitos(m.fone2) || null, cep: somenteDigitos(m.cep) || null }
      : null,
    empresa: template === 'empresa' ? { cnpj: somenteDigitos(e.cnpj), razao_social: e.razao_social.trim(), fone1: somenteDigitos(e.fone1) || null, cep: somenteDigitos(e.cep) || null } : null,
    veiculos: comVeiculo
      ? form.veiculos.map((v) => ({ placa: v.placa.replace(/[^A-Za-z0-9]/g, '').toUpperCase(), renavan: somenteDigitos(v.renavan) || null, uf: v.uf || null, tipo_proprietario: v.tipo_proprietario, documento_proprietario: somenteDigitos(v.documento_proprietario) }))
      : [],
    proprietarios:
      comVeiculo && d.is_pesquisa_conjunto
        ? form.proprietarios.map((o) => ({ documento: somenteDigitos(o.documento), tipo_proprietario: o.tipo_proprietario, nome: o.nome.trim() || null, data_nascimento: o.data_nascimento.trim() ? dataIso(o.data_nascimento) : null }))
        : [],
  };
}

/** The documents of the lookup (consultar_documentos) for one step of the form. */
export function documentosDoPasso(form: FormCadastro, p: Passo): { cpf: string[]; cnpj: string[]; placa: string[] } {
  const r = { cpf: [] as string[], cnpj: [] as string[], placa: [] as string[] };
  const doc = (tipo: 'PF' | 'PJ', valor: string) => {
    const d = somenteDigitos(valor);
    if (d) (tipo === 'PF' ? r.cpf : r.cnpj).push(d);
  };
  if (p.tipo === 'motorista') doc('PF', form.motorista.cpf);
  else if (p.tipo === 'empresa') doc('PJ', form.empresa.cnpj);
  else if (p.tipo === 'veiculo') {
    const v = form.veiculos[p.indice];
    if (v) {
      const placa = v.placa.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
      if (placa) r.placa.push(placa);
      doc(v.tipo_proprietario, v.documento_proprietario);
    }
  } else if (p.tipo === 'proprietario') {
    const o = form.proprietarios[p.indice];
    if (o) doc(o.tipo_proprietario, o.documento);
  }
  return r;
}

/** The step's required fields that are empty: 'PREENCHA TODOS OS CAMPOS OBRIGATÓRIOS' (spec 03 §5). */
export function obrigatoriosVazios(form: FormCadastro, p: Passo): string[] {
  const vazio = (v: string | number | null | undefined) => v === null || v === undefined || String(v).trim() === '';
  const campos: Array<[string, string | number | null]> = [];
  if (p.tipo === 'dados') campos.push(['cliente_id', form.dados.cliente_id], ['politica', form.dados.politica], ['finalidade', form.dados.finalidade], ['base_legal', form.dados.base_legal]);
  if (p.tipo === 'motorista') campos.push(['motorista.cpf', form.motorista.cpf], ['motorista.nome', form.motorista.nome]);
  if (p.tipo === 'empresa') campos.push(['empresa.cnpj', form.empresa.cnpj], ['empresa.razao_social', form.empresa.razao_social]);
  if (p.tipo === 'veiculo') {
    const v = form.veiculos[p.indice] ?? veiculoVazio();
    campos.push([`${p.chave}.placa`, v.placa], [`${p.chave}.documento_proprietario`, v.documento_proprietario]);
  }
  if (p.tipo === 'proprietario') campos.push([`${p.chave}.documento`, (form.proprietarios[p.indice] ?? proprietarioVazio()).documento]);
  return campos.filter(([, v]) => vazio(v)).map(([c]) => c);
}

/** The latest validity among the looked-up documents still in the form (the "new search?" question). */
export function validadeVigente(achados: Iterable<{ documento: string; validade_vigente: string | null }>, documentos: ReadonlySet<string>): string | null {
  let maior: string | null = null;
  for (const a of achados) if (a.validade_vigente && documentos.has(a.documento) && (!maior || a.validade_vigente > maior)) maior = a.validade_vigente;
  return maior;
}

/** The documents (digits, plates) a body sends, to match the lookups' `validade_vigente`. */
export function documentosDoCorpo(corpo: ReturnType<typeof corpoDoRegistro>): Set<string> {
  const s = new Set<string>();
  const c = corpo as { motorista?: { cpf: string } | null; empresa?: { cnpj: string } | null; veiculos?: Array<{ placa: string; documento_proprietario: string }>; proprietarios?: Array<{ documento: string }> };
  if (c.motorista?.cpf) s.add(c.motorista.cpf);
  if (c.empresa?.cnpj) s.add(c.empresa.cnpj);
  for (const v of c.veiculos ?? []) {
    s.add(v.placa);
    s.add(v.documento_proprietario);
  }
  for (const o of c.proprietarios ?? []) s.add(o.documento);
  return s;
}

/** Attachments (spec 03 §5): png and jpeg are images, anything else must be a PDF; at most 5 MB (domain). */
export const TIPOS_IMAGEM = TIPOS_ANEXO.filter((t) => t.startsWith('image/'));
export const TAMANHO_MAXIMO_ANEXO = LIMITE_ANEXO_BYTES;
export const MENSAGENS_ANEXO = {
  tipo: 'Envie uma imagem PNG ou JPEG, ou um arquivo PDF.',
  tamanho: 'O arquivo passa de 5 MB.',
  vazio: 'Escolha um arquivo.',
} as const;

/** The attachment's type as sent (the domain's TIPOS_ANEXO), or the message that refuses it. */
export function tipoDoAnexo(arquivo: { name: string; type: string; size: number }): { tipo: (typeof TIPOS_ANEXO)[number] } | { erro: string } {
  if (!arquivo.size) return { erro: MENSAGENS_ANEXO.vazio };
  if (arquivo.size > TAMANHO_MAXIMO_ANEXO) return { erro: MENSAGENS_ANEXO.tamanho };
  if (arquivo.type === 'image/png' || arquivo.type === 'image/jpeg') return { tipo: arquivo.type };
  if (arquivo.type === 'application/pdf' || /\.pdf$/i.test(arquivo.name)) return { tipo: 'application/pdf' };
  return { erro: MENSAGENS_ANEXO.tipo };
}

export function ehImagem(tipo: string): boolean {
  return (TIPOS_IMAGEM as readonly string[]).includes(tipo);
}
