import { Migration } from '@mikro-orm/migrations';

/**
 * The rapid-response authorisation links (issue 23, spec 02 §2 "/monitoramento/autorizacao/
 * pronta_resposta", decision 48): one row per link an operator of groups 3, 5 or 6 issued for a
 * trip, good until `valida_ate`, used once (`usada_em`, by whom and from where). The token in the
 * link is signed by the server; this row is what makes it single-use: the use is one conditional
 * update (`usada_em is null and valida_ate > now()`). The release itself is occurrence 249 and a
 * `liberacoes` row of tipo PRONTA_RESPOSTA, as the desk's release writes.
 */
export class Migration20261127000003_pronta_resposta extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table pronta_resposta_links (
        id serial primary key,
        solicitacao_monitoramento_id int not null references monitoramentos (id) on delete cascade,
        valida_ate timestamptz not null,
        usada_em timestamptz,
        usuario_liberacao varchar(60),
        ip varchar(45),
        username_add varchar(60) not null,
        data_cadastro timestamptz not null default now()
      );`);
    this.addSql('create index pronta_resposta_links_sm_idx on pronta_resposta_links (solicitacao_monitoramento_id);');
    // The trip's release list reads liberacoes by trip and type (liberacoes?tipo=PRONTA_RESPOSTA&solicitacao_monitoramento_id=).
    this.addSql('create index liberacoes_sm_tipo_idx on liberacoes (solicitacao_monitoramento_id, tipo) where solicitacao_monitoramento_id is not null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists liberacoes_sm_tipo_idx;');
    this.addSql('drop table if exists pronta_resposta_links;');
  }
}
