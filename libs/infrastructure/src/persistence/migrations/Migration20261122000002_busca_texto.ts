import { Migration } from '@mikro-orm/migrations';

/** Trigram indexes so the grids' "contains" filters do not scan whole tables (users grid at 100k rows). */
export class Migration20261122000002_busca_texto extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql('create index usuarios_username_trgm on usuarios using gin (username gin_trgm_ops);');
    this.addSql('create index usuarios_email_trgm on usuarios using gin (email gin_trgm_ops);');
    this.addSql('create index clientes_nome_trgm on clientes using gin (nome gin_trgm_ops);');
    this.addSql('create index usuarios_data_cadastro_idx on usuarios (data_cadastro);');
  }

  override async down(): Promise<void> {
    for (const i of ['usuarios_username_trgm', 'usuarios_email_trgm', 'clientes_nome_trgm', 'usuarios_data_cadastro_idx']) this.addSql(`drop index if exists ${i};`);
  }
}
