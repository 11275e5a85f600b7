import ExcelJS from 'exceljs';
import { expect, linhas, semViolacoesGraves, test, sql } from './fixtures';

/**
 * Registration reports (issue 13), end to end: an administrator fills /relatorios/filtro (a
 * client, every parameter, a date interval, Excel), sees the registration items on /relatorios,
 * exports the Excel in the background, downloads it and reads it back: 18 columns, the laudo as
 * exported and the due date masked outside ACORDO/RETIFICADO.
 */

/** A client of its own with three registrations (four items), so parallel journeys never share rows. */
async function clienteComRegistros(): Promise<{ nome: string; protocolos: string[] }> {
  const sufixo = `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;
  const nome = `TRANSPORTES RELATORIO E2E ${sufixo}`;
  const [c] = await sql<{ id: number }>(`insert into clientes (nome, razao_social, tipo) values ($1, $1, 'TRANSPORTADOR') returning id`, [nome]);
  const protocolos: string[] = [];
  const registro = async (criterio: string, politica: number, diasAtras: number, itens: Array<[string, string | null, string | null, string, string, boolean, string]>) => {
    const protocolo = `E2E${sufixo}${protocolos.length + 1}`;
    protocolos.push(protocolo);
    const [r] = await sql<{ id: number }>(
      `insert into registros (cliente_id, usuario, politica, criterio, status, protocolo, validade, hash, fonte, finalidade, base_legal, data_cadastro)
       values ($1, 'ADMIN', $2, $3, 'ACORDO', $4::text, now() + interval '90 days', md5($4::text), 'GR CONSULTING', 'Gerenciamento de risco', 'LEGITIMO_INTERESSE', now() - make_interval(days => $5))
       returning id`, [c!.id, politica, criterio, protocolo, diasAtras]);
    for (const [k, [tipo, documento, placa, nomeItem, laudo, bloqueado, vencimento]] of itens.entries()) {
      await sql(
        `insert into registros_itens (registro_id, hash, tipo_registro, documento, placa, nome, politica, laudo, bloqueado, data_vencimento, ordem)
         values ($1, md5($2::text), $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [r!.id, `${protocolo}-${k}`, tipo, documento, placa, nomeItem, politica, laudo, bloqueado, vencimento, k]);
    }
  };
  await registro('FROTA', 2, 0, [
    ['MOTORISTA', '52998224725', null, 'JOÃO DA SILVA', 'ACORDO', false, '2027-06-30T15:00:00Z'],
    ['VEICULO', null, 'RLT1A23', 'SCANIA R450', 'REQUER ATENÇÃO', true, '2027-01-15T15:00:00Z'],
  ]);
  await registro('AUTONOMO', 1, 3, [['MOTORISTA', '11144477735', null, 'MARIA SOUZA', 'RETIFICADO', false, '2027-03-10T15:00:00Z']]);
  await registro('VEICULO', 7, 40, [['VEICULO', null, 'RLT2B34', 'VOLVO FH', 'ACORDO', false, '2027-02-20T15:00:00Z']]);
  return { nome, protocolos };
}

const hoje = () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());

test.describe('relatórios de cadastro e consulta', () => {
  test('filtro → resultados → Excel em segundo plano → download lido de volta', async ({ logado: page }) => {
    test.setTimeout(120_000);
    const { nome, protocolos } = await clienteComRegistros();

    await page.goto('/relatorios/filtro');
    await expect(page.getByRole('heading', { name: 'Relatórios' })).toBeVisible();
    const cliente = page.getByRole('combobox', { name: 'Cliente' });
    await cliente.fill(nome.slice(0, 30));
    await page.getByRole('option', { name: new RegExp(nome) }).click();
    await page.getByLabel('Todos os parâmetros').check();
    await page.getByLabel('Período').selectOption('SELECIONAR_INTERVALO_DATA');
    // An interval missing is refused next to its field.
    await page.getByRole('button', { name: 'Gerar relatório' }).click();
    await expect(page.getByText('Informe o intervalo de datas')).toBeVisible();
    await page.getByLabel('Data inicial').fill('01012020');
    await expect(page.getByLabel('Data inicial')).toHaveValue('01/01/2020');
    await page.getByLabel('Data final').fill(hoje());
    await page.getByLabel('Excel').check();
    await semViolacoesGraves(page, '/relatorios/filtro');
    await page.getByRole('button', { name: 'Gerar relatório' }).click();

    await expect(page).toHaveURL(/\/relatorios\?/);
    await expect(page.getByLabel('Filtro do relatório')).toContainText(nome);
    await expect(page.getByLabel('Filtro do relatório')).toContainText('Todos os parâmetros');
    await expect(linhas(page)).toHaveCount(4);
    const veiculo = linhas(page).filter({ hasText: 'RLT1A23' });
    await expect(veiculo).toContainText('DESACORDO');
    await expect(veiculo).toContainText('**/**/****');
    await expect(linhas(page).filter({ hasText: 'JOÃO DA SILVA' })).toContainText('30/06/2027');
    await semViolacoesGraves(page, '/relatorios');

    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    const baixar = page.getByRole('link', { name: /Baixar Excel/ });
    await expect(baixar).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/Relatório pronto \(4 linhas\)/)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), baixar.click()]);
    expect(download.suggestedFilename()).toMatch(/^relatorio-cadastro-\d{4}-\d{2}-\d{2}-\d{2}h\d{2}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await download.path())!);
    const ws = wb.worksheets[0]!;
    const cabecalho = (ws.getRow(1).values as unknown[]).slice(1);
    expect(cabecalho).toHaveLength(18);
    expect(cabecalho).toEqual([
      'Protocolo', 'Cliente', 'CNPJ do cliente', 'Critério', 'Tipo', 'Documento', 'Nome', 'Placa', 'Laudo', 'Bloqueado', 'Motivo', 'Data do registro',
      'Validade do relatório', 'Vencimento', 'Usuário', 'Fonte', 'Status do registro', 'Observação',
    ]);
    const linhasXlsx = Array.from({ length: ws.rowCount - 1 }, (_, i) => Object.fromEntries(cabecalho.map((c, k) => [c, ws.getRow(i + 2).getCell(k + 1).value])));
    expect(linhasXlsx.map((l) => l.Protocolo).sort()).toEqual([protocolos[0], protocolos[0], protocolos[1], protocolos[2]].sort());
    expect(linhasXlsx.find((l) => l.Placa === 'RLT1A23')).toMatchObject({ Laudo: 'DESACORDO', Vencimento: '**/**/****', Bloqueado: 'SIM', Cliente: nome });
    expect(linhasXlsx.find((l) => l.Nome === 'MARIA SOUZA')).toMatchObject({ Laudo: 'RETIFICADO', Vencimento: '10/03/2027', Critério: 'AUTONOMO' });
  });

  test.describe('usuário de cliente', () => {
    test.use({ papel: 'CLIENTE' });
    test('o próprio cliente vem fixo no filtro e só os registros dele aparecem', async ({ logado: page }) => {
      const [{ cliente }] = await sql<{ cliente: string }>(`select c.razao_social as cliente from usuarios u join clientes c on c.id = u.cliente_id where u.username = 'CLIENTE'`);
      await page.goto('/relatorios/filtro');
      await expect(page.getByLabel('Cliente')).toHaveValue(cliente);
      await expect(page.getByLabel('Todos os clientes')).toHaveCount(0);
      await page.getByLabel('Todos os parâmetros').check();
      await page.getByLabel('Período').selectOption('ANO_ATUAL');
      await page.getByLabel('PDF').check();
      await page.getByRole('button', { name: 'Gerar relatório' }).click();
      await expect(page).toHaveURL(/\/relatorios\?/);
      await expect(page.getByLabel('Filtro do relatório')).toContainText(cliente);
      // The format chosen comes first.
      await expect(page.getByRole('group', { name: 'Exportar o relatório' }).getByRole('button').first()).toHaveText('Exportar PDF');
    });
  });
});
