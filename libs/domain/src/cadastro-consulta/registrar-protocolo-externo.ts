import { BusinessRuleError, diaEmBrasilia, FieldErrorBag, ForbiddenError, ValidationError } from '../shared/index.js';
import { clienteParaGravar, exigirCliente, type Clock } from '../identity/index.js';
import { laudoInicial, motivoDasRestricoes, statusDoRegistro } from './analise.js';
import { lerProtocoloExterno } from './entradas.js';
import type { ConsultaDocumentosPort, NovoItemRegistro, RegistroRepository, UsuarioCadastro } from './ports.js';
import { gravarRegistro, MENSAGENS_REGISTRO } from './registro-escrita.js';

/** When the sender gives none: why and on what basis an external protocol is recorded. */
export const FINALIDADE_PROTOCOLO_EXTERNO = 'Protocolo de consulta emitido por outra gerenciadora';
export const BASE_LEGAL_PROTOCOLO_EXTERNO = 'LEGÍTIMO INTERESSE';

/**
 * An external protocol (spec 03 §4 "Protocol wizard", §5): a protocol another risk manager issued,
 * recorded with status ACORDO for a driver and/or a vehicle on file (a client user links only its
 * own), valid through the chosen day in Brasília. The protocol is unique; the blacklist still
 * blocks (the registry is consulted for its items).
 */
export class RegistrarProtocoloExterno {
  constructor(private readonly registros: RegistroRepository, private readonly consulta: ConsultaDocumentosPort, private readonly clock: Clock) {}

  async executar(usuario: UsuarioCadastro, corpo: Record<string, unknown>) {
    const agora = this.clock.now();
    const hoje = diaEmBrasilia(agora);
    if (corpo.status !== undefined && corpo.status !== 'ACORDO') throw ValidationError.campo('status', 'Protocolo externo é registrado com status ACORDO');
    const escopoCliente = clienteParaGravar(usuario.escopo, typeof corpo.cliente_id === 'number' ? corpo.cliente_id : null);
    const p = lerProtocoloExterno({ ...corpo, cliente_id: escopoCliente ?? corpo.cliente_id }, hoje);
    exigirCliente(usuario.escopo, p.cliente_id);
    if (!(await this.registros.clienteExiste(p.cliente_id))) throw ValidationError.campo('cliente_id', 'Cliente não encontrado');
    const bag = new FieldErrorBag();
    const motorista = p.motorista_id ? await this.registros.funcionario(p.motorista_id) : null;
    if (p.motorista_id && !motorista) bag.add('motorista_id', 'Motorista não encontrado');
    const veiculo = p.veiculo_id ? await this.registros.veiculo(p.veiculo_id) : null;
    if (p.veiculo_id && !veiculo) bag.add('veiculo_id', 'Veículo não encontrado');
    bag.throwIfAny();
    if (usuario.escopo.tipo === 'clientes') {
      // A client user links only its own drivers and vehicles.
      if (motorista && !(await this.registros.motoristaDosClientes(motorista.id, usuario.escopo.ids))) throw new ForbiddenError('Não há permissão');
      if (veiculo && !(await this.registros.veiculoDosClientes(veiculo.id, usuario.escopo.ids))) throw new ForbiddenError('Não há permissão');
    }
    if (await this.registros.protocoloExiste(p.protocolo)) throw new BusinessRuleError(MENSAGENS_REGISTRO.protocoloDuplicado);
    const finalidade = typeof corpo.finalidade === 'string' && corpo.finalidade.trim() ? corpo.finalidade.trim().slice(0, 200) : FINALIDADE_PROTOCOLO_EXTERNO;
    const base = typeof corpo.base_legal === 'string' && corpo.base_legal.trim() ? corpo.base_legal.trim().toUpperCase().slice(0, 60) : BASE_LEGAL_PROTOCOLO_EXTERNO;
    const resposta = await this.consulta.consultar({ cliente_id: p.cliente_id, politica: p.politica, cpfs: motorista ? [motorista.cpf] : [], cnpjs: [], placas: veiculo ? [veiculo.placa] : [] });
    const restricao = (chave: string) => motivoDasRestricoes(resposta.restricoes, chave);
    const itens: NovoItemRegistro[] = [];
    if (motorista) itens.push({ tipo_registro: 'MOTORISTA', documento: motorista.cpf, placa: null, nome: motorista.nome, funcionario_id: motorista.id, veiculo_id: null, ...laudoInicial({ restricao: restricao(motorista.cpf), cnhValidade: null, hojeIso: hoje }), dados: {} });
    if (veiculo) itens.push({ tipo_registro: 'VEICULO', documento: null, placa: veiculo.placa, nome: null, funcionario_id: null, veiculo_id: veiculo.id, ...laudoInicial({ restricao: restricao(veiculo.placa), cnhValidade: null, hojeIso: hoje }), dados: {} });
    // Valid through the chosen day, in Brasília.
    const validade = new Date(`${p.validade}T23:59:59-03:00`);
    const autor = { id: usuario.id, username: usuario.username };
    return this.registros.emTransacao(async () => {
      const r = await gravarRegistro(
        this.registros,
        {
          cliente_id: p.cliente_id, politica: p.politica, status: statusDoRegistro('ACORDO', itens), validade, is_pesquisa_conjunto: false, fonte: p.fonte, protocolo: p.protocolo,
          observacao: null, finalidade, base_legal: base, renovado_de: null, usuario: autor, data: agora,
        },
        itens,
      );
      if (motorista) {
        await this.registros.registrarTratamentos([{ documento: motorista.cpf, operacao: 'PROTOCOLO_EXTERNO', finalidade, base_legal: base, registro_id: r.id, cliente_id: p.cliente_id, usuario: autor }]);
      }
      return { id: r.id, hash: r.hash, protocolo: r.protocolo, status: r.status, message: MENSAGENS_REGISTRO.registrado };
    });
  }
}
