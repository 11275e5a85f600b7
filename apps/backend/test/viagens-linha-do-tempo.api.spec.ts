import { MAXIMO_PONTOS_TRILHA } from '@gr/domain';
import { iniciarApp, type AppDeTeste } from './support/app.js';
import { auth, idCliente, novaPlaca } from './support/masters.js';
import { viagemDe } from './support/viagens.js';

/**
 * The trip's timeline (issue 22): one call with the SM, its map, the vehicle's track in the trip's
 * time and every item — history, the live monitoring's events (a detour posted through the
 * telemetry door), occurrences, observations, commands, messages — oldest first. Group 8 as on
 * the position map (no route line, no deviation events: decision 41); another client's trip 403,
 * an unknown one 404, a bad id 400. The trip's PDF page prints the same items.
 */
let t: AppDeTeste;
let admin: string;
let operador: string;
let cliente: string;
let clienteId: number;
let outroClienteId: number;
let rota: { id: number; coords: Array<[number, number]> };

beforeAll(async () => {
  t = await iniciarApp();
  [admin, operador, cliente] = await Promise.all([t.login('ADMIN'), t.login('OPERADOR'), t.login('CLIENTE')]);
  [{ cliente_id: clienteId }] = await t.sql<{ cliente_id: number }>("select cliente_id from usuarios where username = 'CLIENTE'");
  outroClienteId = await idCliente(t, 'IRMÃOS ANDRADE');
  const [r] = await t.sql<{ id: number; geojson: { coordinates: Array<[number, number]> } }>(
    "select id, geojson from rotas where cliente_id = $1 and ativa and geojson is not null and jsonb_array_length(geojson->'coordinates') > 20 order by id limit 1",
    [clienteId],
  );
  rota = { id: r!.id, coords: r!.geojson.coordinates };
});
afterAll(async () => {
  await t?.fechar();
});

/** A trip in transit on the route, started two hours ago, on a vehicle of its own with a terminal. */
async function emViagem(cliente = clienteId) {
  const placa = novaPlaca();
  const terminal = `LT${placa}`;
  const [v] = await t.sql<{ id: number }>(`insert into veiculos (placa, tipo, tecnologia_id, terminal) values ($1, 'CAVALO', 2, $2) returning id`, [placa, terminal]);
  await t.sql(`insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $2, 'FROTA')`, [cliente, v!.id]);
  const viagem = await viagemDe(t, cliente, 2, {
    veiculo_id: v!.id, placa, terminal, rota_id: cliente === clienteId ? rota.id : null,
    previsao_inicio: new Date(Date.now() - 2 * 3_600_000), data_inicio: new Date(Date.now() - 2 * 3_600_000), previsao_fim: new Date(Date.now() + 2 * 3_600_000),
  });
  return { ...viagem, veiculo_id: v!.id, placa, terminal };
}

const ponto = (fracao: number, graus = 0) => {
  const [lng, lat] = rota.coords[Math.min(rota.coords.length - 1, Math.floor(fracao * (rota.coords.length - 1)))]!;
  return { latitude: lat, longitude: lng + graus };
};
const enviar = async (terminal: string, fixes: Array<{ minutosAtras: number; fracao: number; graus?: number; panico?: boolean }>) => {
  const r = await t.http.post('/api/telemetria/posicoes').set(auth(admin)).send({
    posicoes: fixes.map((f) => ({
      terminal, data_posicao: new Date(Date.now() - f.minutosAtras * 60_000).toISOString(), ...ponto(f.fracao, f.graus), velocidade: 70, ignicao: true,
      ...(f.panico !== undefined && { perifericos: { botao_panico: f.panico } }),
    })),
  });
  expect(r.status).toBe(200);
};
const linhaDoTempo = (token: string, id: number | string) => t.http.get(`/api/monitoramentos/${id}/linha_do_tempo`).set(auth(token));

/** A trip with a detour and its return, panic, an observation, a block command and an SMS. */
async function viagemComDesvio() {
  const v = await emViagem();
  await enviar(v.terminal, [
    { minutosAtras: 60, fracao: 0.2 },
    { minutosAtras: 40, fracao: 0.3 },
    { minutosAtras: 30, fracao: 0.31, graus: 0.05 },
    { minutosAtras: 27, fracao: 0.32, graus: 0.05 },
    { minutosAtras: 24, fracao: 0.33, graus: 0.05, panico: true },
    { minutosAtras: 20, fracao: 0.36, panico: false },
  ]);
  const obs = await t.http.post('/api/monitoramentos/nova_observacao').set(auth(operador)).send({ observacao: { solicitacao_monitoramento_id: v.id, observacao: 'Motorista contatado pela central' } });
  expect(obs.status).toBeLessThan(300);
  const cmd = await t.http.post('/api/veiculos/comando').set(auth(operador)).send({ acao_pgr_id: 13, viagem_id: v.id });
  expect(cmd.status).toBe(201);
  const sms = await t.http.post('/api/integracao/g4flex/enviar_sms').set(auth(operador)).send({ telefone: '(11) 98765-4321', mensagem: 'Retorne à rota.', viagem_id: v.id });
  expect(sms.status).toBe(201);
  return v;
}

describe('GET /api/monitoramentos/{id}/linha_do_tempo', () => {
  it('a equipe recebe os itens em ordem: o desvio do acompanhamento, o retorno, o pânico, as ocorrências, a observação, o comando e o SMS; a trilha e a rota', async () => {
    const v = await viagemComDesvio();
    const r = await linhaDoTempo(operador, v.id);
    expect(r.status).toBe(200);
    const { itens } = r.body as { itens: Array<{ tipo: string; codigo: string; instante: string; descricao: string; marca: string | null; latitude: number | null; usuario: string | null }> };
    const instantes = itens.map((i) => new Date(i.instante).getTime());
    expect(instantes).toEqual([...instantes].sort((a, b) => a - b));

    const desvio = itens.find((i) => i.codigo === 'DESVIO_ROTA');
    expect(desvio).toMatchObject({ tipo: 'EVENTO', marca: 'DESVIO', usuario: 'SISTEMA', descricao: expect.stringMatching(/^Desvio de rota: veículo a \d+,\d{2} km da rota\.$/) });
    expect(desvio!.latitude).toEqual(expect.any(Number));
    const ordem = (f: (i: (typeof itens)[number]) => boolean) => itens.findIndex(f);
    expect(ordem((i) => i.codigo === 'DESVIO_ROTA')).toBeLessThan(ordem((i) => i.codigo === '103'));
    expect(ordem((i) => i.codigo === 'DESVIO_ROTA')).toBeLessThan(ordem((i) => i.codigo === 'RETORNO_ROTA'));
    expect(itens.find((i) => i.codigo === 'PERIFERICO')).toMatchObject({ marca: 'PANICO', descricao: 'Botão de pânico acionado.' });
    expect(itens.filter((i) => i.tipo === 'OCORRENCIA').map((i) => i.codigo)).toEqual(['103', '107']);
    expect(itens).toContainEqual(expect.objectContaining({ tipo: 'OBSERVACAO', descricao: 'Motorista contatado pela central', usuario: 'OPERADOR' }));
    expect(itens).toContainEqual(expect.objectContaining({ tipo: 'COMANDO', codigo: 'RASTREADOR', titulo: 'Comando: Bloqueio', usuario: 'OPERADOR' }));
    expect(itens).toContainEqual(expect.objectContaining({ tipo: 'MENSAGEM', codigo: 'SMS', descricao: 'SMS: “Retorne à rota.” (na fila).' }));
    // The observation is listed once, from its own table, not again as its history row.
    expect(itens.filter((i) => i.codigo === 'OBSERVACAO')).toHaveLength(1);
    // Positions are the track, not items.
    expect(itens.some((i) => (i.tipo as string) === 'POSICAO')).toBe(false);

    expect(r.body.sm).toMatchObject({ id: v.id, placa: v.placa, status: 2, cliente: expect.any(String), rota: expect.any(String) });
    expect(r.body.trilha).toMatchObject({ total: 6, maximo: MAXIMO_PONTOS_TRILHA });
    expect(r.body.trilha.posicoes).toHaveLength(6);
    expect(r.body.trilha.posicoes[0]).toMatchObject(ponto(0.2));
    expect(r.body.mapa).toMatchObject({ id: v.id, mapa_completo: true, geojson: { type: 'LineString', coordinates: rota.coords } });
  });

  it('a trilha é só do tempo da viagem: posições de antes do início não entram', async () => {
    const v = await emViagem();
    await enviar(v.terminal, [{ minutosAtras: 180, fracao: 0.1 }, { minutosAtras: 30, fracao: 0.2 }]);
    const r = await linhaDoTempo(admin, v.id);
    expect(r.body.trilha.total).toBe(1);
    expect(r.body.trilha.posicoes[0]).toMatchObject(ponto(0.2));
  });

  it('uma trilha de mais de 5.000 posições vai afinada por igual, com a primeira e a última, e diz quantas havia', async () => {
    const v = await emViagem();
    // 7,000 fixes a second apart, ending a minute ago, inside the trip's two hours.
    await t.sql(
      `insert into posicoes (terminal, data_posicao, veiculo_id, latitude, longitude, velocidade, ignicao)
       select $1, now() - interval '1 minute' - (7000 - s) * interval '1 second', $2, -23.5 - s * 0.00001, -46.6, 60, true from generate_series(1, 7000) s`,
      [v.terminal, v.veiculo_id],
    );
    const r = await linhaDoTempo(operador, v.id);
    expect(r.status).toBe(200);
    expect(r.body.trilha.total).toBe(7000);
    const posicoes = r.body.trilha.posicoes as Array<{ data_posicao: string; latitude: number }>;
    expect(posicoes.length).toBeLessThanOrEqual(MAXIMO_PONTOS_TRILHA);
    expect(posicoes.length).toBeGreaterThan(3000);
    expect(posicoes[0]!.latitude).toBeCloseTo(-23.5 - 0.00001, 6);
    expect(posicoes.at(-1)!.latitude).toBeCloseTo(-23.5 - 0.07, 6);
    const tempos = posicoes.map((p) => new Date(p.data_posicao).getTime());
    expect(tempos).toEqual([...tempos].sort((a, b) => a - b));
  });

  it('o cliente (grupo 8) vê a linha do tempo da sua SM sem o traçado da rota e sem os eventos de desvio', async () => {
    const v = await viagemComDesvio();
    const r = await linhaDoTempo(cliente, v.id);
    expect(r.status).toBe(200);
    expect(r.body.mapa).toMatchObject({ mapa_completo: false, geojson: null });
    const codigos = r.body.itens.map((i: { codigo: string }) => i.codigo);
    expect(codigos).not.toContain('DESVIO_ROTA');
    expect(codigos).not.toContain('RETORNO_ROTA');
    expect(codigos).toContain('PERIFERICO');
    expect(r.body.trilha.total).toBe(6);
  });

  it('SM de outro cliente: 403; inexistente: 404; id inválido: 400', async () => {
    const alheia = await emViagem(outroClienteId);
    const r = await linhaDoTempo(cliente, alheia.id);
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ error: 'Não há permissão' });
    expect((await linhaDoTempo(admin, 99_999_999)).status).toBe(404);
    const ruim = await linhaDoTempo(admin, 'abc');
    expect(ruim.status).toBe(400);
  });

  it('a página de impressão (e o PDF) da SM traz a seção Linha do tempo com os itens', async () => {
    const v = await viagemComDesvio();
    const r = await t.http.get(`/api/monitoramentos/${v.id}/impressao`).set(auth(operador));
    expect(r.status).toBe(200);
    expect(r.text).toContain('<h2>Linha do tempo</h2>');
    expect(r.text).toMatch(/Desvio de rota: veículo a \d+,\d{2} km da rota\./);
    expect(r.text).toContain('Comando ao rastreador: Bloqueio');
    const doCliente = await t.http.get(`/api/monitoramentos/${v.id}/impressao`).set(auth(cliente));
    expect(doCliente.status).toBe(200);
    expect(doCliente.text).toContain('<h2>Linha do tempo</h2>');
    // Not the deviation event (decision 41); its occurrence stays, as in the client's occurrence list.
    expect(r.text).toContain('<td>Evento</td><td>Desvio de rota</td>');
    expect(doCliente.text).not.toContain('<td>Evento</td><td>Desvio de rota</td>');
    expect(doCliente.text).toContain('Ocorrência 103: DESVIO DE ROTA');
  });
});
