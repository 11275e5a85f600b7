import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { aplicarFixes } from '@gr/domain';
import { SqlViagensAcompanhadas } from '@gr/infrastructure';
import { PerdaSinalJob } from '../src/modules/monitoring/viagens/perda-sinal.job.js';
import { iniciarApp, type AppDeTeste } from './support/app.js';
import { auth, idCliente, novaPlaca } from './support/masters.js';
import { viagemDe } from './support/viagens.js';

/**
 * Live monitoring through the real door (issue 22, decision 39): fixes posted to the telemetry
 * batch call for a vehicle in a trip in transit move the trip's figures in its list row, a detour
 * becomes one deviation (timeline, deviation record, occurrence and risk points), the return closes
 * it, panic is one occurrence, and an older fix or a finished trip changes nothing.
 */
let t: AppDeTeste;
let admin: string;
let clienteId: number;
/** The demo route of the client with a traced line, its coordinates [lng, lat]. */
let rota: { id: number; coords: Array<[number, number]> };

beforeAll(async () => {
  t = await iniciarApp();
  admin = await t.login('ADMIN');
  [{ cliente_id: clienteId }] = await t.sql<{ cliente_id: number }>("select cliente_id from usuarios where username = 'CLIENTE'");
  const [r] = await t.sql<{ id: number; geojson: { coordinates: Array<[number, number]> } }>(
    "select id, geojson from rotas where cliente_id = $1 and ativa and geojson is not null and jsonb_array_length(geojson->'coordinates') > 20 order by id limit 1",
    [clienteId],
  );
  rota = { id: r!.id, coords: r!.geojson.coordinates };
});
afterAll(async () => {
  await t?.fechar();
});

/** A trip in transit on the route, on a vehicle of its own with a terminal. */
async function emViagem(status: 2 | 3 = 2) {
  const placa = novaPlaca();
  const terminal = `AC${placa}`;
  const [v] = await t.sql<{ id: number }>(`insert into veiculos (placa, tipo, tecnologia_id, terminal) values ($1, 'CAVALO', 2, $2) returning id`, [placa, terminal]);
  await t.sql(`insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $2, 'FROTA')`, [clienteId, v!.id]);
  const viagem = await viagemDe(t, clienteId, status, {
    veiculo_id: v!.id, placa, rota_id: rota.id,
    previsao_inicio: new Date(Date.now() - 2 * 3_600_000), data_inicio: new Date(Date.now() - 2 * 3_600_000), previsao_fim: new Date(Date.now() + 2 * 3_600_000),
  });
  return { ...viagem, terminal };
}

/** The vertex at a fraction of the route, shifted `graus` east. */
const ponto = (fracao: number, graus = 0) => {
  const [lng, lat] = rota.coords[Math.min(rota.coords.length - 1, Math.floor(fracao * (rota.coords.length - 1)))]!;
  return { latitude: lat, longitude: lng + graus };
};
const enviar = (terminal: string, fixes: Array<{ minutosAtras: number; fracao: number; graus?: number; panico?: boolean }>) =>
  t.http.post('/api/telemetria/posicoes').set(auth(admin)).send({
    posicoes: fixes.map((f) => ({
      terminal, data_posicao: new Date(Date.now() - f.minutosAtras * 60_000).toISOString(), ...ponto(f.fracao, f.graus), velocidade: 70, ignicao: true,
      ...(f.panico !== undefined && { perifericos: { botao_panico: f.panico } }),
    })),
  });
const linha = async (id: number) => (await t.sql<Record<string, unknown>>('select percentual, distancia_percorrida, em_desvio, pontuacao_risco, acompanhado_em from monitoramentos where id = $1', [id]))[0]!;

describe('posições aplicadas à viagem em trânsito', () => {
  it('o progresso da viagem na sua lista acompanha a posição: metade da rota, 50 %', async () => {
    const v = await emViagem();
    const r = await enviar(v.terminal, [{ minutosAtras: 10, fracao: 0.25 }, { minutosAtras: 5, fracao: 0.5 }]);
    expect(r.status).toBe(200);
    expect(r.body.falhas).toBeUndefined();
    const l = await linha(v.id);
    expect(Number(l.percentual)).toBeGreaterThanOrEqual(45);
    expect(Number(l.percentual)).toBeLessThanOrEqual(55);
    const lista = await t.http.get('/api/monitoramentos/index_emviagens').query({ id: v.id }).set(auth(admin));
    expect(lista.status).toBe(200);
    const row = lista.body.rows.find((x: { id: number }) => x.id === v.id);
    expect(row).toMatchObject({ percentual: Number(l.percentual) });
    expect(row.distancia_percorrida).toBeGreaterThan(0);
    expect(row.distancia_percorrida_estimada).toBeGreaterThan(0);
    expect(row.previsao_de_chegada).toBeGreaterThan(0);

    // A fix older than the last applied one is stored for the vehicle and does not move the trip back.
    await enviar(v.terminal, [{ minutosAtras: 8, fracao: 0.1 }]);
    expect((await linha(v.id)).percentual).toBe(l.percentual);
  });

  it('um desvio de 5 km por mais de 2 minutos vira um desvio (linha do tempo, registro, ocorrência, pontos) e a volta o encerra; o pânico, uma ocorrência', async () => {
    const v = await emViagem();
    const antes = Number((await linha(v.id)).pontuacao_risco);
    await enviar(v.terminal, [
      { minutosAtras: 20, fracao: 0.3 },
      { minutosAtras: 18, fracao: 0.31, graus: 0.05 },
      { minutosAtras: 16, fracao: 0.32, graus: 0.05 },
      { minutosAtras: 14, fracao: 0.33, graus: 0.05 },
    ]);
    // Later fixes of the same detour, in a second request: still one deviation.
    await enviar(v.terminal, [{ minutosAtras: 12, fracao: 0.34, graus: 0.05 }, { minutosAtras: 10, fracao: 0.35, graus: 0.05, panico: true }]);
    await enviar(v.terminal, [{ minutosAtras: 8, fracao: 0.36, panico: true }, { minutosAtras: 6, fracao: 0.37, panico: false }]);

    const eventos = await t.sql<{ acao: string; username: string }>(
      'select acao, username from monitoramento_eventos where solicitacao_monitoramento_id = $1 order by data_cadastro, id', [v.id]);
    expect(eventos.map((e) => e.acao)).toEqual(['DESVIO_ROTA', 'PERIFERICO', 'RETORNO_ROTA']);
    expect(eventos.every((e) => e.username === 'SISTEMA')).toBe(true);
    const historico = await t.http.get(`/api/monitoramentos/${v.id}/eventos`).set(auth(admin));
    expect(historico.status).toBe(200);
    expect(historico.body[0]).toMatchObject({ acao: 'DESVIO_ROTA', username: 'SISTEMA', detalhe: { descricao: expect.stringMatching(/^Desvio de rota: veículo a \d+,\d{2} km da rota\.$/) } });
    const desvios = await t.sql<{ distancia: string; fim: Date | null; latitude_rota: number }>(
      'select distancia, fim, latitude_rota from monitoramento_desvios where solicitacao_monitoramento_id = $1', [v.id]);
    expect(desvios).toHaveLength(1);
    expect(Number(desvios[0]!.distancia)).toBeGreaterThan(3);
    expect(desvios[0]!.fim).toBeInstanceOf(Date);
    const ocorrencias = await t.sql<{ codigo: number; descricao: string; username_add: string }>(
      `select oc.codigo, o.descricao, o.username_add from monitoramento_ocorrencias o join ocorrencias oc on oc.id = o.ocorrencia_id
       where o.solicitacao_monitoramento_id = $1 order by o.data_cadastro`, [v.id]);
    expect(ocorrencias.map((o) => o.codigo)).toEqual([103, 107]);
    expect(ocorrencias[1]).toMatchObject({ descricao: 'Botão de pânico acionado.', username_add: 'SISTEMA' });
    // DESVIO DE ROTA (grau 3: 12 pontos) + BOTÃO DE PÂNICO (grau 3: 20 pontos), from the demo catalogue.
    const [tipos] = await t.sql<{ pontos: number }>(
      'select sum(case grau_risco when 3 then pontuacao_alta when 2 then pontuacao_media else pontuacao_baixa end)::int as pontos from ocorrencias where codigo in (103, 107)');
    const l = await linha(v.id);
    expect(Number(l.pontuacao_risco)).toBe(antes + tipos!.pontos);
    expect(l.em_desvio).toBe(false);
  });

  it('o corredor da rota vale no lugar do padrão: o mesmo desvio de ~5 km num corredor de 8 km não é desvio; editado de volta ao padrão, é', async () => {
    const desvio = (inicio: number) => [0, 2, 4, 6].map((m, i) => ({ minutosAtras: inicio - m, fracao: 0.5 + i * 0.01, graus: 0.05 }));
    // The stage keeps prepared routes by their version (updated_at): an edit bumps it.
    await t.sql('update rotas set corredor_km = 8, updated_at = clock_timestamp() where id = $1', [rota.id]);
    try {
      const larga = await emViagem();
      await enviar(larga.terminal, desvio(30));
      expect((await linha(larga.id)).em_desvio).toBe(false);
      expect(await t.sql("select 1 from monitoramento_eventos where solicitacao_monitoramento_id = $1 and acao = 'DESVIO_ROTA'", [larga.id])).toEqual([]);
    } finally {
      await t.sql('update rotas set corredor_km = null, updated_at = clock_timestamp() where id = $1', [rota.id]);
    }
    const padrao = await emViagem();
    await enviar(padrao.terminal, desvio(30));
    expect((await linha(padrao.id)).em_desvio).toBe(true);
  });

  it('a SM mudada por outro entre a leitura e a gravação (a vigia marcou o aviso de sinal) é lida de novo: nada do outro se perde', async () => {
    const v = await emViagem();
    const [veiculo] = await t.sql<{ veiculo_id: number }>('select veiculo_id from monitoramentos where id = $1', [v.id]);
    const repo = new SqlViagensAcompanhadas(t.app.get(MikroORM).em.fork());
    const vistos: Array<Record<string, unknown>> = [];
    const fix = { latitude: ponto(0.5).latitude, longitude: ponto(0.5).longitude, instante: new Date(Date.now() - 60_000), velocidade: 70, ignicao: 1 as const };
    // Another writer has changed the row, not committed yet: the batch reads the version before it,
    // and the other commits once the batch has read (its write then finds a newer version).
    const outro = new pg.Client({ connectionString: t.url });
    await outro.connect();
    try {
      await outro.query('begin');
      await outro.query(`update monitoramentos set acompanhamento = coalesce(acompanhamento, '{}'::jsonb) || '{"perdaSinalAvisada": "x"}' where id = $1`, [v.id]);
      await repo.acompanhar([veiculo!.veiculo_id], (viagens) => {
        vistos.push({ ...viagens[0]!.estado });
        if (vistos.length === 1) void outro.query('commit');
        return viagens.map((vg) => aplicarFixes(vg, [fix])).filter((a) => a !== null);
      });
    } finally {
      await outro.end();
    }
    // Read again after the other writer committed, and applied to what it found.
    expect(vistos).toHaveLength(2);
    expect(vistos[0]).not.toHaveProperty('perdaSinalAvisada');
    expect(vistos[1]).toMatchObject({ perdaSinalAvisada: 'x' });
    const [depois] = await t.sql<{ acompanhamento: Record<string, unknown>; percentual: number | null }>('select acompanhamento, percentual from monitoramentos where id = $1', [v.id]);
    expect(depois!.acompanhamento).toMatchObject({ perdaSinalAvisada: 'x', ultimaEm: fix.instante.toISOString() });
    expect(depois!.percentual).not.toBeNull();
  });

  it('uma viagem finalizada não recebe as posições do veículo; elas ficam guardadas para ele', async () => {
    const v = await emViagem(3);
    const r = await enviar(v.terminal, [{ minutosAtras: 3, fracao: 0.5 }]);
    expect(r.body.gravadas).toBe(1);
    expect(await linha(v.id)).toMatchObject({ percentual: null, acompanhado_em: null });
  });
});

describe('perda de sinal pelo tempo do PGR (job)', () => {
  it('registra uma vez por silêncio: histórico, ocorrência PERDA DE SINAL e e-mail aos contatos; a agendada distante não', async () => {
    const [pgr] = await t.sql<{ id: number }>(
      `insert into pgr_clientes (cliente_id, pgr_id, descricao, validade, tempo_perda_sinal_agendamento)
       values ($1, (select id from pgrs order by id limit 1), 'PGR PERDA DE SINAL', current_date + 30, 30) returning id`, [clienteId]);
    await t.sql(`insert into contatos (cliente_id, nome, email, tipo, prioridade) values ($1, 'CENTRAL DO CLIENTE', 'central@rodovale.com.br', 'OPERACIONAL', 1)`, [clienteId]);
    const v = await emViagem();
    const longe = await viagemDe(t, clienteId, 1, { previsao_inicio: new Date(Date.now() + 5 * 86_400_000), previsao_fim: new Date(Date.now() + 6 * 86_400_000) });
    await t.sql('update monitoramentos set pgr_cliente_id = $1 where id = any($2)', [pgr!.id, [v.id, longe.id]]);
    await enviar(v.terminal, [{ minutosAtras: 45, fracao: 0.2 }]);
    const job = t.app.get(PerdaSinalJob);

    const antes = Number((await linha(v.id)).pontuacao_risco);
    expect(await job.rodar()).toBeGreaterThanOrEqual(1);
    const perdas = () => t.sql<{ acao: string }>("select acao from monitoramento_eventos where solicitacao_monitoramento_id = $1 and acao = 'PERDA_SINAL'", [v.id]);
    expect(await perdas()).toHaveLength(1);
    const [oc] = await t.sql<{ codigo: number; descricao: string }>(
      'select oc.codigo, o.descricao from monitoramento_ocorrencias o join ocorrencias oc on oc.id = o.ocorrencia_id where o.solicitacao_monitoramento_id = $1', [v.id]);
    expect(oc).toEqual({ codigo: 104, descricao: 'Perda de sinal: sem posição há mais de 30 minutos.' });
    expect(Number((await linha(v.id)).pontuacao_risco)).toBeGreaterThan(antes);
    const emails = await t.sql<{ destinatario: string; assunto: string }>("select destinatario, assunto from mensagens_enviadas where canal = 'email' and assunto like $1", [`Perda de sinal — SM ${v.id} %`]);
    const [{ placa }] = await t.sql<{ placa: string }>('select placa from monitoramentos where id = $1', [v.id]);
    const contatos = await t.sql<{ email: string }>("select email from contatos where cliente_id = $1 and coalesce(email, '') <> ''", [clienteId]);
    expect(emails).toHaveLength(contatos.length);
    expect(emails).toContainEqual({ destinatario: 'central@rodovale.com.br', assunto: `Perda de sinal — SM ${v.id} (${placa})` });
    expect(await t.sql("select 1 from monitoramento_eventos where solicitacao_monitoramento_id = $1 and acao = 'PERDA_SINAL'", [longe.id])).toEqual([]);

    // The same silence is not told twice; a fix, then a new silence, is.
    await job.rodar();
    expect(await perdas()).toHaveLength(1);
    await enviar(v.terminal, [{ minutosAtras: 35, fracao: 0.25 }]);
    await job.rodar();
    expect(await perdas()).toHaveLength(2);
  });
});

describe('POST /api/monitoramentos/notificacao_email_perda_sinal_agendamento', () => {
  const chamar = (token: string, corpo: unknown) => t.http.post('/api/monitoramentos/notificacao_email_perda_sinal_agendamento').set(auth(token)).send(corpo as object);

  /** A scheduled trip (leaving in 10 min) on a vehicle of its own whose last fix was `minutosAtras` ago, under a PGR of 30 min. */
  async function agendada(minutosAtras: number) {
    const [pgr] = await t.sql<{ id: number }>(
      `insert into pgr_clientes (cliente_id, pgr_id, descricao, validade, tempo_perda_sinal_agendamento)
       values ($1, (select id from pgrs order by id limit 1), 'PGR AVISO AGENDADA', current_date + 30, 30) returning id`, [clienteId]);
    const v = await emViagem();
    await t.sql(
      `update monitoramentos set status = 1, data_inicio = null, previsao_inicio = now() + interval '10 minutes', pgr_cliente_id = $2 where id = $1`, [v.id, pgr!.id]);
    await enviar(v.terminal, [{ minutosAtras, fracao: 0.1 }]);
    return v;
  }
  const emails = (id: number) =>
    t.sql<{ destinatario: string; assunto: string; corpo: string }>("select destinatario, assunto, corpo from mensagens_enviadas where canal = 'email' and assunto like $1 order by id", [`Perda de sinal — SM ${id} %`]);

  beforeAll(async () => {
    await t.sql(`insert into contatos (cliente_id, nome, email, tipo, prioridade) values ($1, 'MESA DO CLIENTE', 'mesa@rodovale.com.br', 'OPERACIONAL', 2)`, [clienteId]);
  });

  it('a mesa avisa os contatos do cliente uma vez por silêncio; a vigia não repete o aviso; o histórico diz quem pediu', async () => {
    const operador = await t.login('OPERADOR');
    const v = await agendada(45);
    const contatos = await t.sql<{ email: string }>("select email from contatos where cliente_id = $1 and coalesce(email, '') <> '' order by prioridade nulls last, id", [clienteId]);
    const r = await chamar(operador, { solicitacao_monitoramento_id: v.id });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ enviada: true, msg: `Notificação de perda de sinal enviada para ${contatos.length} contatos`, para: contatos.map((c) => c.email) });
    const enviados = await emails(v.id);
    expect(enviados.map((e) => e.destinatario)).toEqual(contatos.map((c) => c.email));
    expect(enviados[0]!.corpo).toMatch(new RegExp(`^Perda de sinal: sem posição há mais de 30 minutos\\.\\nSM ${v.id}, agendada, placa \\w+\\.\\nÚltima posição: \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2} \\(horário de Brasília\\)\\.$`));
    const historico = await t.sql<{ username: string }>("select username from monitoramento_eventos where solicitacao_monitoramento_id = $1 and acao = 'PERDA_SINAL'", [v.id]);
    expect(historico).toEqual([{ username: 'OPERADOR' }]);
    // No occurrence for a scheduled trip.
    expect(await t.sql('select 1 from monitoramento_ocorrencias where solicitacao_monitoramento_id = $1', [v.id])).toEqual([]);

    const de_novo = await chamar(operador, { solicitacao_monitoramento_id: v.id });
    expect(de_novo.status).toBe(200);
    expect(de_novo.body).toMatchObject({ enviada: false, para: [], msg: expect.stringContaining('já foi enviada') });
    await t.app.get(PerdaSinalJob).rodar();
    expect(await emails(v.id)).toHaveLength(contatos.length);

    // A fix, then a new silence: the desk may tell it again.
    await enviar(v.terminal, [{ minutosAtras: 35, fracao: 0.15 }]);
    expect((await chamar(operador, { solicitacao_monitoramento_id: v.id })).body.enviada).toBe(true);
  });

  it('a vigia avisa a agendada a ponto de sair quando o tempo do PGR passa, pelo mesmo caso de uso: e-mail, sem ocorrência', async () => {
    const v = await agendada(50);
    expect(await t.app.get(PerdaSinalJob).rodar()).toBeGreaterThanOrEqual(1);
    expect((await emails(v.id)).length).toBeGreaterThanOrEqual(1);
    expect(await t.sql("select username from monitoramento_eventos where solicitacao_monitoramento_id = $1 and acao = 'PERDA_SINAL'", [v.id])).toEqual([{ username: 'SISTEMA' }]);
    expect((await chamar(admin, { solicitacao_monitoramento_id: v.id })).body.enviada).toBe(false);
  });

  it('400 sem SM; 404 SM desconhecida; 403 para o cliente (da sua SM ou de outra); 422 não agendada, sem e-mail, ou veículo com sinal', async () => {
    const cliente = await t.login('CLIENTE');
    expect((await chamar(admin, {})).body).toEqual({ errors: { solicitacao_monitoramento_id: ['não pode ficar em branco'] } });
    expect((await chamar(admin, { solicitacao_monitoramento_id: 'x' })).status).toBe(400);
    expect((await chamar(admin, { solicitacao_monitoramento_id: 999_999 })).status).toBe(404);
    const v = await agendada(45);
    const propria = await chamar(cliente, { solicitacao_monitoramento_id: v.id });
    expect([propria.status, propria.body]).toEqual([403, { error: 'permissão negada' }]);
    const alheia = await viagemDe(t, await idCliente(t, 'IRMÃOS ANDRADE'), 1);
    const r403 = await chamar(cliente, { solicitacao_monitoramento_id: alheia.id });
    expect([r403.status, r403.body]).toEqual([403, { error: 'Não há permissão' }]);

    const emTransito = await emViagem();
    expect((await chamar(admin, { solicitacao_monitoramento_id: emTransito.id })).body).toEqual({ error: 'A notificação de perda de sinal é só para SM agendada' });
    // A client whose contacts have no e-mail (this file's own database).
    const semContato = await idCliente(t, 'ALVES & FILHOS');
    await t.sql('update contatos set email = null where cliente_id = $1', [semContato]);
    const semEmail = await viagemDe(t, semContato, 1);
    const r = await chamar(admin, { solicitacao_monitoramento_id: semEmail.id });
    expect([r.status, r.body]).toEqual([422, { error: 'O cliente da SM não tem contato com e-mail cadastrado' }]);
    const comSinal = await agendada(5);
    const s = await chamar(admin, { solicitacao_monitoramento_id: comSinal.id });
    expect(s.status).toBe(422);
    expect(s.body.error).toMatch(/^O veículo enviou posição há [45] min; o PGR do cliente considera perda de sinal após 30 min$/);
    expect(await emails(comSinal.id)).toEqual([]);
  });
});

describe('GET /api/monitoramentos/viagens_em_risco', () => {
  it('lista a viagem fora da rota com o motivo, para a equipe e o cliente dela; outro cliente não a vê; cliente_id de fora: 403', async () => {
    const v = await emViagem();
    await enviar(v.terminal, [
      { minutosAtras: 9, fracao: 0.4, graus: 0.05 }, { minutosAtras: 6, fracao: 0.41, graus: 0.05 }, { minutosAtras: 3, fracao: 0.42, graus: 0.05 },
    ]);
    const [cliente, embarcador] = await Promise.all([t.login('CLIENTE'), t.login('EMBARCADOR')]);
    for (const quem of [admin, cliente]) {
      const r = await t.http.get('/api/monitoramentos/viagens_em_risco').set(auth(quem));
      expect(r.status).toBe(200);
      expect(r.body).toContainEqual(expect.objectContaining({ id: v.id, cliente_id: clienteId, motivos: expect.arrayContaining(['Fora da rota']), graves_abertas: 1 }));
    }
    const alheio = await t.http.get('/api/monitoramentos/viagens_em_risco').set(auth(embarcador));
    expect(alheio.status).toBe(200);
    expect(alheio.body.map((x: { id: number }) => x.id)).not.toContain(v.id);
    expect((await t.http.get('/api/monitoramentos/viagens_em_risco').query({ cliente_id: clienteId }).set(auth(embarcador))).status).toBe(403);
    expect((await t.http.get('/api/monitoramentos/viagens_em_risco').query({ cliente_id: 'x' }).set(auth(admin))).status).toBe(400);
  });
});
