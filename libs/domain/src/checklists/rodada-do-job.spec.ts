import { BusinessRuleError } from '../shared/index.js';
import { AplicarTesteAutomatico } from './aplicar-teste-automatico.js';
import { AvaliarTestes } from './consultas.js';
import { AvaliarTestesEmAndamento, EXPIRACOES_POR_RODADA, ExpirarVencidos } from './rodada-do-job.js';
import { ChecklistsEmMemoria, LeiturasEmMemoria, umChecklist } from './testes/checklists-em-memoria.js';

describe('rodada do job', () => {
  it('expira os vencidos como SISTEMA, 500 por rodada; os válidos ficam', async () => {
    const repo = new ChecklistsEmMemoria().com(
      umChecklist({ id: 1, status: 'APROVADO', data_validade: new Date('2026-11-01T00:00:00Z') }),
      umChecklist({ id: 2, status: 'LIBERADO', data_validade: new Date('2026-11-21T00:00:00Z') }),
      umChecklist({ id: 3, status: 'APROVADO', data_validade: new Date('2026-12-01T00:00:00Z') }),
    );
    expect(EXPIRACOES_POR_RODADA).toBe(500);
    await expect(new ExpirarVencidos(repo).executar()).resolves.toBe(2);
    expect([1, 2, 3].map((id) => repo.linha(id).status)).toEqual(['EXPIRADO', 'EXPIRADO', 'APROVADO']);
    expect(repo.eventos.map((e) => e.autor)).toEqual([{ job: 'SISTEMA' }, { job: 'SISTEMA' }]);
  });

  it('um checklist que mudou no meio (regra recusa) fica para a próxima; outro erro para a rodada', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ id: 1, status: 'APROVADO', data_validade: new Date('2026-11-01T00:00:00Z') }), umChecklist({ id: 2, status: 'APROVADO', data_validade: new Date('2026-11-01T00:00:00Z') }));
    const travar = repo.travar.bind(repo);
    repo.travar = async (id) => (id === 1 ? { ...(await travar(id))!, status: 'CANCELADO' } : travar(id));
    await expect(new ExpirarVencidos(repo).executar()).resolves.toBe(1);
    repo.travar = async () => { throw new Error('banco fora'); };
    await expect(new ExpirarVencidos(repo).executar()).rejects.toThrow('banco fora');
  });

  it('avalia os testes automáticos em andamento e conta os concluídos; recusas e conflitos não param a rodada', async () => {
    const inicio = new Date('2026-11-22T11:00:00Z');
    const repo = new ChecklistsEmMemoria().com(
      umChecklist({ id: 1, status: 'EM_TESTE', inicio_teste_online: inicio }),
      umChecklist({ id: 2, status: 'EM_TESTE', inicio_teste_online: new Date('2026-11-22T11:59:00Z') }),
      umChecklist({ id: 3, status: 'EM_TESTE' }),
    );
    const aplicar = new AplicarTesteAutomatico(repo, new AvaliarTestes(repo, new LeiturasEmMemoria()));
    // Test 1 is past 24 minutes: rejected by time; test 2 still runs; 3 has no online test.
    await expect(new AvaliarTestesEmAndamento(repo, aplicar).executar(new Date('2026-11-22T12:00:00Z'))).resolves.toBe(1);
    expect([1, 2, 3].map((id) => repo.linha(id).status)).toEqual(['REPROVADO', 'EM_TESTE', 'EM_TESTE']);
    expect(repo.eventos[0]!.autor).toEqual({ job: 'TESTE AUTOMÁTICO' });
    const recusa = { executar: async () => { throw new BusinessRuleError('mudou'); } } as unknown as AplicarTesteAutomatico;
    await expect(new AvaliarTestesEmAndamento(repo, recusa).executar(new Date())).resolves.toBe(0);
    const falha = { executar: async () => { throw new Error('banco fora'); } } as unknown as AplicarTesteAutomatico;
    await expect(new AvaliarTestesEmAndamento(repo, falha).executar(new Date())).rejects.toThrow('banco fora');
  });
});
