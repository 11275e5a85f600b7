import type { GridDef } from '~/components/grid/tipos';
import { gridAuditoria } from './auditoria';
import { gridBlacklist, gridConfiguracoes } from './cadastro-apoio';
import { gridClientes, gridGruposDoCliente, gridMotoristasDoCliente, gridVeiculosDoCliente } from './clientes';
import { gridCadastroConsulta } from './cadastro-consulta';
import { gridChecklistGerenciadores, gridChecklistManage, gridChecklistOperador, gridChecklists } from './checklists';
import { gridContatos, gridContatosDoGrupo } from './contatos';
import { gridEstacoes } from './estacoes';
import { gridFuncionarios } from './funcionarios';
import { gridGruposUsuarios } from './grupos-usuarios';
import { LISTAS_UI } from './listas';
import { gridPgrsDoCliente } from './pgr';
import { gridPontos } from './pontos';
import { gridRelatorios } from './relatorios';
import { gridRotas } from './rotas';
import { gridUsuarios } from './usuarios';
import { gridCarretas, gridVeiculos } from './veiculos';
import { GRIDS_VIAGENS } from './viagens';

/** Every declared grid by id: the export and layout routes accept only these. */
export const GRIDS: Record<string, GridDef<any>> = Object.fromEntries(
  [
    gridUsuarios,
    gridGruposUsuarios,
    gridAuditoria,
    gridClientes,
    gridVeiculosDoCliente,
    gridMotoristasDoCliente,
    gridGruposDoCliente,
    gridContatos,
    gridContatosDoGrupo,
    gridFuncionarios,
    gridVeiculos,
    gridCarretas,
    gridPgrsDoCliente,
    gridRotas,
    gridPontos,
    gridChecklists,
    gridCadastroConsulta,
    gridChecklistOperador,
    gridChecklistManage,
    gridChecklistGerenciadores,
    gridBlacklist,
    gridConfiguracoes,
    gridRelatorios,
    gridEstacoes,
    ...Object.values(LISTAS_UI).map((l) => l.grid),
    ...GRIDS_VIAGENS,
  ].map((g) => [g.id, g]),
);
