import { distanciaKm, formatarDataHora, type Coordenada } from '../../../shared/index.js';
import { TIPOS_VIAGEM_COM_PRAZO } from '../estados.js';
import type { PosicaoViagem, QuemViagem, ViagemCiclo, ViagensCicloEscrita } from './ports.js';
import { viagemOu404 } from './transicao.js';

/** Beyond this distance (km) from the route's destination the finish asks for a confirmation (spec 02 §9). */
export const DISTANCIA_MAXIMA_FIM_KM = 15;

export interface VerificacaoFim {
  /** Every warning of the finish, one per line (the window shows it); a plain note when none. */
  informativo: string;
  /** Km from the vehicle's last position to the route's destination; null without either. */
  distancia: number | null;
  tipo_viagem_id: number | null;
  /** Now is at or before the planned end. */
  dentro_do_prazo: boolean;
  /** The distance warning to confirm (null: none). */
  aviso_distancia: string | null;
  /** The deadline warning of trip types 2 and 6 to confirm (null: none). */
  aviso_prazo: string | null;
}

export const SEM_PENDENCIAS_FIM = 'Nenhuma pendência para finalizar a SM.';

/**
 * What the finish window must confirm (spec 02 §4 "Trip finish"): the distance from the last
 * position to the route's end point (a warning above 15 km or without a position) and, for
 * distribution (2) and pickup (6) trips, whether it ends within the deadline.
 */
export function verificarFim(
  viagem: Pick<ViagemCiclo, 'tipo_viagem_id' | 'previsao_fim'>,
  posicao: Coordenada | null,
  destino: Coordenada | null,
  agora: Date,
): VerificacaoFim {
  const distancia = posicao && destino ? Math.round(distanciaKm(posicao, destino) * 100) / 100 : null;
  const dentro_do_prazo = viagem.previsao_fim !== null && agora.getTime() <= viagem.previsao_fim.getTime();
  let aviso_distancia: string | null = null;
  if (distancia === null) {
    aviso_distancia = posicao ? 'A rota da SM não tem ponto de destino: não foi possível medir a distância até o fim.' : 'Sem posição do veículo: não foi possível medir a distância até o destino.';
  } else if (distancia > DISTANCIA_MAXIMA_FIM_KM) {
    aviso_distancia = `O veículo está a ${distancia.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} km do ponto final da rota (mais de ${DISTANCIA_MAXIMA_FIM_KM} km). Confirma a finalização?`;
  }
  let aviso_prazo: string | null = null;
  if (viagem.tipo_viagem_id !== null && TIPOS_VIAGEM_COM_PRAZO.includes(viagem.tipo_viagem_id)) {
    const previsao = viagem.previsao_fim ? formatarDataHora(viagem.previsao_fim).slice(0, 16) : 'não informada';
    aviso_prazo = dentro_do_prazo
      ? `Viagem dentro do prazo (previsão de fim ${previsao}). Confirma a finalização?`
      : `Viagem fora do prazo (previsão de fim ${previsao}). Confirma a finalização?`;
  }
  const avisos = [aviso_distancia, aviso_prazo].filter((a): a is string => a !== null);
  return { informativo: avisos.length ? avisos.join('\n') : SEM_PENDENCIAS_FIM, distancia, tipo_viagem_id: viagem.tipo_viagem_id, dentro_do_prazo, aviso_distancia, aviso_prazo };
}

/** The finish check of a trip from its stored facts (the vehicle's last position, the route's end). */
export class VerificarFimViagem {
  constructor(private readonly repo: Pick<ViagensCicloEscrita, 'buscar' | 'ultimaPosicao' | 'rota'>) {}

  async executar(id: number, quem: QuemViagem['usuario'], agora: Date): Promise<VerificacaoFim> {
    const v = await viagemOu404(this.repo, id, quem);
    const posicao: PosicaoViagem | null = v.veiculo_id !== null ? await this.repo.ultimaPosicao(v.veiculo_id) : null;
    const rota = v.rota_id !== null ? await this.repo.rota(v.rota_id) : null;
    return verificarFim(v, posicao, rota?.destino ?? null, agora);
  }
}
