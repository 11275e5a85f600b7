import type { SituacaoCadastral } from '../../../../cadastro-consulta/index.js';
import type { FatosViagem, PedidoViagem } from '../ports.js';

/** A request and its facts that pass every save rule (tests change one thing at a time). */
export const agora = new Date('2026-11-26T12:00:00Z');
export const h = (horas: number) => new Date(agora.getTime() + horas * 3_600_000);
export const valida: SituacaoCadastral = { valido: true, protocolo: 'CC1', validade: '2027-01-01T00:00:00Z', bloqueado: false, motivo: null };
export const semProtocolo: SituacaoCadastral = { valido: false, protocolo: null, validade: null, bloqueado: false, motivo: 'SEM PROTOCOLO VÁLIDO PARA O CLIENTE' };

export function umPedido(extra: Partial<PedidoViagem> = {}): PedidoViagem {
  return {
    cliente_id: 1, veiculo_id: 10, carreta1_id: null, carreta2_id: null, carreta3_id: null, funcionario_id: 20, fone1: null, fone2: null, fone3: null,
    rota_id: 30, tecnologia_id: null, embarcador_id: null, pgr_cliente_id: null, previsao_inicio: h(1), previsao_fim: h(24), valor_embarque: 10_000,
    veiculo_sem_carga: false, telemonitorado: false, numero_spy: null, tecnologia_spy: null, dados_adicionais: null, tipo_viagem_id: 1, liberacao: null,
    aceite_sem_espelhamento: false, observacao: null, updated_at: null, ...extra,
  };
}

export function unsFatos(extra: Partial<FatosViagem> = {}): FatosViagem {
  return {
    agora, clienteId: 1, cliente: { id: 1, nome: 'RODOVALE', cnpj: null },
    veiculo: { id: 10, placa: 'ABC1D23', tipo: 'CAVALO', terminal: '123', tecnologia_id: 2, vinculo: 'FROTA' },
    ultimaPosicao: new Date(agora.getTime() - 5 * 60_000), carretas: [],
    motorista: { id: 20, nome: 'JOÃO', cpf: '1', fone1: '11987654321', fone2: null, fone3: null, vinculado: true },
    rota: { id: 30, cliente_id: 1, ativa: true, distancia_km: 500 }, embarcadorExiste: true, tecnologiaExiste: true,
    pgr: { id: 1, cliente_id: 1, validade: '2027-11-25', valor_minimo_responsabilidade: 50_000, valor_limite_maximo_resposabilidade: 400_000, valor_limite_localizador_movel: 300_000, bloqueio_analise_perfil: false },
    cadastro: { motorista: valida, veiculo: valida }, blacklist: null, checklist: { status: 'OK', msg: 'ok' }, outraViagemEmTransito: null, liberacao: null, regrasRisco: [],
    ...extra,
  };
}

