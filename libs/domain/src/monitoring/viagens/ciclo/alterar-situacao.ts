import { formatarDataHora, ValidationError } from '../../../shared/index.js';
import { prazosDasAcoes, type AcaoSituacaoComPrazo } from './acoes-situacao.js';
import type { QuemViagem, ViagensCicloRepository } from './ports.js';
import { transicionarViagem } from './transicao.js';

export const MENSAGENS_SITUACAO = {
  alterada: 'Situação alterada com sucesso',
  naoEncontrada: 'Situação da viagem não encontrada',
} as const;

/** 'HH:mm DD-MM' in Brasília, the time the situation selector copies beside the text (spec 02 §4). */
export function horaDaSituacao(agora: Date): string {
  const s = formatarDataHora(agora);
  return `${s.slice(11, 16)} ${s.slice(0, 2)}-${s.slice(3, 5)}`;
}

/**
 * The situation selector of a trip (spec 02 §4): staff, scheduled or in transit, an existing
 * situation; answers its text and the time for the clipboard, and the PGR actions the new
 * situation triggers with their deadlines (execution, then tolerance) from now (/situacoes).
 */
export class AlterarSituacao {
  constructor(private readonly repo: ViagensCicloRepository, private readonly agora: () => Date) {}

  async executar(viagemId: number, situacaoId: number, quem: QuemViagem): Promise<{ msg: string; situacao_viagem: string; data: string; acoes: AcaoSituacaoComPrazo[] }> {
    let descricao = '';
    let acoes: AcaoSituacaoComPrazo[] = [];
    const agora = this.agora();
    await transicionarViagem(this.repo, viagemId, 'SITUACAO', quem, { detalhe: { situacao_viagem_id: situacaoId } }, async (_v, u) => {
      const s = await u.situacao(situacaoId);
      if (!s) throw ValidationError.campo('situacao_viagem_id', MENSAGENS_SITUACAO.naoEncontrada);
      descricao = s.descricao;
      acoes = prazosDasAcoes(await u.acoesDaSituacao(s.id), agora);
      return { situacao_viagem_id: s.id };
    });
    return { msg: MENSAGENS_SITUACAO.alterada, situacao_viagem: descricao, data: horaDaSituacao(agora), acoes };
  }
}
