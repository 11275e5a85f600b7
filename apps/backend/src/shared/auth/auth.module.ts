import { Global, Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import type { CanalAvisos } from '@gr/infrastructure';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { criarCanal } from '../canais.js';
import { AuthGuard } from './auth.guard.js';
import { PrincipalCache } from './principal.cache.js';
import { TokenService } from './token.service.js';

export const CANAL_AVISOS = Symbol('CANAL_AVISOS');

const logger = new Logger('Sessões');

/**
 * The channel that keeps the principal cache honest across processes (decisoes.md, "cache do
 * principal"): Redis pub/sub when REDIS_URL is set; in-process with the embedded database, which
 * is one process by construction; none (no cache, every call reads the database) on a database
 * server without Redis, where other processes could change a session unseen.
 */
const criarCanalDoPrincipal = (cfg: AppConfig) => criarCanal(cfg, 'principal', { semRedis: 'nenhum', logger, semCanal: 'sessões lidas do banco a cada chamada' });

@Global()
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      // A KeyObject, not the string: given a string, jsonwebtoken tries createPublicKey() on it at
      // every verify (to refuse a public key as an HMAC secret), which cost ~15% of the CPU of an
      // authenticated request.
      useFactory: (cfg: AppConfig) => ({
        secret: createSecretKey(Buffer.from(cfg.jwtSecret)),
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  providers: [
    { provide: CANAL_AVISOS, inject: [APP_CONFIG], useFactory: criarCanalDoPrincipal },
    {
      provide: PrincipalCache,
      inject: [APP_CONFIG, CANAL_AVISOS],
      useFactory: (cfg: AppConfig, canal: CanalAvisos | null) =>
        new PrincipalCache(canal, cfg.sessaoCacheSegundos * 1000, (e) => logger.warn(`Aviso de sessão não publicado: ${e instanceof Error ? e.message : String(e)}`)),
    },
    TokenService,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [TokenService, PrincipalCache],
})
export class AuthModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(CANAL_AVISOS) private readonly canal: CanalAvisos | null, private readonly principais: PrincipalCache) {}

  /** The catalog sync at start may have given users new functions: other processes drop what they hold. */
  async onApplicationBootstrap(): Promise<void> {
    await this.principais.todosMudaram();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.canal?.fechar();
  }
}
