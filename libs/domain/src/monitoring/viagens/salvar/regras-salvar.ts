import { isStaff } from '../../../identity/index.js';
import { mensagemPlacaNaBlacklist } from '../../../cadastro-consulta/index.js';
import { diaEmBrasilia, formatarData } from '../../../shared/index.js';
import { MENSAGENS_VIAGEM } from '../estados.js';
import type { FatosViagem, PedidoViagem } from './ports.js';

/**
 * The trip form's save rules (spec 02 §5, §4 "Trip form vehicle check", §9): each a pure function
 * over the request and the facts a port gathered (FatosViagem); each answers the spec's message
 * when it refuses, null when it lets the trip through. `recusaAoSalvar` runs them in order and the
 * first refusal wins (422, nothing saved).
 */
export const REGRAS_VIAGEM = {
  /** Start tolerance on creation: not earlier than 10 minutes before now. */
  toleranciaInicioMs: 10 * 60_000,
  /** End tolerance: not in the past, with 59 seconds of grace. */
  toleranciaFimMs: 59_000,
  /** The end at least one minute after the start. */
  duracaoMinimaMs: 60_000,
  /** A vehicle whose last fix is older than this is not mirrored (needs the accept flag). */
  espelhamentoMinutos: 60,
  /** Telemonitored trips use this technology (spec 02 §4, §9). */
  tecnologiaTelemonitorada: 13,
  /** A special release is good for this long (autenticacao_liberacao). */
  liberacaoMinutos: 30,
} as const;

export const MENSAGENS_SALVAR = {
  datas: MENSAGENS_VIAGEM.datasInvalidas,
  naoLiberada: MENSAGENS_VIAGEM.naoLiberada,
  veiculoNaoEncontrado: 'Veículo não encontrado',
  veiculoCarreta: 'Informe o cavalo ou o veículo da viagem; a carreta vai nos campos de carreta',
  veiculoSemVinculo: 'Veículo não vinculado a este cliente',
  carretaNaoEncontrada: 'Carreta não encontrada',
  carretaNaoEhCarreta: 'O veículo informado como carreta não é do tipo CARRETA',
  carretaSemVinculo: 'Carreta não vinculada a este cliente',
  motoristaNaoEncontrado: 'Motorista não encontrado',
  motoristaSemVinculo: 'Motorista não vinculado a este cliente',
  rota: 'Rota não encontrada para este cliente: selecione uma rota da lista',
  embarcador: 'Embarcador não encontrado',
  tecnologia: 'Tecnologia não encontrada',
  pgr: 'PGR não encontrado para este cliente',
  semTelefone: 'Atualize o cadastro desse motorista, não foi possivel encontrar o primeiro telefone no cadastro.',
  telefoneIncorreto: 'telefone incorreto',
  analisePerfil: (quem: string) => `Análise de perfil de ${quem} não está válida`,
  semProtocolo: 'PROTOCOLO DE PESQUISA VENCIDO OU SEM CONSULTA.',
  motoristaBlacklist: (motivo: string) => `MOTORISTA CONSTA NA BLACKLIST: ${motivo}`,
  pgrVencido: (validade: string) => `PGR vencido: ${formatarData(validade)}`,
  isca: 'Este valor de embarque exige que preencha os dados de ISCA (NÚMERO e TECNOLOGIA).',
  apolice: 'Valor informado superior ao permitido em apólice de seguro.',
  telemonitorada: 'Valor informado superior ao permitido para viagem telemonitorada.',
  semEspelhamento: `Veiculo com retardo de comunicação, sem sinal há mais de ${REGRAS_VIAGEM.espelhamentoMinutos} minutos. Marque o aceite sem espelhamento para salvar a SM.`,
  emViagem: MENSAGENS_VIAGEM.veiculoEmViagem,
} as const;

export interface ContextoSalvar {
  /** An edit of an existing trip (the date windows are skipped). */
  edicao: boolean;
  grupoUsuarioId: number;
  /** The trip being edited was already released (its release stands). */
  jaLiberada?: boolean;
}

/** The date windows (on creation only): start ≥ now − 10 min, end ≥ now − 59 s, end > start + 1 min. */
export function regraDatas(p: Pick<PedidoViagem, 'previsao_inicio' | 'previsao_fim'>, agora: Date, edicao: boolean): string | null {
  if (edicao) return null;
  const inicio = p.previsao_inicio.getTime();
  const fim = p.previsao_fim.getTime();
  const ok = inicio >= agora.getTime() - REGRAS_VIAGEM.toleranciaInicioMs && fim >= agora.getTime() - REGRAS_VIAGEM.toleranciaFimMs && fim > inicio + REGRAS_VIAGEM.duracaoMinimaMs;
  return ok ? null : MENSAGENS_SALVAR.datas;
}

/** The vehicle, trailers and driver exist, are of the right kind and are the client's. */
export function regraCadastros(p: PedidoViagem, f: FatosViagem): string | null {
  if (!f.veiculo) return MENSAGENS_SALVAR.veiculoNaoEncontrado;
  if (f.veiculo.tipo === 'CARRETA') return MENSAGENS_SALVAR.veiculoCarreta;
  if (!f.veiculo.vinculo) return MENSAGENS_SALVAR.veiculoSemVinculo;
  for (const c of f.carretas) {
    if (!c) return MENSAGENS_SALVAR.carretaNaoEncontrada;
    if (c.tipo !== 'CARRETA') return MENSAGENS_SALVAR.carretaNaoEhCarreta;
    if (!c.vinculada) return MENSAGENS_SALVAR.carretaSemVinculo;
  }
  if (!f.motorista) return MENSAGENS_SALVAR.motoristaNaoEncontrado;
  if (!f.motorista.vinculado) return MENSAGENS_SALVAR.motoristaSemVinculo;
  if (p.embarcador_id !== null && !f.embarcadorExiste) return MENSAGENS_SALVAR.embarcador;
  if (p.tecnologia_id !== null && !p.telemonitorado && !f.tecnologiaExiste) return MENSAGENS_SALVAR.tecnologia;
  if (p.pgr_cliente_id !== null && (!f.pgr || f.pgr.cliente_id !== f.clienteId)) return MENSAGENS_SALVAR.pgr;
  return null;
}

/** The route must be a selected one of the client's, active. */
export function regraRota(f: Pick<FatosViagem, 'rota' | 'clienteId'>): string | null {
  return f.rota && f.rota.cliente_id === f.clienteId && f.rota.ativa ? null : MENSAGENS_SALVAR.rota;
}

/** All the same digit ('11111111111') is not a phone. */
export function telefoneRepetido(fone: string): boolean {
  return /^(\d)\1+$/.test(fone.replace(/\D/g, ''));
}

/** The driver's phones: the first is required (the form's or the register's); none all identical digits. */
export function regraTelefones(p: Pick<PedidoViagem, 'fone1' | 'fone2' | 'fone3'>, motorista: FatosViagem['motorista']): string | null {
  const fone1 = p.fone1 ?? motorista?.fone1 ?? null;
  if (!fone1 || !fone1.replace(/\D/g, '')) return MENSAGENS_SALVAR.semTelefone;
  for (const f of [fone1, p.fone2, p.fone3]) if (f && telefoneRepetido(f)) return MENSAGENS_SALVAR.telefoneIncorreto;
  return null;
}

/** The blacklist (vehicle, trailers, driver): always blocks. */
export function regraBlacklist(f: Pick<FatosViagem, 'blacklist'>): string | null {
  const b = f.blacklist;
  if (!b) return null;
  return b.placa ? mensagemPlacaNaBlacklist(b.placa, b.motivo) : MENSAGENS_SALVAR.motoristaBlacklist(b.motivo);
}

/**
 * The consultations (issue 13): with the PGR's profile-analysis block, the driver's and the
 * vehicle's analysis must be valid; without it, the driver still needs a valid search protocol.
 */
export function regraConsulta(f: Pick<FatosViagem, 'pgr' | 'cadastro' | 'motorista' | 'veiculo'>): string | null {
  const { motorista, veiculo } = f.cadastro;
  if (f.pgr?.bloqueio_analise_perfil) {
    if (motorista && !motorista.valido) return MENSAGENS_SALVAR.analisePerfil(f.motorista?.nome ?? 'motorista');
    if (veiculo && !veiculo.valido) return MENSAGENS_SALVAR.analisePerfil(`veículo ${f.veiculo?.placa ?? ''}`.trim());
    return null;
  }
  if (motorista && !motorista.protocolo) return MENSAGENS_SALVAR.semProtocolo;
  return null;
}

/** The PGR's validity (a calendar day): past it, 'PGR vencido: dd/mm/yyyy'. */
export function regraPgrVencido(pgr: FatosViagem['pgr'], agora: Date): string | null {
  return pgr && pgr.validade < diaEmBrasilia(agora) ? MENSAGENS_SALVAR.pgrVencido(pgr.validade) : null;
}

/** The PGR's money limits: telemonitored limit, policy maximum, mobile locator (ISCA data). */
export function regraValores(p: Pick<PedidoViagem, 'valor_embarque' | 'telemonitorado' | 'numero_spy' | 'tecnologia_spy'>, pgr: FatosViagem['pgr']): string | null {
  if (!pgr) return null;
  const v = p.valor_embarque;
  if (p.telemonitorado && pgr.valor_minimo_responsabilidade !== null && v > pgr.valor_minimo_responsabilidade) return MENSAGENS_SALVAR.telemonitorada;
  if (pgr.valor_limite_maximo_resposabilidade !== null && v > pgr.valor_limite_maximo_resposabilidade) return MENSAGENS_SALVAR.apolice;
  if (pgr.valor_limite_localizador_movel !== null && v > pgr.valor_limite_localizador_movel && !(p.numero_spy && p.tecnologia_spy)) return MENSAGENS_SALVAR.isca;
  return null;
}

/** Mirrored: a fix within the last `espelhamentoMinutos`. */
export function espelhado(ultimaPosicao: Date | null, agora: Date): boolean {
  return !!ultimaPosicao && agora.getTime() - ultimaPosicao.getTime() <= REGRAS_VIAGEM.espelhamentoMinutos * 60_000;
}

/** A vehicle not mirrored needs the accept flag (a telemonitored trip follows no tracker). */
export function regraEspelhamento(p: Pick<PedidoViagem, 'aceite_sem_espelhamento' | 'telemonitorado'>, f: Pick<FatosViagem, 'ultimaPosicao' | 'agora'>): string | null {
  if (p.telemonitorado || p.aceite_sem_espelhamento) return null;
  return espelhado(f.ultimaPosicao, f.agora) ? null : MENSAGENS_SALVAR.semEspelhamento;
}

/**
 * The release (spec 02 §4): a vehicle check of ERRO or ANDAMENTO needs a special release (a valid
 * token); telemonitored trips need none, and for an existing trip staff groups 3–7 skip the check.
 */
export function precisaLiberacao(p: Pick<PedidoViagem, 'telemonitorado'>, f: Pick<FatosViagem, 'checklist' | 'liberacao'>, ctx: ContextoSalvar): boolean {
  if (p.telemonitorado) return false;
  if (ctx.edicao && (isStaff(ctx.grupoUsuarioId) || ctx.jaLiberada)) return false;
  return f.checklist.status !== 'OK' && !f.liberacao;
}

export function regraLiberacao(p: Pick<PedidoViagem, 'telemonitorado'>, f: Pick<FatosViagem, 'checklist' | 'liberacao'>, ctx: ContextoSalvar): string | null {
  return precisaLiberacao(p, f, ctx) ? MENSAGENS_SALVAR.naoLiberada : null;
}

/** One trip in transit per vehicle. */
export function regraEmViagem(f: Pick<FatosViagem, 'outraViagemEmTransito'>): string | null {
  return f.outraViagemEmTransito ? MENSAGENS_SALVAR.emViagem : null;
}

/** Every rule in the form's order; the first refusal, or null when the trip may be saved. */
export function recusaAoSalvar(p: PedidoViagem, f: FatosViagem, ctx: ContextoSalvar): string | null {
  return (
    regraDatas(p, f.agora, ctx.edicao) ??
    regraCadastros(p, f) ??
    regraRota(f) ??
    regraTelefones(p, f.motorista) ??
    regraBlacklist(f) ??
    regraConsulta(f) ??
    regraPgrVencido(f.pgr, f.agora) ??
    regraValores(p, f.pgr) ??
    regraEspelhamento(p, f) ??
    regraLiberacao(p, f, ctx) ??
    regraEmViagem(f)
  );
}
