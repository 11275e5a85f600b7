import { Migration20261122000001_identity } from './Migration20261122000001_identity.js';
import { Migration20261122000002_busca_texto } from './Migration20261122000002_busca_texto.js';
import { Migration20261122000003_masters } from './Migration20261122000003_masters.js';
import { Migration20261122000004_pgr_risco } from './Migration20261122000004_pgr_risco.js';
import { Migration20261122000005_rotas } from './Migration20261122000005_rotas.js';
import { Migration20261122000006_limites } from './Migration20261122000006_limites.js';
import { Migration20261122000007_telemetria } from './Migration20261122000007_telemetria.js';
import { Migration20261122000008_comandos } from './Migration20261122000008_comandos.js';
import { Migration20261122000009_checklists } from './Migration20261122000009_checklists.js';
import { Migration20261122000010_preteste } from './Migration20261122000010_preteste.js';
import { Migration20261122000011_cadastro_consulta } from './Migration20261122000011_cadastro_consulta.js';
import { Migration20261123000001_ultimas_fillfactor } from './Migration20261123000001_ultimas_fillfactor.js';
import { Migration20261125000001_telemetria_filtradas } from './Migration20261125000001_telemetria_filtradas.js';
import { Migration20261126000001_viagens } from './Migration20261126000001_viagens.js';
import { Migration20261126000002_acompanhamento } from './Migration20261126000002_acompanhamento.js';
import { Migration20261126000010_monitoramentos_fillfactor } from './Migration20261126000010_monitoramentos_fillfactor.js';
import { Migration20261126000012_corredor_rota } from './Migration20261126000012_corredor_rota.js';
import { Migration20261127000001_estacoes } from './Migration20261127000001_estacoes.js';
import { Migration20261127000003_pronta_resposta } from './Migration20261127000003_pronta_resposta.js';
import { Migration20261127000005_auditoria } from './Migration20261127000005_auditoria.js';

/** Migrations in order; listed explicitly so the built app needs no file discovery. */
export const MIGRACOES = [
  { name: 'Migration20261122000001_identity', class: Migration20261122000001_identity },
  { name: 'Migration20261122000002_busca_texto', class: Migration20261122000002_busca_texto },
  { name: 'Migration20261122000003_masters', class: Migration20261122000003_masters },
  { name: 'Migration20261122000004_pgr_risco', class: Migration20261122000004_pgr_risco },
  { name: 'Migration20261122000005_rotas', class: Migration20261122000005_rotas },
  { name: 'Migration20261122000006_limites', class: Migration20261122000006_limites },
  { name: 'Migration20261122000007_telemetria', class: Migration20261122000007_telemetria },
  { name: 'Migration20261122000008_comandos', class: Migration20261122000008_comandos },
  { name: 'Migration20261122000009_checklists', class: Migration20261122000009_checklists },
  { name: 'Migration20261122000010_preteste', class: Migration20261122000010_preteste },
  { name: 'Migration20261122000011_cadastro_consulta', class: Migration20261122000011_cadastro_consulta },
  { name: 'Migration20261123000001_ultimas_fillfactor', class: Migration20261123000001_ultimas_fillfactor },
  { name: 'Migration20261125000001_telemetria_filtradas', class: Migration20261125000001_telemetria_filtradas },
  { name: 'Migration20261126000001_viagens', class: Migration20261126000001_viagens },
  { name: 'Migration20261126000002_acompanhamento', class: Migration20261126000002_acompanhamento },
  { name: 'Migration20261126000010_monitoramentos_fillfactor', class: Migration20261126000010_monitoramentos_fillfactor },
  { name: 'Migration20261126000012_corredor_rota', class: Migration20261126000012_corredor_rota },
  { name: 'Migration20261127000001_estacoes', class: Migration20261127000001_estacoes },
  { name: 'Migration20261127000003_pronta_resposta', class: Migration20261127000003_pronta_resposta },
  { name: 'Migration20261127000005_auditoria', class: Migration20261127000005_auditoria },
];
