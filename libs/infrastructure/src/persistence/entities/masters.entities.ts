import { EntitySchema } from '@mikro-orm/core';

/**
 * Clients (spec 03 §3 "Client"). `nome` is the display name the other contexts show (users grid,
 * session); the masters context keeps it equal to the razão social. The masters tables are read
 * and written through knex (see persistence/repositories/masters), like the identity ones.
 */
export class ClienteRecord {
  id!: number;
  nome!: string;
  razao_social!: string | null;
  nome_fantasia!: string | null;
  cnpj!: string | null;
  tipo!: string;
  endereco!: string | null;
  numero!: string | null;
  complemento!: string | null;
  bairro!: string | null;
  cep!: string | null;
  cidade!: string | null;
  uf!: string | null;
  corretor_id!: number | null;
  segurador_id!: number | null;
  reteste!: boolean;
  expresso!: boolean;
  ativo!: boolean;
  data_cadastro!: Date;
  updated_at!: Date;
}
export const ClienteSchema = new EntitySchema<ClienteRecord>({
  class: ClienteRecord,
  tableName: 'clientes',
  properties: {
    id: { type: 'number', primary: true, autoincrement: true },
    nome: { type: 'string', length: 150 },
    razao_social: { type: 'string', length: 200, nullable: true },
    nome_fantasia: { type: 'string', length: 150, nullable: true },
    cnpj: { type: 'string', length: 14, nullable: true },
    tipo: { type: 'string', length: 20 },
    endereco: { type: 'string', length: 200, nullable: true },
    numero: { type: 'string', length: 20, nullable: true },
    complemento: { type: 'string', length: 100, nullable: true },
    bairro: { type: 'string', length: 100, nullable: true },
    cep: { type: 'string', length: 8, nullable: true },
    cidade: { type: 'string', length: 100, nullable: true },
    uf: { type: 'string', length: 2, nullable: true },
    corretor_id: { type: 'number', nullable: true },
    segurador_id: { type: 'number', nullable: true },
    reteste: { type: 'boolean', default: false },
    expresso: { type: 'boolean', default: false },
    ativo: { type: 'boolean', default: true },
    data_cadastro: { type: 'Date' },
    updated_at: { type: 'Date' },
  },
});
