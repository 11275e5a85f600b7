import { Migration } from '@mikro-orm/migrations';

/**
 * The last position and readings of each vehicle are rewritten by every batch that carries the
 * vehicle (issue 11). With full pages each update put the new row version on another page and
 * added an index entry; with half the page left free the update stays on its page (HOT) and the
 * primary key is not touched. Applies to pages written from now on.
 */
export class Migration20261123000001_ultimas_fillfactor extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table ultimas_posicoes set (fillfactor = 50);');
    this.addSql('alter table ultimas_leituras set (fillfactor = 50);');
  }

  override async down(): Promise<void> {
    this.addSql('alter table ultimas_posicoes reset (fillfactor);');
    this.addSql('alter table ultimas_leituras reset (fillfactor);');
  }
}
