import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MENSAGENS_CADASTRO } from '@gr/domain';
import { carregarConfig } from '../src/config.js';
import { criarApp } from '../src/app.factory.js';
import { RelatoriosJob } from '../src/modules/cadastro-consulta/relatorios/relatorios.job.js';
import { RelatoriosService } from '../src/modules/cadastro-consulta/relatorios/relatorios.service.js';
import { clienteHttp, iniciarApp, type AppDeTeste } from './support/app.js';
import { chamadasValidadas } from './support/openapi.js';

/**
 * Registration reports (issue 13; spec 03 §2 /relatorios, §5 "Report filter", §9): every period
 * (the interval and the validity date too), the laudo and block filters, the due date masked
 * outside ACORDO/RETIFICADO, the Excel's 18 columns read back, the PDF in landscape letter, the
 * client user narrowed to its own client (403 for another), a job built once when two rounds
 * race, and bad input refused without writing anything.
 */
let t: AppDeTeste;
let admin: string;
let cadastro: string;
let clienteC: string;
let C: number;
let D: number;
let E: number;
const DIA = 86_400_000;
const PREFIXO = `RLT${Date.now().toString(36).toUpperCase()}`;
const BASE = '/api/registro/cadastro_consulta/relatorios';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const { chamar, falhas } = chamadasValidadas(() => t, () => admin);

/** Today in Brasília as dd/mm/aaaa, and its year. */
const hojeBr = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10).split('-').reverse().join('/');
const anoBr = () => new Date(Date.now() - 3 * 3_600_000).getUTCFullYear();

interface Item {
  tipo: 'MOTORISTA' | 'VEICULO' | 'PROPRIETARIO' | 'EMPRESA';
  documento?: string;
  placa?: string;
  nome: string;
  laudo: 'ACORDO' | 'RETIFICADO' | 'REQUER ATENÇÃO';
  bloqueado?: boolean;
  motivo?: string;
  vencimento: string;
  meses?: number;
}
let seq = 0;
/** A registration with its items, straight in the tables (the registration service is written elsewhere). */
async function registro(cliente: number, criterio: string, data: string, itens: Item[], status = 'ACORDO'): Promise<string> {
  const protocolo = `${PREFIXO}${String(++seq).padStart(3, '0')}`;
  const politica = { AUTONOMO: 1, FROTA: 2, AGREGADO: 3, INDIVIDUAL: 5, EMPRESA: 6, VEICULO: 7 }[criterio]!;
  const [r] = await t.sql<{ id: number }>(
    `insert into registros (cliente_id, usuario, politica, criterio, status, protocolo, validade, hash, fonte, observacao, finalidade, base_legal, data_cadastro)
     values ($1, 'ADMIN', $2, $3, $4, $5::text, $6::timestamptz + interval '90 days', md5($5::text), 'GR CONSULTING', 'Observação ' || $5::text, 'Gerenciamento de risco', 'LEGITIMO_INTERESSE', $6::timestamptz) returning id`,
    [cliente, politica, criterio, status, protocolo, data]);
  for (const [k, i] of itens.entries()) {
    await t.sql(
      `insert into registros_itens (registro_id, hash, tipo_registro, documento, placa, nome, politica, laudo, bloqueado, motivo, data_vencimento, dados, ordem)
       values ($1, md5($2), $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [r!.id, `${protocolo}-${k}`, i.tipo, i.documento ?? null, i.placa ?? null, i.nome, politica, i.laudo, i.bloqueado ?? false, i.motivo ?? null, i.vencimento, JSON.stringify(i.meses ? { meses: i.meses } : {}), k]);
  }
  return protocolo;
}

const P: Record<string, string> = {};
const agora = () => new Date().toISOString();
const diasAtras = (n: number) => new Date(Date.now() - n * DIA).toISOString();

async function clienteNovo(nome: string): Promise<number> {
  const [c] = await t.sql<{ id: number }>(`insert into clientes (nome, razao_social, tipo) values ($1, $1, 'TRANSPORTADOR') returning id`, [`${nome} ${PREFIXO}`]);
  return c!.id;
}

beforeAll(async () => {
  t = await iniciarApp();
  [admin, cadastro] = await Promise.all([t.login('ADMIN'), t.login('CADASTRO')]);
  [C, D, E] = [await clienteNovo('TRANSPORTES RELATÓRIO'), await clienteNovo('OUTRA TRANSPORTADORA'), await clienteNovo('VOLUME')];
  const u = await t.http.post('/api/users/create').set(auth(admin)).send({
    user: { username: 'CLIENTE.RELATORIO', grupo: 8, cliente_id: C, email: 'cliente.relatorio@exemplo.com.br', password: 'senha-relatorio-1', password_confirmation: 'senha-relatorio-1' },
  });
  expect(u.status).toBe(201);
  clienteC = await t.login('CLIENTE.RELATORIO', 'senha-relatorio-1');

  const venc = (dias: number) => new Date(Date.now() + dias * DIA).toISOString();
  P.hoje = await registro(C, 'FROTA', agora(), [
    { tipo: 'MOTORISTA', documento: '52998224725', nome: 'JOÃO DA SILVA', laudo: 'ACORDO', vencimento: '2027-06-30T15:00:00Z' },
    { tipo: 'VEICULO', placa: 'RLT1A23', nome: 'SCANIA R450', laudo: 'REQUER ATENÇÃO', bloqueado: true, motivo: 'Restrição judicial', vencimento: venc(30) },
  ]);
  P.cincoDias = await registro(C, 'AUTONOMO', diasAtras(5), [{ tipo: 'MOTORISTA', documento: '11144477735', nome: 'MARIA SOUZA', laudo: 'RETIFICADO', vencimento: venc(60) }]);
  P.sessentaDias = await registro(C, 'AGREGADO', diasAtras(60), [{ tipo: 'MOTORISTA', documento: '39053344705', nome: 'PEDRO LIMA', laudo: 'ACORDO', vencimento: venc(90), meses: 4 }]);
  P.centoCinquenta = await registro(C, 'VEICULO', diasAtras(150), [{ tipo: 'VEICULO', placa: 'RLT2B34', nome: 'VOLVO FH', laudo: 'ACORDO', vencimento: venc(10) }]);
  P.anoAnterior = await registro(C, 'EMPRESA', `${anoBr() - 1}-06-15T15:00:00Z`, [{ tipo: 'EMPRESA', documento: '11222333000181', nome: 'EMPRESA ANTIGA LTDA', laudo: 'ACORDO', vencimento: venc(5) }]);
  P.marco2020 = await registro(C, 'INDIVIDUAL', '2020-03-10T15:00:00Z', [{ tipo: 'MOTORISTA', documento: '86288366757', nome: 'ANA PEREIRA', laudo: 'ACORDO', vencimento: '2031-07-20T13:00:00Z' }]);
  P.cancelado = await registro(C, 'FROTA', agora(), [{ tipo: 'MOTORISTA', documento: '71428793860', nome: 'CANCELADO', laudo: 'ACORDO', vencimento: venc(30) }], 'CANCELADO');
  P.outro = await registro(D, 'FROTA', agora(), [{ tipo: 'MOTORISTA', documento: '52998224725', nome: 'MOTORISTA DE OUTRO', laudo: 'ACORDO', vencimento: venc(30) }]);
}, 120_000);

afterAll(async () => {
  await t?.fechar();
});

const TUDO_DESDE_2020 = () => ({ periodo: 'SELECIONAR_INTERVALO_DATA', data_inicio: '01/01/2020', data_fim: hojeBr() });

async function listar(query: Record<string, string | number | boolean>, token = admin) {
  const url = `${BASE}?${new URLSearchParams(Object.entries({ rows: 500, ...query }).map(([k, v]) => [k, String(v)]))}`;
  return chamar('get', BASE, url, undefined, token);
}
/** Our protocols in an answer, sorted, each once. */
const protocolos = (rows: Array<{ protocolo: string }>) => [...new Set(rows.map((r) => r.protocolo).filter((p) => p.startsWith(PREFIXO)))].sort();
async function deC(query: Record<string, string | number | boolean>) {
  const r = await listar({ cliente_id: C, is_todos_parametros: true, ...query });
  expect(r.status).toBe(200);
  return r.body as { records: number; rows: Array<Record<string, unknown> & { protocolo: string }> };
}

describe('períodos (data do registro) e data de validade (vencimento do item)', () => {
  it('mês atual, últimos 10 dias, 3 e 6 meses, ano atual e ano anterior', async () => {
    const mes = protocolos((await deC({ periodo: 'MES_ATUAL' })).rows);
    expect(mes).toContain(P.hoje);
    for (const fora of [P.sessentaDias, P.centoCinquenta, P.anoAnterior, P.marco2020, P.cancelado]) expect(mes).not.toContain(fora);
    // Five days ago is in this month unless the month began less than five days ago.
    expect(mes.includes(P.cincoDias!)).toBe(new Date(Date.now() - 3 * 3_600_000 - 5 * DIA).getUTCMonth() === new Date(Date.now() - 3 * 3_600_000).getUTCMonth());

    expect(protocolos((await deC({ periodo: 'ULTIMO_DEZ_DIAS' })).rows)).toEqual([P.hoje, P.cincoDias].sort());
    expect(protocolos((await deC({ periodo: 'ULTIMO_TRES_MESES' })).rows)).toEqual([P.hoje, P.cincoDias, P.sessentaDias].sort());
    expect(protocolos((await deC({ periodo: 'ULTIMO_SEIS_MESES' })).rows)).toEqual([P.hoje, P.cincoDias, P.sessentaDias, P.centoCinquenta].sort());
    const ano = protocolos((await deC({ periodo: 'ANO_ATUAL' })).rows);
    expect(ano).toContain(P.hoje);
    expect(ano).not.toContain(P.anoAnterior);
    expect(protocolos((await deC({ periodo: 'ANO_ANTERIOR' })).rows)).toEqual([P.anoAnterior]);
  });

  it('intervalo selecionado, dias inteiros de Brasília', async () => {
    expect(protocolos((await deC({ periodo: 'SELECIONAR_INTERVALO_DATA', data_inicio: '01/03/2020', data_fim: '31/03/2020' })).rows)).toEqual([P.marco2020]);
    expect(protocolos((await deC({ periodo: 'SELECIONAR_INTERVALO_DATA', data_inicio: '10/03/2020', data_fim: '10/03/2020' })).rows)).toEqual([P.marco2020]);
    expect(protocolos((await deC({ periodo: 'SELECIONAR_INTERVALO_DATA', data_inicio: '11/03/2020', data_fim: '31/03/2020' })).rows)).toEqual([]);
    const tudo = await deC(TUDO_DESDE_2020());
    expect(protocolos(tudo.rows)).toEqual(Object.entries(P).filter(([k]) => !['cancelado', 'outro'].includes(k)).map(([, v]) => v).sort());
    expect(tudo.records).toBe(7);
  });

  it('data de validade: os itens que vencem naquele dia, qualquer que seja a data do registro', async () => {
    const r = await deC({ periodo: 'INFORMAR_DATA_VALIDADE', data_inicio: '20/07/2031' });
    expect(r.rows.map((x) => [x.protocolo, x.nome, x.vencimento])).toEqual([[P.marco2020, 'ANA PEREIRA', '20/07/2031']]);
    expect((await deC({ periodo: 'INFORMAR_DATA_VALIDADE', data_inicio: '19/07/2031' })).rows).toEqual([]);
  });
});

describe('laudo, bloqueio, parâmetro e o registro do relatório', () => {
  it('ACORDO traz ACORDO e RETIFICADO; DESACORDO é REQUER ATENÇÃO; bloqueio BLOQUEADO e NÃO BLOQUEADO', async () => {
    const acordo = await deC({ ...TUDO_DESDE_2020(), laudo: 'ACORDO' });
    expect(acordo.records).toBe(6);
    expect(new Set(acordo.rows.map((r) => r.status))).toEqual(new Set(['ACORDO', 'RETIFICADO']));
    const desacordo = await deC({ ...TUDO_DESDE_2020(), laudo: 'DESACORDO' });
    expect(desacordo.rows.map((r) => [r.protocolo, r.placa, r.status])).toEqual([[P.hoje, 'RLT1A23', 'DESACORDO']]);
    const bloqueados = await deC({ ...TUDO_DESDE_2020(), bloqueio: 'BLOQUEADO' });
    expect(bloqueados.rows.map((r) => r.placa)).toEqual(['RLT1A23']);
    expect((await deC({ ...TUDO_DESDE_2020(), bloqueio: 'NÃO BLOQUEADO' })).records).toBe(6);
    expect((await deC({ ...TUDO_DESDE_2020(), bloqueio: 'NÃO BLOQUEADO', laudo: 'DESACORDO' })).records).toBe(0);
  });

  it('parâmetro é o critério; o vencimento só aparece em ACORDO e RETIFICADO; a validade do relatório pelo critério', async () => {
    const frota = await listar({ cliente_id: C, parametro: 'FROTA', ...TUDO_DESDE_2020() });
    expect(protocolos(frota.body.rows)).toEqual([P.hoje]);
    const porNome = Object.fromEntries((frota.body.rows as Array<Record<string, unknown>>).map((r) => [r.nome, r]));
    expect(porNome['JOÃO DA SILVA']).toMatchObject({ status: 'ACORDO', vencimento: '30/06/2027', tipo_registro: 'MOTORISTA', documento: '52998224725', criterio: 'FROTA', cliente_id: C, bloqueado: false });
    expect(porNome['SCANIA R450']).toMatchObject({ status: 'DESACORDO', vencimento: '**/**/****', bloqueado: true, motivo: 'Restrição judicial', status_registro: 'ACORDO' });
    const autonomo = (await deC({ ...TUDO_DESDE_2020(), laudo: 'ACORDO' })).rows.find((r) => r.protocolo === P.cincoDias)!;
    expect(new Date(autonomo.validade_relatorio as string).getTime() - new Date(autonomo.data_registro as string).getTime()).toBe(48 * 3_600_000);
    expect(autonomo.vencimento).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const agregado = (await deC(TUDO_DESDE_2020())).rows.find((r) => r.protocolo === P.sessentaDias)!;
    const meses = (new Date(agregado.validade_relatorio as string).getUTCMonth() - new Date(agregado.data_registro as string).getUTCMonth() + 12) % 12;
    expect(meses).toBe(4);
  });

  it('a equipe vê todos os clientes; o grid ordena e pagina', async () => {
    const todos = await listar({ is_todos_clientes: true, is_todos_parametros: true, periodo: 'MES_ATUAL' }, cadastro);
    expect(todos.status).toBe(200);
    expect(protocolos(todos.body.rows)).toEqual(expect.arrayContaining([P.hoje, P.outro]));
    const pagina = await listar({ cliente_id: C, is_todos_parametros: true, ...TUDO_DESDE_2020(), rows: 2, page: 2, sidx: 'nome', sord: 'asc' });
    expect(pagina.body).toMatchObject({ page: 2, records: 7, total: 4 });
    expect(pagina.body.rows.map((r: { nome: string }) => r.nome)).toEqual(['JOÃO DA SILVA', 'MARIA SOUZA']);
  });
});

describe('usuário de cliente', () => {
  it('sempre o próprio cliente: sem cliente, com "todos os clientes" ou com o dele; outro cliente é 403', async () => {
    const semCliente = await listar({ is_todos_parametros: true, periodo: 'MES_ATUAL' }, clienteC);
    expect(semCliente.status).toBe(200);
    expect(new Set(semCliente.body.rows.map((r: { cliente_id: number }) => r.cliente_id))).toEqual(new Set([C]));
    const todos = await listar({ is_todos_clientes: true, is_todos_parametros: true, periodo: 'MES_ATUAL' }, clienteC);
    expect(protocolos(todos.body.rows)).toContain(P.hoje);
    expect(protocolos(todos.body.rows)).not.toContain(P.outro);
    expect(todos.body.rows.every((r: { cliente_id: number }) => r.cliente_id === C)).toBe(true);
    const outro = await listar({ cliente_id: D, is_todos_parametros: true, periodo: 'MES_ATUAL' }, clienteC);
    expect(outro.status).toBe(403);
    expect(JSON.stringify(outro.body)).not.toContain('MOTORISTA DE OUTRO');
    const comTodos = await listar({ cliente_id: D, is_todos_clientes: true, is_todos_parametros: true, periodo: 'MES_ATUAL' }, clienteC);
    expect(comTodos.status).toBe(403);
    const antes = await t.sql<{ n: string }>('select count(*) as n from relatorios_cadastro');
    const exp = await chamar('post', `${BASE}/exportar`, `${BASE}/exportar`, { relatorio: { cliente_id: D, is_todos_parametros: true, periodo: 'MES_ATUAL', formato: 'xlsx' } }, clienteC);
    expect(exp.status).toBe(403);
    expect(await t.sql<{ n: string }>('select count(*) as n from relatorios_cadastro')).toEqual(antes);
  });
});

async function baixar(id: number, token = admin) {
  return t.http.get(`${BASE}/exportacoes/${id}/arquivo`).set(auth(token)).buffer(true).parse((res, cb) => {
    const partes: Buffer[] = [];
    res.on('data', (c: Buffer) => partes.push(c));
    res.on('end', () => cb(null, Buffer.concat(partes)));
  });
}
/** Runs the queued jobs now (the timer is off in tests: RELATORIO_JOB_SECONDS=0). */
const esvaziarFila = () => t.app.get(RelatoriosJob).rodada();

describe('exportação em segundo plano', () => {
  it('Excel: 202 PENDENTE, 409 enquanto não fica pronto, o job gera e o arquivo tem as 18 colunas com o vencimento mascarado', async () => {
    await esvaziarFila();
    const pedido = await chamar('post', `${BASE}/exportar`, `${BASE}/exportar`, { relatorio: { cliente_id: C, is_todos_parametros: true, ...TUDO_DESDE_2020(), formato: 'xlsx' } });
    expect(pedido.status).toBe(202);
    expect(pedido.body).toEqual({ id: expect.any(Number), status: 'PENDENTE' });
    const id = pedido.body.id as number;
    expect((await chamar('get', `${BASE}/exportacoes/{id}`, `${BASE}/exportacoes/${id}`)).body).toMatchObject({ status: 'PENDENTE', formato: 'xlsx', progresso: 0, nome_arquivo: null });
    expect((await baixar(id)).status).toBe(409);
    await chamar('get', `${BASE}/exportacoes/{id}/arquivo`, `${BASE}/exportacoes/${id}/arquivo`);

    expect(await t.app.get(RelatoriosJob).rodar()).toEqual({ id, status: 'PRONTO' });
    const pronto = await chamar('get', `${BASE}/exportacoes/{id}`, `${BASE}/exportacoes/${id}`);
    expect(pronto.body).toMatchObject({ status: 'PRONTO', progresso: 7, total: 7, erro: null, nome_arquivo: expect.stringMatching(/^relatorio-cadastro-\d{4}-\d{2}-\d{2}-\d{2}h\d{2}\.xlsx$/) });

    const arquivo = await baixar(id);
    expect(arquivo.status).toBe(200);
    expect(arquivo.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(arquivo.headers['content-disposition']).toBe(`attachment; filename="${pronto.body.nome_arquivo}"`);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(arquivo.body as Buffer);
    const ws = wb.worksheets[0]!;
    const cabecalho = (ws.getRow(1).values as unknown[]).slice(1);
    expect(cabecalho).toEqual([
      'Protocolo', 'Cliente', 'CNPJ do cliente', 'Critério', 'Tipo', 'Documento', 'Nome', 'Placa', 'Laudo', 'Bloqueado', 'Motivo', 'Data do registro',
      'Validade do relatório', 'Vencimento', 'Usuário', 'Fonte', 'Status do registro', 'Observação',
    ]);
    expect(ws.rowCount).toBe(8);
    const linhas = Array.from({ length: 7 }, (_, i) => Object.fromEntries(cabecalho.map((c, k) => [c, ws.getRow(i + 2).getCell(k + 1).value])));
    expect(linhas.find((l) => l.Placa === 'RLT1A23')).toMatchObject({ Protocolo: P.hoje, Laudo: 'DESACORDO', Bloqueado: 'SIM', Vencimento: '**/**/****', Motivo: 'Restrição judicial', Fonte: 'GR CONSULTING', 'Status do registro': 'ACORDO', Tipo: 'VEICULO' });
    expect(linhas.find((l) => l.Nome === 'ANA PEREIRA')).toMatchObject({ Laudo: 'ACORDO', Vencimento: '20/07/2031', Critério: 'INDIVIDUAL', Bloqueado: 'NÃO', Observação: `Observação ${P.marco2020}` });
    expect(linhas.find((l) => l.Nome === 'ANA PEREIRA')!['Data do registro']).toBeInstanceOf(Date);
    // Newest registration first.
    expect(linhas[linhas.length - 1]!.Protocolo).toBe(P.marco2020);
  });

  it('PDF: começa com %PDF e é carta em paisagem (MediaBox 792 x 612)', async () => {
    await esvaziarFila();
    const pedido = await t.http.post(`${BASE}/exportar`).set(auth(clienteC)).send({ relatorio: { is_todos_clientes: true, is_todos_parametros: true, periodo: 'ULTIMO_SEIS_MESES', formato: 'pdf' } });
    expect(pedido.status).toBe(202);
    const r = await t.app.get(RelatoriosJob).rodar();
    expect(r).toEqual({ id: pedido.body.id, status: 'PRONTO' });
    const arquivo = await baixar(pedido.body.id, clienteC);
    expect(arquivo.status).toBe(200);
    expect(arquivo.headers['content-type']).toBe('application/pdf');
    const pdf = arquivo.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox\s*\[\s*0 0 792 612\s*\]/);
    // Only who asked, or an administrator, reads the job.
    expect((await chamar('get', `${BASE}/exportacoes/{id}`, `${BASE}/exportacoes/${pedido.body.id}`, undefined, cadastro)).status).toBe(404);
    expect((await baixar(pedido.body.id, cadastro)).status).toBe(404);
    expect((await t.http.get(`${BASE}/exportacoes/${pedido.body.id}`).set(auth(admin))).status).toBe(200);
    expect((await chamar('get', `${BASE}/exportacoes/{id}`, `${BASE}/exportacoes/999999`)).status).toBe(404);
  });

  it('dois rounds ao mesmo tempo: cada job é gerado uma vez; um job preso há mais de 10 minutos é retomado', async () => {
    await esvaziarFila();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const p = await t.http.post(`${BASE}/exportar`).set(auth(admin)).send({ relatorio: { cliente_id: C, is_todos_parametros: true, periodo: 'ULTIMO_DEZ_DIAS', formato: 'xlsx' } });
      ids.push(p.body.id);
    }
    const job = t.app.get(RelatoriosJob);
    const rodadas = await Promise.all([job.rodar(), job.rodar(), job.rodar(), job.rodar(), job.rodar()]);
    const feitos = rodadas.filter((r) => r !== null).map((r) => r!.id).sort((a, b) => a - b);
    expect(feitos).toEqual(ids);
    const estados = await t.sql<{ id: number; status: string; tentativas: number }>('select id, status, tentativas from relatorios_cadastro where id = any($1) order by id', [ids]);
    expect(estados.map((e) => [e.status, e.tentativas])).toEqual([['PRONTO', 1], ['PRONTO', 1], ['PRONTO', 1]]);

    await t.sql(`update relatorios_cadastro set status = 'PROCESSANDO', iniciado_em = now() - interval '11 minutes' where id = $1`, [ids[0]]);
    await t.sql(`update relatorios_cadastro set status = 'PROCESSANDO', iniciado_em = now() - interval '1 minute' where id = $1`, [ids[1]]);
    expect(await job.rodar()).toEqual({ id: ids[0], status: 'PRONTO' });
    expect(await job.rodar()).toBeNull();
    await t.sql(`update relatorios_cadastro set status = 'PRONTO' where id = $1`, [ids[1]]);

    // Finished more than 7 days ago: gone, file and all.
    await t.sql(`update relatorios_cadastro set concluido_em = now() - interval '8 days' where id = $1`, [ids[2]]);
    expect(await t.app.get(RelatoriosService).apagarAntigos()).toBe(1);
    expect(await t.sql('select id from relatorios_cadastro where id = any($1) order by id', [ids])).toEqual([{ id: ids[0] }, { id: ids[1] }]);
  });

  it('PDF grande demais é recusado já no pedido (422), sem job', async () => {
    const [r] = await t.sql<{ id: number }>(
      `insert into registros (cliente_id, usuario, politica, criterio, status, protocolo, validade, hash, finalidade, base_legal)
       values ($1, 'ADMIN', 2, 'FROTA', 'ACORDO', $2::text, now() + interval '90 days', md5($2::text), 'Gerenciamento de risco', 'LEGITIMO_INTERESSE') returning id`, [E, `${PREFIXO}VOL`]);
    await t.sql(
      `insert into registros_itens (registro_id, hash, tipo_registro, documento, nome, politica, laudo, data_vencimento)
       select $1, md5($2::text || g), 'MOTORISTA', '52998224725', 'MOTORISTA ' || g, 2, 'ACORDO', now() + interval '30 days' from generate_series(1, 5001) g`, [r!.id, PREFIXO]);
    const antes = await t.sql<{ n: string }>('select count(*) as n from relatorios_cadastro');
    const pdf = await chamar('post', `${BASE}/exportar`, `${BASE}/exportar`, { relatorio: { cliente_id: E, is_todos_parametros: true, periodo: 'MES_ATUAL', formato: 'pdf' } });
    expect(pdf.status).toBe(422);
    expect(pdf.body.error).toBe('O relatório tem 5.001 linhas; o PDF aceita até 5.000. Use o Excel ou um período menor.');
    expect(await t.sql<{ n: string }>('select count(*) as n from relatorios_cadastro')).toEqual(antes);
    // The list pages it all the same; the spreadsheet of the grid too (staff).
    const lista = await listar({ cliente_id: E, is_todos_parametros: true, periodo: 'MES_ATUAL', rows: 50 });
    expect(lista.body).toMatchObject({ records: 5001, total: 101 });
  });
});

describe('entrada ruim', () => {
  it('sem formato, formato desconhecido, intervalo ou data de validade faltando: 400 com as mensagens, nada gravado', async () => {
    const antes = await t.sql<{ n: string }>('select count(*) as n from relatorios_cadastro');
    const pedir = (relatorio: Record<string, unknown>) => chamar('post', `${BASE}/exportar`, `${BASE}/exportar`, { relatorio: { cliente_id: C, is_todos_parametros: true, ...relatorio } });
    const semFormato = await pedir({ periodo: 'MES_ATUAL' });
    expect(semFormato.status).toBe(400);
    expect(semFormato.body.errors).toEqual({ formato: [MENSAGENS_CADASTRO.relatorioFormato] });
    expect((await pedir({ periodo: 'MES_ATUAL', formato: 'csv' })).body.errors).toEqual({ formato: [MENSAGENS_CADASTRO.relatorioFormato] });
    const semFim = await pedir({ periodo: 'SELECIONAR_INTERVALO_DATA', data_inicio: '01/01/2026', formato: 'xlsx' });
    expect(semFim.status).toBe(400);
    expect(semFim.body.errors).toEqual({ data_inicio: [MENSAGENS_CADASTRO.relatorioIntervalo] });
    expect((await pedir({ periodo: 'INFORMAR_DATA_VALIDADE', formato: 'pdf' })).body.errors).toEqual({ data_inicio: [MENSAGENS_CADASTRO.relatorioValidade] });
    const semCliente = await chamar('post', `${BASE}/exportar`, `${BASE}/exportar`, { relatorio: { periodo: 'MES_ATUAL', formato: 'xlsx' } });
    expect(semCliente.body.errors).toEqual({ cliente_id: [MENSAGENS_CADASTRO.relatorioCliente], parametro: [MENSAGENS_CADASTRO.relatorioParametro] });
    expect((await chamar('post', `${BASE}/exportar`, `${BASE}/exportar`, {})).status).toBe(400);
    expect((await chamar('post', `${BASE}/exportar`, `${BASE}/exportar`, { relatorio: { is_todos_clientes: 'sim', periodo: 'MES_ATUAL', formato: 'xlsx' } })).status).toBe(400);
    expect(await t.sql<{ n: string }>('select count(*) as n from relatorios_cadastro')).toEqual(antes);

    expect((await listar({ cliente_id: C, is_todos_parametros: true })).body.errors).toHaveProperty('periodo');
    expect((await listar({ cliente_id: C, is_todos_parametros: true, periodo: 'MES_ATUAL', laudo: 'TALVEZ' })).status).toBe(400);
    expect((await listar({ cliente_id: C, is_todos_parametros: true, periodo: 'MES_ATUAL', sidx: 'senha' })).status).toBe(400);
    expect((await listar({ cliente_id: 'abc', is_todos_parametros: true, periodo: 'MES_ATUAL' })).status).toBe(400);
    // Listing needs no format.
    expect((await listar({ cliente_id: C, is_todos_parametros: true, periodo: 'MES_ATUAL' })).status).toBe(200);
    expect((await chamar('get', `${BASE}/exportacoes/{id}`, `${BASE}/exportacoes/abc`)).status).toBe(400);
  });

  it('todas as respostas conferem com o openapi.json', () => {
    expect(falhas).toEqual([]);
  });
});

describe('no banco embutido (uma conexão)', () => {
  it('o job pega e gera a exportação sem prender a conexão da API', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gr-relatorio-embutido-'));
    const cfg = carregarConfig({ DATA_DIR: dataDir, PORT: '0', OSMAND_PORT: '0', SIMULATOR: 'off', RELATORIO_JOB_SECONDS: '0', CHECKLIST_JOB_SECONDS: '0', COMMAND_WORKER_SECONDS: '0', FRONTEND_BUILD: '/nao-existe' } as unknown as NodeJS.ProcessEnv);
    const app = await criarApp(cfg, { logger: ['error'] });
    await app.init();
    try {
      const http = clienteHttp(app.getHttpServer());
      const token = (await http.post('/api/sessions').send({ session: { username: 'ADMIN', password: 'demo1234' } })).body.token as string;
      const pedido = await http.post(`${BASE}/exportar`).set(auth(token)).send({ relatorio: { is_todos_clientes: true, is_todos_parametros: true, periodo: 'ANO_ATUAL', formato: 'xlsx' } });
      expect(pedido.status).toBe(202);
      const job = app.get(RelatoriosJob);
      const rodadas = Promise.all([job.rodar(), job.rodar()]);
      const durante = await http.get(`${BASE}/exportacoes/${pedido.body.id}`).set(auth(token));
      expect(durante.status).toBe(200);
      expect((await rodadas).filter((r) => r !== null)).toEqual([{ id: pedido.body.id, status: 'PRONTO' }]);
      expect((await http.get(`${BASE}/exportacoes/${pedido.body.id}`).set(auth(token))).body).toMatchObject({ status: 'PRONTO' });
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
