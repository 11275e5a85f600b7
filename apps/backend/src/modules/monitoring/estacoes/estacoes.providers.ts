import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EntrarNaEstacao, exigirSessaoNaEstacao, SairDaEstacao, type SessaoEstacao, type UsuarioDaEstacao } from '@gr/domain';
import { SqlEstacoesRepository, SqlSessoesEstacaoRepository } from '@gr/infrastructure';

/** Wires the station use cases to their adapters on the request's EntityManager. */
@Injectable()
export class EstacoesCasos {
  constructor(private readonly em: EntityManager) {}

  private get sessoes() {
    return new SqlSessoesEstacaoRepository(this.em);
  }

  get estacoes(): SqlEstacoesRepository {
    return new SqlEstacoesRepository(this.em);
  }

  entrar(usuario: UsuarioDaEstacao, estacaoId: number, removerOutros: boolean): Promise<SessaoEstacao> {
    return new EntrarNaEstacao(this.sessoes).executar(usuario, estacaoId, removerOutros);
  }

  sair(usuario: UsuarioDaEstacao, estacaoId: number): Promise<boolean> {
    return new SairDaEstacao(this.sessoes).executar(usuario, estacaoId);
  }

  exigirSessao(usuario: UsuarioDaEstacao, estacaoId: number): Promise<SessaoEstacao> {
    return exigirSessaoNaEstacao(this.sessoes, usuario, estacaoId);
  }
}
