import { BusinessRuleError, ConflictError } from '../shared/index.js';
import {
  ACOES_DO_OPERADOR, acaoPermitida, acoesDoStatus, exigirAcaoChecklist, exigirOperadorDoChecklist, exigirSoltarChecklist, finalizaChecklist, MENSAGENS_ESTADO,
  operacaoDeVerificacao, OPERACOES_VERIFICACAO, ORIGENS_CHECKLIST, proximoStatus, STATUS_CHECKLIST, STATUS_EM_ANDAMENTO, STATUS_FINALIZADOS, STATUS_VALIDOS,
  type AcaoChecklist, type StatusChecklist,
} from './estados.js';

/**
 * The state table of docs/decisoes.md ("checklist: estados"), written out: from which statuses
 * each action runs, where it leads (null keeps the status) and the message of a refusal (spec 01 §8).
 */
const TABELA: Record<AcaoChecklist, { de: StatusChecklist[]; para: StatusChecklist | null; recusa: string }> = {
  EDITAR: { de: ['VERIFICANDO'], para: null, recusa: 'NÃO É POSSÍVEL EDITAR O CHECKLIST' },
  OPERACAO_SE: { de: ['VERIFICANDO', 'PENDENTE'], para: 'PENDENTE', recusa: 'Erro ao atualizar o status do checklist!' },
  OPERACAO_ESC: { de: ['VERIFICANDO', 'PENDENTE'], para: 'PENDENTE', recusa: 'Erro ao atualizar o status do checklist!' },
  OPERACAO_EC: { de: ['VERIFICANDO', 'PENDENTE'], para: 'EM_TESTE', recusa: 'Erro ao atualizar o status do checklist!' },
  INICIAR_TESTE: { de: ['PENDENTE', 'EM_TESTE'], para: 'EM_TESTE', recusa: 'Não foi possível iniciar o checklist' },
  REGISTRAR_RESULTADO: { de: ['EM_TESTE', 'PENDENTE'], para: null, recusa: 'Erro ao atualizar o status do checklist!' },
  PENDENCIA: { de: ['EM_TESTE'], para: 'PENDENTE', recusa: 'Erro em pendência!' },
  MANUTENCAO: { de: ['EM_TESTE', 'PENDENTE'], para: 'MANUTENCAO', recusa: 'Erro em pendência!' },
  CANCELAR: { de: ['VERIFICANDO', 'PENDENTE', 'EM_TESTE'], para: 'CANCELADO', recusa: 'Não é possível cancelar um checklist finalizado' },
  LIBERAR: { de: ['REPROVADO', 'MANUTENCAO'], para: 'LIBERADO', recusa: 'Só um checklist REPROVADO ou em MANUTENCAO pode ser liberado' },
  RETESTE: { de: ['REPROVADO'], para: 'VERIFICANDO', recusa: 'Erro ao executar solicitação de reteste' },
  EXPIRAR: { de: ['APROVADO', 'LIBERADO'], para: 'EXPIRADO', recusa: 'Só um checklist APROVADO ou LIBERADO expira' },
  FILA_EXPRESSA: { de: ['VERIFICANDO', 'EM_TESTE', 'PENDENTE'], para: null, recusa: 'Checklist não pode ir para a fila expressa neste status' },
  PRE_TESTE: { de: ['VERIFICANDO', 'PENDENTE', 'EM_TESTE'], para: null, recusa: 'O pré-teste só vale antes do resultado do checklist' },
  OCULTAR: { de: ['APROVADO', 'REPROVADO', 'MANUTENCAO', 'LIBERADO', 'CANCELADO', 'EXPIRADO'], para: null, recusa: 'NÃO FOI POSSIVEL OCULTAR CHECKLIST!' },
  REUTILIZAR: { de: ['APROVADO', 'LIBERADO'], para: null, recusa: 'NÃO FOI POSSIVEL REUTILIZAR CHECKLIST!' },
  FECHAR: { de: ['VERIFICANDO', 'PENDENTE', 'EM_TESTE'], para: null, recusa: 'Checklist finalizado: não há teste a fechar' },
  RETESTE_REALIZADO: { de: ['VERIFICANDO', 'PENDENTE', 'EM_TESTE'], para: null, recusa: 'Erro ao executar solicitação de reteste' },
};
const ACOES = Object.keys(TABELA) as AcaoChecklist[];

describe('tabela de estados do checklist', () => {
  it('cada ação roda só dos status da tabela e leva ao status dela (ou fica onde está)', () => {
    expect(Object.keys(ORIGENS_CHECKLIST).sort()).toEqual([...ACOES].sort());
    for (const acao of ACOES) {
      const { de, para } = TABELA[acao];
      expect([...ORIGENS_CHECKLIST[acao]].sort()).toEqual([...de].sort());
      for (const status of STATUS_CHECKLIST) {
        expect(acaoPermitida(status, acao)).toBe(de.includes(status));
        if (!de.includes(status) || acao === 'REGISTRAR_RESULTADO') continue;
        expect(proximoStatus(status, acao)).toBe(para ?? status);
      }
    }
  });

  it('uma ação recusada pelo status é um 422 com a mensagem da especificação e o status atual', () => {
    for (const acao of ACOES) {
      expect(MENSAGENS_ESTADO[acao]).toBe(TABELA[acao].recusa);
      const fora = STATUS_CHECKLIST.find((s) => !TABELA[acao].de.includes(s))!;
      let erro: unknown;
      try {
        exigirAcaoChecklist(fora, acao);
      } catch (e) {
        erro = e;
      }
      expect(erro).toBeInstanceOf(BusinessRuleError);
      expect((erro as BusinessRuleError).message).toBe(TABELA[acao].recusa);
      expect((erro as BusinessRuleError).dados).toEqual({ status: fora });
      expect(() => proximoStatus(fora, acao, true)).toThrow(TABELA[acao].recusa);
    }
  });

  it('o resultado do teste decide APROVADO ou REPROVADO, e sem resultado não há transição', () => {
    for (const de of ['EM_TESTE', 'PENDENTE'] as const) {
      expect(proximoStatus(de, 'REGISTRAR_RESULTADO', true)).toBe('APROVADO');
      expect(proximoStatus(de, 'REGISTRAR_RESULTADO', false)).toBe('REPROVADO');
      expect(() => proximoStatus(de, 'REGISTRAR_RESULTADO')).toThrow('REGISTRAR_RESULTADO sem resultado');
    }
    // An outcome given to another action changes nothing.
    expect(proximoStatus('VERIFICANDO', 'OPERACAO_SE', false)).toBe('PENDENTE');
  });

  it('as ações que cada status oferece às telas, na ordem da tabela', () => {
    expect(acoesDoStatus('VERIFICANDO')).toEqual(['EDITAR', 'OPERACAO_SE', 'OPERACAO_ESC', 'OPERACAO_EC', 'CANCELAR', 'FILA_EXPRESSA', 'PRE_TESTE', 'FECHAR', 'RETESTE_REALIZADO']);
    expect(acoesDoStatus('REPROVADO')).toEqual(['LIBERAR', 'RETESTE', 'OCULTAR']);
    expect(acoesDoStatus('APROVADO')).toEqual(['EXPIRAR', 'OCULTAR', 'REUTILIZAR']);
    expect(acoesDoStatus('CANCELADO')).toEqual(['OCULTAR']);
  });
});

describe('grupos de status', () => {
  it('finalizados, válidos e em andamento', () => {
    expect([...STATUS_FINALIZADOS].sort()).toEqual(['APROVADO', 'CANCELADO', 'LIBERADO', 'REPROVADO']);
    expect([...STATUS_VALIDOS].sort()).toEqual(['APROVADO', 'LIBERADO']);
    expect([...STATUS_EM_ANDAMENTO].sort()).toEqual(['EM_TESTE', 'PENDENTE', 'VERIFICANDO']);
    expect(STATUS_CHECKLIST).toEqual(['VERIFICANDO', 'EM_TESTE', 'PENDENTE', 'APROVADO', 'REPROVADO', 'MANUTENCAO', 'LIBERADO', 'CANCELADO', 'EXPIRADO']);
  });

  it('entrar num status finalizado marca a data de finalização; ficar nele ou ir a outro, não', () => {
    expect(finalizaChecklist('EM_TESTE', 'APROVADO')).toBe(true);
    expect(finalizaChecklist('PENDENTE', 'REPROVADO')).toBe(true);
    expect(finalizaChecklist('VERIFICANDO', 'CANCELADO')).toBe(true);
    expect(finalizaChecklist('MANUTENCAO', 'LIBERADO')).toBe(true);
    expect(finalizaChecklist('APROVADO', 'APROVADO')).toBe(false);
    expect(finalizaChecklist('EM_TESTE', 'MANUTENCAO')).toBe(false);
    expect(finalizaChecklist('LIBERADO', 'EXPIRADO')).toBe(false);
    expect(finalizaChecklist('REPROVADO', 'VERIFICANDO')).toBe(false);
  });
});

describe('operação da verificação (SE, ESC, EC)', () => {
  it('os textos da especificação e a leitura do tipo, sem diferença de caixa', () => {
    expect(OPERACOES_VERIFICACAO).toEqual({ SE: 'VEÍCULO SEM ESPELHAMENTO', ESC: 'VEÍCULO ESPELHADO SEM CONFIGURAÇÃO', EC: 'VEÍCULO ESPELHADO E CONFIGURADO' });
    expect(operacaoDeVerificacao('se')).toBe('SE');
    expect(operacaoDeVerificacao('Esc')).toBe('ESC');
    expect(operacaoDeVerificacao('EC')).toBe('EC');
    expect(operacaoDeVerificacao('XX')).toBeNull();
    expect(operacaoDeVerificacao('toString')).toBeNull();
    expect(operacaoDeVerificacao(1)).toBeNull();
    expect(operacaoDeVerificacao(undefined)).toBeNull();
  });
});

describe('quem segura o checklist no teste', () => {
  const seguro = { status: 'EM_TESTE' as StatusChecklist, operador_id: 7, operador_username: 'OPERADOR 7' };

  it('as ações do operador: as da verificação, o resultado, a pendência e a manutenção', () => {
    expect([...ACOES_DO_OPERADOR].sort()).toEqual(['MANUTENCAO', 'OPERACAO_EC', 'OPERACAO_ESC', 'OPERACAO_SE', 'PENDENCIA', 'REGISTRAR_RESULTADO']);
  });

  it('outro operador recebe 409 com o nome de quem assumiu; o próprio segue', () => {
    for (const acao of ACOES_DO_OPERADOR) {
      expect(() => exigirOperadorDoChecklist(seguro, acao, 8)).toThrow(new ConflictError('Checklist já assumido pelo operador OPERADOR 7'));
      expect(() => exigirOperadorDoChecklist(seguro, acao, 7)).not.toThrow();
    }
    expect(() => exigirOperadorDoChecklist({ ...seguro, operador_username: null }, 'PENDENCIA', 8)).toThrow(/^Checklist já assumido pelo operador$/);
  });

  it('fora do teste, sem operador ou numa ação que não é do operador, ninguém é barrado', () => {
    expect(() => exigirOperadorDoChecklist({ ...seguro, status: 'PENDENTE' }, 'OPERACAO_EC', 8)).not.toThrow();
    expect(() => exigirOperadorDoChecklist({ ...seguro, operador_id: null }, 'PENDENCIA', 8)).not.toThrow();
    for (const acao of ACOES.filter((a) => !ACOES_DO_OPERADOR.includes(a))) expect(() => exigirOperadorDoChecklist(seguro, acao, 8)).not.toThrow();
  });

  it('fechar o teste: quem segura solta; o de outro, só o gestor', () => {
    expect(() => exigirSoltarChecklist(seguro, 7, false)).not.toThrow();
    expect(() => exigirSoltarChecklist(seguro, 8, true)).not.toThrow();
    expect(() => exigirSoltarChecklist({ ...seguro, operador_id: null }, 8, false)).not.toThrow();
    expect(() => exigirSoltarChecklist(seguro, 8, false)).toThrow(new ConflictError('Checklist assumido pelo operador OPERADOR 7'));
    expect(() => exigirSoltarChecklist({ ...seguro, operador_username: null }, 8, false)).toThrow(/^Checklist assumido pelo operador$/);
  });
});
