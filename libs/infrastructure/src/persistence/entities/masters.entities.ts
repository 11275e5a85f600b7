import { EntitySchema } from '@mikro-orm/core';

/** Clients (spec 03 §3 "Client"); the master-data issue widens this table. */
export class ClienteRecord {
  id!: number;
  nome!: string;
  razao_social!: string | null;
  cnpj!: string | null;
  tipo!: string;
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
    cnpj: { type: 'string', length: 14, nullable: true },
    tipo: { type: 'string', length: 20 },
    ativo: { type: 'boolean', default: true },
    data_cadastro: { type: 'Date' },
    updated_at: { type: 'Date' },
  },
});
