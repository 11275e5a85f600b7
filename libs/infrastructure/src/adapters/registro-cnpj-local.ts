import type { EntityManager } from '@mikro-orm/postgresql';
import type { DadosCnpj, RegistroCnpjGateway } from '@gr/domain';
import { kx } from '../persistence/knex.js';

/**
 * Offline default of the CNPJ registry: answers from the desk's own clients, so the client form's
 * lookup works without network access. A Receita Federal or commercial registry adapter
 * implements the same port.
 */
export class RegistroCnpjLocal implements RegistroCnpjGateway {
  readonly fonte = 'CADASTRO_LOCAL';
  constructor(private readonly em: EntityManager) {}

  async consultar(cnpj: string): Promise<DadosCnpj | null> {
    const row = await kx(this.em)('clientes')
      .where({ cnpj })
      .first('cnpj', 'razao_social', 'nome_fantasia', 'endereco', 'numero', 'complemento', 'bairro', 'cep', 'cidade', 'uf');
    return row ? { ...row, razao_social: row.razao_social ?? '' } : null;
  }
}
