import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';

/** ARCHITECTURE.md "Frontend": the PGR, risk and finance screens pass the accessibility scan too. */
async function semViolacoesGraves(page: Page, tela: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const graves = r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${tela}: ${v.id} (${v.impact}) em ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(graves).toEqual([]);
}

const TELAS: Record<string, string[]> = {
  'pgr e pronta resposta': ['/pronta_resposta', '/pronta_resposta/novo', '/pgrs', '/itenspgr', '/pgr_cliente/1', '/pgr_cliente/1/novo', '/cliente/1/pronta_resposta'],
  'risco, operação e financeiro': ['/regras_risco?cliente_id=1', '/ocorrencias/novo', '/acoespgr', '/situacao_viagem/novo', '/alerta_checklist', '/liberacoes', '/financeiro', '/integracao'],
};

test.describe('acessibilidade de PGR e risco', () => {
  test.use({ papel: 'ADMIN' });
  for (const [nome, urls] of Object.entries(TELAS)) {
    test(nome, async ({ logado: page }) => {
      for (const url of urls) {
        await page.goto(url);
        await semViolacoesGraves(page, url);
      }
    });
  }
});
