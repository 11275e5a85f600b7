import { ForbiddenError, ValidationError, perifericoPorChave } from '../shared/index.js';
import { exigirUsuarioDaPosicaoFalsa, FLAGS_POSICAO_FALSA, montarPosicaoFalsa } from './posicao-falsa.js';

const AGORA = new Date('2026-11-22T12:00:00Z');

describe('posição falsa (spec 02 §3, §6)', () => {
  it('é só para o usuário de id 1', () => {
    expect(() => exigirUsuarioDaPosicaoFalsa(1)).not.toThrow();
    expect(() => exigirUsuarioDaPosicaoFalsa(2)).toThrow(new ForbiddenError('Somente o usuário 1 pode enviar posição falsa'));
  });
  it('toda flag é um periférico: marcada liga, desmarcada desliga, marcada como falsa', () => {
    expect(FLAGS_POSICAO_FALSA.filter((f) => !perifericoPorChave(f))).toEqual([]);
    const p = montarPosicaoFalsa({ sensor_desengate1: true, ignicao: 'true', botao_panico: false }, 'T1', { latitude: -23.5, longitude: -46.6 }, AGORA);
    expect(p).toMatchObject({ terminal: 'T1', data_posicao: AGORA, latitude: -23.5, longitude: -46.6, ignicao: true, atributos: { posicao_falsa: true } });
    expect(p.leituras).toHaveLength(18);
    expect(p.leituras.filter((l) => l.valor === 1).map((l) => l.periferico_id)).toEqual([6, 8]);
  });
  it('coordenadas dadas vencem a última posição; nenhuma e sem última posição é 400', () => {
    expect(montarPosicaoFalsa({ latitude: '-22,9', longitude: '-43.2' }, 'T1', { latitude: 1, longitude: 1 }, AGORA)).toMatchObject({ latitude: -22.9, longitude: -43.2 });
    expect(() => montarPosicaoFalsa({}, 'T1', null, AGORA)).toThrow(new ValidationError({ latitude: ['informe a posição: o veículo ainda não mandou nenhuma'] }));
    expect(() => montarPosicaoFalsa({ latitude: 95, longitude: 10 }, 'T1', null, AGORA)).toThrow(new ValidationError({ latitude: ['deve estar entre -90 e 90'] }));
  });
});
