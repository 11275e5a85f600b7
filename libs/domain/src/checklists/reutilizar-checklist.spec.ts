import { ForbiddenError } from '../shared/index.js';
import { ReutilizarChecklist } from './reutilizar-checklist.js';
import { ChecklistsEmMemoria, DO_CLIENTE, OPERADOR, RELOGIO_DO_BANCO, umChecklist } from './testes/checklists-em-memoria.js';

const agora = new Date('2026-11-22T12:00:00Z');
const validade = new Date('2026-12-10T00:00:00Z');
/** Client 11's approved checklist of vehicle 20, which client 10 is linked to. */
const deOutro = () => new ChecklistsEmMemoria().com(umChecklist({ id: 1, cliente_id: 11, status: 'APROVADO', data_validade: validade }));

describe('reutilizar pela placa (spec 01 §4.4)', () => {
  it('copia o válido de outro cliente com a mesma validade, o PGR padrão, o vínculo e as marcas', async () => {
    const repo = deOutro();
    repo.itens.get(1)![0]!.status = 'APROVADO';
    const r = await new ReutilizarChecklist(repo, () => agora).executar(1, 10, DO_CLIENTE);
    expect(r).toEqual({ id: 100, protocolo: 'CK20261122000100', status: 'APROVADO' });
    expect(repo.linha(100)).toMatchObject({ cliente_id: 10, pgr_cliente_id: 5, vinculo: 'FROTA', data_validade: validade, data_finalizado: RELOGIO_DO_BANCO, reutilizado: true, reutilizado_de: 1, username_add: 'CLIENTE' });
    expect(repo.itens.get(100)!.map((i) => i.status)).toEqual(['APROVADO', undefined]);
    expect(repo.eventos).toEqual([{ checklistId: 100, acao: 'REUTILIZADO', antes: null, depois: 'APROVADO', autor: DO_CLIENTE, detalhe: { de: 1 } }]);
  });

  it('vencido, sem vínculo, não válido ou já reutilizado: NÃO FOI POSSIVEL REUTILIZAR CHECKLIST!', async () => {
    const msg = 'NÃO FOI POSSIVEL REUTILIZAR CHECKLIST!';
    const vencido = new ChecklistsEmMemoria().com(umChecklist({ cliente_id: 11, status: 'LIBERADO', data_validade: new Date('2026-11-22T11:59:59Z') }));
    await expect(new ReutilizarChecklist(vencido, () => agora).executar(1, 10, OPERADOR)).rejects.toThrow(msg);
    const semVinculo = deOutro();
    semVinculo.vinculos = [];
    await expect(new ReutilizarChecklist(semVinculo, () => agora).executar(1, 10, OPERADOR)).rejects.toThrow(msg);
    const reprovado = new ChecklistsEmMemoria().com(umChecklist({ cliente_id: 11, status: 'REPROVADO', data_validade: validade }));
    await expect(new ReutilizarChecklist(reprovado, () => agora).executar(1, 10, OPERADOR)).rejects.toThrow(msg);
    const duas = deOutro();
    await new ReutilizarChecklist(duas, () => agora).executar(1, 10, OPERADOR);
    await expect(new ReutilizarChecklist(duas, () => agora).executar(1, 10, OPERADOR)).rejects.toThrow(msg);
    expect(duas.checklists.size).toBe(2);
  });

  it('cliente fora do alcance é 403; origem inexistente é 404', async () => {
    await expect(new ReutilizarChecklist(deOutro(), () => agora).executar(1, 11, DO_CLIENTE)).rejects.toThrow(ForbiddenError);
    await expect(new ReutilizarChecklist(deOutro(), () => agora).executar(9, 10, DO_CLIENTE)).rejects.toThrow('Checklist não encontrado');
  });
});
