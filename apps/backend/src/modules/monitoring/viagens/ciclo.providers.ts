import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AlterarSituacao, CancelarViagem, ConcluirAlerta, ConferirOcorrencia, ExcluirViagem, FinalizarViagem, IniciarViagem, RecuperarViagem, RegistrarObservacao, RegistrarOcorrencia,
  RegistrarOcorrenciaAvulsa, VerificarFimViagem, VincularTecnologia, type AvisosViagens,
} from '@gr/domain';
import { SqlViagensCicloRepository, SystemClock } from '@gr/infrastructure';
import { AVISOS_VIAGENS } from '../ao-vivo/ao-vivo.module.js';

/**
 * Wires the trip lifecycle's use cases to their adapter. The EntityManager resolves to the
 * request's own context at call time, so one instance serves every request. What a transaction
 * changed is told to the live desk once it commits.
 */
@Injectable()
export class CicloViagemCasos {
  private readonly clock = new SystemClock();
  private readonly agora = () => this.clock.now();

  constructor(private readonly em: EntityManager, @Inject(AVISOS_VIAGENS) private readonly avisos: AvisosViagens) {}

  private get repo() {
    return new SqlViagensCicloRepository(this.em, this.avisos);
  }
  iniciar() {
    return new IniciarViagem(this.repo);
  }
  verificarFim() {
    return new VerificarFimViagem(this.repo);
  }
  finalizar() {
    return new FinalizarViagem(this.repo, this.agora);
  }
  cancelar() {
    return new CancelarViagem(this.repo);
  }
  recuperar() {
    return new RecuperarViagem(this.repo);
  }
  excluir() {
    return new ExcluirViagem(this.repo);
  }
  registrarOcorrencia() {
    return new RegistrarOcorrencia(this.repo);
  }
  registrarOcorrenciaAvulsa() {
    return new RegistrarOcorrenciaAvulsa(this.repo);
  }
  conferirOcorrencia() {
    return new ConferirOcorrencia(this.repo);
  }
  concluirAlerta() {
    return new ConcluirAlerta(this.repo);
  }
  registrarObservacao() {
    return new RegistrarObservacao(this.repo);
  }
  alterarSituacao() {
    return new AlterarSituacao(this.repo, this.agora);
  }
  vincular() {
    return new VincularTecnologia(this.repo);
  }
  agoraDoRelogio(): Date {
    return this.agora();
  }
}
