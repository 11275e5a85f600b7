import { formatarDocumento } from '@gr/domain';
import { formatarDataHora, formatarDia } from '~/lib/datas';
import { exibir, formatarReais } from '~/lib/mascaras';
import type { ColunaGrid, GridDef } from './tipos';

/** How a column's value reads in its cell, in a copy and in the context menu (its `formato`). */
export function formatador(c: ColunaGrid<any>): ((p: { value: unknown }) => string) | undefined {
  const texto = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  switch (c.formato) {
    case 'data':
      return (p) => formatarDataHora(p.value as string | null);
    case 'dia':
      return (p) => formatarDia(p.value as string | null);
    case 'moeda':
      return (p) => formatarReais(p.value as number | string | null);
    case 'booleano': {
      const [sim, nao] = c.rotulosBooleano ?? ['Sim', 'Não'];
      return (p) => (p.value === true ? sim : p.value === false ? nao : '');
    }
    case 'documento':
      return (p) => formatarDocumento(texto(p.value));
    case 'cpf':
    case 'cnpj':
    case 'placa':
    case 'cep':
    case 'telefone': {
      const mascara = c.formato;
      return (p) => exibir(mascara, texto(p.value));
    }
    default:
      return undefined;
  }
}

/** A cell's text as the user sees it (copy, 'Copiar valor'). */
export function textoCelula<T>(coluna: ColunaGrid<any> | undefined, valor: unknown, linha: T): string {
  if (!coluna) return valor == null ? '' : String(valor);
  const f = formatador(coluna);
  return f ? f({ value: valor, data: linha } as never) : valor == null ? '' : String(valor);
}

/** '#12 ADMIN': the key and the first text column, so the user sees what is being deleted. */
export function descreverLinha<T extends Record<string, any>>(def: GridDef<T>, linha: T): string {
  const chave = def.chave ?? 'id';
  const texto = def.colunas.find((c) => c.campo !== chave && typeof linha[c.campo] === 'string');
  return `nº ${linha[chave]}${texto ? ` (${linha[texto.campo]})` : ''}`;
}

export function linhasTexto(t: string | readonly string[] | undefined): readonly string[] {
  return t === undefined ? [] : typeof t === 'string' ? [t] : t;
}
