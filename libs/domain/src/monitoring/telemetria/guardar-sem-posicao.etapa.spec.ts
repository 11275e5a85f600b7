import { GuardarSemPosicao } from './guardar-sem-posicao.etapa.js';
import { LoteTelemetria } from './pipeline.js';
import type { ContatoDeVeiculo, FiltradaDeVeiculo, PosicaoDeVeiculo } from './telemetria.ports.js';

const AGORA = new Date('2026-11-22T12:00:00Z');
const V = { veiculo_id: 10, tecnologia_id: 2 };
const lido = (data: Date | null) => ({ terminal: 'T1', data, latitude: null, longitude: null, bateria: 40, leituras: [{ periferico_id: 11, valor: 1 }], atributos: {} });

const montar = () => {
  const contatos: ContatoDeVeiculo[] = [];
  const filtradas: FiltradaDeVeiculo[] = [];
  const etapa = new GuardarSemPosicao({
    registrarContatos: async (c) => void contatos.push(...c),
    registrarFiltradas: async (f) => void filtradas.push(...f),
  });
  return { contatos, filtradas, etapa };
};

describe('GuardarSemPosicao (decisão 29)', () => {
  it('um batimento de dispositivo conhecido vira o último contato; data adiantada dá lugar à hora de chegada', async () => {
    const { contatos, filtradas, etapa } = montar();
    const lote = new LoteTelemetria([], AGORA);
    const antes = new Date(AGORA.getTime() - 5000);
    lote.semFix = [
      { i: 0, motivo: 'sem_coordenadas', lido: lido(antes), veiculo: V },
      { i: 1, motivo: 'sem_coordenadas', lido: lido(new Date(AGORA.getTime() + 3600_000)), veiculo: V },
      { i: 2, motivo: 'sem_coordenadas', lido: lido(null), veiculo: V },
      { i: 3, motivo: 'sem_coordenadas', lido: lido(antes) }, // unknown device: nothing kept
    ];
    await etapa.executar(lote);
    expect(contatos.map((c) => [c.veiculo_id, c.data_contato, c.bateria])).toEqual([[10, antes, 40], [10, AGORA, 40], [10, AGORA, 40]]);
    expect(filtradas).toEqual([]);
  });

  it('a posição marcada inválida e a recusada de dispositivo conhecido ficam com o motivo, nessa ordem', async () => {
    const { contatos, filtradas, etapa } = montar();
    const lote = new LoteTelemetria([], AGORA);
    lote.paraGravar = [
      { terminal: 'T1', data_posicao: AGORA, latitude: 1, longitude: 2, valida: false, leituras: [], atributos: {}, ...V } as unknown as PosicaoDeVeiculo,
      { terminal: 'T1', data_posicao: AGORA, latitude: 1, longitude: 2, valida: true, leituras: [], atributos: {}, ...V } as unknown as PosicaoDeVeiculo,
    ];
    lote.semFix = [
      { i: 0, motivo: 'data_futura', lido: lido(AGORA), veiculo: V },
      { i: 1, motivo: 'coordenada_invalida', lido: lido(AGORA) },
    ];
    await etapa.executar(lote);
    expect(filtradas.map((f) => [f.veiculo_id, f.motivo, f.latitude])).toEqual([[10, 'posicao_invalida', 1], [10, 'data_futura', null]]);
    expect(contatos).toEqual([]);
  });

  it('a data do rastreador no limite da tolerância ainda vale como a do contato', async () => {
    const { contatos, etapa } = montar();
    const lote = new LoteTelemetria([], AGORA);
    const limite = new Date(AGORA.getTime() + 10 * 60_000);
    lote.semFix = [{ i: 0, motivo: 'sem_coordenadas', lido: lido(limite), veiculo: V }];
    await etapa.executar(lote);
    expect(contatos.map((c) => c.data_contato)).toEqual([limite]);
  });

  it('duplicada e terminal desconhecido não são motivos de filtro: nada fica guardado', async () => {
    const { contatos, filtradas, etapa } = montar();
    const lote = new LoteTelemetria([], AGORA);
    lote.semFix = [
      { i: 0, motivo: 'duplicada', lido: lido(AGORA), veiculo: V },
      { i: 1, motivo: 'terminal_desconhecido', lido: lido(AGORA), veiculo: V },
    ];
    await etapa.executar(lote);
    expect(filtradas).toEqual([]);
    expect(contatos).toEqual([]);
  });

  it('nada a guardar: não chama o repositório', async () => {
    const etapa = new GuardarSemPosicao({ registrarContatos: () => Promise.reject(new Error('x')), registrarFiltradas: () => Promise.reject(new Error('y')) });
    await expect(etapa.executar(new LoteTelemetria([], AGORA))).resolves.toBeUndefined();
  });
});
