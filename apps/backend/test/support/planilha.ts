import type { AppDeTeste } from './app.js';

/** A grid's `formato=xlsx` answer read back with exceljs: header row and data rows as plain values. */
export interface Planilha {
  status: number;
  tipo: string;
  cabecalho: unknown[];
  linhas: unknown[][];
}

export async function baixarPlanilha(t: AppDeTeste, url: string, token: string): Promise<Planilha> {
  const r = await t.http
    .get(url)
    .set({ Authorization: `Bearer ${token}` })
    .buffer(true)
    .parse((res, cb) => {
      const partes: Buffer[] = [];
      res.on('data', (c: Buffer) => partes.push(c));
      res.on('end', () => cb(null, Buffer.concat(partes)));
    });
  if (r.status !== 200) return { status: r.status, tipo: String(r.headers['content-type']), cabecalho: [], linhas: [] };
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(r.body as Buffer);
  const ws = wb.worksheets[0]!;
  const valores = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
  return {
    status: r.status,
    tipo: String(r.headers['content-type']),
    cabecalho: valores(1),
    linhas: Array.from({ length: ws.rowCount - 1 }, (_, i) => valores(i + 2)),
  };
}
