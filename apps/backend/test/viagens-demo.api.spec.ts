import { carregarFrotaSimulada } from '../src/modules/monitoring/telemetria/simulador.queries.js';
import { MikroORM } from '@mikro-orm/postgresql';
import { auth, usarDemo, type Demo } from './support/masters.js';
import type { AppDeTeste } from './support/app.js';
import { viagemDe } from './support/viagens.js';

/**
 * Demo trips and what hangs on them (issue 21): hundreds of SMs in every status with coherent
 * data, the simulator driving exactly the vehicles in transit on their routes, a checklist request
 * reading EM_VIAGEM while the vehicle is in transit, and /comandos and /comunicacao filled from a
 * trip (its plate, terminal and driver's phone) with what is sent listed on the trip.
 */
let t: AppDeTeste;
let d: Demo;
usarDemo((app, demo) => {
  t = app;
  d = demo;
});

interface Sm { id: number; cliente_id: number; veiculo_id: number; placa: string; terminal: string | null; fone1: string | null; rota_id: number }
const emTransito = (cliente: number) =>
  t.sql<Sm>('select id, cliente_id, veiculo_id, placa, terminal, fone1, rota_id from monitoramentos where status = 2 and cliente_id = $1 and excluida_em is null order by id', [cliente]);

describe('viagens de demonstração', () => {
  it('centenas de SMs em todos os status, coerentes com o cliente', async () => {
    const porStatus = await t.sql<{ status: number; n: number }>('select status, count(*)::int as n from monitoramentos group by status order by status');
    const n = Object.fromEntries(porStatus.map((r) => [r.status, r.n]));
    expect(n[1]).toBeGreaterThanOrEqual(30);
    expect(n[2]).toBeGreaterThanOrEqual(20);
    expect(n[3]).toBeGreaterThanOrEqual(200);
    expect(n[4]).toBeGreaterThanOrEqual(20);
    // Vehicle, driver and route of the trip's client (or a global route); trailers hitched to the tractor.
    const [incoerentes] = await t.sql<{ veiculo: number; motorista: number; rota: number; carreta: number; pgr: number }>(`
      select count(*) filter (where not exists (select 1 from clientes_veiculos cv where cv.veiculo_id = m.veiculo_id and cv.cliente_id = m.cliente_id and cv.ativo))::int as veiculo,
        count(*) filter (where not exists (select 1 from clientes_funcionarios cf where cf.funcionario_id = m.funcionario_id and cf.cliente_id = m.cliente_id and cf.ativo))::int as motorista,
        count(*) filter (where not exists (select 1 from rotas r where r.id = m.rota_id and r.ativa and (r.cliente_id = m.cliente_id or r.cliente_id is null)))::int as rota,
        count(*) filter (where m.carreta1_id is not null and not exists (select 1 from veiculos_carretas vc where vc.cavalo_id = m.veiculo_id and vc.carreta_id = m.carreta1_id))::int as carreta,
        count(*) filter (where m.pgr_cliente_id is not null and not exists (select 1 from pgr_clientes p where p.id = m.pgr_cliente_id and p.cliente_id = m.cliente_id))::int as pgr
      from monitoramentos m`);
    expect(incoerentes).toEqual({ veiculo: 0, motorista: 0, rota: 0, carreta: 0, pgr: 0 });
    // Each status with its own data: scheduled ahead and not started, finished this or last month, cancelled with a reason.
    const [datas] = await t.sql<Record<string, number>>(`
      select count(*) filter (where status = 1 and (data_inicio is not null or data_fim is not null))::int as agendada_iniciada,
        count(*) filter (where status = 2 and (data_inicio is null or data_inicio > now() or data_fim is not null))::int as em_viagem_sem_inicio,
        count(*) filter (where status = 3 and (data_fim is null or data_inicio is null or data_fim > now() or data_fim < date_trunc('month', now() - interval '3 hours') - interval '1 month'))::int as finalizada_fora,
        count(*) filter (where status = 3 and data_fim >= date_trunc('month', now() - interval '3 hours') + interval '3 hours')::int as finalizadas_no_mes,
        count(*) filter (where status = 4 and (motivos is null or data_cancelamento is null))::int as cancelada_sem_motivo,
        count(*) filter (where tipo_viagem_id not between 1 and 6 or valor_embarque <= 0 or previsao_fim <= previsao_inicio)::int as invalidas,
        count(*) filter (where embarcador_id is not null)::int as com_embarcador,
        (count(distinct trafegus_id) = count(*))::int as trafegus_unico
      from monitoramentos`);
    expect(datas).toMatchObject({ agendada_iniciada: 0, em_viagem_sem_inicio: 0, finalizada_fora: 0, cancelada_sem_motivo: 0, invalidas: 0, trafegus_unico: 1 });
    expect(datas!.com_embarcador).toBeGreaterThan(100);
    // Occurrences of the types allowed in the status the trip had then; every trip has its history.
    const [ocorrencias] = await t.sql<{ total: number; proibidas: number; sem_historico: number }>(`
      select (select count(*) from monitoramento_ocorrencias)::int as total,
        (select count(*) from monitoramento_ocorrencias mo join ocorrencias o on o.id = mo.ocorrencia_id
          where (mo.status_viagem = 1 and not o.agendada) or (mo.status_viagem = 2 and not o.em_viagem)
             or (mo.status_viagem = 3 and not o.finalizada) or (mo.status_viagem = 4 and not o.cancelada))::int as proibidas,
        (select count(*) from monitoramentos m where not exists (select 1 from monitoramento_eventos e where e.solicitacao_monitoramento_id = m.id))::int as sem_historico`);
    expect(ocorrencias!.total).toBeGreaterThan(50);
    expect(ocorrencias).toMatchObject({ proibidas: 0, sem_historico: 0 });
  });

  it('o simulador dirige exatamente os veículos em viagem, cada um na rota da sua viagem', async () => {
    const viagens = await t.sql<{ terminal: string; geojson: { coordinates: number[][] } }>(
      `select v.terminal, r.geojson from monitoramentos m join veiculos v on v.id = m.veiculo_id join rotas r on r.id = m.rota_id
       where m.status = 2 and m.excluida_em is null order by m.id`);
    const frota = await carregarFrotaSimulada(t.app.get(MikroORM), 100);
    expect(frota.map((f) => f.terminal)).toEqual(viagens.map((v) => v.terminal));
    const primeira = frota[0]!;
    const coordenadas = (typeof viagens[0]!.geojson === 'string' ? JSON.parse(viagens[0]!.geojson) : viagens[0]!.geojson).coordinates as number[][];
    expect(primeira.linha[0]).toEqual({ latitude: coordenadas[0]![1], longitude: coordenadas[0]![0] });
    expect(primeira.inicio).toBeGreaterThan(0);
    expect(primeira.inicio).toBeLessThanOrEqual(1);
    // One trip in transit per vehicle.
    const [{ repetidos }] = await t.sql<{ repetidos: number }>('select count(*)::int as repetidos from (select veiculo_id from monitoramentos where status = 2 and excluida_em is null group by veiculo_id having count(*) > 1) x');
    expect(repetidos).toBe(0);
  });
});

describe('checklist de um veículo em viagem', () => {
  it('a verificação do pedido responde EM_VIAGEM e o pedido é recusado; terminada a viagem, não', async () => {
    const [sm] = await emTransito(d.rodovale);
    const [pgr] = await t.sql<{ id: number }>('select id from pgr_clientes where cliente_id = $1 order by pgr_padrao desc, id limit 1', [d.rodovale]);
    const verificar = () => t.http.get('/api/check_lists/find_placa').query({ cliente_id: d.rodovale, veiculo_id: sm!.veiculo_id }).set(auth(d.cliente));
    const emViagem = await verificar();
    expect(emViagem.status).toBe(200);
    expect(emViagem.body).toMatchObject({ codigo: 'EM_VIAGEM', mensagem: 'VEÍCULO INFORMADO ESTÁ EM VIAGEM' });
    const pedido = await t.http.post('/api/check_lists').set(auth(d.cliente)).send({
      check_list: { cliente_id: d.rodovale, pgr_cliente_id: pgr!.id, veiculo_id: sm!.veiculo_id, carroceria: 'FECHADA', fila_expressa: false, nome_contato: 'JOÃO DA SILVA', telefone_contato1: '(11)98765-4321' },
    });
    expect(pedido.status).toBe(422);
    expect(pedido.body.error).toContain('VEÍCULO INFORMADO ESTÁ EM VIAGEM');
    expect(await t.sql('select id from check_lists where veiculo_id = $1', [sm!.veiculo_id])).toEqual([]);

    await t.sql("update monitoramentos set status = 3, data_fim = now() where id = $1", [sm!.id]);
    const depois = await verificar();
    expect(depois.status).toBe(200);
    expect(depois.body.codigo).not.toBe('EM_VIAGEM');
    // A deleted trip does not hold the vehicle either.
    const outra = await viagemDe(t, d.andrade, 2, { excluida_em: new Date() });
    const livre = await t.http.get('/api/check_lists/find_placa').query({ cliente_id: d.andrade, veiculo_id: outra.veiculo_id }).set(auth(d.admin));
    expect(livre.body.codigo).not.toBe('EM_VIAGEM');
  });
});

describe('comandos e comunicação a partir de uma viagem', () => {
  it('GET /api/monitoramentos/{id}/contato traz placa, terminal, telefone e motorista; outro cliente é 403; inexistente 404', async () => {
    const [, sm] = await emTransito(d.rodovale);
    const [motorista] = await t.sql<{ nome: string }>('select f.nome from monitoramentos m join funcionarios f on f.id = m.funcionario_id where m.id = $1', [sm!.id]);
    const r = await t.http.get(`/api/monitoramentos/${sm!.id}/contato`).set(auth(d.cliente));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      id: sm!.id, status: 2, veiculo_id: sm!.veiculo_id, placa: sm!.placa, terminal: sm!.terminal, telefone: sm!.fone1,
      telefones: expect.arrayContaining([sm!.fone1]), motorista: motorista!.nome,
    });
    const [alheia] = await emTransito(d.andrade);
    const proibida = await t.http.get(`/api/monitoramentos/${alheia!.id}/contato`).set(auth(d.cliente));
    expect(proibida.status).toBe(403);
    expect(proibida.body).not.toHaveProperty('placa');
    expect((await t.http.get('/api/monitoramentos/99999999/contato').set(auth(d.admin))).status).toBe(404);
    expect((await t.http.get('/api/monitoramentos/abc/contato').set(auth(d.admin))).status).toBe(400);
  });

  it('o que é enviado com viagem_id fica na viagem e é listado nela; viagem de outro cliente é 403', async () => {
    const [, , sm] = await emTransito(d.rodovale);
    // The client's user with the rule to send (the demo's has only the reads).
    const [{ id: usuario }] = await t.sql<{ id: number }>("select id from usuarios where username = 'CLIENTE'");
    await t.sql("insert into usuarios_funcoes (usuario_id, funcao_id) select $1, f.id from funcoes_controladores f join controladores c on c.id = f.controlador_id where c.nome = 'monitoramentos' and f.nome = 'update' on conflict do nothing", [usuario]);
    const cliente = await t.login('CLIENTE');
    const sms = await t.http.post('/api/integracao/g4flex/enviar_sms').set(auth(cliente)).send({ telefone: sm!.fone1, mensagem: 'Favor ligar para a central.', viagem_id: sm!.id });
    expect(sms.status).toBe(201);
    const texto = await t.http.post('/api/integracao/enviar_texto').set(auth(d.admin)).send({ terminal_id: sm!.terminal, mensagem: 'Siga para o posto.', viagem_id: sm!.id });
    expect(texto.status).toBe(201);
    const comando = await t.http.post('/api/veiculos/comando').set(auth(d.admin)).send({ acao_pgr_id: 21, viagem_id: sm!.id });
    expect(comando.status).toBe(201);
    const lista = await t.http.get('/api/comandos').query({ viagem_id: sm!.id }).set(auth(d.cliente));
    expect(lista.status).toBe(200);
    expect(lista.body.rows.map((c: { canal: string }) => c.canal).sort()).toEqual(['RASTREADOR', 'SMS', 'TEXTO']);
    // The message without a vehicle is about the trip's vehicle (the client user sees it).
    expect(lista.body.rows.find((c: { canal: string }) => c.canal === 'SMS')).toMatchObject({ viagem_id: sm!.id, veiculo_id: sm!.veiculo_id, placa: sm!.placa });

    const [alheia] = await emTransito(d.andrade);
    const antes = await t.sql('select count(*)::int as n from comandos');
    expect((await t.http.post('/api/integracao/enviar_whatsapp').set(auth(cliente)).send({ telefone: '11987654321', mensagem: 'Oi', viagem_id: alheia!.id })).status).toBe(403);
    expect((await t.http.post('/api/integracao/g4flex/enviar_sms').set(auth(cliente)).send({ telefone: '11987654321', mensagem: 'Oi', viagem_id: 99999999 })).status).toBe(404);
    expect((await t.http.post('/api/integracao/enviar_texto').set(auth(cliente)).send({ terminal_id: sm!.terminal, mensagem: 'Oi', viagem_id: alheia!.id })).status).toBe(403);
    expect(await t.sql('select count(*)::int as n from comandos')).toEqual(antes);
    expect((await t.http.get('/api/comandos').query({ viagem_id: alheia!.id }).set(auth(d.cliente))).status).toBe(403);
  });
});
