import type { Locator, Page } from '@playwright/test';
import { aviso, entrar, expect, SENHA_DEMO, sql, test, violacoesGraves } from './fixtures';
import { clienteDoCliente, daquiA, motoristaERota, veiculoReprovado } from './viagens.apoio';

/**
 * The new trip form from the keyboard only (issue 21; ARCHITECTURE.md "every screen works from
 * the keyboard"; spec 02 §3, §4): an operator opens /novo_monitoramento from the scheduled list's
 * toolbar, Tab walks every field in the order the window shows them, the look-ups open as one
 * types and choose with the arrows and Enter, the special release is signed and the SM saved with
 * the keys on the buttons. The focus never falls to the page body.
 */

/** The focused element's name: its label, else its own accessible name or text. */
const focado = (page: Page) =>
  page.evaluate(() => {
    const e = document.activeElement as HTMLInputElement | null;
    if (!e || e === document.body) return '(corpo da página)';
    const rotulo = e.labels?.[0]?.textContent ?? e.getAttribute('aria-label') ?? e.textContent ?? e.tagName;
    return rotulo.replace(/\*/g, '').replace(/\s+/g, ' ').trim();
  });

/** The form's enabled controls, named as `focado` names them, in the order they show (top to bottom, left to right). */
const emOrdemVisual = (form: Locator) =>
  form.evaluate((f) => {
    const controles = Array.from(f.querySelectorAll<HTMLElement>('input:not([type=hidden]), select, textarea, button')).filter(
      (e) => !(e as HTMLInputElement).disabled && e.getClientRects().length > 0,
    );
    const nome = (e: HTMLElement) => ((e as HTMLInputElement).labels?.[0]?.textContent ?? e.getAttribute('aria-label') ?? e.textContent ?? e.tagName).replace(/\*/g, '').replace(/\s+/g, ' ').trim();
    return controles
      .map((e) => ({ nome: nome(e), r: e.getBoundingClientRect() }))
      .sort((a, b) => (Math.abs(a.r.top - b.r.top) > 4 ? a.r.top - b.r.top : a.r.left - b.r.left))
      .map((c) => c.nome);
  });

/** Tab (or Shift+Tab) `n` times, naming each stop. */
async function paradas(page: Page, n: number, tecla = 'Tab'): Promise<string[]> {
  const nomes: string[] = [];
  for (let i = 0; i < n; i++) {
    await page.keyboard.press(tecla);
    nomes.push(await focado(page));
  }
  return nomes;
}

/** Types in the focused look-up, waits for its list and takes an option with the arrows and Enter. */
async function escolherComTeclado(page: Page, rotulo: string, busca: string, opcao: string | RegExp) {
  const caixa = page.getByRole('combobox', { name: rotulo, exact: true });
  await expect(caixa).toBeFocused();
  await page.keyboard.type(busca);
  await expect(caixa).toHaveAttribute('aria-expanded', 'true');
  const lista = page.getByRole('listbox', { name: rotulo });
  const alvo = lista.getByRole('option').filter({ hasText: opcao }).first();
  await expect(alvo).toBeVisible({ timeout: 15_000 });
  // ↓ until the wanted option is the active one (the box points at it), then Enter.
  for (let i = 0; i < 50 && (await alvo.getAttribute('aria-selected')) !== 'true'; i++) await page.keyboard.press('ArrowDown');
  await expect(alvo).toHaveAttribute('aria-selected', 'true');
  // Far down a long list, the active option has scrolled into sight.
  await expect(alvo).toBeInViewport();
  await expect(caixa).toHaveAttribute('aria-activedescendant', (await alvo.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(lista).toHaveCount(0);
  await expect(caixa).toHaveAttribute('aria-expanded', 'false');
  await expect(caixa).toBeFocused();
}

/** The scheduled list's 'Adicionar', from the keyboard: the window opens with the client's box focused. */
async function abrirNovaSm(page: Page) {
  await entrar(page, 'OPERADOR');
  await page.goto('/agendada');
  const adicionar = page.getByRole('toolbar', { name: 'Ações da lista' }).getByRole('button', { name: 'Adicionar', exact: true });
  // The toolbar is in the server's page with its buttons disabled until the grid is built.
  await expect(adicionar).toBeEnabled();
  await adicionar.focus();
  await expect(adicionar).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/novo_monitoramento\?voltar=%2Fagendada/);
  const janela = page.getByRole('dialog', { name: 'Nova SM' });
  await expect(janela).toBeVisible();
  await expect(janela.getByRole('combobox', { name: 'Cliente', exact: true })).toBeFocused();
  return { janela, form: janela.getByRole('form', { name: 'Nova SM' }) };
}

test.describe('nova SM pelo teclado', () => {
  test('Tab percorre todos os campos na ordem em que aparecem, e Enter em Salvar sem liberação é recusado', async ({ page }) => {
    const veiculo = await veiculoReprovado();
    const cliente = await clienteDoCliente();
    const { janela, form } = await abrirNovaSm(page);

    await escolherComTeclado(page, 'Cliente', cliente.nome.slice(0, 14), cliente.nome);
    await page.keyboard.press('Tab');
    await expect(janela.getByLabel('PGR do cliente')).toBeFocused();
    await expect(janela.getByLabel('PGR do cliente')).not.toHaveValue('');
    await page.keyboard.press('Tab');
    await escolherComTeclado(page, 'Placa', veiculo.placa.slice(0, 5), veiculo.placa);
    // The failed checklist asks for the release: its fields join the order, under the plate.
    await expect(janela.getByRole('group', { name: 'Liberação especial' })).toBeVisible({ timeout: 15_000 });

    // The window, release included, passes the accessibility scan the other screens pass.
    expect(await violacoesGraves(page, '/novo_monitoramento')).toEqual([]);

    // Every field, as the window shows them (the phones two by two, the dates side by side).
    const ordem = await emOrdemVisual(form);
    expect(ordem).toEqual([
      'Cliente', 'PGR do cliente', 'Placa', 'Usuário do autorizador', 'Senha do autorizador', 'Carreta 1', 'Carreta 2', 'Carreta 3', 'Motorista',
      'Telefone 1 do motorista', 'Telefone 2 do motorista', 'Telefone 3 do motorista', 'Rota', 'Embarcador', 'Tecnologia', 'Tipo de viagem',
      'Previsão de início', 'Previsão de fim', 'Valor do embarque', 'Veículo sem carga', 'Telemonitorado', 'Isca: número', 'Isca: tecnologia',
      'Dados adicionais', 'Cancelar', 'Salvar',
    ]);
    await janela.getByRole('combobox', { name: 'Cliente', exact: true }).focus();
    expect(['Cliente', ...(await paradas(page, ordem.length - 1))]).toEqual(ordem);
    // And back again with Shift+Tab.
    expect([...(await paradas(page, ordem.length - 1, 'Shift+Tab'))].reverse()).toEqual(ordem.slice(0, -1));

    // Enter on 'Salvar' posts the form: the release is still pending, so nothing is saved.
    await janela.getByRole('button', { name: 'Salvar' }).focus();
    await page.keyboard.press('Enter');
    await expect(janela.getByRole('alert').filter({ hasText: 'A SM não foi liberada' })).toBeVisible();
    expect(await sql('select id from monitoramentos where veiculo_id = $1', [veiculo.id])).toHaveLength(0);
    expect(await focado(page)).not.toBe('(corpo da página)');
  });

  test('preenche, libera e salva a SM só com o teclado', async ({ page }) => {
    test.slow();
    const veiculo = await veiculoReprovado();
    const cliente = await clienteDoCliente();
    const { motorista, rota } = await motoristaERota(veiculo.cliente_id);
    const { janela } = await abrirNovaSm(page);
    const tab = () => page.keyboard.press('Tab');

    await escolherComTeclado(page, 'Cliente', cliente.nome.slice(0, 14), cliente.nome);
    await tab(); // PGR do cliente: the client's standard one, chosen already
    await tab();
    await escolherComTeclado(page, 'Placa', veiculo.placa.slice(0, 5), veiculo.placa);
    await expect(janela.getByRole('group', { name: 'Liberação especial' })).toBeVisible({ timeout: 15_000 });

    // The release: Tab into its fields, Enter on its button. The operator may not sign it; the
    // refusal leaves the focus where the user can try again.
    const liberacao = janela.getByRole('group', { name: 'Liberação especial' });
    await tab();
    await expect(liberacao.getByLabel('Usuário do autorizador')).toBeFocused();
    await page.keyboard.type('OPERADOR');
    await tab();
    await page.keyboard.type(SENHA_DEMO);
    await tab();
    await expect(liberacao.getByRole('button', { name: 'Liberar SM' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(liberacao.getByRole('alert')).toHaveText('Usuário sem permissão para liberar a SM', { timeout: 15_000 });
    expect(await focado(page)).not.toBe('(corpo da página)');
    // Signed by the supervisor.
    await liberacao.getByLabel('Usuário do autorizador').focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('SUPERVISOR');
    await tab();
    await page.keyboard.type(SENHA_DEMO);
    await tab();
    await page.keyboard.press('Enter');
    await expect(janela.getByText('Liberação especial autorizada para esta SM.')).toBeVisible({ timeout: 15_000 });
    // The release's fields are gone: the focus is not lost with them, and Tab goes on to the trailers.
    expect(await focado(page)).not.toBe('(corpo da página)');
    await tab();
    await expect(janela.getByRole('combobox', { name: 'Carreta 1', exact: true })).toBeFocused();

    await tab(); // Carreta 2
    await tab(); // Carreta 3
    await tab();
    await escolherComTeclado(page, 'Motorista', motorista.nome.slice(0, 6), motorista.nome);
    await expect(janela.getByLabel('Telefone 1 do motorista')).not.toHaveValue('');
    await tab(); // Telefone 1
    await tab(); // Telefone 2
    await tab(); // Telefone 3
    await tab();
    await escolherComTeclado(page, 'Rota', 'JUNDIAÍ x CURITIBA', rota.descricao);
    await tab(); // Embarcador
    await tab();
    await expect(janela.getByLabel('Tecnologia', { exact: true })).toBeFocused();
    await tab();
    const tipo = janela.getByLabel('Tipo de viagem');
    await expect(tipo).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(tipo).toHaveValue('1');
    await tab();
    await page.keyboard.type(daquiA(30).replace(/\D/g, ''));
    await expect(janela.getByLabel(/^Previsão de início/)).toHaveValue(daquiA(30));
    await tab(); // Previsão de fim: left empty for now
    await tab();
    await page.keyboard.type('1234500');
    await expect(janela.getByLabel('Valor do embarque', { exact: true })).toHaveValue('R$ 12.345,00');
    // Space ticks a box; 'Veículo sem carga' empties and disables the value, and unticked gives it back.
    await tab();
    const valor = janela.getByLabel('Valor do embarque', { exact: true });
    await expect(janela.getByLabel('Veículo sem carga')).toBeFocused();
    await page.keyboard.press(' ');
    await expect(janela.getByLabel('Veículo sem carga')).toBeChecked();
    await expect(valor).toBeDisabled();
    await expect(valor).toHaveValue('');
    await page.keyboard.press(' ');
    await expect(valor).toBeEnabled();
    await expect(valor).toHaveValue('R$ 12.345,00');
    await tab(); // Telemonitorado
    await tab();
    await page.keyboard.type('ISCA-77');
    await tab();
    await page.keyboard.type('SPYTRACK');
    await tab();
    await page.keyboard.type('Carga de eletrônicos; escolta até a divisa.');
    await tab();
    await expect(janela.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await tab();
    const salvar = janela.getByRole('button', { name: 'Salvar' });
    await expect(salvar).toBeFocused();

    // Space on 'Salvar': without the end date the save is refused, with the spec's message on top
    // and by the field; the focus stays on the button and what was typed stays in the form.
    await page.keyboard.press(' ');
    await expect(janela.locator('.viagem-alertas')).toHaveText('Previsão de inicio, ou fim de viagem, inválida');
    const fim = janela.getByLabel(/^Previsão de fim/);
    await expect(fim).toHaveAttribute('aria-invalid', 'true');
    await expect(salvar).toBeFocused();
    expect(await sql('select id from monitoramentos where veiculo_id = $1', [veiculo.id])).toHaveLength(0);
    await expect(janela.getByRole('combobox', { name: 'Rota', exact: true })).toHaveValue(rota.descricao);
    await expect(janela.getByLabel('Dados adicionais')).toHaveValue('Carga de eletrônicos; escolta até a divisa.');
    // Back to the end date with Shift+Tab, and forward to 'Salvar' again.
    expect(await paradas(page, 8, 'Shift+Tab')).toEqual([
      'Cancelar', 'Dados adicionais', 'Isca: tecnologia', 'Isca: número', 'Telemonitorado', 'Veículo sem carga', 'Valor do embarque', 'Previsão de fim',
    ]);
    await page.keyboard.type(daquiA(24 * 60).replace(/\D/g, ''));
    await expect(fim).not.toHaveAttribute('aria-invalid', 'true');
    await paradas(page, 8);
    await expect(salvar).toBeFocused();
    await page.keyboard.press(' ');

    await expect(aviso(page, 'SM cadastrada com sucesso')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/agendada/);
    const [sm] = await sql<Record<string, unknown>>(
      `select status, cliente_id, funcionario_id, rota_id, tipo_viagem_id, valor_embarque, veiculo_sem_carga, numero_spy, tecnologia_spy, dados_adicionais,
              liberacao, usuario_liberacao, username_add
       from monitoramentos where veiculo_id = $1`,
      [veiculo.id],
    );
    expect(sm).toEqual({
      status: 1,
      cliente_id: veiculo.cliente_id,
      funcionario_id: motorista.id,
      rota_id: rota.id,
      tipo_viagem_id: 1,
      valor_embarque: '12345.00',
      veiculo_sem_carga: false,
      numero_spy: 'ISCA-77',
      tecnologia_spy: 'SPYTRACK',
      dados_adicionais: 'Carga de eletrônicos; escolta até a divisa.',
      liberacao: true,
      usuario_liberacao: 'SUPERVISOR',
      username_add: 'OPERADOR',
    });
  });
});
