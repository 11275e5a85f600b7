import { Migration } from '@mikro-orm/migrations';

/** Identity context and the minimal client table that users and tenant scope refer to. */
export class Migration20261122000001_identity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table clientes (
        id serial primary key,
        nome varchar(150) not null,
        razao_social varchar(200),
        cnpj varchar(14),
        tipo varchar(20) not null check (tipo in ('EMBARCADOR','TRANSPORTADOR','SEGURADOR','CORRETOR')),
        ativo boolean not null default true,
        data_cadastro timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create unique index clientes_cnpj_unique on clientes (cnpj) where cnpj is not null;`);
    this.addSql(`create index clientes_nome_idx on clientes (lower(nome));`);

    this.addSql(`
      create table grupos_usuarios (
        id serial primary key,
        descricao varchar(100) not null unique,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);

    this.addSql(`
      create table usuarios (
        id serial primary key,
        username varchar(40) not null unique,
        email varchar(150),
        grupo_usuario_id int not null references grupos_usuarios (id),
        cliente_id int references clientes (id),
        ativo boolean not null default true,
        alterar_password boolean not null default false,
        administrativo boolean not null default false,
        liberativo boolean not null default false,
        assinatura_email text,
        password_hash varchar(255),
        layouts jsonb not null default '{}'::jsonb,
        data_cadastro timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create unique index usuarios_email_unique on usuarios (email) where email is not null;`);
    this.addSql(`create index usuarios_grupo_idx on usuarios (grupo_usuario_id);`);
    this.addSql(`create index usuarios_cliente_idx on usuarios (cliente_id);`);

    this.addSql(`
      create table usuarios_clientes_gerenciados (
        usuario_id int not null references usuarios (id) on delete cascade,
        cliente_id int not null references clientes (id) on delete cascade,
        primary key (usuario_id, cliente_id)
      );`);

    this.addSql(`
      create table controladores (
        id serial primary key,
        nome varchar(60) not null unique,
        descricao varchar(150) not null
      );`);
    this.addSql(`
      create table funcoes_controladores (
        id serial primary key,
        controlador_id int not null references controladores (id) on delete cascade,
        nome varchar(60) not null,
        descricao varchar(150) not null,
        unique (controlador_id, nome)
      );`);
    this.addSql(`
      create table grupos_funcoes (
        grupo_usuario_id int not null references grupos_usuarios (id) on delete cascade,
        funcao_id int not null references funcoes_controladores (id) on delete cascade,
        primary key (grupo_usuario_id, funcao_id)
      );`);
    this.addSql(`
      create table usuarios_funcoes (
        usuario_id int not null references usuarios (id) on delete cascade,
        funcao_id int not null references funcoes_controladores (id) on delete cascade,
        primary key (usuario_id, funcao_id)
      );`);

    this.addSql(`
      create table sessoes (
        id uuid primary key,
        usuario_id int not null references usuarios (id) on delete cascade,
        criado_em timestamptz not null default now(),
        expira_em timestamptz not null,
        revogado_em timestamptz,
        origem varchar(100)
      );`);
    this.addSql(`create index sessoes_usuario_idx on sessoes (usuario_id);`);

    this.addSql(`
      create table recuperacoes_senha (
        id serial primary key,
        usuario_id int not null references usuarios (id) on delete cascade,
        token_hash varchar(128) not null unique,
        expira_em timestamptz not null,
        usado_em timestamptz,
        criado_em timestamptz not null default now()
      );`);

    this.addSql(`
      create table mensagens_enviadas (
        id serial primary key,
        canal varchar(20) not null,
        destinatario varchar(200) not null,
        assunto varchar(200),
        corpo text not null,
        criado_em timestamptz not null default now()
      );`);
  }

  override async down(): Promise<void> {
    for (const t of ['mensagens_enviadas', 'recuperacoes_senha', 'sessoes', 'usuarios_funcoes', 'grupos_funcoes', 'funcoes_controladores', 'controladores', 'usuarios_clientes_gerenciados', 'usuarios', 'grupos_usuarios', 'clientes']) {
      this.addSql(`drop table if exists ${t} cascade;`);
    }
  }
}
