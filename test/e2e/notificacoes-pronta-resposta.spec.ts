import { aviso, entrar, expect, sql, test } from './fixtures';

/**
 * Issue 23, the desk's notifications, rapid response and trip situations: the notification list
 * and its viewer titled with the plate, the desktop-notification notice of a browser without the
 * API, the client's list without the staff columns; the rapid-response window issuing the signed
 * single-use link, the public page authorising once without a session and refusing the link the
 * second time; the situation screen showing the PGR actions a change triggers.
 */
const FOTOS = process.env.E2E_FOTOS ?? 'test-results';

test('notificações: 18 linhas, a janela com a placa no título; browser sem a API de notificações avisa', async ({ page }) => {
  await page.addInitScript(() => {
    // A browser without desktop notifications (spec 02 §8).
    delete (window as { Notification?: unknown }).Notification;
  });
  await entrar(page, 'ADMIN');
  await page.goto('/notificacoes');
  await expect(page.getByRole('heading', { name: 'Notificações', level: 1 })).toBeVisible();
  const linhas = page.locator('.ag-row');
  await expect(linhas.nth(0)).toBeAttached();
  await expect.poll(() => linhas.count()).toBe(18);
  await expect(page.getByRole('columnheader', { name: 'Operador' })).toBeVisible();
  await page.screenshot({ path: `${FOTOS}/notificacoes-desktop.png` });

  const placa = (await linhas.first().locator('[col-id="placa"]').innerText()).replace(/[^A-Z0-9]/g, '');
  await linhas.first().locator('[col-id="descricao"]').dblclick();
  const janela = page.getByRole('dialog');
  await expect(janela.getByRole('heading')).toContainText(placa.slice(0, 3));
  await page.screenshot({ path: `${FOTOS}/notificacao-janela.png` });
  await janela.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(janela).toHaveCount(0);

  await page.getByRole('button', { name: 'Ativar notificações de Desktop' }).click();
  await expect(aviso(page, 'Este browser não suporta notificações de Desktop')).toBeVisible();
});

test('notificações do cliente: só as dele, sem tecnologia nem operador; no celular', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await entrar(page, 'CLIENTE');
  await page.goto('/notificacoes');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Operador' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Tecnologia' })).toHaveCount(0);
  await page.screenshot({ path: `${FOTOS}/notificacoes-celular.png` });
});

test('pronta resposta: o link assinado autoriza uma vez, sem sessão; a segunda abertura é recusada', async ({ page, browser }) => {
  const [sm] = await sql<{ id: number; placa: string }>('select id, placa from monitoramentos where status = 2 and excluida_em is null order by id desc limit 1');
  expect(sm, 'a demo tem uma SM em viagem').toBeTruthy();
  const antes = (await sql<{ n: number }>("select count(*)::int as n from liberacoes where tipo = 'PRONTA_RESPOSTA' and solicitacao_monitoramento_id = $1", [sm!.id]))[0]!.n;

  await entrar(page, 'OPERADOR');
  await page.goto(`/emviagem/pronta_resposta/${sm!.id}`);
  const janela = page.getByRole('dialog', { name: `Pronta resposta: SM ${sm!.id}` });
  await expect(janela).toBeVisible();
  await janela.getByRole('button', { name: 'Gerar link de autorização' }).click();
  const campoLink = janela.getByLabel('Link de autorização');
  await expect(campoLink).toHaveValue(/\/monitoramento\/autorizacao\/pronta_resposta\?token=/);
  await page.screenshot({ path: `${FOTOS}/pronta-resposta-janela.png` });
  const url = new URL(await campoLink.inputValue());

  // The client opens it in a browser without any session.
  const anonimo = await browser.newContext();
  try {
    const p = await anonimo.newPage();
    await p.goto(url.pathname + url.search);
    await expect(p.getByRole('heading', { name: 'Autorização de pronta resposta' })).toBeVisible();
    await expect(p.locator('.resumo-viagem')).toContainText(String(sm!.id));
    await p.screenshot({ path: `${FOTOS}/pronta-resposta-publica.png`, fullPage: true });
    await p.getByLabel('Nome de quem autoriza').fill('Joana da Transportadora');
    await p.getByRole('button', { name: 'Autorizar pronta resposta' }).click();
    await expect(p.getByRole('status')).toContainText('Autorizado por Joana da Transportadora');
    await p.goto(url.pathname + url.search);
    await expect(p.getByRole('alert')).toHaveText('Link de autorização já utilizado ou expirado');
    await p.setViewportSize({ width: 390, height: 844 });
    await p.screenshot({ path: `${FOTOS}/pronta-resposta-usado-celular.png` });
  } finally {
    await anonimo.close();
  }
  const depois = (await sql<{ n: number }>("select count(*)::int as n from liberacoes where tipo = 'PRONTA_RESPOSTA' and solicitacao_monitoramento_id = $1", [sm!.id]))[0]!.n;
  expect(depois).toBe(antes + 1);

  // The trip's release list shows who authorised, by the link.
  await page.reload();
  await expect(page.getByRole('dialog').getByRole('table')).toContainText('Joana da Transportadora');
});

test('situações: a mudança mostra as ações PGR com prazo e tolerância; /situacoes/app sem menu', async ({ page }) => {
  const [acao] = await sql<{ situacao_viagem_id: number; descricao: string }>(
    'select a.situacao_viagem_id, s.descricao from situacao_viagem_acoes_pgr a join situacoes_viagem s on s.id = a.situacao_viagem_id where a.ativo order by a.id limit 1');
  const [sm] = await sql<{ id: number; placa: string }>('select id, placa from monitoramentos where status = 2 and excluida_em is null order by id limit 1');
  await entrar(page, 'OPERADOR');
  await page.goto(`/situacoes?placa=${sm!.placa}`);
  await expect(page.getByText(`SM ${sm!.id}`).first()).toBeVisible();
  const escolha = page.getByRole('radio', { name: new RegExp(`SM ${sm!.id} `) });
  if (await escolha.count()) await escolha.check();
  await page.getByRole('group', { name: 'Alterar a situação' }).getByRole('button', { name: new RegExp(`^${acao!.descricao}`) }).click();
  const tabela = page.getByRole('table', { name: 'Ações PGR disparadas' });
  await expect(tabela).toBeVisible();
  await expect(tabela.getByRole('status').first()).toContainText(/faltam|tolerância|atrasada/);
  await page.screenshot({ path: `${FOTOS}/situacoes-desktop.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/situacoes/app?placa=${sm!.placa}`);
  await expect(page.getByRole('heading', { name: 'Situações da viagem' })).toBeVisible();
  await expect(page.locator('nav.menu-lateral, .menu-lateral')).toHaveCount(0);
  await page.screenshot({ path: `${FOTOS}/situacoes-app-celular.png`, fullPage: true });
});

test('cliente com PGR vencendo em até 15 dias recebe o aviso ao entrar', async ({ page }) => {
  const [pgr] = await sql<{ id: number; descricao: string; validade: string }>(
    `select p.id, p.descricao, to_char(p.validade, 'YYYY-MM-DD') as validade from pgr_clientes p join usuarios u on u.cliente_id = p.cliente_id
      where u.username = 'CLIENTE' order by p.id limit 1`);
  expect(pgr, 'o cliente da demo tem um PGR').toBeTruthy();
  await sql(`update pgr_clientes set validade = (now() at time zone 'America/Sao_Paulo')::date + 10 where id = $1`, [pgr!.id]);
  try {
    await entrar(page, 'CLIENTE');
    // 'O PGR X' or, for a PGR named 'PGR X', 'O PGR X': once, not again from the login and the desk.
    const texto = new RegExp(`^O (PGR )?${pgr!.descricao.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} vence em 10 dias`);
    await expect(aviso(page, texto)).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(aviso(page, texto)).toHaveCount(1);
  } finally {
    await sql('update pgr_clientes set validade = $2 where id = $1', [pgr!.id, pgr!.validade]);
  }
});
