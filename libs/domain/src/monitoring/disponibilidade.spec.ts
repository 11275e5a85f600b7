import { saudePosicionamento, TECNOLOGIAS_DISPONIBILIDADE, tomDeOcupado } from './disponibilidade.js';
import { TECNOLOGIAS_PADRAO } from '../masters/index.js';

describe('disponibilidade das integrações (spec 02 §9)', () => {
  it('conta só ONIXSAT, SASCAR, OMNILINK, MEU BRUTO e LOGÍSTICO', () => {
    expect(TECNOLOGIAS_DISPONIBILIDADE.map((id) => TECNOLOGIAS_PADRAO.find((t) => t.id === id)?.descricao)).toEqual(['ONIXSAT', 'SASCAR', 'OMNILINK', 'MEU BRUTO', 'LOGÍSTICO']);
  });
  it('a saúde é a fração de veículos em serviço (24 h) que reportaram na última hora; -1 quando nenhum está em serviço; null sem veículos', () => {
    expect(saudePosicionamento(0, 0, 0)).toBeNull();
    expect(saudePosicionamento(10, 0, 0)).toBe(-1);
    expect(saudePosicionamento(100, 3, 1)).toBe(33);
    expect(saudePosicionamento(100, 3, 2)).toBe(67);
    expect(saudePosicionamento(100, 4, 4)).toBe(100);
    expect(saudePosicionamento(100, 4, 0)).toBe(0);
    expect(saudePosicionamento(100, 4, 9)).toBe(100);
  });
  it('sinal de ocupado: só uma tecnologia acima de 10, ou a média abaixo de 30', () => {
    expect(tomDeOcupado([90, 5, 0])).toBe(true); // one above 10
    expect(tomDeOcupado([31, 31, 40])).toBe(false); // three above 10, mean 34
    expect(tomDeOcupado([20, 20, 29])).toBe(true); // mean 23
    expect(tomDeOcupado([30, 30, 30])).toBe(false); // mean exactly 30, three above 10
    expect(tomDeOcupado([10, 10])).toBe(true); // none above 10 but mean 10
    expect(tomDeOcupado([null, null])).toBe(false);
    expect(tomDeOcupado([-1, 80, 80])).toBe(false); // mean 53, two above 10
  });
});
