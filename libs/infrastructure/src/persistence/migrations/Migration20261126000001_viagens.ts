import { Migration } from '@mikro-orm/migrations';

/**
 * Trips (issue 21, spec 02 §3): the SM grows from the stub the routes needed ("route in use") to
 * the whole request: vehicle, trailers, driver with the phones it had when requested, route,
 * shipper, PGR, the planned and real times, the cargo value and its flags, the release, the
 * risk score, the situation, who changed its status and when, and the cancel and finish data.
 *
 * Status codes (the spec's "SM status is 2" is in transit): 1 AGENDADA, 2 EM_VIAGEM,
 * 3 FINALIZADA, 4 CANCELADA; a deleted trip keeps its row (`excluida_em`) and its history.
 * Beside it: the history of every transition (who, from where, when), the trip's occurrences
 * (a standalone one has no trip), its observations with the position, and the cancel reasons.
 */
export class Migration20261126000001_viagens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update monitoramentos set status = 1 where status not in (1, 2, 3, 4);`);
    this.addSql(`
      alter table monitoramentos
        alter column status set default 1,
        add constraint monitoramentos_status_check check (status in (1, 2, 3, 4)),
        add column veiculo_id int references veiculos (id),
        add column terminal varchar(30),
        add column tecnologia_id int references tecnologias (id) on delete set null,
        add column tipo_veiculo varchar(10),
        add column vinculo varchar(10) check (vinculo in ('FROTA','AGREGADO','AUTONOMO')),
        add column carreta1_id int references veiculos (id),
        add column carreta2_id int references veiculos (id),
        add column carreta3_id int references veiculos (id),
        add column placa_carreta1 varchar(7),
        add column placa_carreta2 varchar(7),
        add column placa_carreta3 varchar(7),
        add column funcionario_id int references funcionarios (id),
        add column fone1 varchar(15),
        add column fone2 varchar(15),
        add column fone3 varchar(15),
        add column embarcador_id int references clientes (id),
        add column pgr_cliente_id int references pgr_clientes (id) on delete set null,
        add column tipo_viagem_id smallint check (tipo_viagem_id between 1 and 6),
        add column valor_embarque numeric(14,2) not null default 0 check (valor_embarque >= 0),
        add column veiculo_sem_carga boolean not null default false,
        add column telemonitorado boolean not null default false,
        add column numero_spy varchar(30),
        add column tecnologia_spy varchar(60),
        add column dados_adicionais text,
        add column liberacao boolean not null default false,
        add column usuario_liberacao varchar(60),
        add column aceite_sem_espelhamento boolean not null default false,
        add column username_aceitou varchar(60),
        add column pontuacao_risco int not null default 0,
        add column vinculado_tecnologia boolean not null default false,
        add column situacao_viagem_id int references situacoes_viagem (id) on delete set null,
        add column observacao text,
        add column trafegus_id varchar(20),
        add column data_inicio timestamptz,
        add column data_fim timestamptz,
        add column fim_distancia_km numeric(10,2),
        add column dentro_do_prazo boolean,
        add column motivos varchar(200),
        add column observacao_cancelamento text,
        add column data_cancelamento timestamptz,
        add column usuario_id int references usuarios (id) on delete set null,
        add column username_add varchar(60),
        add column username_add_status varchar(60),
        add column data_status timestamptz,
        add column excluida_em timestamptz,
        add column username_exclusao varchar(60);`);
    this.addSql(`alter table monitoramentos alter column updated_at set default date_trunc('milliseconds', now());`);
    this.addSql('create unique index monitoramentos_trafegus_unique on monitoramentos (trafegus_id) where trafegus_id is not null;');
    this.addSql('create index monitoramentos_status_idx on monitoramentos (status, id desc) where excluida_em is null;');
    this.addSql('create index monitoramentos_cliente_status_idx on monitoramentos (cliente_id, status, id desc) where excluida_em is null;');
    this.addSql('create index monitoramentos_veiculo_idx on monitoramentos (veiculo_id, status) where excluida_em is null;');
    this.addSql('create index monitoramentos_placa_trgm on monitoramentos using gin (placa gin_trgm_ops);');
    this.addSql('create index monitoramentos_data_fim_idx on monitoramentos (data_fim desc) where status = 3;');
    this.addSql('create index monitoramentos_embarcador_idx on monitoramentos (embarcador_id) where embarcador_id is not null;');
    // One trip at a time per vehicle: a second one in transit is a conflict the database also refuses.
    this.addSql('create unique index monitoramentos_veiculo_em_viagem_unique on monitoramentos (veiculo_id) where status = 2 and excluida_em is null;');

    this.addSql(`
      create table monitoramento_eventos (
        id bigserial primary key,
        solicitacao_monitoramento_id int not null references monitoramentos (id) on delete cascade,
        acao varchar(20) not null,
        status_antes smallint,
        status_depois smallint,
        usuario_id int references usuarios (id) on delete set null,
        username varchar(60) not null,
        ip varchar(45),
        detalhe jsonb not null default '{}',
        data_cadastro timestamptz not null default now()
      );`);
    this.addSql('create index monitoramento_eventos_sm_idx on monitoramento_eventos (solicitacao_monitoramento_id, id);');

    this.addSql(`
      create table monitoramento_ocorrencias (
        id bigserial primary key,
        solicitacao_monitoramento_id int references monitoramentos (id) on delete cascade,
        ocorrencia_id int not null references ocorrencias (id),
        cliente_id int references clientes (id),
        veiculo_id int references veiculos (id) on delete set null,
        placa varchar(7),
        avulsa boolean not null default false,
        status_viagem smallint,
        descricao text,
        lat_lng varchar(60),
        usuario_id int references usuarios (id) on delete set null,
        username_add varchar(60) not null,
        ip varchar(45),
        conferida boolean not null default false,
        username_conferencia varchar(60),
        data_conferencia timestamptz,
        observacao_conferencia text,
        data_cadastro timestamptz not null default now()
      );`);
    this.addSql('create index monitoramento_ocorrencias_sm_idx on monitoramento_ocorrencias (solicitacao_monitoramento_id, id desc);');
    this.addSql('create index monitoramento_ocorrencias_cliente_idx on monitoramento_ocorrencias (cliente_id, id desc);');

    this.addSql(`
      create table monitoramento_observacoes (
        id bigserial primary key,
        solicitacao_monitoramento_id int not null references monitoramentos (id) on delete cascade,
        observacao text not null,
        lat_lng varchar(60),
        user_id_add int references usuarios (id) on delete set null,
        username_add varchar(60) not null,
        data_cadastro timestamptz not null default now()
      );`);
    this.addSql('create index monitoramento_observacoes_sm_idx on monitoramento_observacoes (solicitacao_monitoramento_id, id desc);');

    // The special release of a trip also goes to `liberacoes` (tipo VIAGEM); an authorisation is
    // good for one trip request, for a short while, identified by its token.
    this.addSql(`
      create table liberacoes_viagem (
        token varchar(64) primary key,
        cliente_id int references clientes (id),
        veiculo_id int references veiculos (id),
        pgr_cliente_id int references pgr_clientes (id) on delete set null,
        usuario_liberacao varchar(60) not null,
        usuario_logado varchar(60) not null,
        ip varchar(45),
        valida_ate timestamptz not null,
        usada_em timestamptz,
        data_cadastro timestamptz not null default now()
      );`);
  }

  override async down(): Promise<void> {
    for (const t of ['liberacoes_viagem', 'monitoramento_observacoes', 'monitoramento_ocorrencias', 'monitoramento_eventos']) this.addSql(`drop table if exists ${t};`);
  }
}
