import { test } from '@playwright/test';
import { percorrer } from './h5crawlapoio.tmp';
test.describe.configure({ mode: 'parallel', retries: 0 });
for (const papel of ['ADMIN', 'CLIENTE', 'EMBARCADOR', 'GESTOR'] as const) {
  for (const parte of ['menu', 'rotas'] as const) {
    test(`crawl ${papel} ${parte}`, async ({ page }) => {
      test.setTimeout(600_000);
      const r = await percorrer(page, papel, parte);
      console.log(papel, parte, r.visitadas.join(' '));
      if (r.falhas.length) throw new Error(r.falhas.join('\n'));
    });
  }
}
