import { completarCpf, ForbiddenError, ValidationError } from '../shared/index.js';
import { CadastrarRegistro } from './cadastrar-registro.js';
import type { ConsultaDocumentosPort, NovoItemRegistro, NovoRegistro, PedidoConsultaDocumentos, RegistroRepository, RespostaConsultaDocumentos, TratamentoLgpd, UsuarioCadastro } from './ports.js';
import { MENSAGENS_REGISTRO } from './registro-escrita.js';

const cpf = completarCpf('123456789');
const AGORA = new Date('2026-11-25T15:00:00.000Z');
const relogio = { now: () => AGORA };
const EQUIPE: UsuarioCadastro = { id: 7, username: 'ANA', grupo_usuario_id: 4, escopo: { tipo: 'todos' }, acessos: {} };
const CLIENTE: UsuarioCadastro = { ...EQUIPE, escopo: { tipo: 'clientes', ids: [3] } };
const corpo = { politica: 5, finalidade: 'Análise', base_legal: 'LEGÍTIMO INTERESSE', motorista: { cpf, nome: 'ana' } };

function montar(opcoes: { vigente?: number; configurado?: number | null; restricao?: string } = {}) {
  const feito = { registros: [] as NovoRegistro[], itens: [] as NovoItemRegistro[][], tratamentos: [] as TratamentoLgpd[], consultas: [] as PedidoConsultaDocumentos[], transacoes: 0 };
  const r = {
    emTransacao: async <T>(fn: () => Promise<T>) => {
      feito.transacoes++;
      return fn();
    },
    clienteExiste: async (id: number) => id === 3,
    resumo: async (id: number) => ({ id, hash: 'v'.repeat(32), protocolo: 'CC-VIGENTE', status: 'ACORDO' as const, validade: '2027-01-01T00:00:00.000Z' }),
    validadeConfigurada: async () => opcoes.configurado ?? null,
    proximoId: async () => 12,
    inserir: async (n: NovoRegistro, i: readonly NovoItemRegistro[]) => {
      feito.registros.push(n);
      feito.itens.push([...i]);
      return { hash: 'h'.repeat(32), itens: [] };
    },
    registrarTratamentos: async (t: TratamentoLgpd[]) => void feito.tratamentos.push(...t),
  } as unknown as RegistroRepository;
  const consulta: ConsultaDocumentosPort = {
    fonte: 'TESTE',
    consultar: async (p): Promise<RespostaConsultaDocumentos> => {
      feito.consultas.push(p);
      return {
        errors: [], empresas: [], veiculos: [], restricoes: opcoes.restricao ? [{ chave: cpf, motivo: opcoes.restricao }] : [],
        pessoas: [{ cpf, nome: 'ANA', rg: null, cnh: null, cnh_validade: null, fone1: null, funcionario_id: 40, validade_vigente: null, registro_id: opcoes.vigente ?? null }],
      };
    },
  };
  return { caso: new CadastrarRegistro(r, consulta, relogio), feito };
}

describe('CadastrarRegistro', () => {
  it('consulta os documentos, grava ACORDO com a validade da política e registra a consulta de cada documento', async () => {
    const { caso, feito } = montar();
    const r = await caso.executar(EQUIPE, { ...corpo, cliente_id: 3 }, false);
    expect(r).toEqual({ id: 12, hash: 'h'.repeat(32), protocolo: 'CC20261125000012', status: 'ACORDO', validade: '2027-02-23T15:00:00.000Z', reaproveitado: false, message: MENSAGENS_REGISTRO.registrado, criado: true });
    expect(feito.consultas).toEqual([{ cliente_id: 3, politica: 5, cpfs: [cpf], cnpjs: [], placas: [] }]);
    expect(feito.registros[0]).toMatchObject({ cliente_id: 3, politica: 5, usuario: { id: 7, username: 'ANA' }, data: AGORA, renovado_de: null, fonte: null });
    expect(feito.itens[0]!.map((i) => [i.tipo_registro, i.nome, i.funcionario_id])).toEqual([['MOTORISTA', 'ANA', 40]]);
    expect(feito.tratamentos).toEqual([{ documento: cpf, operacao: 'CONSULTA', finalidade: 'Análise', base_legal: 'LEGÍTIMO INTERESSE', registro_id: 12, cliente_id: 3, usuario: { id: 7, username: 'ANA' } }]);
  });

  it('a validade configurada para o critério do cliente vale no lugar da política', async () => {
    const { caso } = montar({ configurado: 365 });
    expect((await caso.executar(EQUIPE, { ...corpo, cliente_id: 3 }, false)).validade).toBe('2027-11-25T15:00:00.000Z');
  });

  it('a blacklist deixa o registro REQUER ATENÇÃO', async () => {
    const { caso } = montar({ restricao: 'FRAUDE' });
    expect((await caso.executar(EQUIPE, { ...corpo, cliente_id: 3 }, false)).status).toBe('REQUER ATENÇÃO');
  });

  it('com consulta vigente do principal e sem pedir nova: mantém a vigente, sem transação; pedindo nova, grava outra', async () => {
    const { caso, feito } = montar({ vigente: 55 });
    expect(await caso.executar(EQUIPE, { ...corpo, cliente_id: 3 }, false)).toEqual({
      id: 55, hash: 'v'.repeat(32), protocolo: 'CC-VIGENTE', status: 'ACORDO', validade: '2027-01-01T00:00:00.000Z', reaproveitado: true, message: MENSAGENS_REGISTRO.vigenteMantida, criado: false,
    });
    expect([feito.transacoes, feito.tratamentos.length]).toEqual([0, 0]);
    expect((await caso.executar(EQUIPE, { ...corpo, cliente_id: 3 }, true)).criado).toBe(true);
  });

  it('usuário de cliente grava no seu cliente sem informar; outro cliente é 403; cliente inexistente 400', async () => {
    const { caso, feito } = montar();
    expect((await caso.executar(CLIENTE, corpo, false)).criado).toBe(true);
    expect(feito.registros[0]!.cliente_id).toBe(3);
    await expect(caso.executar(CLIENTE, { ...corpo, cliente_id: 4 }, false)).rejects.toThrow(ForbiddenError);
    const erro = (await caso.executar(EQUIPE, { ...corpo, cliente_id: 9 }, false).catch((e: unknown) => e)) as ValidationError;
    expect(erro.errors).toEqual({ cliente_id: ['Cliente não encontrado'] });
  });

  it('a consulta de documentos do assistente respeita o alcance do usuário', async () => {
    const { caso, feito } = montar();
    const pedido = { cliente_id: 4, politica: 5 as const, cpfs: [cpf], cnpjs: [], placas: [] };
    await expect(caso.consultarDocumentos(CLIENTE, pedido)).rejects.toThrow(ForbiddenError);
    expect((await caso.consultarDocumentos(EQUIPE, pedido)).pessoas).toHaveLength(1);
    expect(feito.consultas).toEqual([pedido]);
  });
});
