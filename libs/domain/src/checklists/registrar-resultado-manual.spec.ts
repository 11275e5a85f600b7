import { ValidationError } from '../shared/index.js';
import { RegistrarResultadoManual } from './registrar-resultado-manual.js';
import { ChecklistsEmMemoria, OPERADOR, OUTRO_OPERADOR, RELOGIO_DO_BANCO, umChecklist } from './testes/checklists-em-memoria.js';

const agora = new Date('2026-11-22T12:30:00Z');
const emTeste = () => new ChecklistsEmMemoria().com(umChecklist({ status: 'EM_TESTE', operador_id: 7, operador_username: 'OPERADOR', reteste_pendente: true }));

describe('resultado do teste manual (tratamento, spec 01 §4.7)', () => {
  it('todos APROVADO: aprovado por 30 dias, marcas nos itens, reteste baixado, finalizado', async () => {
    const repo = emTeste();
    const r = await new RegistrarResultadoManual(repo, () => agora).executar(1, new Map([[11, 'APROVADO'], [12, 'APROVADO']]), 'ok', null, OPERADOR);
    expect(r).toEqual({ id: 1, status: 'APROVADO', antes: 'EM_TESTE' });
    expect(repo.linha(1)).toMatchObject({ observacao: 'ok', reteste_pendente: false, data_validade: new Date('2026-12-22T12:30:00Z'), data_finalizado: RELOGIO_DO_BANCO });
    expect(repo.itens.get(1)!.map((i) => i.status)).toEqual(['APROVADO', 'APROVADO']);
    expect(repo.eventos[0]).toMatchObject({ acao: 'REGISTRAR_RESULTADO', detalhe: { itens: { 11: 'APROVADO', 12: 'APROVADO' } } });
  });

  it('um REPROVADO reprova, sem validade; sem observação a que havia fica', async () => {
    const repo = emTeste();
    repo.linha(1).observacao = 'antes';
    await new RegistrarResultadoManual(repo, () => agora).executar(1, new Map([[11, 'APROVADO'], [12, 'REPROVADO']]), null, null, OPERADOR);
    expect(repo.linha(1)).toMatchObject({ status: 'REPROVADO', data_validade: null, observacao: 'antes' });
  });

  it('item sem marca é 400; outro operador com o checklist é 409, nada gravado', async () => {
    const repo = emTeste();
    await expect(new RegistrarResultadoManual(repo, () => agora).executar(1, new Map([[11, 'APROVADO']]), null, null, OPERADOR)).rejects.toThrow(ValidationError);
    await expect(new RegistrarResultadoManual(repo, () => agora).executar(1, new Map([[11, 'APROVADO'], [12, 'APROVADO']]), null, null, OUTRO_OPERADOR)).rejects.toThrow('Checklist já assumido pelo operador OPERADOR');
    expect(repo.itens.get(1)!.map((i) => i.status)).toEqual([undefined, undefined]);
  });
});
