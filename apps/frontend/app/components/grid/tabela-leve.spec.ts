import { describe, expect, it } from '@jest/globals';
import { htmlTabelaLeve, LINHAS_TABELA_LEVE } from './tabela-leve';
import type { ColunaGrid } from './tipos';

const colunas: ColunaGrid<{ id: number; placa: string }>[] = [
  { campo: 'id', titulo: 'Nº', largura: 70 },
  { campo: 'placa', titulo: 'Placa', formato: 'placa' },
];
const linhas = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, placa: `ABC${String(1000 + i)}` }));
const contar = (html: string, trecho: string) => html.split(trecho).length - 1;

describe('tabela leve (as linhas antes do AG Grid)', () => {
  it('desenha as primeiras linhas da página e diz quantas vêm com a lista completa', () => {
    const html = htmlTabelaLeve(colunas, linhas(65), 'NENHUM VEÍCULO');
    expect(contar(html, 'class="grid-leve-linha"')).toBe(LINHAS_TABELA_LEVE);
    expect(html).toContain('ABC-1019');
    expect(html).not.toContain('ABC-1020');
    expect(html).toContain('Mais 45 linhas nesta página');
  });

  it('uma página que cabe é desenhada inteira, sem aviso', () => {
    const html = htmlTabelaLeve(colunas, linhas(LINHAS_TABELA_LEVE), 'NENHUM VEÍCULO');
    expect(contar(html, 'class="grid-leve-linha"')).toBe(LINHAS_TABELA_LEVE);
    expect(html).not.toContain('grid-leve-mais');
    expect(htmlTabelaLeve(colunas, linhas(LINHAS_TABELA_LEVE + 1), '')).toContain('Mais 1 linha nesta página');
  });

  it('escapa o texto das células e mostra a linha de lista vazia', () => {
    expect(htmlTabelaLeve([{ campo: 'placa', titulo: 'A<b>' }], [{ placa: '<script>' }], '')).toContain('&#60;script&#62;');
    expect(htmlTabelaLeve(colunas, [], 'NENHUM VEÍCULO FOI ENCONTRADO')).toContain('NENHUM VEÍCULO FOI ENCONTRADO');
  });
});
