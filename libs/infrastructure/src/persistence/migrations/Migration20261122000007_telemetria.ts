import { Migration } from '@mikro-orm/migrations';

/**
 * Telemetry storage (issue 11, ARCHITECTURE.md "Telemetry"): positions in a table partitioned by
 * fix time (one partition a day, UTC, created ahead by a job and on demand, dropped past the
 * retention), keyed by (terminal, fix time) — the de-duplication key, and the index for "the last
 * N hours of one terminal". No foreign key on the big table: a check per row would slow every bulk
 * write, and a vehicle with positions is not deleted (its last position below cascades).
 * Readings travel with their position as `{ "periferico_id": valor }`.
 * The last position and the last reading of each peripheral per vehicle live apart, for the grids.
 */
export class Migration20261122000007_telemetria extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table posicoes (
        terminal varchar(30) not null,
        data_posicao timestamptz not null,
        data_recebida timestamptz not null default now(),
        veiculo_id int not null,
        tecnologia_id int,
        latitude double precision not null check (latitude between -90 and 90),
        longitude double precision not null check (longitude between -180 and 180),
        velocidade real check (velocidade >= 0),
        direcao real,
        ignicao boolean,
        altitude real,
        precisao real,
        bateria real,
        leituras jsonb,
        atributos jsonb,
        primary key (terminal, data_posicao)
      ) partition by range (data_posicao);`);

    this.addSql(`
      create table ultimas_posicoes (
        veiculo_id int primary key references veiculos (id) on delete cascade,
        terminal varchar(30) not null,
        tecnologia_id int,
        data_posicao timestamptz not null,
        data_recebida timestamptz not null,
        latitude double precision not null,
        longitude double precision not null,
        velocidade real,
        direcao real,
        ignicao boolean
      );`);

    this.addSql(`
      create table ultimas_leituras (
        veiculo_id int not null references veiculos (id) on delete cascade,
        periferico_id smallint not null,
        valor smallint not null check (valor in (0, 1)),
        data_posicao timestamptz not null,
        primary key (veiculo_id, periferico_id)
      );`);
    // A terminal is found by its number on every position that arrives.
    this.addSql('create index veiculos_terminal_idx on veiculos (terminal) where terminal is not null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists ultimas_leituras;');
    this.addSql('drop table if exists ultimas_posicoes;');
    this.addSql('drop table if exists posicoes;');
    this.addSql('drop index if exists veiculos_terminal_idx;');
  }
}
