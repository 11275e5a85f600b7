import { colunasPadrao, parseGridQuery, ValidationError } from '../../shared/index.js';
import {
  badgeDistanciaAgendada, barraProgresso, colunasOcultasGrupo8, GRID_CONTROLE, GRID_EMBARCADOR_EM_VIAGEM, GRID_EMBARCADOR_FINALIZADAS, GRID_VIAGENS_POR_PLACA, gridDaListaGrupo8, GRID_SM_SIMPLIFICADAS, GRID_VIAGENS_AGENDADAS,
  GRID_VIAGENS_CANCELADAS, GRID_VIAGENS_EM_VIAGEM, GRID_VIAGENS_FINALIZADAS, gridDaLista, periodoComecaDepoisDeHoje, periodoDeJson, periodoPadraoFinalizadas,
  TAMANHOS_PAGINA_VIAGENS, textoChegada, type ListaViagens,
} from './grids.js';

describe('tamanhos de página das listas (spec 02 §9)', () => {
  it.each([
    [GRID_VIAGENS_AGENDADAS, 100, 200], [GRID_VIAGENS_EM_VIAGEM, 50, 500], [GRID_VIAGENS_FINALIZADAS, 15, 200], [GRID_VIAGENS_CANCELADAS, 15, 200],
    [GRID_CONTROLE, 30, 200], [GRID_SM_SIMPLIFICADAS, 18, 1000],
  ] as const)('padrão %#: %s, máximo %s', (spec, padrao, maximo) => {
    expect(spec.tamanhoPadrao).toBe(padrao);
    expect(spec.tamanhoMaximo).toBe(maximo);
    expect(parseGridQuery({}, spec).rows).toBe(padrao);
    expect(() => parseGridQuery({ rows: String(maximo + 1) }, spec)).toThrow(ValidationError);
  });

  it('as opções de cada lista são as da especificação', () => {
    expect(TAMANHOS_PAGINA_VIAGENS).toMatchObject({
      agendadas: [15, 30, 50, 100, 200], emViagem: [50, 100, 200, 300, 500], finalizadas: [15, 30, 50, 100, 200], controle: [30, 50, 100, 200],
      simplificadas: [18, 200, 300, 500, 1000],
    });
  });

  it('ordenar por coluna calculada ou desconhecida é 400', () => {
    expect(() => parseGridQuery({ sidx: 'ponto_referencia' }, GRID_VIAGENS_EM_VIAGEM)).toThrow(ValidationError);
    expect(() => parseGridQuery({ sidx: 'nao_existe' }, GRID_VIAGENS_EM_VIAGEM)).toThrow(ValidationError);
    expect(parseGridQuery({ sidx: 'placa', sord: 'asc' }, GRID_VIAGENS_EM_VIAGEM).ordem).toEqual({ campo: 'placa', direcao: 'asc' });
  });

  it('a versão do embarcador das finalizadas não tem o PGR do cliente', () => {
    expect(GRID_EMBARCADOR_FINALIZADAS.colunas).not.toHaveProperty('pgr_cliente_id');
    expect(GRID_VIAGENS_FINALIZADAS.colunas).toHaveProperty('pgr_cliente_id');
  });
});

describe('colunas de cada lista (spec 02 §3): a visão padrão da tela e da exportação', () => {
  const padrao = (spec: Parameters<typeof colunasPadrao>[0]) => colunasPadrao(spec).map((c) => c.campo);

  it('a finalizada é a "Finished trip" do §3, na ordem; a do embarcador, sem o PGR do cliente', () => {
    const finalizada = [
      'id', 'placa', 'placa_carreta1', 'vinculo', 'nome_fantasia', 'pgr_cliente_id', 'trafegus_id', 'terminal_numero', 'tecnologia', 'rota', 'data_posicao',
      'data_tecnologia', 'ignicao', 'ponto_referencia', 'origem', 'destino', 'data_inicio', 'data_fim', 'username_add_status', 'username_aceitou', 'observacao',
      'data_cadastro', 'username_add',
    ];
    expect(padrao(GRID_VIAGENS_FINALIZADAS)).toEqual(finalizada);
    expect(padrao(GRID_EMBARCADOR_FINALIZADAS)).toEqual(finalizada.filter((c) => c !== 'pgr_cliente_id'));
    expect(GRID_VIAGENS_FINALIZADAS.colunas.username_add_status.titulo).toBe('Finalizada por');
  });

  it('o controle e as solicitações simplificadas são as linhas do §3, na ordem', () => {
    expect(padrao(GRID_CONTROLE)).toEqual([
      'id', 'placa', 'tipo', 'status', 'data_ultima_sm', 'terminal', 'tecnologia', 'vinculo', 'ignicao', 'ponto_referencia', 'data_posicao', 'data_tecnologia', 'data_cadastro',
    ]);
    expect(padrao(GRID_SM_SIMPLIFICADAS)).toEqual([
      'id', 'numero_frota', 'placa', 'nome_fantasia', 'rota', 'motorista', 'fone1', 'previsao_inicio', 'previsao_fim', 'bloqueio', 'atualizacao',
      'username_add_atualizacao', 'data_atualizacao', 'username_add', 'data_cadastro',
    ]);
  });

  it('cada lista mostra as suas colunas calculadas: a agendada o selo de distância; em viagem a situação, o vínculo e o progresso', () => {
    expect(padrao(GRID_VIAGENS_AGENDADAS).slice(0, 2)).toEqual(['id', 'distancia_origem_km']);
    expect(padrao(GRID_VIAGENS_AGENDADAS)).not.toEqual(expect.arrayContaining(['situacao_viagem']));
    expect(padrao(GRID_VIAGENS_EM_VIAGEM).slice(0, 2)).toEqual(['id', 'situacao_viagem']);
    expect(padrao(GRID_VIAGENS_EM_VIAGEM)).toEqual(expect.arrayContaining(['vinculado_tecnologia', 'distancia_percorrida', 'percentual']));
    expect(padrao(GRID_VIAGENS_EM_VIAGEM)).not.toContain('distancia_origem_km');
    // The shipper follows its loads: not the desk's situation nor its technology link.
    expect(padrao(GRID_EMBARCADOR_EM_VIAGEM)).toEqual(padrao(GRID_VIAGENS_EM_VIAGEM).filter((c) => c !== 'situacao_viagem' && c !== 'vinculado_tecnologia'));
    expect(padrao(GRID_VIAGENS_CANCELADAS).slice(-3)).toEqual(['motivos', 'username_add_status', 'data_status']);
    expect(padrao(GRID_VIAGENS_POR_PLACA).slice(0, 2)).toEqual(['id', 'status']);
  });

  it('toda lista continua respondendo a linha inteira: o que a tela não mostra fica oculto, não some', () => {
    for (const spec of [GRID_VIAGENS_AGENDADAS, GRID_VIAGENS_EM_VIAGEM, GRID_VIAGENS_CANCELADAS, GRID_VIAGENS_POR_PLACA]) {
      expect(spec.colunas).toMatchObject({ status: {}, cliente_id: { oculta: true }, situacao_viagem_id: { oculta: true }, distancia_percorrida_estimada: { oculta: true } });
    }
  });
});

describe('colunas ocultas para o cliente (grupo 8, spec 02 §6)', () => {
  it('a grid do cliente é a da lista sem as colunas ocultas, na mesma ordem', () => {
    for (const l of ['agendadas', 'emViagem', 'finalizadas', 'canceladas', 'controle', 'simplificadas', 'porPlaca'] as ListaViagens[]) {
      const ocultas = colunasOcultasGrupo8(l);
      expect(Object.keys(gridDaListaGrupo8(l).colunas)).toEqual(Object.keys(gridDaLista(l).colunas).filter((c) => !ocultas.includes(c)));
      expect(gridDaListaGrupo8(l)).toMatchObject({ ordemPadrao: gridDaLista(l).ordemPadrao, tamanhoPadrao: gridDaLista(l).tamanhoPadrao });
    }
    expect(Object.keys(gridDaListaGrupo8('agendadas').colunas)).toContain('previsao_inicio');
    expect(Object.keys(gridDaListaGrupo8('emViagem').colunas)).not.toContain('previsao_inicio');
  });

  it('em viagem esconde carreta, distância, transportadora, rota, observação, início previsto, cadastro, código, vínculo e status', () => {
    expect(colunasOcultasGrupo8('emViagem')).toEqual(expect.arrayContaining([
      'placa_carreta1', 'distancia_percorrida', 'nome_fantasia', 'rota', 'observacao', 'previsao_inicio', 'data_cadastro', 'trafegus_id', 'vinculado_tecnologia',
      'username_add_status', 'data_status', 'tecnologia_spy', 'numero_spy',
    ]));
  });
  it('varia por lista: a agendada mantém o início previsto; a finalizada esconde quem aceitou; só colunas da lista', () => {
    expect(colunasOcultasGrupo8('agendadas')).not.toContain('previsao_inicio');
    expect(colunasOcultasGrupo8('finalizadas')).toContain('username_aceitou');
    for (const l of ['agendadas', 'emViagem', 'finalizadas', 'canceladas', 'controle', 'simplificadas', 'porPlaca'] as ListaViagens[]) {
      for (const c of colunasOcultasGrupo8(l)) expect(gridDaLista(l).colunas).toHaveProperty(c);
    }
    expect(colunasOcultasGrupo8('controle')).toEqual([]);
  });
});

describe('período das finalizadas (spec 02 §2)', () => {
  it('padrão do primeiro dia do mês até hoje, no horário de São Paulo', () => {
    expect(periodoPadraoFinalizadas(new Date('2026-11-26T12:00:00Z'))).toBe('01/11/2026 - 26/11/2026');
    // 01:00 UTC on the 1st is still the 30th in São Paulo.
    expect(periodoPadraoFinalizadas(new Date('2026-12-01T01:00:00Z'))).toBe('01/11/2026 - 30/11/2026');
  });
  it('data máxima hoje: um período que começa amanhã é recusado', () => {
    const agora = new Date('2026-11-26T12:00:00Z');
    expect(periodoComecaDepoisDeHoje('27/11/2026 - 28/11/2026', agora)).toBe(true);
    expect(periodoComecaDepoisDeHoje('26/11/2026 - 26/11/2026', agora)).toBe(false);
  });
  it('o intervalo JSON do embarcador vira o texto do filtro', () => {
    expect(periodoDeJson('{"inicio":"01/11/2026","fim":"26/11/2026"}')).toBe('01/11/2026 - 26/11/2026');
    expect(periodoDeJson('{"de":"01/11/2026"}')).toBe('01/11/2026 - 01/11/2026');
    expect(periodoDeJson('{x')).toBe('{x');
    expect(periodoDeJson('01/11/2026 - 02/11/2026')).toBe('01/11/2026 - 02/11/2026');
  });
});

describe('selo de distância da agendada (spec 02 §4)', () => {
  const agora = new Date('2026-11-26T12:00:00Z');
  const haTres = new Date('2026-11-26T09:00:00Z');
  const haUma = new Date('2026-11-26T11:00:00Z');
  it('acima de 15 km: perigo se o início previsto passou há mais de 2 h, senão informação', () => {
    expect(badgeDistanciaAgendada(20, haTres, agora)).toEqual({ texto: '20,00 KM', estilo: 'danger' });
    expect(badgeDistanciaAgendada(20, haUma, agora).estilo).toBe('info');
  });
  it('até 15 km é informação (em metros abaixo de 1 km); sem distância é Sem posição em alerta', () => {
    expect(badgeDistanciaAgendada(15, haTres, agora)).toEqual({ texto: '15,00 KM', estilo: 'info' });
    expect(badgeDistanciaAgendada(0.4, haTres, agora)).toEqual({ texto: '400 M', estilo: 'info' });
    expect(badgeDistanciaAgendada(null, haTres, agora)).toEqual({ texto: 'Sem posição', estilo: 'warning' });
  });
});

describe('barra de progresso e chegada (spec 02 §4)', () => {
  it('vermelha quando percorreu menos que o estimado, verde senão; arredondada e limitada a 100', () => {
    expect(barraProgresso(42.6, 100, 120)).toEqual({ cor: 'vermelho', atrasada: true, percentual: 43 });
    expect(barraProgresso(130, 200, 120)).toEqual({ cor: 'verde', atrasada: false, percentual: 100 });
    expect(barraProgresso(null, 1, 2)).toBeNull();
  });
  it('menos de 1 hora (arredondada 0) é veículo próximo; senão as horas', () => {
    expect(textoChegada(0.4)).toBe('Veículo próximo ao destino');
    expect(textoChegada(2.6)).toBe('Tempo estimado para chegada de 3 horas');
    expect(textoChegada(null)).toBeNull();
  });
});
