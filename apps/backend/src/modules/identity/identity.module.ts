import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditoriaController } from './auditoria/auditoria.controller.js';
import { AuditoriaInterceptor } from './auditoria/auditoria.interceptor.js';
import { AuditoriaQueries } from './auditoria/auditoria.queries.js';
import { AuditoriaRegistro } from './auditoria/auditoria.providers.js';
import { IdentityUseCases } from './identity.providers.js';
import { SessionsController } from './sessions/sessions.controller.js';
import { RecuperacaoSenhaController, UsersController } from './users/users.controller.js';
import { UsersQueries } from './users/users.queries.js';
import { GruposUsuariosController } from './grupos-usuarios/grupos-usuarios.controller.js';
import { RegrasAcessoController } from './regras-acesso/regras-acesso.controller.js';
import { RegrasAcessoQueries } from './regras-acesso/regras-acesso.queries.js';
import { GruposUsuariosQueries } from './grupos-usuarios/grupos-usuarios.queries.js';
import { ChatController, CHAT_GATEWAY } from './chat/chat.controller.js';
import { LocalChatGateway } from '@gr/infrastructure';
import { APP_CONFIG, type AppConfig } from '../../config.js';

/**
 * Identity context: sessions, users, user groups and access rules (spec 03 §7 "Sessions and users"),
 * and the audit trail of what users do (issue 24), recorded for every context by one global interceptor.
 */
@Module({
  controllers: [SessionsController, RegrasAcessoController, GruposUsuariosController, UsersController, RecuperacaoSenhaController, ChatController, AuditoriaController],
  providers: [
    IdentityUseCases,
    UsersQueries,
    GruposUsuariosQueries,
    RegrasAcessoQueries,
    AuditoriaQueries,
    AuditoriaRegistro,
    { provide: APP_INTERCEPTOR, useClass: AuditoriaInterceptor },
    { provide: CHAT_GATEWAY, inject: [APP_CONFIG], useFactory: (cfg: AppConfig) => new LocalChatGateway(cfg.jwtSecret) },
  ],
  exports: [IdentityUseCases],
})
export class IdentityModule {}
