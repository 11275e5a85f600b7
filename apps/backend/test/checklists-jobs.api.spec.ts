import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { carregarConfig } from '../src/config.js';
import { criarApp } from '../src/app.factory.js';
import { ChecklistsJob } from '../src/modules/checklists/checklists.job.js';
import { iniciarApp, type AppDeTeste } from './support/app.js';

/**
 * The checklists' jobs with two backend processes on one database (issue 12): rounds that start
 * together expire a checklist once and close an automatic test once (one claim of the round in
 * limites_janela, row lock and state check per change). Needs a database server (DATABASE_URL).
 */
const descrever = process.env.DATABASE_URL ? describe : describe.skip;

let a: AppDeTeste;
let b: NestExpressApplication;
let dirB: string;

descrever('checklist jobs in two processes', () => {
  beforeAll(async () => {
    a = await iniciarApp();
    dirB = mkdtempSync(join(tmpdir(), 'gr-api-b-'));
    const cfgB = carregarConfig(
      { DATABASE_URL: a.url, DATA_DIR: dirB, DEMO: '1', JWT_SECRET: 'segredo-de-teste', PORT: '0', OSMAND_PORT: '0', SIMULATOR: 'off', CHECKLIST_JOB_SECONDS: '0', COMMAND_WORKER_SECONDS: '0', FRONTEND_BUILD: '/nao-existe' } as unknown as NodeJS.ProcessEnv,
    );
    b = await criarApp(cfgB, { logger: ['error'] });
    await b.init();
  });
  afterAll(async () => {
    await b?.close();
    await a?.fechar();
    if (dirB) rmSync(dirB, { recursive: true, force: true });
  });

  it('expira o que passou da validade e encerra por tempo um teste automático de 24 minutos exatamente uma vez, qualquer que seja o processo que rode', async () => {
    const [v] = await a.sql<{ id: number; placa: string }>(`select v.id, v.placa from veiculos v where not exists (select 1 from check_lists c where c.veiculo_id = v.id) order by v.id limit 2`);
    const [[c1], [c2]] = await Promise.all([
      a.sql<{ id: number }>(`insert into check_lists (status, cliente_id, veiculo_id, placa, carroceria, protocolo, username_add, data_validade)
        values ('APROVADO', 1, $1, $2, 'ABERTA', 'CKJOB' || floor(random() * 1e9)::text, 'ADMIN', now() - interval '1 minute') returning id`, [v!.id, v!.placa]),
      a.sql<{ id: number }>(`insert into check_lists (status, cliente_id, veiculo_id, placa, carroceria, protocolo, username_add, tecnologia_id, data_em_teste, inicio_teste_online)
        values ('EM_TESTE', 1, $1, $2, 'ABERTA', 'CKJOB' || floor(random() * 1e9)::text, 'ADMIN', 2, now() - interval '25 minutes', now() - interval '25 minutes') returning id`, [v!.id, v!.placa]),
    ]);
    await a.sql(`insert into check_list_itens (check_list_id, periferico_id, descricao) values ($1, 1, 'SENSOR PORTA DO MOTORISTA')`, [c2!.id]);
    const rodadas = await Promise.all([a.app.get(ChecklistsJob).rodar(), b.get(ChecklistsJob).rodar(), a.app.get(ChecklistsJob).rodar(), b.get(ChecklistsJob).rodar()]);
    expect(rodadas.filter((r) => r !== null).length).toBeGreaterThanOrEqual(1);
    const eventos = await a.sql<{ check_list_id: number; acao: string; status_depois: string }>(
      'select check_list_id, acao, status_depois from check_list_eventos where check_list_id = any($1) order by check_list_id', [[c1!.id, c2!.id]]);
    expect(eventos).toEqual([
      { check_list_id: c1!.id, acao: 'EXPIRAR', status_depois: 'EXPIRADO' },
      { check_list_id: c2!.id, acao: 'REGISTRAR_RESULTADO', status_depois: 'REPROVADO' },
    ]);
  });
});
