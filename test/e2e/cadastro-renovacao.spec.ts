import { aviso, expect, linhas, test, sql } from './fixtures';

/**
 * Registration and consultation (issue 13), the rest of the journeys: renewals (none chosen gives
 * the spec's message; a chosen item is renewed and leaves the list) and the external protocol
 * wizard of a client user (neither driver nor vehicle is refused with the spec's message; with a
 * driver it is registered and listed).
 */

test.describe('renovação (equipe)', () => {
  test.use({ papel: 'CADASTRO' });

  test('sem seleção dá a mensagem da spec; um item marcado é renovado e sai da lista', async ({ logado: page }) => {
    // A registration of the client users' carrier whose search ends in 10 days.
    const protocolo = `REN${Date.now().toString(36).toUpperCase()}`;
    const [r] = await sql<{ id: number }>(
      `insert into registros (cliente_id, usuario, politica, criterio, status, protocolo, validade, hash, finalidade, base_legal)
       select id, 'CADASTRO', 5, 'INDIVIDUAL', 'ACORDO', $1::text, now() + interval '10 days', md5($1::text), 'Análise', 'LEGÍTIMO INTERESSE'
         from clientes where nome ilike '%RODOVALE%' order by id limit 1 returning id`, [protocolo]);
    await sql(
      `insert into registros_itens (registro_id, hash, tipo_registro, documento, nome, politica, laudo, data_vencimento)
       values ($1, md5($2::text), 'MOTORISTA', '52998224725', 'MOTORISTA A RENOVAR', 5, 'ACORDO', now() + interval '10 days')`, [r!.id, `${protocolo}-item`]);

    await page.goto('/list-renovacao');
    await page.getByRole('button', { name: /Renovar selecionados \(0\)/ }).click();
    await expect(aviso(page, 'NÃO HÁ REGISTROS SELECIONADOS, À SEREM RENOVADOS')).toBeVisible();

    await page.getByRole('textbox', { name: 'Filtrar por Protocolo' }).fill(protocolo);
    await page.getByRole('textbox', { name: 'Filtrar por Protocolo' }).press('Enter');
    await expect(linhas(page)).toHaveCount(1);
    // From the keyboard: the row's first cell, then Space marks its box.
    const caixa = page.getByRole('checkbox', { name: new RegExp(`Renovar MOTORISTA .* do protocolo ${protocolo}`) });
    await page.getByRole('gridcell', { name: protocolo }).first().click();
    await page.keyboard.press('Home');
    await page.keyboard.press('Space');
    await expect(caixa).toBeChecked();
    await page.getByRole('button', { name: /Renovar selecionados \(1\)/ }).click();
    await expect(aviso(page, 'ENVIO REALIZADO COM SUCESSO')).toBeVisible();
    await expect(page.getByText(/NENHUM REGISTRO A RENOVAR FOI ENCONTRADO/)).toBeVisible();
    const [novo] = await sql<{ status: string }>('select status from registros where renovado_de = $1', [r!.id]);
    expect(novo?.status).toBe('RENOVAÇÃO');
  });
});

test.describe('protocolo externo (usuário do cliente)', () => {
  test.use({ papel: 'CLIENTE' });

  test('sem motorista nem veículo é recusado; com o motorista é registrado como ACORDO', async ({ logado: page }) => {
    const numero = `PAM-${Date.now()}`;
    await page.goto('/protocolo/novo');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByLabel(/^Fonte/).selectOption('PAMCARY');
    await page.getByRole('textbox', { name: /^Protocolo/ }).fill(numero);
    await page.getByLabel(/^Validade/).fill(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + 30 * 86_400_000)));
    await page.getByLabel(/^Política/).selectOption({ label: 'Frota' });
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('button', { name: 'Registrar protocolo' }).click();
    await expect(page.getByText('Adicione um veiculo ou motorista para vincular ao protocolo')).toBeVisible();

    await page.getByRole('combobox', { name: 'Motorista' }).pressSequentially('an');
    await page.getByRole('listbox', { name: 'Motorista' }).getByRole('option').first().click();
    await page.getByRole('button', { name: 'Registrar protocolo' }).click();
    await expect(aviso(page, 'Registrado com sucesso')).toBeVisible();
    await expect(page).toHaveURL(/\/cadastro_consulta/);
    const [r] = await sql<{ status: string; fonte: string }>('select status, fonte from registros where protocolo = $1', [numero]);
    expect(r).toEqual({ status: 'ACORDO', fonte: 'PAMCARY' });
  });
});
