import type { Browser, Page } from '@playwright/test';
import { aviso, entrar, expect, linhas, sql, test, violacoesGraves } from './fixtures';

/**
 * Stations (issue 23; spec 02 §2 "Stations", §4 "Station session"; decision 46): an operator
 * enters a station and sees only its trips; a second operator 'enters and removes others' and the
 * first is out; the station form; the trips of no station.
 */

const ESTACAO = 'MESA ONIXSAT E OMNILINK';

async function estacaoDemo(): Promise<number> {
  const [e] = await sql<{ id: number }>('select id from estacoes where descricao = $1', [ESTACAO]);
  // Nobody in it (a rerun, or a person on the dev server).
  await sql('update estacao_sessoes set fim = now() where estacao_id = $1 and fim is null', [e!.id]);
  return e!.id;
}

/** The trips in transit of the station's technologies (2 ONIXSAT, 4 OMNILINK), as the rule reads them. */
async function emViagemDaEstacao(): Promise<string[]> {
  const rows = await sql<{ id: number }>(
    `select m.id from monitoramentos m left join veiculos v on v.id = m.veiculo_id
      where m.status = 2 and m.excluida_em is null and coalesce(m.tecnologia_id, v.tecnologia_id) in (2, 4) order by m.id desc limit 100`);
  return rows.map((r) => String(r.id)).sort();
}

const idsNaTela = (page: Page) => linhas(page).evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('row-id') ?? ''))].sort());

async function logado(browser: Browser, papel: 'OPERADOR' | 'CENTRAL'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await entrar(page, papel);
  return page;
}

test('um operador entra na estação e vê só as SM dela; outro entra e remove os outros, e o primeiro sai', async ({ browser }) => {
  const id = await estacaoDemo();
  const esperadas = await emViagemDaEstacao();
  expect(esperadas.length).toBeGreaterThan(0);
  const [fora] = await sql<{ id: number }>(
    `select m.id from monitoramentos m left join veiculos v on v.id = m.veiculo_id
      where m.status = 2 and m.excluida_em is null and coalesce(m.tecnologia_id, v.tecnologia_id) not in (2, 4) limit 1`);

  const a = await logado(browser, 'OPERADOR');
  await a.goto('/estacoes');
  await linhas(a).filter({ hasText: ESTACAO }).dblclick();
  await expect(a).toHaveURL(new RegExp(`/estacoes/${id}(\\?|$)`));
  await expect(a.getByText('Ninguém está nesta estação.')).toBeVisible();
  await a.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(a.getByText(/Você está nesta estação desde/)).toBeVisible();
  expect(await violacoesGraves(a, '/estacoes/:id')).toEqual([]);
  await a.getByRole('link', { name: 'SM em viagem' }).click();
  await expect(a).toHaveURL(new RegExp(`/estacoes/${id}/viagens$`));
  await expect(a.getByRole('heading', { level: 1, name: `SM em viagem da estação: ${ESTACAO}` })).toBeVisible();
  await expect(linhas(a).first()).toBeVisible();
  await expect.poll(() => idsNaTela(a)).toEqual(esperadas);
  if (fora) expect(await idsNaTela(a)).not.toContain(String(fora.id));

  const b = await logado(browser, 'CENTRAL');
  await b.goto(`/estacoes/${id}`);
  await expect(b.getByText(/Ocupada por OPERADOR desde/)).toBeVisible();
  await b.getByRole('button', { name: 'Entrar', exact: true }).click();
  expect(await violacoesGraves(b, '/estacoes/:id (ocupada)')).toEqual([]);
  await expect(b.getByRole('alert').filter({ hasText: "Estação ocupada por OPERADOR. Use 'Entrar e remover os outros' para assumir." })).toBeVisible();
  await b.getByRole('button', { name: 'Entrar e remover os outros' }).click();
  await expect(b.getByText(/Você está nesta estação desde/)).toBeVisible();

  // The first operator is out: its station list notices (within 20 s) and goes back to the session page.
  await expect(a).toHaveURL(new RegExp(`/estacoes/${id}$`), { timeout: 30_000 });
  await expect(aviso(a, 'Você não está nesta estação: entre nela para ver as suas SM').first()).toBeVisible();
  await expect(a.getByText(/Ocupada por CENTRAL desde/)).toBeVisible();
  // Its station list's URL sends it back as well.
  await a.goto(`/estacoes/${id}/viagens`);
  await expect(a).toHaveURL(new RegExp(`/estacoes/${id}$`));

  await b.getByRole('button', { name: 'Sair da estação' }).click();
  await expect(b.getByText('Ninguém está nesta estação.')).toBeVisible();
});

test.describe('cadastro e SM sem estação', () => {
  test.use({ papel: 'ADMIN' });

  test('o administrador cria uma estação pelo formulário; sem critério o servidor recusa', async ({ logado: page }) => {
    const nome = `E2E ${Date.now().toString(36).toUpperCase()}`;
    await page.goto('/estacoes');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page).toHaveURL(/\/estacoes\/create(\?|$)/);
    await page.getByLabel('Descrição').fill(nome);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('escolha ao menos uma tecnologia, um tipo de viagem ou um cliente')).toBeVisible();
    await page.getByLabel('SASCAR').check();
    await page.getByLabel('COLETA').check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Estação ${nome}` })).toBeVisible();
    await expect(aviso(page, 'Estação salva com sucesso')).toBeVisible();
    await expect(page.locator('dd').filter({ hasText: 'SASCAR' })).toBeVisible();
    await expect(page.locator('dd').filter({ hasText: 'COLETA' })).toBeVisible();
    await sql('delete from estacoes where descricao = $1', [nome]);
  });

  test('/semestacao lista as SM agendadas e em viagem de nenhuma estação ativa', async ({ logado: page }) => {
    await page.goto('/semestacao');
    await expect(page.getByRole('heading', { level: 1, name: 'SM sem estação' })).toBeVisible();
    await expect(linhas(page).first()).toBeVisible();
    const ids = (await idsNaTela(page)).map(Number);
    const deEstacao = await sql<{ id: number }>(
      `select m.id from monitoramentos m left join veiculos v on v.id = m.veiculo_id
        where m.id = any($1::int[]) and (m.status not in (1, 2) or coalesce(m.tecnologia_id, v.tecnologia_id) in (2, 4)
          or m.tipo_viagem_id in (2, 6) or m.cliente_id in (select cliente_id from estacoes_clientes ec join estacoes e on e.id = ec.estacao_id where e.ativa))`,
      [ids],
    );
    expect(deEstacao).toEqual([]);
  });
});

test.describe('SM não vinculadas (spec 02 §7, §9)', () => {
  test.use({ papel: 'OPERADOR' });

  test('5 s depois de abrir a página, a equipe é avisada das SM não vinculadas à tecnologia', async ({ logado: page }) => {
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from monitoramentos where status in (1, 2) and not vinculado_tecnologia and excluida_em is null');
    test.skip(n === 0, 'a demo não tem SM não vinculadas');
    await page.goto('/estacoes');
    await expect(aviso(page, /^SM não vinculadas à tecnologia: \d+ /)).toBeVisible({ timeout: 12_000 });
  });
});
