import { aviso, entrar, expect, sql, test } from './fixtures';

/** The fake position screen (spec 02 §2, §6): user id 1 sends chosen peripheral states; others go to /. */
test.describe('posição falsa', () => {
  test('ADMIN (usuário 1) abre pelo terminal, marca o pânico e envia; a última leitura do veículo mostra a violação', async ({ page }) => {
    const rows = await sql<{ id: number; placa: string; terminal: string }>(
      'select min(id) as id, min(placa) as placa, terminal from veiculos where terminal is not null group by terminal having count(*) = 1 order by terminal desc limit 1',
    );
    const v = rows[0]!;
    await entrar(page, 'ADMIN');
    await page.goto(`/posicao_falsa?terminal_id=${v.terminal}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Posição falsa' })).toBeVisible();
    await expect(page.getByLabel('Placa')).toHaveValue(v.placa);
    await page.getByLabel('Latitude').fill('-23,55');
    await page.getByLabel('Longitude').fill('-46.63');
    await page.getByLabel('Botão de pânico').check();
    await page.getByLabel('Ignição').check();
    await page.getByRole('button', { name: 'Enviar posição' }).click();
    await expect(aviso(page, 'Posição falsa enviada')).toBeVisible();
    const leituras = await sql('select periferico_id, valor from ultimas_leituras where veiculo_id = $1 and valor = 1 order by periferico_id', [v.id]);
    const ultima = await sql('select latitude, longitude from ultimas_posicoes where veiculo_id = $1', [v.id]);
    expect(leituras).toEqual([{ periferico_id: 6, valor: 1 }, { periferico_id: 11, valor: 1 }]);
    expect(ultima).toEqual([{ latitude: -23.55, longitude: -46.63 }]);
    await page.getByLabel('Latitude').fill('95');
    await page.getByRole('button', { name: 'Enviar posição' }).click();
    await expect(page.getByText('deve estar entre -90 e 90')).toBeVisible();
  });

  test('outro usuário vai para a página inicial', async ({ page }) => {
    await entrar(page, 'SUPERVISOR');
    await page.goto('/posicao_falsa');
    await expect(page).toHaveURL(/:\d+\/$/); // '/' is the dashboard (spec 01 §2.1)
    await expect(page.getByRole('heading', { level: 1, name: 'Posição falsa' })).toHaveCount(0);
  });
});

test.describe('comandos e comunicação', () => {
  test('OPERADOR bloqueia pela página de comandos e vê o comando na fila; manda SMS e vê a mensagem', async ({ page }) => {
    const rows = await sql<{ placa: string; terminal: string }>(
      "select min(placa) as placa, terminal from veiculos where terminal is not null group by terminal having count(*) = 1 order by terminal limit 1",
    );
    const v = rows[0]!;
    await entrar(page, 'OPERADOR');
    await page.goto(`/comandos?placa=${v.placa}`);
    await expect(page.getByText(`Veículo ${v.placa} · terminal ${v.terminal}`)).toBeVisible();
    await page.getByRole('button', { name: 'Bloquear veículo' }).click();
    await expect(aviso(page, 'Comando registrado')).toBeVisible();
    const tabela = page.getByRole('table', { name: 'Comandos enviados' });
    await expect(tabela.getByRole('row').nth(1)).toContainText('Bloqueio');
    await expect(tabela.getByRole('row').nth(1)).toContainText('OPERADOR');

    await page.goto(`/comunicacao?placa=${v.placa}&telefone=11987654321&tipos=sms-whatsapp`);
    await expect(page.getByLabel('Enviar por')).toHaveValue('sms');
    await page.getByRole('textbox', { name: 'Mensagem' }).fill('x'.repeat(200));
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Erro ao enviar SMS: é muito longa (máximo 160 caracteres)')).toBeVisible();
    await page.getByRole('textbox', { name: 'Mensagem' }).fill('Favor ligar para a central.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(aviso(page, 'SMS registrado para envio')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Mensagens enviadas' })).toContainText('Favor ligar para a central.');
  });
});

test.describe('rastreador', () => {
  test('o operador vê em /comandos o último batimento e as posições filtradas do rastreador, com o motivo', async ({ page, request }) => {
    const rows = await sql<{ placa: string; terminal: string }>(
      'select min(placa) as placa, terminal from veiculos where terminal is not null group by terminal having count(*) = 1 order by terminal offset 3 limit 1',
    );
    const v = rows[0]!;
    const sessao = await request.post('/api/sessions', { data: { session: { username: 'ADMIN', password: 'demo1234' } } });
    const headers = { Authorization: `Bearer ${(await sessao.json()).token}` };
    const agora = new Date().toISOString();
    // Through the doors, as an integration and a Traccar server send them: a 0,0 fix and a heartbeat.
    const lote = await request.post('/api/telemetria/posicoes', { headers, data: { posicoes: [{ terminal: v.terminal, data_posicao: agora, latitude: 0, longitude: 0 }] } });
    expect(await lote.json()).toEqual({ recebidas: 1, gravadas: 0, recusadas: { coordenada_invalida: 1 } });
    const batimento = await request.post('/api/telemetria/traccar', {
      headers,
      data: { position: { fixTime: agora, latitude: -23.5, longitude: -46.6, outdated: true, attributes: { batteryLevel: 35 } }, device: { uniqueId: v.terminal } },
    });
    expect(await batimento.json()).toEqual({ recebidas: 1, gravadas: 0, recusadas: { sem_coordenadas: 1 } });

    await entrar(page, 'OPERADOR');
    await page.goto(`/comandos?placa=${v.placa}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Rastreador' })).toBeVisible();
    await expect(page.getByText(/Último batimento \(sem posição\): \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} · bateria 35%/)).toBeVisible();
    const filtradas = page.getByRole('table', { name: 'Posições filtradas' });
    await expect(filtradas.getByRole('row').nth(1)).toContainText('Coordenadas impossíveis (fora do globo ou 0,0)');
    await expect(filtradas.getByRole('row').nth(1)).toContainText('0, 0');
  });
});
