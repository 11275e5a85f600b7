import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { documentoDoTitular, exigirEquipe, GRID_LGPD_TRATAMENTOS, MENSAGENS_LGPD } from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiProibido } from '../../../shared/http/api-docs.decorator.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { responderGrid } from '../../../shared/http/grid.js';
import { CadastroConsultaPortas } from '../cadastro-consulta.providers.js';
import { TitularExportadoDto, TratamentosPageDto } from './lgpd.dto.js';
import { LgpdQueries } from './lgpd.queries.js';

const SO_EQUIPE = MENSAGENS_LGPD.somenteEquipe;
const DOCUMENTO = ApiParam({ name: 'documento', description: 'CPF (11 dígitos) ou CNPJ (14), com ou sem máscara', example: '52998224725' });

/**
 * LGPD: the data subject's service (issue 13: "a person's data can be exported and its processing
 * history listed from the /lgpd page"). The history is `lgpd_tratamentos`, written by every
 * consultation, renewal and analysis (purpose and legal basis), by the blacklist and by these
 * exports. Access controller `lgpd` (index: history; exportar_titular: the download), and never
 * a client-side user: the file holds what every client asked about the person.
 */
@ApiTags('LGPD')
@Autenticado()
@ApiProibido(SO_EQUIPE)
@Controller('lgpd')
export class LgpdController {
  constructor(private readonly queries: LgpdQueries, private readonly portas: CadastroConsultaPortas) {}

  @Get('titular/:documento/tratamentos')
  @Acesso('lgpd', 'index')
  @ApiOperation({ summary: 'Histórico de tratamento dos dados de um CPF/CNPJ (consultas, renovações, análises, blacklist, exportações), mais recente primeiro' })
  @DOCUMENTO
  @ApiGrid(GRID_LGPD_TRATAMENTOS, TratamentosPageDto)
  @ApiErrosCampos('CPF ou CNPJ inválido')
  historico(@Param('documento') valor: string, @Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    exigirEquipe(eu.escopo, SO_EQUIPE);
    const { documento } = documentoDoTitular(valor);
    return responderGrid({
      raw: query, spec: GRID_LGPD_TRATAMENTOS, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: `tratamentos-${documento}`,
      consultar: (q, exportar) => this.queries.tratamentos(q, documento, exportar),
    });
  }

  @Get('titular/:documento/exportar')
  @Acesso('lgpd', 'exportar_titular')
  @ApiOperation({
    summary:
      'Exporta (download JSON) tudo o que se guarda de um CPF/CNPJ: funcionário, vínculos, perfis, empresa, consultas com laudo e validade, blacklist e histórico; ' +
      'a exportação fica registrada no histórico (EXPORTACAO, obrigação legal)',
  })
  @DOCUMENTO
  @ApiProduces('application/json')
  @ApiOkResponse({ type: TitularExportadoDto, description: 'Content-Disposition: attachment; titular-{documento}.json' })
  @ApiErrosCampos('CPF ou CNPJ inválido')
  async exportar(@Param('documento') valor: string, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response): Promise<TitularExportadoDto> {
    const arquivo = await this.portas.exportarTitular().executar(eu, valor);
    res.setHeader('Content-Disposition', `attachment; filename="titular-${arquivo.titular.documento}.json"`);
    return arquivo as unknown as TitularExportadoDto;
  }
}
