import type { AppDeTeste } from './support/app.js';
import { auth, usarDemo, type Demo } from './support/masters.js';

let t: AppDeTeste;
let d: Demo;
usarDemo((app, demo) => ((t = app), (d = demo)));

const hoje = () => {
  const sp = new Date(Date.now() - 3 * 3600_000);
  return `${String(sp.getUTCDate()).padStart(2, '0')}/${String(sp.getUTCMonth() + 1).padStart(2, '0')}/${sp.getUTCFullYear()}`;
};

describe('financeiro /api/financeiro', () => {
  it('responde o formato da pré-fatura com valores zero até existirem viagens e checklists, contando liberações', async () => {
    const vazio = await t.http.get(`/api/financeiro/pre_faturamento?de=01/01/2020&para=31/12/2020`).set(auth(d.admin));
    expect(vazio.status).toBe(200);
    expect(vazio.body).toEqual({
      de: '01/01/2020', para: '31/12/2020', rows: [],
      totais: { viagens: 0, checklists: 0, liberacoes: 0, acionamentos_pronta_resposta: 0, valor_viagens: 0, valor_checklists: 0, valor_pronta_resposta: 0, valor_total: 0 },
    });
    const [c] = await t.sql<{ cnpj: string; razao_social: string }>('select cnpj, razao_social from clientes where id = $1', [d.rodovale]);
    // The demo already has today's releases (rapid response, issue 23): the two below are counted on top.
    const pre = async () => (await t.http.get(`/api/financeiro/pre_faturamento?de=${hoje()}&para=${hoje()}`).set(auth(d.admin))).body;
    const antes = await pre();
    const linhaAntes = antes.rows.find((l: { cliente_id: number }) => l.cliente_id === d.rodovale) ?? { liberacoes: 0, acionamentos_pronta_resposta: 0 };
    await t.sql(`insert into liberacoes (usuario_liberacao, tipo, cnpj) values ('SUPERVISOR', 'PRONTA_RESPOSTA', $1), ('SUPERVISOR', 'CHECKLIST', $1)`, [c!.cnpj]);
    const r = await pre();
    // One line per client, whether its releases carry the trade name or not.
    expect(r.rows.filter((l: { cliente_id: number }) => l.cliente_id === d.rodovale)).toHaveLength(1);
    expect(r.rows.find((l: { cliente_id: number }) => l.cliente_id === d.rodovale)).toEqual({
      cliente_id: d.rodovale, cliente: c!.razao_social, cnpj: c!.cnpj, viagens: 0, checklists: 0,
      liberacoes: linhaAntes.liberacoes + 2, acionamentos_pronta_resposta: linhaAntes.acionamentos_pronta_resposta + 1,
      valor_viagens: 0, valor_checklists: 0, valor_pronta_resposta: 0, valor_total: 0,
    });
    expect(r.totais.liberacoes).toBe(antes.totais.liberacoes + 2);
  });

  it('recusa datas faltando, datas ruins e de depois de para', async () => {
    expect((await t.http.get('/api/financeiro/pre_faturamento').set(auth(d.admin))).body).toEqual({ errors: { datas: ['datas não preenchidas'] } });
    expect((await t.http.get('/api/financeiro/pre_faturamento?de=01/01/2026').set(auth(d.admin))).body).toEqual({ errors: { datas: ['datas não preenchidas'] } });
    const invertido = await t.http.get('/api/financeiro/pre_faturamento?de=02/01/2026&para=01/01/2026').set(auth(d.admin));
    expect(invertido.status).toBe(400);
    expect(invertido.body).toEqual({ errors: { de: ['a data inicial deve ser anterior ou igual à final'] } });
    expect((await t.http.get('/api/financeiro/pre_faturamento?de=31/02/2026&para=2026-03-01').set(auth(d.admin))).body).toEqual({
      errors: { de: ['data inválida (use dd/mm/aaaa)'], para: ['data inválida (use dd/mm/aaaa)'] },
    });
    for (const p of ['cliente_valor', 'ocorrencias', 'Checklists', 'ligacoes']) {
      const ok = await t.http.get(`/api/financeiro/${p}?de=01/01/2026&para=31/01/2026`).set(auth(d.admin));
      expect(ok.body).toEqual({ de: '01/01/2026', para: '31/01/2026', rows: [] });
      expect((await t.http.get(`/api/financeiro/${p}`).set(auth(d.admin))).status).toBe(400);
    }
  });

  it('exporta um .xlsx com o cabeçalho e os formatos R$; só quem tem direitos de financeiro pode', async () => {
    const r = await t.http.get(`/api/financeiro/pre_faturamento/exportar?de=${hoje()}&para=${hoje()}`).set(auth(d.admin)).buffer(true)
      .parse((res, cb) => {
        const partes: Buffer[] = [];
        res.on('data', (c: Buffer) => partes.push(c));
        res.on('end', () => cb(null, Buffer.concat(partes)));
      });
    expect(r.status).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/pre_faturamento_\d{2}-\d{2}-\d{4}_\d{2}-\d{2}-\d{4}\.xlsx/);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.body as Buffer);
    const ws = wb.worksheets[0]!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Cliente', 'CNPJ', 'Viagens', 'Checklists', 'Liberações', 'Acionamentos de pronta resposta', 'Valor viagens', 'Valor checklists', 'Valor pronta resposta', 'Valor total',
    ]);
    const total = ws.getRow(ws.rowCount);
    expect(total.getCell(1).value).toBe('TOTAL');
    expect(total.getCell(10).value).toBe(0);
    expect(total.getCell(10).numFmt).toBe('[$R$-416] #,##0.00');
    const operador = await t.login('OPERADOR');
    expect((await t.http.get('/api/financeiro/pre_faturamento?de=01/01/2026&para=31/01/2026').set(auth(operador))).status).toBe(403);
    expect((await t.http.get('/api/financeiro/pre_faturamento/exportar?de=01/01/2026&para=31/01/2026').set(auth(d.cliente))).status).toBe(403);
    expect((await t.http.get('/api/financeiro/pre_faturamento/exportar?para=31/01/2026').set(auth(d.admin))).status).toBe(400);
  });
});

