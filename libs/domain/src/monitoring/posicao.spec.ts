import { PERIFERICOS, perifericoPorChave, violacao } from '../shared/index.js';
import { lerAlarmes, lerDataHora, lerItemLote, lerLeituras, lerOsmAnd, lerOsmAndJson, lerTraccar, motivoDeRecusa, REGRAS_POSICAO_PADRAO, valorDoTexto, type Lido, type PosicaoRecebida } from './posicao.js';

const AGORA = new Date('2026-11-22T12:00:00Z');
const ok = <T>(r: Lido<T>): T => {
  if (!r.ok) throw new Error(`recusada: ${r.motivo}`);
  return r.posicao;
};

describe('periféricos (spec 01 §3, §4, §9)', () => {
  it('tem ids de 1 a 28 e 44, negativos exatamente 8, 9, 10, 11, 27, 28, 44', () => {
    expect(PERIFERICOS.map((p) => p.id)).toEqual([...Array.from({ length: 28 }, (_, i) => i + 1), 44]);
    expect(PERIFERICOS.filter((p) => p.negativo).map((p) => p.id)).toEqual([8, 9, 10, 11, 27, 28, 44]);
    expect(perifericoPorChave('sirene')?.id).toBe(12);
  });
  it('nomeia toda flag de posição falsa da spec 02 §3', () => {
    const flags = ['sensor_porta_motorista', 'sensor_porta_carona', 'sensor_bau1', 'sensor_bau2', 'sensor_bau3', 'sensor_desengate1', 'sensor_desengate2',
      'sensor_violacao_painel', 'sensor_janelas', 'sensor_falha_teclado', 'ignicao', 'bloqueio', 'sirene', 'trava_5_roda', 'trava_bau1', 'trava_bau2', 'trava_bau3', 'botao_panico'];
    expect(flags.filter((f) => !perifericoPorChave(f))).toEqual([]);
  });
  it('uma violação é um periférico negativo em 1', () => {
    expect(violacao({ periferico_id: 8, valor: 1 })).toBe(true);
    expect(violacao({ periferico_id: 8, valor: 0 })).toBe(false);
    expect(violacao({ periferico_id: 12, valor: 1 })).toBe(false);
    expect(violacao({ periferico_id: 99, valor: 1 })).toBe(false);
  });
  it('lê leituras por id, por nome ou como lista; pula as desconhecidas e valores que não são liga/desliga', () => {
    expect(lerLeituras({ '8': 1, sensor_porta_motorista: 'true', sirene: false, '99': 1, bloqueio: 'talvez' })).toEqual([
      { periferico_id: 1, valor: 1 }, { periferico_id: 8, valor: 1 }, { periferico_id: 12, valor: 0 },
    ]);
    expect(lerLeituras([{ periferico_id: 44, valor: 1 }, { periferico_id: 'x', valor: 1 }, null])).toEqual([{ periferico_id: 44, valor: 1 }]);
    expect(lerLeituras('8=1')).toEqual([]);
  });
});

describe('lerDataHora: os horários de posição que os clientes OsmAnd enviam', () => {
  it.each([
    ['1763812800', '2025-11-22T12:00:00.000Z'],
    ['1763812800000', '2025-11-22T12:00:00.000Z'],
    ['1763812800.5', '2025-11-22T12:00:00.500Z'],
    ['2025-11-22T09:00:00-03:00', '2025-11-22T12:00:00.000Z'],
    ['2025-11-22T12:00:00Z', '2025-11-22T12:00:00.000Z'],
    ['2025-11-22T12:00:00.250Z', '2025-11-22T12:00:00.250Z'],
    ['2025-11-22 12:00:00', '2025-11-22T12:00:00.000Z'],
    ['2025-11-22T12:00:00', '2025-11-22T12:00:00.000Z'],
    ['2024-02-29T12:00:00Z', '2024-02-29T12:00:00.000Z'],
    ['2025-12-31T23:59:59+00:00', '2025-12-31T23:59:59.000Z'],
  ])('%s → %s', (texto, iso) => {
    expect(lerDataHora(texto).toISOString()).toBe(iso);
  });
  it.each(['', 'ontem', '2025-02-31 10:00:00', '2025-02-29T10:00:00Z', '2025-13-01T10:00:00Z', '2025-04-31T10:00:00-03:00', '2025-11-22', '22/11/2025 12:00:00', '2025-11-22T12:00'])('recusa %j', (texto) => {
    expect(Number.isNaN(lerDataHora(texto).getTime())).toBe(true);
  });
});

describe('lerOsmAnd: requisições como o Traccar Client as envia', () => {
  it('lê id, timestamp epoch, lat/lon, velocidade em nós, rumo, altitude, precisão, bateria', () => {
    const p = ok(lerOsmAnd({ id: '123456', timestamp: '1763812800', lat: '-23.550520', lon: '-46.633308', speed: '10.0', bearing: '90.5', altitude: '760.0', accuracy: '4.0', batt: '87.0', charge: 'true' }, AGORA));
    expect(p).toEqual({
      terminal: '123456', data_posicao: new Date('2025-11-22T12:00:00Z'), latitude: -23.55052, longitude: -46.633308,
      valida: true, velocidade: 18.52, direcao: 90.5, ignicao: null, altitude: 760, precisao: 4, bateria: 87, leituras: [], atributos: { charge: true },
    });
  });
  it('aceita deviceid, location=lat,lon, heading, ignição e periféricos por nome; sem timestamp vale a hora de chegada', () => {
    const p = ok(lerOsmAnd({ deviceid: 'ABC-1', location: '-22.9,-43.2', heading: '370', ignition: 'true', sensor_desengate1: '1' }, AGORA));
    expect(p).toMatchObject({ terminal: 'ABC-1', latitude: -22.9, longitude: -43.2, direcao: 10, ignicao: true, data_posicao: AGORA });
    expect(p.leituras).toEqual([{ periferico_id: 6, valor: 1 }, { periferico_id: 8, valor: 1 }]);
  });
  it('velocidade ou rumo desconhecido (-1) é sem velocidade, não uma recusa', () => {
    expect(ok(lerOsmAnd({ id: '1', lat: '1', lon: '1', speed: '-1', bearing: '-1' }, AGORA))).toMatchObject({ velocidade: null, direcao: null });
  });
  it.each([
    [{ lat: '1', lon: '1' }],
    [{ id: 'terminal com espaço', lat: '1', lon: '1' }],
    [{ id: '1'.repeat(31), lat: '1', lon: '1' }],
  ])('sem id de dispositivo legível %j → formato_invalido, nada mais lido', (params) => {
    expect(lerOsmAnd(params as Record<string, string>, AGORA)).toEqual({ ok: false, motivo: 'formato_invalido' });
  });
  it.each([
    [{ id: '1', lat: 'x', lon: '1' }],
    [{ id: '1', location: '1;2' }],
    [{ id: '1', lat: '1', lon: '1', timestamp: 'ontem' }],
  ])('coordenadas ou hora ilegíveis %j → formato_invalido com o dispositivo, para que a sua porta possa confirmar e registrar', (params) => {
    expect(lerOsmAnd(params as Record<string, string>, AGORA)).toMatchObject({ ok: false, motivo: 'formato_invalido', lido: { terminal: '1' } });
  });
  it('sem coordenadas (um heartbeat; só lat; só célula/wifi) → sem_coordenadas com bateria, carga, alarmes e as listas', () => {
    expect(lerOsmAnd({ id: '1', batt: '41', charge: 'true', alarm: 'sos', cell: ['724,05,1,2', '724,05,1,3'], wifi: 'aa-bb,-70' }, AGORA)).toEqual({
      ok: false, motivo: 'sem_coordenadas',
      lido: { terminal: '1', data: AGORA, latitude: null, longitude: null, bateria: 41, leituras: [{ periferico_id: 11, valor: 1 }], atributos: { charge: true, alarm: 'sos', cell: ['724,05,1,2', '724,05,1,3'], wifi: ['aa-bb,-70'] } },
    });
    expect(lerOsmAnd({ id: '1', lon: '1' }, AGORA)).toMatchObject({ motivo: 'sem_coordenadas' });
  });
  it('valid=false marca a posição; true ou 1 a mantém válida', () => {
    expect(ok(lerOsmAnd({ id: '1', lat: '1', lon: '1', valid: 'false' }, AGORA)).valida).toBe(false);
    expect(ok(lerOsmAnd({ id: '1', lat: '1', lon: '1', valid: '1' }, AGORA)).valida).toBe(true);
    expect(ok(lerOsmAnd({ id: '1', lat: '1', lon: '1' }, AGORA)).valida).toBe(true);
  });
  it('alarmes: sos, violação, porta e jamming ligam seu periférico; os outros ficam no atributo de alarme; nenhum deixa o pânico como está', () => {
    const p = ok(lerOsmAnd({ id: '1', lat: '1', lon: '1', alarm: 'powerCut,sos,tampering,jamming,door,lowBattery' }, AGORA));
    expect(p.leituras).toEqual([1, 10, 11, 44].map((periferico_id) => ({ periferico_id, valor: 1 })));
    expect(p.atributos).toEqual({ alarm: 'powerCut,sos,tampering,jamming,door,lowBattery' });
    expect(ok(lerOsmAnd({ id: '1', lat: '1', lon: '1', alarm: 'powerCut' }, AGORA)).leituras).toEqual([]);
    expect(ok(lerOsmAnd({ id: '1', lat: '1', lon: '1', botao_panico: '0' }, AGORA)).leituras).toEqual([{ periferico_id: 11, valor: 0 }]);
    expect(lerAlarmes(' sos , ,powerCut')).toEqual(['sos', 'powerCut']);
    expect(lerAlarmes(['sos', 3])).toEqual(['sos']);
  });
  it('mantém no máximo 40 atributos extras e nunca uma chave de prototype', () => {
    const params: Record<string, string> = { id: '1', lat: '1', lon: '1', __proto__x: 'a', constructor: 'x' };
    for (let i = 0; i < 60; i++) params[`k${i}`] = String(i);
    const p = ok(lerOsmAnd(params, AGORA));
    expect(Object.keys(p.atributos)).toHaveLength(40);
    expect(Object.hasOwn(p.atributos, 'constructor')).toBe(false);
  });
});

describe('lerOsmAndJson: o corpo do Traccar Client mais novo', () => {
  it('velocidade em m/s, bateria 0..1, device_id', () => {
    const p = ok(lerOsmAndJson({
      device_id: '555', location: { timestamp: '2025-11-22T12:00:00.000Z', coords: { latitude: -23.5, longitude: -46.6, speed: 10, heading: 180, altitude: 700, accuracy: 3 }, battery: { level: 0.42, is_charging: false }, is_moving: true, odometer: 12.5 },
    }, AGORA));
    expect(p).toMatchObject({ terminal: '555', velocidade: 36, direcao: 180, altitude: 700, precisao: 3, bateria: 42, atributos: { is_moving: true, odometer: 12.5 } });
  });
  it('sem coordenadas é um heartbeat; não objeto → formato_invalido', () => {
    expect(lerOsmAndJson({ device_id: '555', location: { battery: { level: 0.3, is_charging: true } } }, AGORA)).toMatchObject({ ok: false, motivo: 'sem_coordenadas', lido: { terminal: '555', bateria: 30, atributos: { charge: true } } });
    expect(lerOsmAndJson('x', AGORA)).toEqual({ ok: false, motivo: 'formato_invalido' });
  });
  it('mantém os extras (números, booleanos, texto), activity, mock; location.alarm ou extras.alarm; periféricos nos extras', () => {
    const p = ok(lerOsmAndJson({
      device_id: '555', location: { timestamp: '2025-11-22T12:00:00.000Z', coords: { latitude: 1, longitude: 1 }, mock: true, activity: { type: 'in_vehicle' },
        extras: { n: 12, d: 1.5, b: false, t: 'x', o: { nested: 1 }, botao_panico: 0, alarm: 'sos' } },
    }, AGORA));
    expect(p.atributos).toEqual({ mock: true, activity: 'in_vehicle', n: 12, d: 1.5, b: false, t: 'x', alarm: 'sos' });
    expect(p.leituras).toEqual([{ periferico_id: 11, valor: 1 }]);
  });
});

describe('lerTraccar: forward.type=json', () => {
  it('uniqueId, fixTime, nós, course, atributos para leituras e atributos', () => {
    const p = ok(lerTraccar({
      position: { fixTime: '2025-11-22T12:00:00.000+00:00', latitude: -23.5, longitude: -46.6, speed: 20, course: 45, altitude: 0, accuracy: 0,
        attributes: { ignition: true, blocked: false, alarm: 'sos', batteryLevel: 70, odometer: 1000, hdop: 0.8 } },
      device: { id: 1, uniqueId: '860000000000001', name: 'X' },
    }));
    expect(p).toMatchObject({ terminal: '860000000000001', velocidade: 37.04, direcao: 45, ignicao: true, bateria: 70, atributos: { odometer: 1000, hdop: 0.8, alarm: 'sos' } });
    expect(p.leituras).toEqual([{ periferico_id: 6, valor: 1 }, { periferico_id: 7, valor: 0 }, { periferico_id: 11, valor: 1 }]);
  });
  it('uma lista de alarmes com sos liga o pânico; sem sos deixa o pânico como estava (nenhuma leitura)', () => {
    const com = (alarm: string) => ok(lerTraccar({ position: { fixTime: '2025-11-22T12:00:00Z', latitude: 1, longitude: 1, attributes: { alarm } }, device: { uniqueId: '1' } })).leituras;
    expect(com('powerCut,sos')).toEqual([{ periferico_id: 11, valor: 1 }]);
    expect(com('powerCut')).toEqual([]);
  });
  it('valid: false marca a posição; outdated: true é um heartbeat', () => {
    const base = { fixTime: '2025-11-22T12:00:00Z', latitude: 1, longitude: 1 };
    expect(ok(lerTraccar({ position: { ...base, valid: false }, device: { uniqueId: '1' } })).valida).toBe(false);
    expect(lerTraccar({ position: { ...base, outdated: true }, device: { uniqueId: '1' } })).toMatchObject({ ok: false, motivo: 'sem_coordenadas' });
  });
  it('network: as torres e os pontos Wi-Fi viram as listas cell e wifi, como na porta OsmAnd', () => {
    const p = ok(lerTraccar({
      position: {
        fixTime: '2025-11-22T12:00:00Z', latitude: 1, longitude: 1,
        network: {
          radioType: 'gsm', considerIp: false,
          cellTowers: [{ cellId: 5678, locationAreaCode: 1234, mobileCountryCode: 724, mobileNetworkCode: 5, signalStrength: -70 }, { cellId: 9, locationAreaCode: 1, mobileCountryCode: 724, mobileNetworkCode: 5 }, { locationAreaCode: 1 }],
          wifiAccessPoints: [{ macAddress: 'aa:bb:cc:dd:ee:ff', signalStrength: -60 }, { signalStrength: -50 }],
        },
      },
      device: { uniqueId: '1' },
    }));
    expect(p.atributos).toEqual({ cell: ['724,5,1234,5678,-70', '724,5,1,9'], wifi: ['aa:bb:cc:dd:ee:ff,-60'] });
    expect(ok(lerTraccar({ position: { fixTime: '2025-11-22T12:00:00Z', latitude: 1, longitude: 1, network: { cellTowers: 'x' } }, device: { uniqueId: '1' } })).atributos).toEqual({});
  });
  it('sem dispositivo → formato_invalido; sem hora da posição → formato_invalido com o dispositivo', () => {
    expect(lerTraccar({ position: { fixTime: '2025-11-22T12:00:00Z', latitude: 1, longitude: 1 } })).toEqual({ ok: false, motivo: 'formato_invalido' });
    expect(lerTraccar({ position: { latitude: 1, longitude: 1 }, device: { uniqueId: '1' } })).toMatchObject({ ok: false, motivo: 'formato_invalido', lido: { terminal: '1' } });
  });
});

describe('lerItemLote: a chamada em lote', () => {
  it('km/h como enviado, periféricos por id ou nome, atributos', () => {
    const p = ok(lerItemLote({ terminal: 'T1', data_posicao: '2026-11-22T11:59:00Z', latitude: -23.5, longitude: '-46.6', velocidade: 80, direcao: 90, ignicao: false,
      perifericos: { sensor_porta_motorista: true, 10: 0 }, atributos: { odometro: 123 } }));
    expect(p).toMatchObject({ terminal: 'T1', velocidade: 80, ignicao: false, atributos: { odometro: 123 } });
    expect(p.leituras).toEqual([{ periferico_id: 1, valor: 1 }, { periferico_id: 6, valor: 0 }, { periferico_id: 10, valor: 0 }]);
  });
  it.each([null, [], 'x', { latitude: 1, longitude: 1, data_posicao: '2026-11-22T11:59:00Z' }])('malformado %j → formato_invalido', (item) => {
    expect(lerItemLote(item)).toEqual({ ok: false, motivo: 'formato_invalido' });
  });
  it.each([{ terminal: 'T1', latitude: 1, longitude: 1 }, { terminal: 'T1', data_posicao: {}, latitude: 1, longitude: 1 }, { terminal: 'T1', data_posicao: '2026-11-22T11:59:00Z', latitude: 1, longitude: 1, velocidade: 'rápido' }])(
    'malformado %j de um terminal → formato_invalido com o terminal (registrado para o seu veículo)', (item) => {
      expect(lerItemLote(item)).toMatchObject({ ok: false, motivo: 'formato_invalido', lido: { terminal: 'T1' } });
    },
  );
  it('valida: false, alarme como lista ou atributos.alarm', () => {
    const p = ok(lerItemLote({ terminal: 'T1', data_posicao: '2026-11-22T11:59:00Z', latitude: 1, longitude: 1, valida: false, alarme: ['sos', 'powerCut'] }));
    expect(p).toMatchObject({ valida: false, atributos: { alarm: 'sos,powerCut' }, leituras: [{ periferico_id: 11, valor: 1 }] });
    expect(ok(lerItemLote({ terminal: 'T1', data_posicao: '2026-11-22T11:59:00Z', latitude: 1, longitude: 1, atributos: { alarm: 'jamming' } })).leituras).toEqual([{ periferico_id: 44, valor: 1 }]);
  });
});

describe('valorDoTexto: o texto do atributo como seu valor', () => {
  it.each([['933', 933], ['1.345', 1.345], ['-0.5', -0.5], ['1e3', 1000], ['true', true], ['false', false], ['0042', '0042'], ['89550123456789012345', '89550123456789012345'], ['abc', 'abc'], ['NaN', 'NaN'], ['', '']] as Array<[string, unknown]>)(
    '%j → %j', (t, v) => expect(valorDoTexto(t)).toEqual(v),
  );
});

describe('motivoDeRecusa: as regras por que toda porta passa', () => {
  const base = (dados: Partial<PosicaoRecebida> = {}): PosicaoRecebida => ({
    terminal: 'T1', data_posicao: AGORA, latitude: -23.5, longitude: -46.6, valida: true, velocidade: 60, direcao: 0, ignicao: true, altitude: null, precisao: null, bateria: null, leituras: [], atributos: {}, ...dados,
  });
  it('aceita os próprios limites', () => {
    for (const d of [{ latitude: -90 }, { latitude: 90 }, { longitude: -180 }, { longitude: 180 }, { latitude: 0, longitude: 1 }, { velocidade: 0 }, { velocidade: 400 }, { velocidade: null }]) {
      expect(motivoDeRecusa(base(d), AGORA)).toBeNull();
    }
    expect(motivoDeRecusa(base({ data_posicao: new Date(AGORA.getTime() + REGRAS_POSICAO_PADRAO.toleranciaFuturoMs) }), AGORA)).toBeNull();
    expect(motivoDeRecusa(base({ data_posicao: new Date(AGORA.getTime() - REGRAS_POSICAO_PADRAO.retencaoMs) }), AGORA)).toBeNull();
  });
  it.each([
    [{ latitude: 90.000001 }, 'coordenada_invalida'],
    [{ longitude: -180.5 }, 'coordenada_invalida'],
    [{ latitude: 0, longitude: 0 }, 'coordenada_invalida'],
    [{ velocidade: -1 }, 'velocidade_invalida'],
    [{ velocidade: 400.1 }, 'velocidade_invalida'],
    [{ data_posicao: new Date(AGORA.getTime() + 10 * 60_000 + 1) }, 'data_futura'],
    [{ data_posicao: new Date(AGORA.getTime() - 90 * 24 * 3600_000 - 1) }, 'data_antiga'],
    [{ terminal: '' }, 'formato_invalido'],
    [{ latitude: Number.NaN }, 'formato_invalido'],
  ] as Array<[Partial<PosicaoRecebida>, string]>)('%j → %s', (d, motivo) => {
    expect(motivoDeRecusa(base(d), AGORA)).toBe(motivo);
  });
  it('a tolerância é de 10 minutos à frente e a retenção de 90 dias', () => {
    expect(REGRAS_POSICAO_PADRAO).toEqual({ toleranciaFuturoMs: 600_000, retencaoMs: 90 * 86_400_000 });
  });
});
