import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MOTIVOS_FILTRO, perifericoPorId, violacao, type JanelaHistorico, type MotivoFiltro } from '@gr/domain';
import { kx, linhaJson } from '@gr/infrastructure';
import type { VeiculoAlvo } from './veiculo-visivel.queries.js';
import type { HistoricoPosicoesDto, LeiturasHistoricoDto, RastreadorVeiculoDto, UltimaPosicaoDto } from './posicoes.dto.js';

/** Positions (or readings) per answer at most. */
const MAXIMO_POSICOES = 10_000;

const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : d === null || d === undefined ? null : new Date(String(d)).toISOString());

/** The read side of telemetry, for a vehicle the caller was already allowed to see (`veiculoVisivel`). */
@Injectable()
export class PosicoesQueries {
  constructor(private readonly em: EntityManager) {}

  /** A terminal's positions in a history window, in fix order. */
  async historico(terminal: string, v: VeiculoAlvo, janela: JanelaHistorico): Promise<HistoricoPosicoesDto> {
    const posicoes = await kx(this.em)('posicoes')
      .where({ terminal, veiculo_id: v.id })
      .where('valida', true) // a fix the unit flagged invalid is no place the vehicle was
      .whereBetween('data_posicao', [janela.inicio, janela.fim])
      .orderBy('data_posicao')
      .limit(MAXIMO_POSICOES)
      .select('data_posicao', 'latitude', 'longitude', 'velocidade', 'direcao', 'ignicao', 'leituras');
    return {
      terminal,
      veiculo_id: v.id,
      placa: v.placa,
      inicio: janela.inicio.toISOString(),
      fim: janela.fim.toISOString(),
      posicoes: posicoes.map((p: Record<string, unknown>) => ({ ...(linhaJson(p) as object), data_posicao: iso(p.data_posicao)! }) as HistoricoPosicoesDto['posicoes'][number]),
    };
  }

  /** Where the vehicle last was (a fake position without coordinates goes there). */
  async coordenadasDaUltima(veiculoId: number): Promise<{ latitude: number; longitude: number } | null> {
    return ((await kx(this.em)('ultimas_posicoes').where('veiculo_id', veiculoId).first('latitude', 'longitude')) as { latitude: number; longitude: number } | undefined) ?? null;
  }

  /** A vehicle's peripheral readings in a history window. */
  async leituras(v: VeiculoAlvo, janela: JanelaHistorico): Promise<LeiturasHistoricoDto> {
    const linhas = await kx(this.em)('posicoes')
      .where('veiculo_id', v.id)
      .whereNotNull('leituras')
      .whereBetween('data_posicao', [janela.inicio, janela.fim])
      .orderBy('data_posicao')
      .limit(MAXIMO_POSICOES)
      .select('data_posicao', 'leituras');
    return {
      veiculo_id: v.id,
      inicio: janela.inicio.toISOString(),
      fim: janela.fim.toISOString(),
      leituras: linhas.map((l: { data_posicao: Date; leituras: Record<string, number> }) => ({ data_posicao: iso(l.data_posicao)!, leituras: l.leituras })),
    };
  }

  /** What the tracker sent without moving the vehicle: its last heartbeat and its filtered fixes (newest 50). */
  async rastreador(v: VeiculoAlvo): Promise<RastreadorVeiculoDto> {
    const db = kx(this.em);
    const [contato, filtradas] = await Promise.all([
      db('ultimos_contatos').where('veiculo_id', v.id).first('data_contato', 'data_recebida', 'bateria', 'carregando', 'atributos'),
      db('posicoes_filtradas').where('veiculo_id', v.id).orderBy('data_recebida', 'desc').orderBy('id', 'desc').limit(50)
        .select('data_recebida', 'data_posicao', 'latitude', 'longitude', 'motivo'),
    ]);
    return {
      veiculo_id: v.id,
      terminal: v.terminal,
      ultimo_contato: contato ? { ...contato, data_contato: iso(contato.data_contato)!, data_recebida: iso(contato.data_recebida)! } : null,
      posicoes_filtradas: filtradas.map((f: { data_recebida: Date; data_posicao: Date | null; latitude: number | null; longitude: number | null; motivo: MotivoFiltro }) => ({
        ...f,
        data_recebida: iso(f.data_recebida)!,
        data_posicao: iso(f.data_posicao),
        descricao: MOTIVOS_FILTRO[f.motivo] ?? f.motivo,
      })),
    };
  }

  /** A vehicle's last position and the last reading of each peripheral. */
  async ultimaPosicao(v: VeiculoAlvo): Promise<UltimaPosicaoDto> {
    const db = kx(this.em);
    const [u, leituras] = await Promise.all([
      db('ultimas_posicoes').where('veiculo_id', v.id).first(),
      db('ultimas_leituras').where('veiculo_id', v.id).orderBy('periferico_id').select('periferico_id', 'valor', 'data_posicao'),
    ]);
    return {
      veiculo_id: v.id,
      placa: v.placa,
      terminal: u?.terminal ?? v.terminal,
      data_posicao: iso(u?.data_posicao),
      data_recebida: iso(u?.data_recebida),
      latitude: u?.latitude ?? null,
      longitude: u?.longitude ?? null,
      velocidade: u?.velocidade ?? null,
      direcao: u?.direcao ?? null,
      ignicao: u?.ignicao ?? null,
      leituras: leituras.map((l: { periferico_id: number; valor: number; data_posicao: Date }) => ({
        periferico_id: l.periferico_id,
        descricao: perifericoPorId(l.periferico_id)?.descricao ?? `Periférico ${l.periferico_id}`,
        valor: l.valor,
        violacao: violacao({ periferico_id: l.periferico_id, valor: l.valor === 1 ? 1 : 0 }),
        data_posicao: iso(l.data_posicao)!,
      })),
    };
  }
}
