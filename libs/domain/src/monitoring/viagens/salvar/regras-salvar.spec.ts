import { lerDataViagem, lerPedidoViagem } from './pedido.js';
import { MENSAGENS_SALVAR, recusaAoSalvar, regraDatas, regraTelefones, REGRAS_VIAGEM, regraValores, telefoneRepetido } from './regras-salvar.js';
import { checagemDoVeiculo } from './verificar-veiculo.js';

import { agora, h, umPedido, unsFatos, valida, semProtocolo } from './testes/pedido-e-fatos.js';

const criar = { edicao: false, grupoUsuarioId: 8 };
const editar = { edicao: true, grupoUsuarioId: 8 };

describe('regras de salvar a SM (spec 02 §5)', () => {
  it('um pedido dentro das regras passa', () => {
    expect(recusaAoSalvar(umPedido(), unsFatos(), criar)).toBeNull();
  });

  describe('datas', () => {
    it('início mais de 10 min no passado, fim no passado ou fim até 1 min após o início: inválidas ao criar', () => {
      const msg = 'Previsão de inicio, ou fim de viagem, inválida';
      expect(regraDatas({ previsao_inicio: new Date(agora.getTime() - 11 * 60_000), previsao_fim: h(2) }, agora, false)).toBe(msg);
      expect(regraDatas({ previsao_inicio: new Date(agora.getTime() - 9 * 60_000), previsao_fim: h(2) }, agora, false)).toBeNull();
      expect(regraDatas({ previsao_inicio: new Date(agora.getTime() - 9 * 60_000), previsao_fim: new Date(agora.getTime() - 60_000) }, agora, false)).toBe(msg);
      expect(regraDatas({ previsao_inicio: h(1), previsao_fim: new Date(h(1).getTime() + 60_000) }, agora, false)).toBe(msg);
      expect(regraDatas({ previsao_inicio: h(1), previsao_fim: new Date(h(1).getTime() + 61_000) }, agora, false)).toBeNull();
    });
    it('na edição as janelas de data não se aplicam', () => {
      expect(regraDatas({ previsao_inicio: h(-48), previsao_fim: h(-24) }, agora, true)).toBeNull();
    });
    it('propriedade: aceita exatamente quando início ≥ agora−10min, fim ≥ agora−59s e fim > início+1min', () => {
      // A deterministic walk over offsets of ±1 day (seconds), and the edges themselves.
      let semente = 42;
      const proximo = () => ((semente = (semente * 1_103_515_245 + 12_345) % 2_147_483_648) % 172_801) - 86_400;
      const casos: Array<[number, number]> = [[-600, 61 - 600], [-601, 100], [0, -59], [0, -60], [0, 60], [0, 61]];
      for (let i = 0; i < 500; i++) casos.push([proximo(), proximo()]);
      for (const [si, sf] of casos) {
        const inicio = new Date(agora.getTime() + si * 1000);
        const fim = new Date(agora.getTime() + sf * 1000);
        const esperado = si >= -600 && sf >= -59 && sf - si > 60;
        expect([si, sf, regraDatas({ previsao_inicio: inicio, previsao_fim: fim }, agora, false) === null]).toEqual([si, sf, esperado]);
      }
    });
  });

  it("a liberação: checklist ERRO ou ANDAMENTO sem token → 'A SM não foi liberada'", () => {
    for (const status of ['ERRO', 'ANDAMENTO'] as const) {
      expect(recusaAoSalvar(umPedido(), unsFatos({ checklist: { status, msg: '' } }), criar)).toBe('A SM não foi liberada');
    }
    const liberacao = { token: 't', usuario_liberacao: 'SUPERVISOR', usuario_logado: 'CLIENTE', ip: '1' };
    expect(recusaAoSalvar(umPedido(), unsFatos({ checklist: { status: 'ERRO', msg: '' }, liberacao }), criar)).toBeNull();
    expect(recusaAoSalvar(umPedido({ telemonitorado: true }), unsFatos({ checklist: { status: 'ERRO', msg: '' } }), criar)).toBeNull();
    // An existing trip: staff skip the check; a client keeps the release the trip had.
    expect(recusaAoSalvar(umPedido(), unsFatos({ checklist: { status: 'ERRO', msg: '' } }), { edicao: true, grupoUsuarioId: 5 })).toBeNull();
    expect(recusaAoSalvar(umPedido(), unsFatos({ checklist: { status: 'ERRO', msg: '' } }), editar)).toBe('A SM não foi liberada');
    expect(recusaAoSalvar(umPedido(), unsFatos({ checklist: { status: 'ERRO', msg: '' } }), { ...editar, jaLiberada: true })).toBeNull();
  });

  it('a rota deve existir, ser do cliente e estar ativa', () => {
    expect(recusaAoSalvar(umPedido(), unsFatos({ rota: null }), criar)).toBe(MENSAGENS_SALVAR.rota);
    expect(recusaAoSalvar(umPedido(), unsFatos({ rota: { id: 30, cliente_id: 2, ativa: true, distancia_km: null } }), criar)).toBe(MENSAGENS_SALVAR.rota);
    expect(recusaAoSalvar(umPedido(), unsFatos({ rota: { id: 30, cliente_id: 1, ativa: false, distancia_km: null } }), criar)).toBe(MENSAGENS_SALVAR.rota);
  });

  it('telefones do motorista: o primeiro é obrigatório; todos os dígitos iguais é incorreto', () => {
    const m = unsFatos().motorista!;
    expect(regraTelefones({ fone1: null, fone2: null, fone3: null }, { ...m, fone1: null })).toBe('Atualize o cadastro desse motorista, não foi possivel encontrar o primeiro telefone no cadastro.');
    expect(regraTelefones({ fone1: '11111111111', fone2: null, fone3: null }, m)).toBe('telefone incorreto');
    expect(regraTelefones({ fone1: null, fone2: '2222222222', fone3: null }, m)).toBe('telefone incorreto');
    expect(regraTelefones({ fone1: null, fone2: null, fone3: null }, m)).toBeNull();
    expect(telefoneRepetido('(11) 1111-1111')).toBe(true);
  });

  it('consulta: sem protocolo válido → PROTOCOLO...; com bloqueio de análise de perfil no PGR → Análise de perfil', () => {
    expect(recusaAoSalvar(umPedido(), unsFatos({ cadastro: { motorista: semProtocolo, veiculo: null } }), criar)).toBe('PROTOCOLO DE PESQUISA VENCIDO OU SEM CONSULTA.');
    const pgr = { ...unsFatos().pgr!, bloqueio_analise_perfil: true };
    expect(recusaAoSalvar(umPedido(), unsFatos({ pgr, cadastro: { motorista: semProtocolo, veiculo: valida } }), criar)).toBe('Análise de perfil de JOÃO não está válida');
    expect(recusaAoSalvar(umPedido(), unsFatos({ pgr, cadastro: { motorista: valida, veiculo: semProtocolo } }), criar)).toBe('Análise de perfil de veículo ABC1D23 não está válida');
  });

  it('blacklist bloqueia', () => {
    expect(recusaAoSalvar(umPedido(), unsFatos({ blacklist: { placa: 'ABC1D23', motivo: 'ROUBO' } }), criar)).toBe('PLACA ABC1D23 CONSTA NA BLACKLIST: ROUBO');
    expect(recusaAoSalvar(umPedido(), unsFatos({ blacklist: { documento: '1', motivo: 'FRAUDE' } }), criar)).toBe('MOTORISTA CONSTA NA BLACKLIST: FRAUDE');
  });

  it("PGR vencido: 'PGR vencido: dd/mm/yyyy'", () => {
    expect(recusaAoSalvar(umPedido(), unsFatos({ pgr: { ...unsFatos().pgr!, validade: '2026-11-25' } }), criar)).toBe('PGR vencido: 25/11/2026');
    expect(recusaAoSalvar(umPedido(), unsFatos({ pgr: { ...unsFatos().pgr!, validade: '2026-11-26' } }), criar)).toBeNull();
  });

  it('limites de valor do PGR', () => {
    const pgr = unsFatos().pgr!;
    expect(regraValores({ valor_embarque: 350_000, telemonitorado: false, numero_spy: null, tecnologia_spy: null }, pgr)).toBe('Este valor de embarque exige que preencha os dados de ISCA (NÚMERO e TECNOLOGIA).');
    expect(regraValores({ valor_embarque: 350_000, telemonitorado: false, numero_spy: '99', tecnologia_spy: 'X' }, pgr)).toBeNull();
    expect(regraValores({ valor_embarque: 400_000.01, telemonitorado: false, numero_spy: '99', tecnologia_spy: 'X' }, pgr)).toBe('Valor informado superior ao permitido em apólice de seguro.');
    expect(regraValores({ valor_embarque: 50_000.01, telemonitorado: true, numero_spy: null, tecnologia_spy: null }, pgr)).toBe('Valor informado superior ao permitido para viagem telemonitorada.');
    expect(regraValores({ valor_embarque: 50_000, telemonitorado: true, numero_spy: null, tecnologia_spy: null }, pgr)).toBeNull();
  });

  it('veículo sem espelhamento exige o aceite', () => {
    const velha = new Date(agora.getTime() - (REGRAS_VIAGEM.espelhamentoMinutos + 1) * 60_000);
    expect(recusaAoSalvar(umPedido(), unsFatos({ ultimaPosicao: velha }), criar)).toMatch(/^Veiculo com retardo de comunicação, sem sinal/);
    expect(recusaAoSalvar(umPedido(), unsFatos({ ultimaPosicao: null }), criar)).toMatch(/^Veiculo com retardo de comunicação, sem sinal/);
    expect(recusaAoSalvar(umPedido({ aceite_sem_espelhamento: true }), unsFatos({ ultimaPosicao: null }), criar)).toBeNull();
  });

  it('cadastros: veículo, carretas e motorista do cliente', () => {
    expect(recusaAoSalvar(umPedido(), unsFatos({ veiculo: null }), criar)).toBe('Veículo não encontrado');
    expect(recusaAoSalvar(umPedido(), unsFatos({ veiculo: { ...unsFatos().veiculo!, vinculo: null } }), criar)).toBe('Veículo não vinculado a este cliente');
    expect(recusaAoSalvar(umPedido({ carreta1_id: 5 }), unsFatos({ carretas: [{ id: 5, placa: 'X', tipo: 'CAVALO', vinculada: true }] }), criar)).toBe(MENSAGENS_SALVAR.carretaNaoEhCarreta);
    expect(recusaAoSalvar(umPedido(), unsFatos({ motorista: { ...unsFatos().motorista!, vinculado: false } }), criar)).toBe('Motorista não vinculado a este cliente');
  });

  it('outra SM do veículo em viagem bloqueia', () => {
    expect(recusaAoSalvar(umPedido(), unsFatos({ outraViagemEmTransito: 9 }), criar)).toBe('Este veículo já está em viagem (SM em andamento).');
  });
});

describe('checagem do veículo (checklist_veiculo)', () => {
  const c = (status: string, validade: Date | null) => ({ id: 1, cliente_id: 1, status: status as never, data_cadastro: h(-48), data_validade: validade });
  it('APROVADO/LIBERADO dentro da validade: OK; em andamento: ANDAMENTO; senão ERRO', () => {
    expect(checagemDoVeiculo([c('APROVADO', h(24))], agora).status).toBe('OK');
    expect(checagemDoVeiculo([c('LIBERADO', h(24))], agora).status).toBe('OK');
    expect(checagemDoVeiculo([c('APROVADO', h(-1))], agora).status).toBe('ERRO');
    expect(checagemDoVeiculo([c('EM_TESTE', null)], agora).status).toBe('ANDAMENTO');
    expect(checagemDoVeiculo([c('REPROVADO', null)], agora).status).toBe('ERRO');
    expect(checagemDoVeiculo([], agora).status).toBe('ERRO');
  });
});

describe('leitura do pedido', () => {
  it("datas ISO ou 'yyyy-MM-dd HH:mm:00.000-0300'; sem fuso é Brasília; 31/02 é inválida", () => {
    expect(lerDataViagem('2026-11-26 10:00:00.000-0300')?.toISOString()).toBe('2026-11-26T13:00:00.000Z');
    expect(lerDataViagem('2026-11-26T13:00:00Z')?.toISOString()).toBe('2026-11-26T13:00:00.000Z');
    expect(lerDataViagem('2026-11-26 10:00')?.toISOString()).toBe('2026-11-26T13:00:00.000Z');
    expect(lerDataViagem('2026-02-31 10:00')).toBeNull();
    expect(lerDataViagem('amanhã')).toBeNull();
    expect(lerDataViagem('0000-01-01 10:00')).toBeNull();
    expect(lerDataViagem('2026-11-26 24:00')).toBeNull();
  });
  it('campos ruins são 400 de uma vez; veículo sem carga zera o valor', () => {
    expect(() => lerPedidoViagem({ veiculo_id: 'x', valor_embarque: -1 })).toThrow(expect.objectContaining({ errors: expect.objectContaining({ veiculo_id: expect.any(Array), funcionario_id: expect.any(Array), valor_embarque: expect.any(Array), previsao_inicio: expect.any(Array), tipo_viagem_id: expect.any(Array) }) }));
    const p = lerPedidoViagem({ veiculo_id: 1, funcionario_id: 2, rota_id: 3, tipo_viagem_id: 1, previsao_inicio: '2026-11-26 10:00', previsao_fim: '2026-11-27 10:00', valor_embarque: '1.234,56', veiculo_sem_carga: true });
    expect(p.valor_embarque).toBe(0);
    expect(lerPedidoViagem({ veiculo_id: 1, funcionario_id: 2, tipo_viagem_id: 1, previsao_inicio: '2026-11-26 10:00', previsao_fim: '2026-11-27 10:00', valor_embarque: '1.234,56' }).valor_embarque).toBe(1234.56);
  });
});
