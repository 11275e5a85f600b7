import { Migration } from '@mikro-orm/migrations';

/**
 * Registration and consultation (issue 13; spec 03 §3 "Registro", "Report record", "Renewal
 * item", "Configuration", "Blacklist entry"): a registration holds its items (driver, vehicle,
 * owner, company) each with its laudo and due date; observations and attachments are per item;
 * the blacklist, the clients' validity configurations, the report jobs and the LGPD record of
 * every processing of a person's data. The driver's protocol per client that trips read is
 * `funcionarios_perfis`, now written by approved registrations too (registro_item_id).
 */
export class Migration20261122000011_cadastro_consulta extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table registros (
        id serial primary key,
        cliente_id int not null references clientes (id),
        usuario_id int references usuarios (id) on delete set null,
        usuario varchar(60) not null,
        politica smallint not null check (politica in (1, 2, 3, 5, 6, 7)),
        criterio varchar(12) not null check (criterio in ('AUTONOMO','FROTA','AGREGADO','INDIVIDUAL','EMPRESA','VEICULO')),
        status varchar(16) not null check (status in ('ACORDO','RETIFICADO','REQUER ATENÇÃO','RENOVAÇÃO','CANCELADO')),
        protocolo varchar(40) not null unique,
        validade timestamptz not null,
        hash varchar(32) not null unique,
        is_pesquisa_conjunto boolean not null default false,
        fonte varchar(30),
        observacao text,
        finalidade varchar(200) not null,
        base_legal varchar(60) not null,
        renovado_de int references registros (id) on delete set null,
        renovado_em timestamptz,
        version int not null default 1,
        data_cadastro timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index registros_cliente_idx on registros (cliente_id, id desc);');
    this.addSql('create index registros_validade_idx on registros (validade);');
    this.addSql('create index registros_data_idx on registros (data_cadastro);');

    this.addSql(`
      create table registros_itens (
        id serial primary key,
        registro_id int not null references registros (id) on delete cascade,
        hash varchar(32) not null unique,
        tipo_registro varchar(12) not null check (tipo_registro in ('MOTORISTA','VEICULO','PROPRIETARIO','EMPRESA')),
        documento varchar(14) check (documento ~ '^[0-9]{11}([0-9]{3})?$'),
        placa varchar(7) check (placa ~ '^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$'),
        nome varchar(150),
        funcionario_id int references funcionarios (id) on delete set null,
        veiculo_id int references veiculos (id) on delete set null,
        politica smallint not null,
        laudo varchar(16) not null check (laudo in ('ACORDO','RETIFICADO','REQUER ATENÇÃO')),
        bloqueado boolean not null default false,
        motivo text,
        data_vencimento timestamptz not null,
        dados jsonb not null default '{}'::jsonb,
        is_correcao_parametro boolean not null default false,
        ordem smallint not null default 0
      );`);
    this.addSql('create index registros_itens_registro_idx on registros_itens (registro_id);');
    this.addSql('create index registros_itens_documento_idx on registros_itens (documento);');
    this.addSql('create index registros_itens_placa_idx on registros_itens (placa);');
    this.addSql('create index registros_itens_funcionario_idx on registros_itens (funcionario_id);');
    this.addSql('create index registros_itens_veiculo_idx on registros_itens (veiculo_id);');

    this.addSql(`
      create table registros_observacoes (
        id serial primary key,
        registro_id int not null references registros (id) on delete cascade,
        item_hash varchar(32) not null,
        descricao text not null,
        status_analise varchar(10) not null check (status_analise in ('APROVADO','REPROVADO','CANCELADO')),
        usuario_id int references usuarios (id) on delete set null,
        usuario varchar(60) not null,
        data timestamptz not null default now()
      );`);
    this.addSql('create index registros_observacoes_registro_idx on registros_observacoes (registro_id, data);');

    this.addSql(`
      create table registros_anexos (
        id serial primary key,
        registro_id int not null references registros (id) on delete cascade,
        item_hash varchar(32) not null,
        nome varchar(200) not null,
        tipo varchar(40) not null check (tipo in ('image/png','image/jpeg','application/pdf')),
        tamanho int not null check (tamanho > 0),
        conteudo bytea not null,
        usuario varchar(60) not null,
        data timestamptz not null default now()
      );`);
    this.addSql('create index registros_anexos_registro_idx on registros_anexos (registro_id);');

    this.addSql(`
      create table blacklist (
        id serial primary key,
        tipo_documento varchar(2) not null check (tipo_documento in ('PF','PJ')),
        tipo_registro varchar(17) not null check (tipo_registro in ('MOTORISTA_EMPRESA','VEÍCULO')),
        documento varchar(14) not null check (documento ~ '^[0-9]{11}([0-9]{3})?$'),
        nome varchar(150) not null,
        placa varchar(7) check (placa ~ '^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$'),
        motivo text not null,
        usuario_id int references usuarios (id) on delete set null,
        usuario_que_cadastrou varchar(60) not null,
        data_cadastro timestamptz not null default now(),
        check ((tipo_registro = 'VEÍCULO') = (placa is not null))
      );`);
    this.addSql(`create unique index blacklist_unico on blacklist (tipo_registro, documento, coalesce(placa, ''));`);
    this.addSql('create index blacklist_documento_idx on blacklist (documento);');
    this.addSql('create index blacklist_placa_idx on blacklist (placa);');

    this.addSql(`
      create table configuracoes_cadastro (
        id serial primary key,
        cliente_id int not null references clientes (id),
        criterio varchar(12) not null check (criterio in ('AUTONOMO','FROTA','AGREGADO','INDIVIDUAL','EMPRESA','VEICULO')),
        validade_em_dias smallint not null check (validade_em_dias in (90, 180, 365)),
        data_cadastro timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (cliente_id, criterio)
      );`);

    this.addSql(`
      create table relatorios_cadastro (
        id serial primary key,
        usuario_id int not null references usuarios (id) on delete cascade,
        filtro jsonb not null,
        formato varchar(4) not null check (formato in ('xlsx','pdf')),
        status varchar(12) not null default 'PENDENTE' check (status in ('PENDENTE','PROCESSANDO','PRONTO','ERRO')),
        progresso int not null default 0,
        total int,
        arquivo bytea,
        nome_arquivo varchar(120),
        erro text,
        tentativas smallint not null default 0,
        data_cadastro timestamptz not null default now(),
        iniciado_em timestamptz,
        concluido_em timestamptz
      );`);
    this.addSql(`create index relatorios_cadastro_fila_idx on relatorios_cadastro (id) where status in ('PENDENTE','PROCESSANDO');`);

    this.addSql(`
      create table lgpd_tratamentos (
        id bigserial primary key,
        documento varchar(14) not null,
        operacao varchar(20) not null,
        finalidade varchar(200) not null,
        base_legal varchar(60) not null,
        registro_id int references registros (id) on delete set null,
        cliente_id int references clientes (id) on delete set null,
        usuario_id int references usuarios (id) on delete set null,
        usuario varchar(60) not null,
        data timestamptz not null default now()
      );`);
    this.addSql('create index lgpd_tratamentos_documento_idx on lgpd_tratamentos (documento, data desc);');

    this.addSql('alter table funcionarios_perfis add column registro_item_id int references registros_itens (id) on delete set null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table funcionarios_perfis drop column if exists registro_item_id;');
    for (const t of ['lgpd_tratamentos', 'relatorios_cadastro', 'configuracoes_cadastro', 'blacklist', 'registros_anexos', 'registros_observacoes', 'registros_itens', 'registros']) {
      this.addSql(`drop table if exists ${t};`);
    }
  }
}
