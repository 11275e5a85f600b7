import { Migration } from '@mikro-orm/migrations';

/**
 * Masters context (spec 03 §3): the client's full record, states, technologies, makers and models,
 * job functions, kinds of loss, vehicles and their client links and trailer hitches, employees
 * (drivers) and their client links and profiles, contacts, contact groups and e-mail layouts.
 * Documents and phones are digits only; the rules that tables can hold are constraints too (one
 * active link per client, FROTA with one client at a time, one tractor per trailer).
 */
export class Migration20261122000003_masters extends Migration {
  override async up(): Promise<void> {
    const lista = (tabela: string, coluna: string, tamanho: number) => {
      this.addSql(`
        create table ${tabela} (
          id serial primary key,
          ${coluna} varchar(${tamanho}) not null,
          data_cadastro timestamptz not null default now(),
          updated_at timestamptz not null default now()
        );`);
      this.addSql(`create unique index ${tabela}_${coluna}_unique on ${tabela} (upper(${coluna}));`);
    };

    this.addSql(`
      create table estados (
        uf char(2) primary key,
        nome varchar(60) not null,
        data_cadastro timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);

    this.addSql(`
      alter table clientes
        add column nome_fantasia varchar(150),
        add column endereco varchar(200),
        add column numero varchar(20),
        add column complemento varchar(100),
        add column bairro varchar(100),
        add column cep varchar(8) check (cep ~ '^[0-9]{8}$'),
        add column cidade varchar(100),
        add column uf char(2) references estados (uf),
        add column corretor_id int references clientes (id),
        add column segurador_id int references clientes (id),
        add column reteste boolean not null default false,
        add column expresso boolean not null default false;`);
    this.addSql(`alter table clientes add constraint clientes_cnpj_digitos check (cnpj ~ '^[0-9]{14}$');`);
    this.addSql('create index clientes_corretor_idx on clientes (corretor_id);');
    this.addSql('create index clientes_segurador_idx on clientes (segurador_id);');
    this.addSql('create index clientes_tipo_idx on clientes (tipo);');
    this.addSql('create index clientes_razao_social_trgm on clientes using gin (razao_social gin_trgm_ops);');
    this.addSql('create index clientes_nome_fantasia_trgm on clientes using gin (nome_fantasia gin_trgm_ops);');

    lista('tecnologias', 'descricao', 60);
    lista('fabricantes', 'nome', 80);
    lista('funcoes', 'descricao', 80);
    lista('sinistros', 'descricao', 100);
    lista('grupos', 'descricao', 100);

    this.addSql(`
      create table modelos (
        id serial primary key,
        nome varchar(80) not null,
        fabricante_id int not null references fabricantes (id),
        data_cadastro timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create unique index modelos_fabricante_nome_unique on modelos (fabricante_id, upper(nome));');

    this.addSql(`
      create table emails (
        id serial primary key,
        descricao varchar(100) not null,
        assunto varchar(200) not null,
        texto text not null,
        data_cadastro timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create unique index emails_descricao_unique on emails (upper(descricao));');

    this.addSql(`
      create table veiculos (
        id serial primary key,
        placa varchar(7) not null unique check (placa ~ '^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$'),
        tipo varchar(10) not null check (tipo in ('CARRETA','CAVALO','TRUCK','PASSEIO','VAN','TOCO')),
        ano_fabricacao smallint,
        ano_modelo smallint,
        cor varchar(10) check (cor in ('VERMELHO','AMARELO','AZUL','VERDE','BRANCO','PRETO','PRATA','CINZA','BEGE','LARANJA','MARROM','DOURADO')),
        renavan varchar(11) check (renavan ~ '^[0-9]{11}$'),
        fabricante_id int references fabricantes (id),
        modelo_id int references modelos (id),
        tecnologia_id int references tecnologias (id),
        terminal varchar(30),
        data_cadastro timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index veiculos_placa_trgm on veiculos using gin (placa gin_trgm_ops);');
    this.addSql('create index veiculos_tecnologia_idx on veiculos (tecnologia_id);');
    this.addSql('create index veiculos_modelo_idx on veiculos (modelo_id);');
    this.addSql('create index veiculos_fabricante_idx on veiculos (fabricante_id);');

    const vinculo = `check (tipo in ('FROTA','AGREGADO','AUTONOMO'))`;
    this.addSql(`
      create table clientes_veiculos (
        id serial primary key,
        cliente_id int not null references clientes (id),
        veiculo_id int not null references veiculos (id) on delete cascade,
        tipo varchar(10) not null ${vinculo},
        ativo boolean not null default true,
        data_cadastro timestamptz not null default now(),
        data_inativacao timestamptz
      );`);
    this.addSql('create unique index clientes_veiculos_ativo_unique on clientes_veiculos (cliente_id, veiculo_id) where ativo;');
    this.addSql(`create unique index clientes_veiculos_frota_unique on clientes_veiculos (veiculo_id) where ativo and tipo = 'FROTA';`);
    this.addSql('create index clientes_veiculos_veiculo_idx on clientes_veiculos (veiculo_id);');

    this.addSql(`
      create table veiculos_carretas (
        id serial primary key,
        cavalo_id int not null references veiculos (id),
        carreta_id int not null unique references veiculos (id),
        data_cadastro timestamptz not null default now(),
        check (cavalo_id <> carreta_id)
      );`);
    this.addSql('create index veiculos_carretas_cavalo_idx on veiculos_carretas (cavalo_id);');

    this.addSql(`
      create table funcionarios (
        id serial primary key,
        nome varchar(150) not null,
        cpf varchar(11) not null unique check (cpf ~ '^[0-9]{11}$'),
        rg varchar(20),
        funcao_id int references funcoes (id),
        tipo varchar(15) not null default 'MOTORISTA' check (tipo in ('MOTORISTA','AJUDANTE','ADMINISTRATIVO')),
        registro_cnh varchar(11) check (registro_cnh ~ '^[0-9]{11}$'),
        cnh varchar(2),
        cnh_validade date,
        fone1 varchar(11) check (fone1 ~ '^[0-9]{10,11}$'),
        fone2 varchar(11) check (fone2 ~ '^[0-9]{10,11}$'),
        fone3 varchar(11) check (fone3 ~ '^[0-9]{10,11}$'),
        endereco varchar(200),
        numero varchar(20),
        complemento varchar(100),
        bairro varchar(100),
        cep varchar(8) check (cep ~ '^[0-9]{8}$'),
        cidade varchar(100),
        uf char(2) references estados (uf),
        data_cadastro timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index funcionarios_nome_trgm on funcionarios using gin (nome gin_trgm_ops);');
    this.addSql('create index funcionarios_funcao_idx on funcionarios (funcao_id);');

    this.addSql(`
      create table clientes_funcionarios (
        id serial primary key,
        cliente_id int not null references clientes (id),
        funcionario_id int not null references funcionarios (id) on delete cascade,
        vinculo varchar(10) not null check (vinculo in ('FROTA','AGREGADO','AUTONOMO')),
        ativo boolean not null default true,
        data_cadastro timestamptz not null default now(),
        data_inativacao timestamptz
      );`);
    this.addSql('create unique index clientes_funcionarios_ativo_unique on clientes_funcionarios (cliente_id, funcionario_id) where ativo;');
    this.addSql(`create unique index clientes_funcionarios_frota_unique on clientes_funcionarios (funcionario_id) where ativo and vinculo = 'FROTA';`);
    this.addSql('create index clientes_funcionarios_funcionario_idx on clientes_funcionarios (funcionario_id);');

    this.addSql(`
      create table funcionarios_perfis (
        id serial primary key,
        funcionario_id int not null references funcionarios (id) on delete cascade,
        cliente_id int not null references clientes (id),
        protocolo varchar(40),
        validade_protocolo date,
        data_cadastro timestamptz not null default now(),
        unique (funcionario_id, cliente_id)
      );`);

    this.addSql(`
      create table contatos (
        id serial primary key,
        cliente_id int not null references clientes (id),
        nome varchar(100) not null,
        telefone varchar(11) check (telefone ~ '^[0-9]{10,11}$'),
        email varchar(150),
        tipo varchar(20) not null default 'OPERACIONAL' check (tipo in ('OPERACIONAL','COMERCIAL','FINANCEIRO','EMERGENCIA')),
        prioridade smallint not null default 1 check (prioridade between 1 and 9),
        data_cadastro timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index contatos_cliente_idx on contatos (cliente_id);');
    this.addSql('create index contatos_nome_trgm on contatos using gin (nome gin_trgm_ops);');

    this.addSql(`
      create table grupos_contatos (
        grupo_id int not null references grupos (id) on delete cascade,
        contato_id int not null references contatos (id) on delete cascade,
        data_cadastro timestamptz not null default now(),
        primary key (grupo_id, contato_id)
      );`);
    this.addSql('create index grupos_contatos_contato_idx on grupos_contatos (contato_id);');

    this.addSql(`
      create table clientes_grupos (
        cliente_id int not null references clientes (id) on delete cascade,
        grupo_id int not null references grupos (id) on delete cascade,
        ativo boolean not null default true,
        data_cadastro timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        primary key (cliente_id, grupo_id)
      );`);
    this.addSql('create index clientes_grupos_grupo_idx on clientes_grupos (grupo_id);');
  }

  override async down(): Promise<void> {
    for (const t of [
      'clientes_grupos', 'grupos_contatos', 'contatos', 'funcionarios_perfis', 'clientes_funcionarios', 'funcionarios', 'veiculos_carretas',
      'clientes_veiculos', 'veiculos', 'emails', 'modelos', 'grupos', 'sinistros', 'funcoes', 'fabricantes', 'tecnologias',
    ]) {
      this.addSql(`drop table if exists ${t} cascade;`);
    }
    this.addSql('drop index if exists clientes_razao_social_trgm;');
    this.addSql('drop index if exists clientes_nome_fantasia_trgm;');
    this.addSql(`alter table clientes drop constraint if exists clientes_cnpj_digitos, drop column if exists nome_fantasia, drop column if exists endereco,
      drop column if exists numero, drop column if exists complemento, drop column if exists bairro, drop column if exists cep, drop column if exists cidade,
      drop column if exists uf, drop column if exists corretor_id, drop column if exists segurador_id, drop column if exists reteste, drop column if exists expresso;`);
    this.addSql('drop table if exists estados cascade;');
  }
}
