import { Injectable } from '@nestjs/common';
import { EntityManager, MikroORM, RequestContext } from '@mikro-orm/postgresql';
import {
  AplicarTesteAutomatico, Autenticar, AvaliarTestes, AvaliarTestesEmAndamento, BloqueioSirenePreTeste, CancelarChecklist, CriarChecklist, EditarChecklist,
  EnviarFilaExpressa, ExpirarVencidos, FecharTeste, IniciarTesteOnline, LiberarChecklist, LIMITES_LOGIN, LimiteTentativas, MonitorarPreTeste, OcultarChecklist, operacoesDoCliente,
  RegistrarOperacao, RegistrarPendencia, RegistrarResultadoManual, RetesteRealizado, ReutilizarChecklist, SolicitarReteste, UsarPreTeste, VerificarVeiculoChecklist, type EscopoTenant,
} from '@gr/domain';
import {
  ScryptPasswordHasher, SqlChecklistsRepository, SqlComandos, SqlContadorJanela, SqlFatosVerificacao, SqlLeiturasDoVeiculo, SqlUsuarioRepository, SqlVeiculoEmViagem, SystemClock,
} from '@gr/infrastructure';

/**
 * Wires the checklists' use cases to their adapters. The EntityManager resolves to the request's
 * own context (or the job's) at call time, so one instance serves every request.
 */
@Injectable()
export class ChecklistsCasos {
  private readonly clock = new SystemClock();
  private readonly agora = () => this.clock.now();
  private readonly hasher = new ScryptPasswordHasher();

  constructor(private readonly em: EntityManager, private readonly orm: MikroORM) {}

  private get repo() {
    return new SqlChecklistsRepository(this.em);
  }
  /** The automatic test and the pre-test on the stored readings (reads and the use cases that apply them). */
  get testes() {
    return new AvaliarTestes(this.repo, new SqlLeiturasDoVeiculo(this.em));
  }
  verificarVeiculo() {
    return new VerificarVeiculoChecklist(new SqlFatosVerificacao(this.em), new SqlVeiculoEmViagem(this.em));
  }
  /** The client's operations (flags reteste and expresso), within the user's scope. */
  operacoes(escopo: EscopoTenant, clienteId: number) {
    return operacoesDoCliente(this.repo, escopo, clienteId);
  }

  criar() {
    return new CriarChecklist(this.repo, this.verificarVeiculo(), this.agora);
  }
  editar() {
    return new EditarChecklist(this.repo);
  }
  registrarOperacao() {
    return new RegistrarOperacao(this.repo);
  }
  registrarResultadoManual() {
    return new RegistrarResultadoManual(this.repo, this.agora);
  }
  registrarPendencia() {
    return new RegistrarPendencia(this.repo);
  }
  cancelar() {
    return new CancelarChecklist(this.repo);
  }
  /** The authoriser is checked with the login's rules and its own throttling windows ('liberacao'). */
  liberar() {
    const autenticar = new Autenticar(new SqlUsuarioRepository(this.em, () => undefined), this.hasher, new LimiteTentativas(new SqlContadorJanela(this.em), LIMITES_LOGIN, 'liberacao'));
    return new LiberarChecklist(this.repo, autenticar, this.agora);
  }
  solicitarReteste() {
    return new SolicitarReteste(this.repo, this.agora);
  }
  retesteRealizado() {
    return new RetesteRealizado(this.repo);
  }
  enviarFilaExpressa() {
    return new EnviarFilaExpressa(this.repo);
  }
  ocultar() {
    return new OcultarChecklist(this.repo);
  }
  reutilizar() {
    return new ReutilizarChecklist(this.repo, this.agora);
  }
  iniciarTesteOnline() {
    return new IniciarTesteOnline(this.repo);
  }
  aplicarTesteAutomatico() {
    return new AplicarTesteAutomatico(this.repo, this.testes);
  }
  fecharTeste() {
    return new FecharTeste(this.repo);
  }
  monitorarPreTeste() {
    return new MonitorarPreTeste(this.repo);
  }
  usarPreTeste() {
    return new UsarPreTeste(this.repo, this.testes, this.agora);
  }
  bloqueioSirenePreTeste() {
    return new BloqueioSirenePreTeste(this.repo, new SqlComandos(this.em));
  }
  expirarVencidos() {
    return new ExpirarVencidos(this.repo);
  }
  avaliarTestesEmAndamento() {
    return new AvaliarTestesEmAndamento(this.repo, this.aplicarTesteAutomatico());
  }

  /**
   * A job's round in a context of its own (no request): it runs only when it is the first to claim
   * the PostgreSQL window `chave` (limites_janela) of `segundos`, so two backend processes never
   * both run it; null when another took the window.
   */
  rodadaExclusiva<T>(chave: string, segundos: number, fn: () => Promise<T>): Promise<T | null> {
    const em = this.orm.em.fork();
    return RequestContext.create(em, async () => {
      if ((await new SqlContadorJanela(em).somar(chave, segundos)).total > 1) return null;
      return fn();
    });
  }
}
