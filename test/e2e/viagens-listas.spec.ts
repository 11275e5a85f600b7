import { aviso, entrar, expect, test } from './fixtures';
import { botao, estadoDa, selecionar, viagemDoCliente } from './viagens.apoio';

/**
 * Trip lists (issue 21, spec 02 §2, §4, §6): what the journey (viagens-jornada.spec.ts) does not
 * walk through: recovering with no row selected, the client user's reduced list (no hidden
 * columns, no right-click menu, lifecycle refused), and shippers sent to their /a/* lists.
 */

test.describe('recuperar sem SM escolhida', () => {
  test('sem linha selecionada, Recuperar viagem pede uma SM', async ({ page }) => {
    await entrar(page, 'OPERADOR');
    await page.goto('/finalizada');
    await botao(page, 'Recuperar viagem').click();
    await expect(aviso(page, 'Você deve selecionar uma SM antes!')).toBeVisible();
  });
});

test.describe('lista do usuário cliente (grupo 8)', () => {
  test('não mostra as colunas ocultas nem o menu de contexto, e recusa finalizar com "permissão negada"', async ({ page }) => {
    const sm = await viagemDoCliente(2);
    await entrar(page, 'CLIENTE');
    await page.goto(`/emviagem?id=${sm.id}`);
    const linha = await selecionar(page, sm.id);
    const coluna = (campo: string) => page.locator(`.ag-header-cell[col-id="${campo}"]`);
    await expect(coluna('placa')).toHaveCount(1);
    for (const campo of ['placa_carreta1', 'nome_fantasia', 'rota', 'observacao', 'previsao_inicio', 'data_cadastro', 'trafegus_id', 'vinculado_tecnologia', 'numero_spy']) {
      await expect(coluna(campo)).toHaveCount(0);
    }
    await linha.locator('[col-id="placa"]').click({ button: 'right' });
    await expect(page.getByRole('menu', { name: 'Ações do registro' })).toHaveCount(0);
    await botao(page, 'Finalizar viagem').click();
    await expect(aviso(page, 'permissão negada')).toBeVisible();
    expect((await estadoDa(sm.id)).status).toBe(2);
  });
});

test.describe('embarcador e gestor vão às listas /a/*', () => {
  for (const [papel, de, para] of [
    ['EMBARCADOR', '/agendada', '/a/agendadas'],
    ['EMBARCADOR', '/emviagem', '/a/emviagem'],
    ['GESTOR', '/finalizada', '/a/finalizadas'],
    ['GESTOR', '/emviagem', '/a/emviagem'],
  ] as const) {
    test(`${papel} em ${de} vai a ${para}`, async ({ page }) => {
      await entrar(page, papel);
      await page.goto(de);
      await expect(page).toHaveURL(new RegExp(`${para}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
