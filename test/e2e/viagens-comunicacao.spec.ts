import { aviso, entrar, expect, sql, test } from './fixtures';

/**
 * From a trip to its vehicle (spec 02 §2): /comunicacao and /comandos opened with a demo trip in
 * transit fill in its plate, terminal, driver and phone; what is sent from there carries the trip
 * and is listed on it.
 */
test.describe('comunicação e comandos a partir de uma viagem', () => {
  test('OPERADOR abre /comunicacao?viagem_id= de uma viagem em trânsito, vê os dados preenchidos, envia e vê a mensagem na viagem', async ({ page }) => {
    const [sm] = await sql<{ id: number; placa: string; terminal: string; fone1: string; motorista: string }>(
      `select m.id, m.placa, v.terminal, m.fone1, f.nome as motorista from monitoramentos m join veiculos v on v.id = m.veiculo_id join funcionarios f on f.id = m.funcionario_id
       where m.status = 2 and m.excluida_em is null and m.fone1 is not null
         -- a demo trip (the journeys' own trips have Z plates, cadastros.apoio.ts) with nothing sent yet, so the lists below are this test's
         and m.placa not like 'Z%' and not exists (select 1 from comandos c where c.viagem_id = m.id)
       order by m.id desc limit 1`,
    );
    await entrar(page, 'OPERADOR');
    await page.goto(`/comunicacao?viagem_id=${sm!.id}`);
    await expect(page.getByText(`Viagem (SM) ${sm!.id} · motorista ${sm!.motorista}`)).toBeVisible();
    await expect(page.getByText(`Veículo ${sm!.placa} · terminal ${sm!.terminal}`)).toBeVisible();
    await expect(page.getByLabel('Telefone')).toHaveValue(sm!.fone1);
    const mensagem = `Viagem ${sm!.id}: favor ligar para a central.`;
    await page.getByRole('textbox', { name: 'Mensagem' }).fill(mensagem);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(aviso(page, 'SMS registrado para envio')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Mensagens enviadas' })).toContainText(mensagem);
    expect(await sql('select viagem_id, canal from comandos where mensagem = $1', [mensagem])).toEqual([{ viagem_id: sm!.id, canal: 'SMS' }]);

    // The keypad text goes to the trip's terminal.
    await page.getByLabel('Enviar por').selectOption('texto');
    await page.getByRole('textbox', { name: 'Mensagem' }).fill('Siga para o posto mais próximo.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(aviso(page, 'Texto registrado para envio')).toBeVisible();
    expect(await sql("select terminal, viagem_id from comandos where canal = 'TEXTO' and viagem_id = $1", [sm!.id])).toEqual([{ terminal: sm!.terminal, viagem_id: sm!.id }]);

    // /comandos of the same trip lists what was sent on it, and a position request joins them.
    await page.goto(`/comandos?viagem_id=${sm!.id}`);
    await expect(page.getByText(`Viagem (SM) ${sm!.id} · veículo ${sm!.placa} · terminal ${sm!.terminal}`)).toBeVisible();
    await page.getByRole('button', { name: 'Solicitar posição' }).click();
    await expect(aviso(page, 'Comando registrado')).toBeVisible();
    const tabela = page.getByRole('table', { name: 'Comandos enviados' });
    await expect(tabela).toContainText(mensagem);
    await expect(tabela.getByRole('row')).toHaveCount(4);
  });
});
