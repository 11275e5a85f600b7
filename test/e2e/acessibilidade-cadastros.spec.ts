import { semViolacoesGraves, test } from './fixtures';

const TELAS: Record<string, string[]> = {
  'clientes e contatos': ['/clientes', '/cliente/novo', '/cliente/1', '/cliente/1/veiculos', '/cliente/1/veiculos/vincular', '/contatos/novo', '/grupo/1'],
  'funcionários, veículos e listas': ['/funcionarios', '/funcionario', '/veiculos', '/veiculo', '/tecnologias/novo', '/modelo'],
};

test.describe('acessibilidade dos cadastros', () => {
  test.use({ papel: 'ADMIN' });
  for (const [nome, urls] of Object.entries(TELAS)) {
    test(nome, async ({ logado: page }) => {
      // One journey scans several screens with axe: three times the usual budget.
      test.slow();
      for (const url of urls) {
        await page.goto(url);
        await semViolacoesGraves(page, url);
      }
    });
  }
});
