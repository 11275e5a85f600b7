import pg from 'pg';
import { aviso, entrar, expect, test } from './fixtures';

/** The fake position screen (spec 02 §2, §6): user id 1 sends chosen peripheral states; others go to /. */
test.describe('posição falsa', () => {
  test('ADMIN (usuário 1) abre pelo terminal, marca o pânico e envia; a última leitura do veículo mostra a violação', async ({ page }) => {
    const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
    const { rows } = await db.query<{ id: number; placa: string; terminal: string }>(
      'select min(id) as id, min(placa) as placa, terminal from veiculos where terminal is not null group by terminal having count(*) = 1 order by terminal desc limit 1',
    );
    await db.end();
    const v = rows[0]!;
    await entrar(page, 'ADMIN');
    await page.goto(`/posicao_falsa?terminal_id=${v.terminal}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Posição falsa' })).toBeVisible();
    await expect(page.getByLabel('Placa')).toHaveValue(v.placa);
    await page.getByLabel('Latitude').fill('-23,55');
    await page.getByLabel('Longitude').fill('-46.63');
    await page.getByLabel('Botão de pânico').check();
    await page.getByLabel('Ignição').check();
    await page.getByRole('button', { name: 'Enviar posição' }).click();
    await expect(aviso(page, 'Posição falsa enviada')).toBeVisible();
    const db2 = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db2.connect();
    const leituras = await db2.query('select periferico_id, valor from ultimas_leituras where veiculo_id = $1 and valor = 1 order by periferico_id', [v.id]);
    const ultima = await db2.query('select latitude, longitude from ultimas_posicoes where veiculo_id = $1', [v.id]);
    await db2.end();
    expect(leituras.rows).toEqual([{ periferico_id: 6, valor: 1 }, { periferico_id: 11, valor: 1 }]);
    expect(ultima.rows).toEqual([{ latitude: -23.55, longitude: -46.63 }]);
    await page.getByLabel('Latitude').fill('95');
    await page.getByRole('button', { name: 'Enviar posição' }).click();
    await expect(page.getByText('deve estar entre -90 e 90')).toBeVisible();
  });

  test('outro usuário vai para a página inicial', async ({ page }) => {
    await entrar(page, 'SUPERVISOR');
    await page.goto('/posicao_falsa');
    await expect(page).toHaveURL(/:\d+\/$/); // '/' is the dashboard (spec 01 §2.1)
    await expect(page.getByRole('heading', { level: 1, name: 'Posição falsa' })).toHaveCount(0);
  });
});
