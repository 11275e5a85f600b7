import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test as base } from '@playwright/test';

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

/**
 * ARCHITECTURE.md "Frontend": an accessibility scan (WCAG 2 A/AA) of the screen finds no serious
 * or critical violation; the failure lists them with the screen's name.
 */
export async function semViolacoesGraves(page: Page, tela: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const graves = r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${tela}: ${v.id} (${v.impact}) em ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(graves).toEqual([]);
}
