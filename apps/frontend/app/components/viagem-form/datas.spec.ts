import { describe, expect, it } from '@jest/globals';
import { paraApi, paraTela } from './datas';

describe('datas do formulário de SM (spec 02 §5, §9)', () => {
  it('envia dd/mm/aaaa HH:mm como yyyy-MM-dd HH:mm:00.000-0300', () => {
    expect(paraApi('26/11/2026 14:30')).toBe('2026-11-26 14:30:00.000-0300');
    expect(paraApi(' 01/02/2027 00:05 ')).toBe('2027-02-01 00:05:00.000-0300');
  });
  it('recusa data ou hora que não existe', () => {
    for (const t of ['31/02/2026 10:00', '26/11/2026 24:00', '26/11/2026 10:60', '26/11/2026', '', '2026-11-26 10:00']) expect(paraApi(t)).toBeNull();
  });
  it('mostra a data da API no horário de Brasília', () => {
    expect(paraTela('2026-11-26T17:30:00.000Z')).toBe('26/11/2026 14:30');
    expect(paraTela(null)).toBe('');
    expect(paraTela('lixo')).toBe('');
  });
});
