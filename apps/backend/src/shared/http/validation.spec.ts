import { ValidationError } from '@gr/domain';
import { IdPipe, lerId, lerInteiro } from './validation.js';

describe('lerInteiro / lerId: a única leitura de inteiros em caminhos e query strings', () => {
  it('aceita dígitos decimais dentro de int4', () => {
    expect(lerInteiro('0', 'n')).toBe(0);
    expect(lerInteiro('-2147483648', 'n')).toBe(-2147483648);
    expect(lerInteiro('2147483647', 'n')).toBe(2147483647);
    expect(lerInteiro(42, 'n')).toBe(42);
    expect(lerId('1', 'id')).toBe(1);
    expect(lerId('2147483647', 'id')).toBe(2147483647);
  });
  it.each(['0x2', '2e0', '2 ', ' 2', '2.0', '+2', '', '2147483648', '-2147483649', '99999999999', 'dois', '1_000'])('recusa %j nomeando o campo', (v) => {
    expect(() => lerInteiro(v, 'campo')).toThrow(new ValidationError({ campo: ['deve ser um número inteiro'] }));
  });
  it.each(['0', '-1', '0x2', '2147483648', undefined, null])('recusa o id %j como não sendo um inteiro positivo', (v) => {
    expect(() => lerId(v, 'cliente_id')).toThrow(new ValidationError({ cliente_id: ['deve ser um número inteiro positivo'] }));
  });
  it('IdPipe nomeia o parâmetro de caminho', () => {
    expect(new IdPipe().transform('7', { type: 'param', data: 'id' })).toBe(7);
    expect(() => new IdPipe().transform('7x', { type: 'param', data: 'rota_id' })).toThrow(new ValidationError({ rota_id: ['deve ser um número inteiro positivo'] }));
  });
});
