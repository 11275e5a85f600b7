import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AdicionarCarreta, ConsultarCnpj, ConsultarCpf, SalvarCliente, SalvarFuncionario, SalvarVeiculo, VincularMotorista, VincularVeiculo,
} from '@gr/domain';
import {
  RegistroCnpjLocal, SqlClienteRepository, SqlProntaRespostaClienteRepository, SqlFuncionarioRepository, SqlReferenciasCadastro, SqlVeiculoRepository, SqlVinculoRepository, SystemClock,
} from '@gr/infrastructure';

/**
 * Wires the masters use cases to their adapters. The EntityManager resolves to the request's own
 * context at call time, so one instance serves every request.
 */
@Injectable()
export class MastersUseCases {
  readonly clock = new SystemClock();

  constructor(private readonly em: EntityManager) {}

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
    return new ConsultarCnpj(new RegistroCnpjLocal(this.em));
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
}
