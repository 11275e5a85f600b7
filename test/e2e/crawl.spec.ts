import { test } from '@playwright/test';
import { papeisDoCrawl, percorrer } from './crawl.apoio';

/**
 * The guard of issue 19: every screen walked as every demo role (crawl.apoio.ts says what is
 * visited and checked). Two tests per role, its menu and the rest of the route table, so the
 * workers share the roles evenly. Each collects all it finds and fails once with the list.
 * `CRAWL_PAPEIS=ADMIN,CLIENTE` walks only those roles.
 */
// A failure here is a finding, not a flake: a retry would only double the time on CI.
test.describe.configure({ mode: 'parallel', retries: 0 });

for (const papel of papeisDoCrawl()) {
  for (const parte of ['menu', 'rotas'] as const) {
    test(`crawl ${papel}: ${parte === 'menu' ? 'entradas do menu' : 'URLs da spec fora do menu'}`, async ({ page }) => {
      test.setTimeout(600_000);
      const r = await percorrer(page, papel, parte);
      if (r.falhas.length) throw new Error(`${r.falhas.length} problema(s) em ${r.visitadas.length} telas de ${papel}:\n${r.falhas.join('\n')}`);
    });
  }
}
