/**
 * The fake position (spec 02 §3, §6; spec 03 §2): the product's owner (user id 1) sends a position
 * with chosen peripheral states for a vehicle, to try a checklist or an alert without a truck. It
 * goes through the same pipeline as a tracker's position, marked `posicao_falsa` in its attributes.
 */
import { FieldErrorBag, ForbiddenError, errosCoordenadas, lerNumeroCoordenada, lerLigado, type Coordenada } from '../shared/index.js';
import { lerLeituras, type PosicaoRecebida } from './posicao.js';

/** Only this user may send a fake position (spec 02 §6). */
export const USUARIO_POSICAO_FALSA = 1;

/** The flags of spec 02 §3, in the screen's order. */
export const FLAGS_POSICAO_FALSA = [
  'sensor_porta_motorista', 'sensor_porta_carona', 'sensor_bau1', 'sensor_bau2', 'sensor_bau3', 'sensor_desengate1', 'sensor_desengate2',
  'sensor_violacao_painel', 'sensor_janelas', 'sensor_falha_teclado', 'ignicao', 'bloqueio', 'sirene', 'trava_5_roda', 'trava_bau1', 'trava_bau2',
  'trava_bau3', 'botao_panico',
] as const;

export function exigirUsuarioDaPosicaoFalsa(usuarioId: number): void {
  if (usuarioId !== USUARIO_POSICAO_FALSA) throw new ForbiddenError('Somente o usuário 1 pode enviar posição falsa');
}

/**
 * The position to send: the flags given (unchecked ones as off), at the coordinates given or, when
 * none are, where the vehicle last was.
 */
export function montarPosicaoFalsa(
  dados: Record<string, unknown>,
  terminal: string,
  ultima: Coordenada | null,
  agora: Date,
): PosicaoRecebida {
  const bag = new FieldErrorBag();
  const informou = dados.latitude !== undefined && dados.latitude !== null && dados.latitude !== '';
  let coordenada = ultima;
  if (informou || dados.longitude !== undefined) {
    const erros = errosCoordenadas({ latitude: dados.latitude, longitude: dados.longitude });
    for (const [campo, msgs] of Object.entries(erros)) for (const m of msgs) bag.add(campo, m);
    if (!Object.keys(erros).length) coordenada = { latitude: lerNumeroCoordenada(dados.latitude)!, longitude: lerNumeroCoordenada(dados.longitude)! };
  } else if (!ultima) {
    bag.add('latitude', 'informe a posição: o veículo ainda não mandou nenhuma');
  }
  bag.throwIfAny();
  const flags = Object.fromEntries(FLAGS_POSICAO_FALSA.map((f) => [f, lerLigado(dados[f]) ?? 0]));
  const leituras = lerLeituras(flags);
  return {
    terminal,
    data_posicao: agora,
    latitude: coordenada!.latitude,
    longitude: coordenada!.longitude,
    valida: true,
    velocidade: 0,
    direcao: null,
    ignicao: flags.ignicao === 1,
    altitude: null,
    precisao: null,
    bateria: null,
    leituras,
    atributos: { posicao_falsa: true },
  };
}
