import { ValidationError } from '../shared/errors.js';
import { avisoValidadePgr, diferencasPgr, parseDataPgr, validadePadraoPgr, validarPgrCliente } from './pgr.js';

const HOJE = new Date('2026-11-22T12:00:00Z');

describe('client PGR rules', () => {
  it('defaults validity to one year from today (29 Feb → 28 Feb)', () => {
    expect(validadePadraoPgr(HOJE)).toBe('2027-11-22');
    expect(validadePadraoPgr(new Date('2028-02-29T10:00:00Z'))).toBe('2029-02-28');
    expect(validarPgrCliente({ pgr_id: 1, descricao: 'x' }, null, HOJE).validade).toBe('2027-11-22');
  });

  it('reads dates as dd/mm/yyyy or ISO and refuses impossible ones', () => {
    expect(parseDataPgr('31/12/2027')).toBe('2027-12-31');
    expect(parseDataPgr('2027-12-31')).toBe('2027-12-31');
    expect(parseDataPgr('31/02/2027')).toBeUndefined();
    expect(parseDataPgr('2027-13-01')).toBeUndefined();
  });

  it('lists every field error at once', () => {
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

  it('keeps fields left out of an edit and diffs only what changed', () => {
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

  it('warns within 15 days or past', () => {
    expect(avisoValidadePgr('2026-12-07', HOJE)).toEqual({ dias_para_vencer: 15, vencido: false, aviso: true });
    expect(avisoValidadePgr('2026-12-08', HOJE)).toEqual({ dias_para_vencer: 16, vencido: false, aviso: false });
    expect(avisoValidadePgr('2026-11-21', HOJE)).toEqual({ dias_para_vencer: -1, vencido: true, aviso: true });
  });
});
