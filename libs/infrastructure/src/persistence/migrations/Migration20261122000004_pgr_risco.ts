import { Migration } from '@mikro-orm/migrations';

/**
 * Masters II (spec 03 §3 "Client PGR", "Risk rule", "Other master entities"; spec 01 §2.7; spec
 * 02 §3): quick responses and their client links, the PGR catalogue and items, client PGRs with
 * their change history, occurrence types, PGR actions, actions, the release log, trip situations
 * and their actions, checklist alerts and risk rules. Money is numeric(14,2), never negative.
 */
export class Migration20261122000004_pgr_risco extends Migration {
  override async up(): Promise<void> {
    const carimbos = `data_cadastro timestamptz not null default now(), updated_at timestamptz not null default now()`;
    const dinheiro = (c: string) => `${c} numeric(14,2) not null default 0 check (${c} >= 0)`;
    const dinheiroNulo = (c: string) => `${c} numeric(14,2) check (${c} >= 0)`;

    this.addSql(`
      create table pronta_resposta (
        id serial primary key,
        nome varchar(120) not null,
        ${dinheiro('valor_acionamento')}, ${dinheiro('valor_distancia')}, ${dinheiro('valor_permanencia')},
        ${carimbos}
      );`);
    this.addSql('create unique index pronta_resposta_nome_unique on pronta_resposta (upper(nome));');
    this.addSql(`
      create table clientes_pronta_resposta (
        cliente_id int not null references clientes (id) on delete cascade,
        pronta_resposta_id int not null references pronta_resposta (id),
        primary key (cliente_id, pronta_resposta_id)
      );`);
    this.addSql('create index clientes_pronta_resposta_pr_idx on clientes_pronta_resposta (pronta_resposta_id);');

    this.addSql(`create table pgrs (id serial primary key, descricao varchar(120) not null, status boolean not null default true, ${carimbos});`);
    this.addSql('create unique index pgrs_descricao_unique on pgrs (upper(descricao));');
    this.addSql(`
      create table itens_pgr (
        id serial primary key,
        descricao varchar(120) not null,
        status boolean not null default true,
        padrao boolean not null default false,
        periferico_id int check (periferico_id between 1 and 28 or periferico_id = 44),
        ${carimbos}
      );`);
    this.addSql('create unique index itens_pgr_descricao_unique on itens_pgr (upper(descricao));');

    this.addSql(`
      create table pgr_clientes (
        id serial primary key,
        cliente_id int not null references clientes (id),
        pgr_id int not null references pgrs (id),
        descricao varchar(150) not null,
        pgr_padrao boolean not null default false,
        grau_risco smallint not null default 1 check (grau_risco between 1 and 3),
        validade date not null,
        embarcador_id int references clientes (id),
        corretora_id int references clientes (id),
        seguradora_id int references clientes (id),
        horario_rodagem_inicio char(5) check (horario_rodagem_inicio ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        horario_rodagem_termino char(5) check (horario_rodagem_termino ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        ${dinheiroNulo('valor_minimo_responsabilidade')}, ${dinheiroNulo('valor_limite_maximo_resposabilidade')},
        ${dinheiroNulo('valor_limite_localizador_movel')}, ${dinheiroNulo('valor_limite_escolta')},
        tempo_perda_sinal_agendamento int check (tempo_perda_sinal_agendamento >= 0),
        bloqueio_analise_perfil boolean not null default false,
        grupos_contatos_exclusivos int[] not null default '{}',
        config_alertas jsonb not null default '{"niveis_contatos_para_sms": []}',
        config_temperatura jsonb not null default '{"alerta": false, "ocorrencia": false, "temperatura_minima": null, "temperatura_maxima": null}',
        username_add varchar(60), username_update varchar(60),
        data_cadastro timestamptz not null default now(),
        -- millisecond precision: the version an editor reads back compares exactly (409 on a stale edit)
        updated_at timestamptz not null default date_trunc('milliseconds', now())
      );`);
    this.addSql('create index pgr_clientes_cliente_idx on pgr_clientes (cliente_id);');
    this.addSql('create index pgr_clientes_pgr_idx on pgr_clientes (pgr_id);');
    this.addSql('create index pgr_clientes_validade_idx on pgr_clientes (validade);');
    this.addSql('create unique index pgr_clientes_padrao_unique on pgr_clientes (cliente_id) where pgr_padrao;');
    // Spec 03 §7 diff_history: who changed which field, when, from what to what; one row per field.
    this.addSql(`
      create table pgr_clientes_historico (
        id bigserial primary key,
        pgr_cliente_id int not null references pgr_clientes (id) on delete cascade,
        usuario_id int references usuarios (id) on delete set null,
        username varchar(60) not null,
        acao varchar(10) not null check (acao in ('CRIACAO', 'ALTERACAO')),
        campo varchar(60) not null,
        antes text,
        depois text,
        data timestamptz not null default now()
      );`);
    this.addSql('create index pgr_clientes_historico_pgr_idx on pgr_clientes_historico (pgr_cliente_id, id);');

    this.addSql(`
      create table ocorrencias (
        id serial primary key,
        codigo int not null,
        descricao varchar(150) not null,
        tipo varchar(60),
        plano_contigencia text, sugestao_melhoria text, conseguencia text,
        grau_risco smallint not null default 1 check (grau_risco between 1 and 3),
        pontuacao_baixa int not null default 0, pontuacao_media int not null default 0, pontuacao_alta int not null default 0,
        agendada boolean not null default false, em_viagem boolean not null default true,
        cancelada boolean not null default false, finalizada boolean not null default false,
        status_checklist boolean not null default false,
        ${carimbos}
      );`);
    this.addSql('create unique index ocorrencias_codigo_unique on ocorrencias (codigo);');

    this.addSql(`
      create table acoes_pgr (
        id serial primary key,
        descricao varchar(150) not null,
        tipo_acao_pgr_id int,
        email_id int references emails (id),
        ${carimbos}
      );`);
    this.addSql('create unique index acoes_pgr_descricao_unique on acoes_pgr (upper(descricao));');
    this.addSql('create index acoes_pgr_email_idx on acoes_pgr (email_id);');

    this.addSql(`
      create table actions (
        id serial primary key,
        descricao varchar(150) not null,
        action varchar(100),
        controller_id int,
        funcao_controller_id int,
        ${carimbos}
      );`);
    this.addSql('create unique index actions_descricao_unique on actions (upper(descricao));');

    // Written by checklist and trip releases (spec 02 §3); read-only here.
    this.addSql(`
      create table liberacoes (
        id bigserial primary key,
        usuario_logado varchar(60),
        usuario_liberacao varchar(60) not null,
        placa varchar(7),
        tipo varchar(30) not null,
        check_list_id int,
        solicitacao_monitoramento_id int,
        observacao text,
        nome_fantasia varchar(150),
        cnpj varchar(14),
        ip varchar(45),
        data_cadastro timestamptz not null default now()
      );`);
    this.addSql('create index liberacoes_data_idx on liberacoes (data_cadastro);');
    this.addSql('create index liberacoes_sm_idx on liberacoes (solicitacao_monitoramento_id);');

    this.addSql(`create table situacoes_viagem (id serial primary key, descricao varchar(80) not null, tecla varchar(3), ${carimbos});`);
    this.addSql('create unique index situacoes_viagem_descricao_unique on situacoes_viagem (upper(descricao));');
    this.addSql(`
      create table situacao_viagem_acoes_pgr (
        id serial primary key,
        situacao_viagem_id int not null references situacoes_viagem (id),
        acoes_pgr_id int not null references acoes_pgr (id),
        tempo_execucao varchar(8) not null check (tempo_execucao ~ '^[0-9]{2}:[0-5][0-9]:[0-5][0-9]$'),
        tempo_tolerancia varchar(8) not null check (tempo_tolerancia ~ '^[0-9]{2}:[0-5][0-9]:[0-5][0-9]$'),
        acao_modifica boolean not null default false,
        ativo boolean not null default true,
        ${carimbos}
      );`);
    this.addSql('create unique index situacao_viagem_acoes_pgr_unique on situacao_viagem_acoes_pgr (situacao_viagem_id, acoes_pgr_id);');
    this.addSql('create index situacao_viagem_acoes_pgr_acao_idx on situacao_viagem_acoes_pgr (acoes_pgr_id);');

    this.addSql(`
      create table alertas_checklist (
        id serial primary key,
        descricao varchar(150) not null,
        periodo int not null check (periodo > 0),
        sugestao text,
        repeticao int not null default 1 check (repeticao >= 0),
        ativo boolean not null default true,
        ${carimbos}
      );`);
    this.addSql('create unique index alertas_checklist_descricao_unique on alertas_checklist (upper(descricao));');

    this.addSql(`
      create table regras_risco (
        id serial primary key,
        cliente_id int not null references clientes (id),
        descricao varchar(150),
        definicao text not null,
        referencias jsonb not null default '[]',
        parametros jsonb not null default '[]',
        pontos int not null,
        ativo boolean not null default true,
        ${carimbos}
      );`);
    this.addSql('create index regras_risco_cliente_idx on regras_risco (cliente_id);');
  }

  override async down(): Promise<void> {
    for (const t of [
      'regras_risco', 'alertas_checklist', 'situacao_viagem_acoes_pgr', 'situacoes_viagem', 'liberacoes', 'actions', 'acoes_pgr', 'ocorrencias',
      'pgr_clientes_historico', 'pgr_clientes', 'itens_pgr', 'pgrs', 'clientes_pronta_resposta', 'pronta_resposta',
    ]) this.addSql(`drop table if exists ${t};`);
  }
}
