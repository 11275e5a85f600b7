import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { AuthGuard } from './auth.guard.js';
import { TokenService } from './token.service.js';

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
  providers: [TokenService, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [TokenService],
})
export class AuthModule {}
