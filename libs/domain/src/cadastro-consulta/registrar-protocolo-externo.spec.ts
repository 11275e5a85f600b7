import { BusinessRuleError, completarCpf, ForbiddenError, ValidationError } from '../shared/index.js';
import type { ConsultaDocumentosPort, NovoItemRegistro, NovoRegistro, RegistroRepository, TratamentoLgpd, UsuarioCadastro } from './ports.js';
import { MENSAGENS_REGISTRO } from './registro-escrita.js';
import { BASE_LEGAL_PROTOCOLO_EXTERNO, FINALIDADE_PROTOCOLO_EXTERNO, RegistrarProtocoloExterno } from './registrar-protocolo-externo.js';

const cpf = completarCpf('123456789');
// 22:00 in Brasília on the 24th: "today" is the 24th there, already the 25th in UTC.
const AGORA = new Date('2026-11-25T01:00:00.000Z');
const EQUIPE: UsuarioCadastro = { id: 7, username: 'ANA', grupo_usuario_id: 4, escopo: { tipo: 'todos' }, acessos: {} };
const CLIENTE: UsuarioCadastro = { ...EQUIPE, escopo: { tipo: 'clientes', ids: [3] } };
const corpo = { cliente_id: 3, fonte: 'buonny', protocolo: 'BN-1', validade: '2026-11-24', politica: 2, motorista_id: 40, veiculo_id: 9 };

function montar(o: { protocoloExiste?: boolean; vinculados?: boolean; restrita?: string } = {}) {
  const feito = { registros: [] as NovoRegistro[], itens: [] as NovoItemRegistro[], tratamentos: [] as TratamentoLgpd[] };
  const r = {
    emTransacao: <T>(fn: () => Promise<T>) => fn(),
    clienteExiste: async (id: number) => id === 3,
    funcionario: async (id: number) => (id === 40 ? { id: 40, cpf, nome: 'ANA' } : null),
    veiculo: async (id: number) => (id === 9 ? { id: 9, placa: 'ABC1D23' } : null),
    motoristaDosClientes: async () => o.vinculados ?? true,
    veiculoDosClientes: async () => o.vinculados ?? true,
    protocoloExiste: async () => o.protocoloExiste ?? false,
    proximoId: async () => 12,
    inserir: async (n: NovoRegistro, i: readonly NovoItemRegistro[]) => {
      feito.registros.push(n);
      feito.itens.push(...i);
      return { hash: 'h'.repeat(32), itens: [] };
    },
    registrarTratamentos: async (t: TratamentoLgpd[]) => void feito.tratamentos.push(...t),
  } as unknown as RegistroRepository;
  const consulta: ConsultaDocumentosPort = {
    fonte: 'TESTE',
    consultar: async () => ({ errors: [], pessoas: [], empresas: [], veiculos: [], restricoes: o.restrita ? [{ chave: o.restrita, motivo: 'ROUBO' }] : [] }),
  };
  return { caso: new RegistrarProtocoloExterno(r, consulta, { now: () => AGORA }), feito };
}

describe('RegistrarProtocoloExterno', () => {
  it('grava o protocolo dado, da fonte, válido até o fim do dia escolhido em Brasília, com motorista e veículo', async () => {
    const { caso, feito } = montar();
    expect(await caso.executar(EQUIPE, corpo)).toEqual({ id: 12, hash: 'h'.repeat(32), protocolo: 'BN-1', status: 'ACORDO', message: MENSAGENS_REGISTRO.registrado });
    expect(feito.registros[0]).toMatchObject({ fonte: 'BUONNY', validade: new Date('2026-11-25T02:59:59.000Z'), finalidade: FINALIDADE_PROTOCOLO_EXTERNO, base_legal: BASE_LEGAL_PROTOCOLO_EXTERNO, is_pesquisa_conjunto: false, observacao: null });
    expect(feito.itens.map((i) => [i.tipo_registro, i.documento, i.placa, i.funcionario_id, i.veiculo_id])).toEqual([['MOTORISTA', cpf, null, 40, null], ['VEICULO', null, 'ABC1D23', null, 9]]);
    expect(feito.tratamentos).toEqual([{ documento: cpf, operacao: 'PROTOCOLO_EXTERNO', finalidade: FINALIDADE_PROTOCOLO_EXTERNO, base_legal: BASE_LEGAL_PROTOCOLO_EXTERNO, registro_id: 12, cliente_id: 3, usuario: { id: 7, username: 'ANA' } }]);
  });

  it('finalidade e base legal enviadas valem (base em maiúsculas); só veículo não gera registro LGPD', async () => {
    const { caso, feito } = montar();
    await caso.executar(EQUIPE, { ...corpo, motorista_id: null, finalidade: ' Seguro ', base_legal: 'execução de contrato' });
    expect(feito.registros[0]).toMatchObject({ finalidade: 'Seguro', base_legal: 'EXECUÇÃO DE CONTRATO' });
    expect(feito.tratamentos).toEqual([]);
  });

  it('a blacklist ainda bloqueia o item', async () => {
    const { caso } = montar({ restrita: 'ABC1D23' });
    expect((await caso.executar(EQUIPE, corpo)).status).toBe('REQUER ATENÇÃO');
  });

  it('status diferente de ACORDO, validade antes de hoje (Brasília), motorista e veículo inexistentes: 400', async () => {
    const { caso } = montar();
    const erros = async (c: object) => ((await caso.executar(EQUIPE, c as Record<string, unknown>).catch((e: unknown) => e)) as ValidationError).errors;
    expect(await erros({ ...corpo, status: 'RETIFICADO' })).toEqual({ status: ['Protocolo externo é registrado com status ACORDO'] });
    expect(await erros({ ...corpo, validade: '2026-11-23' })).toEqual({ validade: ['A validade começa hoje'] });
    expect(await erros({ ...corpo, motorista_id: 41, veiculo_id: 10 })).toEqual({ motorista_id: ['Motorista não encontrado'], veiculo_id: ['Veículo não encontrado'] });
    expect(await erros({ ...corpo, cliente_id: 4 })).toEqual({ cliente_id: ['Cliente não encontrado'] });
  });

  it('usuário de cliente: o seu cliente por padrão, só os seus motoristas e veículos (403)', async () => {
    const { caso, feito } = montar();
    await caso.executar(CLIENTE, { ...corpo, cliente_id: undefined });
    expect(feito.registros[0]!.cliente_id).toBe(3);
    await expect(montar({ vinculados: false }).caso.executar(CLIENTE, corpo)).rejects.toThrow(new ForbiddenError('Não há permissão'));
    await expect(montar({ vinculados: false }).caso.executar(CLIENTE, { ...corpo, motorista_id: null })).rejects.toThrow(ForbiddenError);
    // Staff links any driver.
    expect((await montar({ vinculados: false }).caso.executar(EQUIPE, corpo)).id).toBe(12);
  });

  it('protocolo já registrado é 422', async () => {
    await expect(montar({ protocoloExiste: true }).caso.executar(EQUIPE, corpo)).rejects.toThrow(new BusinessRuleError(MENSAGENS_REGISTRO.protocoloDuplicado));
  });
});
