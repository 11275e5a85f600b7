import { Migration } from '@mikro-orm/migrations';

/**
 * Live monitoring (issue 22, decision 39): each trip in transit keeps the state its fixes build
 * (`acompanhamento`, JSON of EstadoAcompanhamento) and the figures of spec 02 §3's trip row from
 * its newest applied fix; each deviation from the route is recorded with the position, the route
 * point and the distance (`desvio_rota`), open until the truck is back on the route.
 */
export class Migration20261126000002_acompanhamento extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table monitoramentos
        add column acompanhamento jsonb,
        add column acompanhado_em timestamptz,
        add column percentual smallint check (percentual between 0 and 100),
        add column distancia_percorrida numeric(10,2) check (distancia_percorrida >= 0),
        add column distancia_percorrida_estimada numeric(10,2) check (distancia_percorrida_estimada >= 0),
        add column previsao_de_chegada numeric(10,2) check (previsao_de_chegada >= 0),
        add column distancia_rota numeric(10,2) check (distancia_rota >= 0),
        add column em_desvio boolean not null default false;`);
    this.addSql(`
      create table monitoramento_desvios (
        id bigserial primary key,
        solicitacao_monitoramento_id int not null references monitoramentos (id) on delete cascade,
        inicio timestamptz not null,
        fim timestamptz,
        latitude_atual float8 not null,
        longitude_atual float8 not null,
        latitude_rota float8 not null,
        longitude_rota float8 not null,
        distancia numeric(10,2) not null check (distancia >= 0),
        data_cadastro timestamptz not null default now()
      );`);
    this.addSql('create index monitoramento_desvios_sm_idx on monitoramento_desvios (solicitacao_monitoramento_id, id desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists monitoramento_desvios;');
    this.addSql(`
      alter table monitoramentos
        drop column acompanhamento, drop column acompanhado_em, drop column percentual, drop column distancia_percorrida,
        drop column distancia_percorrida_estimada, drop column previsao_de_chegada, drop column distancia_rota, drop column em_desvio;`);
  }
}
