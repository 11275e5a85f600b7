import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { documentoDoTitular, exigirEquipe, formatarDataHora, GRID_LGPD_TRATAMENTOS, laudoExportado, MENSAGENS_LGPD, TRATAMENTO_EXPORTACAO, vencimentoExportado } from '@gr/domain';
import { consultarGrid, kx, linhaJson, registrarTratamento, selecionarColunas, type ColunasSql } from '@gr/infrastructure';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiProibido } from '../../../shared/http/api-docs.decorator.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { responderGrid } from '../../../shared/http/grid.js';
import { TitularExportadoDto, TratamentosPageDto, type ConsultaDoTitularDto } from './lgpd.dto.js';

const COLUNAS: ColunasSql = {
  // bigserial: as a JSON number (exact up to 2^53).
  id: 't.id::float8',
  data: 't.data',
  operacao: 't.operacao',
  finalidade: 't.finalidade',
  base_legal: 't.base_legal',
  registro_id: 't.registro_id',
  cliente_id: 't.cliente_id',
  cliente: 'coalesce(cl.razao_social, cl.nome)',
  usuario: 't.usuario',
};
const selecionar = selecionarColunas(COLUNAS);
const SO_EQUIPE = MENSAGENS_LGPD.somenteEquipe;
const DOCUMENTO = ApiParam({ name: 'documento', description: 'CPF (11 dígitos) ou CNPJ (14), com ou sem máscara', example: '52998224725' });

const linhas = async (qb: Knex.QueryBuilder) => ((await qb) as Array<Record<string, unknown>>).map(linhaJson);
const dia = (v: unknown) => (v ? formatarDataHora(new Date(String(v))).slice(0, 10) : '');

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
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  private tratamentos(db: Knex, documento: string): Knex.QueryBuilder {
    return db('lgpd_tratamentos as t').leftJoin('clientes as cl', 'cl.id', 't.cliente_id').where('t.documento', documento);
  }

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
      consultar: (q, exportar) => consultarGrid(() => this.tratamentos(this.db, documento), selecionar, q, COLUNAS, { semPaginacao: exportar, desempate: 't.id' }),
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
    exigirEquipe(eu.escopo, SO_EQUIPE);
    const titular = documentoDoTitular(valor);
    const { documento } = titular;
    const arquivo = await this.em.transactional(async (tem) => {
      const tx = kx(tem);
      await registrarTratamento(tx, { documento, operacao: 'EXPORTACAO', ...TRATAMENTO_EXPORTACAO, usuario: { id: eu.id, username: eu.username } });
      const [funcionario] = titular.tipo === 'CPF' ? await linhas(tx('funcionarios').where('cpf', documento).select('*')) : [];
      const funcionarioId = funcionario?.id as number | undefined;
      const [vinculos, perfis, empresa, consultas, blacklist, tratamentos] = await Promise.all([
        funcionarioId
          ? linhas(tx('clientes_funcionarios as v').join('clientes as cl', 'cl.id', 'v.cliente_id').where('v.funcionario_id', funcionarioId).orderBy('v.id')
              .select('v.cliente_id', tx.raw('coalesce(cl.razao_social, cl.nome) as cliente'), 'v.vinculo', 'v.ativo', 'v.data_cadastro', 'v.data_inativacao'))
          : [],
        funcionarioId
          ? linhas(tx('funcionarios_perfis as p').join('clientes as cl', 'cl.id', 'p.cliente_id').where('p.funcionario_id', funcionarioId).orderBy('p.id')
              .select('p.cliente_id', tx.raw('coalesce(cl.razao_social, cl.nome) as cliente'), 'p.protocolo', tx.raw(`to_char(p.validade_protocolo, 'YYYY-MM-DD') as validade_protocolo`), 'p.data_cadastro'))
          : [],
        titular.tipo === 'CNPJ' ? linhas(tx('clientes').where('cnpj', documento).select('*')).then((r) => r[0] ?? null) : null,
        linhas(tx('registros_itens as i').join('registros as r', 'r.id', 'i.registro_id').join('clientes as cl', 'cl.id', 'r.cliente_id').where('i.documento', documento).orderBy('i.id', 'desc')
          .select('r.id as registro_id', 'r.protocolo', tx.raw('coalesce(cl.razao_social, cl.nome) as cliente'), 'r.criterio', 'i.tipo_registro', 'i.nome', 'i.placa', 'i.laudo',
            'i.data_vencimento', 'i.bloqueado', 'r.finalidade', 'r.base_legal', 'r.data_cadastro', 'i.dados')),
        linhas(tx('blacklist').where('documento', documento).orderBy('id')
          .select('id', 'tipo_documento', 'tipo_registro', 'documento', 'nome', 'placa', 'motivo', 'usuario_que_cadastrou', 'data_cadastro')),
        linhas(selecionar(this.tratamentos(tx, documento)).orderBy('t.data', 'desc').orderBy('t.id', 'desc')),
      ]);
      return {
        titular,
        gerado_em: new Date().toISOString(),
        gerado_por: eu.username,
        funcionario: funcionario ?? null,
        vinculos,
        perfis,
        empresa: (empresa as Record<string, unknown> | null) ?? null,
        // One rule for every export leaving the desk: the laudo's export name, the due date masked unless favourable.
        consultas: consultas.map((c): ConsultaDoTitularDto => ({
          registro_id: c.registro_id as number, protocolo: c.protocolo as string, cliente: (c.cliente as string | null) ?? null, criterio: c.criterio as string,
          tipo_registro: c.tipo_registro as string, nome: (c.nome as string | null) ?? null, placa: (c.placa as string | null) ?? null,
          laudo: laudoExportado(c.laudo as string), validade: vencimentoExportado(dia(c.data_vencimento), c.laudo as string), bloqueado: !!c.bloqueado,
          finalidade: c.finalidade as string, base_legal: c.base_legal as string, data_cadastro: c.data_cadastro as string, dados: (c.dados as Record<string, unknown>) ?? {},
        })),
        blacklist,
        tratamentos,
      } as unknown as TitularExportadoDto;
    });
    res.setHeader('Content-Disposition', `attachment; filename="titular-${documento}.json"`);
    return arquivo;
  }
}
