import { perdasDeSinal, VerificarPerdaDeSinal, type PerdaDeSinal, type SinalDasViagens, type ViagemVigiada } from './perda-sinal.js';

const AGORA = new Date('2026-11-26T12:00:00Z');
const min = (n: number) => new Date(AGORA.getTime() - n * 60_000);
const v = (extra: Partial<ViagemVigiada>): ViagemVigiada => ({ id: 1, status: 2, placa: 'ABC1D23', minutosPgr: 30, ultimaEm: min(10), avisadaPara: null, emails: ['central@cliente.com.br'], ...extra });

describe('perda de sinal pelo tempo do PGR (issue 22)', () => {
  it('avisa a viagem calada há mais que o PGR permite, uma vez por silêncio', () => {
    expect(perdasDeSinal([v({ ultimaEm: min(29) })], AGORA)).toEqual([]);
    const [p] = perdasDeSinal([v({ ultimaEm: min(31) })], AGORA);
    expect(p).toMatchObject({ viagem_id: 1, status: 2, avisadaPara: min(31).toISOString(), descricao: 'Perda de sinal: sem posição há mais de 30 minutos.' });
    expect(p!.email).toEqual({
      para: ['central@cliente.com.br'],
      assunto: 'Perda de sinal — SM 1 (ABC1D23)',
      corpo: 'Perda de sinal: sem posição há mais de 30 minutos.\nSM 1, em viagem, placa ABC1D23.\nÚltima posição: 2026-11-26 11:29 UTC.',
    });
    // Told already for this silence; a new fix and a new silence are told again.
    expect(perdasDeSinal([v({ ultimaEm: min(31), avisadaPara: min(31).toISOString() })], AGORA)).toEqual([]);
    expect(perdasDeSinal([v({ ultimaEm: min(40), avisadaPara: min(90).toISOString() })], AGORA)).toHaveLength(1);
  });

  it('um veículo que nunca enviou posição perde o sinal uma vez; sem contatos, sem e-mail; PGR sem tempo, nunca', () => {
    const [p] = perdasDeSinal([v({ ultimaEm: null, emails: [], status: 1 })], AGORA);
    expect(p).toMatchObject({ avisadaPara: 'nunca', email: null, status: 1 });
    expect(perdasDeSinal([v({ ultimaEm: null, avisadaPara: 'nunca' })], AGORA)).toEqual([]);
    expect(perdasDeSinal([v({ ultimaEm: min(500), minutosPgr: 0 })], AGORA)).toEqual([]);
  });

  it('conta só o que a porta registrou (outro processo pode ter registrado antes)', async () => {
    const registradas: PerdaDeSinal[] = [];
    const porta: SinalDasViagens = {
      vigiadas: async () => [v({ id: 1, ultimaEm: min(60) }), v({ id: 2, ultimaEm: min(60) }), v({ id: 3 })],
      registrar: async (p) => (registradas.push(p), p.viagem_id === 1),
    };
    expect(await new VerificarPerdaDeSinal(porta).executar(AGORA)).toBe(1);
    expect(registradas.map((p) => p.viagem_id)).toEqual([1, 2]);
  });
});
