import { Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller } from '@nestjs/common';
import { PERIFERICOS } from '@gr/domain';
import { Autenticado } from '../../../shared/auth/decorators.js';
import { Campo } from '../comum/dto.js';
import { controllerDeLista } from '../referencias/lista.controller.js';
import { ACOES_PGR, ACTIONS, ITENS_PGR, OCORRENCIAS, PGRS } from '../referencias/listas.js';

/** /api/pgrs: the PGR catalogue with `{ pgr: { descricao, status } }` and GET get_pgrs. */
export const PgrsController = controllerDeLista(PGRS);
/** /api/itens_pgr: PGR items with `{ item_pgr: { descricao, status, padrao, periferico_id } }`. */
export const ItensPgrController = controllerDeLista(ITENS_PGR);
/** /api/acoes_pgr: `{ acaopgr: { descricao, tipo_acao_pgr_id, email_id } }`; `email` is the layout's description. */
export const AcoesPgrController = controllerDeLista(ACOES_PGR);
/** /api/actions: `{ atividade: { descricao, action, controller_id, funcao_controller_id } }`. */
export const ActionsController = controllerDeLista(ACTIONS);
/** /api/ocorrencias: occurrence types; GET get_ocorrencias for pickers. */
export const OcorrenciasController = controllerDeLista(OCORRENCIAS);

export class PerifericoDto {
  @Campo({ example: 1 }) id!: number;
  @Campo({ example: 'periferico_1', description: 'Nome do ícone do periférico na tela (public/icons)' }) icone!: string;
  @Campo({ example: 'Porta do motorista' }) descricao!: string;
  @Campo({ example: false, description: 'Negativo: valor 1 é violação (desengate, pânico, painel...)' }) negativo!: boolean;
}

/** GET /api/perifericos/get_periferico: the peripheral ids a PGR item may name (1–28 and 44). */
@ApiTags('PGR')
@Autenticado()
@Controller('perifericos')
export class PerifericosController {
  @Get('get_periferico')
  @ApiOperation({ summary: 'Periféricos de item PGR (ids 1–28 e 44), cada um com seu ícone' })
  @ApiOkResponse({ type: [PerifericoDto] })
  listar(): PerifericoDto[] {
    return PERIFERICOS.map((p) => ({ id: p.id, icone: `periferico_${p.id}`, descricao: p.descricao, negativo: p.negativo }));
  }
}
