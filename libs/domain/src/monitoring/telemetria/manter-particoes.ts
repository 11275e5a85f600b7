/**
 * The daily partitions of the positions (issue 11): today and the next days created ahead, so the
 * first positions of a day never wait for DDL; the days past the retention dropped, with the
 * filtered fixes logged before them. Creating and dropping are idempotent in the adapter, so two
 * processes running this at once do the work once.
 */
const DIA_MS = 86_400_000;
/** Days created ahead of today. */
export const DIAS_PARTICAO_ADIANTE = 3;

export interface ParticoesPosicoesRepositorio {
  /** Creates the partitions of these days that do not exist yet. */
  garantir(datas: readonly Date[]): Promise<void>;
  /** Drops the partitions whose whole day is older than `limite` (and the filtered fixes logged before it); returns their names. */
  descartarAntesDe(limite: Date): Promise<string[]>;
}

export class ManterParticoesPosicoes {
  constructor(private readonly repo: ParticoesPosicoesRepositorio, private readonly retencaoDias: number) {}

  async executar(agora: Date): Promise<{ descartadas: string[] }> {
    await this.repo.garantir(Array.from({ length: DIAS_PARTICAO_ADIANTE + 1 }, (_, i) => new Date(agora.getTime() + i * DIA_MS)));
    const descartadas = await this.repo.descartarAntesDe(new Date(agora.getTime() - this.retencaoDias * DIA_MS));
    return { descartadas };
  }
}
