import { entrar, expect, test, semViolacoesGraves } from './fixtures';
test('tmp render', async ({ page }) => {
  await entrar(page, 'ADMIN');
  await page.goto('/novo_monitoramento');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: '/tmp/h6/admin-form.png', fullPage: true });
  await semViolacoesGraves(page, 'form');
  await page.goto('/monitoramento/ocorrencia_avulsa');
  await page.screenshot({ path: '/tmp/h6/avulsa.png', fullPage: true });
  await semViolacoesGraves(page, 'avulsa');
});
test('tmp cliente', async ({ page }) => {
  await entrar(page, 'CLIENTE');
  await page.goto('/novo_monitoramento');
  await page.screenshot({ path: '/tmp/h6/cliente-form.png', fullPage: true });
});
