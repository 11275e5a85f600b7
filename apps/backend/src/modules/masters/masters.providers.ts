import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, MikroORM, RequestContext } from '@mikro-orm/postgresql';
import {
  AdicionarCarreta, AtualizarRota, conferirSituacaoAcao, ConsultarCnpj, ConsultarCpf, ExcluirContato, ExcluirItemLista, ExcluirPonto, ExcluirRegraRisco, ExcluirRota,
  RetracarRota, SalvarCliente, SalvarContato, SalvarFuncionario, SalvarItemLista, SalvarPgrCliente, SalvarPonto, SalvarRegraRisco, SalvarRota, SalvarVeiculo,
  TracadorRotas, TracarRota, VincularContatoGrupo, VincularMotorista, VincularVeiculo, type ConferirLinhaLista, type EscopoTenant,
  type Geocodificador, type Roteador,
} from '@gr/domain';
import {
  criarRoteador, GeocodificadorOffline, RegistroCnpjLocal, SqlClienteRepository, SqlContatoRepository, SqlFuncionarioRepository, SqlListaRepository,
  SqlPgrClienteRepository, SqlPontoRepository, SqlProntaRespostaClienteRepository, SqlReferenciasCadastro, SqlRegraRiscoRepository, SqlRotaRepository,
  SqlVeiculoRepository, SqlVinculoRepository, SystemClock, type TabelaLista,
} from '@gr/infrastructure';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { pontosQuePodemConter } from './rotas/pontos.queries.js';

/**
 * Wires the masters use cases to their adapters. The EntityManager resolves to the request's own
 * context at call time, so one instance serves every request.
 */
@Injectable()
export class MastersUseCases {
  readonly clock = new SystemClock();
  /** OSRM when ROUTING_URL is set, else the offline geodesic router (stateless: one per app). */
  readonly roteador: Roteador;

  constructor(private readonly em: EntityManager, @Inject(APP_CONFIG) cfg: AppConfig, private readonly orm: MikroORM) {
    this.roteador = criarRoteador({ routingUrl: cfg.routingUrl });
  }

  get clientes() {
    return new SqlClienteRepository(this.em);
  }
  get veiculos() {
    return new SqlVeiculoRepository(this.em);
  }
  get funcionarios() {
    return new SqlFuncionarioRepository(this.em);
  }
  get vinculos() {
    return new SqlVinculoRepository(this.em);
  }
  get prontaResposta() {
    return new SqlProntaRespostaClienteRepository(this.em);
  }
  private get referencias() {
    return new SqlReferenciasCadastro(this.em);
  }

  salvarCliente() {
    return new SalvarCliente(this.clientes);
  }
  consultarCnpj() {
    return new ConsultarCnpj(new RegistroCnpjLocal(this.em), this.clientes);
  }
  salvarVeiculo() {
    return new SalvarVeiculo(this.veiculos, this.vinculos, this.referencias, () => this.clock.now());
  }
  vincularVeiculo() {
    return new VincularVeiculo(this.veiculos, this.vinculos);
  }
  adicionarCarreta() {
    const veiculos = this.veiculos;
    return new AdicionarCarreta(veiculos, this.vinculos, veiculos);
  }
  salvarFuncionario() {
    return new SalvarFuncionario(this.funcionarios, this.vinculos, this.referencias);
  }
  vincularMotorista() {
    return new VincularMotorista(this.funcionarios, this.vinculos);
  }
  consultarCpf() {
    return new ConsultarCpf(this.funcionarios, this.vinculos);
  }

  get pontos() {
    return new SqlPontoRepository(this.em);
  }
  get rotas() {
    return new SqlRotaRepository(this.em);
  }
  /**
   * Names places from the points the user may see (global ones and its clients'), then the
   * built-in list of Brazilian cities; `em` lets the background processor use its own context.
   */
  geocodificador(escopo: EscopoTenant, em: EntityManager = this.em): Geocodificador {
    return new GeocodificadorOffline((perto) => pontosQuePodemConter(em, escopo, perto));
  }
  tracador(escopo: EscopoTenant, em: EntityManager = this.em) {
    return new TracadorRotas(new SqlPontoRepository(em), this.roteador, this.geocodificador(escopo, em));
  }
  salvarPonto() {
    return new SalvarPonto(this.pontos, this.referencias);
  }
  excluirPonto() {
    return new ExcluirPonto(this.pontos);
  }
  salvarRota(escopo: EscopoTenant) {
    return new SalvarRota(this.rotas, this.pontos, this.tracador(escopo), this.referencias);
  }
  tracarRota(escopo: EscopoTenant) {
    return new TracarRota(this.tracador(escopo));
  }
  excluirRota() {
    return new ExcluirRota(this.rotas);
  }
  atualizarRota() {
    return new AtualizarRota(this.rotas);
  }
  /** The background re-trace on an EntityManager of its own (outside any request). */
  retracarRota(em: EntityManager) {
    return new RetracarRota(new SqlRotaRepository(em), new SqlPontoRepository(em), this.tracador({ tipo: 'todos' }, em));
  }
  /** Re-traces one route on a fork of its own, as its own request context (RotasProcessador's job). */
  retracarEmSegundoPlano(rotaId: number): Promise<unknown> {
    const em = this.orm.em.fork();
    return RequestContext.create(em, () => this.retracarRota(em).executar(rotaId));
  }
  /** Routes a previous process left PROCESSANDO (read at start, outside any request). */
  rotasEmProcessamento(limite: number): Promise<number[]> {
    return new SqlRotaRepository(this.orm.em.fork()).emProcessamento(limite);
  }

  private get regrasRisco() {
    return new SqlRegraRiscoRepository(this.em);
  }
  salvarRegraRisco() {
    return new SalvarRegraRisco(this.regrasRisco, this.referencias);
  }
  excluirRegraRisco() {
    return new ExcluirRegraRisco(this.regrasRisco);
  }

  /** The client's PGR and its history; the repository also answers which catalogue PGRs and clients exist. */
  salvarPgrCliente() {
    const repo = new SqlPgrClienteRepository(this.em);
    return new SalvarPgrCliente(repo, repo, () => this.clock.now());
  }

  /** A reference list's writer; `conferir` adds the list's own checks (see salvarSituacaoAcao). */
  salvarItemLista(t: TabelaLista, conferir?: ConferirLinhaLista) {
    return new SalvarItemLista(t.def, t.chave, new SqlListaRepository(this.em, t), conferir);
  }
  excluirItemLista(t: TabelaLista) {
    return new ExcluirItemLista(t.def, new SqlListaRepository(this.em, t));
  }
  /** A trip situation's PGR action: its situation and action must exist. */
  salvarSituacaoAcao(t: TabelaLista) {
    return this.salvarItemLista(t, conferirSituacaoAcao(this.referencias));
  }

  private get contatos() {
    return new SqlContatoRepository(this.em);
  }
  salvarContato() {
    return new SalvarContato(this.contatos);
  }
  excluirContato() {
    return new ExcluirContato(this.contatos);
  }
  vincularContatoGrupo() {
    return new VincularContatoGrupo(this.contatos);
  }
}
