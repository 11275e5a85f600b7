/**
 * Commands and messages out (issue 11; spec 02 §7 "Commands and messages", §8; spec 01 §7.1
 * procedimentos_checklist): each one is written to an outbox with who asked, from where and when;
 * a worker sends it through its channel's port and records the outcome, retrying a failure.
 * OsmAnd devices take their commands in the answer to their next position.
 */
import { FieldErrorBag, ValidationError } from '../shared/index.js';

export type CanalComando = 'RASTREADOR' | 'SMS' | 'WHATSAPP' | 'TEXTO';
export type EstadoComando = 'FILA' | 'ENVIADO' | 'ENTREGUE' | 'FALHOU';
export type AcaoRastreador = 'BLOQUEAR' | 'DESBLOQUEAR' | 'SIRENE' | 'DESLIGAR_SIRENE' | 'SOLICITAR_POSICAO';

/** The text each action travels as to a tracker (Traccar's command types, which OsmAnd clients read). */
export const TEXTO_DA_ACAO: Record<AcaoRastreador, string> = {
  BLOQUEAR: 'engineStop',
  DESBLOQUEAR: 'engineResume',
  SIRENE: 'alarmArm',
  DESLIGAR_SIRENE: 'alarmDisarm',
  SOLICITAR_POSICAO: 'positionSingle',
};

/** How a screen or a print names an action, a state and a channel of a command (the /comandos page, the trip's timeline). */
export const ROTULOS_ACAO_COMANDO: Record<AcaoRastreador, string> = {
  BLOQUEAR: 'Bloqueio',
  DESBLOQUEAR: 'Desbloqueio',
  SIRENE: 'Sirene',
  DESLIGAR_SIRENE: 'Desligar sirene',
  SOLICITAR_POSICAO: 'Solicitar posição',
};
export const ROTULOS_ESTADO_COMANDO: Record<EstadoComando, string> = { FILA: 'Na fila', ENVIADO: 'Enviado', ENTREGUE: 'Entregue', FALHOU: 'Falhou' };
export const ROTULOS_CANAL_COMANDO: Record<CanalComando, string> = { RASTREADOR: 'Rastreador', SMS: 'SMS', WHATSAPP: 'WhatsApp', TEXTO: 'Texto (teclado)' };

/** veiculos/comando's acao_pgr_id (spec 02 §9): 21 position request, 13 block. */
export const ACAO_DO_COMANDO_PGR: Record<number, AcaoRastreador> = { 21: 'SOLICITAR_POSICAO', 13: 'BLOQUEAR' };

export function acaoDoComandoPgr(acaoPgrId: unknown): AcaoRastreador {
  const acao = typeof acaoPgrId === 'number' ? ACAO_DO_COMANDO_PGR[acaoPgrId] : undefined;
  if (!acao) throw ValidationError.campo('acao_pgr_id', 'deve ser 21 (solicitar posição) ou 13 (bloqueio)');
  return acao;
}

/** procedimentos_checklist's flags (spec 01 §7.1), exactly one of them. */
export const PROCEDIMENTOS_CHECKLIST: Record<string, AcaoRastreador> = {
  bloquear: 'BLOQUEAR',
  desbloquear: 'DESBLOQUEAR',
  sirene: 'SIRENE',
  desligar_sirene: 'DESLIGAR_SIRENE',
  solicitar_posicao: 'SOLICITAR_POSICAO',
};

export function acaoDoProcedimento(dados: Record<string, unknown>): AcaoRastreador {
  const marcados = Object.keys(PROCEDIMENTOS_CHECKLIST).filter((k) => dados[k] === true);
  if (marcados.length !== 1) throw ValidationError.campo('procedimento', 'informe um procedimento: bloquear, desbloquear, sirene, desligar_sirene ou solicitar_posicao');
  return PROCEDIMENTOS_CHECKLIST[marcados[0]!]!;
}

/** The answer each checklist procedure gets (spec 01 §8: block and siren share one). */
export const MENSAGEM_DO_PROCEDIMENTO: Record<AcaoRastreador, string> = {
  BLOQUEAR: 'Comando enviado para bloqueio e sirene',
  SIRENE: 'Comando enviado para bloqueio e sirene',
  DESBLOQUEAR: 'Comando de desbloqueio enviado',
  DESLIGAR_SIRENE: 'Comando para desligar a sirene enviado',
  SOLICITAR_POSICAO: 'Solicitação de posição enviada',
};

/**
 * An SMS number as spec 02 §5 says: digits only, prefixed with 0 if absent. Between 10 and 14
 * digits with the 0; all the same digit is 'telefone incorreto' (spec 02 §5).
 */
export function normalizarTelefoneSms(valor: unknown, campo = 'telefone'): string {
  const digitos = typeof valor === 'string' || typeof valor === 'number' ? String(valor).replace(/\D/g, '') : '';
  if (!digitos) throw ValidationError.campo(campo, 'não pode ficar em branco');
  const numero = digitos.startsWith('0') ? digitos : `0${digitos}`;
  if (/^(\d)\1+$/.test(numero.slice(1))) throw ValidationError.campo(campo, 'telefone incorreto');
  if (numero.length < 11 || numero.length > 14) throw ValidationError.campo(campo, 'deve ter DDD e número (10 a 13 dígitos)');
  return numero;
}

export const LIMITE_MENSAGEM: Record<Exclude<CanalComando, 'RASTREADOR'>, number> = { SMS: 160, WHATSAPP: 1000, TEXTO: 240 };

export function validarMensagem(valor: unknown, canal: Exclude<CanalComando, 'RASTREADOR'>): string {
  const bag = new FieldErrorBag();
  const texto = typeof valor === 'string' ? valor.trim() : '';
  if (!texto) bag.add('mensagem', 'não pode ficar em branco');
  else if (texto.length > LIMITE_MENSAGEM[canal]) bag.add('mensagem', `é muito longa (máximo ${LIMITE_MENSAGEM[canal]} caracteres)`);
  bag.throwIfAny();
  return texto;
}

/** Tries before a command is given up as FALHOU. */
export const MAXIMO_TENTATIVAS = 5;

/** When to try again after the n-th failure: 30 s, 1, 2, 4 min... */
export function proximaTentativa(tentativas: number, agora: Date): Date {
  return new Date(agora.getTime() + 30_000 * 2 ** Math.max(0, tentativas - 1));
}

/** The state after a failed try. */
export function estadoAposFalha(tentativas: number): EstadoComando {
  return tentativas >= MAXIMO_TENTATIVAS ? 'FALHOU' : 'FILA';
}

/** A command or message as it goes into the outbox. */
export interface NovoComando {
  canal: CanalComando;
  acao: AcaoRastreador | null;
  acao_pgr_id: number | null;
  veiculo_id: number | null;
  terminal: string | null;
  telefone: string | null;
  mensagem: string;
  viagem_id: number | null;
  usuario_id: number;
  username: string;
  origem: string;
}

/** One to send now: its channel, its destination (terminal or phone) and its text. */
export interface ComandoAEnviar {
  id: number;
  canal: CanalComando;
  destino: string;
  mensagem: string;
  acao: AcaoRastreador | null;
}

/** A channel's way out (the offline defaults record what they would send). Throws on failure. */
export interface CanalSaida {
  enviar(c: ComandoAEnviar): Promise<void>;
}

/** A WhatsApp number: digits only, with Brazil's 55 when it comes with just DDD and number. */
export function normalizarTelefoneWhatsapp(valor: unknown, campo = 'telefone'): string {
  const digitos = typeof valor === 'string' || typeof valor === 'number' ? String(valor).replace(/\D/g, '').replace(/^0+/, '') : '';
  if (!digitos) throw ValidationError.campo(campo, 'não pode ficar em branco');
  if (/^(\d)\1+$/.test(digitos)) throw ValidationError.campo(campo, 'telefone incorreto');
  const numero = digitos.length === 10 || digitos.length === 11 ? `55${digitos}` : digitos;
  if (numero.length < 12 || numero.length > 13) throw ValidationError.campo(campo, 'deve ter DDD e número (10 ou 11 dígitos, com ou sem 55)');
  return numero;
}

/**
 * A message to send: the number for its channel (SMS or WhatsApp; none for keypad text) and the
 * text, every field's error at once.
 */
export function validarMensagemSaida(
  canal: Exclude<CanalComando, 'RASTREADOR'>,
  dados: { telefone?: unknown; mensagem?: unknown },
): { telefone: string | null; mensagem: string } {
  const erros: Record<string, string[]> = {};
  const ler = <T>(f: () => T): T | null => {
    try {
      return f();
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      Object.assign(erros, e.errors);
      return null;
    }
  };
  const telefone = canal === 'TEXTO' ? null : ler(() => (canal === 'SMS' ? normalizarTelefoneSms(dados.telefone) : normalizarTelefoneWhatsapp(dados.telefone)));
  const mensagem = ler(() => validarMensagem(dados.mensagem, canal));
  if (Object.keys(erros).length) throw new ValidationError(erros);
  return { telefone, mensagem: mensagem! };
}
