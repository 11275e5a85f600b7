import { expect, test } from './fixtures';

test.describe('layout da grid por usuário', () => {
  test.use({ papel: 'MONITOR' });

  test('o tamanho de página escolhido fica salvo para o usuário', async ({ logado: page, request, baseURL }) => {
    await page.goto('/veiculos');
    const tamanho = page.getByLabel('Registros por página');
    await expect(tamanho).toHaveValue('15');
    await tamanho.selectOption('30');
    await expect(page).toHaveURL(/rows=30/);

    // The save is a background request: read the user's layouts through the API until it lands.
    const sessao = await request.post(`${baseURL}/api/sessions`, { data: { session: { username: 'MONITOR', password: 'demo1234' } } });
    const { token } = await sessao.json();
    await expect
      .poll(async () => (await (await request.get(`${baseURL}/api/users/usuario_logado`, { headers: { Authorization: `Bearer ${token}` } })).json()).layouts?.veiculos?.rows)
      .toBe(30);

    await page.goto('/veiculos');
    await expect(page.getByLabel('Registros por página')).toHaveValue('30');

    await page.getByLabel('Registros por página').selectOption('15');
    await expect
      .poll(async () => (await (await request.get(`${baseURL}/api/users/usuario_logado`, { headers: { Authorization: `Bearer ${token}` } })).json()).layouts?.veiculos?.rows)
      .toBe(15);
  });
});
