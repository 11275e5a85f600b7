import { exigirCliente } from '../../../identity/index.js';
import { STATUS_EM_ANDAMENTO, STATUS_VALIDOS, type ChecklistDoVeiculo } from '../../../checklists/index.js';
import { BusinessRuleError, formatarDataHora, NotFoundError } from '../../../shared/index.js';
import type { AutorViagem, FatosViagemPorta, StatusChecagem } from './ports.js';
import { MENSAGENS_SALVAR } from './regras-salvar.js';

export const MENSAGENS_CHECAGEM = {
  ok: (validade: Date) => `Checklist do veículo válido até ${formatarDataHora(validade)}`,
  andamento: 'Checklist do veículo em andamento: a SM precisa de liberação especial para ser salva.',
  erro: 'Veículo sem checklist aprovado e válido: a SM precisa de liberação especial para ser salva.',
} as const;

/**
 * The trip form's vehicle check (spec 02 §4 "Trip form vehicle check", §7 checklist_veiculo): a
 * valid checklist (APROVADO or LIBERADO within validity) lets the trip through; one being worked
 * on (VERIFICANDO, PENDENTE, EM_TESTE) reads ANDAMENTO; anything else ERRO. Both need a release.
 */
export function checagemDoVeiculo(checklists: readonly ChecklistDoVeiculo[], agora: Date): { status: StatusChecagem; msg: string } {
  const valido = checklists.find((c) => STATUS_VALIDOS.includes(c.status) && c.data_validade && c.data_validade > agora);
  if (valido) return { status: 'OK', msg: MENSAGENS_CHECAGEM.ok(valido.data_validade!) };
  if (checklists.some((c) => STATUS_EM_ANDAMENTO.includes(c.status))) return { status: 'ANDAMENTO', msg: MENSAGENS_CHECAGEM.andamento };
  return { status: 'ERRO', msg: MENSAGENS_CHECAGEM.erro };
}

/** `POST monitoramentos/{veiculoId}/checklist_veiculo`: the check for a vehicle of the client (403 outside the scope). */
export class VerificarVeiculoViagem {
  constructor(private readonly fatos: FatosViagemPorta, private readonly agora: () => Date) {}

  async executar(veiculoId: number, clienteId: number, quem: AutorViagem): Promise<{ status: StatusChecagem; msg: string }> {
    exigirCliente(quem.usuario.escopo, clienteId);
    const veiculo = await this.fatos.veiculo(veiculoId, clienteId);
    if (!veiculo) throw new NotFoundError(MENSAGENS_SALVAR.veiculoNaoEncontrado);
    // Another client's vehicle says nothing about its checklists.
    if (!veiculo.vinculo) throw new BusinessRuleError(MENSAGENS_SALVAR.veiculoSemVinculo);
    return checagemDoVeiculo(await this.fatos.checklists(veiculoId), this.agora());
  }
}
