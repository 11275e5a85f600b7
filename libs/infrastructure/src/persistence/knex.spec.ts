import { dataPg, linhaJson } from './knex.js';

describe('linhaJson', () => {
  it('transforma timestamps do PostgreSQL em ISO-8601 exatamente como Date faria, e deixa o resto do texto como está', () => {
    const textos = [
      '2026-11-22 15:04:05+00',
      '2026-11-22 15:04:05.1+00',
      '2026-11-22 15:04:05.123456+00',
      '2026-11-22 15:04:05.9999+00',
      '1999-01-01 00:00:00.000001+00',
      '2026-11-22 15:04:05.12-03',
      '2026-11-22 15:04:05+05:30',
    ];
    for (const t of textos) expect(linhaJson({ t }).t).toBe(dataPg(t).toISOString());
    const outros = { nome: 'JOÃO', email: 'a@b.com.br', dia: '2026-11-22', quase: '2026-11-22 15:04:05', n: 3, nada: null };
    expect(linhaJson(outros)).toEqual(outros);
  });
});
