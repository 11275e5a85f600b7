import { Module } from '@nestjs/common';
import { IdentityUseCases } from './identity.providers.js';
import { SessionsController } from './sessions/sessions.controller.js';
import { UsersController } from './users/users.controller.js';
import { UsersQueries } from './users/users.queries.js';
import { GruposUsuariosController } from './grupos-usuarios/grupos-usuarios.controller.js';
import { RegrasAcessoController } from './regras-acesso/regras-acesso.controller.js';

/** Identity context: sessions, users, user groups and access rules (spec 03 §7 "Sessions and users"). */
@Module({
  controllers: [SessionsController, RegrasAcessoController, GruposUsuariosController, UsersController],
  providers: [IdentityUseCases, UsersQueries],
  exports: [IdentityUseCases],
})
export class IdentityModule {}
