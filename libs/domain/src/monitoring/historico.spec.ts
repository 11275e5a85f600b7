import { ValidationError } from '../shared/index.js';
import { janelaHistorico, JANELAS_HISTORICO_HORAS } from './historico.js';

const AGORA = new Date('2026-11-22T12:00:00Z');
const erros = (q: Parameters<typeof janelaHistorico>[0]) => {
  try {
    janelaHistorico(q, AGORA);
  } catch (e) {
    return (e as ValidationError).errors;
  }
  return undefined;
};

describe('janelaHistorico (spec 02 §9: 1, 2, 4, 6, 24 horas)', () => {
  it('as últimas N horas para cada janela; nada dado é a última hora', () => {
    expect(JANELAS_HISTORICO_HORAS).toEqual([1, 2, 4, 6, 24]);
    expect(janelaHistorico({ horas: '24' }, AGORA)).toEqual({ inicio: new Date('2026-11-21T12:00:00Z'), fim: AGORA });
    expect(janelaHistorico({ horas: 2 }, AGORA)).toEqual({ inicio: new Date('2026-11-22T10:00:00Z'), fim: AGORA });
    expect(janelaHistorico({}, AGORA)).toEqual({ inicio: new Date('2026-11-22T11:00:00Z'), fim: AGORA });
  });
  it('um período de até 24 horas com seu fuso horário; fim é agora por padrão', () => {
    expect(janelaHistorico({ inicio: '2026-11-22T05:00:00-03:00', fim: '2026-11-22T07:30:00-03:00' }, AGORA)).toEqual({
      inicio: new Date('2026-11-22T08:00:00Z'), fim: new Date('2026-11-22T10:30:00Z'),
    });
    expect(janelaHistorico({ inicio: '2026-11-21T12:00:00Z' }, AGORA)).toEqual({ inicio: new Date('2026-11-21T12:00:00Z'), fim: AGORA });
  });
  it.each([
    [{ horas: '3' }, { horas: ['deve ser 1, 2, 4, 6 ou 24'] }],
    [{ horas: '1.0' }, { horas: ['deve ser 1, 2, 4, 6 ou 24'] }],
    [{ horas: ['1'] }, { horas: ['deve ser 1, 2, 4, 6 ou 24'] }],
    [{ fim: '2026-11-22T10:00:00Z' }, { inicio: ['não pode ficar em branco'] }],
    [{ inicio: '2026-11-22T10:00:00' }, { inicio: ['deve ser uma data e hora ISO 8601 com fuso (ex.: 2026-11-22T08:00:00-03:00)'] }],
    [{ inicio: '2026-11-22T10:00:00Z', fim: '2026-11-22T10:00:00Z' }, { fim: ['deve ser depois do início'] }],
    [{ inicio: '2026-11-21T09:59:59Z', fim: '2026-11-22T10:00:00Z' }, { fim: ['o período máximo é de 24 horas'] }],
    [{ inicio: '2026-02-31T10:00:00Z' }, { inicio: ['deve ser uma data e hora ISO 8601 com fuso (ex.: 2026-11-22T08:00:00-03:00)'] }],
  ])('%j → %j', (q, esperado) => {
    expect(erros(q as Parameters<typeof janelaHistorico>[0])).toEqual(esperado);
  });
});
