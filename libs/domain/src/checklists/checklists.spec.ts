import { BusinessRuleError, geradorComSemente, ValidationError } from '../shared/index.js';
import {
  acaoPermitida, acoesDoStatus, ORIGENS_CHECKLIST, proximoStatus, STATUS_CHECKLIST, STATUS_EM_ANDAMENTO, type AcaoChecklist, type StatusChecklist,
} from './estados.js';
import { CHECKLIST, exigirReteste, lerLiberacao, MENSAGENS_CHECKLIST, permiteNovo, resultadoManual, validarPedido, verificarVeiculo, type FatosVerificacao } from './regras.js';
import { avaliarTesteAutomatico } from './teste-automatico.js';
import { alertasDisparados, inicioDoEstagio } from './alertas.js';

const ACOES = Object.keys(ORIGENS_CHECKLIST) as AcaoChecklist[];

/** The seeded generator, so a failing walk can be replayed from its seed. */
const aleatorio = (semente: number) => geradorComSemente(semente).proximo;

describe('máquina de estados do checklist', () => {
  it('nenhuma sequência de ações chega a um status que as regras proíbem (10 mil caminhos)', () => {
    for (let semente = 1; semente <= 10_000; semente++) {
      const r = aleatorio(semente);
      let status: StatusChecklist = 'VERIFICANDO';
      for (let passo = 0; passo < 12; passo++) {
        const acao = ACOES[Math.floor(r() * ACOES.length)]!;
        const antes = status;
        try {
          status = proximoStatus(status, acao, r() < 0.5);
        } catch (e) {
          expect(e).toBeInstanceOf(BusinessRuleError);
          expect(acaoPermitida(antes, acao)).toBe(false);
          expect(status).toBe(antes); // refused: state unchanged
          continue;
        }
        expect(acaoPermitida(antes, acao)).toBe(true);
        // Terminal statuses are never left; a result only comes out of a test.
        if (antes === 'CANCELADO' || antes === 'EXPIRADO') expect(status).toBe(antes);
        if (status === 'APROVADO' || status === 'REPROVADO') expect(acao === 'REGISTRAR_RESULTADO' || antes === status).toBe(true);
        if (status === 'LIBERADO' && antes !== 'LIBERADO') expect(['REPROVADO', 'MANUTENCAO']).toContain(antes);
        if (status === 'EXPIRADO' && antes !== 'EXPIRADO') expect(['APROVADO', 'LIBERADO']).toContain(antes);
      }
    }
  });

  it('edita só em VERIFICANDO, com a mensagem da especificação', () => {
    for (const s of STATUS_CHECKLIST) expect(acoesDoStatus(s).includes('EDITAR')).toBe(s === 'VERIFICANDO');
    expect(() => proximoStatus('EM_TESTE', 'EDITAR')).toThrow('NÃO É POSSÍVEL EDITAR O CHECKLIST');
  });

  it('SE e ESC deixam PENDENTE, EC leva ao teste; o resultado decide APROVADO ou REPROVADO', () => {
    expect(proximoStatus('VERIFICANDO', 'OPERACAO_SE')).toBe('PENDENTE');
    expect(proximoStatus('VERIFICANDO', 'OPERACAO_ESC')).toBe('PENDENTE');
    expect(proximoStatus('VERIFICANDO', 'OPERACAO_EC')).toBe('EM_TESTE');
    expect(proximoStatus('EM_TESTE', 'REGISTRAR_RESULTADO', true)).toBe('APROVADO');
    expect(proximoStatus('EM_TESTE', 'REGISTRAR_RESULTADO', false)).toBe('REPROVADO');
    expect(() => proximoStatus('APROVADO', 'LIBERAR')).toThrow(BusinessRuleError);
    expect(proximoStatus('MANUTENCAO', 'LIBERAR')).toBe('LIBERADO');
  });
});

const DIA = 86_400_000;
const agora = new Date('2026-11-22T12:00:00Z');
const fatos = (f: Partial<FatosVerificacao> = {}): FatosVerificacao => ({
  agora, clienteId: 1, veiculo: { id: 9, tipo: 'CAVALO' }, vinculado: true, clienteReteste: true, emViagem: false, checklists: [], ...f,
});

describe('verificação do veículo ao pedir checklist (códigos da §4.6)', () => {
  it('do que impede ao que oferece outra saída', () => {
    expect(verificarVeiculo(fatos({ veiculo: null })).codigo).toBe('ERRO');
    expect(verificarVeiculo(fatos({ veiculo: { id: 9, tipo: 'CARRETA' } })).codigo).toBe('CARRETA');
    expect(verificarVeiculo(fatos({ vinculado: false })).codigo).toBe('VINCULO');
    expect(verificarVeiculo(fatos({ emViagem: true })).codigo).toBe('EM_VIAGEM');
    for (const status of STATUS_EM_ANDAMENTO) {
      expect(verificarVeiculo(fatos({ checklists: [{ id: 3, cliente_id: 1, status, data_cadastro: agora, data_validade: null }] })).codigo).toBe('CHECKLIST_ANDAMENTO');
    }
    expect(verificarVeiculo(fatos()).codigo).toBe('OK');
  });

  it('válido: novo só a partir de 10 dias do vencimento; de outro cliente, REUTILIZAR', () => {
    const longe = { id: 3, cliente_id: 1, status: 'APROVADO' as const, data_cadastro: agora, data_validade: new Date(agora.getTime() + 20 * DIA) };
    const r = verificarVeiculo(fatos({ checklists: [longe] }));
    expect(r).toMatchObject({ codigo: 'CHECKLIST_VALIDO', emitir_novo: 'NAO', checklist_id: 3 });
    expect(r.mensagem).toBe('VEÍCULO INFORMADO POSSUI CHECKLIST VALIDADO ATÉ 12/12/2026');
    expect(permiteNovo(r)).toBe(false);
    const perto = { ...longe, data_validade: new Date(agora.getTime() + 10 * DIA) };
    expect(permiteNovo(verificarVeiculo(fatos({ checklists: [perto] })))).toBe(true);
    expect(verificarVeiculo(fatos({ checklists: [{ ...longe, cliente_id: 2 }] })).codigo).toBe('REUTILIZAR');
    expect(verificarVeiculo(fatos({ checklists: [{ ...longe, data_validade: new Date(agora.getTime() - 1) }] })).codigo).toBe('OK');
  });

  it('reprovado nas últimas 72 h com a operação de reteste: RETESTE', () => {
    const rep = { id: 4, cliente_id: 1, status: 'REPROVADO' as const, data_cadastro: new Date(agora.getTime() - 71 * 3_600_000), data_validade: null };
    expect(verificarVeiculo(fatos({ checklists: [rep] })).codigo).toBe('RETESTE');
    expect(verificarVeiculo(fatos({ checklists: [rep], clienteReteste: false })).codigo).toBe('OK');
    expect(verificarVeiculo(fatos({ checklists: [{ ...rep, data_cadastro: new Date(agora.getTime() - 73 * 3_600_000) }] })).codigo).toBe('OK');
  });
});

describe('reteste, liberação, teste manual e pedido', () => {
  it('reteste: sem a operação, depois de 72 h ou fora de REPROVADO é recusado', () => {
    const c = { status: 'REPROVADO' as const, data_cadastro: new Date(agora.getTime() - 3_600_000) };
    expect(() => exigirReteste(c, true, agora)).not.toThrow();
    expect(() => exigirReteste(c, false, agora)).toThrow(MENSAGENS_CHECKLIST.retesteSemFlag);
    expect(() => exigirReteste({ ...c, data_cadastro: new Date(agora.getTime() - (CHECKLIST.retesteHoras * 3_600_000 + 1)) }, true, agora)).toThrow(MENSAGENS_CHECKLIST.retesteVencido);
    expect(() => exigirReteste({ ...c, status: 'APROVADO' }, true, agora)).toThrow(MENSAGENS_CHECKLIST.retesteErro);
  });

  it('liberação exige usuário, senha e de 1 a 30 dias', () => {
    expect(lerLiberacao({ username: ' SUPERVISOR ', password: 'x', tempo: '3', observacao: ' ok ' })).toEqual({ username: 'SUPERVISOR', password: 'x', tempo: 3, observacao: 'ok' });
    try {
      lerLiberacao({ tempo: 0 });
      throw new Error('deveria recusar');
    } catch (e) {
      expect((e as ValidationError).errors).toEqual({ username: [MENSAGENS_CHECKLIST.liberacaoUsuario], password: [MENSAGENS_CHECKLIST.liberacaoUsuario], tempo: [MENSAGENS_CHECKLIST.liberacaoTempo] });
    }
  });

  it('teste manual: todo item marcado; um REPROVADO reprova', () => {
    const itens = [{ id: 1 }, { id: 2 }];
    expect(resultadoManual(itens, new Map([[1, 'APROVADO'], [2, 'APROVADO']])).aprovado).toBe(true);
    expect(resultadoManual(itens, new Map([[1, 'APROVADO'], [2, 'REPROVADO']])).aprovado).toBe(false);
    expect(() => resultadoManual(itens, new Map([[1, 'APROVADO']]))).toThrow(ValidationError);
    expect(() => resultadoManual(itens, new Map([[1, 'APROVADO'], [2, 'APROVADO'], [3, 'APROVADO']]))).toThrow(ValidationError);
  });

  it('pedido: as mensagens do passo 1 e o telefone com máscara', () => {
    const ok = { cliente_id: 1, pgr_cliente_id: 2, veiculo_id: 3, carroceria: 'fechada', fila_expressa: null, nome_contato: 'JOÃO DA SILVA', telefones: ['(11)98765-4321', null, null] };
    expect(validarPedido(ok, false)).toEqual({ carroceria: 'FECHADA', fila_expressa: false });
    try {
      validarPedido({ ...ok, cliente_id: null, pgr_cliente_id: null, carroceria: 'X', nome_contato: 'JO', telefones: ['1199'] }, true);
      throw new Error('deveria recusar');
    } catch (e) {
      expect((e as ValidationError).errors).toEqual({
        cliente_id: ['Cliente não selecionado'], pgr_cliente_id: ['PGR não selecionado'], carroceria: [MENSAGENS_CHECKLIST.carroceria],
        fila_expressa: ['Tipo de fila não selecionado'], nome_contato: [MENSAGENS_CHECKLIST.contatoIncompleto], telefone_contato1: [MENSAGENS_CHECKLIST.telefone],
      });
    }
  });
});

describe('teste automático pelas leituras guardadas', () => {
  const inicio = new Date('2026-11-22T12:00:00Z');
  const em = (s: number) => new Date(inicio.getTime() + s * 1000);
  const itens = [{ id: 1, periferico_id: 1, descricao: 'PORTA' }, { id: 2, periferico_id: 8, descricao: 'DESENGATE' }];
  const base = new Map([[1, 0], [8, 0]]);

  it('aprova quando cada sensor muda duas vezes e nenhum negativo fica violado', () => {
    const leituras = [
      { periferico_id: 1, valor: 1, data_posicao: em(10) }, { periferico_id: 1, valor: 0, data_posicao: em(20) },
      { periferico_id: 8, valor: 1, data_posicao: em(30) }, { periferico_id: 8, valor: 0, data_posicao: em(40) },
    ];
    const r = avaliarTesteAutomatico(itens, inicio, em(60), base, leituras);
    expect(r).toMatchObject({ concluido: true, aprovado: true });
    expect(r.itens.map((i) => i.status)).toEqual([2, 2]);
    expect(r.alertas.map((a) => a.estado)).toEqual([0, 1, 1, 3, 2, 4]);
  });

  it('um negativo que fica em violação reprova; sem mudanças até 24 min, reprova pelo tempo', () => {
    const violado = avaliarTesteAutomatico(itens, inicio, em(60), new Map([[1, 0], [8, 1]]), [
      { periferico_id: 1, valor: 1, data_posicao: em(10) }, { periferico_id: 1, valor: 0, data_posicao: em(20) },
      { periferico_id: 8, valor: 0, data_posicao: em(30) }, { periferico_id: 8, valor: 1, data_posicao: em(40) },
    ]);
    expect(violado).toMatchObject({ concluido: true, aprovado: false });
    expect(violado.itens[1]).toMatchObject({ estado: 'ERRO', violacao: true });

    const parado = avaliarTesteAutomatico(itens, inicio, em(23 * 60), base, []);
    expect(parado).toMatchObject({ concluido: false, aprovado: null });
    const esgotado = avaliarTesteAutomatico(itens, inicio, em(24 * 60), base, [{ periferico_id: 1, valor: 1, data_posicao: em(10) }]);
    expect(esgotado).toMatchObject({ concluido: true, aprovado: false, tempo_esgotado: true });
    expect(esgotado.itens.map((i) => i.status)).toEqual([1, 0]);
  });

  it('um negativo em 1 na primeira leitura do teste (sem valor anterior) já é violação, como em 1 no início (§4.8)', () => {
    const semBase = new Map([[1, 0]]);
    const primeira = avaliarTesteAutomatico(itens, inicio, em(60), semBase, [{ periferico_id: 8, valor: 1, data_posicao: em(10) }]);
    expect(primeira.itens[1]).toMatchObject({ status: 0, valor: 1, violacao: true, estado: 'AGUARDANDO' });
    const noInicio = avaliarTesteAutomatico(itens, inicio, em(60), new Map([[1, 0], [8, 1]]), []);
    expect(noInicio.itens[1]).toMatchObject({ valor: 1, violacao: true });
    // Cleared by the sensor, it is no longer in violation; back at 1 after two changes, an error.
    const limpo = avaliarTesteAutomatico(itens, inicio, em(60), semBase, [{ periferico_id: 8, valor: 1, data_posicao: em(10) }, { periferico_id: 8, valor: 0, data_posicao: em(20) }]);
    expect(limpo.itens[1]).toMatchObject({ status: 1, valor: 0, violacao: false });
    const deNovo = avaliarTesteAutomatico(itens, inicio, em(60), semBase, [1, 0, 1].map((valor, n) => ({ periferico_id: 8, valor, data_posicao: em(10 * (n + 1)) })));
    expect(deNovo.itens[1]).toMatchObject({ status: 2, violacao: true, estado: 'ERRO' });
    // A positive or plain peripheral at 1 is never a violation.
    const porta = avaliarTesteAutomatico(itens, inicio, em(60), new Map(), [{ periferico_id: 1, valor: 1, data_posicao: em(10) }]);
    expect(porta.itens[0]).toMatchObject({ valor: 1, violacao: false });
  });

  it('leituras repetidas, fora de ordem ou depois do limite não contam', () => {
    const r = avaliarTesteAutomatico(itens, inicio, em(60), base, [
      { periferico_id: 1, valor: 0, data_posicao: em(20) }, { periferico_id: 1, valor: 1, data_posicao: em(10) },
      { periferico_id: 1, valor: 1, data_posicao: em(15) }, { periferico_id: 1, valor: 0, data_posicao: em(-5) },
      { periferico_id: 8, valor: 1, data_posicao: em(25 * 60) },
    ]);
    expect(r.itens[0]).toMatchObject({ status: 2, quantidade: 2 });
    expect(r.itens[1]).toMatchObject({ status: 0 });
  });
});

describe('alertas definidos durante o teste', () => {
  const def = { id: 1, descricao: 'EM TESTE HÁ MUITO TEMPO', periodo: 10, sugestao: 'Ligar para o operador', repeticao: 3, ativo: true };
  const desde = new Date('2026-11-22T12:00:00Z');
  const em = (min: number) => new Date(desde.getTime() + min * 60_000);

  it('dispara a cada período até as repetições, e não antes do primeiro período', () => {
    expect(alertasDisparados([def], desde, em(9))).toEqual([]);
    expect(alertasDisparados([def], desde, em(10))[0]).toMatchObject({ disparos: 1, t: 600_000, proximo: em(20).toISOString() });
    expect(alertasDisparados([def], desde, em(45))[0]).toMatchObject({ disparos: 3, proximo: null, ultimo: em(30).toISOString() });
    expect(alertasDisparados([{ ...def, ativo: false }], desde, em(45))).toEqual([]);
    expect(alertasDisparados([{ ...def, repeticao: 0 }], desde, em(45))[0]).toMatchObject({ disparos: 1, repeticao: 1 });
  });

  it('o relógio é o do estágio: pré-teste acompanhado, em teste, pendente, verificando', () => {
    const base = { status: 'EM_TESTE', data_cadastro: em(0), data_verificacao: em(5), data_em_teste: em(7), inicio_preteste: em(9), monitorando_preteste: false };
    expect(inicioDoEstagio(base)).toEqual(em(7));
    expect(inicioDoEstagio({ ...base, monitorando_preteste: true })).toEqual(em(9));
    expect(inicioDoEstagio({ ...base, status: 'PENDENTE' })).toEqual(em(5));
    expect(inicioDoEstagio({ ...base, status: 'APROVADO' })).toBeNull();
  });
});
