import type { Page } from '@playwright/test';
import { aviso, entrar, expect, linhas, SENHA_DEMO, sql, test } from './fixtures';
import { textoDoPdf } from './pdf-texto';
import { botao, daquiA, escolher, estadoDa, linhaDa, motoristaERota, selecionar, veiculoReprovado } from './viagens.apoio';

/**
 * Issue 21, one trip from request to PDF through the browser, as its users do it (spec 02 §2, §4,
 * §6, §8): the client user (group 8) requests an SM whose vehicle failed its checklist, so an
 * authoriser's username and password release it (autenticacao_liberacao); the operator starts it
 * on /agendada, sets its situation with the function keys on /emviagem, records an occurrence in
 * its occurrence window, opens its communication page from the right-click menu, finishes it
 * through the distance warning, finds it among the finished trips, recovers it and opens its PDF.
 * Every step is checked in the server's rows, not only in the notices.
 */

/** F1–F12 → situation ids (spec 02 §4). */
const TECLAS: ReadonlyArray<readonly [string, number]> = [
  ['F1', 1], ['F2', 4], ['F3', 9], ['F4', 1], ['F5', 6], ['F6', 7], ['F7', 11], ['F8', 10], ['F9', 8], ['F10', 5], ['F11', 3], ['F12', 12],
];

/** Filters a trip list by plate from its header, as a user does, and waits for the one row. */
async function filtrarPorPlaca(page: Page, placa: string, id: number) {
  const filtro = page.getByRole('textbox', { name: 'Filtrar por Placa' });
  await filtro.fill(placa);
  await filtro.press('Enter');
  await expect(page).toHaveURL(new RegExp(`placa=${placa}`));
  await expect(linhas(page)).toHaveCount(1);
  await expect(linhaDa(page, id)).toBeVisible();
}

/** The side menu's link of a trip list. */
async function irPeloMenu(page: Page, lista: string, titulo: string) {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  const link = menu.getByRole('link', { name: lista, exact: true });
  if (!(await link.isVisible())) await menu.getByText('Monitoramento', { exact: true }).click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titulo);
}

const viagemNoBanco = async (id: number) =>
  (
    await sql<{
      status: number;
      situacao_viagem_id: number | null;
      liberacao: boolean;
      usuario_liberacao: string | null;
      username_add: string;
      username_add_status: string | null;
      data_inicio: Date | null;
      data_fim: Date | null;
      fim_distancia_km: string | null;
      valor_embarque: string;
      rota_id: number;
      funcionario_id: number;
    }>(
      `select status, situacao_viagem_id, liberacao, usuario_liberacao, username_add, username_add_status, data_inicio, data_fim, fim_distancia_km,
              valor_embarque, rota_id, funcionario_id
       from monitoramentos where id = $1`,
      [id],
    )
  )[0]!;

test('jornada da SM: o cliente pede, um autorizador libera, o operador inicia, muda a situação, registra ocorrência, fala com o motorista, finaliza, recupera e abre o PDF', async ({
  page: cliente,
  browser,
}) => {
  // About 30 s alone; three minutes leave room for a loaded machine.
  test.setTimeout(180_000);
  const veiculo = await veiculoReprovado();
  const { motorista, rota } = await motoristaERota(veiculo.cliente_id);
  const ocorrencia = `Motorista avisou parada para descanso (${veiculo.placa})`;
  const situacoes = new Map((await sql<{ id: number; descricao: string }>('select id, descricao from situacoes_viagem')).map((s) => [s.id, s.descricao]));

  // ── The client user requests the SM on its own page (group 8: its client fixed, no technology).
  await entrar(cliente, 'CLIENTE');
  await cliente.goto('/novo_monitoramento');
  await expect(cliente.getByRole('heading', { name: 'Nova SM', level: 1 })).toBeVisible();
  await expect(cliente.getByRole('dialog')).toHaveCount(0);
  await expect(cliente.getByLabel('Tecnologia', { exact: true })).toBeDisabled();

  let id = 0;
  await test.step('o cliente preenche a SM; o checklist reprovado pede liberação especial', async () => {
    await escolher(cliente, 'Placa', veiculo.placa.slice(0, 5), veiculo.placa);
    await expect(cliente.locator('.viagem-caixa-erro')).toContainText('Veículo sem checklist aprovado e válido', { timeout: 15_000 });
    await expect(cliente.getByRole('group', { name: 'Liberação especial' })).toBeVisible();
    await escolher(cliente, 'Motorista', motorista.nome.slice(0, 6), motorista.nome);
    await expect(cliente.getByLabel('Telefone 1 do motorista')).not.toHaveValue('');
    await escolher(cliente, 'Rota', 'JUNDIAÍ x CURITIBA', rota.descricao);
    await cliente.getByLabel('Tipo de viagem').selectOption('1');
    await cliente.getByLabel(/^Previsão de início/).pressSequentially(daquiA(30).replace(/\D/g, ''));
    await cliente.getByLabel(/^Previsão de fim/).pressSequentially(daquiA(24 * 60).replace(/\D/g, ''));
    await cliente.getByLabel('Valor do embarque', { exact: true }).pressSequentially('500000');
    await expect(cliente.getByLabel('Valor do embarque', { exact: true })).toHaveValue('R$ 5.000,00');

    // Saving before the release is refused on the spot, and nothing reaches the server.
    await cliente.getByRole('button', { name: 'Salvar' }).click();
    await expect(cliente.locator('.viagem-alertas')).toContainText('A SM não foi liberada');
    expect(await sql('select id from monitoramentos where veiculo_id = $1', [veiculo.id])).toHaveLength(0);
  });

  await test.step('o operador não pode liberar; o supervisor libera com usuário e senha', async () => {
    const liberacao = cliente.getByRole('group', { name: 'Liberação especial' });
    await liberacao.getByLabel('Usuário do autorizador').fill('OPERADOR');
    await liberacao.getByLabel('Senha do autorizador').fill(SENHA_DEMO);
    await liberacao.getByRole('button', { name: 'Liberar SM' }).click();
    await expect(liberacao.getByRole('alert')).toHaveText('Usuário sem permissão para liberar a SM', { timeout: 15_000 });
    expect(await sql('select 1 from liberacoes_viagem where veiculo_id = $1', [veiculo.id])).toHaveLength(0);

    await liberacao.getByLabel('Usuário do autorizador').fill('SUPERVISOR');
    await liberacao.getByLabel('Senha do autorizador').fill(SENHA_DEMO);
    await liberacao.getByRole('button', { name: 'Liberar SM' }).click();
    await expect(cliente.getByText('Liberação especial autorizada para esta SM.')).toBeVisible({ timeout: 15_000 });
    await expect(aviso(cliente, 'SM liberada por SUPERVISOR')).toBeVisible();
    // One token, for this client and vehicle, signed by the supervisor at the client user's request, not used yet.
    expect(await sql('select usuario_liberacao, usuario_logado, cliente_id, usada_em from liberacoes_viagem where veiculo_id = $1', [veiculo.id])).toEqual([
      { usuario_liberacao: 'SUPERVISOR', usuario_logado: 'CLIENTE', cliente_id: veiculo.cliente_id, usada_em: null },
    ]);
  });

  await test.step('o cliente salva e vê a SM nas agendadas', async () => {
    await cliente.getByRole('button', { name: 'Salvar' }).click();
    await expect(cliente).toHaveURL(/\/agendada/, { timeout: 30_000 });
    const [linha] = await sql<{ id: number }>('select id from monitoramentos where veiculo_id = $1', [veiculo.id]);
    id = linha!.id;
    expect(await viagemNoBanco(id)).toMatchObject({
      status: 1,
      liberacao: true,
      usuario_liberacao: 'SUPERVISOR',
      username_add: 'CLIENTE',
      valor_embarque: '5000.00',
      rota_id: rota.id,
      funcionario_id: motorista.id,
    });
    // The token was spent on this SM and the release is on record for it.
    expect(await sql('select usada_em is not null as usada from liberacoes_viagem where veiculo_id = $1', [veiculo.id])).toEqual([{ usada: true }]);
    expect(await sql("select usuario_liberacao, usuario_logado, placa from liberacoes where tipo = 'VIAGEM' and solicitacao_monitoramento_id = $1", [id])).toEqual([
      { usuario_liberacao: 'SUPERVISOR', usuario_logado: 'CLIENTE', placa: veiculo.placa },
    ]);
    await expect(linhaDa(cliente, id)).toBeVisible({ timeout: 15_000 });
    await expect(linhaDa(cliente, id)).toContainText(veiculo.placa);
  });

  // ── The operator's desk, in a browser of its own.
  const mesa = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const operador = await mesa.newPage();
  await entrar(operador, 'OPERADOR');

  await test.step('o operador inicia a SM nas agendadas', async () => {
    await irPeloMenu(operador, 'Agendadas', 'SM agendadas');
    await filtrarPorPlaca(operador, veiculo.placa, id);
    await selecionar(operador, id);
    await botao(operador, 'Iniciar').click();
    const iniciar = operador.getByRole('dialog', { name: `Iniciar viagem: SM ${id}` });
    await expect(iniciar).toBeVisible();
    await iniciar.getByRole('button', { name: 'Iniciar viagem' }).click();
    await expect(aviso(operador, `SM iniciada com sucesso! placa: ${veiculo.placa}`)).toBeVisible();
    await expect(iniciar).toHaveCount(0);
    const v = await viagemNoBanco(id);
    expect(v).toMatchObject({ status: 2, username_add_status: 'OPERADOR' });
    expect(v.data_inicio).not.toBeNull();
    // Gone from the scheduled list it was filtered in.
    await expect(linhaDa(operador, id)).toHaveCount(0);
  });

  await test.step('nas em viagem, F1 a F12 mudam a situação da linha', async () => {
    await irPeloMenu(operador, 'Em viagem', 'SM em viagem');
    await filtrarPorPlaca(operador, veiculo.placa, id);
    const seletor = linhaDa(operador, id).getByRole('combobox', { name: `Situação da SM ${id}` });
    for (const [tecla, situacao] of TECLAS) {
      await selecionar(operador, id);
      if (!situacoes.has(situacao)) {
        // A key whose situation is not registered says so, and changes nothing.
        const antes = (await estadoDa(id)).situacao_viagem_id;
        await operador.keyboard.press(tecla);
        await expect(aviso(operador, `${tecla}: nenhuma situação cadastrada`)).toBeVisible();
        expect((await estadoDa(id)).situacao_viagem_id).toBe(antes);
        continue;
      }
      await operador.keyboard.press(tecla);
      await expect.poll(async () => (await estadoDa(id)).situacao_viagem_id, { message: tecla }).toBe(situacao);
      // The selector shows 2 (PARADO) for an in-transit trip still at 1 (spec 02 §4).
      await expect(seletor, tecla).toHaveValue(String(situacao === 1 ? 2 : situacao));
      // 'situação HH:mm DD-MM' on the clipboard, for the operator's report.
      const copiado = await operador.evaluate(() => navigator.clipboard.readText());
      expect(copiado, tecla).toMatch(new RegExp(`^${situacoes.get(situacao)} \\d{2}:\\d{2} \\d{2}-\\d{2}$`));
    }
  });

  await test.step('o operador registra uma ocorrência na janela de ocorrências (duplo clique)', async () => {
    await linhaDa(operador, id).locator('[col-id="placa"]').dblclick();
    const janela = operador.getByRole('dialog', { name: new RegExp(`^Ocorrências da SM ${id}`) });
    await expect(janela).toBeVisible();
    await janela.getByRole('button', { name: 'Registrar ocorrência' }).click();
    await expect(janela.getByText('A Ocorrencia não foi selecionada!').first()).toBeVisible();
    await janela.getByLabel('Ocorrência', { exact: true }).selectOption({ label: '101 - PARADA NÃO PROGRAMADA' });
    await janela.getByLabel('Descrição').fill(ocorrencia);
    await janela.getByRole('button', { name: 'Registrar ocorrência' }).click();
    await expect(aviso(operador, 'Ocorrência registrada com sucesso')).toBeVisible({ timeout: 15_000 });
    await expect(janela.getByRole('cell', { name: ocorrencia })).toBeVisible();
    expect(
      await sql(
        `select o.codigo, mo.descricao, mo.username_add, mo.status_viagem, mo.placa from monitoramento_ocorrencias mo join ocorrencias o on o.id = mo.ocorrencia_id
         where mo.solicitacao_monitoramento_id = $1`,
        [id],
      ),
    ).toEqual([{ codigo: 101, descricao: ocorrencia, username_add: 'OPERADOR', status_viagem: 2, placa: veiculo.placa }]);
    await janela.getByRole('button', { name: 'Cancelar' }).click();
    await expect(janela).toHaveCount(0);
    // Back on the list as it was, the row counting its occurrence.
    await expect(operador).toHaveURL(new RegExp(`/emviagem\\?.*placa=${veiculo.placa}`));
    expect(operador.url()).not.toContain('voltar');
    await expect(linhaDa(operador, id).locator('[col-id="total_ocorrencias"]')).toHaveText('1');
  });

  await test.step('pelo menu de contexto, a página de comunicação da SM abre noutra aba', async () => {
    await linhaDa(operador, id).locator('[col-id="placa"]').click({ button: 'right' });
    const menu = operador.getByRole('menu', { name: 'Ações do registro' });
    const [aba] = await Promise.all([mesa.waitForEvent('page'), menu.getByRole('menuitem', { name: 'Comunicação' }).click()]);
    await expect(aba).toHaveURL(new RegExp(`/comunicacao\\?viagem_id=${id}$`));
    await expect(aba.getByRole('heading', { level: 1 })).toHaveText('Comunicação');
    await expect(aba.getByText(`Viagem (SM) ${id} · motorista ${motorista.nome}`)).toBeVisible();
    await expect(aba.getByText(`Veículo ${veiculo.placa} · terminal ${veiculo.terminal}`)).toBeVisible();
    await expect(aba.getByLabel('Telefone')).toHaveValue(motorista.fone1);
    const mensagem = `SM ${id}: favor ligar para a central.`;
    await aba.getByRole('textbox', { name: 'Mensagem' }).fill(mensagem);
    await aba.getByRole('button', { name: 'Enviar' }).click();
    await expect(aviso(aba, 'SMS registrado para envio')).toBeVisible();
    await expect(aba.getByRole('table', { name: 'Mensagens enviadas' })).toContainText(mensagem);
    // The SMS number: digits, with the leading 0 (spec 02 §5).
    expect(await sql('select canal, telefone, mensagem, username from comandos where viagem_id = $1', [id])).toEqual([
      { canal: 'SMS', telefone: `0${motorista.fone1}`, mensagem, username: 'OPERADOR' },
    ]);
    await aba.close();
  });

  await test.step('o operador finaliza a SM confirmando o aviso de distância', async () => {
    await selecionar(operador, id);
    await botao(operador, 'Finalizar viagem').click();
    const finalizar = operador.getByRole('dialog', { name: `Finalizar viagem: SM ${id}` });
    await expect(finalizar).toBeVisible();
    await expect(finalizar).toContainText(/Distância até o ponto final: [\d.,]+ KM\./);
    await finalizar.getByRole('button', { name: 'Finalizar viagem' }).click();
    // The vehicle is in Jundiaí, the route ends in Curitiba: the warning must be confirmed first.
    const confirmacao = operador.getByRole('alertdialog', { name: 'Confirmar finalização' });
    await expect(confirmacao).toContainText(/O veículo está a [\d.,]+ km do ponto final da rota \(mais de 15 km\)\. Confirma a finalização\?/);
    // 'Cancelar' has the focus: Enter never confirms by accident, and nothing changed yet.
    await expect(confirmacao.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    expect((await estadoDa(id)).status).toBe(2);
    await confirmacao.getByRole('button', { name: 'Confirmar' }).click();
    await expect(aviso(operador, `SM finalizada com sucesso! placa: ${veiculo.placa}`)).toBeVisible();
    // Filters cleared after finishing (spec 02 §4).
    await expect(operador).toHaveURL(/\/emviagem$/);
    const v = await viagemNoBanco(id);
    expect(v).toMatchObject({ status: 3, username_add_status: 'OPERADOR' });
    expect(v.data_fim).not.toBeNull();
    expect(Number(v.fim_distancia_km)).toBeGreaterThan(15);
  });

  await test.step('a SM está nas finalizadas; o operador a recupera', async () => {
    await irPeloMenu(operador, 'Finalizadas', 'SM finalizadas');
    await filtrarPorPlaca(operador, veiculo.placa, id);
    await expect(linhaDa(operador, id).locator('[col-id="username_add_status"]')).toHaveText('OPERADOR');
    await selecionar(operador, id);
    await botao(operador, 'Recuperar viagem').click();
    const recuperar = operador.getByRole('alertdialog', { name: 'Recuperar viagem' });
    await expect(recuperar).toContainText(`Você deseja realmente recuperar a SM número: ${id}?`);
    await recuperar.getByRole('button', { name: 'Recuperar' }).click();
    await expect(recuperar).toHaveCount(0);
    await expect.poll(async () => (await estadoDa(id)).status).toBe(2);
    expect((await viagemNoBanco(id)).data_fim).toBeNull();
    // The list reloads without it.
    await expect(linhaDa(operador, id)).toHaveCount(0);
  });

  await test.step('de volta às em viagem, o PDF da SM traz a placa e a ocorrência', async () => {
    await irPeloMenu(operador, 'Em viagem', 'SM em viagem');
    await filtrarPorPlaca(operador, veiculo.placa, id);
    await selecionar(operador, id);
    await botao(operador, 'Visualizar dados da SM').click();
    const janela = operador.getByRole('dialog', { name: `Visualizar SM ${id}` });
    await expect(janela).toBeVisible();
    // The link opens the PDF in a new tab; what the browser received there is read back.
    const [aba, resposta] = await Promise.all([
      mesa.waitForEvent('page'),
      mesa.waitForEvent('response', (r) => r.url().endsWith(`/recursos/monitoramentos/${id}/pdf`)),
      janela.getByRole('link', { name: 'PDF da SM' }).click(),
    ]);
    await expect(aba).toHaveURL(new RegExp(`/recursos/monitoramentos/${id}/pdf$`));
    expect(resposta.status()).toBe(200);
    expect(resposta.headers()['content-type']).toBe('application/pdf');
    // Chromium's PDF viewer keeps the bytes to itself (the tab's body reads as its HTML wrapper):
    // the same address, fetched with the operator's session.
    const pdf = await (await aba.request.get(aba.url())).body();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const texto = textoDoPdf(pdf);
    expect(texto).toContain(`monitoramento nº ${id}`);
    expect(texto).toContain(veiculo.placa);
    expect(texto).toContain(ocorrencia);
    expect(texto).toContain('SUPERVISOR');
  });

  await mesa.close();
});
