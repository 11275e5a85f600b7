import { REGRAS_POSICAO_PADRAO, semPosicao, type RegrasPosicao } from '../posicao.js';
import type { EtapaTelemetria, LoteTelemetria } from './pipeline.js';
import type { ContatoDeVeiculo, FiltradaDeVeiculo, RegistroSemPosicao } from './telemetria.ports.js';

/**
 * Stage 5 (decision 29): what a known device sent that is not a position of its vehicle is kept,
 * so its door can acknowledge it. A request without coordinates is the vehicle's last contact
 * (battery, alarms as readings); a refused fix, or one the unit flagged invalid (stored, never the
 * last position), is logged with its reason for the operator. After storage: should this fail,
 * the request is not acknowledged and its resend finds the positions stored.
 */
export class GuardarSemPosicao implements EtapaTelemetria {
  readonly nome = 'guardar_sem_posicao';
  readonly essencial = true;

  constructor(private readonly repo: RegistroSemPosicao, private readonly regras: RegrasPosicao = REGRAS_POSICAO_PADRAO) {}

  async executar(lote: LoteTelemetria): Promise<void> {
    const filtradas: FiltradaDeVeiculo[] = [];
    for (const p of lote.paraGravar) if (!p.valida) filtradas.push({ ...semPosicao(p), veiculo_id: p.veiculo_id, motivo: 'posicao_invalida' });
    const contatos: ContatoDeVeiculo[] = [];
    const limiteFuturo = lote.agora.getTime() + this.regras.toleranciaFuturoMs;
    for (const { motivo, lido, veiculo } of lote.semFix) {
      if (!veiculo) continue;
      if (motivo === 'sem_coordenadas') {
        // A unit time ahead of the clock would hold the contact back: the arrival time stands for it.
        const futura = !lido.data || lido.data.getTime() > limiteFuturo;
        contatos.push({ ...lido, veiculo_id: veiculo.veiculo_id, data_contato: futura ? lote.agora : lido.data! });
      } else if (motivo !== 'terminal_desconhecido' && motivo !== 'duplicada') filtradas.push({ ...lido, veiculo_id: veiculo.veiculo_id, motivo });
    }
    if (contatos.length) await this.repo.registrarContatos(contatos);
    if (filtradas.length) await this.repo.registrarFiltradas(filtradas);
  }
}
