import { describe, expect, it } from '@jest/globals';
import { formInicial } from '~/lib/cadastro-consulta';
import { preencher } from './nova-consulta';

describe('nova consulta: o que a busca de documentos preenche', () => {
  it('preenche só os campos vazios do motorista', () => {
    const form = formInicial(1);
    form.motorista = { ...form.motorista, cpf: '529.982.247-25', nome: 'JÁ DIGITADO' };
    const r = { pessoas: [{ cpf: '52998224725', nome: 'fulano', rg: '123', cnh: '12345678901', fone1: '11999998888' }] } as never;
    const novo = preencher(form, 'motorista', r);
    expect(novo.motorista.nome).toBe('JÁ DIGITADO');
    expect(novo.motorista.rg).toBe('123');
    expect(novo.motorista.cnh).toBe('12345678901');
    expect(novo.motorista.fone1).toBe('(11)99999-8888');
  });

  it('não muda nada quando a busca não achou o documento do passo', () => {
    const form = formInicial(1);
    expect(preencher(form, 'motorista', { pessoas: [] } as never)).toBe(form);
    expect(preencher(form, 'empresa', {} as never)).toBe(form);
    expect(preencher(form, 'veiculos.0', { veiculos: [] } as never)).toBe(form);
  });

  it('preenche o renavam do veículo achado pela placa', () => {
    const form = formInicial(1);
    form.veiculos = [{ ...form.veiculos[0]!, placa: 'abc-1234' }];
    const novo = preencher(form, 'veiculos.0', { veiculos: [{ placa: 'ABC1234', renavan: '12345678901' }] } as never);
    expect(novo.veiculos[0]!.renavan).toBe('12345678901');
  });
});
