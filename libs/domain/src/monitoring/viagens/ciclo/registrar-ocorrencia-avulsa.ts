import { exigirCliente } from '../../../identity/index.js';
import { ValidationError } from '../../../shared/index.js';
import type { QuemViagem, ViagensCicloRepository } from './ports.js';
import { latLngDe, MENSAGENS_OCORRENCIA, RegistrarOcorrencia, tipoEscolhido } from './registrar-ocorrencia.js';
import { exigirStaff } from './transicao.js';

export interface DadosOcorrenciaAvulsa {
  ocorrencia_id?: number | null;
  veiculo_id?: number | null;
  placa?: string | null;
  cliente_id?: number | null;
  solicitacao_monitoramento_id?: number | null;
  descricao?: string | null;
}

/**
 * A standalone occurrence ('Ocorrencia avulsa!', spec 02 §2 toolbar): staff only, on a vehicle
 * (id or plate) and its client, no trip needed; given a trip, it is that trip's occurrence. The
 * client is the one given (within scope) or the vehicle's only active link.
 */
export class RegistrarOcorrenciaAvulsa {
  constructor(private readonly repo: ViagensCicloRepository) {}

  executar(dados: DadosOcorrenciaAvulsa, quem: QuemViagem): Promise<{ id: number }> {
    if (dados.solicitacao_monitoramento_id) return new RegistrarOcorrencia(this.repo).executar(dados.solicitacao_monitoramento_id, dados, quem);
    return this.repo.transacao(async (u) => {
      exigirStaff(quem.usuario.grupo_usuario_id);
      const tipo = await tipoEscolhido(u, dados.ocorrencia_id);
      const placa = dados.placa?.trim().toUpperCase().replace(/[^A-Z0-9]/g, '') || null;
      if (!dados.veiculo_id && !placa) throw ValidationError.campo('placa', MENSAGENS_OCORRENCIA.veiculo);
      const veiculo = await u.veiculo({ id: dados.veiculo_id, placa });
      if (!veiculo) throw ValidationError.campo(dados.veiculo_id ? 'veiculo_id' : 'placa', MENSAGENS_OCORRENCIA.veiculoNaoEncontrado);
      const clienteId = dados.cliente_id ?? (veiculo.clientes.length === 1 ? veiculo.clientes[0]! : null);
      if (clienteId === null) throw ValidationError.campo('cliente_id', MENSAGENS_OCORRENCIA.clienteDoVeiculo);
      exigirCliente(quem.usuario.escopo, clienteId);
      const posicao = await u.ultimaPosicao(veiculo.id);
      const id = await u.inserirOcorrencia({
        viagemId: null, ocorrenciaId: tipo.id, clienteId, veiculoId: veiculo.id, placa: veiculo.placa, avulsa: true, statusViagem: null,
        descricao: dados.descricao?.trim() || null, latLng: latLngDe(posicao), quem,
      });
      return { id };
    });
  }
}
