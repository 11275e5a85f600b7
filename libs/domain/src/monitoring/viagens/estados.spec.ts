import { BusinessRuleError, ForbiddenError } from '../../shared/index.js';
import {
  exigirEdicaoPeloGrupo, exigirGrupoParaAcao, MENSAGENS_VIAGEM, proximoStatusViagem, STATUS_VIAGEM, TRANSICOES_VIAGEM, type AcaoViagem, type StatusViagem,
} from './estados.js';

const { AGENDADA, EM_VIAGEM, FINALIZADA, CANCELADA } = STATUS_VIAGEM;
const TODOS: StatusViagem[] = [AGENDADA, EM_VIAGEM, FINALIZADA, CANCELADA];

describe('estados da viagem (spec 02 §4)', () => {
  it.each<[AcaoViagem, StatusViagem, StatusViagem]>([
    ['INICIAR', AGENDADA, EM_VIAGEM],
    ['FINALIZAR', EM_VIAGEM, FINALIZADA],
    ['CANCELAR', AGENDADA, CANCELADA],
    ['CANCELAR', EM_VIAGEM, CANCELADA],
    ['RECUPERAR', FINALIZADA, EM_VIAGEM],
    ['EDITAR', EM_VIAGEM, EM_VIAGEM],
    ['EXCLUIR', AGENDADA, AGENDADA],
  ])('%s de %i leva a %i', (acao, de, para) => {
    expect(proximoStatusViagem(de, acao)).toBe(para);
  });

  it('toda ação fora da tabela é recusada com a frase da ação (422)', () => {
    for (const acao of Object.keys(TRANSICOES_VIAGEM) as AcaoViagem[]) {
      for (const s of TODOS.filter((x) => !TRANSICOES_VIAGEM[acao].de.includes(x))) {
        expect(() => proximoStatusViagem(s, acao)).toThrow(new BusinessRuleError(MENSAGENS_VIAGEM.recusas[acao]));
      }
    }
  });

  it('iniciar uma cancelada, finalizar uma agendada e recuperar uma cancelada: recusados', () => {
    expect(() => proximoStatusViagem(CANCELADA, 'INICIAR')).toThrow(MENSAGENS_VIAGEM.recusas.INICIAR);
    expect(() => proximoStatusViagem(AGENDADA, 'FINALIZAR')).toThrow(MENSAGENS_VIAGEM.recusas.FINALIZAR);
    expect(() => proximoStatusViagem(CANCELADA, 'RECUPERAR')).toThrow(MENSAGENS_VIAGEM.recusas.RECUPERAR);
  });

  it('grupos 3–7 operam a viagem; o cliente recebe "permissão negada", e "Operação não autorizada!" ao recuperar', () => {
    for (const g of [3, 4, 5, 6, 7]) expect(() => exigirGrupoParaAcao(g, 'FINALIZAR')).not.toThrow();
    expect(() => exigirGrupoParaAcao(8, 'INICIAR')).toThrow(new ForbiddenError('permissão negada'));
    expect(() => exigirGrupoParaAcao(8, 'RECUPERAR')).toThrow(new ForbiddenError('Operação não autorizada!'));
    expect(() => exigirGrupoParaAcao(8, 'EDITAR')).not.toThrow();
  });

  it('o cliente altera a sua SM só enquanto agendada; a equipe também depois', () => {
    expect(() => exigirEdicaoPeloGrupo(8, AGENDADA)).not.toThrow();
    expect(() => exigirEdicaoPeloGrupo(8, EM_VIAGEM)).toThrow(new BusinessRuleError(MENSAGENS_VIAGEM.edicaoDoCliente));
    expect(() => exigirEdicaoPeloGrupo(10, EM_VIAGEM)).toThrow(MENSAGENS_VIAGEM.edicaoDoCliente);
    expect(() => exigirEdicaoPeloGrupo(5, EM_VIAGEM)).not.toThrow();
  });
});
