import type { AppDeTeste } from './support/app.js';
import { usarDemo, type Demo } from './support/masters.js';
import { chamadasValidadas } from './support/openapi.js';

/** The answers of the PGR, risk and finance calls, good and bad, match openapi/openapi.json. */
let t: AppDeTeste;
let d: Demo;
usarDemo((app, demo) => ((t = app), (d = demo)));

const { chamar, falhas } = chamadasValidadas(() => t, () => d.admin);

describe('as respostas de PGR, risco e financeiro conferem com o documento OpenAPI', () => {
  it('pronta resposta, catálogo de PGR, itens, ações e ocorrências', async () => {
    const pr = await chamar('post', '/api/pronta_resposta', '/api/pronta_resposta', { pronta_resposta: { nome: 'Contrato', valor_acionamento: '1.000,00' } });
    expect(pr.status).toBe(201);
    await chamar('post', '/api/pronta_resposta', '/api/pronta_resposta', { pronta_resposta: { nome: 'Contrato 2', valor_acionamento: '-1' } });
    await chamar('get', '/api/pronta_resposta', '/api/pronta_resposta');
    await chamar('get', '/api/pronta_resposta/{id}', `/api/pronta_resposta/${pr.body.id}`);
    await chamar('patch', '/api/pronta_resposta/{id}', `/api/pronta_resposta/${pr.body.id}`, { pronta_resposta: { valor_distancia: 2.5 } });
    await chamar('delete', '/api/pronta_resposta/{id}', `/api/pronta_resposta/${pr.body.id}`);
    await chamar('get', '/api/pronta_resposta/get_pronta_respostas', '/api/pronta_resposta/get_pronta_respostas');
    await chamar('get', '/api/clientes/{id}', `/api/clientes/${d.rodovale}`);
    await chamar('get', '/api/pgrs', '/api/pgrs');
    await chamar('get', '/api/pgrs/get_pgrs', '/api/pgrs/get_pgrs');
    await chamar('get', '/api/itens_pgr', '/api/itens_pgr');
    await chamar('get', '/api/perifericos/get_periferico', '/api/perifericos/get_periferico');
    await chamar('get', '/api/acoes_pgr', '/api/acoes_pgr');
    await chamar('get', '/api/actions', '/api/actions');
    await chamar('get', '/api/ocorrencias', '/api/ocorrencias');
    await chamar('get', '/api/ocorrencias/get_ocorrencias', '/api/ocorrencias/get_ocorrencias');
    await chamar('delete', '/api/pgrs/{id}', '/api/pgrs/1');
    expect(falhas).toEqual([]);
  });

  it('PGR do cliente, situações, alertas e liberações', async () => {
    const [p] = await t.sql<{ id: number }>('select id from pgr_clientes where cliente_id = $1 order by id limit 1', [d.rodovale]);
    await chamar('get', '/api/pgr_cliente/{clienteId}/index', `/api/pgr_cliente/${d.rodovale}/index`);
    const show = await chamar('get', '/api/pgr_cliente/{id}/show', `/api/pgr_cliente/${p!.id}/show`);
    await chamar('patch', '/api/pgr_cliente/{clienteId}/update', `/api/pgr_cliente/${d.rodovale}/update`, { pgr_cliente: { id: p!.id, valor_limite_escolta: '2.000.000,00', updated_at: show.body.updated_at } });
    await chamar('post', '/api/pgr_cliente/{clienteId}/create', `/api/pgr_cliente/${d.rodovale}/create`, { pgr_cliente: { horario_rodagem: '25:00 - 07:00' } });
    await chamar('post', '/api/pgr_cliente/{clienteId}/create', `/api/pgr_cliente/${d.rodovale}/create`, { pgr_cliente: { pgr_id: show.body.pgr_id, descricao: 'Contrato' } });
    await chamar('get', '/api/pgr_cliente/{id}/diff_history', `/api/pgr_cliente/${p!.id}/diff_history`);
    await chamar('get', '/api/pgr_cliente/avisos_validade', '/api/pgr_cliente/avisos_validade', undefined, d.cliente);
    await chamar('get', '/api/pgr_cliente/anotacoes', `/api/pgr_cliente/anotacoes?clienteid=${d.rodovale}`);
    await chamar('get', '/api/pgr_cliente/{id}/show', `/api/pgr_cliente/${p!.id}/show`, undefined, d.cliente);
    await chamar('get', '/api/situacao_viagem', '/api/situacao_viagem');
    await chamar('get', '/api/situacao_viagem/acoes', '/api/situacao_viagem/acoes');
    await chamar('get', '/api/check_lists/grid_alertas', '/api/check_lists/grid_alertas');
    await chamar('get', '/api/liberacoes', '/api/liberacoes');
    expect(falhas).toEqual([]);
  });

  it('regras de risco, financeiro e integração', async () => {
    await chamar('get', '/api/monitoramentos/carrega_regra_risco_itens', '/api/monitoramentos/carrega_regra_risco_itens');
    await chamar('get', '/api/monitoramentos/carrega_regra_risco', `/api/monitoramentos/carrega_regra_risco?cliente_id=${d.rodovale}`);
    await chamar('post', '/api/monitoramentos/create_regras_risco', '/api/monitoramentos/create_regras_risco', { regras_risco: { cliente_id: d.rodovale, definicao: 'distancia > 10' } });
    await chamar('post', '/api/monitoramentos/create_regras_risco', '/api/monitoramentos/create_regras_risco', { regras_risco: { cliente_id: d.rodovale, definicao: 'distancia > (10' } });
    await chamar('get', '/api/regras_risco', '/api/regras_risco');
    await chamar('post', '/api/regras_risco/pontuar', '/api/regras_risco/pontuar', { cliente_id: d.rodovale, viagem: { distancia: 900 } });
    await chamar('get', '/api/financeiro/pre_faturamento', '/api/financeiro/pre_faturamento?de=01/01/2026&para=31/01/2026');
    await chamar('get', '/api/financeiro/pre_faturamento', '/api/financeiro/pre_faturamento');
    await chamar('get', '/api/financeiro/ligacoes', '/api/financeiro/ligacoes?de=01/01/2026&para=31/01/2026');
    await chamar('get', '/api/integracao/disponibilidade_integracoes', '/api/integracao/disponibilidade_integracoes');
    expect(falhas).toEqual([]);
  });
});
