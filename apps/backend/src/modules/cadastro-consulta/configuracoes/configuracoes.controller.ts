import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { GRID_CONFIGURACOES, MENSAGENS_CONFIGURACAO, ValidationError } from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { MensagemDto } from '../../../shared/http/dto.js';
import { responderGrid } from '../../../shared/http/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { CadastroConsultaPortas } from '../cadastro-consulta.providers.js';
import { ConfiguracoesQueries } from './configuracoes.queries.js';
import { ConfiguracaoBodyDto, ConfiguracaoDto, ConfiguracaoSalvaDto, ConfiguracoesListaDto, ConfiguracoesPageDto } from './configuracoes.dto.js';

const SO_EQUIPE = MENSAGENS_CONFIGURACAO.somenteEquipe;

/**
 * The clients' validity configurations (issue 13; spec 03 §2 /configuracoes, §3 "Configuration",
 * §4 "Configuration modal", §5, §7, §8): per client and criterion, a search is valid 90, 180 or
 * 365 days (the registration reads it through validadePesquisa). A client user lists its own;
 * only the desk, with cadastro_consulta#update, creates, edits and removes them.
 */
@ApiTags('Configurações do cadastro')
@Autenticado()
@Controller('cadastro_consulta/configuracoes')
export class ConfiguracoesController {
  constructor(private readonly queries: ConfiguracoesQueries, private readonly portas: CadastroConsultaPortas) {}

  @Get()
  @Acesso('cadastro_consulta', 'index')
  @ApiOperation({ summary: 'Grid das configurações (18 linhas); usuário de cliente vê só as do seu cliente' })
  @ApiGrid(GRID_CONFIGURACOES, ConfiguracoesPageDto)
  index(@Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return responderGrid({
      raw: query, spec: GRID_CONFIGURACOES, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: 'configuracoes',
      consultar: (q, exportar) => this.queries.grid(q, eu.escopo, exportar),
    });
  }

  @Get('buscar_configuracao_por_filtro')
  @Acesso('cadastro_consulta', 'index')
  @ApiOperation({ summary: 'Configurações cujo cliente (razão social, nome ou CNPJ) ou critério contém o filtro; até 50, do alcance do usuário' })
  @ApiQuery({ name: 'filtro', required: false, type: String, description: 'Parte do nome ou do CNPJ do cliente, ou o critério' })
  @ApiOkResponse({ type: ConfiguracoesListaDto })
  @ApiErrosCampos('filtro repetido ou que não é texto')
  async buscar(@Query('filtro') filtro: unknown, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ConfiguracoesListaDto> {
    if (filtro !== undefined && typeof filtro !== 'string') throw ValidationError.campo('filtro', 'deve ser um texto');
    const termo = (filtro ?? '').trim().slice(0, 100);
    return { rows: (await this.queries.buscar(termo, eu.escopo)) as unknown as ConfiguracaoDto[] };
  }

  @Get(':id')
  @Acesso('cadastro_consulta', 'show')
  @ApiOperation({ summary: 'Uma configuração (para o modal de edição)' })
  @ApiIds()
  @ApiOkResponse({ type: ConfiguracaoDto })
  @ApiNaoEncontrado(MENSAGENS_CONFIGURACAO.naoEncontrada)
  @ApiProibido('Configuração de outro cliente: Não há permissão')
  async show(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ConfiguracaoDto> {
    return (await this.queries.uma(id, eu.escopo)) as unknown as ConfiguracaoDto;
  }

  @Post()
  @Acesso('cadastro_consulta', 'update')
  @ApiOperation({ summary: 'Cria a configuração de um cliente para um critério (validade 90, 180 ou 365 dias); só a equipe' })
  @ApiCreatedResponse({ type: ConfiguracaoSalvaDto })
  @ApiErrosCampos('Cliente ausente ou inexistente, critério fora de AUTONOMO, FROTA, AGREGADO, INDIVIDUAL, EMPRESA, VEICULO, validade fora de 90, 180, 365')
  @ApiProibido(SO_EQUIPE)
  @ApiRegraNegocio('O cliente já tem uma configuração para o critério')
  async criar(@Body() body: ConfiguracaoBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ConfiguracaoSalvaDto> {
    return this.portas.salvarConfiguracao().criar(eu, body.configuracao as Record<string, unknown>);
  }

  @Patch(':id')
  @Acesso('cadastro_consulta', 'update')
  @ApiOperation({ summary: 'Altera critério e validade; o cliente não muda (400 O cliente não pode ser alterado); só a equipe' })
  @ApiIds()
  @ApiOkResponse({ type: ConfiguracaoSalvaDto })
  @ApiErrosCampos('O cliente não pode ser alterado; critério ou validade fora da lista')
  @ApiNaoEncontrado(MENSAGENS_CONFIGURACAO.naoEncontrada)
  @ApiProibido(SO_EQUIPE)
  @ApiRegraNegocio('O cliente já tem outra configuração para o critério')
  async alterar(@Param('id', IdPipe) id: number, @Body() body: ConfiguracaoBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ConfiguracaoSalvaDto> {
    return this.portas.salvarConfiguracao().alterar(eu, id, body.configuracao as Record<string, unknown>);
  }

  @Delete('remover/:id')
  @Acesso('cadastro_consulta', 'update')
  @ApiOperation({ summary: 'Remove a configuração (as consultas seguintes voltam à validade padrão da política); só a equipe' })
  @ApiIds()
  @ApiOkResponse({ type: MensagemDto })
  @ApiNaoEncontrado(MENSAGENS_CONFIGURACAO.naoEncontrada)
  @ApiProibido(SO_EQUIPE)
  async remover(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MensagemDto> {
    return this.portas.removerConfiguracao().executar(eu, id);
  }
}
