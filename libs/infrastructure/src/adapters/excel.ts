import ExcelJS from 'exceljs';

export interface ColunaPlanilha {
  campo: string;
  titulo: string;
  /** 'dinheiro': R$ in the pt-BR format (R$ 1.234,56 in a Brazilian Excel). */
  formato?: 'dinheiro' | 'inteiro';
}

/** Excel's number format for Brazilian reais (locale 416 = pt-BR). */
export const FORMATO_REAL = '[$R$-416] #,##0.00';

const DATA_ISO = /^\d{4}-\d{2}-\d{2}T/;

/** Grid rows to an .xlsx (exceljs): header row in bold, dates in America/Sao_Paulo, frozen header. */
export async function gerarPlanilha(nome: string, colunas: ColunaPlanilha[], linhas: Array<Record<string, unknown>>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'GR Plataforma';
  const ws = wb.addWorksheet(nome.slice(0, 31) || 'Planilha', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = colunas.map((c) => ({ header: c.titulo, key: c.campo, width: Math.max(12, Math.min(40, c.titulo.length + 6)) }));
  ws.getRow(1).font = { bold: true };
  for (const linha of linhas) {
    const valores: Record<string, unknown> = {};
    for (const c of colunas) {
      let v = linha[c.campo];
      if (v instanceof Date || (typeof v === 'string' && DATA_ISO.test(v))) {
        const d = new Date(v as string);
        // Excel has no time zone: write the São Paulo wall-clock time.
        v = new Date(d.getTime() - 3 * 3600_000);
      } else if (typeof v === 'boolean') v = v ? 'SIM' : 'NÃO';
      valores[c.campo] = v ?? '';
    }
    const row = ws.addRow(valores);
    colunas.forEach((c, i) => {
      const cell = row.getCell(i + 1);
      if (cell.value instanceof Date) cell.numFmt = 'dd/mm/yyyy hh:mm:ss';
      else if (c.formato === 'dinheiro' && typeof cell.value === 'number') cell.numFmt = FORMATO_REAL;
      else if (c.formato === 'inteiro' && typeof cell.value === 'number') cell.numFmt = '0';
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
