import { entrar, expect, test } from './fixtures';
test('tmp print', async ({ page }) => {
  await entrar(page, 'CLIENTE');
  const erros: string[] = [];
  page.on('console', (m) => erros.push(m.text()));
  await page.goto('/views/monitoramentos/sm_impressao.html?sm=5');
  await expect(page.getByRole('heading', { name: 'Solicitação de monitoramento nº 5' })).toBeVisible();
  await page.screenshot({ path: '/tmp/h6/print.png', fullPage: true });
  console.log('CONSOLE', erros.join(' | '));
  const r = await page.request.get('/recursos/monitoramentos/5/pdf');
  console.log('PDF', r.status(), r.headers()['content-type']);
});
