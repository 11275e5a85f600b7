import { describe, expect, it } from '@jest/globals';
import { lerPedidoRegistro, MENSAGENS_CADASTRO, ValidationError } from '@gr/domain';
import {
  chaveDoPasso,
  classeStatus,
  corpoDoRegistro,
  documentosDoCorpo,
  formInicial,
  limparDepois,
  listaDeVolta,
  obrigatoriosVazios,
  planoDePassos,
  templateDaPolitica,
  tipoDoAnexo,
  validadeVigente,
  veiculoVazio,
} from './cadastro-consulta';

/** The /novo wizard's plan and body (spec 03 §4 "Registration", §5), without a browser. */
const visiveis = (plano: ReturnType<typeof planoDePassos>) => plano.filter((p) => p.estado !== 'hidden').map((p) => `${p.chave}:${p.estado}`);

describe('wizard de cadastro', () => {
  it('mostra os passos de cada modelo de política', () => {
    expect(visiveis(planoDePassos(templateDaPolitica(2), 1, 0, 0))).toEqual(['dados:on', 'motorista:pending', 'veiculos.0:pending']);
    expect(visiveis(planoDePassos(templateDaPolitica(5), 1, 0, 0))).toEqual(['dados:on', 'motorista:pending']);
    expect(visiveis(planoDePassos(templateDaPolitica(4), 1, 0, 0))).toEqual(['dados:on', 'motorista:pending']);
    expect(visiveis(planoDePassos(templateDaPolitica(6), 1, 0, 0))).toEqual(['dados:on', 'empresa:pending']);
    expect(visiveis(planoDePassos(templateDaPolitica(7), 1, 0, 0))).toEqual(['dados:on', 'veiculos.0:pending']);
    expect(visiveis(planoDePassos(null, 1, 0, 0))).toEqual(['dados:on']);
  });

  it('acrescenta os veículos extras, depois os proprietários extras, de uma pesquisa conjunta; os passos anteriores são sucesso', () => {
    const plano = planoDePassos('principal', 2, 1, 3);
    expect(visiveis(plano)).toEqual(['dados:success', 'motorista:success', 'veiculos.0:success', 'veiculos.1:on', 'proprietarios.0:pending']);
    expect(plano.filter((p) => p.estado === 'hidden')).toHaveLength(3 + 3 + 1);
  });

  it('encontra o passo de uma chave de erro da API', () => {
    expect(chaveDoPasso('motorista.cpf')).toBe('motorista');
    expect(chaveDoPasso('veiculos.0.documento_proprietario')).toBe('veiculos.0');
    expect(chaveDoPasso('veiculos')).toBe('veiculos.0');
    expect(chaveDoPasso('proprietarios.2.documento')).toBe('proprietarios.2');
    expect(chaveDoPasso('empresa.cnpj')).toBe('empresa');
    expect(chaveDoPasso('base_legal')).toBe('dados');
    expect(chaveDoPasso('qualquer')).toBeNull();
  });

  it("'Voltar' limpa os veículos e proprietários extras posteriores, nunca o veículo principal", () => {
    const form = formInicial(1);
    form.veiculos = [{ ...veiculoVazio(), placa: 'ABC1D23' }, { ...veiculoVazio(), placa: 'XYZ9A87' }];
    form.proprietarios = [{ documento: '52998224725', tipo_proprietario: 'PF', nome: 'X', data_nascimento: '' }];
    const plano = planoDePassos('principal', 2, 1, 4);
    const depois = limparDepois(form, plano, 2);
    expect(depois.veiculos.map((v) => v.placa)).toEqual(['ABC1D23', '']);
    expect(depois.proprietarios[0]!.documento).toBe('');
  });

  it('envia documentos e telefones como dígitos, datas como aaaa-mm-dd, só as partes do modelo', () => {
    const form = formInicial(7);
    form.dados.politica = '2';
    form.dados.is_pesquisa_conjunto = true;
    form.motorista = { ...form.motorista, cpf: '529.982.247-25', nome: 'MARIA', fone1: '(11)98765-4321', cep: '01310-100' };
    form.veiculos = [{ placa: 'ABC-1234', renavan: '12345678901', uf: 'SP', tipo_proprietario: 'PJ', documento_proprietario: '11.222.333/0001-81' }];
    form.proprietarios = [{ documento: '390.533.447-05', tipo_proprietario: 'PF', nome: '', data_nascimento: '01/02/1980' }];
    const corpo = corpoDoRegistro(form, 'principal');
    expect(corpo).toMatchObject({
      cliente_id: 7,
      politica: 2,
      motorista: { cpf: '52998224725', fone1: '11987654321', cep: '01310100' },
      empresa: null,
      veiculos: [{ placa: 'ABC1234', documento_proprietario: '11222333000181', tipo_proprietario: 'PJ' }],
      proprietarios: [{ documento: '39053344705', data_nascimento: '1980-02-01', nome: null }],
    });
    // The same rules as the API accept it.
    expect(() => lerPedidoRegistro(corpo)).not.toThrow();
    expect([...documentosDoCorpo(corpo)].sort()).toEqual(['11222333000181', '39053344705', '52998224725', 'ABC1234'].sort());
    // A policy without vehicles sends none, whatever was typed.
    expect(corpoDoRegistro(form, 'individual')).toMatchObject({ veiculos: [], proprietarios: [] });
  });

  it("recusa um documento de proprietário inválido com as mensagens da especificação, pelo domínio", () => {
    const form = formInicial(7);
    form.dados.politica = '7';
    form.veiculos = [{ ...veiculoVazio(), placa: 'ABC1D23', tipo_proprietario: 'PF', documento_proprietario: '111.111.111-11' }];
    let erros: Record<string, string[]> = {};
    try {
      lerPedidoRegistro(corpoDoRegistro(form, 'veiculo'));
    } catch (e) {
      erros = (e as ValidationError).errors;
    }
    expect(erros['veiculos.0.documento_proprietario']).toEqual([MENSAGENS_CADASTRO.cpfProprietario]);
    expect(obrigatoriosVazios({ ...form, veiculos: [veiculoVazio()] }, { tipo: 'veiculo', chave: 'veiculos.0', indice: 0, titulo: '' })).toEqual(['veiculos.0.placa', 'veiculos.0.documento_proprietario']);
  });

  it('pergunta sobre uma nova pesquisa com a validade mais recente entre os documentos enviados', () => {
    const achados = [
      { documento: '52998224725', validade_vigente: '2027-01-31T12:00:00.000Z' },
      { documento: 'ABC1234', validade_vigente: '2027-06-30T12:00:00.000Z' },
      { documento: '00000000000', validade_vigente: '2029-01-01T12:00:00.000Z' },
    ];
    expect(validadeVigente(achados, new Set(['52998224725', 'ABC1234']))).toBe('2027-06-30T12:00:00.000Z');
    expect(validadeVigente(achados, new Set(['11144477735']))).toBeNull();
  });
});

describe('telas de cadastro e consulta', () => {
  it('mostra ACORDO e RENOVAÇÃO como sucesso, o resto como erro', () => {
    expect(classeStatus('ACORDO')).toContain('selo-sucesso');
    expect(classeStatus('RENOVAÇÃO')).toContain('selo-sucesso');
    expect(classeStatus('REQUER ATENÇÃO')).toContain('selo-erro');
    expect(classeStatus('RETIFICADO')).toContain('selo-erro');
  });

  it('manda usuários de cliente de volta para /checklists a partir da visão de um item', () => {
    expect(listaDeVolta(8)).toBe('/checklists');
    expect(listaDeVolta(3)).toBe('/cadastro_consulta');
    expect(listaDeVolta(12)).toBe('/cadastro_consulta');
  });

  it('aceita png e jpeg como imagens, PDFs como PDF, até 5 MB', () => {
    expect(tipoDoAnexo({ name: 'a.png', type: 'image/png', size: 10 })).toEqual({ tipo: 'image/png' });
    expect(tipoDoAnexo({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toEqual({ tipo: 'application/pdf' });
    expect(tipoDoAnexo({ name: 'a.gif', type: 'image/gif', size: 10 })).toHaveProperty('erro');
    expect(tipoDoAnexo({ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toHaveProperty('erro');
    expect(tipoDoAnexo({ name: 'a.png', type: 'image/png', size: 0 })).toHaveProperty('erro');
  });
});
