import type { Page } from '@playwright/test';
import { aviso, entrar, expect, sql, test } from './fixtures';
import { clienteDoCliente, posicoesNaRota as posicoes, viagemAoVivo as viagemEmTransito } from './viagens.apoio';

/**
 * The dashboards (issue 23, decision 47): the operational dashboard shows an alert the live
 * monitoring raised a moment before — a deviation simulated through the telemetry door — with no
 * reload, and the operator concludes it there; the month's dashboard draws real figures, refuses a
 * period over a year, and keeps a client user on its own client.
 */

/** Whether the document was loaded again since this call. */
async function marcarDocumento(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as unknown as { __painel: boolean }).__painel = true));
  return async () => !(await page.evaluate(() => (window as unknown as { __painel?: boolean }).__painel === true));
}

const alerta = (page: Page, placa: string) => page.getByTestId('alerta-pendente').filter({ hasText: placa });

test.describe('dashboard operacional (issue 23)', () => {
  test.use({ papel: 'OPERADOR' });

  test('mostra sem recarregar o alerta de um desvio simulado um instante antes; o operador o conclui ali', async ({ logado: page, request }) => {
    const v = await viagemEmTransito();
    await posicoes(request, v, [{ fracao: 0.2, minutosAtras: 12 }, { fracao: 0.22, minutosAtras: 10 }]);
    // The operator landed here; the page waits on its stream being open before the detour is posted.
    const aberto = page.waitForResponse((r) => r.url().includes('/recursos/atualizacoes') && r.status() === 200);
    await page.goto('/dashboard_operacional');
    await aberto;
    await expect(page.getByRole('heading', { name: 'Dashboard operacional' })).toBeVisible();
    await expect(alerta(page, v.placa)).toHaveCount(0);
    const total = Number((await page.getByTestId('total-alertas').innerText()).replace(/\D/g, ''));
    const recarregou = await marcarDocumento(page);
    const erros: string[] = [];
    page.on('pageerror', (e) => erros.push(e.message));

    // Four fixes ~5 km off the route over 6 minutes: one deviation, recorded by the live monitoring.
    await posicoes(request, v, [0, 2, 4, 6].map((m, i) => ({ fracao: 0.25 + i * 0.01, minutosAtras: 8 - m, graus: 0.05 })));

    const item = alerta(page, v.placa);
    await expect(item).toBeVisible({ timeout: 10_000 });
    await expect(item).toContainText(`DESVIO DE ROTA · ${v.placa}`);
    await expect(item).toContainText('Grave');
    await expect(page.getByTestId('total-alertas')).toHaveText(String(total + 1));
    expect(await recarregou()).toBe(false);

    await item.getByRole('button', { name: /Concluir o alerta/ }).click();
    await expect(aviso(page, 'Alerta concluído com sucesso')).toBeVisible();
    await expect(item).toHaveCount(0);
    const [o] = await sql<{ username_conferencia: string; data_conferencia: Date }>(
      `select username_conferencia, data_conferencia from monitoramento_ocorrencias where solicitacao_monitoramento_id = $1 and username_add = 'SISTEMA'`, [v.id]);
    expect(o).toMatchObject({ username_conferencia: 'OPERADOR', data_conferencia: expect.any(Date) });
    expect(erros).toEqual([]);
  });
});

test.describe('checklist online (issue 23)', () => {
  test.use({ papel: 'OPERADOR' });

  test("marcar 'Checklist online' leva ao dashboard de checklists; desmarcar volta ao operacional", async ({ logado: page }) => {
    await page.getByRole('checkbox', { name: 'Checklist online' }).check();
    await expect(page).toHaveURL(/\/dashboard_checklist$/);
    await expect(page.getByRole('heading', { name: 'Checklist online' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Checklists por status' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Checklist online' }).uncheck();
    await expect(page).toHaveURL(/\/dashboard_operacional$/);
  });
});

test.describe('dashboard (issue 23)', () => {
  test('os números do mês em gráficos com a tabela de cada um; um período de mais de um ano é recusado', async ({ logado: page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from monitoramentos where excluida_em is null and coalesce(data_inicio, previsao_inicio) >= date_trunc('month', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo'
         and coalesce(data_inicio, previsao_inicio) < (date_trunc('month', now() at time zone 'America/Sao_Paulo') + interval '1 month') at time zone 'America/Sao_Paulo'`);
    await expect(page.locator('.numero-painel').filter({ hasText: 'SMs no período' }).locator('.numero-valor')).toHaveText(n.toLocaleString('pt-BR'));
    const figura = page.getByRole('figure', { name: 'SMs por tipo de viagem e vínculo' });
    await expect(figura.locator('svg.recharts-surface').first()).toBeVisible();
    await figura.getByText('Ver os números').click();
    await expect(figura.getByRole('columnheader', { name: 'Tipo de viagem' })).toBeVisible();

    await page.getByLabel('Início do período').fill('2025-01-01');
    await page.getByLabel('Fim do período').fill('2026-01-01');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Período inválido: o período deve ter no máximo um ano.' })).toBeVisible();
    await expect(page.locator('.graficos')).toHaveCount(0);
  });

  test('o usuário de cliente vê o seu cliente, sem escolher outro, com os gráficos por vínculo', async ({ browser }) => {
    const contexto = await browser.newContext();
    const page = await contexto.newPage();
    try {
      await entrar(page, 'CLIENTE');
      const { nome } = await clienteDoCliente();
      const [{ fantasia }] = await sql<{ fantasia: string }>(`select coalesce(c.nome_fantasia, c.nome) as fantasia from usuarios u join clientes c on c.id = u.cliente_id where u.username = 'CLIENTE'`);
      await expect(page.getByLabel('Cliente')).toHaveValue(fantasia ?? nome);
      await expect(page.getByRole('figure', { name: /^SMs por tipo de viagem: / }).first()).toBeVisible();
    } finally {
      await contexto.close();
    }
  });
});
