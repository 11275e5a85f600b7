import { Migration } from '@mikro-orm/migrations';

/**
 * Throttling windows (login failures, password-reset requests), shared by every backend process.
 * Unlogged: a crash that loses the open windows only forgives some failures. Keys are SHA-256
 * hashes, so neither the e-mails typed nor the visitors' addresses are stored.
 */
export class Migration20261122000006_limites extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create unlogged table limites_janela (
        chave bytea primary key,
        total int not null,
        fim timestamptz not null
      );`);
    this.addSql('create index limites_janela_fim_idx on limites_janela (fim);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists limites_janela;');
  }
}
