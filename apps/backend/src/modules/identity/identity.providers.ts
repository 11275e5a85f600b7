import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AlterarSenha, AtualizarRegrasAcesso, Autenticar, ExcluirGrupoUsuario, LimiteTentativas, NovaSenha, RecuperarSenha, SalvarGrupoUsuario, SalvarUsuario,
} from '@gr/domain';
import {
  ListaSenhasVazadas, OutboxEmailSender, ScryptPasswordHasher, sha256, SqlContadorJanela, SqlGrupoUsuarioRepository, SqlUsuarioRepository, SystemClock, tokenAleatorio,
} from '@gr/infrastructure';
import { PrincipalCache } from '../../shared/auth/principal.cache.js';
import { AuditoriaRegistro } from './auditoria/auditoria.providers.js';

/**
 * Wires the identity use cases to their adapters. The EntityManager resolves to the request's own
 * context at call time, so one instance serves every request.
 */
@Injectable()
export class IdentityUseCases {
  readonly clock = new SystemClock();
  readonly hasher = new ScryptPasswordHasher();
  readonly vazadas = new ListaSenhasVazadas();

  constructor(private readonly em: EntityManager, private readonly principais: PrincipalCache, private readonly auditoria: AuditoriaRegistro) {}

  /** Every change of a user through it drops that user's cached sessions in every process. */
  get usuarios(): SqlUsuarioRepository {
    return new SqlUsuarioRepository(this.em, (id) => this.principais.usuarioMudou(id));
  }
  autenticar(): Autenticar {
    return new Autenticar(this.usuarios, this.hasher, new LimiteTentativas(new SqlContadorJanela(this.em)), this.auditoria);
  }
  salvarUsuario(): SalvarUsuario {
    const repo = this.usuarios;
    return new SalvarUsuario(repo, repo, this.hasher, this.vazadas);
  }
  alterarSenha(): AlterarSenha {
    return new AlterarSenha(this.usuarios, this.hasher, this.vazadas);
  }
  recuperarSenha(): RecuperarSenha {
    const repo = this.usuarios;
    return new RecuperarSenha(repo, repo, new OutboxEmailSender(this.em), this.clock, tokenAleatorio, sha256, new SqlContadorJanela(this.em));
  }
  novaSenha(): NovaSenha {
    const repo = this.usuarios;
    return new NovaSenha(repo, repo, this.hasher, this.clock, sha256, this.vazadas);
  }
  /** The user's sessions drop their cached rules once the new ones are committed (SqlUsuarioRepository's aoMudar). */
  atualizarRegrasAcesso(): AtualizarRegrasAcesso {
    return new AtualizarRegrasAcesso(this.usuarios);
  }
  private get gruposUsuarios(): SqlGrupoUsuarioRepository {
    return new SqlGrupoUsuarioRepository(this.em);
  }
  salvarGrupoUsuario(): SalvarGrupoUsuario {
    return new SalvarGrupoUsuario(this.gruposUsuarios);
  }
  excluirGrupoUsuario(): ExcluirGrupoUsuario {
    return new ExcluirGrupoUsuario(this.gruposUsuarios);
  }
}
