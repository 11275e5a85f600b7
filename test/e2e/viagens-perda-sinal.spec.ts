import { aviso, entrar, expect, sql, test } from './fixtures';

/**
 * The desk tells a scheduled trip's signal loss to the client (spec 02 §7
 * `notificacao_email_perda_sinal_agendamento`; decision 44): from the scheduled list's right-click
 * menu, after a confirmation; the e-mails are recorded (the offline mailer) and a second notice of
 * the same silence says it was already sent.
 */
test('o operador notifica a perda de sinal de uma SM agendada pelo menu da lista: e-mail aos contatos, uma vez por silêncio', async ({ page }) => {
  const [sm] = await sql<{ id: number; pgr_cliente_id: number | null; acompanhamento: unknown }>(
    `select m.id, m.pgr_cliente_id, m.acompanhamento from monitoramentos m
      where m.status = 1 and m.excluida_em is null and m.veiculo_id is not null
        and exists (select 1 from contatos c where c.cliente_id = m.cliente_id and coalesce(c.email, '') <> '')
      order by m.id limit 1`,
  );
  expect(sm, 'a demo tem uma SM agendada de cliente com contato de e-mail').toBeTruthy();
  // Without a PGR time the desk's judgement stands (a recent fix would otherwise be refused), and no silence told yet.
  await sql(`update monitoramentos set pgr_cliente_id = null, acompanhamento = coalesce(acompanhamento, '{}'::jsonb) - 'perdaSinalAvisada' where id = $1`, [sm!.id]);
  try {
    await entrar(page, 'OPERADOR');
    await page.goto(`/agendada?id=${sm!.id}`);
    const linha = page.locator('.ag-row').filter({ has: page.locator('[col-id="id"]', { hasText: new RegExp(`^${sm!.id}$`) }) });
    const notificar = async () => {
      await linha.locator('[col-id="placa"]').click({ button: 'right' });
      await page.getByRole('menu', { name: 'Ações do registro' }).getByRole('menuitem', { name: 'Notificar perda de sinal', exact: true }).click();
      const confirmacao = page.getByRole('alertdialog', { name: 'Notificar perda de sinal' });
      await expect(confirmacao).toContainText(`Enviar aos contatos do cliente o aviso de perda de sinal da SM ${sm!.id}`);
      await confirmacao.getByRole('button', { name: 'Enviar e-mail' }).click();
      await expect(confirmacao).toHaveCount(0);
    };
    await notificar();
    await expect(aviso(page, /Notificação de perda de sinal enviada para \d+ contatos?/)).toBeVisible();
    await page.screenshot({ path: 'test-results/perda-sinal-agendada.png' });
    const enviados = await sql<{ n: number }>("select count(*)::int as n from mensagens_enviadas where canal = 'email' and assunto like $1", [`Perda de sinal — SM ${sm!.id} %`]);
    expect(enviados[0]!.n).toBeGreaterThan(0);
    await notificar();
    await expect(aviso(page, /já foi enviada/)).toBeVisible();
    expect((await sql<{ n: number }>("select count(*)::int as n from mensagens_enviadas where canal = 'email' and assunto like $1", [`Perda de sinal — SM ${sm!.id} %`]))[0]!.n).toBe(enviados[0]!.n);
  } finally {
    await sql('update monitoramentos set pgr_cliente_id = $2, acompanhamento = $3 where id = $1', [sm!.id, sm!.pgr_cliente_id, sm!.acompanhamento === null ? null : JSON.stringify(sm!.acompanhamento)]);
  }
});
