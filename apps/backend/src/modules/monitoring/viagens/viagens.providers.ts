import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Autenticar, AutorizarLiberacaoViagem, LIMITES_LOGIN, LimiteTentativas, SalvarViagem, VerificarVeiculoViagem, type AvisosViagens } from '@gr/domain';
import { ScryptPasswordHasher, SqlContadorJanela, SqlFatosViagem, SqlUsuarioRepository, SqlViagensRepository, SystemClock } from '@gr/infrastructure';
import { RegistroQueries } from '../../cadastro-consulta/registro/registro.queries.js';
import { AVISOS_VIAGENS } from '../ao-vivo/ao-vivo.module.js';

/**
 * Wires the trip form's use cases (spec 02 §3–§5) to their adapters. The consultations' reading
 * of the driver and vehicle comes from cadastro-consulta's RegistroQueries.situacao.
 */
@Injectable()
export class ViagensCasos {
  private readonly clock = new SystemClock();
  private readonly agora = () => this.clock.now();
  private readonly hasher = new ScryptPasswordHasher();

  constructor(
    private readonly em: EntityManager,
    private readonly registro: RegistroQueries,
    @Inject(AVISOS_VIAGENS) private readonly avisos: AvisosViagens,
  ) {}

  /** A trip created or edited is told to the live desk once it commits. */
  private get repo() {
    return new SqlViagensRepository(this.em, this.avisos);
  }
  private get fatos() {
    return new SqlFatosViagem(this.em, (c, m, v, d) => this.registro.situacao(c, m, v, d), this.agora);
  }

  salvar() {
    return new SalvarViagem(this.repo, this.fatos, this.agora);
  }
  verificarVeiculo() {
    return new VerificarVeiculoViagem(this.fatos, this.agora);
  }
  /** The authoriser is checked with the login's rules and the release's own throttling windows. */
  autorizarLiberacao() {
    const autenticar = new Autenticar(new SqlUsuarioRepository(this.em, () => undefined), this.hasher, new LimiteTentativas(new SqlContadorJanela(this.em), LIMITES_LOGIN, 'liberacao'));
    return new AutorizarLiberacaoViagem(this.repo, this.fatos, autenticar, () => randomBytes(24).toString('hex'), this.agora);
  }
}
