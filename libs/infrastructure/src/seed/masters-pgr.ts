import type { Knex } from '@mikro-orm/knex';
import { OCORRENCIA_LIBERACAO_PRONTA_RESPOSTA, PERIFERICOS, validarRegraRisco, type DefinicaoRegra } from '@gr/domain';

async function vazia(db: Knex, tabela: string): Promise<boolean> {
  return !(await db(tabela).first(db.raw('1 as x')));
}

type Ocorrencia = [codigo: number, descricao: string, tipo: string, grau: 1 | 2 | 3, pontos: [number, number, number], status: { agendada?: boolean; em_viagem?: boolean; finalizada?: boolean; cancelada?: boolean; checklist?: boolean }, plano?: string];

/**
 * The occurrence types a Brazilian risk desk records (spec 03 §3 "Occurrence type"); 249 is the
 * rapid-response release (spec 02 "Rapid response"), which the trip screens look up by code.
 */
const OCORRENCIAS: readonly Ocorrencia[] = [
  [101, 'PARADA NÃO PROGRAMADA', 'OPERACIONAL', 2, [2, 4, 6], { em_viagem: true }, 'Contatar o motorista e confirmar o motivo da parada; sem contato em 10 minutos, acionar a pronta resposta.'],
  [102, 'PARADA EM LOCAL NÃO AUTORIZADO', 'OPERACIONAL', 2, [3, 5, 8], { em_viagem: true }, 'Orientar o motorista a seguir até um ponto de apoio cadastrado.'],
  [103, 'DESVIO DE ROTA', 'RISCO', 3, [5, 8, 12], { em_viagem: true }, 'Contatar o motorista, confirmar a senha de segurança e comunicar o cliente.'],
  [104, 'PERDA DE SINAL', 'TÉCNICA', 2, [3, 5, 8], { em_viagem: true, agendada: true }, 'Acompanhar pela última posição; sem retorno no tempo do PGR, acionar a pronta resposta.'],
  [105, 'VIOLAÇÃO DE BAÚ', 'RISCO', 3, [8, 12, 15], { em_viagem: true }, 'Bloquear o veículo conforme o PGR e acionar a pronta resposta.'],
  [106, 'DESENGATE DE CARRETA', 'RISCO', 3, [8, 12, 15], { em_viagem: true }, 'Confirmar com o motorista; sem justificativa, bloquear e acionar a pronta resposta.'],
  [107, 'BOTÃO DE PÂNICO ACIONADO', 'RISCO', 3, [10, 15, 20], { em_viagem: true }, 'Tratar como tentativa de roubo: acionar a pronta resposta e a polícia.'],
  [108, 'VIOLAÇÃO DE PAINEL', 'RISCO', 3, [8, 12, 15], { em_viagem: true }],
  [109, 'ABERTURA DE PORTA FORA DE PONTO', 'RISCO', 2, [4, 6, 10], { em_viagem: true }],
  [110, 'EXCESSO DE VELOCIDADE', 'OPERACIONAL', 1, [1, 2, 3], { em_viagem: true }, 'Enviar mensagem ao motorista pedindo redução da velocidade.'],
  [111, 'RODAGEM FORA DO HORÁRIO PERMITIDO', 'OPERACIONAL', 2, [2, 4, 6], { em_viagem: true }],
  [112, 'SENHA DE COAÇÃO', 'RISCO', 3, [15, 20, 25], { em_viagem: true }, 'Não alertar o motorista; acionar a pronta resposta e a polícia imediatamente.'],
  [113, 'TENTATIVA DE ROUBO', 'SINISTRO', 3, [15, 20, 25], { em_viagem: true }],
  [114, 'ROUBO DE CARGA', 'SINISTRO', 3, [25, 25, 25], { em_viagem: true, finalizada: true }],
  [115, 'ACIDENTE', 'SINISTRO', 3, [10, 15, 20], { em_viagem: true, finalizada: true }],
  [116, 'PANE MECÂNICA', 'OPERACIONAL', 1, [1, 2, 3], { em_viagem: true }],
  [117, 'PERNOITE', 'OPERACIONAL', 1, [0, 1, 2], { em_viagem: true }],
  [118, 'ABASTECIMENTO', 'OPERACIONAL', 1, [0, 0, 1], { em_viagem: true }],
  [119, 'ATRASO NO INÍCIO DA VIAGEM', 'OPERACIONAL', 1, [1, 2, 3], { agendada: true }],
  [120, 'VIAGEM CANCELADA PELO CLIENTE', 'ADMINISTRATIVA', 1, [0, 0, 0], { agendada: true, cancelada: true }],
  [121, 'CHECKLIST REPROVADO', 'TÉCNICA', 2, [2, 3, 5], { agendada: true, checklist: true }],
  [122, 'BLOQUEIO ACIONADO', 'RISCO', 3, [5, 8, 10], { em_viagem: true }],
  [123, 'MOTORISTA SEM CONTATO', 'OPERACIONAL', 2, [3, 5, 8], { em_viagem: true }],
  [124, 'CHEGADA AO DESTINO', 'OPERACIONAL', 1, [0, 0, 0], { em_viagem: true, finalizada: true }],
  [OCORRENCIA_LIBERACAO_PRONTA_RESPOSTA, 'LIBERAÇÃO DE PRONTA RESPOSTA', 'PRONTA RESPOSTA', 3, [0, 0, 0], { em_viagem: true }, 'Registrada quando um usuário autorizado libera o acionamento de uma equipe de pronta resposta.'],
];

/**
 * The standard items of a vehicle checklist: the sensors a desk tests before every trip (doors,
 * blocking, uncoupling, panel, panic, siren). The other peripherals exist as items, not standard.
 */
const ITENS_PADRAO: ReadonlySet<number> = new Set([1, 2, 3, 7, 8, 10, 11, 12]);

/**
 * Trip situations, in id order (ids 1–12), laid out for spec 02 §4: F1–F12 set ids 1, 4, 9, 1, 6,
 * 7, 11, 10, 8, 5, 3, 12, and an in-transit trip still at situation 1 shows 2. So 1 is the
 * situation before the trip starts and 2 the plain "in transit"; each key's situation is named
 * with that key (F4 repeats F1).
 */
const SITUACOES = [
  ['AGUARDANDO INÍCIO', 'F1'], ['EM VIAGEM', null], ['AGUARDANDO LIBERAÇÃO', 'F11'], ['EM MOVIMENTO', 'F2'], ['MANUTENÇÃO', 'F10'], ['ABASTECIMENTO', 'F5'],
  ['REFEIÇÃO', 'F6'], ['FISCALIZAÇÃO', 'F9'], ['PARADO', 'F3'], ['DESCARREGANDO', 'F8'], ['CARREGANDO', 'F7'], ['PERNOITE', 'F12'],
] as const;

const ACOES_PGR: Array<[string, number]> = [
  ['CONTATO TELEFÔNICO COM O MOTORISTA', 1], ['ENVIO DE MENSAGEM AO TECLADO', 2], ['CONFIRMAR SENHA DE SEGURANÇA', 1], ['BLOQUEIO DO VEÍCULO', 3],
  ['ACIONAR SIRENE', 3], ['ACIONAR PRONTA RESPOSTA', 4], ['COMUNICAR O CLIENTE POR E-MAIL', 5], ['COMUNICAR A POLÍCIA', 4], ['ACOMPANHAR PELA ÚLTIMA POSIÇÃO', 1],
];

const ALERTAS = [
  ['CHECKLIST AGUARDANDO TESTE', 10, 'Verificar a fila de checklists e iniciar o teste.', 3],
  ['CHECKLIST EM TESTE HÁ MUITO TEMPO', 30, 'Verificar com o operador o motivo da demora.', 2],
  ['PRÉ-TESTE SEM RESPOSTA DO MOTORISTA', 15, 'Ligar para o motorista e pedir que repita o pré-teste.', 2],
];

/**
 * Reference data of the PGR and risk screens every install needs (written once on an empty
 * table): occurrence types (249 included), PGR items one per peripheral, trip situations, PGR
 * actions and checklist alerts, and the standard PGR of the catalogue.
 */
export async function sincronizarReferenciasPgr(db: Knex): Promise<void> {
  if (await vazia(db, 'ocorrencias')) {
    await db('ocorrencias').insert(OCORRENCIAS.map(([codigo, descricao, tipo, grau_risco, [b, m, a], s, plano]) => ({
      codigo, descricao, tipo, grau_risco, pontuacao_baixa: b, pontuacao_media: m, pontuacao_alta: a, plano_contigencia: plano ?? null,
      agendada: !!s.agendada, em_viagem: !!s.em_viagem, finalizada: !!s.finalizada, cancelada: !!s.cancelada, status_checklist: !!s.checklist,
    })));
  }
  if (await vazia(db, 'itens_pgr')) {
    // One item per peripheral, named as the peripheral (the checklist screens show both).
    await db('itens_pgr').insert(PERIFERICOS.map((p) => ({ descricao: `SENSOR ${p.descricao.toUpperCase()}`.replace(/^SENSOR (SENSOR|BOTÃO|BLOQUEIO|SIRENE|IGNIÇÃO|TECLADO|TRAVA|ENTRADA|SAÍDA|LOCALIZADOR|ANTENA|DETECTOR|FALHA)/, '$1'), periferico_id: p.id, padrao: ITENS_PADRAO.has(p.id) })));
  }
  if (await vazia(db, 'situacoes_viagem')) {
    await db('situacoes_viagem').insert(SITUACOES.map(([descricao, tecla], i) => ({ id: i + 1, descricao, tecla })));
    await db.raw(`select setval(pg_get_serial_sequence('situacoes_viagem', 'id'), (select max(id) from situacoes_viagem))`);
  }
  if (await vazia(db, 'acoes_pgr')) await db('acoes_pgr').insert(ACOES_PGR.map(([descricao, tipo_acao_pgr_id]) => ({ descricao, tipo_acao_pgr_id })));
  if (await vazia(db, 'alertas_checklist')) await db('alertas_checklist').insert(ALERTAS.map(([descricao, periodo, sugestao, repeticao]) => ({ descricao, periodo, sugestao, repeticao })));
  if (await vazia(db, 'pgrs')) await db('pgrs').insert([{ descricao: 'PGR PADRÃO' }]);
}

/** Demo risk rules (spec 03 §3 "Risk rule"): the expressions the builder produces. */
export const REGRAS_RISCO_DEMO: ReadonlyArray<{ descricao: string; regra: DefinicaoRegra }> = [
  { descricao: 'VIAGEM LONGA', regra: { definicao: 'distancia > 800', pontos: 5 } },
  { descricao: 'TELEMONITORADA E LONGA', regra: { definicao: 'telemonitorado = 1 E distancia > 500', pontos: 8 } },
  { descricao: 'TRANSFERÊNCIA OU DISTRIBUIÇÃO CURTA', regra: { definicao: '(tipo_viagem_id = 2 OU tipo_viagem_id = 3) E distancia < 100', pontos: 2 } },
];

/**
 * Demo PGR data: two more catalogue PGRs, a client PGR for every carrier and shipper (one of the
 * CLIENTE user's close to expiry, so the warning shows), quick-response teams linked to the demo
 * carriers, and a handful of risk rules.
 */
export async function seedPgrDemo(db: Knex, demo: ReadonlyMap<string, number>): Promise<void> {
  // Rows written with now() carry microseconds, but an editor reads updated_at back at millisecond
  // precision, so the first edit of a demo row would answer 409: align the versions.
  for (const t of ['clientes', 'veiculos', 'funcionarios', 'contatos']) {
    await db.raw(`update ${t} set updated_at = date_trunc('milliseconds', updated_at)`);
  }
  const pgrs = await db('pgrs').insert([{ descricao: 'PGR CARGA GERAL' }, { descricao: 'PGR ALTO VALOR' }]).returning(['id', 'descricao']);
  const [padrao] = await db('pgrs').where({ descricao: 'PGR PADRÃO' }).select('id');
  const alto = pgrs.find((p: { descricao: string }) => p.descricao === 'PGR ALTO VALOR')!.id as number;
  const seguradora = demo.get('seguradora') ?? null;
  const corretora = demo.get('corretora') ?? null;
  await db.raw(
    `insert into pgr_clientes (cliente_id, pgr_id, descricao, pgr_padrao, grau_risco, validade, corretora_id, seguradora_id,
       horario_rodagem_inicio, horario_rodagem_termino, valor_minimo_responsabilidade, valor_limite_maximo_resposabilidade,
       valor_limite_localizador_movel, valor_limite_escolta, tempo_perda_sinal_agendamento, username_add)
     select c.id, ?, 'PGR ' || left(c.razao_social, 100), true, 1 + (c.id % 3), current_date + 365 - (c.id % 200), ?, ?,
       '05:00', '22:00', 50000, 300000 + (c.id % 5) * 100000, 500000, 1000000, 30, 'SISTEMA'
     from clientes c where c.tipo in ('TRANSPORTADOR', 'EMBARCADOR')`,
    [padrao!.id, corretora, seguradora],
  );
  const rodovale = demo.get('rodobens');
  if (rodovale) {
    await db('pgr_clientes').insert({
      cliente_id: rodovale, pgr_id: alto, descricao: 'PGR ELETRÔNICOS - ALTO VALOR', grau_risco: 3, validade: db.raw(`current_date + 10`),
      horario_rodagem_inicio: '06:00', horario_rodagem_termino: '20:00', valor_minimo_responsabilidade: 100000, valor_limite_maximo_resposabilidade: 1500000,
      valor_limite_localizador_movel: 800000, valor_limite_escolta: 1200000, tempo_perda_sinal_agendamento: 15, bloqueio_analise_perfil: true,
      corretora_id: corretora, seguradora_id: seguradora, username_add: 'SISTEMA',
    });
  }
  const equipes = await db('pronta_resposta').insert([
    { nome: 'ÁGUIA PRONTA RESPOSTA', valor_acionamento: 450, valor_distancia: 2.8, valor_permanencia: 95 },
    { nome: 'FALCÃO ESCOLTA E PRONTA RESPOSTA', valor_acionamento: 520, valor_distancia: 3.1, valor_permanencia: 110 },
    { nome: 'SENTINELA APOIO TÁTICO', valor_acionamento: 390, valor_distancia: 2.5, valor_permanencia: 85 },
    { nome: 'GUARDIÃO RODOVIÁRIO', valor_acionamento: 610, valor_distancia: 3.4, valor_permanencia: 120 },
  ]).returning(['id']);
  const links = ['rodobens', 'andrade'].flatMap((k) => (demo.get(k) ? equipes.slice(0, 2).map((e: { id: number }) => ({ cliente_id: demo.get(k)!, pronta_resposta_id: e.id })) : []));
  if (links.length) await db('clientes_pronta_resposta').insert(links);
  for (const chave of ['rodobens', 'andrade', 'alimentos']) {
    const cliente = demo.get(chave);
    if (!cliente) continue;
    await db('regras_risco').insert(REGRAS_RISCO_DEMO.map((r) => {
      const v = validarRegraRisco({ descricao: r.descricao, definicao: r.regra.definicao, pontos: r.regra.pontos });
      return { ...v, cliente_id: cliente, referencias: JSON.stringify(v.referencias), parametros: JSON.stringify(v.parametros) };
    }));
  }
  await seedAcoesDeSituacao(db);
  await seedActionsDemo(db);
}

/**
 * What the desk does when a trip enters a situation (spec 02 §3 "Trip situation action"), so the
 * /situacao_viagem grid opens with the usual protocol: [situação, ação, execução, tolerância, Veiculo > Central].
 */
const ACOES_DE_SITUACAO: ReadonlyArray<readonly [string, string, string, string, boolean]> = [
  ['PARADO', 'CONTATO TELEFÔNICO COM O MOTORISTA', '00:15:00', '00:05:00', false],
  ['PARADO', 'ACOMPANHAR PELA ÚLTIMA POSIÇÃO', '00:05:00', '00:02:00', false],
  ['PERNOITE', 'CONFIRMAR SENHA DE SEGURANÇA', '00:10:00', '00:05:00', true],
  ['ABASTECIMENTO', 'ENVIO DE MENSAGEM AO TECLADO', '00:30:00', '00:10:00', false],
  ['FISCALIZAÇÃO', 'COMUNICAR O CLIENTE POR E-MAIL', '00:20:00', '00:10:00', false],
  ['AGUARDANDO LIBERAÇÃO', 'CONTATO TELEFÔNICO COM O MOTORISTA', '01:00:00', '00:15:00', true],
];

async function seedAcoesDeSituacao(db: Knex): Promise<void> {
  const situacoes = new Map((await db('situacoes_viagem').select('id', 'descricao')).map((r: { id: number; descricao: string }) => [r.descricao, r.id]));
  const acoes = new Map((await db('acoes_pgr').select('id', 'descricao')).map((r: { id: number; descricao: string }) => [r.descricao, r.id]));
  const linhas = ACOES_DE_SITUACAO.filter(([s, a]) => situacoes.has(s) && acoes.has(a)).map(([s, a, tempo_execucao, tempo_tolerancia, acao_modifica]) => ({
    situacao_viagem_id: situacoes.get(s)!, acoes_pgr_id: acoes.get(a)!, tempo_execucao, tempo_tolerancia, acao_modifica,
  }));
  if (linhas.length) await db('situacao_viagem_acoes_pgr').insert(linhas).onConflict(['situacao_viagem_id', 'acoes_pgr_id']).ignore();
}

/**
 * The desk's actions catalogue (/actions, spec 03 §3 "Action": descricao, action, controller_id,
 * funcao_controller_id): what an operator does on a trip or a checklist, each tied to the access
 * rule that allows it — [descrição, action, controlador, função].
 */
export const ACTIONS_DEMO: ReadonlyArray<readonly [string, string, string, string]> = [
  ['CONTATAR MOTORISTA', 'contatar_motorista', 'monitoramentos', 'update'],
  ['SOLICITAR POSIÇÃO', 'solicitar_posicao', 'monitoramentos', 'update'],
  ['ENVIAR MENSAGEM AO TECLADO', 'enviar_mensagem_teclado', 'monitoramentos', 'update'],
  ['CONFIRMAR SENHA DE SEGURANÇA', 'confirmar_senha_seguranca', 'monitoramentos', 'update'],
  ['BLOQUEAR VEÍCULO', 'bloquear_veiculo', 'monitoramentos', 'update'],
  ['DESBLOQUEAR VEÍCULO', 'desbloquear_veiculo', 'monitoramentos', 'update'],
  ['ACIONAR SIRENE', 'acionar_sirene', 'monitoramentos', 'update'],
  ['ACIONAR PRONTA RESPOSTA', 'acionar_pronta_resposta', 'monitoramentos', 'update'],
  ['ACIONAR POLÍCIA RODOVIÁRIA', 'acionar_policia_rodoviaria', 'monitoramentos', 'update'],
  ['COMUNICAR CLIENTE', 'comunicar_cliente', 'monitoramentos', 'update'],
  ['COMUNICAR SEGURADORA', 'comunicar_seguradora', 'monitoramentos', 'update'],
  ['REGISTRAR OCORRÊNCIA', 'registrar_ocorrencia', 'monitoramentos', 'update'],
  ['FINALIZAR VIAGEM', 'finalizar_viagem', 'monitoramentos', 'finalizar'],
  ['CANCELAR VIAGEM', 'cancelar_viagem', 'monitoramentos', 'cancelar'],
  ['LIBERAR CHECKLIST', 'liberar_checklist', 'check_lists', 'liberar'],
];

/** Demo rows of the actions catalogue; a description already there (any case) is left alone. */
async function seedActionsDemo(db: Knex): Promise<void> {
  const funcoes: Array<{ controlador: string; controller_id: number; funcao: string; funcao_controller_id: number }> = await db('funcoes_controladores as f')
    .join('controladores as c', 'c.id', 'f.controlador_id')
    .select('c.nome as controlador', 'c.id as controller_id', 'f.nome as funcao', 'f.id as funcao_controller_id');
  const regra = new Map(funcoes.map((f) => [`${f.controlador}#${f.funcao}`, f]));
  const linhas = ACTIONS_DEMO.map(([descricao, action, controlador, funcao]) => {
    const f = regra.get(`${controlador}#${funcao}`);
    return { descricao, action, controller_id: f?.controller_id ?? null, funcao_controller_id: f?.funcao_controller_id ?? null };
  });
  await db('actions').insert(linhas).onConflict().ignore();
}
