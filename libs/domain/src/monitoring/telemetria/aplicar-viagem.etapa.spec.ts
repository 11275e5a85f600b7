import { interpolarGeodesica, prepararLinha, type Coordenada } from '../../shared/index.js';
import { estadoInicial } from '../acompanhamento/acompanhar.js';
import type { PosicaoRecebida } from '../posicao.js';
import { AplicarAViagem, type AplicacaoViagem, type ViagemAcompanhada, type ViagensAcompanhadas } from './aplicar-viagem.etapa.js';
import { LoteTelemetria } from './pipeline.js';

const c = (latitude: number, longitude: number): Coordenada => ({ latitude, longitude });
const A = c(-23.5329, -46.6395);
const B = c(-24.4875, -47.8436);
const linha = prepararLinha(interpolarGeodesica(A, B, 0.5));
const T0 = Date.parse('2026-11-26T08:00:00Z');

class Viagens implements ViagensAcompanhadas {
  pedidos: number[][] = [];
  gravadas: AplicacaoViagem[] = [];
  constructor(private readonly viagens: ViagemAcompanhada[]) {}
  async acompanhar(ids: readonly number[], aplicar: (v: ViagemAcompanhada[]) => AplicacaoViagem[]) {
    this.pedidos.push([...ids]);
    this.gravadas.push(...aplicar(this.viagens.filter((v) => ids.includes(v.veiculo_id))));
  }
}

const viagem = (id: number, veiculo_id: number, comRota = true): ViagemAcompanhada => ({
  id, veiculo_id, estado: estadoInicial(),
  janela: { inicio: new Date(T0), previsaoFim: new Date(T0 + 3 * 3_600_000) },
  rota: comRota ? { linha, paradas: [A, B], destino: B } : null,
});

function lote(fixes: Array<{ veiculo_id: number; minuto: number; pos: Coordenada; valida?: boolean; panico?: boolean }>) {
  const l = new LoteTelemetria([], new Date(T0 + 3_600_000));
  l.paraGravar = fixes.map((f) => ({
    terminal: `T${f.veiculo_id}`, veiculo_id: f.veiculo_id, tecnologia_id: null, data_posicao: new Date(T0 + f.minuto * 60_000),
    latitude: f.pos.latitude, longitude: f.pos.longitude, valida: f.valida ?? true, velocidade: 60, direcao: null, ignicao: true,
    altitude: null, precisao: null, bateria: null, leituras: f.panico ? [{ periferico_id: 11, valor: 1 }] : [], atributos: {},
  }) as PosicaoRecebida & { veiculo_id: number; tecnologia_id: null });
  return l;
}

describe('AplicarAViagem (etapa 7 da telemetria, issue 22)', () => {
  const meio = linha.pontos[Math.floor(linha.pontos.length / 2)]!;

  it('aplica as posições válidas de cada veículo, em ordem de tempo, à sua viagem em trânsito; a inválida não', async () => {
    const repo = new Viagens([viagem(10, 1), viagem(20, 2)]);
    await new AplicarAViagem(repo).executar(lote([
      { veiculo_id: 1, minuto: 30, pos: meio, panico: true },
      { veiculo_id: 1, minuto: 10, pos: linha.pontos[5]! },
      { veiculo_id: 2, minuto: 20, pos: B, valida: false },
      { veiculo_id: 3, minuto: 20, pos: B },
    ]));
    expect(repo.pedidos).toEqual([[1, 3]]);
    expect(repo.gravadas).toHaveLength(1);
    const a = repo.gravadas[0]!;
    expect(a.viagem_id).toBe(10);
    expect(a.figurasEm).toEqual(new Date(T0 + 30 * 60_000));
    expect(a.figuras!.percentual).toBe(50);
    expect(a.estado.ultimaEm).toBe(new Date(T0 + 30 * 60_000).toISOString());
    expect(a.eventos).toEqual([expect.objectContaining({ tipo: 'PERIFERICO', periferico_id: 11, instante: new Date(T0 + 30 * 60_000), latitude: meio.latitude })]);
  });

  it('uma viagem sem rota traçada não tem o que medir: nada é gravado para ela; um lote sem posição válida nem consulta', async () => {
    const repo = new Viagens([viagem(10, 1, false)]);
    await new AplicarAViagem(repo).executar(lote([{ veiculo_id: 1, minuto: 30, pos: meio }]));
    expect(repo.gravadas).toEqual([]);
    const vazio = new Viagens([]);
    await new AplicarAViagem(vazio).executar(lote([{ veiculo_id: 1, minuto: 30, pos: meio, valida: false }]));
    expect(vazio.pedidos).toEqual([]);
  });

  it('não é essencial: depois da gravação, uma falha é contada e o pedido confirmado', () => {
    const etapa = new AplicarAViagem(new Viagens([]));
    expect(etapa.essencial).toBe(false);
    expect(etapa.nome).toBe('aplicar_viagem');
  });
});
