import { BusinessRuleError, ForbiddenError, NotFoundError } from '../../shared/index.js';
import {
  MENSAGENS_PERDA_SINAL, NotificarPerdaDeSinal, perdasDeSinal, VerificarPerdaDeSinal, type PerdaDeSinal, type SinalDasViagens, type ViagemDoAviso, type ViagemVigiada,
} from './perda-sinal.js';

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
      corpo: 'Perda de sinal: sem posição há mais de 30 minutos.\nSM 1, em viagem, placa ABC1D23.\nÚltima posição: 26/11/2026 08:29:00 (horário de Brasília).',
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
      viagem: async () => null,
      registrar: async (p) => (registradas.push(p), p.viagem_id === 1),
    };
    expect(await new VerificarPerdaDeSinal(porta).executar(AGORA)).toBe(1);
    expect(registradas.map((p) => p.viagem_id)).toEqual([1, 2]);
  });
});

describe('notificacao_email_perda_sinal_agendamento: a mesa avisa a perda de sinal de uma SM agendada (decisão 44)', () => {
  const OPERADOR = { grupo_usuario_id: 6, escopo: { tipo: 'todos' as const }, username: 'OPERADOR' };
  const CLIENTE = { grupo_usuario_id: 8, escopo: { tipo: 'clientes' as const, ids: [7] }, username: 'CLIENTE' };
  const sm = (extra: Partial<ViagemDoAviso> = {}): ViagemDoAviso => ({
    id: 5, status: 1, placa: 'ABC1D23', cliente_id: 7, embarcador_id: null, minutosPgr: 30, ultimaEm: min(45), avisadaPara: null, emails: ['a@cliente.com.br', 'b@cliente.com.br'], ...extra,
  });
  function porta(v: ViagemDoAviso | null) {
    const registradas: PerdaDeSinal[] = [];
    const marcadas = new Set<string>();
    const p: SinalDasViagens = {
      vigiadas: async () => [],
      viagem: async () => v && { ...v, avisadaPara: marcadas.has(String(v.id)) ? (v.ultimaEm?.toISOString() ?? 'nunca') : v.avisadaPara },
      registrar: async (x) => (registradas.push(x), marcadas.add(String(x.viagem_id)), true),
    };
    return { p, registradas };
  }
  const falha = async (f: Promise<unknown>) => f.then(() => null, (e: Error) => [e.constructor.name, e.message]);

  it('envia aos contatos do cliente com assunto e corpo em português, em nome de quem pediu; uma segunda vez no mesmo silêncio não reenvia', async () => {
    const { p, registradas } = porta(sm());
    const caso = new NotificarPerdaDeSinal(p);
    expect(await caso.pelaMesa(5, OPERADOR, AGORA)).toEqual({ enviada: true, msg: 'Notificação de perda de sinal enviada para 2 contatos', para: ['a@cliente.com.br', 'b@cliente.com.br'] });
    expect(registradas).toEqual([expect.objectContaining({ viagem_id: 5, status: 1, autor: 'OPERADOR', avisadaPara: min(45).toISOString() })]);
    expect(registradas[0]!.email).toMatchObject({ assunto: 'Perda de sinal — SM 5 (ABC1D23)', corpo: expect.stringContaining('SM 5, agendada, placa ABC1D23.') });
    expect(await caso.pelaMesa(5, OPERADOR, AGORA)).toEqual({ enviada: false, msg: MENSAGENS_PERDA_SINAL.jaEnviada, para: [] });
    expect(registradas).toHaveLength(1);
  });

  it('404 SM desconhecida; 403 para quem não é da equipe; 422 não agendada, sem e-mail, ou com sinal dentro do tempo do PGR', async () => {
    expect(await falha(new NotificarPerdaDeSinal(porta(null).p).pelaMesa(5, OPERADOR, AGORA))).toEqual([NotFoundError.name, 'SM não encontrada']);
    expect(await falha(new NotificarPerdaDeSinal(porta(sm({ cliente_id: 9 })).p).pelaMesa(5, CLIENTE, AGORA))).toEqual([ForbiddenError.name, 'Não há permissão']);
    expect(await falha(new NotificarPerdaDeSinal(porta(sm()).p).pelaMesa(5, CLIENTE, AGORA))).toEqual([ForbiddenError.name, 'permissão negada']);
    for (const status of [2, 3, 4]) {
      expect(await falha(new NotificarPerdaDeSinal(porta(sm({ status })).p).pelaMesa(5, OPERADOR, AGORA))).toEqual([BusinessRuleError.name, MENSAGENS_PERDA_SINAL.soAgendada]);
    }
    expect(await falha(new NotificarPerdaDeSinal(porta(sm({ emails: [] })).p).pelaMesa(5, OPERADOR, AGORA))).toEqual([BusinessRuleError.name, MENSAGENS_PERDA_SINAL.semEmail]);
    expect(await falha(new NotificarPerdaDeSinal(porta(sm({ ultimaEm: min(10) })).p).pelaMesa(5, OPERADOR, AGORA))).toEqual([
      BusinessRuleError.name, 'O veículo enviou posição há 10 min; o PGR do cliente considera perda de sinal após 30 min',
    ]);
    // A PGR without a time leaves it to the desk; a vehicle that never reported is silent.
    expect((await new NotificarPerdaDeSinal(porta(sm({ ultimaEm: min(10), minutosPgr: null })).p).pelaMesa(5, OPERADOR, AGORA)).enviada).toBe(true);
    expect((await new NotificarPerdaDeSinal(porta(sm({ ultimaEm: null })).p).pelaMesa(5, OPERADOR, AGORA)).enviada).toBe(true);
  });

  it('a mesa depois da vigia (ou a vigia depois da mesa), no mesmo silêncio: um aviso só', async () => {
    const { p, registradas } = porta(sm({ ultimaEm: min(60) }));
    const vigia: SinalDasViagens = { ...p, vigiadas: async () => [{ ...(await p.viagem(5))!, status: 1, minutosPgr: 30 }] };
    expect(await new VerificarPerdaDeSinal(vigia).executar(AGORA)).toBe(1);
    expect(await new NotificarPerdaDeSinal(p).pelaMesa(5, OPERADOR, AGORA)).toMatchObject({ enviada: false });
    expect(await new VerificarPerdaDeSinal(vigia).executar(AGORA)).toBe(0);
    expect(registradas).toHaveLength(1);
  });
});
