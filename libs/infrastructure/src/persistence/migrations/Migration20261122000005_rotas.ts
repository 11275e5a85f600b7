import { Migration } from '@mikro-orm/migrations';

/**
 * Routes and points (spec 03 §3 Route/Point, §4, §7 "Routes and points"): points with their radius,
 * the stop types, routes with the traced geometry and their ordered stops, and the first table of
 * the monitoring context — trips (`monitoramentos`), only what "route in use" needs for now.
 * Coordinates are numeric(9,6) (about 10 cm); a point's coordinates are unique within its client
 * (global points: cliente_id null).
 */
export class Migration20261122000005_rotas extends Migration {
  override async up(): Promise<void> {
    const autoria = `
        username_add varchar(60),
        data_cadastro timestamptz not null default now(),
        username_update varchar(60),
        data_alteracao timestamptz,
        -- millisecond precision: the version an editor reads back compares exactly (409 on a stale edit)
        updated_at timestamptz not null default date_trunc('milliseconds', now())`;

    this.addSql(`
      create table pontos (
        id serial primary key,
        cliente_id int references clientes (id),
        descricao varchar(100) not null check (descricao = upper(descricao) and length(descricao) >= 3),
        latitude numeric(9,6) not null check (latitude between -90 and 90),
        longitude numeric(9,6) not null check (longitude between -180 and 180),
        tipo varchar(10) not null default 'MANUAL' check (tipo in ('MANUAL', 'CONTROLE')),
        nivel smallint not null default 0 check (nivel in (0, 1)),
        raio_ponto numeric(6,2) not null default 2 check (raio_ponto > 0 and raio_ponto <= 50),
        ${autoria}
      );`);
    this.addSql('create unique index pontos_coordenadas_unique on pontos (coalesce(cliente_id, 0), latitude, longitude);');
    this.addSql('create index pontos_cliente_idx on pontos (cliente_id);');
    this.addSql('create index pontos_descricao_trgm on pontos using gin (descricao gin_trgm_ops);');

    this.addSql(`create table tipos_paradas (id smallint primary key, descricao varchar(40) not null);`);
    this.addSql(`insert into tipos_paradas (id, descricao) values
      (1, 'COLETA'), (2, 'ENTREGA'), (3, 'PASSAGEM'), (4, 'DESCANSO'), (5, 'ABASTECIMENTO'), (6, 'PERNOITE'), (7, 'ALIMENTAÇÃO'), (8, 'FISCALIZAÇÃO');`);

    this.addSql(`
      create table rotas (
        id serial primary key,
        descricao varchar(150) not null,
        ativa boolean not null default true,
        cliente_id int references clientes (id),
        ponto_origem_id int not null references pontos (id),
        ponto_destino_id int not null references pontos (id),
        route text,
        geojson jsonb,
        geojson_disponivel boolean not null default false,
        distancia_km numeric(10,2) check (distancia_km >= 0),
        duracao_s int check (duracao_s >= 0),
        processamento varchar(12) not null default 'PRONTA' check (processamento in ('PRONTA', 'PROCESSANDO', 'ERRO')),
        erro_processamento text,
        ${autoria}
      );`);
    this.addSql('create index rotas_cliente_idx on rotas (cliente_id);');
    this.addSql('create index rotas_origem_idx on rotas (ponto_origem_id);');
    this.addSql('create index rotas_destino_idx on rotas (ponto_destino_id);');
    this.addSql('create index rotas_descricao_trgm on rotas using gin (descricao gin_trgm_ops);');

    this.addSql(`
      create table pontos_rotas (
        id serial primary key,
        rota_id int not null references rotas (id) on delete cascade,
        ordem smallint not null check (ordem >= 1),
        ponto_id int not null references pontos (id) on delete restrict,
        tipo_parada_id smallint not null default 2 references tipos_paradas (id),
        unique (rota_id, ordem)
      );`);
    this.addSql('create index pontos_rotas_ponto_idx on pontos_rotas (ponto_id);');

    // Monitoring context, first cut: a trip follows a route; the rest of the table comes with trips.
    this.addSql(`
      create table monitoramentos (
        id serial primary key,
        cliente_id int not null references clientes (id),
        rota_id int references rotas (id) on delete restrict,
        placa varchar(8),
        status smallint not null default 0,
        previsao_inicio timestamptz,
        previsao_fim timestamptz,
        data_cadastro timestamptz not null default now(),
        updated_at timestamptz not null default date_trunc('milliseconds', now())
      );`);
    this.addSql('create index monitoramentos_rota_idx on monitoramentos (rota_id);');
    this.addSql('create index monitoramentos_cliente_idx on monitoramentos (cliente_id);');
  }

  override async down(): Promise<void> {
    for (const t of ['monitoramentos', 'pontos_rotas', 'rotas', 'tipos_paradas', 'pontos']) this.addSql(`drop table if exists ${t};`);
  }
}
