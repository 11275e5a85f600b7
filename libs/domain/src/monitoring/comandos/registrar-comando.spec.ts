import { BusinessRuleError, ValidationError } from '../../shared/index.js';
import type { NovoComando } from '../comandos.js';
import { RegistrarComandoRastreador, RegistrarMensagem } from './registrar-comando.js';

const AUTOR = { usuario_id: 7, username: 'OPERADOR', origem: '10.0.0.1' };
const fila = () => {
  const registrados: NovoComando[] = [];
  return { registrados, porta: { registrar: async (c: NovoComando) => (registrados.push(c), { id: registrados.length, estado: 'FILA', criado_em: '2026-11-22T12:00:00.000Z' }) } };
};

describe('RegistrarComandoRastreador', () => {
  it('vai para a fila com o texto da ação, o terminal do veículo e quem pediu', async () => {
    const { registrados, porta } = fila();
    expect(await new RegistrarComandoRastreador(porta).executar(AUTOR, { id: 3, terminal: '4578123' }, 'BLOQUEAR', { acao_pgr_id: 13, viagem_id: 9 })).toEqual({ id: 1, estado: 'FILA', criado_em: '2026-11-22T12:00:00.000Z' });
    expect(registrados).toEqual([{
      canal: 'RASTREADOR', acao: 'BLOQUEAR', acao_pgr_id: 13, veiculo_id: 3, terminal: '4578123', telefone: null, mensagem: 'engineStop', viagem_id: 9,
      usuario_id: 7, username: 'OPERADOR', origem: '10.0.0.1',
    }]);
  });

  it('sem viagem nem ação do PGR, ambos nulos', async () => {
    const { registrados, porta } = fila();
    await new RegistrarComandoRastreador(porta).executar(AUTOR, { id: 3, terminal: 'T' }, 'SOLICITAR_POSICAO');
    expect(registrados[0]).toMatchObject({ acao_pgr_id: null, viagem_id: null, mensagem: 'positionSingle' });
  });

  it('veículo sem terminal: regra de negócio, nada na fila', async () => {
    const { registrados, porta } = fila();
    await expect(new RegistrarComandoRastreador(porta).executar(AUTOR, { id: 3, terminal: null }, 'SIRENE')).rejects.toThrow(new BusinessRuleError('O veículo não tem terminal cadastrado'));
    expect(registrados).toEqual([]);
  });
});

describe('RegistrarMensagem', () => {
  it('SMS: número normalizado, texto aparado, o veículo do histórico junto', async () => {
    const { registrados, porta } = fila();
    await new RegistrarMensagem(porta).executar(AUTOR, 'SMS', { telefone: '(11) 98765-4321', mensagem: ' Pare no posto ', viagem_id: 4, veiculo: { id: 3, terminal: 'T' } });
    expect(registrados).toEqual([{
      canal: 'SMS', acao: null, acao_pgr_id: null, veiculo_id: 3, terminal: 'T', telefone: '011987654321', mensagem: 'Pare no posto', viagem_id: 4,
      usuario_id: 7, username: 'OPERADOR', origem: '10.0.0.1',
    }]);
  });

  it('texto ao teclado não tem telefone; sem veículo, sem terminal', async () => {
    const { registrados, porta } = fila();
    await new RegistrarMensagem(porta).executar(AUTOR, 'TEXTO', { mensagem: 'ok' });
    expect(registrados[0]).toMatchObject({ canal: 'TEXTO', telefone: null, veiculo_id: null, terminal: null, viagem_id: null });
  });

  it('número e texto inválidos: todos os erros de uma vez, nada na fila', async () => {
    const { registrados, porta } = fila();
    const erro = await new RegistrarMensagem(porta).executar(AUTOR, 'WHATSAPP', { telefone: '', mensagem: '' }).catch((e) => e);
    expect(erro).toBeInstanceOf(ValidationError);
    expect(Object.keys((erro as ValidationError).errors).sort()).toEqual(['mensagem', 'telefone']);
    expect(registrados).toEqual([]);
  });
});
