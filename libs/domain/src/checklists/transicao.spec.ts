import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError } from '../shared/index.js';
import { transicionar } from './transicao.js';
import { ChecklistsEmMemoria, DE_OUTRO_CLIENTE, DO_CLIENTE, OPERADOR, OUTRO_OPERADOR, RELOGIO_DO_BANCO, umChecklist } from './testes/checklists-em-memoria.js';

describe('transição de um checklist (trava, alcance, versão, operador, máquina de estados)', () => {
  it('muda o status, grava a mudança e a linha do histórico com o autor', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist());
    const r = await transicionar(repo, 1, 'OPERACAO_SE', OPERADOR, { detalhe: { tipo: 'SE' } }, () => ({ operacao: 'SE' }));
    expect(r).toEqual({ id: 1, status: 'PENDENTE', antes: 'VERIFICANDO' });
    expect(repo.linha(1)).toMatchObject({ status: 'PENDENTE', operacao: 'SE', updated_at: RELOGIO_DO_BANCO });
    expect(repo.eventos).toEqual([{ checklistId: 1, acao: 'OPERACAO_SE', antes: 'VERIFICANDO', depois: 'PENDENTE', autor: OPERADOR, detalhe: { tipo: 'SE' } }]);
  });

  it('entrar em status finalizado carimba data_finalizado com o relógio do banco; os outros não', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'EM_TESTE' }), umChecklist({ id: 2, status: 'EM_TESTE' }));
    await transicionar(repo, 1, 'REGISTRAR_RESULTADO', OPERADOR, { aprovado: true });
    await transicionar(repo, 2, 'MANUTENCAO', OPERADOR);
    expect(repo.linha(1)).toMatchObject({ status: 'APROVADO', data_finalizado: RELOGIO_DO_BANCO });
    expect(repo.linha(2).data_finalizado).toBeUndefined();
  });

  it('404 sem o checklist; 403 fora do alcance do usuário; o job não tem alcance', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'APROVADO', data_validade: new Date(0) }));
    await expect(transicionar(repo, 99, 'OCULTAR', OPERADOR)).rejects.toThrow(new NotFoundError('Checklist não encontrado'));
    await expect(transicionar(repo, 1, 'OCULTAR', DE_OUTRO_CLIENTE)).rejects.toThrow(ForbiddenError);
    await expect(transicionar(repo, 1, 'OCULTAR', DO_CLIENTE)).resolves.toMatchObject({ status: 'APROVADO' });
    await expect(transicionar(repo, 1, 'EXPIRAR', { job: 'SISTEMA' })).resolves.toMatchObject({ status: 'EXPIRADO' });
    expect(repo.eventos.at(-1)!.autor).toEqual({ job: 'SISTEMA' });
  });

  it('409 quando a tela leu outra versão; a mesma versão passa', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist());
    await expect(transicionar(repo, 1, 'EDITAR', OPERADOR, { versao: '2026-11-22T11:00:00.124Z' })).rejects.toThrow(new ConflictError('Este checklist foi alterado por outro usuário. Recarregue a página e tente novamente.'));
    await expect(transicionar(repo, 1, 'EDITAR', OPERADOR, { versao: '2026-11-22T11:00:00.123Z' })).resolves.toMatchObject({ status: 'VERIFICANDO' });
  });

  it('409 para outro operador numa ação do operador com o checklist em teste; o job não é barrado', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'EM_TESTE', operador_id: 7, operador_username: 'OPERADOR' }));
    await expect(transicionar(repo, 1, 'PENDENCIA', OUTRO_OPERADOR)).rejects.toThrow('Checklist já assumido pelo operador OPERADOR');
    await expect(transicionar(repo, 1, 'REGISTRAR_RESULTADO', { job: 'TESTE AUTOMÁTICO' }, { aprovado: false })).resolves.toMatchObject({ status: 'REPROVADO' });
  });

  it('status que não permite: 422 com a mensagem da especificação, nada gravado', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'CANCELADO' }));
    let chamadas = 0;
    const mudar = () => (chamadas++, {});
    await expect(transicionar(repo, 1, 'CANCELAR', OPERADOR, {}, mudar)).rejects.toThrow(new BusinessRuleError('Não é possível cancelar um checklist finalizado'));
    expect(chamadas).toBe(0);
    expect(repo.eventos).toEqual([]);
  });

  it('uma regra do caso de uso que recusa desfaz o que ele já escreveu', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'EM_TESTE' }));
    await expect(transicionar(repo, 1, 'FECHAR', OPERADOR, {}, async (_c, u) => {
      await u.atualizarTodosItens(1, { status: 'APROVADO' });
      throw new BusinessRuleError('não');
    })).rejects.toThrow('não');
    expect(repo.itens.get(1)!.every((i) => i.status === undefined)).toBe(true);
    expect(repo.linha(1).status).toBe('EM_TESTE');
  });
});
