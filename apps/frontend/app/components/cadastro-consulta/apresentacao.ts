import { formatarDocumento, somenteDigitos } from '@gr/domain';
import type { ReactNode } from 'react';
import type { ItemRegistro } from '~/lib/cadastro-consulta';
import { formatarData } from '~/lib/datas';
import { exibir } from '~/lib/mascaras';
import type { RespostaDetalhe } from '~/routes/detalhes.server';

/** How the details of a registration (routes/detalhes.tsx) show its values. */
export const ou = (v: ReactNode) => (v === null || v === undefined || v === '' ? '—' : v);

export const documento = (d: string | null) => formatarDocumento(d);

export const ROTULOS_DADOS: Record<string, string> = {
  nome: 'Nome',
  rg: 'RG',
  rg_uf: 'UF do RG',
  cnh: 'CNH',
  cnh_validade: 'Validade da CNH',
  renavan: 'Renavam',
  uf: 'UF',
  razao_social: 'Razão social',
  cep: 'CEP',
  fone1: 'Telefone 1',
  fone2: 'Telefone 2',
  tipo_proprietario: 'Tipo do proprietário',
  documento_proprietario: 'Documento do proprietário',
  data_nascimento: 'Data de nascimento',
  politica: 'Política',
};

export function valorDado(chave: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  if (typeof v === 'object') return JSON.stringify(v);
  const s = String(v);
  if (chave.startsWith('fone')) return exibir('telefone', s);
  if (chave === 'cep') return exibir('cep', s);
  if (chave === 'documento_proprietario') return documento(s);
  if (/^\d{4}-\d{2}-\d{2}/.test(s)) return formatarData(s);
  return s;
}

export const ehVeiculo = (i: ItemRegistro) => !!i.placa;
export const ehEmpresa = (i: ItemRegistro) => !i.placa && somenteDigitos(i.documento ?? '').length === 14;

/** Notices of the page's actions (spec 03 §8): upload errors 6 s, analysis and correction errors 8 s. */
const DURACAO = { anexar: 6000, analisar: 8000, corrigir: 8000, sucesso: 6000 } as const;
export const duracaoDoAviso = (r: RespostaDetalhe): number => (r.ok ? DURACAO.sucesso : DURACAO[r.intent]);
