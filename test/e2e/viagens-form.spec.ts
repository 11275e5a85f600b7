import type { Page } from '@playwright/test';
import { aviso, entrar, expect, SENHA_DEMO, sql, test } from './fixtures';
import { textoDoPdf } from './pdf-texto';

/**
 * The trip form end to end (issue 21): a client user requests a trip whose vehicle failed its
 * checklist, so the form asks for a special release; a supervisor's credentials release it, the
 * trip is saved and the client lands on /agendada; an operator records an occurrence in the
 * trip's occurrence window; the trip's PDF (Chromium from the print page) carries both.
 */

/** A new vehicle of the CLIENTE user's client, with a failed checklist and a fresh position (mirrored). */
async function veiculoReprovado(): Promise<{ id: number; placa: string; cliente_id: number }> {
  const n = Date.now() % 1_000_000;
  const letra = (k: number) => String.fromCharCode(65 + (Math.floor(n / 26 ** k) % 26));
  const placa = `V${letra(0)}${letra(1)}${n % 10}${letra(2)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  const terminal = `SM${n}${Math.floor(Math.random() * 1000)}`;
  const [{ cliente_id }] = await sql<{ cliente_id: number }>(`select cliente_id from usuarios where username = 'CLIENTE'`);
  const [v] = await sql<{ id: number; placa: string }>(`insert into veiculos (placa, tipo, tecnologia_id, terminal) values ($1, 'CAVALO', 2, $2) returning id, placa`, [placa, terminal]);
  await sql(`insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $2, 'FROTA')`, [cliente_id, v!.id]);
  const [pgr] = await sql<{ id: number }>('select id from pgr_clientes where cliente_id = $1 order by pgr_padrao desc, id limit 1', [cliente_id]);
  await sql(
    `insert into check_lists (cliente_id, pgr_cliente_id, veiculo_id, placa, carroceria, protocolo, username_add, status, data_finalizado)
     values ($1, $2, $3, $4, 'FECHADA', $5, 'OPERADOR', 'REPROVADO', now())`,
    [cliente_id, pgr?.id ?? null, v!.id, placa, `E2E${n}`],
  );
  await sql(
    `insert into ultimas_posicoes (veiculo_id, tecnologia_id, terminal, data_posicao, data_recebida, latitude, longitude, ignicao)
     values ($1, 2, $2, now(), now(), -23.1857, -46.8978, true)`,
    [v!.id, terminal],
  );
  return { ...v!, cliente_id };
}

/** 'dd/mm/aaaa HH:mm' in Brasília, `minutos` from now. */
function daquiA(minutos: number): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(Date.now() + minutos * 60_000))
      .map((x) => [x.type, x.value]),
  );
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** Types in one of the kit's pickers and takes the first option that holds `texto`. */
async function escolher(page: Page, rotulo: string, busca: string, texto: string | RegExp = busca): Promise<void> {
  const caixa = page.getByRole('combobox', { name: rotulo, exact: true });
  await caixa.fill(busca);
  const opcao = page.getByRole('option').filter({ hasText: texto }).first();
  await expect(opcao).toBeVisible({ timeout: 15_000 });
  // The list floats under the box and may fall below a short window: the picker takes the press.
  await opcao.dispatchEvent('mousedown');
}

test('cliente pede uma SM com checklist reprovado, um supervisor libera, o operador registra ocorrência e o PDF traz tudo', async ({ browser }) => {
  test.setTimeout(240_000);
  const veiculo = await veiculoReprovado();
  const [motorista] = await sql<{ nome: string }>(
    `select f.nome from funcionarios f join clientes_funcionarios cf on cf.funcionario_id = f.id and cf.ativo and cf.cliente_id = $1
     where f.tipo = 'MOTORISTA' and f.fone1 is not null and f.fone1 !~ '^(.)\\1*$' order by f.id limit 1`,
    [veiculo.cliente_id],
  );
  const [rota] = await sql<{ descricao: string }>('select descricao from rotas where cliente_id = $1 and ativa order by id limit 1', [veiculo.cliente_id]);

  // The client user: a full page (group 8), its own client fixed.
  const cliente = await browser.newPage();
  await entrar(cliente, 'CLIENTE');
  await cliente.goto('/novo_monitoramento');
  await expect(cliente.getByRole('heading', { name: 'Nova SM', level: 1 })).toBeVisible();
  await expect(cliente.getByRole('dialog')).toHaveCount(0);
  await expect(cliente.getByLabel('Tecnologia', { exact: true })).toBeDisabled();

  // The plate runs the vehicle check: a failed checklist is ERRO, a release is needed.
  await escolher(cliente, 'Placa', veiculo.placa.slice(0, 5), veiculo.placa);
  await expect(cliente.locator('.viagem-caixa-erro')).toBeVisible({ timeout: 15_000 });
  await expect(cliente.getByRole('group', { name: 'Liberação especial' })).toBeVisible();

  await escolher(cliente, 'Motorista', motorista!.nome.slice(0, 6), motorista!.nome);
  await expect(cliente.getByLabel('Telefone 1 do motorista')).not.toHaveValue('');
  await escolher(cliente, 'Rota', rota!.descricao.slice(0, 8), rota!.descricao);
  await cliente.getByLabel('Tipo de viagem').selectOption('1');
  await cliente.getByLabel(/^Previsão de início/).pressSequentially(daquiA(30).replace(/\D/g, ''));
  await cliente.getByLabel(/^Previsão de fim/).pressSequentially(daquiA(24 * 60).replace(/\D/g, ''));
  await cliente.getByLabel('Valor do embarque', { exact: true }).pressSequentially('500000');
  await expect(cliente.getByLabel('Valor do embarque', { exact: true })).toHaveValue('R$ 5.000,00');

  // Saving before the release is refused on the spot.
  await cliente.getByRole('button', { name: 'Salvar' }).click();
  await expect(cliente.locator('.viagem-alertas')).toContainText('A SM não foi liberada');
  expect(await sql('select id from monitoramentos where veiculo_id = $1', [veiculo.id])).toHaveLength(0);

  // A wrong password is refused (red notice); the supervisor's credentials release it.
  await cliente.getByLabel('Usuário do autorizador').fill('SUPERVISOR');
  await cliente.getByLabel('Senha do autorizador').fill('senha-errada');
  await cliente.getByRole('button', { name: 'Liberar SM' }).click();
  await expect(cliente.locator('.viagem-liberacao .viagem-caixa-erro')).toBeVisible({ timeout: 15_000 });
  await cliente.getByLabel('Senha do autorizador').fill(SENHA_DEMO);
  await cliente.getByRole('button', { name: 'Liberar SM' }).click();
  await expect(cliente.getByText('Liberação especial autorizada para esta SM.')).toBeVisible({ timeout: 15_000 });

  await cliente.getByRole('button', { name: 'Salvar' }).click();
  await expect(cliente).toHaveURL(/\/agendada/, { timeout: 30_000 });
  const [viagem] = await sql<{ id: number; liberacao: boolean; usuario_liberacao: string; status: number; valor_embarque: string }>(
    'select id, liberacao, usuario_liberacao, status, valor_embarque from monitoramentos where veiculo_id = $1',
    [veiculo.id],
  );
  expect(viagem).toMatchObject({ liberacao: true, usuario_liberacao: 'SUPERVISOR', status: 1, valor_embarque: '5000.00' });
  await expect(cliente.getByText(veiculo.placa).first()).toBeVisible({ timeout: 15_000 });

  // An operator records an occurrence in the trip's occurrence window.
  const operador = await browser.newPage();
  await entrar(operador, 'OPERADOR');
  await operador.goto(`/monitoramento/ocorrencias/${viagem!.id}`);
  const janela = operador.getByRole('dialog', { name: new RegExp(`Ocorrências da SM ${viagem!.id}`) });
  await expect(janela).toBeVisible();
  await janela.getByRole('button', { name: 'Registrar ocorrência' }).click();
  await expect(janela.getByText('A Ocorrencia não foi selecionada!').first()).toBeVisible();
  await janela.getByLabel('Ocorrência', { exact: true }).selectOption({ index: 1 });
  await janela.getByLabel('Descrição').fill('Motorista avisou parada para descanso');
  await janela.getByRole('button', { name: 'Registrar ocorrência' }).click();
  await expect(aviso(operador, 'Ocorrência registrada com sucesso')).toBeVisible({ timeout: 15_000 });
  await expect(operador.getByRole('cell', { name: 'Motorista avisou parada para descanso' })).toBeVisible();

  // The trip's PDF, as the client user opens it.
  const r = await cliente.request.get(`/recursos/monitoramentos/${viagem!.id}/pdf`);
  expect(r.status()).toBe(200);
  expect(r.headers()['content-type']).toBe('application/pdf');
  const texto = textoDoPdf(await r.body());
  expect(texto).toContain(`monitoramento nº ${viagem!.id}`);
  expect(texto).toContain('Motorista avisou parada para descanso');
  expect(texto).toContain('SUPERVISOR');
});
