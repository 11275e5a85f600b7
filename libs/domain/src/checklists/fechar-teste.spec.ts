import { ConflictError } from '../shared/index.js';
import { FecharTeste } from './fechar-teste.js';
import { ChecklistsEmMemoria, OPERADOR, OUTRO_OPERADOR, SUPERVISOR, umChecklist } from './testes/checklists-em-memoria.js';

const seguro = () => new ChecklistsEmMemoria().com(umChecklist({ status: 'EM_TESTE', operador_id: 7, operador_username: 'OPERADOR' }));

describe('fechar o teste', () => {
  it('quem segura solta; o supervisor solta o de outro', async () => {
    for (const quem of [OPERADOR, SUPERVISOR]) {
      const repo = seguro();
      await expect(new FecharTeste(repo).executar(1, quem)).resolves.toMatchObject({ status: 'EM_TESTE' });
      expect(repo.linha(1)).toMatchObject({ operador_id: null, operador_username: null });
    }
  });

  it('outro operador recebe 409; finalizado não tem teste a fechar', async () => {
    await expect(new FecharTeste(seguro()).executar(1, OUTRO_OPERADOR)).rejects.toThrow(new ConflictError('Checklist assumido pelo operador OPERADOR'));
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'APROVADO' }));
    await expect(new FecharTeste(repo).executar(1, OPERADOR)).rejects.toThrow('Checklist finalizado: não há teste a fechar');
  });
});
