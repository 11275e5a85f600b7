import { BusinessRuleError, FieldErrorBag, ValidationError } from '../shared/index.js';
import * as campos from './campos.js';
import { validarContato } from './contato.js';
import { erroDuplicado, exigirExclusaoPermitida, LISTAS, validarLista } from './listas.js';
import { exigirSemReferencias, juntarLista, mesmaVersao } from './exclusao.js';

function erros(fn: (bag: FieldErrorBag) => unknown): Record<string, string[]> {
  const bag = new FieldErrorBag();
  fn(bag);
  try {
    bag.throwIfAny();
    return {};
  } catch (e) {
    return (e as ValidationError).errors;
  }
}

describe('campos de documento (spec 03 §5 "Documents")', () => {
  it('guarda só os dígitos de CPF e CNPJ e diz "CPF inválido" / "CNPJ inválido"', () => {
    const bag = new FieldErrorBag();
    expect(campos.cpf(bag, 'cpf', '529.982.247-25')).toBe('52998224725');
    expect(campos.cnpj(bag, 'cnpj', '11.222.333/0001-81')).toBe('11222333000181');
    expect(bag.empty).toBe(true);
    expect(erros((b) => campos.cpf(b, 'cpf', '111.111.111-11'))).toEqual({ cpf: ['CPF inválido'] });
    expect(erros((b) => campos.cpf(b, 'cpf', '529.982.247-24'))).toEqual({ cpf: ['CPF inválido'] });
    expect(erros((b) => campos.cnpj(b, 'cnpj', '11.222.333/0001-80'))).toEqual({ cnpj: ['CNPJ inválido'] });
    expect(erros((b) => campos.cnpj(b, 'cnpj', '00000000000000'))).toEqual({ cnpj: ['CNPJ inválido'] });
    expect(erros((b) => campos.cnpj(b, 'cnpj', ''))).toEqual({ cnpj: ['não pode ficar em branco'] });
    expect(erros((b) => campos.cpf(b, 'cpf', null, false))).toEqual({});
  });

  it('normaliza placas antigas e Mercosul e recusa as outras', () => {
    const bag = new FieldErrorBag();
    expect(campos.placa(bag, 'placa', 'abc-1234')).toBe('ABC1234');
    expect(campos.placa(bag, 'placa', 'bra2e19')).toBe('BRA2E19');
    expect(bag.empty).toBe(true);
    expect(erros((b) => campos.placa(b, 'placa', 'AB-12345'))).toEqual({ placa: ['Placa inválida'] });
    expect(erros((b) => campos.placa(b, 'placa', '1234ABC'))).toEqual({ placa: ['Placa inválida'] });
  });
});

describe('telefones, CEP, UF e as outras máscaras (spec 03 §5 "Masks")', () => {
  it('aceita (99)9999-9999 com um nono dígito opcional, só dígitos', () => {
    const bag = new FieldErrorBag();
    expect(campos.telefone(bag, 'telefone', '(11) 3456-7890')).toBe('1134567890');
    expect(campos.telefone(bag, 'telefone', '(11) 98765-4321')).toBe('11987654321');
    expect(bag.empty).toBe(true);
    for (const ruim of ['3456-7890', '(11) 98765-43210', '(00) 0000-0000', '0119876543']) {
      expect(erros((b) => campos.telefone(b, 'telefone', ruim))).toEqual({ telefone: ['Telefone inválido'] });
    }
  });
  it('pede ao fone1 ao menos 11 dígitos (spec 03 §5 "Employee")', () => {
    expect(erros((b) => campos.telefone(b, 'fone1', '(11) 3456-7890', { minimo: 11 }))).toEqual({ fone1: ['deve ter no mínimo 11 dígitos'] });
    expect(erros((b) => campos.telefone(b, 'fone1', '', { minimo: 11, obrigatorio: true }))).toEqual({ fone1: ['não pode ficar em branco'] });
    expect(erros((b) => campos.telefone(b, 'fone1', '(11) 98765-4321', { minimo: 11 }))).toEqual({});
  });
  it('verifica o CEP (99999-999 ou 99.999-999) e a UF entre as 27', () => {
    const bag = new FieldErrorBag();
    expect(campos.cep(bag, 'cep', '01.310-100')).toBe('01310100');
    expect(campos.uf(bag, 'uf', 'sp')).toBe('SP');
    expect(bag.empty).toBe(true);
    expect(erros((b) => campos.cep(b, 'cep', '1310-100'))).toEqual({ cep: ['CEP inválido'] });
    expect(erros((b) => campos.cep(b, 'cep', '00000-000'))).toEqual({ cep: ['CEP inválido'] });
    expect(erros((b) => campos.uf(b, 'uf', 'XX'))).toEqual({ uf: ['UF inválida'] });
  });
  it('verifica o RENAVAM com seu dígito verificador e a CNH de 11 dígitos', () => {
    const renavam = campos.completarRenavam('0063986138');
    expect(renavam).toHaveLength(11);
    expect(campos.renavamValido(renavam)).toBe(true);
    const errado = renavam.slice(0, 10) + String((Number(renavam[10]) + 1) % 10);
    expect(campos.renavamValido(errado)).toBe(false);
    expect(campos.renavamValido('11111111111')).toBe(false);
    expect(erros((b) => campos.registroCnh(b, 'registro_cnh', '1234567890'))).toEqual({ registro_cnh: ['CNH inválida'] });
    expect(erros((b) => campos.registroCnh(b, 'registro_cnh', '02650306461'))).toEqual({});
  });
  it('lê dias como yyyy-mm-dd ou dd/mm/yyyy e recusa datas impossíveis', () => {
    const bag = new FieldErrorBag();
    expect(campos.dataDia(bag, 'd', '31/12/2027')).toBe('2027-12-31');
    expect(campos.dataDia(bag, 'd', '2027-01-05T00:00:00.000Z')).toBe('2027-01-05');
    expect(erros((b) => campos.dataDia(b, 'd', '31/02/2027'))).toEqual({ d: ['data inválida'] });
  });
  it('põe nomes em maiúsculas, junta espaços e limita tamanhos; listas aceitam só valores da lista', () => {
    const bag = new FieldErrorBag();
    expect(campos.texto(bag, 'n', '  joão   da silva ', { max: 50, maiusculas: true })).toBe('JOÃO DA SILVA');
    expect(campos.opcao(bag, 'cor', 'prata', ['PRATA', 'PRETO'])).toBe('PRATA');
    expect(bag.empty).toBe(true);
    expect(erros((b) => campos.texto(b, 'n', 'x'.repeat(11), { max: 10 }))).toEqual({ n: ['deve ter no máximo 10 caracteres'] });
    expect(erros((b) => campos.opcao(b, 'cor', 'ROSA', ['PRATA']))).toEqual({ cor: ['deve ser um de: PRATA'] });
  });
});

describe('contatos (spec 01 §5, spec 03 §3 "Contact")', () => {
  it('usa por padrão OPERACIONAL, prioridade 1, e guarda o telefone em dígitos', () => {
    expect(validarContato({ cliente_id: 1, nome: 'maria souza', telefone: '(31) 99876-5432' }, null)).toEqual({
      cliente_id: 1, nome: 'MARIA SOUZA', telefone: '31998765432', email: null, tipo: 'OPERACIONAL', prioridade: 1,
    });
  });
  it('chama de incompleto um nome com menos de 5 caracteres e precisa de um telefone ou um e-mail', () => {
    expect(() => validarContato({ cliente_id: 1, nome: 'Ana', telefone: '11987654321' }, null)).toThrow(ValidationError);
    try {
      validarContato({ nome: 'Ana', telefone: '123', email: 'x@' }, null);
    } catch (e) {
      expect((e as ValidationError).errors).toEqual({
        cliente_id: ['não pode ficar em branco'],
        nome: ['nome incompleto: informe ao menos 5 caracteres'],
        telefone: ['Telefone inválido'],
        email: ['não é um e-mail válido'],
      });
    }
  });
});

describe('listas de referência', () => {
  it('põe descrições em maiúsculas e mantém um texto livre como digitado', () => {
    expect(validarLista(LISTAS.tecnologias, { descricao: ' sascar ' }, null)).toEqual({ descricao: 'SASCAR' });
    expect(validarLista(LISTAS.emails, { descricao: 'alerta', assunto: 'Alerta de {placa}', texto: 'Olá,\n\nveículo {placa}.' }, null)).toEqual({
      descricao: 'ALERTA', assunto: 'Alerta de {placa}', texto: 'Olá,\n\nveículo {placa}.',
    });
    expect(validarLista(LISTAS.modelos, { nome: 'fh 540' }, { nome: 'FH 460', fabricante_id: 2 })).toEqual({ nome: 'FH 540', fabricante_id: 2 });
  });
  it('responde 400 por campo para brancos, referências ruins e UFs ruins', () => {
    expect(() => validarLista(LISTAS.modelos, { nome: '', fabricante_id: 'x' }, null)).toThrow(ValidationError);
    try {
      validarLista(LISTAS.estados, { uf: 'ZZ', nome: '' }, null);
    } catch (e) {
      expect((e as ValidationError).errors).toEqual({ uf: ['UF inválida'], nome: ['não pode ficar em branco'] });
    }
    expect(erroDuplicado(LISTAS.modelos)).toEqual({ nome: ['já está em uso'] });
  });
  it('mantém as tecnologias que as regras nomeiam (2, 4, 13) e nomeia as mensagens de remoção', () => {
    expect(() => exigirExclusaoPermitida(LISTAS.tecnologias, 13)).toThrow(/telemonitoramento/);
    expect(() => exigirExclusaoPermitida(LISTAS.tecnologias, 5)).not.toThrow();
    expect(LISTAS.tecnologias.mensagens.removido).toBe('Tecnologia removida com sucesso');
    expect(LISTAS.tecnologias.mensagens.salvo).toBe('Tecnologia salva com sucesso');
    expect(LISTAS.emails.mensagens.removido).toBe('Layout removido com sucesso');
  });
});

describe('remoção de linhas referenciadas e edições desatualizadas', () => {
  it('recusa com uma mensagem simples nomeando o que referencia a linha', () => {
    expect(juntarLista(['usuários', 'contatos', 'vínculos de veículos'])).toBe('usuários, contatos e vínculos de veículos');
    expect(() => exigirSemReferencias('o cliente', ['usuários'])).toThrow('Não é possível excluir o cliente: existem usuários ligados a este registro. Nada foi removido.');
    expect(() => exigirSemReferencias('o cliente', [])).not.toThrow();
  });
  it('compara o updated_at lido com a linha com precisão de milissegundos', () => {
    const atual = new Date('2026-11-22T12:00:00.123Z');
    expect(mesmaVersao('2026-11-22T12:00:00.123Z', atual)).toBe(true);
    expect(mesmaVersao('2026-11-22T12:00:00.122Z', atual)).toBe(false);
    expect(mesmaVersao(undefined, atual)).toBe(true);
    expect(mesmaVersao('ontem', atual)).toBe(false);
  });
});

describe('remoção e versões, casos limite', () => {
  it('junta zero, um e dois nomes', () => {
    expect(juntarLista([])).toBe('');
    expect(juntarLista(['contatos'])).toBe('contatos');
    expect(juntarLista(['contatos', 'usuários'])).toBe('contatos e usuários');
  });
  it('remove o que nada referencia, e nomeia as referências caso contrário', () => {
    expect(() => exigirSemReferencias('o cliente', [])).not.toThrow();
    expect(() => exigirSemReferencias('o cliente', ['contatos'])).toThrow(new BusinessRuleError('Não é possível excluir o cliente: existem contatos ligados a este registro. Nada foi removido.'));
  });
  it('aceita uma edição sem versão como atual e uma ilegível como desatualizada', () => {
    const atual = new Date('2026-11-22T12:00:00.123Z');
    expect(mesmaVersao(undefined, atual)).toBe(true);
    expect(mesmaVersao('', atual)).toBe(true);
    expect(mesmaVersao('2026-11-22T12:00:00.123Z', atual)).toBe(true);
    expect(mesmaVersao('ontem', atual)).toBe(false);
  });
});

describe('regras de campo nos seus limites', () => {
  it('textos: obrigatório, tamanho mínimo e máximo, mantidos como digitados a menos que sejam nomes', () => {
    expect(erros((b) => campos.texto(b, 'n', '   ', { max: 10, obrigatorio: true }))).toEqual({ n: ['não pode ficar em branco'] });
    expect(erros((b) => campos.texto(b, 'n', null, { max: 10 }))).toEqual({});
    expect(erros((b) => campos.texto(b, 'n', 'abc', { max: 10, min: 4 }))).toEqual({ n: ['deve ter no mínimo 4 caracteres'] });
    expect(erros((b) => campos.texto(b, 'n', 'abcd', { max: 4, min: 4 }))).toEqual({});
    const bag = new FieldErrorBag();
    expect(campos.texto(bag, 'n', ' Rua  Sete ', { max: 20 })).toBe('Rua Sete');
    expect(campos.texto(bag, 'n', 12, { max: 20 })).toBe('12');
  });
  it('listas fixas: branco é erro só quando obrigatório', () => {
    expect(erros((b) => campos.opcao(b, 'tipo', ' ', ['A'], true))).toEqual({ tipo: ['não pode ficar em branco'] });
    expect(erros((b) => campos.opcao(b, 'tipo', null, ['A']))).toEqual({});
    expect(erros((b) => campos.opcao(b, 'tipo', 'c', ['A', 'B']))).toEqual({ tipo: ['deve ser um de: A, B'] });
  });
  it('documentos: os opcionais podem ficar em branco, a placa não', () => {
    expect(erros((b) => campos.cnpj(b, 'cnpj', '', false))).toEqual({});
    expect(erros((b) => campos.cpf(b, 'cpf', ''))).toEqual({ cpf: ['não pode ficar em branco'] });
    expect(erros((b) => campos.placa(b, 'placa', ' - '))).toEqual({ placa: ['não pode ficar em branco'] });
  });
  it('telefones: 10 ou 11 dígitos, nunca todos o mesmo dígito nem começando com 0', () => {
    expect(erros((b) => campos.telefone(b, 't', '1134567890'))).toEqual({});
    expect(erros((b) => campos.telefone(b, 't', '113456789'))).toEqual({ t: ['Telefone inválido'] });
    expect(erros((b) => campos.telefone(b, 't', '119876543210'))).toEqual({ t: ['Telefone inválido'] });
    expect(erros((b) => campos.telefone(b, 't', '2222222222'))).toEqual({ t: ['Telefone inválido'] });
    expect(erros((b) => campos.telefone(b, 't', '', {}))).toEqual({});
    expect(erros((b) => campos.telefone(b, 't', '(11) 3456-789', { minimo: 11 }))).toEqual({ t: ['deve ter no mínimo 11 dígitos'] });
  });
  it('CEP: exatamente 8 dígitos, branco permitido', () => {
    expect(erros((b) => campos.cep(b, 'cep', '013101000'))).toEqual({ cep: ['CEP inválido'] });
    expect(erros((b) => campos.cep(b, 'cep', '0131010'))).toEqual({ cep: ['CEP inválido'] });
    expect(erros((b) => campos.cep(b, 'cep', '01000000'))).toEqual({});
    expect(erros((b) => campos.cep(b, 'cep', ''))).toEqual({});
  });
  it('UF: obrigatória só quando pedida, qualquer uma das 27', () => {
    expect(erros((b) => campos.uf(b, 'uf', '', true))).toEqual({ uf: ['não pode ficar em branco'] });
    expect(erros((b) => campos.uf(b, 'uf', ''))).toEqual({});
    expect(['AC', 'TO', 'DF'].every(campos.ufValida)).toBe(true);
    expect(campos.ufValida('sp')).toBe(false);
  });
  it('e-mail: em minúsculas, no máximo 150 caracteres, branco permitido', () => {
    const bag = new FieldErrorBag();
    expect(campos.email(bag, 'email', ' Ana@X.IO ')).toBe('ana@x.io');
    expect(campos.email(bag, 'email', '')).toBeNull();
    const longo = `${'a'.repeat(141)}@empresa.io`;
    expect(longo).toHaveLength(152);
    expect(erros((b) => campos.email(b, 'email', longo))).toEqual({ email: ['deve ter no máximo 150 caracteres'] });
    expect(erros((b) => campos.email(b, 'email', `${'a'.repeat(139)}@empresa.io`))).toEqual({});
  });
  it('RENAVAM: 11 dígitos cujo último verifica os dez primeiros; branco permitido', () => {
    const valido = campos.completarRenavam('0063986138');
    expect(erros((b) => campos.renavam(b, 'renavan', valido))).toEqual({});
    expect(erros((b) => campos.renavam(b, 'renavan', valido.slice(1)))).toEqual({ renavan: ['RENAVAM inválido'] });
    expect(erros((b) => campos.renavam(b, 'renavan', ''))).toEqual({});
    expect(campos.renavamValido(`${valido}0`)).toBe(false);
    // A check sum whose remainder is 10 gives the digit 0.
    const comZero = ['1000000001', '1000000002', '1000000003', '1000000004', '1000000005', '1000000006', '1000000007', '1000000008', '1000000009', '1000000010']
      .map(campos.completarRenavam).filter((r) => r.endsWith('0'));
    expect(comZero.length).toBeGreaterThan(0);
    for (const r of comZero) expect(campos.renavamValido(r)).toBe(true);
  });
  it('CNH: obrigatória só quando pedida, 11 dígitos nem todos iguais', () => {
    expect(erros((b) => campos.registroCnh(b, 'cnh', '', true))).toEqual({ cnh: ['não pode ficar em branco'] });
    expect(erros((b) => campos.registroCnh(b, 'cnh', ''))).toEqual({});
    expect(erros((b) => campos.registroCnh(b, 'cnh', '22222222222'))).toEqual({ cnh: ['CNH inválida'] });
    expect(erros((b) => campos.registroCnh(b, 'cnh', '026503064610'))).toEqual({ cnh: ['CNH inválida'] });
  });
  it('dias: anos de 1900 a 2200, datas reais, branco permitido', () => {
    const bag = new FieldErrorBag();
    expect(campos.dataDia(bag, 'd', '01/01/1900')).toBe('1900-01-01');
    expect(campos.dataDia(bag, 'd', '2200-12-31')).toBe('2200-12-31');
    expect(campos.dataDia(bag, 'd', '')).toBeNull();
    expect(bag.empty).toBe(true);
    for (const v of ['31/12/1899', '2201-01-01', '2027-02-29', '2027-13-01', '32/01/2027', 'x2027-01-01', '01/01/2027x', '2027-01-01 10:00']) {
      expect([v, erros((b) => campos.dataDia(b, 'd', v))]).toEqual([v, { d: ['data inválida'] }]);
    }
  });
  it('inteiros: dentro do intervalo, branco permitido a menos que obrigatório', () => {
    const bag = new FieldErrorBag();
    expect(campos.inteiro(bag, 'p', ' 1 ', 1, 9)).toBe(1);
    expect(campos.inteiro(bag, 'p', 9, 1, 9)).toBe(9);
    expect(campos.inteiro(bag, 'p', '-2', -5, 9)).toBe(-2);
    expect(campos.inteiro(bag, 'p', '', 1, 9)).toBeNull();
    expect(bag.empty).toBe(true);
    for (const v of ['0', '10', '1.5', 'x1', '1x', '1234567890']) expect([v, erros((b) => campos.inteiro(b, 'p', v, 0 + 1, 9))]).toEqual([v, { p: ['deve ser um número inteiro entre 1 e 9'] }]);
    expect(erros((b) => campos.inteiro(b, 'p', null, 1, 9, true))).toEqual({ p: ['não pode ficar em branco'] });
  });
});

describe('contatos, edições e limites', () => {
  const atual = validarContato({ cliente_id: 3, nome: 'maria souza', email: 'm@x.io', tipo: 'financeiro', prioridade: 2 }, null);
  it('mantém os campos que uma edição deixa de fora', () => {
    expect(atual).toEqual({ cliente_id: 3, nome: 'MARIA SOUZA', telefone: null, email: 'm@x.io', tipo: 'FINANCEIRO', prioridade: 2 });
    expect(validarContato({ prioridade: 9 }, atual)).toEqual({ ...atual, prioridade: 9 });
  });
  it('aceita nomes de exatamente 5 caracteres e prioridades de 1 a 9 apenas', () => {
    expect(validarContato({ cliente_id: 1, nome: 'maria', email: 'm@x.io' }, null).nome).toBe('MARIA');
    try {
      validarContato({ cliente_id: 1, nome: 'maria', email: 'm@x.io', prioridade: 10, tipo: 'pessoal' }, null);
      throw new Error('aceitou');
    } catch (e) {
      expect((e as ValidationError).errors).toEqual({
        tipo: ['deve ser um de: OPERACIONAL, COMERCIAL, FINANCEIRO, EMERGENCIA'],
        prioridade: ['deve ser um número inteiro entre 1 e 9'],
      });
    }
  });
  it('nomeia no telefone o telefone ou e-mail faltando', () => {
    try {
      validarContato({ cliente_id: 1, nome: 'maria souza' }, null);
      throw new Error('aceitou');
    } catch (e) {
      expect((e as ValidationError).errors).toEqual({ telefone: ['informe o telefone ou o e-mail'] });
    }
  });
});

describe('regras de campo que números fixos confirmam', () => {
  it('aceita um telefone terminado em dígitos repetidos, recusando só um dígito repetido do começo ao fim', () => {
    expect(erros((b) => campos.telefone(b, 't', '(11) 99999-9999'))).toEqual({});
    expect(erros((b) => campos.telefone(b, 't', '(99) 99999-9999'))).toEqual({ t: ['Telefone inválido'] });
  });
  it('verifica os dígitos do RENAVAM contra números conhecidos, um resto 10 dando 0', () => {
    expect(campos.renavamValido('10000000130')).toBe(true);
    expect(campos.renavamValido('10000000067')).toBe(true);
    expect(campos.renavamValido('10000000060')).toBe(false);
    expect(campos.renavamValido('00000000000')).toBe(false);
    expect(campos.completarRenavam('1000000013')).toBe('10000000130');
  });
  it('recusa qualquer coisa antes de um dia dd/mm/yyyy, e o dia 0', () => {
    expect(erros((b) => campos.dataDia(b, 'd', 'x01/01/2027'))).toEqual({ d: ['data inválida'] });
    expect(erros((b) => campos.dataDia(b, 'd', '00/01/2027'))).toEqual({ d: ['data inválida'] });
    expect(erros((b) => campos.dataDia(b, 'd', '2027-01-00'))).toEqual({ d: ['data inválida'] });
  });
});

describe('contatos, campos obrigatórios', () => {
  const errosContato = (dados: Parameters<typeof validarContato>[0]) => {
    try {
      validarContato(dados, null);
    } catch (e) {
      return (e as ValidationError).errors;
    }
    return undefined;
  };
  it('precisa de nome, tipo e prioridade quando eles vêm em branco', () => {
    expect(errosContato({ cliente_id: 1, nome: null, email: 'm@x.io' })).toEqual({ nome: ['não pode ficar em branco'] });
    expect(errosContato({ cliente_id: 1, nome: 'maria souza', email: 'm@x.io', tipo: '', prioridade: '' as unknown as number })).toEqual({
      tipo: ['não pode ficar em branco'],
      prioridade: ['não pode ficar em branco'],
    });
    expect(validarContato({ cliente_id: 1, nome: 'maria souza', email: 'm@x.io', tipo: null, prioridade: null }, null)).toMatchObject({ tipo: 'OPERACIONAL', prioridade: 1 });
  });
});
