import { exigirCliente } from '../../../identity/index.js';
import { BusinessRuleError, NotFoundError, ValidationError } from '../../../shared/index.js';
import { MENSAGENS_VIAGEM, NOMES_STATUS_VIAGEM, type StatusViagem } from '../estados.js';
import type { PosicaoViagem, QuemViagem, TipoOcorrencia, ViagensCicloEscrita, ViagensCicloRepository } from './ports.js';
import { exigirStaff } from './transicao.js';

export const MENSAGENS_OCORRENCIA = {
  registrada: 'Ocorrência registrada com sucesso',
  naoEncontrada: 'Ocorrência não encontrada',
  tipoNaoEncontrado: 'Tipo de ocorrência não encontrado',
  naoSeAplica: (tipo: string, status: string) => `A Ocorrencia não foi registrada! O tipo ${tipo} não se aplica a uma SM ${status}.`,
  jaConferida: 'Esta ocorrência já foi conferida.',
  conferida: 'Ocorrência conferida com sucesso',
  veiculo: 'Informe o veículo (placa) da ocorrência avulsa',
  veiculoNaoEncontrado: 'Veículo não encontrado',
  clienteDoVeiculo: 'Informe o cliente do veículo',
} as const;

/** The flag of an occurrence type (ocorrencias) that says it applies to a trip in each status. */
export const FLAG_OCORRENCIA_POR_STATUS = { 1: 'agendada', 2: 'em_viagem', 3: 'finalizada', 4: 'cancelada' } as const satisfies Record<StatusViagem, keyof TipoOcorrencia>;

/** Whether an occurrence type applies to a trip in `status` (its agendada/em_viagem/finalizada/cancelada flags). */
export function tipoPermitidoNoStatus(tipo: Pick<TipoOcorrencia, 'agendada' | 'em_viagem' | 'cancelada' | 'finalizada'>, status: StatusViagem): boolean {
  return tipo[FLAG_OCORRENCIA_POR_STATUS[status]];
}

/** The position as the occurrence and observation rows keep it: 'lat,lng'. */
export const latLngDe = (p: PosicaoViagem | null): string | null => (p ? `${p.latitude},${p.longitude}` : null);

/** The chosen occurrence type, or the spec's 'A Ocorrencia não foi selecionada!' (400 on ocorrencia_id). */
export async function tipoEscolhido(u: Pick<ViagensCicloEscrita, 'tipoOcorrencia'>, ocorrenciaId: number | null | undefined): Promise<TipoOcorrencia> {
  if (!ocorrenciaId) throw ValidationError.campo('ocorrencia_id', MENSAGENS_VIAGEM.ocorrenciaNaoSelecionada);
  const tipo = await u.tipoOcorrencia(ocorrenciaId);
  if (!tipo) throw ValidationError.campo('ocorrencia_id', MENSAGENS_OCORRENCIA.tipoNaoEncontrado);
  return tipo;
}

/**
 * An occurrence on a trip (spec 02 §3, §4): staff only, the type chosen and allowed for the
 * trip's status by its flags (422 otherwise), with the vehicle's last position, recorded in the
 * trip's history with user and IP.
 */
export class RegistrarOcorrencia {
  constructor(private readonly repo: ViagensCicloRepository) {}

  executar(viagemId: number, dados: { ocorrencia_id?: number | null; descricao?: string | null }, quem: QuemViagem): Promise<{ id: number }> {
    return this.repo.transacao(async (u) => {
      const v = await u.travar(viagemId);
      if (!v) throw new NotFoundError(MENSAGENS_VIAGEM.naoEncontrada);
      exigirCliente(quem.usuario.escopo, v.cliente_id);
      exigirStaff(quem.usuario.grupo_usuario_id);
      const tipo = await tipoEscolhido(u, dados.ocorrencia_id);
      if (!tipoPermitidoNoStatus(tipo, v.status)) throw new BusinessRuleError(MENSAGENS_OCORRENCIA.naoSeAplica(tipo.descricao, NOMES_STATUS_VIAGEM[v.status].replace('_', ' ')));
      const posicao = v.veiculo_id !== null ? await u.ultimaPosicao(v.veiculo_id) : null;
      const id = await u.inserirOcorrencia({
        viagemId: v.id, ocorrenciaId: tipo.id, clienteId: v.cliente_id, veiculoId: v.veiculo_id, placa: v.placa, avulsa: false, statusViagem: v.status,
        descricao: dados.descricao?.trim() || null, latLng: latLngDe(posicao), quem,
      });
      await u.registrarEvento({ viagemId: v.id, acao: 'OCORRENCIA', antes: v.status, depois: v.status, autor: quem, detalhe: { ocorrencia_id: tipo.id, codigo: tipo.codigo, monitoramento_ocorrencia_id: id } });
      return { id };
    });
  }
}
