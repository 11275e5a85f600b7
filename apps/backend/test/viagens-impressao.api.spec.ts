import { textoDoPdf } from '../../../test/e2e/pdf-texto.js';
import { iniciarApp, type AppDeTeste } from './support/app.js';
import { viagemDe, type ViagemDeTeste } from './support/viagens.js';

/**
 * The trip's print page and PDF (issue 21 "View and print"): the print page in the one print
 * layout, the PDF rendered by Chromium from it; another client's trip is 403, a missing one 404.
 */
let t: AppDeTeste;
let admin: string;
let cliente: string;
let minha: ViagemDeTeste;
let alheia: ViagemDeTeste;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const binario = (res: NodeJS.ReadableStream, cb: (e: Error | null, b: Buffer) => void) => {
  const partes: Buffer[] = [];
  res.on('data', (c: Buffer) => partes.push(c));
  res.on('end', () => cb(null, Buffer.concat(partes)));
};

beforeAll(async () => {
  t = await iniciarApp();
  admin = await t.login('ADMIN');
  cliente = await t.login('CLIENTE');
  const [{ cliente_id }] = await t.sql<{ cliente_id: number }>("select cliente_id from usuarios where username = 'CLIENTE'");
  const [andrade] = await t.sql<{ id: number }>("select id from clientes where nome ilike '%IRMÃOS ANDRADE%'");
  alheia = await viagemDe(t, andrade!.id, 1);
  // The client user's own trip: a vehicle of its client (not necessarily its alone), written as the helper writes.
  const [v] = await t.sql<{ id: number; placa: string }>(
    'select v.id, v.placa from veiculos v join clientes_veiculos cv on cv.veiculo_id = v.id and cv.ativo and cv.cliente_id = $1 order by v.id limit 1', [cliente_id]);
  const [m] = await t.sql<{ id: number }>(
    `insert into monitoramentos (cliente_id, veiculo_id, placa, placa_carreta1, fone1, fone2, status, tipo_viagem_id, valor_embarque, username_add, previsao_inicio, previsao_fim, motivos, observacao_cancelamento, dados_adicionais)
     values ($1, $2, $3, 'CRT1234', '11987654321', '1133334444', 4, 1, 10000, 'CLIENTE', now(), now() + interval '1 day', 'VIAGEM ADIADA PELO CLIENTE', 'Cliente pediu', 'Carga <frágil>') returning id`, [cliente_id, v!.id, v!.placa]);
  minha = { id: m!.id, cliente_id, veiculo_id: v!.id, placa: v!.placa, rota_id: null, funcionario_id: 0 };
  const [oc] = await t.sql<{ id: number }>('select id from ocorrencias order by id limit 1');
  await t.sql(`insert into monitoramento_ocorrencias (solicitacao_monitoramento_id, ocorrencia_id, cliente_id, descricao, username_add) values ($1, $2, $3, 'Parada não programada', 'OPERADOR')`, [minha.id, oc!.id, cliente_id]);
});
afterAll(async () => {
  await t?.fechar();
});

describe('GET /api/monitoramentos/{id}/impressao', () => {
  it('mostra a SM, o cancelamento e as ocorrências no leiaute de impressão, com o texto escapado', async () => {
    const r = await t.http.get(`/api/monitoramentos/${minha.id}/impressao`).set(auth(cliente));
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.text).toContain(`Solicitação de monitoramento nº ${minha.id}`);
    expect(r.text).toContain(minha.placa);
    expect(r.text).toContain('Cancelada');
    expect(r.text).toContain('VIAGEM ADIADA PELO CLIENTE');
    expect(r.text).toContain('Parada não programada');
    expect(r.text).toContain('Carga &lt;frágil&gt;');
    // Phones and plates as the screens show them (spec 02 §5 masks), not the stored digits.
    expect(r.text).toContain('(11)98765-4321, (11)3333-4444');
    expect(r.text).toContain('CRT-1234');
    expect(r.text).toContain('Documento gerado em');
  });

  it('SM de outro cliente: 403; inexistente: 404; id inválido: 400', async () => {
    expect((await t.http.get(`/api/monitoramentos/${alheia.id}/impressao`).set(auth(cliente))).status).toBe(403);
    expect((await t.http.get('/api/monitoramentos/999999/impressao').set(auth(admin))).status).toBe(404);
    expect((await t.http.get('/api/monitoramentos/abc/impressao').set(auth(admin))).status).toBe(400);
  });
});

describe('GET /api/monitoramentos/{id}/pdf', () => {
  it('gera o PDF da SM pelo Chromium a partir da página de impressão', async () => {
    const r = await t.http.get(`/api/monitoramentos/${minha.id}/pdf`).set(auth(cliente)).buffer(true).parse(binario);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const pdf = r.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const texto = textoDoPdf(pdf);
    expect(texto).toContain(`monitoramento nº ${minha.id}`);
    expect(texto).toContain('Parada não programada');
  }, 60_000);

  it('PDF de SM de outro cliente: 403, sem gerar nada', async () => {
    const r = await t.http.get(`/api/monitoramentos/${alheia.id}/pdf`).set(auth(cliente));
    expect(r.status).toBe(403);
  });
});
