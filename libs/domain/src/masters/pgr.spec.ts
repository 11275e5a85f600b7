import { BusinessRuleError, NotFoundError, ValidationError } from '../shared/index.js';
import {
  avisoValidadePgr, diferencasPgr, parseDataPgr, SalvarPgrCliente, validadePadraoPgr, validarPgrCliente,
  type AlteracaoPgr, type AutorPgr, type DadosPgrCliente, type PgrCliente, type PgrClienteCampos, type PgrClienteRepository, type ReferenciasPgr,
} from './pgr.js';

const HOJE = new Date('2026-11-22T12:00:00Z');

describe('regras do PGR do cliente', () => {
  it('usa por padrão validade de um ano a partir de hoje (29 fev → 28 fev)', () => {
    expect(validadePadraoPgr(HOJE)).toBe('2027-11-22');
    expect(validadePadraoPgr(new Date('2028-02-29T10:00:00Z'))).toBe('2029-02-28');
    expect(validarPgrCliente({ pgr_id: 1, descricao: 'x' }, null, HOJE).validade).toBe('2027-11-22');
  });

  it('lê datas como dd/mm/yyyy ou ISO e recusa as impossíveis', () => {
    expect(parseDataPgr('31/12/2027')).toBe('2027-12-31');
    expect(parseDataPgr('2027-12-31')).toBe('2027-12-31');
    expect(parseDataPgr('31/02/2027')).toBeUndefined();
    expect(parseDataPgr('2027-13-01')).toBeUndefined();
  });

  it('lista todo erro de campo de uma vez', () => {
    let erro: ValidationError | undefined;
    try {
      validarPgrCliente({ horario_rodagem: '25:00 - 07:00', valor_limite_escolta: '-5', grau_risco: 'CRITICO', validade: 'ontem' }, null, HOJE);
    } catch (e) {
      erro = e as ValidationError;
    }
    expect(erro?.errors).toEqual({
      pgr_id: ['não pode ficar em branco'],
      descricao: ['não pode ficar em branco'],
      validade: ['data inválida'],
      grau_risco: ['deve ser 1 (BAIXO), 2 (MEDIO) ou 3 (ALTO)'],
      horario_rodagem: ["horário inválido (use 'HH:mm - HH:mm')"],
      valor_limite_escolta: ['não pode ser negativo'],
    });
  });

  it('mantém os campos deixados de fora de uma edição e compara só o que mudou', () => {
    const antes = validarPgrCliente({ pgr_id: 1, descricao: 'base', horario_rodagem: '05:00 - 22:00', valor_limite_escolta: '1.000,00' }, null, HOJE);
    const depois = validarPgrCliente({ horario_rodagem_termino: '23:00', valor_limite_escolta: 1000, config_temperatura: { alerta: true } }, antes, HOJE);
    expect(depois).toMatchObject({ descricao: 'BASE', horario_rodagem_inicio: '05:00', horario_rodagem_termino: '23:00' });
    expect(diferencasPgr(antes, depois)).toEqual([
      { campo: 'horario_rodagem_termino', antes: '22:00', depois: '23:00' },
      { campo: 'config_temperatura', antes: '{"alerta":false,"ocorrencia":false,"temperatura_maxima":null,"temperatura_minima":null}', depois: '{"alerta":true,"ocorrencia":false,"temperatura_maxima":null,"temperatura_minima":null}' },
    ]);
    expect(diferencasPgr(null, antes).map((a) => a.campo)).toEqual(expect.arrayContaining(['pgr_id', 'descricao', 'validade', 'valor_limite_escolta']));
    expect(diferencasPgr(null, antes).find((a) => a.campo === 'valor_limite_escolta')).toEqual({ campo: 'valor_limite_escolta', antes: null, depois: '1000.00' });
  });

  it('avisa em até 15 dias ou depois do vencimento', () => {
    expect(avisoValidadePgr('2026-12-07', HOJE)).toEqual({ dias_para_vencer: 15, vencido: false, aviso: true });
    expect(avisoValidadePgr('2026-12-08', HOJE)).toEqual({ dias_para_vencer: 16, vencido: false, aviso: false });
    expect(avisoValidadePgr('2026-11-21', HOJE)).toEqual({ dias_para_vencer: -1, vencido: true, aviso: true });
  });
});

/** The field errors of a refused PGR, or undefined when it is accepted. */
function errosPgr(dados: DadosPgrCliente, atual: PgrClienteCampos | null = null): Record<string, string[]> | undefined {
  try {
    validarPgrCliente(dados, atual, HOJE);
    return undefined;
  } catch (e) {
    if (e instanceof ValidationError) return e.errors;
    throw e;
  }
}
const BASE = { pgr_id: 1, descricao: 'PGR base' };
const valido = (dados: DadosPgrCliente, atual: PgrClienteCampos | null = null) => validarPgrCliente({ ...BASE, ...dados }, atual, HOJE);

describe('datas do PGR do cliente', () => {
  it('lê só textos, sem espaços nas pontas, inteiros', () => {
    expect(parseDataPgr(20271231)).toBeUndefined();
    expect(parseDataPgr(null)).toBeUndefined();
    expect(parseDataPgr(' 31/12/2027 ')).toBe('2027-12-31');
    expect(parseDataPgr('2027-12-31T03:00:00.000Z')).toBe('2027-12-31');
    for (const v of ['x31/12/2027', '31/12/2027x', 'x2027-12-31', '2027-12-31x', '2027-12-31 03:00', '31-12-2027', '']) expect(parseDataPgr(v)).toBeUndefined();
  });
  it('aceita o primeiro e o último dia do ano e 29 de fevereiro só de um ano bissexto', () => {
    expect(parseDataPgr('01/01/2027')).toBe('2027-01-01');
    expect(parseDataPgr('2027-12-31')).toBe('2027-12-31');
    expect(parseDataPgr('29/02/2028')).toBe('2028-02-29');
    for (const v of ['29/02/2027', '31/04/2027', '00/01/2027', '01/00/2027', '32/01/2027', '2027-00-10', '2027-13-10']) expect(parseDataPgr(v)).toBeUndefined();
  });
  it('recusa anos abaixo de 100 em vez de lê-los como 19xx', () => {
    expect(parseDataPgr('31/12/0099')).toBeUndefined();
    expect(parseDataPgr('0050-01-01')).toBeUndefined();
    expect(parseDataPgr('01/01/0100')).toBe('0100-01-01');
  });
  it('avisa no próprio dia do vencimento sem chamá-lo de vencido', () => {
    expect(avisoValidadePgr('2026-11-22', HOJE)).toEqual({ dias_para_vencer: 0, vencido: false, aviso: true });
  });
});

describe('validação do PGR do cliente (spec 03 §3 "Client PGR", §5)', () => {
  it('preenche os padrões de um novo PGR', () => {
    expect(valido({})).toEqual({
      pgr_id: 1,
      descricao: 'PGR BASE',
      pgr_padrao: false,
      grau_risco: 1,
      validade: '2027-11-22',
      embarcador_id: null,
      corretora_id: null,
      seguradora_id: null,
      horario_rodagem_inicio: null,
      horario_rodagem_termino: null,
      valor_minimo_responsabilidade: null,
      valor_limite_maximo_resposabilidade: null,
      valor_limite_localizador_movel: null,
      valor_limite_escolta: null,
      tempo_perda_sinal_agendamento: null,
      bloqueio_analise_perfil: false,
      grupos_contatos_exclusivos: [],
      config_alertas: { niveis_contatos_para_sms: [] },
      config_temperatura: { alerta: false, ocorrencia: false, temperatura_minima: null, temperatura_maxima: null },
    });
  });

  it('exige o PGR do catálogo, como um id inteiro positivo', () => {
    expect(errosPgr({ ...BASE, pgr_id: null })).toEqual({ pgr_id: ['não pode ficar em branco'] });
    expect(errosPgr({ ...BASE, pgr_id: '' })).toEqual({ pgr_id: ['não pode ficar em branco'] });
    expect(errosPgr({ ...BASE, pgr_id: 'um' })).toEqual({ pgr_id: ['deve ser um número inteiro'] });
    expect(errosPgr({ ...BASE, pgr_id: 0 })).toEqual({ pgr_id: ['deve ser um número inteiro'] });
    expect(errosPgr({ ...BASE, pgr_id: 1.5 })).toEqual({ pgr_id: ['deve ser um número inteiro'] });
    expect(valido({ pgr_id: 7 }).pgr_id).toBe(7);
  });

  it('exige uma validade que seja uma data real; uma edição não pode apagá-la', () => {
    expect(valido({ validade: '31/12/2027' }).validade).toBe('2027-12-31');
    expect(errosPgr({ ...BASE, validade: null })).toEqual({ validade: ['não pode ficar em branco'] });
    expect(errosPgr({ ...BASE, validade: '' })).toEqual({ validade: ['não pode ficar em branco'] });
    const atual = valido({ validade: '31/12/2027' });
    expect(validarPgrCliente({}, atual, HOJE).validade).toBe('2027-12-31');
    expect(errosPgr({ validade: null }, atual)).toEqual({ validade: ['não pode ficar em branco'] });
  });

  it('lê o grau de risco por id ou nome (BAIXO, MEDIO, ALTO), baixo por padrão', () => {
    expect(valido({ grau_risco: 2 }).grau_risco).toBe(2);
    expect(valido({ grau_risco: 3 }).grau_risco).toBe(3);
    expect(valido({ grau_risco: '2' }).grau_risco).toBe(2);
    expect(valido({ grau_risco: 'alto' }).grau_risco).toBe(3);
    expect(valido({ grau_risco: 'Medio' }).grau_risco).toBe(2);
    expect(valido({ grau_risco: null }).grau_risco).toBe(1);
    for (const grau of [0, 4, 2.5, '4', 'CRITICO', true]) expect(errosPgr({ ...BASE, grau_risco: grau })).toEqual({ grau_risco: ['deve ser 1 (BAIXO), 2 (MEDIO) ou 3 (ALTO)'] });
  });

  it('lê o horário de rodagem como um texto ou como metades, e o apaga quando as duas metades são esvaziadas', () => {
    const atual = valido({ horario_rodagem: '05:00 - 22:00' });
    expect(atual).toMatchObject({ horario_rodagem_inicio: '05:00', horario_rodagem_termino: '22:00' });
    expect(validarPgrCliente({ horario_rodagem_inicio: '06:00' }, atual, HOJE)).toMatchObject({ horario_rodagem_inicio: '06:00', horario_rodagem_termino: '22:00' });
    expect(validarPgrCliente({ horario_rodagem: '' }, atual, HOJE)).toMatchObject({ horario_rodagem_inicio: null, horario_rodagem_termino: null });
    expect(validarPgrCliente({ horario_rodagem_inicio: null, horario_rodagem_termino: null }, atual, HOJE)).toMatchObject({ horario_rodagem_inicio: null, horario_rodagem_termino: null });
    expect(validarPgrCliente({ descricao: 'outra' }, atual, HOJE)).toMatchObject({ horario_rodagem_inicio: '05:00', horario_rodagem_termino: '22:00' });
  });

  it('recusa horário de rodagem com uma metade faltando ou inválida', () => {
    const atual = valido({ horario_rodagem: '05:00 - 22:00' });
    const mensagem = { horario_rodagem: ["horário inválido (use 'HH:mm - HH:mm')"] };
    expect(errosPgr({ horario_rodagem_termino: null }, atual)).toEqual(mensagem);
    expect(errosPgr({ horario_rodagem_inicio: null }, atual)).toEqual(mensagem);
    expect(errosPgr({ ...BASE, horario_rodagem_inicio: '06:00' })).toEqual(mensagem);
    expect(errosPgr({ ...BASE, horario_rodagem_termino: '24:00', horario_rodagem_inicio: '06:00' })).toEqual(mensagem);
  });

  it('lê o tempo de perda de sinal em minutos inteiros de 0 a 10080 (uma semana)', () => {
    expect(valido({ tempo_perda_sinal_agendamento: 0 }).tempo_perda_sinal_agendamento).toBe(0);
    expect(valido({ tempo_perda_sinal_agendamento: 10_080 }).tempo_perda_sinal_agendamento).toBe(10_080);
    expect(valido({ tempo_perda_sinal_agendamento: ' 45 ' }).tempo_perda_sinal_agendamento).toBe(45);
    expect(valido({ tempo_perda_sinal_agendamento: '' }).tempo_perda_sinal_agendamento).toBeNull();
    expect(valido({ tempo_perda_sinal_agendamento: null }).tempo_perda_sinal_agendamento).toBeNull();
    for (const t of [10_081, -1, 1.5, 'trinta', '1e3', '+5', '12x', true]) {
      expect(errosPgr({ ...BASE, tempo_perda_sinal_agendamento: t })).toEqual({ tempo_perda_sinal_agendamento: ['deve ser um número inteiro de minutos (0 a 10080)'] });
    }
  });

  it('lê o embarcador, o corretor e a seguradora opcionais como ids inteiros positivos', () => {
    expect(valido({ embarcador_id: 1, corretora_id: 2, seguradora_id: '' })).toMatchObject({ embarcador_id: 1, corretora_id: 2, seguradora_id: null });
    expect(errosPgr({ ...BASE, embarcador_id: 0, corretora_id: 'x', seguradora_id: 2.5 })).toEqual({
      embarcador_id: ['deve ser um número inteiro'],
      corretora_id: ['deve ser um número inteiro'],
      seguradora_id: ['deve ser um número inteiro'],
    });
  });

  it('lê campos de sim/não só como booleanos', () => {
    expect(valido({ pgr_padrao: true, bloqueio_analise_perfil: true })).toMatchObject({ pgr_padrao: true, bloqueio_analise_perfil: true });
    expect(errosPgr({ ...BASE, pgr_padrao: 'sim', bloqueio_analise_perfil: 1 })).toEqual({
      pgr_padrao: ['deve ser verdadeiro ou falso'],
      bloqueio_analise_perfil: ['deve ser verdadeiro ou falso'],
    });
  });

  it('aceita dinheiro zero e um mínimo igual ao máximo, e recusa um mínimo acima dele', () => {
    expect(valido({ valor_minimo_responsabilidade: 0, valor_limite_maximo_resposabilidade: '0,00', valor_limite_localizador_movel: 0, valor_limite_escolta: '0' })).toMatchObject({
      valor_minimo_responsabilidade: 0,
      valor_limite_maximo_resposabilidade: 0,
      valor_limite_localizador_movel: 0,
      valor_limite_escolta: 0,
    });
    expect(valido({ valor_minimo_responsabilidade: '1.000,00', valor_limite_maximo_resposabilidade: 1000 }).valor_limite_maximo_resposabilidade).toBe(1000);
    expect(valido({ valor_minimo_responsabilidade: '5.000,00' }).valor_minimo_responsabilidade).toBe(5000);
    expect(errosPgr({ ...BASE, valor_minimo_responsabilidade: '1.000,01', valor_limite_maximo_resposabilidade: 1000 })).toEqual({
      valor_limite_maximo_resposabilidade: ['deve ser maior ou igual ao valor mínimo de responsabilidade'],
    });
    expect(errosPgr({ ...BASE, valor_minimo_responsabilidade: 'mil', valor_limite_maximo_resposabilidade: '-1', valor_limite_localizador_movel: 'x' })).toEqual({
      valor_minimo_responsabilidade: ['valor inválido (use 1.234,56)'],
      valor_limite_maximo_resposabilidade: ['não pode ser negativo'],
      valor_limite_localizador_movel: ['valor inválido (use 1.234,56)'],
    });
  });

  it('mantém cada grupo de contato uma vez e recusa listas de qualquer coisa que não sejam ids inteiros a partir de 0', () => {
    expect(valido({ grupos_contatos_exclusivos: [3, 3, 0, 4] }).grupos_contatos_exclusivos).toEqual([3, 0, 4]);
    expect(valido({ grupos_contatos_exclusivos: null }).grupos_contatos_exclusivos).toEqual([]);
    for (const lista of [[-1], [1.5], ['2'], 'x', 7]) {
      expect(errosPgr({ ...BASE, grupos_contatos_exclusivos: lista })).toEqual({ grupos_contatos_exclusivos: ['deve ser uma lista de números inteiros'] });
    }
  });

  it('lê os níveis de alerta por SMS e recusa listas ruins ou um não objeto', () => {
    expect(valido({ config_alertas: { niveis_contatos_para_sms: [2, 1, 2] } }).config_alertas).toEqual({ niveis_contatos_para_sms: [2, 1] });
    expect(valido({ config_alertas: null }).config_alertas).toEqual({ niveis_contatos_para_sms: [] });
    expect(errosPgr({ ...BASE, config_alertas: { niveis_contatos_para_sms: ['a'] } })).toEqual({ 'config_alertas.niveis_contatos_para_sms': ['deve ser uma lista de números inteiros'] });
    expect(errosPgr({ ...BASE, config_alertas: 'sms' })).toEqual({ config_alertas: ['deve ser um objeto'] });
  });

  it('lê as configurações de temperatura de -60 a 60 °C com vírgula decimal', () => {
    const t = valido({ config_temperatura: { alerta: true, ocorrencia: true, temperatura_minima: '-5,5', temperatura_maxima: 8 } }).config_temperatura;
    expect(t).toEqual({ alerta: true, ocorrencia: true, temperatura_minima: -5.5, temperatura_maxima: 8 });
    expect(valido({ config_temperatura: { temperatura_minima: -60, temperatura_maxima: 60 } }).config_temperatura).toMatchObject({ temperatura_minima: -60, temperatura_maxima: 60 });
    expect(valido({ config_temperatura: { temperatura_minima: 4, temperatura_maxima: '4' } }).config_temperatura).toMatchObject({ temperatura_minima: 4, temperatura_maxima: 4 });
    expect(valido({ config_temperatura: { temperatura_minima: '', temperatura_maxima: null } }).config_temperatura).toMatchObject({ temperatura_minima: null, temperatura_maxima: null });
    expect(valido({ config_temperatura: null }).config_temperatura).toEqual({ alerta: false, ocorrencia: false, temperatura_minima: null, temperatura_maxima: null });
  });

  it('recusa temperaturas fora do intervalo, um mínimo acima do máximo e um não objeto', () => {
    const fora = 'temperatura inválida (-60 a 60 °C)';
    expect(errosPgr({ ...BASE, config_temperatura: { temperatura_minima: -61, temperatura_maxima: 61 } })).toEqual({
      'config_temperatura.temperatura_minima': [fora],
      'config_temperatura.temperatura_maxima': [fora],
    });
    expect(errosPgr({ ...BASE, config_temperatura: { temperatura_minima: 'frio', temperatura_maxima: true } })).toEqual({
      'config_temperatura.temperatura_minima': [fora],
      'config_temperatura.temperatura_maxima': [fora],
    });
    expect(errosPgr({ ...BASE, config_temperatura: { temperatura_minima: 8, temperatura_maxima: 7.9 } })).toEqual({ 'config_temperatura.temperatura_maxima': ['deve ser maior que a mínima'] });
    expect(errosPgr({ ...BASE, config_temperatura: { alerta: 'sim', ocorrencia: 0 } })).toEqual({
      'config_temperatura.alerta': ['deve ser verdadeiro ou falso'],
      'config_temperatura.ocorrencia': ['deve ser verdadeiro ou falso'],
    });
    expect(errosPgr({ ...BASE, config_temperatura: 5 })).toEqual({ config_temperatura: ['deve ser um objeto'] });
  });
});

describe('histórico do PGR do cliente (diff_history)', () => {
  it('lista todo campo preenchido numa criação, dinheiro com centavos, listas e objetos como JSON', () => {
    const linha = valido({
      horario_rodagem: '05:00 - 22:00',
      valor_minimo_responsabilidade: 10,
      valor_limite_maximo_resposabilidade: 20,
      valor_limite_localizador_movel: 30,
      valor_limite_escolta: 40.5,
      tempo_perda_sinal_agendamento: 30,
      grupos_contatos_exclusivos: [1, 2],
      config_alertas: { niveis_contatos_para_sms: [3] },
    });
    expect(diferencasPgr(null, linha)).toEqual([
      { campo: 'pgr_id', antes: null, depois: '1' },
      { campo: 'descricao', antes: null, depois: 'PGR BASE' },
      { campo: 'pgr_padrao', antes: null, depois: 'false' },
      { campo: 'grau_risco', antes: null, depois: '1' },
      { campo: 'validade', antes: null, depois: '2027-11-22' },
      { campo: 'horario_rodagem_inicio', antes: null, depois: '05:00' },
      { campo: 'horario_rodagem_termino', antes: null, depois: '22:00' },
      { campo: 'valor_minimo_responsabilidade', antes: null, depois: '10.00' },
      { campo: 'valor_limite_maximo_resposabilidade', antes: null, depois: '20.00' },
      { campo: 'valor_limite_localizador_movel', antes: null, depois: '30.00' },
      { campo: 'valor_limite_escolta', antes: null, depois: '40.50' },
      { campo: 'tempo_perda_sinal_agendamento', antes: null, depois: '30' },
      { campo: 'bloqueio_analise_perfil', antes: null, depois: 'false' },
      { campo: 'grupos_contatos_exclusivos', antes: null, depois: '[1,2]' },
      { campo: 'config_alertas', antes: null, depois: '{"niveis_contatos_para_sms":[3]}' },
      { campo: 'config_temperatura', antes: null, depois: '{"alerta":false,"ocorrencia":false,"temperatura_maxima":null,"temperatura_minima":null}' },
    ]);
  });
  it('registra um campo esvaziado por uma edição, e um campo ausente da versão guardada como vazio', () => {
    const antes = valido({ horario_rodagem: '05:00 - 22:00', grupos_contatos_exclusivos: [1] });
    const depois = validarPgrCliente({ horario_rodagem: null, grupos_contatos_exclusivos: [1, 2] }, antes, HOJE);
    expect(diferencasPgr(antes, depois)).toEqual([
      { campo: 'horario_rodagem_inicio', antes: '05:00', depois: null },
      { campo: 'horario_rodagem_termino', antes: '22:00', depois: null },
      { campo: 'grupos_contatos_exclusivos', antes: '[1]', depois: '[1,2]' },
    ]);
    const antigo = { ...antes } as Partial<PgrClienteCampos>;
    delete antigo.bloqueio_analise_perfil;
    expect(diferencasPgr(antigo as PgrClienteCampos, antes)).toEqual([{ campo: 'bloqueio_analise_perfil', antes: null, depois: 'false' }]);
  });
});

class MemoriaPgr implements PgrClienteRepository {
  linhas = new Map<number, PgrCliente>();
  chamadas: unknown[] = [];
  async find(id: number) {
    return this.linhas.get(id) ?? null;
  }
  async criar(clienteId: number, linha: PgrClienteCampos, alteracoes: AlteracaoPgr[], autor: AutorPgr) {
    this.chamadas.push({ criar: { clienteId, alteracoes: alteracoes.length, autor } });
    const pgr = { ...linha, id: this.linhas.size + 1, cliente_id: clienteId, updated_at: new Date('2026-11-22T12:00:00Z') };
    this.linhas.set(pgr.id, pgr);
    return pgr;
  }
  async atualizar(id: number, lido: Date | null, linha: PgrClienteCampos, alteracoes: AlteracaoPgr[], autor: AutorPgr) {
    this.chamadas.push({ atualizar: { id, lido, alteracoes, autor } });
    const pgr = { ...this.linhas.get(id)!, ...linha };
    this.linhas.set(id, pgr);
    return pgr;
  }
}

describe('SalvarPgrCliente (spec 03 §5 "A PGR with an id is updated, otherwise created")', () => {
  const autor = { usuario_id: 9, username: 'ANA' };
  // Clients 10 (shipper), 20 (broker), 30 (insurer); catalogue PGRs 1 and 2; contact groups 5 and 6.
  const refs: ReferenciasPgr = {
    pgrExiste: async (id) => id === 1 || id === 2,
    tiposClientes: async (ids) => new Map([[10, 'EMBARCADOR'], [20, 'CORRETOR'], [30, 'SEGURADOR']].filter(([id]) => ids.includes(id as number)) as Array<[number, string]>),
    gruposExistentes: async (ids) => ids.filter((g) => g === 5 || g === 6),
  };
  let repo: MemoriaPgr;
  let caso: SalvarPgrCliente;
  beforeEach(() => {
    repo = new MemoriaPgr();
    caso = new SalvarPgrCliente(repo, refs, () => HOJE);
  });
  const erros = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (e) {
      return (e as ValidationError).errors;
    }
    return undefined;
  };

  it('cria um PGR para o cliente com todo o seu histórico e o autor', async () => {
    const pgr = await caso.executar(7, { ...BASE, embarcador_id: 10, corretora_id: 20, seguradora_id: 30, grupos_contatos_exclusivos: [5, 6] }, autor);
    expect(pgr).toMatchObject({ id: 1, cliente_id: 7, embarcador_id: 10, corretora_id: 20, seguradora_id: 30, grupos_contatos_exclusivos: [5, 6] });
    expect(repo.chamadas).toEqual([{ criar: { clienteId: 7, alteracoes: diferencasPgr(null, valido({ embarcador_id: 10, corretora_id: 20, seguradora_id: 30, grupos_contatos_exclusivos: [5, 6] })).length, autor } }]);
  });

  it('altera um PGR do mesmo cliente com o que mudou e a versão que leu', async () => {
    await caso.executar(7, BASE, autor);
    await caso.executar(7, { descricao: 'nova', updated_at: '2026-11-22T12:00:00.000Z' }, autor, 1);
    expect(repo.chamadas[1]).toEqual({
      atualizar: { id: 1, lido: new Date('2026-11-22T12:00:00.000Z'), alteracoes: [{ campo: 'descricao', antes: 'PGR BASE', depois: 'NOVA' }], autor },
    });
    await caso.executar(7, { descricao: 'sem versão', updated_at: null }, autor, 1);
    expect(repo.chamadas[2]).toMatchObject({ atualizar: { id: 1, lido: null } });
    await caso.executar(7, { descricao: 'sem versão 2' }, autor, 1);
    expect(repo.chamadas[3]).toMatchObject({ atualizar: { id: 1, lido: null } });
  });

  it('responde 404 para um PGR desconhecido ou de outro cliente, e 422 para uma versão ruim', async () => {
    await caso.executar(7, BASE, autor);
    await expect(caso.executar(7, BASE, autor, 99)).rejects.toEqual(new NotFoundError('PGR não encontrado'));
    await expect(caso.executar(8, BASE, autor, 1)).rejects.toEqual(new NotFoundError('PGR não encontrado'));
    await expect(caso.executar(7, { updated_at: 'ontem' }, autor, 1)).rejects.toEqual(new BusinessRuleError('updated_at inválido'));
    expect(repo.chamadas).toHaveLength(1);
  });

  it('verifica o PGR do catálogo, o papel de cada cliente e os grupos de contato, tudo de uma vez', async () => {
    expect(await erros(caso.executar(7, { ...BASE, pgr_id: 3, embarcador_id: 20, corretora_id: 30, seguradora_id: 99, grupos_contatos_exclusivos: [5, 7] }, autor))).toEqual({
      pgr_id: ['não encontrado'],
      embarcador_id: ['deve ser um cliente do tipo EMBARCADOR'],
      corretora_id: ['deve ser um cliente do tipo CORRETOR'],
      seguradora_id: ['não encontrado'],
      grupos_contatos_exclusivos: ['grupo não encontrado'],
    });
    expect(await erros(caso.executar(7, { ...BASE, seguradora_id: 10 }, autor))).toEqual({ seguradora_id: ['deve ser um cliente do tipo SEGURADOR'] });
    expect(repo.chamadas).toEqual([]);
  });
});
