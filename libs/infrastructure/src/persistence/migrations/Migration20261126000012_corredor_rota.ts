import { Migration } from '@mikro-orm/migrations';

/**
 * A route's own deviation corridor (issue 22, decision 44): km from the line beyond which a truck
 * is off the route; null takes live monitoring's default (1 km). The bounds are the domain's
 * (CORREDOR_MINIMO_KM, CORREDOR_MAXIMO_KM), kept here too so no other writer stores a corridor
 * the rule cannot use.
 */
export class Migration20261126000012_corredor_rota extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table rotas add column corredor_km numeric(5,2) check (corredor_km between 0.1 and 20);');
  }

  override async down(): Promise<void> {
    this.addSql('alter table rotas drop column if exists corredor_km;');
  }
}
