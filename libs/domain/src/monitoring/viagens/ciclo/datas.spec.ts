import { lerMomentoViagem } from './datas.js';

describe('datas das janelas da viagem', () => {
  it('lê o formato da especificação, ISO e sem fuso (Brasília)', () => {
    expect(lerMomentoViagem('2026-11-26 10:30:00.000-0300', 'x')?.toISOString()).toBe('2026-11-26T13:30:00.000Z');
    expect(lerMomentoViagem('2026-11-26T13:30:00Z', 'x')?.toISOString()).toBe('2026-11-26T13:30:00.000Z');
    expect(lerMomentoViagem('2026-11-26 10:30', 'x')?.toISOString()).toBe('2026-11-26T13:30:00.000Z');
    expect(lerMomentoViagem(undefined, 'x')).toBeNull();
  });

  it('recusa o resto com 400 no campo', () => {
    for (const v of ['26/11/2026', '2026-13-40 10:00', 'x', 5, '99999-01-01 10:00']) {
      expect(() => lerMomentoViagem(v, 'fim_data')).toThrow(expect.objectContaining({ errors: { fim_data: [expect.stringMatching(/^não é uma data válida/)] } }));
    }
  });
});
