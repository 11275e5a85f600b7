import { Migration } from '@mikro-orm/migrations';

/**
 * What a known device sends that is not a fix to store is kept, so that its door can answer 2xx
 * (issue 19: a tracker resends the head of its queue until it is acknowledged, and stalls on a
 * refusal). A fix the unit flagged invalid is stored flagged (`valida`) and never becomes the last
 * position; a filtered fix is logged with its reason for the operator; a heartbeat is the
 * vehicle's last contact. The new column has a constant default: no rewrite of the partitions.
 */
export class Migration20261125000001_telemetria_filtradas extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table posicoes add column valida boolean not null default true;');
    this.addSql(`
      create table posicoes_filtradas (
        id bigserial primary key,
        veiculo_id int not null references veiculos (id) on delete cascade,
        terminal varchar(30) not null,
        motivo varchar(30) not null,
        data_recebida timestamptz not null default now(),
        data_posicao timestamptz,
        latitude double precision,
        longitude double precision,
        atributos jsonb
      );`);
    // A resend of the same filtered fix is logged once.
    this.addSql('create unique index posicoes_filtradas_unica on posicoes_filtradas (terminal, data_posicao, motivo);');
    this.addSql('create index posicoes_filtradas_veiculo_idx on posicoes_filtradas (veiculo_id, data_recebida desc);');
    this.addSql(`
      create table ultimos_contatos (
        veiculo_id int primary key references veiculos (id) on delete cascade,
        terminal varchar(30) not null,
        data_contato timestamptz not null,
        data_recebida timestamptz not null,
        bateria real,
        carregando boolean,
        atributos jsonb
      ) with (fillfactor = 50);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists ultimos_contatos;');
    this.addSql('drop table if exists posicoes_filtradas;');
    this.addSql('alter table posicoes drop column if exists valida;');
  }
}
