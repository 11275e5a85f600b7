import { describe, expect, it } from '@jest/globals';
import { descreverLinha, formatador, linhasTexto, textoCelula } from './formato';
import type { GridDef } from './tipos';

describe('texto das células da grid', () => {
  it('formata cada valor pelo formato da coluna', () => {
    expect(formatador({ campo: 'ativo', titulo: 'Ativo', formato: 'booleano' })!({ value: true })).toBe('Sim');
    expect(formatador({ campo: 'ativo', titulo: 'Ativo', formato: 'booleano', rotulosBooleano: ['Ativo', 'Inativo'] })!({ value: false })).toBe('Inativo');
    expect(formatador({ campo: 'ativo', titulo: 'Ativo', formato: 'booleano' })!({ value: null })).toBe('');
    expect(formatador({ campo: 'placa', titulo: 'Placa', formato: 'placa' })!({ value: 'ABC1234' })).toBe('ABC-1234');
    expect(formatador({ campo: 'descricao', titulo: 'Descrição' })).toBeUndefined();
  });

  it('copia o texto que o usuário vê, ou o valor cru sem coluna ou sem formato', () => {
    expect(textoCelula({ campo: 'placa', titulo: 'Placa', formato: 'placa' }, 'ABC1234', {})).toBe('ABC-1234');
    expect(textoCelula({ campo: 'descricao', titulo: 'Descrição' }, 'ITEM', {})).toBe('ITEM');
    expect(textoCelula(undefined, 12, {})).toBe('12');
    expect(textoCelula(undefined, null, {})).toBe('');
  });

  it('nomeia a linha a excluir pela chave e pela primeira coluna de texto', () => {
    const def = { chave: 'id', colunas: [{ campo: 'id', titulo: 'Código' }, { campo: 'nome', titulo: 'Nome' }] } as unknown as GridDef<{ id: number; nome: string }>;
    expect(descreverLinha(def, { id: 12, nome: 'ADMIN' })).toBe('nº 12 (ADMIN)');
    expect(descreverLinha(def, { id: 3 } as { id: number; nome: string })).toBe('nº 3');
  });

  it('aceita o texto da confirmação como uma linha ou várias', () => {
    expect(linhasTexto(undefined)).toEqual([]);
    expect(linhasTexto('uma')).toEqual(['uma']);
    expect(linhasTexto(['uma', 'duas'])).toEqual(['uma', 'duas']);
  });
});
