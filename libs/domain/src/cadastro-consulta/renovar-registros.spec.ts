import { BusinessRuleError, completarCnpj, completarCpf, ValidationError } from '../shared/index.js';
import type { ConsultaDocumentosPort, NovoItemRegistro, NovoRegistro, PedidoConsultaDocumentos, RegistroRepository, RegistroTravado, TratamentoLgpd, UsuarioCadastro } from './ports.js';
import { MENSAGENS_REGISTRO } from './registro-escrita.js';
import { MENSAGENS_CADASTRO } from './regras.js';
import { lerItensRenovacao, MAXIMO_RENOVACOES_POR_ENVIO, RenovarRegistros } from './renovar-registros.js';

const cpf = completarCpf('123456789');
const cnpj = completarCnpj('112223330001');
const AGORA = new Date('2026-11-25T15:00:00.000Z');
const EQUIPE: UsuarioCadastro = { id: 7, username: 'ANA', grupo_usuario_id: 4, escopo: { tipo: 'todos' }, acessos: {} };
const H1 = '1'.repeat(32);
const H2 = '2'.repeat(32);

describe('lerItensRenovacao', () => {
  it('agrupa os hashes por registro, aceita a lista em texto JSON', () => {
    const m = lerItensRenovacao(JSON.stringify([{ registro_id: 1, item: H1 }, { registro_id: 2, item: H2 }, { registro_id: 1, item: H2 }]));
    expect([...m].map(([k, v]) => [k, [...v]])).toEqual([[1, [H1, H2]], [2, [H2]]]);
  });
  it('vazia ou ausente é 422; texto que não é JSON, objeto ou item sem hash é 400 no campo', () => {
    for (const v of [undefined, null, [], '[]']) expect(() => lerItensRenovacao(v)).toThrow(new BusinessRuleError(MENSAGENS_CADASTRO.renovacaoVazia));
    const erro = (v: unknown) => {
      try {
        lerItensRenovacao(v);
      } catch (e) {
        return (e as ValidationError).errors;
      }
      throw new Error('aceitou');
    };
    expect(erro('{')).toEqual({ itens_renovacao: ['deve ser uma lista JSON de {registro_id, item}'] });
    expect(erro({ registro_id: 1 })).toEqual({ itens_renovacao: ['deve ser uma lista JSON de {registro_id, item}'] });
    expect(erro([{ registro_id: 1, item: H1 }, { registro_id: 0, item: H1 }])).toEqual({ 'itens_renovacao.1': ['deve ter registro_id e item (hash)'] });
    expect(erro([{ registro_id: 1.5, item: H1 }])).toHaveProperty(['itens_renovacao.0']);
    expect(erro([null])).toHaveProperty(['itens_renovacao.0']);
    expect(erro([{ registro_id: 1, item: 'G'.repeat(32) }])).toHaveProperty(['itens_renovacao.0']);
  });
  it(`no máximo ${MAXIMO_RENOVACOES_POR_ENVIO} registros por envio`, () => {
    const lista = (n: number) => Array.from({ length: n }, (_, i) => ({ registro_id: i + 1, item: H1 }));
    expect(lerItensRenovacao(lista(MAXIMO_RENOVACOES_POR_ENVIO)).size).toBe(MAXIMO_RENOVACOES_POR_ENVIO);
    expect(() => lerItensRenovacao(lista(MAXIMO_RENOVACOES_POR_ENVIO + 1))).toThrow(ValidationError);
  });
});

function montar(antigo: Partial<RegistroTravado> = {}, itensGuardados = 2) {
  const feito = { registros: [] as NovoRegistro[], itens: [] as NovoItemRegistro[][], tratamentos: [] as TratamentoLgpd[], consultas: [] as PedidoConsultaDocumentos[], mudancas: [] as string[] };
  const travado: RegistroTravado = {
    id: 1, cliente_id: 3, status: 'ACORDO', protocolo: 'CC1', validade: new Date(), finalidade: 'F', base_legal: 'B', politica: 2, renovado_em: null, is_pesquisa_conjunto: true, observacao: 'obs', ...antigo,
  };
  const guardados = [
    { tipo_registro: 'MOTORISTA' as const, documento: cpf, placa: null, nome: 'ANA', funcionario_id: 40, veiculo_id: null, dados: { rg: '1' } },
    { tipo_registro: 'VEICULO' as const, documento: cnpj, placa: 'ABC1D23', nome: null, funcionario_id: null, veiculo_id: 9, dados: null as unknown as Record<string, unknown> },
  ].slice(0, itensGuardados);
  const r = {
    emTransacao: <T>(fn: () => Promise<T>) => fn(),
    travar: async (id: number) => (id === 1 ? travado : null),
    itensParaRenovar: async () => guardados,
    validadeConfigurada: async () => null,
    proximoId: async () => 20,
    inserir: async (n: NovoRegistro, i: readonly NovoItemRegistro[]) => {
      feito.registros.push(n);
      feito.itens.push([...i]);
      return { hash: 'h'.repeat(32), itens: [] };
    },
    atualizarRegistro: async (id: number, m: { renovado_em?: Date }) => void feito.mudancas.push(`${id} ${m.renovado_em?.toISOString()}`),
    registrarTratamentos: async (t: TratamentoLgpd[]) => void feito.tratamentos.push(...t),
  } as unknown as RegistroRepository;
  const consulta: ConsultaDocumentosPort = {
    fonte: 'TESTE',
    consultar: async (p) => {
      feito.consultas.push(p);
      return {
        errors: [], empresas: [], veiculos: [], restricoes: [{ chave: 'ABC1D23', motivo: 'ROUBO' }],
        pessoas: [{ cpf, nome: 'ANA', rg: null, cnh: null, cnh_validade: '2026-01-01', fone1: null, funcionario_id: 40, validade_vigente: null, registro_id: null }],
      };
    },
  };
  return { caso: new RenovarRegistros(r, consulta, { now: () => AGORA }), feito };
}

describe('RenovarRegistros', () => {
  it('novo registro RENOVAÇÃO com os itens escolhidos consultados de novo; o antigo fica renovado', async () => {
    const { caso, feito } = montar();
    expect(await caso.executar(EQUIPE, [{ registro_id: 1, item: H1 }, { registro_id: 1, item: H2 }])).toEqual({ message: MENSAGENS_REGISTRO.renovado, registros: [20] });
    expect(feito.consultas).toEqual([{ cliente_id: 3, politica: 2, cpfs: [cpf], cnpjs: [cnpj], placas: ['ABC1D23'] }]);
    expect(feito.itens[0]!.map((i) => [i.tipo_registro, i.laudo, i.bloqueado, i.motivo, i.dados])).toEqual([
      ['MOTORISTA', 'REQUER ATENÇÃO', false, 'CNH VENCIDA EM 01/01/2026', { rg: '1' }],
      ['VEICULO', 'REQUER ATENÇÃO', true, 'CONSTA NA BLACKLIST: ROUBO', {}],
    ]);
    expect(feito.registros[0]).toMatchObject({
      status: 'REQUER ATENÇÃO', renovado_de: 1, politica: 2, is_pesquisa_conjunto: true, observacao: 'obs', finalidade: 'F', base_legal: 'B', validade: new Date('2027-11-25T15:00:00.000Z'), protocolo: 'CC20261125000020',
    });
    expect(feito.mudancas).toEqual(['1 2026-11-25T15:00:00.000Z']);
    expect(feito.tratamentos.map((t) => [t.documento, t.operacao, t.registro_id])).toEqual([[cpf, 'RENOVACAO', 20], [cnpj, 'RENOVACAO', 20]]);
  });

  it('removido, já renovado ou com item de outro registro: recusa tudo', async () => {
    await expect(montar({ status: 'CANCELADO' }).caso.executar(EQUIPE, [{ registro_id: 1, item: H1 }])).rejects.toThrow('Registro CC1 foi removido e não pode ser renovado');
    await expect(montar({ renovado_em: new Date() }).caso.executar(EQUIPE, [{ registro_id: 1, item: H1 }])).rejects.toThrow('Registro CC1 já foi renovado');
    const { caso, feito } = montar({}, 1);
    await expect(caso.executar(EQUIPE, [{ registro_id: 1, item: H1 }, { registro_id: 1, item: H2 }])).rejects.toThrow(ValidationError);
    expect(feito.registros).toEqual([]);
  });
});
