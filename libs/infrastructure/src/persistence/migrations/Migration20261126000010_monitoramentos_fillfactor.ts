import { Migration } from '@mikro-orm/migrations';

/**
 * Every fix of a truck in transit rewrites its trip's monitoring figures (issue 22): a batch of
 * 2,000 fixes is 2,000 trip rows. With full pages each new row version went to another page and
 * into all eleven indexes of the table, the trigram one on the plate among them; with room left
 * on the page the update stays there (HOT) and no index is touched — none of the columns the
 * stage writes is indexed. Applies to pages written from now on (bench pipeline-viagens).
 */
export class Migration20261126000010_monitoramentos_fillfactor extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table monitoramentos set (fillfactor = 50);');
  }

  override async down(): Promise<void> {
    this.addSql('alter table monitoramentos reset (fillfactor);');
  }
}
