import { DIAS_PARTICAO_ADIANTE, ManterParticoesPosicoes } from './manter-particoes.js';

describe('ManterParticoesPosicoes', () => {
  it('cria hoje e os próximos dias e descarta o que passou da retenção', async () => {
    const garantidas: Date[][] = [];
    const limites: Date[] = [];
    const caso = new ManterParticoesPosicoes({
      garantir: async (ds) => void garantidas.push([...ds]),
      descartarAntesDe: async (l) => (limites.push(l), ['posicoes_p20260101']),
    }, 90);
    const agora = new Date('2026-11-22T12:00:00Z');
    expect(await caso.executar(agora)).toEqual({ descartadas: ['posicoes_p20260101'] });
    expect(DIAS_PARTICAO_ADIANTE).toBe(3);
    expect(garantidas).toEqual([[agora, new Date('2026-11-23T12:00:00Z'), new Date('2026-11-24T12:00:00Z'), new Date('2026-11-25T12:00:00Z')]]);
    expect(limites).toEqual([new Date('2026-08-24T12:00:00Z')]);
  });
});
