import type { Knex } from '@mikro-orm/knex';
import {
  AUTOR_ALERTA, CODIGOS_OCORRENCIA_EVENTO, CODIGOS_OCORRENCIA_PERIFERICO, geradorComSemente, MOTIVOS_CANCELAMENTO, OCORRENCIA_LIBERACAO_PRONTA_RESPOSTA, STATUS_VIAGEM, TECNOLOGIA, type Coordenada, type NomeStatusViagem, type StatusViagem,
} from '@gr/domain';
import { linhaDoGeojson } from '../simulador/simulador.js';

const MINUTO = 60_000;
const HORA = 60 * MINUTO;
const DIA = 24 * HORA;

/** How many trips each carrier gets, and how many of them are in transit (the simulator drives those). */
const CARGA = { rodobens: { total: 270, emViagem: 14 }, andrade: { total: 140, emViagem: 8 }, outras: { total: 30, emViagem: 2, quantas: 4 } } as const;
/** The first vehicles and drivers of the demo carriers (by id; 2 of the others) get no trip: the tests' own picks stay free. */
const RESERVADOS = 8;
const RESERVADOS_OUTRAS = 2;

const OBSERVACOES = [
  'MOTORISTA INFORMA TRÂNSITO LENTO NO TRECHO.',
  'CONTATO REALIZADO COM O MOTORISTA, TUDO NORMAL.',
  'PARADA PARA REFEIÇÃO CONFIRMADA PELO MOTORISTA.',
  'CLIENTE SOLICITOU ACOMPANHAMENTO REFORÇADO DESTA VIAGEM.',
  'MOTORISTA CONFIRMOU A SENHA DE SEGURANÇA.',
  'VEÍCULO AGUARDANDO DESCARGA NO DESTINO.',
  'CHUVA FORTE NA REGIÃO, VELOCIDADE REDUZIDA.',
];
const DESCRICOES_OCORRENCIA = [
  'CENTRAL ACIONADA, MOTORISTA CONTATADO.',
  'MOTORISTA NÃO ATENDEU NA PRIMEIRA TENTATIVA; RETORNOU EM SEGUIDA.',
  'SITUAÇÃO NORMALIZADA APÓS CONTATO.',
  'CLIENTE INFORMADO POR TELEFONE.',
];
const OBSERVACOES_CANCELAMENTO: Readonly<Record<string, string>> = {
  'CARGA NÃO LIBERADA PELO EMBARCADOR': 'EMBARCADOR NÃO LIBEROU A NOTA FISCAL A TEMPO.',
  'VEÍCULO COM DEFEITO MECÂNICO': 'VEÍCULO ENCAMINHADO À OFICINA; NOVA SM SERÁ ABERTA.',
  'SM CADASTRADA EM DUPLICIDADE': 'SM REPETIDA, MANTIDA A MAIS ANTIGA.',
};

interface Veiculo { id: number; placa: string; tipo: string; terminal: string | null; tecnologia_id: number | null; cliente_id: number; vinculo: string; exclusivo: boolean; checklist: boolean; terminal_unico: boolean }
interface Motorista { id: number; cliente_id: number; fone1: string | null; fone2: string | null; fone3: string | null }
interface Rota { id: number; cliente_id: number | null; duracao_s: number | null; distancia_km: string | number | null; geojson: unknown }
/** The occurrence types the live monitoring records by itself (acompanhamento/eventos.ts). */
const CODIGOS_ALERTA: ReadonlySet<number> = new Set([...Object.values(CODIGOS_OCORRENCIA_EVENTO), ...Object.values(CODIGOS_OCORRENCIA_PERIFERICO)]);

interface Ocorrencia { id: number; codigo: number; agendada: boolean; em_viagem: boolean; cancelada: boolean; finalizada: boolean }

async function emLotes(db: Knex, tabela: string, linhas: Array<Record<string, unknown>>, retorno: string[] = []): Promise<Array<Record<string, any>>> {
  const saida: Array<Record<string, any>> = [];
  for (let i = 0; i < linhas.length; i += 500) {
    const q = db(tabela).insert(linhas.slice(i, i + 500));
    if (retorno.length) saida.push(...(await q.returning(retorno)));
    else await q;
  }
  return saida;
}

/** Start of the month `atras` months back, in Brasília time (-03:00). */
function inicioDoMes(agora: number, atras: number): number {
  const local = new Date(agora - 3 * HORA);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - atras, 1, 3);
}

/**
 * Demo trips (issue 21): a few hundred SMs of the two demo carriers and of some generated ones, in
 * every status, each with the carrier's own vehicle (a tractor brings its hitched trailers), driver
 * (with the phones it had), active route, PGR, and often a shipper; scheduled ones ahead of now,
 * the ones in transit started along their route (the fleet simulator drives exactly these
 * vehicles on these lines), finished ones over the current and the previous month, cancelled ones
 * with a reason. Their history, occurrences (of the types allowed in each status) and
 * observations come along. Seeded random: every demo database holds the same trips. Vehicles and
 * drivers with a checklist, and the first ones of each carrier, are left out of transit (a
 * checklist reads EM_VIAGEM on a vehicle in transit). Skipped when trips exist already.
 */
export async function seedViagensDemo(db: Knex, demo: ReadonlyMap<string, number>, agoraData = new Date()): Promise<Record<NomeStatusViagem, number>> {
  const contagem: Record<NomeStatusViagem, number> = { AGENDADA: 0, EM_VIAGEM: 0, FINALIZADA: 0, CANCELADA: 0 };
  if (await db('monitoramentos').first('id')) return contagem;
  const g = geradorComSemente(20261126);
  const agora = agoraData.getTime();
  const rodovale = demo.get('rodobens');
  const andrade = demo.get('andrade');
  if (!rodovale || !andrade) return contagem;

  const outras = (await db('clientes as c').join('clientes_veiculos as cv', 'cv.cliente_id', 'c.id').join('veiculos as v', 'v.id', 'cv.veiculo_id')
    .where({ 'c.tipo': 'TRANSPORTADOR', 'c.ativo': true, 'cv.ativo': true, 'v.tipo': 'CAVALO' }).whereNotIn('c.id', [...demo.values()])
    .groupBy('c.id').havingRaw('count(*) >= 5').orderBy('c.id').limit(CARGA.outras.quantas).pluck('c.id')) as number[];
  const transportadoras = [
    { id: rodovale, ...CARGA.rodobens },
    { id: andrade, ...CARGA.andrade },
    ...outras.map((id) => ({ id, total: CARGA.outras.total, emViagem: CARGA.outras.emViagem })),
  ];
  const ids = transportadoras.map((t) => t.id);

  const [veiculos, engates, motoristas, rotas, pgrs, embarcadoresGerados, situacoes, ocorrencias, usuarios] = await Promise.all([
    db.raw(`
      with vinculos as (select veiculo_id, count(*) as n from clientes_veiculos where ativo group by veiculo_id),
        terminais as (select terminal from veiculos where terminal is not null group by terminal having count(*) = 1),
        testados as (select distinct veiculo_id from check_lists)
      select v.id, v.placa, v.tipo, v.terminal, v.tecnologia_id, cv.cliente_id, cv.tipo as vinculo, vi.n = 1 as exclusivo,
        te.veiculo_id is not null as checklist, t.terminal is not null as terminal_unico
      from veiculos v join clientes_veiculos cv on cv.veiculo_id = v.id and cv.ativo join vinculos vi on vi.veiculo_id = v.id
        left join terminais t on t.terminal = v.terminal left join testados te on te.veiculo_id = v.id
      where cv.cliente_id = any(?) and v.tipo <> 'CARRETA' order by v.id`, [ids]).then((r) => r.rows as Veiculo[]),
    db('veiculos_carretas as vc').join('veiculos as v', 'v.id', 'vc.carreta_id').orderBy('vc.id').select('vc.cavalo_id', 'vc.carreta_id', 'v.placa') as Promise<Array<{ cavalo_id: number; carreta_id: number; placa: string }>>,
    db('funcionarios as f').join('clientes_funcionarios as cf', 'cf.funcionario_id', 'f.id').where({ 'f.tipo': 'MOTORISTA', 'cf.ativo': true }).whereIn('cf.cliente_id', ids)
      .orderBy('f.id').select('f.id', 'cf.cliente_id', 'f.fone1', 'f.fone2', 'f.fone3') as Promise<Motorista[]>,
    db('rotas').where('ativa', true).whereNotNull('geojson').where((q) => q.whereIn('cliente_id', ids).orWhereNull('cliente_id')).orderBy('id')
      .select('id', 'cliente_id', 'duracao_s', 'distancia_km', 'geojson') as Promise<Rota[]>,
    db('pgr_clientes').whereIn('cliente_id', ids).orderBy([{ column: 'pgr_padrao', order: 'desc' }, { column: 'id' }]).select('id', 'cliente_id') as Promise<Array<{ id: number; cliente_id: number }>>,
    db('clientes').where({ tipo: 'EMBARCADOR', ativo: true }).whereNotIn('id', [...demo.values()]).orderBy('id').limit(8).pluck('id') as Promise<number[]>,
    db('situacoes_viagem').select('id', 'descricao') as Promise<Array<{ id: number; descricao: string }>>,
    db('ocorrencias').orderBy('id').select('id', 'codigo', 'agendada', 'em_viagem', 'cancelada', 'finalizada') as Promise<Ocorrencia[]>,
    db('usuarios').select('id', 'username') as Promise<Array<{ id: number; username: string }>>,
  ]);
  const usuario = new Map(usuarios.map((u) => [u.username, u.id]));
  const situacao = (d: string) => situacoes.find((s) => s.descricao === d)?.id ?? null;
  const reboques = new Map<number, Array<{ id: number; placa: string }>>();
  for (const e of engates) reboques.set(e.cavalo_id, [...(reboques.get(e.cavalo_id) ?? []), { id: e.carreta_id, placa: e.placa }]);
  const linhas = new Map<number, Coordenada[]>(rotas.map((r) => [r.id, linhaDoGeojson(typeof r.geojson === 'string' ? JSON.parse(r.geojson) : r.geojson)]));
  const embarcadores = [demo.get('alimentos'), demo.get('metalurgica'), ...embarcadoresGerados].filter((e): e is number => !!e);
  const embarcador = () => (g.chance(0.35) ? embarcadores[0]! : g.chance(0.3) ? embarcadores[1]! : g.um(embarcadores));
  const mesAtual = inicioDoMes(agora, 0);
  const mesAnterior = inicioDoMes(agora, 1);
  /** A moment of the current or the previous month, before `ate`. */
  const noPeriodo = (ate: number) => {
    const doMes = ate - mesAtual > 12 * HORA && g.chance(0.55);
    const [de, para] = doMes ? [mesAtual, ate] : [mesAnterior, Math.min(mesAtual, ate)];
    return de + g.proximo() * (para - de);
  };
  const pontoEm = (rotaId: number, f: number) => {
    const l = linhas.get(rotaId) ?? [];
    const p = l[Math.min(l.length - 1, Math.max(0, Math.floor(f * l.length)))];
    return p ? `${p.latitude.toFixed(6)},${p.longitude.toFixed(6)}` : null;
  };

  type Linha = Record<string, unknown> & { trafegus_id: string };
  const sms: Linha[] = [];
  const extras = new Map<string, { linha: Linha; rota: number; status: StatusViagem; cadastro: number; inicio: number | null; fim: number | null; cancelamento: number | null; cliente: number; veiculo: number; placa: string }>();
  let trafegus = 4_180_000;

  for (const t of transportadoras) {
    const proprios = veiculos.filter((v) => v.cliente_id === t.id);
    const quantosReservados = t.id === rodovale || t.id === andrade ? RESERVADOS : RESERVADOS_OUTRAS;
    const reservados = new Set(proprios.slice(0, quantosReservados).map((v) => v.id));
    for (const tipo of ['CAVALO', undefined]) {
      const primeiro = proprios.find((v) => v.exclusivo && (!tipo || v.tipo === tipo));
      if (primeiro) reservados.add(primeiro.id);
    }
    const livres = proprios.filter((v) => !reservados.has(v.id));
    // In transit: exclusive tractors with a tracker of their own (the simulator speaks for it) and no checklist, from the newest.
    const emTransito = livres.filter((v) => v.tipo === 'CAVALO' && v.exclusivo && !v.checklist && v.terminal_unico && v.tecnologia_id !== TECNOLOGIA.TELEMONITORADO).reverse().slice(0, t.emViagem);
    // The others' trips go to the rest of the fleet (a vehicle in transit has no other trip overlapping it).
    const outrosVeiculos = livres.filter((v) => !emTransito.includes(v));
    const seus = motoristas.filter((m) => m.cliente_id === t.id);
    const motoristasLivres = seus.slice(quantosReservados);
    const rotasDoCliente = rotas.filter((r) => r.cliente_id === t.id);
    // Rodovale keeps its last two active routes unused (a route free to edit or remove).
    const suasRotas = t.id === rodovale ? rotasDoCliente.slice(0, -2) : rotasDoCliente.length ? rotasDoCliente : rotas.filter((r) => r.cliente_id === null);
    const outrosMotoristas = motoristasLivres.length > emTransito.length ? motoristasLivres.slice(emTransito.length) : motoristasLivres;
    if (!outrosVeiculos.length || !motoristasLivres.length || !suasRotas.length) continue;
    const pgr = pgrs.find((p) => p.cliente_id === t.id)?.id ?? null;
    const agendadas = Math.round(t.total * 0.12);
    const canceladas = Math.round(t.total * 0.09);
    for (let n = 0; n < t.total; n++) {
      const status: StatusViagem = n < emTransito.length ? STATUS_VIAGEM.EM_VIAGEM
        : n < t.emViagem + agendadas ? STATUS_VIAGEM.AGENDADA
          : n < t.emViagem + agendadas + canceladas ? STATUS_VIAGEM.CANCELADA : STATUS_VIAGEM.FINALIZADA;
      const v = status === STATUS_VIAGEM.EM_VIAGEM ? emTransito[n]! : g.um(outrosVeiculos);
      const m = status === STATUS_VIAGEM.EM_VIAGEM ? motoristasLivres[n % motoristasLivres.length]! : g.um(outrosMotoristas);
      const rota = status === STATUS_VIAGEM.EM_VIAGEM ? suasRotas[n % suasRotas.length]! : g.um(suasRotas);
      const duracao = Math.max(2 * HORA, (rota.duracao_s ?? 4 * 3600) * 1000 * 1.25);
      let previsaoInicio: number;
      let inicio: number | null = null;
      let fim: number | null = null;
      let cancelamento: number | null = null;
      if (status === STATUS_VIAGEM.AGENDADA) {
        previsaoInicio = agora + g.int(-3, 120) * HORA + g.int(0, 59) * MINUTO;
      } else if (status === STATUS_VIAGEM.EM_VIAGEM) {
        inicio = agora - (0.1 + g.proximo() * 0.75) * duracao;
        previsaoInicio = inicio - g.int(-30, 60) * MINUTO;
      } else if (status === STATUS_VIAGEM.FINALIZADA) {
        fim = noPeriodo(agora - 3 * HORA);
        inicio = fim - duracao * (0.85 + g.proximo() * 0.45);
        previsaoInicio = inicio + g.int(-60, 60) * MINUTO;
      } else {
        cancelamento = noPeriodo(agora - HORA);
        const andava = g.chance(0.25);
        inicio = andava ? cancelamento - g.int(1, 10) * HORA : null;
        previsaoInicio = andava ? inicio! - g.int(0, 40) * MINUTO : cancelamento + g.int(-6, 48) * HORA;
      }
      const previsaoFim = previsaoInicio + duracao * (status === STATUS_VIAGEM.EM_VIAGEM && g.chance(0.2) ? 0.6 : 1);
      const cadastro = Math.min(previsaoInicio, inicio ?? Infinity, cancelamento ?? Infinity, agora) - g.int(1, 48) * HORA - g.int(0, 59) * MINUTO;
      const quemCadastrou = t.id === rodovale && g.chance(0.4) ? 'CLIENTE' : g.um(['CENTRAL', 'OPERADOR', 'MONITOR']);
      const mudanca = cancelamento ?? fim ?? inicio ?? cadastro;
      const quemMudou = status === STATUS_VIAGEM.AGENDADA ? quemCadastrou : g.um(['CENTRAL', 'OPERADOR', 'MONITOR', 'SUPERVISOR']);
      const carretas = v.tipo === 'CAVALO' ? (reboques.get(v.id) ?? []).slice(0, 2) : [];
      const motivo = status === STATUS_VIAGEM.CANCELADA ? g.um(MOTIVOS_CANCELAMENTO) : null;
      const valor = g.int(2, 150) * 10_000 + g.int(0, 99) * 10;
      const liberada = g.chance(0.05);
      const id = String((trafegus += g.int(3, 40)));
      sms.push({
        cliente_id: t.id, status, veiculo_id: v.id, placa: v.placa, terminal: v.terminal, tecnologia_id: v.tecnologia_id, tipo_veiculo: v.tipo, vinculo: v.vinculo,
        carreta1_id: carretas[0]?.id ?? null, placa_carreta1: carretas[0]?.placa ?? null, carreta2_id: carretas[1]?.id ?? null, placa_carreta2: carretas[1]?.placa ?? null,
        funcionario_id: m.id, fone1: m.fone1, fone2: m.fone2, fone3: m.fone3, rota_id: rota.id, embarcador_id: g.chance(0.65) ? embarcador() : null, pgr_cliente_id: pgr,
        tipo_viagem_id: g.um([1, 1, 1, 1, 2, 2, 2, 3, 4, 5, 6, 6]), valor_embarque: valor, veiculo_sem_carga: g.chance(0.03),
        telemonitorado: v.tecnologia_id === TECNOLOGIA.TELEMONITORADO, vinculado_tecnologia: status !== STATUS_VIAGEM.AGENDADA && inicio !== null,
        liberacao: liberada, usuario_liberacao: liberada ? 'SUPERVISOR' : null,
        pontuacao_risco: Math.min(100, Math.round(valor / 40_000) + g.int(0, 25)),
        situacao_viagem_id: status === STATUS_VIAGEM.EM_VIAGEM ? situacao(g.um(['EM MOVIMENTO', 'EM MOVIMENTO', 'EM MOVIMENTO', 'PARADO', 'ABASTECIMENTO', 'REFEIÇÃO', 'PERNOITE']))
          : status === STATUS_VIAGEM.AGENDADA && g.chance(0.4) ? situacao(g.um(['CARREGANDO', 'AGUARDANDO LIBERAÇÃO'])) : status === STATUS_VIAGEM.FINALIZADA ? situacao('DESCARREGANDO') : null,
        observacao: g.chance(0.15) ? g.um(OBSERVACOES) : null, trafegus_id: id,
        previsao_inicio: new Date(previsaoInicio), previsao_fim: new Date(previsaoFim),
        data_inicio: inicio ? new Date(inicio) : null, data_fim: fim ? new Date(fim) : null,
        fim_distancia_km: fim ? (g.int(1, 300) / 100).toFixed(2) : null, dentro_do_prazo: fim ? fim <= previsaoFim : null,
        username_aceitou: fim ? g.um(['OPERADOR', 'CENTRAL']) : null,
        motivos: motivo, observacao_cancelamento: motivo ? (OBSERVACOES_CANCELAMENTO[motivo] ?? null) : null, data_cancelamento: cancelamento ? new Date(cancelamento) : null,
        usuario_id: usuario.get(quemCadastrou) ?? null, username_add: quemCadastrou, data_cadastro: new Date(cadastro),
        username_add_status: quemMudou, data_status: new Date(mudanca), updated_at: new Date(mudanca),
      });
      extras.set(id, { linha: sms[sms.length - 1]!, rota: rota.id, status, cadastro, inicio, fim, cancelamento, cliente: t.id, veiculo: v.id, placa: v.placa });
      contagem[status === 1 ? 'AGENDADA' : status === 2 ? 'EM_VIAGEM' : status === 3 ? 'FINALIZADA' : 'CANCELADA']++;
    }
  }
  // Oldest first, so the ids grow with the request time as they would.
  sms.sort((a, b) => (a.data_cadastro as Date).getTime() - (b.data_cadastro as Date).getTime());
  const gravadas = await emLotes(db, 'monitoramentos', sms, ['id', 'trafegus_id']);

  const eventos: Array<Record<string, unknown>> = [];
  const doHistorico: Array<Record<string, unknown>> = [];
  const observacoes: Array<Record<string, unknown>> = [];
  const evento = (sm: number, acao: string, antes: number | null, depois: number, quando: number, username: string, detalhe: Record<string, unknown> = {}) =>
    eventos.push({ solicitacao_monitoramento_id: sm, acao, status_antes: antes, status_depois: depois, usuario_id: usuario.get(username) ?? null, username, ip: '127.0.0.1', detalhe: JSON.stringify(detalhe), data_cadastro: new Date(quando) });
  for (const r of gravadas) {
    const sm = Number(r.id);
    const e = extras.get(r.trafegus_id as string)!;
    const linha = e.linha;
    evento(sm, 'CRIAR', null, STATUS_VIAGEM.AGENDADA, e.cadastro, linha.username_add as string, { placa: e.placa });
    if (e.inicio) evento(sm, 'INICIAR', STATUS_VIAGEM.AGENDADA, STATUS_VIAGEM.EM_VIAGEM, e.inicio, linha.username_add_status as string);
    if (e.fim) evento(sm, 'FINALIZAR', STATUS_VIAGEM.EM_VIAGEM, STATUS_VIAGEM.FINALIZADA, e.fim, linha.username_add_status as string);
    if (e.cancelamento) evento(sm, 'CANCELAR', e.inicio ? STATUS_VIAGEM.EM_VIAGEM : STATUS_VIAGEM.AGENDADA, STATUS_VIAGEM.CANCELADA, e.cancelamento, linha.username_add_status as string, { motivos: linha.motivos });

    // Occurrences while it ran (or while scheduled), of the types allowed then.
    const ate = e.fim ?? e.cancelamento ?? agora;
    const desde = e.inicio ?? e.cadastro;
    const chance = { 1: 0.1, 2: 0.6, 3: 0.35, 4: 0.25 }[e.status];
    if (g.chance(chance)) {
      for (let k = g.int(1, 3); k > 0; k--) {
        const durante: StatusViagem = e.inicio ? STATUS_VIAGEM.EM_VIAGEM : STATUS_VIAGEM.AGENDADA;
        const tipos = ocorrencias.filter((o) => (durante === STATUS_VIAGEM.EM_VIAGEM ? o.em_viagem : o.agendada));
        if (!tipos.length) break;
        const f = g.proximo();
        let quando = desde + f * (ate - desde);
        const conferida = e.status >= 3 ? g.chance(0.8) : g.chance(0.3);
        const tipo = g.um(tipos);
        // The types the live monitoring records itself are its alerts (decision 47): on a trip still in
        // transit, a pending one is recent (spread over the last two hours, the desk's §9 buckets).
        const alerta = e.status === STATUS_VIAGEM.EM_VIAGEM && CODIGOS_ALERTA.has(tipo.codigo);
        if (alerta && !conferida) quando = Math.max(desde, agora - (((sm * 37 + k * 11) % 120) + 1) * MINUTO);
        doHistorico.push({
          solicitacao_monitoramento_id: sm, ocorrencia_id: tipo.id, cliente_id: e.cliente, veiculo_id: e.veiculo, placa: e.placa, avulsa: false, status_viagem: durante,
          descricao: g.um(DESCRICOES_OCORRENCIA), lat_lng: e.inicio ? pontoEm(e.rota, f) : null,
          ...(alerta ? { usuario_id: null, username_add: AUTOR_ALERTA, ip: null } : { usuario_id: usuario.get('OPERADOR') ?? null, username_add: 'OPERADOR', ip: '127.0.0.1' }),
          conferida, username_conferencia: conferida ? 'SUPERVISOR' : null, data_conferencia: conferida ? new Date(Math.min(agora, quando + g.int(5, 120) * MINUTO)) : null,
          observacao_conferencia: conferida ? 'CONFERIDA COM O MOTORISTA.' : null, data_cadastro: new Date(quando),
        });
      }
    }
    if (e.status === STATUS_VIAGEM.FINALIZADA || e.status === STATUS_VIAGEM.CANCELADA) {
      const tipos = ocorrencias.filter((o) => (e.status === STATUS_VIAGEM.FINALIZADA ? o.finalizada : o.cancelada));
      if (tipos.length && g.chance(0.08)) {
        doHistorico.push({
          solicitacao_monitoramento_id: sm, ocorrencia_id: g.um(tipos).id, cliente_id: e.cliente, veiculo_id: e.veiculo, placa: e.placa, avulsa: false, status_viagem: e.status,
          descricao: g.um(DESCRICOES_OCORRENCIA), usuario_id: usuario.get('SUPERVISOR') ?? null, username_add: 'SUPERVISOR', ip: '127.0.0.1', data_cadastro: new Date(Math.min(agora, ate + g.int(10, 300) * MINUTO)),
        });
      }
    }
    if (e.inicio && g.chance(0.4)) {
      for (let k = g.int(1, 2); k > 0; k--) {
        const f = g.proximo();
        observacoes.push({
          solicitacao_monitoramento_id: sm, observacao: g.um(OBSERVACOES), lat_lng: pontoEm(e.rota, f), user_id_add: usuario.get('CENTRAL') ?? null, username_add: 'CENTRAL',
          data_cadastro: new Date(e.inicio + f * (ate - e.inicio)),
        });
      }
    }
  }
  // A few standalone occurrences (no trip) on Rodovale's vehicles.
  const avulsas = ocorrencias.filter((o) => o.em_viagem);
  for (const v of veiculos.filter((x) => x.cliente_id === rodovale).slice(RESERVADOS, RESERVADOS + 5)) {
    if (!avulsas.length) break;
    doHistorico.push({
      solicitacao_monitoramento_id: null, ocorrencia_id: g.um(avulsas).id, cliente_id: rodovale, veiculo_id: v.id, placa: v.placa, avulsa: true, status_viagem: null,
      descricao: 'OCORRÊNCIA REGISTRADA SEM SM: VEÍCULO EM DESLOCAMENTO VAZIO.', usuario_id: usuario.get('OPERADOR') ?? null, username_add: 'OPERADOR', ip: '127.0.0.1',
      data_cadastro: new Date(agora - g.int(1, 20) * DIA),
    });
  }
  await emLotes(db, 'monitoramento_eventos', eventos);
  await emLotes(db, 'monitoramento_ocorrencias', doHistorico);
  await emLotes(db, 'monitoramento_observacoes', observacoes);
  await liberacoesProntaResposta(db);
  return contagem;
}

/**
 * Rapid-response releases of the demo (issue 23): two trips in transit get occurrence 249 released
 * by the central desk, and every occurrence 249 of the history its PRONTA_RESPOSTA row in the
 * release log, as the release writes them together (decision 48).
 */
async function liberacoesProntaResposta(db: Knex): Promise<void> {
  await db.raw(`
    insert into monitoramento_ocorrencias (solicitacao_monitoramento_id, ocorrencia_id, cliente_id, veiculo_id, placa, status_viagem, descricao, username_add, ip, data_cadastro)
    select m.id, o.id, m.cliente_id, m.veiculo_id, m.placa, 2, 'PRONTA RESPOSTA ACIONADA: VEÍCULO PARADO FORA DO PONTO DE APOIO.', 'CENTRAL', '127.0.0.1', now() - interval '25 minutes'
    from (select id, cliente_id, veiculo_id, placa from monitoramentos where status = 2 and excluida_em is null order by id limit 2) m, ocorrencias o
    where o.codigo = ?`, [OCORRENCIA_LIBERACAO_PRONTA_RESPOSTA]);
  await db.raw(`
    insert into liberacoes (usuario_logado, usuario_liberacao, placa, tipo, solicitacao_monitoramento_id, observacao, nome_fantasia, cnpj, ip, data_cadastro)
    select mo.username_add, mo.username_add, mo.placa, 'PRONTA_RESPOSTA', mo.solicitacao_monitoramento_id, mo.descricao, coalesce(c.nome_fantasia, c.razao_social), c.cnpj, mo.ip, mo.data_cadastro
    from monitoramento_ocorrencias mo join ocorrencias o on o.id = mo.ocorrencia_id left join clientes c on c.id = mo.cliente_id
    where o.codigo = ? and mo.solicitacao_monitoramento_id is not null`, [OCORRENCIA_LIBERACAO_PRONTA_RESPOSTA]);
}
