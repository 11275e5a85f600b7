import { Migration } from '@mikro-orm/migrations';

/**
 * Stations and their sessions (issue 23, spec 02 §2 "Stations", §3, §4; decision 46).
 *
 * A station's criteria are three lists (technologies, trip types, clients); an empty list matches
 * any value (the domain's viagemDaEstacao). Sessions: at most one open session per station and
 * per user, held by two partial unique indexes, so two backend processes can never seat two
 * operators at one station (the second insert fails, the caller answers 409).
 */
export class Migration20261127000001_estacoes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table estacoes (
        id serial primary key,
        descricao varchar(120) not null,
        ativa boolean not null default true,
        data_cadastro timestamptz not null default now(),
        username_add varchar(60)
      );`);
    this.addSql(`
      create table estacoes_tecnologias (
        estacao_id int not null references estacoes (id) on delete cascade,
        tecnologia_id int not null references tecnologias (id) on delete cascade,
        primary key (estacao_id, tecnologia_id)
      );`);
    this.addSql(`
      create table estacoes_tipos_viagens (
        estacao_id int not null references estacoes (id) on delete cascade,
        tipo_viagem_id smallint not null check (tipo_viagem_id between 1 and 6),
        primary key (estacao_id, tipo_viagem_id)
      );`);
    this.addSql(`
      create table estacoes_clientes (
        id serial primary key,
        estacao_id int not null references estacoes (id) on delete cascade,
        cliente_id int not null references clientes (id) on delete cascade,
        unique (estacao_id, cliente_id)
      );`);
    this.addSql(`
      create table estacao_sessoes (
        id serial primary key,
        estacao_id int not null references estacoes (id) on delete cascade,
        user_id int not null references usuarios (id) on delete cascade,
        username varchar(60) not null,
        inicio timestamptz not null default now(),
        fim timestamptz,
        encerrada_por varchar(60)
      );`);
    this.addSql('create unique index estacao_sessoes_estacao_aberta on estacao_sessoes (estacao_id) where fim is null;');
    this.addSql('create unique index estacao_sessoes_usuario_aberta on estacao_sessoes (user_id) where fim is null;');
    this.addSql('create index estacao_sessoes_estacao_idx on estacao_sessoes (estacao_id, id desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists estacao_sessoes, estacoes_clientes, estacoes_tipos_viagens, estacoes_tecnologias, estacoes;');
  }
}
