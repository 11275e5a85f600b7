import { Migration } from '@mikro-orm/migrations';

/** The pre-test's window (issue 12, spec 01 §4.9): when the desk began monitoring it. */
export class Migration20261122000010_preteste extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table check_lists add column inicio_preteste timestamptz;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table check_lists drop column if exists inicio_preteste;');
  }
}
