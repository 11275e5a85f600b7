import type { Page } from '@playwright/test';
import { aviso, entrar, expect, linhas, semViolacoesGraves, test } from './fixtures';
import { textoDoPdf } from './pdf-texto';
import { novaPlaca, novoCnpj, novoCpf } from './cadastros.apoio';

/**
 * Registration and consultation (issue 13), end to end: staff make a joint search (policy 2,
 * FROTA) with two vehicles and an extra owner through /novo, find it in /cadastro_consulta, open
 * its item analysis, reprove and then approve an item (the registration becomes RETIFICADO),
 * attach a PNG and read the protocol PDF back as text. Bad input: an invalid owner CPF. A client
 * user has no 'Remover protocolo'. Plus an accessibility scan of the screens.
 */

// Fresh documents and plates (cadastros.apoio.ts), so a rerun on the same database never meets a search still valid.
const cpf = novoCpf;
const cnpj = novoCnpj;
const placa = novaPlaca;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The wizard's step on screen (the others are hidden fieldsets). */
const passoAtual = (page: Page) => page.locator('fieldset.secao:visible');

async function escolherCliente(page: Page, termo = 'RODOVALE'): Promise<void> {
  await page.getByRole('combobox', { name: /^Cliente/ }).fill(termo);
  await page.getByRole('listbox', { name: 'Cliente' }).getByRole('option').first().click();
}

async function proximo(page: Page, titulo: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.locator('.passos-cadastro [aria-current="step"]')).toHaveText(titulo);
}

test.describe('cadastro e consulta', () => {
  test.describe('equipe', () => {
    test.use({ papel: 'ADMIN' });

    test('pesquisa conjunta FROTA com dois veículos e um proprietário, análise, anexo e protocolo em PDF', async ({ logado: page }) => {
      test.setTimeout(150_000);
      const docs = { motorista: cpf(), placa1: placa(), dono1: cpf(), placa2: placa(), dono2: cnpj(), extra: cpf() };

      // /novo: client, policy 2 (FROTA), joint search with one more vehicle and one more owner.
      await page.goto('/novo');
      await escolherCliente(page);
      await page.getByLabel(/^Política/).selectOption('2');
      await page.getByLabel('Pesquisa conjunta').check();
      await page.getByRole('button', { name: 'Adicionar veículo' }).click();
      await page.getByRole('button', { name: 'Adicionar proprietário' }).click();
      await expect(page.locator('.passos-cadastro .passo:not([hidden])')).toHaveCount(5);
      await expect(page.getByLabel(/^Finalidade/)).toHaveValue('Análise de perfil de risco exigida pela apólice de seguro da carga');

      await proximo(page, /Motorista/);
      await passoAtual(page).getByLabel(/^CPF/).fill(docs.motorista);
      await expect(passoAtual(page).getByLabel(/^CPF/)).toHaveValue(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
      await passoAtual(page).getByLabel(/^Nome/).fill('MOTORISTA DO TESTE E2E');
      await passoAtual(page).getByLabel(/^Telefone 1/).fill('11987654321');
      await expect(passoAtual(page).getByLabel(/^Telefone 1/)).toHaveValue('(11)98765-4321');

      await proximo(page, /Veículo e proprietário/);
      await passoAtual(page).getByLabel(/^Placa/).fill(docs.placa1);
      await passoAtual(page).getByLabel(/^CPF do proprietário/).fill(docs.dono1);

      await proximo(page, /Veículo adicional 1/);
      await passoAtual(page).getByLabel(/^Placa/).fill(docs.placa2);
      await passoAtual(page).getByLabel(/^Tipo do proprietário/).selectOption('PJ');
      await passoAtual(page).getByLabel(/^CNPJ do proprietário/).fill(docs.dono2);

      await proximo(page, /Proprietário adicional 1/);
      await passoAtual(page).getByLabel(/^CPF do proprietário/).fill(docs.extra);
      await passoAtual(page).getByLabel(/^Nome/).fill('PROPRIETÁRIO ADICIONAL');
      await passoAtual(page).getByLabel(/^Data de nascimento/).fill('01021980');

      await page.getByRole('button', { name: 'Enviar consulta' }).click();
      // A search of these documents still valid would ask first (fresh documents: normally not).
      const sim = page.getByRole('alertdialog').getByRole('button', { name: 'Sim' });
      if (await sim.isVisible().catch(() => false)) await sim.click();
      await expect(page).toHaveURL(/\/cadastro_consulta$/);
      await expect(aviso(page, 'Registrado com sucesso')).toBeVisible();

      // The grid finds it by the plate.
      const busca = page.getByRole('form', { name: 'Buscar por documento ou placa' });
      await busca.getByLabel('Placa').fill(docs.placa1);
      await busca.getByRole('button', { name: 'Buscar' }).click();
      await expect(page).toHaveURL(new RegExp(`placa=${docs.placa1}`));
      await expect(linhas(page)).toHaveCount(1);
      const protocolo = (await linhas(page).first().locator('[col-id="protocolo"]').innerText()).trim();
      expect(protocolo).toMatch(/^CC\d{14}$/);
      await linhas(page).first().locator('[col-id="cliente"]').dblclick();
      await expect(page).toHaveURL(/\/detalhes\/\d+\/[\w-]+/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Consulta ${protocolo}`);
      // Driver, two vehicles and the extra owner, at least (owners of the vehicles may be items too).
      expect(await page.locator('article.item-registro').count()).toBeGreaterThanOrEqual(4);

      // Reprove, then approve the first item: the registration becomes RETIFICADO.
      const item = page.locator('article.item-registro').first();
      await item.getByLabel('Observação da análise').fill('Pendência documental encontrada');
      await item.getByRole('button', { name: 'Reprovar' }).click();
      await expect(aviso(page, 'REGISTRO ATUALIZADO COM SUCESSO')).toBeVisible();
      await expect(item.locator('tbody tr').filter({ hasText: 'Pendência documental encontrada' })).toContainText('REPROVADO');
      await item.getByLabel('Observação da análise').fill('Pendência resolvida com documento');
      await item.getByRole('button', { name: 'Aprovar' }).click();
      await expect(item.locator('tbody tr').filter({ hasText: 'Pendência resolvida com documento' }).locator('td').last()).toHaveText('APROVADO');
      await expect(page.locator('.dados-checklist').first().locator('div', { hasText: /^Status/ }).locator('dd')).toHaveText('RETIFICADO');

      // A PNG attachment shows as a thumbnail; a text file is refused in the browser.
      const arquivo = item.locator('input[type="file"]');
      await arquivo.setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('texto') });
      await expect(item.getByText('Envie uma imagem PNG ou JPEG, ou um arquivo PDF.')).toBeVisible();
      await arquivo.setInputFiles({ name: 'documento-e2e.png', mimeType: 'image/png', buffer: PNG });
      await item.getByRole('button', { name: 'Enviar anexo' }).click();
      await expect(item.getByRole('img', { name: 'Anexo documento-e2e.png' })).toBeVisible();

      // The protocol PDF, fetched with the page's session and read back as text.
      const pdf = page.getByRole('link', { name: 'Protocolo em PDF' });
      await expect(pdf).toHaveAttribute('target', '_blank');
      const resposta = await page.request.get((await pdf.getAttribute('href'))!);
      expect(resposta.status()).toBe(200);
      expect(resposta.headers()['content-type']).toContain('application/pdf');
      expect(textoDoPdf(await resposta.body())).toContain(protocolo);

      await semViolacoesGraves(page, '/detalhes');
    });

    test('documento do proprietário inválido não é enviado', async ({ logado: page }) => {
      await page.goto('/novo');
      await escolherCliente(page);
      await page.getByLabel(/^Política/).selectOption('7');
      await proximo(page, /Veículo e proprietário/);
      await passoAtual(page).getByLabel(/^Placa/).fill(placa());
      await passoAtual(page).getByLabel(/^CPF do proprietário/).fill('11111111111');
      // Policy 7 (vehicle) has no driver step: the vehicle is the last step and is sent from there.
      await page.getByRole('button', { name: 'Enviar consulta' }).click();
      await expect(passoAtual(page).getByText('CPF DO PROPRIETÁRIO INVÁLIDO')).toBeVisible();
      await expect(page.locator('.passos-cadastro [aria-current="step"]')).toHaveText(/Veículo e proprietário/);
      await expect(page).toHaveURL(/\/novo$/);
      // A PJ owner is checked as a CNPJ.
      await passoAtual(page).getByLabel(/^Tipo do proprietário/).selectOption('PJ');
      await passoAtual(page).getByLabel(/^CNPJ do proprietário/).fill('11111111111111');
      await page.getByRole('button', { name: 'Enviar consulta' }).click();
      await expect(passoAtual(page).getByText('CNPJ DO PROPRIETÁRIO INVÁLIDO')).toBeVisible();
    });

    test('a equipe (grupos 3 e 4) vê Remover protocolo', async ({ logado: page }) => {
      await page.goto('/cadastro_consulta');
      await expect(page.getByRole('button', { name: 'Nova consulta' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Remover protocolo' })).toBeVisible();
    });

    test('acessibilidade das telas de cadastro e consulta', async ({ logado: page }) => {
      test.slow();
      for (const url of ['/cadastro_consulta', '/novo', '/protocolo/novo']) {
        await page.goto(url);
        await semViolacoesGraves(page, url);
      }
    });
  });

  test('o usuário do cliente não vê Remover protocolo', async ({ page }) => {
    await entrar(page, 'CLIENTE');
    await page.goto('/cadastro_consulta');
    await expect(page.getByRole('button', { name: 'Nova consulta' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remover protocolo' })).toHaveCount(0);
    if ((await linhas(page).count()) > 0) {
      await linhas(page).first().locator('[col-id="cliente"]').click({ button: 'right' });
      await expect(page.getByRole('menu')).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Remover protocolo' })).toHaveCount(0);
    }
  });
});
