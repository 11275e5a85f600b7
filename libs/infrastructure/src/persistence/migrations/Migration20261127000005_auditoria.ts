import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail (issue 24, decision 50): one row per login, failed login, release, command,
 * message, deletion, permission change and export. Append-only, and the database says so: a
 * trigger refuses UPDATE and DELETE of a row and TRUNCATE of the table, whoever asks. No foreign
 * key to usuarios: a user's removal must neither cascade here nor be blocked by its past, and the
 * username is kept as it was (a failed login has only the name tried).
 */
export class Migration20261127000005_auditoria extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table auditoria (
        id bigserial primary key,
        quando timestamptz not null default now(),
        acao varchar(30) not null,
        usuario_id int,
        username varchar(60),
        ip varchar(64) not null,
        objeto_tipo varchar(60),
        objeto_id varchar(100),
        detalhe jsonb,
        constraint auditoria_detalhe_pequeno check (detalhe is null or octet_length(detalhe::text) <= 2000)
      );`);
    this.addSql('create index auditoria_quando_idx on auditoria (quando desc);');
    this.addSql('create index auditoria_usuario_idx on auditoria (usuario_id);');
    this.addSql('create index auditoria_acao_idx on auditoria (acao);');
    this.addSql(`
      create function auditoria_somente_insercao() returns trigger language plpgsql as $$
      begin
        raise exception 'A auditoria só aceita inclusões: % recusado', tg_op using errcode = 'insufficient_privilege';
      end $$;`);
    this.addSql('create trigger auditoria_sem_alteracao before update or delete on auditoria for each row execute function auditoria_somente_insercao();');
    this.addSql('create trigger auditoria_sem_truncate before truncate on auditoria for each statement execute function auditoria_somente_insercao();');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists auditoria;');
    this.addSql('drop function if exists auditoria_somente_insercao();');
  }
}
