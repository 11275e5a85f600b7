import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type Download, expect, type Page, test as base } from '@playwright/test';
import ExcelJS from 'exceljs';
import pg from 'pg';

/** Demo users seeded by the backend (password demo1234) and where each lands after login. */
export const SENHA_DEMO = 'demo1234';
export const PAPEIS = {
  ADMIN: { grupo: 3, inicio: '/dashboard' },
  SUPERVISOR: { grupo: 4, inicio: '/dashboard' },
  CENTRAL: { grupo: 5, inicio: '/dashboard_operacional' },
  OPERADOR: { grupo: 6, inicio: '/dashboard_operacional' },
  MONITOR: { grupo: 7, inicio: '/dashboard' },
  CLIENTE: { grupo: 8, inicio: '/dashboard' },
  EMBARCADOR: { grupo: 10, inicio: '/dashboard' },
  GESTOR: { grupo: 11, inicio: '/dashboard' },
  CADASTRO: { grupo: 12, inicio: '/cadastro_consulta' },
} as const;
export type Papel = keyof typeof PAPEIS;

/** Signs in through the login form and waits for the landing page. */
export async function entrar(page: Page, papel: Papel, senha = SENHA_DEMO): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuário').fill(papel);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAPEIS[papel].inicio}$`));
}

/**
 * A login fixture per role: `test.use({ papel: 'ADMIN' })` and the `logado` page is signed in
 * as that demo user.
 */
export const test = base.extend<{ papel: Papel; logado: Page }>({
  papel: ['ADMIN', { option: true }],
  logado: async ({ page, papel }, use) => {
    await entrar(page, papel);
    await use(page);
  },
});

export { expect };

/** The toast region's notices. */
export const aviso = (page: Page, texto: string | RegExp) => page.locator('.avisos .aviso').filter({ hasText: texto });

/** Grid rows (AG Grid renders each as .ag-row; the kit pins no column). */
export const linhas = (page: Page) => page.locator('.ag-row');

/** A downloaded spreadsheet (a grid's Excel export) read back: its first sheet's header row and data rows, as plain values. */
export async function lerPlanilha(download: Download): Promise<{ cabecalho: unknown[]; linhas: unknown[][] }> {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(await readFile((await download.path())!));
  const planilha = livro.worksheets[0]!;
  const valores = (n: number) => (planilha.getRow(n).values as unknown[]).slice(1);
  return { cabecalho: valores(1), linhas: Array.from({ length: planilha.rowCount - 1 }, (_, i) => valores(i + 2)) };
}

/** axe-core's source, the copy @axe-core/playwright depends on (no second dependency to keep in step). */
const FONTE_AXE: string = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core').source;

/**
 * ARCHITECTURE.md "Frontend": an accessibility scan (WCAG 2 A/AA) of the screen; its serious and
 * critical violations, each named with the screen and the first nodes it hits. axe runs in the
 * page, injected once per document: AxeBuilder injects it again and opens a page of its own for
 * every scan, which made a walk of every screen (crawl.spec.ts) several times slower. The app
 * has no iframes for that page to reach.
 */
export async function violacoesGraves(page: Page, tela: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(FONTE_AXE);
  const violacoes = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, alvos: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return violacoes
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${tela}: ${v.id} (${v.impact}) em ${v.alvos.join(' | ')}`);
}

/** The screen, once its requests are done, has no serious or critical accessibility violation. */
export async function semViolacoesGraves(page: Page, tela: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await violacoesGraves(page, tela)).toEqual([]);
}

/**
 * One query on the e2e server's database (E2E_DATABASE_URL): for a journey that needs a row the
 * screens cannot give it (a free vehicle, a stored reading to check).
 */
export async function sql<T extends pg.QueryResultRow>(texto: string, params: unknown[] = []): Promise<T[]> {
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    return (await db.query<T>(texto, params)).rows;
  } finally {
    await db.end();
  }
}
