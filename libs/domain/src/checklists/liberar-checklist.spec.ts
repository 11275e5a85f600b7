import { BusinessRuleError, ForbiddenError, UnauthenticatedError } from '../shared/index.js';
import { LiberarChecklist } from './liberar-checklist.js';
import type { AutenticadorLiberacao } from './ports.js';
import { ChecklistsEmMemoria, DE_OUTRO_CLIENTE, DO_CLIENTE, RELOGIO_DO_BANCO, umChecklist } from './testes/checklists-em-memoria.js';

const agora = new Date('2026-11-22T12:00:00Z');
const pedido = { username: 'SUPERVISOR', password: 'certa', tempo: 3, observacao: 'cliente pediu' };
/** SUPERVISOR (group 4) and an OPERADOR (6) are the desk; CLIENTE (10) is not; any other password is wrong. */
const autenticador: AutenticadorLiberacao = {
  async executar({ username, password }) {
    if (password !== 'certa') throw new UnauthenticatedError('Usuário ou senha inválidos');
    return { username, grupo_usuario_id: username === 'CLIENTE' ? 10 : 4 };
  },
};
const reprovado = () => new ChecklistsEmMemoria().com(umChecklist({ status: 'REPROVADO' }));

describe('liberar (spec 01 §3)', () => {
  it('o autorizador da equipe libera pelos dias pedidos; vai ao log de liberações com o IP', async () => {
    const repo = reprovado();
    await expect(new LiberarChecklist(repo, autenticador, () => agora).executar(1, pedido, DO_CLIENTE)).resolves.toEqual({ id: 1, status: 'LIBERADO', antes: 'REPROVADO' });
    expect(repo.linha(1)).toMatchObject({ data_validade: new Date('2026-11-25T12:00:00Z'), observacao: 'cliente pediu', data_finalizado: RELOGIO_DO_BANCO });
    expect(repo.liberacoes).toEqual([{ checklistId: 1, placa: 'ABC1D23', usuarioLogado: 'CLIENTE', usuarioLiberacao: 'SUPERVISOR', observacao: 'cliente pediu', ip: '10.0.0.30', cliente: { nome: 'TRANSPORTES X', cnpj: '11222333000181' } }]);
    expect(repo.eventos).toEqual([{ checklistId: 1, acao: 'LIBERAR', antes: 'REPROVADO', depois: 'LIBERADO', autor: DO_CLIENTE, detalhe: { autorizador: 'SUPERVISOR', tempo: 3, observacao: 'cliente pediu' } }]);
  });

  it('senha errada: 422 (nunca 401) e a recusa fica no histórico', async () => {
    const repo = reprovado();
    await expect(new LiberarChecklist(repo, autenticador, () => agora).executar(1, { ...pedido, password: 'x' }, DO_CLIENTE)).rejects.toThrow(new BusinessRuleError('Usuário ou senha do autorizador inválidos'));
    expect(repo.eventos).toEqual([{ checklistId: 1, acao: 'LIBERACAO_RECUSADA', antes: 'REPROVADO', depois: 'REPROVADO', autor: DO_CLIENTE, detalhe: { autorizador: 'SUPERVISOR' } }]);
    expect(repo.linha(1).status).toBe('REPROVADO');
  });

  it('autorizador fora da equipe: recusado e registrado com o motivo', async () => {
    const repo = reprovado();
    await expect(new LiberarChecklist(repo, autenticador, () => agora).executar(1, { ...pedido, username: 'CLIENTE' }, DO_CLIENTE)).rejects.toThrow('Usuário sem permissão para liberar checklist');
    expect(repo.eventos[0]!.detalhe).toEqual({ autorizador: 'CLIENTE', motivo: 'grupo' });
  });

  it('o limite de tentativas (429) e outros erros passam como vieram, sem histórico', async () => {
    const repo = reprovado();
    const limite = new Error('Muitas tentativas');
    await expect(new LiberarChecklist(repo, { executar: async () => { throw limite; } }, () => agora).executar(1, pedido, DO_CLIENTE)).rejects.toBe(limite);
    expect(repo.eventos).toEqual([]);
  });

  it('status, alcance e existência antes de pedir a senha', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'APROVADO' }));
    const liberar = new LiberarChecklist(repo, autenticador, () => agora);
    await expect(liberar.executar(1, pedido, DO_CLIENTE)).rejects.toThrow('Só um checklist REPROVADO ou em MANUTENCAO pode ser liberado');
    await expect(liberar.executar(1, pedido, DE_OUTRO_CLIENTE)).rejects.toThrow(ForbiddenError);
    await expect(liberar.executar(9, pedido, DO_CLIENTE)).rejects.toThrow('Checklist não encontrado');
  });
});
