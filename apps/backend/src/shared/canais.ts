import type { Logger } from '@nestjs/common';
import { CanalLocal, CanalRedis, type CanalAvisos } from '@gr/infrastructure';
import type { AppConfig } from '../config.js';

/**
 * A channel among the backend's processes, one per purpose (docs/decisoes.md "cache do principal"
 * and "mesa ao vivo"): Redis pub/sub on `gr:<finalidade>:<database>` when REDIS_URL is set;
 * in-process with the embedded database, which is one process by construction; on a database
 * server without Redis, what the purpose can live with — none (`semRedis: 'nenhum'`), or this
 * process alone (`'local'`).
 */
export async function criarCanal(
  cfg: AppConfig,
  finalidade: string,
  /** semCanal: what the purpose does without the channel, for the warning; esperar: wait (3 s at most) for Redis to answer before going on. */
  opcoes: { semRedis: 'nenhum' | 'local'; logger: Logger; semCanal: string; esperar?: boolean },
): Promise<CanalAvisos | null> {
  if (cfg.redisUrl) {
    const banco = cfg.databaseUrl ? decodeURIComponent(new URL(cfg.databaseUrl).pathname.slice(1)) : 'embutido';
    let avisado = false;
    const canal = new CanalRedis(cfg.redisUrl, `gr:${finalidade}:${banco || 'gr'}`, (e) => {
      if (avisado) return;
      avisado = true; // ioredis retries on its own; one warning is enough
      opcoes.logger.warn(`Redis indisponível (${e instanceof Error ? e.message : String(e)}); ${opcoes.semCanal} até voltar.`);
    });
    if (opcoes.esperar !== false && !(await canal.pronto(3_000))) opcoes.logger.warn(`Redis não respondeu a tempo; ${opcoes.semCanal} até ele responder.`);
    return canal;
  }
  return cfg.databaseUrl && opcoes.semRedis === 'nenhum' ? null : new CanalLocal();
}
