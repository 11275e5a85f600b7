import { Migration } from '@mikro-orm/migrations';

/**
 * The outbox of commands and messages to vehicles and drivers (issue 11, ARCHITECTURE.md
 * "Telemetry"): written with who asked, from which address and when; a worker sends each through
 * its channel and records the outcome (FILA → ENVIADO → ENTREGUE, or FALHOU after five tries).
 */
export class Migration20261122000008_comandos extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table comandos (
        id bigserial primary key,
        canal varchar(10) not null check (canal in ('RASTREADOR', 'SMS', 'WHATSAPP', 'TEXTO')),
        acao varchar(20) check (acao in ('BLOQUEAR', 'DESBLOQUEAR', 'SIRENE', 'DESLIGAR_SIRENE', 'SOLICITAR_POSICAO')),
        acao_pgr_id int,
        veiculo_id int references veiculos (id) on delete set null,
        terminal varchar(30),
        telefone varchar(20),
        mensagem text not null,
        viagem_id int,
        usuario_id int references usuarios (id) on delete set null,
        username varchar(60) not null,
        origem varchar(100),
        estado varchar(10) not null default 'FILA' check (estado in ('FILA', 'ENVIADO', 'ENTREGUE', 'FALHOU')),
        tentativas smallint not null default 0,
        proxima_tentativa timestamptz not null default now(),
        erro text,
        criado_em timestamptz not null default now(),
        enviado_em timestamptz,
        entregue_em timestamptz
      );`);
    this.addSql(`create index comandos_fila_idx on comandos (proxima_tentativa) where estado = 'FILA';`);
    this.addSql(`create index comandos_terminal_idx on comandos (terminal, criado_em) where canal = 'RASTREADOR' and estado in ('FILA', 'ENVIADO');`);
    this.addSql('create index comandos_veiculo_idx on comandos (veiculo_id, criado_em desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists comandos;');
  }
}
