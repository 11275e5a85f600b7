import { Migration } from '@mikro-orm/migrations';

const STATUS = `'VERIFICANDO','EM_TESTE','PENDENTE','APROVADO','REPROVADO','MANUTENCAO','LIBERADO','CANCELADO','EXPIRADO'`;

/**
 * The checklists context (issue 12, spec 01 §3): the checklist with its tracked times and flags,
 * its items (one per PGR item, with the manual mark, the pre-test status and the automatic test's
 * tracking), and its history (every action with who, from where, when, including refused
 * releases). Successful releases also go to the shared release log (`liberacoes`).
 */
export class Migration20261122000009_checklists extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table check_lists (
        id serial primary key,
        status varchar(12) not null default 'VERIFICANDO' check (status in (${STATUS})),
        cliente_id int not null references clientes (id),
        pgr_cliente_id int references pgr_clientes (id) on delete set null,
        veiculo_id int not null references veiculos (id),
        placa varchar(7) not null,
        terminal varchar(30),
        tecnologia_id int references tecnologias (id) on delete set null,
        vinculo varchar(10),
        carroceria varchar(7) not null check (carroceria in ('ABERTA','FECHADA')),
        protocolo varchar(20) not null unique,
        usuario_id int references usuarios (id) on delete set null,
        username_add varchar(60) not null,
        operador_id int references usuarios (id) on delete set null,
        operador_username varchar(60),
        operacao varchar(3) check (operacao in ('SE','ESC','EC')),
        data_cadastro timestamptz not null default now(),
        data_verificacao timestamptz,
        data_em_teste timestamptz,
        data_finalizado timestamptz,
        data_validade timestamptz,
        inicio_teste_online timestamptz,
        reutilizado boolean not null default false,
        reutilizado_de int references check_lists (id) on delete set null,
        reteste_de int references check_lists (id) on delete set null,
        reteste_pendente boolean not null default false,
        fila_expressa boolean not null default false,
        data_fila_expressa timestamptz,
        monitorando_preteste boolean not null default false,
        preteste_usado boolean not null default false,
        oculto boolean not null default false,
        observacao_pendencia text,
        observacao_cancelamento text,
        observacao text,
        nome_contato varchar(100),
        telefone_contato1 varchar(15),
        telefone_contato2 varchar(15),
        telefone_contato3 varchar(15),
        updated_at timestamptz not null default date_trunc('milliseconds', now())
      );`);
    this.addSql('create index check_lists_cliente_idx on check_lists (cliente_id, id desc);');
    this.addSql('create index check_lists_veiculo_idx on check_lists (veiculo_id, id desc);');
    this.addSql('create index check_lists_data_idx on check_lists (data_cadastro desc, id desc);');
    this.addSql(`create index check_lists_fila_idx on check_lists (id desc) where status in ('VERIFICANDO','PENDENTE','EM_TESTE');`);
    this.addSql(`create index check_lists_validade_idx on check_lists (data_validade) where status in ('APROVADO','LIBERADO');`);
    this.addSql('create index check_lists_placa_trgm on check_lists using gin (placa gin_trgm_ops);');

    this.addSql(`
      create table check_list_itens (
        id serial primary key,
        check_list_id int not null references check_lists (id) on delete cascade,
        item_pgr_id int references itens_pgr (id) on delete set null,
        periferico_id smallint,
        descricao varchar(120) not null,
        status varchar(9) check (status in ('APROVADO','REPROVADO')),
        status_preteste smallint not null default 0 check (status_preteste between -2 and 2),
        status_teste smallint not null default 0 check (status_teste between 0 and 2),
        valor smallint,
        violacao boolean not null default false,
        quantidade int not null default 0,
        data_posicao timestamptz
      );`);
    this.addSql('create index check_list_itens_checklist_idx on check_list_itens (check_list_id);');

    this.addSql(`
      create table check_list_eventos (
        id bigserial primary key,
        check_list_id int not null references check_lists (id) on delete cascade,
        acao varchar(30) not null,
        status_antes varchar(12),
        status_depois varchar(12),
        usuario_id int references usuarios (id) on delete set null,
        username varchar(60) not null,
        origem varchar(100),
        detalhe jsonb,
        data timestamptz not null default now()
      );`);
    this.addSql('create index check_list_eventos_checklist_idx on check_list_eventos (check_list_id, id);');
  }

  override async down(): Promise<void> {
    for (const t of ['check_list_eventos', 'check_list_itens', 'check_lists']) this.addSql(`drop table if exists ${t};`);
  }
}
