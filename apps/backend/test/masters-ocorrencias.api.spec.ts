import type { AppDeTeste } from './support/app.js';
import { auth, usarDemo, type Demo } from './support/masters.js';
import { baixarPlanilha } from './support/planilha.js';

let t: AppDeTeste;
let d: Demo;
usarDemo((app, demo) => ((t = app), (d = demo)));

describe('tipos de ocorrência /api/ocorrencias', () => {
  it('semeia o catálogo da mesa com 249 como a liberação de pronta resposta', async () => {
    const r = await t.http.get('/api/ocorrencias?rows=50').set(auth(d.admin));
    expect(r.status).toBe(200);
    expect(r.body.records).toBeGreaterThanOrEqual(20);
    expect(r.body.rows.find((o: { codigo: number }) => o.codigo === 249)).toMatchObject({ descricao: 'LIBERAÇÃO DE PRONTA RESPOSTA', grau_risco: 3, em_viagem: true });
    expect(r.body.rows.map((o: { descricao: string }) => o.descricao)).toEqual(expect.arrayContaining(['DESVIO DE ROTA', 'PERDA DE SINAL', 'PARADA NÃO PROGRAMADA', 'BOTÃO DE PÂNICO ACIONADO']));
    const lista = await t.http.get('/api/ocorrencias/get_ocorrencias').set(auth(d.admin));
    expect(lista.body.length).toBe(r.body.records);
  });

  it('cria com pontuações e status, recusa um código repetido ou um grau de risco ruim, remove com a mensagem da especificação', async () => {
    const nova = await t.http.post('/api/ocorrencias').set(auth(d.admin)).send({
      ocorrencia: { codigo: 900, descricao: 'carga molhada', grau_risco: 2, pontuacao_baixa: 1, pontuacao_media: 2, pontuacao_alta: 4, finalizada: true, plano_contigencia: 'Fotografar\ne avisar' },
    });
    expect(nova.status).toBe(201);
    expect(nova.body).toMatchObject({ codigo: 900, descricao: 'CARGA MOLHADA', grau_risco: 2, pontuacao_alta: 4, em_viagem: true, finalizada: true, agendada: false, plano_contigencia: 'Fotografar\ne avisar' });
    expect((await t.http.post('/api/ocorrencias').set(auth(d.admin)).send({ ocorrencia: { codigo: 249, descricao: 'X' } })).body).toEqual({ errors: { codigo: ['já está em uso'] } });
    expect((await t.http.post('/api/ocorrencias').set(auth(d.admin)).send({ ocorrencia: { codigo: 901, descricao: 'X', grau_risco: 4 } })).body).toEqual({ errors: { grau_risco: ['deve estar entre 1 e 3'] } });
    expect((await t.http.post('/api/ocorrencias').set(auth(d.admin)).send({ ocorrencia: { descricao: 'X', agendada: 'sim' } })).status).toBe(400);
    expect((await t.http.delete(`/api/ocorrencias/${nova.body.id}`).set(auth(d.admin))).body).toEqual({ message: 'Ocorrência removida com sucesso' });
    expect((await t.http.get('/api/ocorrencias').set(auth(d.cliente))).status).toBe(403);
  });
});

describe('ações de PGR /api/acoes_pgr e ações /api/actions', () => {
  it('pagina as ações de PGR de 20 em 20 com o layout de e-mail, e protege uma ação que uma situação usa', async () => {
    const [email] = await t.sql<{ id: number }>(`select id from emails where descricao = 'DESVIO DE ROTA'`);
    const r = await t.http.post('/api/acoes_pgr').set(auth(d.admin)).send({ acaopgr: { descricao: 'avisar embarcador', tipo_acao_pgr_id: 5, email_id: email!.id } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ descricao: 'AVISAR EMBARCADOR', tipo_acao_pgr_id: 5, email_id: email!.id, email: 'DESVIO DE ROTA' });
    const grid = await t.http.get('/api/acoes_pgr').set(auth(d.admin));
    expect(grid.body.records).toBe(10);
    const layout = await t.http.delete(`/api/emails/${email!.id}`).set(auth(d.admin));
    expect(layout.status).toBe(422);
    expect(layout.body.error).toMatch(/ações PGR/);
    expect((await t.http.delete(`/api/acoes_pgr/${r.body.id}`).set(auth(d.admin))).body).toEqual({ message: 'Ação PGR removida com sucesso' });
    const [usada] = await t.sql<{ id: number }>(`select id from acoes_pgr order by id limit 1`);
    const [situacao] = await t.sql<{ id: number }>(`select id from situacoes_viagem order by id limit 1`);
    await t.sql(`insert into situacao_viagem_acoes_pgr (situacao_viagem_id, acoes_pgr_id, tempo_execucao, tempo_tolerancia) values ($1, $2, '00:10:00', '00:05:00')`, [situacao!.id, usada!.id]);
    const protegida = await t.http.delete(`/api/acoes_pgr/${usada!.id}`).set(auth(d.admin));
    expect(protegida.status).toBe(422);
    expect(protegida.body.error).toBe('Não é possível excluir a ação PGR: existem ações de situação da viagem ligados a este registro. Nada foi removido.');
    await t.sql('delete from situacao_viagem_acoes_pgr');
  });

  it("abre na demonstração com as ações da mesa, cada uma ligada à regra de acesso que a permite", async () => {
    const r = await t.http.get('/api/actions?rows=50').set(auth(d.admin));
    expect(r.status).toBe(200);
    expect(r.body.records).toBeGreaterThanOrEqual(10);
    const descricoes = r.body.rows.map((a: { descricao: string }) => a.descricao);
    expect(descricoes).toEqual(expect.arrayContaining(['CONTATAR MOTORISTA', 'ACIONAR PRONTA RESPOSTA', 'BLOQUEAR VEÍCULO', 'ACIONAR POLÍCIA RODOVIÁRIA', 'SOLICITAR POSIÇÃO']));
    const [regra] = await t.sql<{ controller_id: number; funcao_controller_id: number }>(
      `select c.id as controller_id, f.id as funcao_controller_id from controladores c join funcoes_controladores f on f.controlador_id = c.id
       where c.nome = 'monitoramentos' and f.nome = 'update'`,
    );
    expect(r.body.rows.find((a: { descricao: string }) => a.descricao === 'BLOQUEAR VEÍCULO')).toMatchObject({ action: 'bloquear_veiculo', ...regra });
    // The grid's export, named no columns, is the screen's view under its titles.
    const p = await baixarPlanilha(t, '/api/actions?formato=xlsx&descricao=acionar', d.admin);
    expect(p.cabecalho).toEqual(['Código', 'Descrição', 'Ação', 'Controlador', 'Função', 'Data de cadastro']);
    expect(p.linhas.map((l) => l[1])).toEqual(expect.arrayContaining(['ACIONAR PRONTA RESPOSTA', 'ACIONAR POLÍCIA RODOVIÁRIA', 'ACIONAR SIRENE']));
  });

  it('mantém as ações com o invólucro atividade', async () => {
    const antes = (await t.http.get('/api/actions').set(auth(d.admin))).body.records as number;
    const r = await t.http.post('/api/actions').set(auth(d.admin)).send({ atividade: { descricao: 'Exportar relatório', action: 'exportar', controller_id: 3, funcao_controller_id: 7 } });
    expect(r.body).toMatchObject({ descricao: 'EXPORTAR RELATÓRIO', action: 'exportar', controller_id: 3, funcao_controller_id: 7 });
    const e = await t.http.patch(`/api/actions/${r.body.id}`).set(auth(d.admin)).send({ atividade: { action: 'exportar_xlsx' } });
    expect(e.body.action).toBe('exportar_xlsx');
    expect((await t.http.get('/api/actions').set(auth(d.admin))).body.records).toBe(antes + 1);
    expect((await t.http.delete(`/api/actions/${r.body.id}`).set(auth(d.admin))).body).toEqual({ message: 'Ação removida com sucesso' });
  });
});

describe('ações de situação da viagem /api/situacao_viagem', () => {
  it('lista situações, cria, altera e remove uma ação com horários HH:mm:ss', async () => {
    const sit = await t.http.get('/api/situacao_viagem').set(auth(d.admin));
    // Ids laid out for the function keys of spec 02 §4 (F1 → 1, F2 → 4...), 2 the plain in transit.
    expect(sit.body.slice(0, 4)).toEqual([
      expect.objectContaining({ id: 1, descricao: 'AGUARDANDO INÍCIO', tecla: 'F1' }), expect.objectContaining({ id: 2, descricao: 'EM VIAGEM', tecla: null }),
      expect.objectContaining({ id: 3, tecla: 'F11' }), expect.objectContaining({ id: 4, descricao: 'EM MOVIMENTO', tecla: 'F2' }),
    ]);
    const [acao] = await t.sql<{ id: number }>(`select id from acoes_pgr where descricao = 'CONTATO TELEFÔNICO COM O MOTORISTA'`);
    const parado = sit.body.find((s: { descricao: string }) => s.descricao === 'PARADO');
    const corpo = { situacao_viagem_id: parado.id, acoes_pgr_id: acao!.id, tempo_execucao: '00:10', tempo_tolerancia: '00:05:00', acao_modifica: true };
    const r = await t.http.post('/api/situacao_viagem/create_situacao_acao').set(auth(d.admin)).send({ situacao_viagem_acoes_pgr: corpo });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ situacao_viagem: 'PARADO', acao_pgr: 'CONTATO TELEFÔNICO COM O MOTORISTA', tempo_execucao: '00:10:00', acao_modifica_descricao: 'Veiculo > Central', ativo: true });
    expect((await t.http.post('/api/situacao_viagem/create_situacao_acao').set(auth(d.admin)).send({ situacao_viagem_acoes_pgr: corpo })).body).toEqual({ errors: { acoes_pgr_id: ['já está em uso'] } });
    const ruim = await t.http.post('/api/situacao_viagem/create_situacao_acao').set(auth(d.admin)).send({ situacao_viagem_acoes_pgr: { ...corpo, tempo_execucao: '1:00', situacao_viagem_id: 9999 } });
    expect(ruim.body).toEqual({ errors: { tempo_execucao: ["tempo inválido (use 'HH:mm:ss')"] } });
    const semSit = await t.http.post('/api/situacao_viagem/create_situacao_acao').set(auth(d.admin)).send({ situacao_viagem_acoes_pgr: { ...corpo, situacao_viagem_id: 9999 } });
    expect(semSit.body).toEqual({ errors: { situacao_viagem_id: ['não encontrado'] } });
    const e = await t.http.post(`/api/situacao_viagem/update_situacao_acao?id=${r.body.id}`).set(auth(d.admin)).send({ situacao_viagem_acoes_pgr: { ...corpo, acao_modifica: false, ativo: false } });
    expect(e.body).toMatchObject({ acao_modifica_descricao: 'Central > Veiculo', ativo: false });
    const grid = await t.http.get('/api/situacao_viagem/acoes').set(auth(d.admin));
    expect(grid.body.records).toBe(1);
    expect((await t.http.get('/api/situacao_viagem/acoes').set(auth(d.cliente))).status).toBe(200);
    expect((await t.http.delete(`/api/situacao_viagem/remove_situacao_acao?id=${r.body.id}`).set(auth(d.cliente))).status).toBe(403);
    expect((await t.http.delete(`/api/situacao_viagem/remove_situacao_acao?id=${r.body.id}`).set(auth(d.admin))).body).toEqual({ message: 'Situação removida com sucesso' });
    expect((await t.http.delete('/api/situacao_viagem/remove_situacao_acao?id=x').set(auth(d.admin))).status).toBe(400);
  });
});

describe('alertas de checklist e o log de liberações', () => {
  it('gerencia os alertas de checklist em /api/check_lists', async () => {
    const g = await t.http.get('/api/check_lists/grid_alertas').set(auth(d.admin));
    expect(g.body.records).toBe(3);
    const r = await t.http.post('/api/check_lists/create_alerta').set(auth(d.admin)).send({ check_list_alerta: { descricao: 'Fila parada', periodo: 20, sugestao: 'Ver a fila' } });
    expect(r.body).toMatchObject({ descricao: 'FILA PARADA', periodo: 20, repeticao: 1, ativo: true });
    expect((await t.http.post('/api/check_lists/create_alerta').set(auth(d.admin)).send({ check_list_alerta: { descricao: 'X' } })).body).toEqual({ errors: { periodo: ['não pode ficar em branco'] } });
    const e = await t.http.patch('/api/check_lists/update_alerta').set(auth(d.admin)).send({ check_list_alerta: { id: r.body.id, ativo: false } });
    expect(e.body).toMatchObject({ id: r.body.id, ativo: false, periodo: 20 });
    expect((await t.http.get(`/api/check_lists/carregar_alerta/${r.body.id}`).set(auth(d.admin))).body.ativo).toBe(false);
    const operador = await t.login('OPERADOR');
    expect((await t.http.get('/api/check_lists/grid_alertas').set(auth(operador))).status).toBe(403);
    expect((await t.http.delete(`/api/check_lists/remover_alerta/${r.body.id}`).set(auth(d.admin))).body).toEqual({ message: 'Alerta removido com sucesso' });
  });

  it('lê o log de liberações filtrado por tipo e viagem', async () => {
    // The demo's released checklists are in the log already.
    const [{ n }] = await t.sql<{ n: number }>('select count(*)::int as n from liberacoes');
    expect((await t.http.get('/api/liberacoes').set(auth(d.admin))).body).toMatchObject({ records: n });
    await t.sql(`insert into liberacoes (usuario_logado, usuario_liberacao, tipo, solicitacao_monitoramento_id, placa) values ('OPERADOR', 'SUPERVISOR', 'PRONTA_RESPOSTA', 77, 'ABC1D23'), ('OPERADOR', 'SUPERVISOR', 'CHECKLIST', null, 'ABC1D23')`);
    const r = await t.http.get('/api/liberacoes?_search=true&tipo=PRONTA_RESPOSTA&solicitacao_monitoramento_id=77&rows=18&page=1&sidx=id&sord=asc').set(auth(d.admin));
    expect(r.body.records).toBe(1);
    expect(r.body.rows[0]).toMatchObject({ usuario_liberacao: 'SUPERVISOR', tipo: 'PRONTA_RESPOSTA', solicitacao_monitoramento_id: 77 });
    expect((await t.http.get('/api/liberacoes?sidx=senha').set(auth(d.admin))).status).toBe(400);
    expect((await t.http.get('/api/liberacoes').set(auth(d.cliente))).status).toBe(403);
  });
});
