import { ValidationError } from '../shared/index.js';
import { periodoFinanceiro, totalizarPreFaturamento, type LinhaPreFaturamento } from './financeiro.js';

function erros(de: unknown, para: unknown) {
  try {
    periodoFinanceiro(de, para);
  } catch (e) {
    if (e instanceof ValidationError) return e.errors;
    throw e;
  }
  return undefined;
}

describe('período da exportação do financeiro (spec 03 §2 "Finance", §5 "Finance export")', () => {
  it('lê dias inteiros no horário de São Paulo, sem espaços nas pontas', () => {
    expect(periodoFinanceiro(' 01/11/2026 ', '30/11/2026 ')).toEqual({
      inicio: new Date('2026-11-01T03:00:00.000Z'),
      fim: new Date('2026-12-01T02:59:59.999Z'),
      de: '01/11/2026',
      para: '30/11/2026',
    });
  });
  it('aceita um único dia e um período de 366 dias', () => {
    expect(periodoFinanceiro('29/02/2028', '29/02/2028').fim).toEqual(new Date('2028-03-01T02:59:59.999Z'));
    expect(periodoFinanceiro('01/01/2028', '31/12/2028').para).toBe('31/12/2028');
    expect(periodoFinanceiro('01/01/2026', '01/01/2027').para).toBe('01/01/2027');
  });
  it('recusa um período de 367 dias em para', () => {
    expect(erros('01/01/2028', '01/01/2029')).toEqual({ para: ['o período deve ter no máximo 366 dias'] });
    expect(erros('01/01/2026', '02/01/2027')).toEqual({ para: ['o período deve ter no máximo 366 dias'] });
  });
  it('responde o alerta da tela para uma data faltando', () => {
    for (const [de, para] of [[undefined, '01/01/2026'], ['01/01/2026', null], ['  ', '01/01/2026'], ['01/01/2026', '']]) {
      expect(erros(de, para)).toEqual({ datas: ['datas não preenchidas'] });
    }
  });
  it('nomeia cada data ruim e um início depois do fim', () => {
    expect(erros('31/02/2026', 20260101)).toEqual({ de: ['data inválida (use dd/mm/aaaa)'], para: ['data inválida (use dd/mm/aaaa)'] });
    expect(erros(20260101, '01/01/2026')).toEqual({ de: ['data inválida (use dd/mm/aaaa)'] });
    expect(erros('02/01/2026', '01/01/2026')).toEqual({ de: ['a data inicial deve ser anterior ou igual à final'] });
  });
});

describe('totais da pré-fatura', () => {
  const linha = (n: Partial<LinhaPreFaturamento>): LinhaPreFaturamento => ({
    cliente_id: 1, cliente: 'A', cnpj: null, viagens: 0, checklists: 0, liberacoes: 0, acionamentos_pronta_resposta: 0,
    valor_viagens: 0, valor_checklists: 0, valor_pronta_resposta: 0, valor_total: 0, ...n,
  });
  it('soma toda coluna de contagem e de dinheiro, dinheiro arredondado aos centavos', () => {
    expect(totalizarPreFaturamento([
      linha({ viagens: 2, checklists: 3, liberacoes: 1, acionamentos_pronta_resposta: 4, valor_viagens: 0.1, valor_checklists: 10.005, valor_pronta_resposta: 1, valor_total: 0.1 }),
      linha({ viagens: 1, checklists: 1, liberacoes: 2, acionamentos_pronta_resposta: 1, valor_viagens: 0.2, valor_checklists: 0, valor_pronta_resposta: 2.5, valor_total: 0.2 }),
    ])).toEqual({ viagens: 3, checklists: 4, liberacoes: 3, acionamentos_pronta_resposta: 5, valor_viagens: 0.3, valor_checklists: 10.01, valor_pronta_resposta: 3.5, valor_total: 0.3 });
  });
  it('totaliza nada como zeros', () => {
    expect(totalizarPreFaturamento([])).toEqual({ viagens: 0, checklists: 0, liberacoes: 0, acionamentos_pronta_resposta: 0, valor_viagens: 0, valor_checklists: 0, valor_pronta_resposta: 0, valor_total: 0 });
  });
});
