import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  cnpjValido, cpfValido, FieldErrorBag, GRID_REGISTROS, GRID_RENOVACAO, normalizarPlaca, placaValida, politica, POLITICAS, somenteDigitos, VALIDADE_POLITICA_DIAS, ValidationError,
  partesDaPolitica, podeAlterarRegistro, podeAnalisarRegistro, CRITERIOS, type Politica,
} from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { responderGrid } from '../../../shared/http/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { clienteDaQuery, idDaQuery } from '../../masters/comum/escopo.js';
import { ClientesQueries } from '../../masters/clientes/clientes.queries.js';
import { FuncionariosQueries } from '../../masters/funcionarios/funcionarios.queries.js';
import { CadastroConsultaPortas } from '../cadastro-consulta.providers.js';
import {
  AnaliseBodyDto, AnaliseFeitaDto, CorrecaoFeitaDto, ClienteCadastroDto, ConsultaDocumentosDto, CorrecaoBodyDto, FuncionarioCadastroDto, ItemDoAlvoDto, PoliticaDto, ProtocoloBodyDto,
  ProtocoloCriadoDto, ProtocoloDto, RegistroBodyDto, RegistroBuscaDto, RegistroCriadoDto, RegistroDetalheDto, RegistroSimplesDto, RegistrosPageDto, RenovacaoBodyDto,
  RenovacaoPageDto, RenovadoDto, SituacaoCadastralDto, VigenteDto,
} from './registro.dto.js';
import { htmlDoProtocolo } from './protocolo-pdf.js';
import { RegistroQueries } from './registro.queries.js';

const TEMPLATES: Record<Politica, string> = { 1: 'principal', 2: 'principal', 3: 'principal', 5: 'individual', 6: 'empresa', 7: 'veiculo' };
const DESCRICOES: Record<Politica, string> = { 1: 'Autônomo', 2: 'Frota', 3: 'Agregado', 5: 'Individual', 6: 'Empresa', 7: 'Veículo' };
const HASH = /^[0-9a-f]{32}$/;

/** Repeated query values (`?cpf=1&cpf=2`) as a list of texts. */
const lista = (v: unknown): string[] => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((x) => (typeof x === 'string' ? x : '')));

function lerHash(v: string, campo = 'hash'): string {
  if (!HASH.test(v)) throw ValidationError.campo(campo, 'hash inválido');
  return v;
}

/**
 * Registrations and consultations (issue 13; spec 03 §2, §4 "Registration", §7 "Registration and
 * consultation"): the list, the wizard's calls (policies, document lookup, current-search check,
 * create), external protocols, the item analysis with attachments and the protocol PDF, removal by
 * groups 3 and 4, renewals, and the read trips make (`situacao`). A client user reaches only its
 * own client's registrations (403 otherwise).
 */
@ApiTags('Cadastro e consulta')
@Autenticado()
@Controller('registro')
export class RegistroController {
  constructor(
    private readonly queries: RegistroQueries,
    private readonly portas: CadastroConsultaPortas,
    private readonly funcionariosQueries: FuncionariosQueries,
    private readonly clientesQueries: ClientesQueries,
  ) {}

  @Get()
  @Acesso('cadastro_consulta', 'index')
  @ApiOperation({ summary: 'Lista de registros (50 linhas), mais novos primeiro; pode_remover só para os grupos 3 e 4' })
  @ApiGrid(GRID_REGISTROS, RegistrosPageDto)
  @ApiQuery({ name: 'cliente_id', required: false, type: Number, description: 'Só deste cliente (dentro do alcance do usuário)' })
  async index(@Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    const { cliente_id, ...raw } = query;
    const clienteId = clienteDaQuery(cliente_id, eu.escopo);
    const escopo = clienteId ? { tipo: 'clientes' as const, ids: [clienteId] } : eu.escopo;
    const r = await responderGrid({ raw, spec: GRID_REGISTROS, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: 'registros', consultar: (q) => this.queries.grid(q, escopo, eu.grupo_usuario_id) });
    return r instanceof StreamableFile ? r : { ...r, user_cliente_id: eu.escopo.tipo === 'clientes' ? eu.cliente_id : null };
  }

  @Get('get_politicas')
  @ApiOperation({ summary: 'Políticas de consulta (a 4 é tratada como 5 e não aparece), com o modelo do formulário e a validade padrão' })
  @ApiOkResponse({ type: [PoliticaDto] })
  politicas(): PoliticaDto[] {
    return (Object.keys(POLITICAS).map(Number) as Politica[]).map((id) => ({
      id, descricao: DESCRICOES[id], criterio: POLITICAS[id], validade_dias: VALIDADE_POLITICA_DIAS[id], template: TEMPLATES[id], conjunta: partesDaPolitica(id).veiculos,
    }));
  }

  @Get('consultar_documentos')
  @Acesso('cadastro_consulta', 'create')
  @ApiOperation({ summary: 'Consulta de documentos pela política no serviço de cadastro (offline: nossos cadastros e a blacklist); erros por documento' })
  @ApiQuery({ name: 'cliente_id', required: true, type: Number })
  @ApiQuery({ name: 'politica', required: true, type: Number })
  @ApiQuery({ name: 'cpf', required: false, type: [String], description: 'Pode repetir' })
  @ApiQuery({ name: 'cnpj', required: false, type: [String], description: 'Pode repetir' })
  @ApiQuery({ name: 'placa', required: false, type: [String], description: 'Pode repetir' })
  @ApiOkResponse({ type: ConsultaDocumentosDto })
  @ApiErrosCampos('Documento ou placa inválidos, política desconhecida')
  @ApiProibido('Cliente fora do alcance do usuário')
  consultarDocumentos(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado) {
    const bag = new FieldErrorBag();
    const clienteId = idDaQuery(q.cliente_id, 'cliente_id');
    if (!clienteId) bag.add('cliente_id', 'Cliente não selecionado');
    const p = politica(q.politica);
    if (!p) bag.add('politica', 'deve ser uma de: 1, 2, 3, 5, 6, 7');
    const cpfs = lista(q.cpf).map(somenteDigitos);
    const cnpjs = lista(q.cnpj).map(somenteDigitos);
    const placas = lista(q.placa).map(normalizarPlaca);
    if (cpfs.length + cnpjs.length + placas.length > 20) bag.add('cpf', 'No máximo 20 documentos por consulta');
    cpfs.forEach((c) => !cpfValido(c) && bag.add('cpf', 'CPF inválido'));
    cnpjs.forEach((c) => !cnpjValido(c) && bag.add('cnpj', 'CNPJ inválido'));
    placas.forEach((c) => !placaValida(c) && bag.add('placa', 'Placa inválida'));
    if (!cpfs.length && !cnpjs.length && !placas.length) bag.add('cpf', 'Informe um CPF, CNPJ ou placa');
    bag.throwIfAny();
    return this.portas.cadastrarRegistro().consultarDocumentos(eu, { cliente_id: clienteId!, politica: p!, cpfs: [...new Set(cpfs)], cnpjs: [...new Set(cnpjs)], placas: [...new Set(placas)] });
  }

  @Get('verificar_cadastro_registro')
  @Acesso('cadastro_consulta', 'index')
  @ApiOperation({ summary: 'Existe consulta válida deste documento ou placa para o cliente? (a pergunta "deseja fazer uma nova pesquisa?")' })
  @ApiQuery({ name: 'cliente_id', required: true, type: Number })
  @ApiQuery({ name: 'filtro', required: true, type: String, description: 'CPF, CNPJ ou placa' })
  @ApiQuery({ name: 'criterio', required: false, enum: CRITERIOS })
  @ApiOkResponse({ type: VigenteDto })
  @ApiErrosCampos()
  verificar(@Query('cliente_id') cliente: unknown, @Query('filtro') filtro: unknown, @Query('criterio') criterio: unknown, @UsuarioAtual() eu: UsuarioAutenticado) {
    const clienteId = clienteDaQuery(cliente, eu.escopo);
    const bag = new FieldErrorBag();
    if (!clienteId) bag.add('cliente_id', 'Cliente não selecionado');
    if (typeof filtro !== 'string' || !filtro.trim() || filtro.length > 30) bag.add('filtro', 'Informe o CPF, CNPJ ou placa');
    if (criterio !== undefined && !(CRITERIOS as readonly unknown[]).includes(criterio)) bag.add('criterio', `deve ser um de: ${CRITERIOS.join(', ')}`);
    bag.throwIfAny();
    return this.queries.vigente(clienteId!, filtro as string, (criterio as string) ?? null);
  }

  @Get('find_registros')
  @Acesso('cadastro_consulta', 'index')
  @ApiOperation({ summary: 'Registros por protocolo, CPF/CNPJ ou placa (até 20)' })
  @ApiQuery({ name: 'filtro', required: true, type: String })
  @ApiOkResponse({ type: [RegistroBuscaDto] })
  @ApiErrosCampos()
  buscar(@Query('filtro') filtro: unknown, @UsuarioAtual() eu: UsuarioAutenticado) {
    if (typeof filtro !== 'string' || filtro.trim().length < 3 || filtro.length > 40) throw ValidationError.campo('filtro', 'Informe ao menos 3 caracteres');
    return this.queries.buscar(filtro, eu.escopo);
  }

  @Get('find_funcionario_cadastro')
  @Acesso('cadastro_consulta', 'create')
  @ApiOperation({ summary: 'Motoristas por nome ou CPF para o protocolo (usuário de cliente: os vinculados a ele)' })
  @ApiQuery({ name: 'funcionario', required: true, type: String })
  @ApiOkResponse({ type: [FuncionarioCadastroDto] })
  @ApiErrosCampos()
  async funcionarios(@Query('funcionario') termo: unknown, @UsuarioAtual() eu: UsuarioAutenticado) {
    if (typeof termo !== 'string' || termo.trim().length < 2 || termo.length > 60) throw ValidationError.campo('funcionario', 'Informe ao menos 2 caracteres');
    // The employees' own finder: by name or CPF, within the user's links.
    const achados = await this.funcionariosQueries.buscar(eu.escopo, { texto: termo.trim(), clienteId: null, fones: [] });
    return achados.slice(0, 20).map((f) => ({ id: f.id, nome: f.nome, cpf: f.cpf }));
  }

  @Get('find_cliente_cadastro')
  @Acesso('cadastro_consulta', 'create')
  @ApiOperation({ summary: 'Clientes por CNPJ ou razão social (usuário de cliente: o próprio)' })
  @ApiQuery({ name: 'cnpj', required: true, type: String })
  @ApiOkResponse({ type: [ClienteCadastroDto] })
  @ApiErrosCampos()
  async clientes(@Query('cnpj') termo: unknown, @UsuarioAtual() eu: UsuarioAutenticado) {
    if (typeof termo !== 'string' || !termo.trim() || termo.length > 60) throw ValidationError.campo('cnpj', 'CNPJ não pode ser nulo.');
    // The clients' own finder: by name or CNPJ digits, within the user's scope.
    const achados = await this.clientesQueries.buscar(eu.escopo, termo.trim());
    return achados.slice(0, 20).map((c) => ({ id: c.id, razao_social: c.nome, cnpj: c.cnpj ?? '' }));
  }

  @Get('get_registros_renovacao')
  @Acesso('cadastro_consulta', 'index')
  @ApiOperation({ summary: 'Itens a renovar: consultas favoráveis que vencem em até 30 dias (ou venceram há até 90), ainda não renovadas' })
  @ApiGrid(GRID_RENOVACAO, RenovacaoPageDto)
  renovacao(@Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return responderGrid({ raw: query, spec: GRID_RENOVACAO, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: 'renovacoes', consultar: (q) => this.queries.renovacao(q, eu.escopo) });
  }

  @Post('renovar_registros')
  @HttpCode(200)
  @Acesso('cadastro_consulta', 'create')
  @ApiOperation({ summary: 'Renova os itens escolhidos: um registro novo (RENOVAÇÃO) por registro, consultado de novo, com nova validade' })
  @ApiOkResponse({ type: RenovadoDto })
  @ApiErrosCampos('Lista mal formada')
  @ApiRegraNegocio("'NÃO HÁ REGISTROS SELECIONADOS, À SEREM RENOVADOS', registro removido ou já renovado")
  @ApiProibido('Registro de outro cliente')
  renovar(@Body() corpo: RenovacaoBodyDto, @UsuarioAtual() eu: UsuarioAutenticado) {
    return this.portas.renovarRegistros().executar(eu, corpo.itens_renovacao);
  }

  @Get('situacao')
  @Acesso('cadastro_consulta', 'index')
  @ApiOperation({ summary: 'Leitura da viagem: para o cliente, o motorista e o veículo numa data, há protocolo válido? a análise de perfil ou a blacklist bloqueiam?' })
  @ApiQuery({ name: 'cliente_id', required: true, type: Number })
  @ApiQuery({ name: 'motorista_id', required: false, type: Number })
  @ApiQuery({ name: 'veiculo_id', required: false, type: Number })
  @ApiQuery({ name: 'data', required: false, type: String, description: 'aaaa-mm-dd (padrão: agora)' })
  @ApiOkResponse({ type: SituacaoCadastralDto })
  @ApiErrosCampos()
  @ApiProibido('Cliente fora do alcance do usuário')
  @ApiNaoEncontrado('Motorista ou veículo não encontrado')
  situacao(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado) {
    const bag = new FieldErrorBag();
    const id = (campo: string) => {
      try {
        return idDaQuery(q[campo], campo);
      } catch {
        bag.add(campo, 'deve ser um número inteiro positivo');
        return null;
      }
    };
    const cliente = id('cliente_id');
    const motorista = id('motorista_id');
    const veiculo = id('veiculo_id');
    const vazio = (v: unknown) => v === undefined || v === '';
    if (vazio(q.cliente_id)) bag.add('cliente_id', 'Cliente não selecionado');
    if (vazio(q.motorista_id) && vazio(q.veiculo_id)) bag.add('motorista_id', 'Informe o motorista ou o veículo');
    let data = new Date();
    if (q.data !== undefined) {
      const d = typeof q.data === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(q.data) ? new Date(`${q.data}T12:00:00-03:00`) : null;
      if (!d || Number.isNaN(d.getTime())) bag.add('data', 'deve ser uma data (aaaa-mm-dd)');
      else data = d;
    }
    bag.throwIfAny();
    clienteDaQuery(String(cliente), eu.escopo);
    return this.queries.situacao(cliente!, motorista, veiculo, data);
  }

  @Post('create')
  @Acesso('cadastro_consulta', 'create')
  @ApiOperation({ summary: 'Nova consulta pela política (pesquisa conjunta: até 5 veículos e 5 proprietários); com consulta válida e is_nova_pesquisa falso, mantém a vigente' })
  @ApiQuery({ name: 'is_nova_pesquisa', required: false, enum: ['true', 'false'], description: 'Sim (true) faz uma nova pesquisa mesmo havendo uma válida' })
  @ApiCreatedResponse({ type: RegistroCriadoDto, description: 'Consulta registrada' })
  @ApiOkResponse({ type: RegistroCriadoDto, description: 'Consulta vigente mantida (reaproveitado)' })
  @ApiErrosCampos("Mensagens da §5: 'CPF DO PROPRIETÁRIO INVÁLIDO', 'CNPJ INFORMADO INVÁLIDO', 'PREENCHA TODOS OS CAMPOS OBRIGATÓRIOS', sexto veículo ou proprietário")
  @ApiProibido('Cliente fora do alcance do usuário')
  async criar(@Body() corpo: RegistroBodyDto, @Query('is_nova_pesquisa') nova: unknown, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    if (nova !== undefined && nova !== 'true' && nova !== 'false') throw ValidationError.campo('is_nova_pesquisa', 'deve ser true ou false');
    const { criado, ...r } = await this.portas.cadastrarRegistro().executar(eu, corpo.registro as unknown as Record<string, unknown>, nova === 'true');
    res.status(criado ? 201 : 200);
    return r;
  }

  @Post('protocolo')
  @Acesso('cadastro_consulta', 'create')
  @ApiOperation({ summary: 'Protocolo externo (fonte da lista, validade a partir de hoje, status ACORDO; política 6 não se aplica), ligado a um motorista e/ou veículo' })
  @ApiCreatedResponse({ type: ProtocoloCriadoDto })
  @ApiErrosCampos("'Adicione um veiculo ou motorista para vincular ao protocolo', fonte, validade, política")
  @ApiRegraNegocio('Protocolo já registrado')
  @ApiProibido('Cliente, motorista ou veículo fora do alcance do usuário')
  protocolo(@Body() corpo: ProtocoloBodyDto, @UsuarioAtual() eu: UsuarioAutenticado) {
    return this.portas.registrarProtocoloExterno().executar(eu, corpo.registro as unknown as Record<string, unknown>);
  }

  @Get('protocolo/:id')
  @Acesso('cadastro_consulta', 'show')
  @ApiOperation({ summary: 'Um protocolo (externo ou próprio) com o motorista e o veículo' })
  @ApiIds('id')
  @ApiOkResponse({ type: ProtocoloDto })
  @ApiNaoEncontrado()
  @ApiProibido('Registro de outro cliente')
  verProtocolo(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado) {
    return this.queries.protocolo(id, eu.escopo);
  }

  @Get('get_registro/:id')
  @Acesso('cadastro_consulta', 'show')
  @ApiOperation({ summary: 'Itens do registro, observação e política' })
  @ApiIds('id')
  @ApiOkResponse({ type: RegistroSimplesDto })
  @ApiNaoEncontrado()
  @ApiProibido('Registro de outro cliente')
  async simples(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado) {
    const r = await this.queries.cabecalho(id, eu.escopo);
    return { items: await this.queries.itens(id), observacao: r.observacao, politica_id: r.politica, status: r.status, protocolo: r.protocolo };
  }

  @Get('get_registro/:id/:hash')
  @Acesso('cadastro_consulta', 'show')
  @ApiOperation({ summary: 'Registro para a análise: itens com laudo, observações e anexos' })
  @ApiIds('id')
  @ApiParam({ name: 'hash', description: 'Chave do registro (32 hexadecimais)' })
  @ApiOkResponse({ type: RegistroDetalheDto })
  @ApiErrosCampos('hash inválido')
  @ApiNaoEncontrado()
  @ApiProibido('Registro de outro cliente')
  async detalhe(@Param('id', IdPipe) id: number, @Param('hash') hash: string, @UsuarioAtual() eu: UsuarioAutenticado) {
    const r = await this.queries.cabecalho(id, eu.escopo, lerHash(hash));
    return {
      registro: r, itens_registros: await this.queries.itens(id), status: r.status, user_cliente_id: eu.escopo.tipo === 'clientes' ? eu.cliente_id : null,
      pode_analisar: podeAnalisarRegistro(eu), pode_alterar: podeAlterarRegistro(eu),
    };
  }

  @Post('upload/:id')
  @HttpCode(200)
  @Acesso('cadastro_consulta', 'show')
  @ApiOperation({ summary: 'Análise de um item: observação com o status do botão (APROVADO → RETIFICADO) e/ou anexos PNG, JPEG ou PDF até 5 MB' })
  @ApiIds('id')
  @ApiOkResponse({ type: AnaliseFeitaDto })
  @ApiErrosCampos('Item, observação ou anexo inválido (tipo, tamanho, conteúdo): nada é gravado')
  @ApiRegraNegocio('Registro cancelado não pode ser analisado')
  @ApiProibido('Análise só pela equipe de cadastro; registro de outro cliente')
  @ApiNaoEncontrado()
  analisar(@Param('id', IdPipe) id: number, @Body() corpo: AnaliseBodyDto, @UsuarioAtual() eu: UsuarioAutenticado) {
    return this.portas.analisarItem().executar(eu, id, corpo);
  }

  @Get('anexo/:id')
  @Acesso('cadastro_consulta', 'show')
  @ApiOperation({ summary: 'Arquivo de um anexo (imagem ou PDF), para abrir no navegador' })
  @ApiIds('id')
  @ApiOkResponse({ description: 'O arquivo', content: { 'image/png': { schema: { type: 'string', format: 'binary' } }, 'image/jpeg': { schema: { type: 'string', format: 'binary' } }, 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiNaoEncontrado('Anexo não encontrado')
  @ApiProibido('Registro de outro cliente')
  async anexo(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    const a = await this.queries.anexo(id, eu.escopo);
    res.setHeader('Content-Type', a.tipo);
    res.setHeader('Content-Disposition', `inline; filename="${encodeURIComponent(a.nome)}"`);
    return new StreamableFile(a.conteudo);
  }

  @Post('corrigir_erros_parametros/:hash')
  @HttpCode(200)
  @Acesso('cadastro_consulta', 'update')
  @ApiOperation({ summary: 'Corrige parâmetros de um item (nome, RG, CNH, renavam, UF)' })
  @ApiParam({ name: 'hash', description: 'Hash do item' })
  @ApiOkResponse({ type: CorrecaoFeitaDto })
  @ApiErrosCampos()
  @ApiNaoEncontrado()
  @ApiProibido('Só a equipe de cadastro; registro de outro cliente')
  async corrigir(@Param('hash') hash: string, @Body() corpo: CorrecaoBodyDto, @UsuarioAtual() eu: UsuarioAutenticado) {
    const r = await this.portas.corrigirItem().executar(eu, lerHash(hash), corpo.item_registro as unknown as Record<string, unknown>);
    return { ...r, status: 'OK' };
  }

  @Get('pdf/:id/:hash')
  @Acesso('cadastro_consulta', 'show')
  @ApiOperation({ summary: 'Protocolo em PDF (gerado no servidor pelo Chromium)' })
  @ApiIds('id')
  @ApiParam({ name: 'hash', description: 'Chave do registro' })
  @ApiOkResponse({ description: 'protocolo_<número>.pdf', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrosCampos('hash inválido')
  @ApiNaoEncontrado()
  @ApiProibido('Registro de outro cliente')
  async pdf(@Param('id', IdPipe) id: number, @Param('hash') hash: string, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    const r = await this.queries.cabecalho(id, eu.escopo, lerHash(hash));
    const pdf = await this.portas.pdf.gerar(htmlDoProtocolo(r, await this.queries.itens(id)), { formato: 'A4' });
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="protocolo_${String(r.protocolo).replace(/[^A-Za-z0-9_-]/g, '')}.pdf"`);
    return new StreamableFile(Buffer.from(pdf));
  }

  @Get('motorista/:id')
  @Acesso('cadastro_consulta', 'index')
  @ApiOperation({ summary: 'Consultas de um motorista (itens de registro), mais novas primeiro' })
  @ApiIds('id')
  @ApiOkResponse({ type: [ItemDoAlvoDto] })
  @ApiNaoEncontrado('Motorista não encontrado')
  doMotorista(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado) {
    return this.queries.doAlvo('motorista', id, eu.escopo);
  }

  @Get('veiculo/:id')
  @Acesso('cadastro_consulta', 'index')
  @ApiOperation({ summary: 'Consultas de um veículo (itens de registro), mais novas primeiro' })
  @ApiIds('id')
  @ApiOkResponse({ type: [ItemDoAlvoDto] })
  doVeiculo(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado) {
    return this.queries.doAlvo('veiculo', id, eu.escopo);
  }

  @Delete(':id')
  @Acesso('cadastro_consulta', 'destroy')
  @ApiOperation({ summary: 'Remove o protocolo (grupos 3 e 4): o registro fica CANCELADO e deixa de valer para viagens' })
  @ApiIds('id')
  @ApiOkResponse({ schema: { type: 'object', properties: { message: { type: 'string', example: 'Protocolo removido com sucesso' } }, required: ['message'] } })
  @ApiNaoEncontrado()
  @ApiProibido('Só os grupos 3 e 4; registro de outro cliente')
  @ApiRegraNegocio('Protocolo já removido')
  remover(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado) {
    return this.portas.removerProtocolo().executar(eu, id);
  }
}
