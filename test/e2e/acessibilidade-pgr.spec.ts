import { semViolacoesGraves, test } from './fixtures';

const TELAS: Record<string, string[]> = {
  'pgr e pronta resposta': ['/pronta_resposta', '/pronta_resposta/novo', '/pgrs', '/itenspgr', '/pgr_cliente/1', '/pgr_cliente/1/novo', '/cliente/1/pronta_resposta'],
  'risco, operação e financeiro': ['/regras_risco?cliente_id=1', '/ocorrencias/novo', '/acoespgr', '/situacao_viagem/novo', '/alerta_checklist', '/liberacoes', '/financeiro', '/integracao'],
};

test.describe('acessibilidade de PGR e risco', () => {
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
