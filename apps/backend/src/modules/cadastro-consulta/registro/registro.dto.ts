import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { BASES_LEGAIS, CRITERIOS, FONTES_PROTOCOLO, LAUDOS, STATUS_ANALISE, STATUS_REGISTRO, TIPOS_ANEXO } from '@gr/domain';
import { Aninhado, Lista, Booleano, Campo, CampoNulo, Envelope, Id, Inteiro, Texto } from '../../masters/comum/dto.js';
import { GridPageDto } from '../../../shared/http/grid.js';

/**
 * Registration DTOs: they check only types; the rules and their messages are the domain's
 * (libs/domain/src/cadastro-consulta/entradas.ts, analise.ts).
 */
export class MotoristaRegistroDto {
  @Texto({ example: '52998224725', description: 'Só dígitos (máscaras são removidas)' }) cpf?: string | null;
  @Texto() nome?: string | null;
  @Texto() rg?: string | null;
  @Texto({ example: 'SP' }) rg_uf?: string | null;
  @Texto({ description: 'CNH, 11 dígitos' }) cnh?: string | null;
  @Texto() fone1?: string | null;
  @Texto() fone2?: string | null;
  @Texto() cep?: string | null;
}
export class EmpresaRegistroDto {
  @Texto({ example: '11222333000181' }) cnpj?: string | null;
  @Texto() razao_social?: string | null;
  @Texto() fone1?: string | null;
  @Texto() cep?: string | null;
}
export class VeiculoRegistroDto {
  @Texto({ example: 'ABC1D23' }) placa?: string | null;
  @Texto({ description: 'Renavam, 11 dígitos' }) renavan?: string | null;
  @Texto() uf?: string | null;
  @Texto({ enum: ['PF', 'PJ'], description: 'PF usa CPF; outro valor, CNPJ' }) tipo_proprietario?: string | null;
  @Texto() documento_proprietario?: string | null;
}
export class ProprietarioRegistroDto {
  @Texto() documento?: string | null;
  @Texto({ enum: ['PF', 'PJ'] }) tipo_proprietario?: string | null;
  @Texto() nome?: string | null;
  @Texto({ format: 'date' }) data_nascimento?: string | null;
}
export class RegistroInputDto {
  @Id({ description: 'Cliente (usuário de cliente: o próprio)' }) cliente_id?: number | null;
  @Inteiro({ description: 'Política: 1 Autônomo, 2 Frota, 3 Agregado, 5 Individual, 6 Empresa, 7 Veículo (4 vale 5)' }) politica?: number | null;
  @Booleano({ description: 'Pesquisa conjunta: até 5 veículos e 5 proprietários, os do veículo principal incluídos' }) is_pesquisa_conjunto?: boolean;
  @Texto() observacao?: string | null;
  @Texto({ description: 'LGPD: finalidade da consulta' }) finalidade?: string | null;
  @Texto({ enum: [...BASES_LEGAIS], description: 'LGPD: base legal (art. 7º)' }) base_legal?: string | null;
  @Aninhado(MotoristaRegistroDto) motorista?: MotoristaRegistroDto | null;
  @Aninhado(EmpresaRegistroDto) empresa?: EmpresaRegistroDto | null;
  @Lista(VeiculoRegistroDto, 50, 'Veículos (um; até 5 na pesquisa conjunta)') veiculos?: VeiculoRegistroDto[];
  @Lista(ProprietarioRegistroDto, 50, 'Proprietários adicionais (só na pesquisa conjunta, até 4: com o do veículo principal, 5)') proprietarios?: ProprietarioRegistroDto[];
}
export class RegistroBodyDto {
  @Envelope(RegistroInputDto) registro!: RegistroInputDto;
}

export class ProtocoloInputDto {
  @Id({ description: 'Cliente (usuário de cliente: o próprio)' }) cliente_id?: number | null;
  @Texto({ enum: [...FONTES_PROTOCOLO] }) fonte?: string | null;
  @Texto() protocolo?: string | null;
  @Texto({ format: 'date', description: 'A partir de hoje' }) validade?: string | null;
  @Inteiro({ description: 'Política (6 não se aplica a protocolo)' }) politica?: number | null;
  @Id() motorista_id?: number | null;
  @Id() veiculo_id?: number | null;
  @Texto({ enum: ['ACORDO'] }) status?: string | null;
  @Texto() finalidade?: string | null;
  @Texto({ enum: [...BASES_LEGAIS] }) base_legal?: string | null;
}
export class ProtocoloBodyDto {
  @Envelope(ProtocoloInputDto) registro!: ProtocoloInputDto;
}

export class ObservacaoInputDto {
  @Texto() descricao?: string | null;
  @Texto({ enum: [...STATUS_ANALISE], description: 'Pelo botão: Aprovar, Reprovar ou Cancelar' }) status_analise?: string | null;
}
export class AnexoInputDto {
  @Texto() nome?: string | null;
  @Texto({ enum: [...TIPOS_ANEXO], description: 'PNG e JPEG são imagens; o resto vai como PDF' }) tipo?: string | null;
  @Texto({ description: 'Conteúdo em base64 (até 5 MB)' }) conteudo?: string | null;
}
export class AnaliseBodyDto {
  @Texto({ description: 'Hash do item analisado' }) item_hash?: string | null;
  @Aninhado(ObservacaoInputDto) observacao?: ObservacaoInputDto | null;
  @Lista(AnexoInputDto, 20, 'Anexos do item (até 5 por envio)') anexos?: AnexoInputDto[];
}

export class CorrecaoInputDto {
  @Texto() nome?: string | null;
  @Texto() rg?: string | null;
  @Texto() rg_uf?: string | null;
  @Texto() cnh?: string | null;
  @Texto() renavan?: string | null;
  @Texto() uf?: string | null;
}
export class CorrecaoBodyDto {
  @Envelope(CorrecaoInputDto) item_registro!: CorrecaoInputDto;
}

export class RenovacaoBodyDto {
  @ApiProperty({ description: 'Lista JSON (texto) de {registro_id, item}', example: '[{"registro_id":1,"item":"0f3c…"}]', oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'object' } }] })
  @Allow()
  itens_renovacao?: unknown;
}

// ---- answers

export class RegistroLinhaDto {
  @Campo() id!: number;
  @Campo() protocolo!: string;
  @Campo({ enum: STATUS_REGISTRO }) status!: string;
  @Campo({ enum: CRITERIOS }) criterio!: string;
  @Campo() politica!: number;
  @Campo() cliente_id!: number;
  @Campo() cliente!: string;
  @CampoNulo(String) itens_resumo!: string | null;
  @CampoNulo(String) documento!: string | null;
  @CampoNulo(String) placa!: string | null;
  @Campo() usuario!: string;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
  @Campo({ format: 'date-time' }) validade!: string;
  @CampoNulo(String) fonte!: string | null;
  @Campo() is_pesquisa_conjunto!: boolean;
  @Campo({ description: 'Chave da URL de detalhes' }) hash!: string;
  @Campo({ description: 'Grupos 3 e 4, registro não removido' }) pode_remover!: boolean;
}
export class RegistrosPageDto extends GridPageDto {
  @Campo({ type: [RegistroLinhaDto] }) rows!: RegistroLinhaDto[];
  @CampoNulo(Number, { description: 'Cliente do usuário (usuário de cliente)' }) user_cliente_id!: number | null;
}

export class PoliticaDto {
  @Campo() id!: number;
  @Campo() descricao!: string;
  @Campo({ enum: CRITERIOS }) criterio!: string;
  @Campo() validade_dias!: number;
  @Campo({ enum: ['principal', 'individual', 'empresa', 'veiculo'] }) template!: string;
  @Campo({ description: 'Aceita pesquisa conjunta' }) conjunta!: boolean;
}

class PessoaConsultadaDto {
  @Campo() cpf!: string;
  @CampoNulo(String) nome!: string | null;
  @CampoNulo(String) rg!: string | null;
  @CampoNulo(String) cnh!: string | null;
  @CampoNulo(String, { format: 'date' }) cnh_validade!: string | null;
  @CampoNulo(String) fone1!: string | null;
  @CampoNulo(Number) funcionario_id!: number | null;
  @CampoNulo(String, { format: 'date-time' }) validade_vigente!: string | null;
  @CampoNulo(Number) registro_id!: number | null;
}
class EmpresaConsultadaDto {
  @Campo() cnpj!: string;
  @CampoNulo(String) razao_social!: string | null;
  @CampoNulo(String, { format: 'date-time' }) validade_vigente!: string | null;
  @CampoNulo(Number) registro_id!: number | null;
}
class VeiculoConsultadoDto {
  @Campo() placa!: string;
  @CampoNulo(String) renavan!: string | null;
  @CampoNulo(Number) veiculo_id!: number | null;
  @CampoNulo(String, { format: 'date-time' }) validade_vigente!: string | null;
  @CampoNulo(Number) registro_id!: number | null;
}
class RestricaoDto {
  @Campo({ description: 'Documento (dígitos) ou placa' }) chave!: string;
  @Campo() motivo!: string;
}
export class ConsultaDocumentosDto {
  @Campo({ type: [String], description: 'Uma mensagem por documento recusado (aviso vermelho cada)' }) errors!: string[];
  @Campo({ type: [PessoaConsultadaDto] }) pessoas!: PessoaConsultadaDto[];
  @Campo({ type: [EmpresaConsultadaDto] }) empresas!: EmpresaConsultadaDto[];
  @Campo({ type: [VeiculoConsultadoDto] }) veiculos!: VeiculoConsultadoDto[];
  @Campo({ type: [RestricaoDto] }) restricoes!: RestricaoDto[];
}

export class RegistroCriadoDto {
  @Campo() id!: number;
  @Campo() hash!: string;
  @Campo() protocolo!: string;
  @Campo({ enum: STATUS_REGISTRO }) status!: string;
  @Campo({ format: 'date-time' }) validade!: string;
  @Campo({ description: 'true: já havia consulta válida e is_nova_pesquisa não era true' }) reaproveitado!: boolean;
  @Campo({ example: 'Registrado com sucesso' }) message!: string;
}
export class ProtocoloCriadoDto {
  @Campo() id!: number;
  @Campo() hash!: string;
  @Campo() protocolo!: string;
  @Campo({ enum: STATUS_REGISTRO }) status!: string;
  @Campo({ example: 'Registrado com sucesso' }) message!: string;
}

class ObservacaoDto {
  @Campo() descricao!: string;
  @Campo({ example: '22/11/2026' }) data!: string;
  @Campo({ example: '14:05:00' }) hora!: string;
  @Campo() usuario!: string;
  @Campo({ enum: STATUS_ANALISE }) status_analise!: string;
  @Campo({ format: 'date-time' }) data_iso!: string;
}
class AnexoDto {
  @Campo() id!: number;
  @Campo() item_hash!: string;
  @Campo() nome!: string;
  @Campo({ enum: TIPOS_ANEXO }) tipo!: string;
  @Campo() tamanho!: number;
  @Campo() usuario!: string;
  @Campo({ format: 'date-time' }) data!: string;
  @Campo({ description: 'Arquivo: GET nesta URL' }) url!: string;
}
export class ItemRegistroDto {
  @Campo() id!: number;
  @Campo() hash!: string;
  @Campo({ enum: ['MOTORISTA', 'VEICULO', 'PROPRIETARIO', 'EMPRESA'] }) tipo_registro!: string;
  @CampoNulo(String) documento!: string | null;
  @CampoNulo(String) placa!: string | null;
  @CampoNulo(String) nome!: string | null;
  @CampoNulo(Number) funcionario_id!: number | null;
  @CampoNulo(Number) veiculo_id!: number | null;
  @Campo() politica!: number;
  @Campo({ enum: LAUDOS }) laudo!: string;
  @Campo() bloqueado!: boolean;
  @CampoNulo(String) motivo!: string | null;
  @Campo({ format: 'date-time' }) data_vencimento!: string;
  @Campo({ type: 'object', additionalProperties: true, description: 'rg, rg_uf, cnh, renavan, uf, fones, proprietário…' }) dados!: Record<string, unknown>;
  @Campo() is_correcao_parametro!: boolean;
  @Campo({ type: [ObservacaoDto] }) observacoes!: ObservacaoDto[];
  @Campo({ type: [AnexoDto] }) anexos!: AnexoDto[];
}
export class RegistroCabecalhoDto {
  @Campo() id!: number;
  @Campo() protocolo!: string;
  @Campo({ enum: STATUS_REGISTRO }) status!: string;
  @Campo() politica!: number;
  @Campo({ enum: CRITERIOS }) criterio!: string;
  @Campo() cliente_id!: number;
  @Campo() cliente!: string;
  @Campo({ format: 'date-time' }) validade!: string;
  @CampoNulo(String) observacao!: string | null;
  @CampoNulo(String) fonte!: string | null;
  @Campo() usuario!: string;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
  @Campo() hash!: string;
  @Campo() finalidade!: string;
  @Campo() base_legal!: string;
  @Campo() is_pesquisa_conjunto!: boolean;
  @CampoNulo(Number) renovado_de!: number | null;
  @CampoNulo(String, { format: 'date-time' }) renovado_em!: string | null;
  @Campo() version!: number;
}
export class RegistroDetalheDto {
  @Campo({ type: RegistroCabecalhoDto }) registro!: RegistroCabecalhoDto;
  @Campo({ type: [ItemRegistroDto] }) itens_registros!: ItemRegistroDto[];
  @Campo({ enum: STATUS_REGISTRO }) status!: string;
  @CampoNulo(Number) user_cliente_id!: number | null;
  @Campo({ description: 'O usuário pode aprovar, reprovar ou cancelar itens' }) pode_analisar!: boolean;
  @Campo({ description: 'O usuário pode corrigir parâmetros e anexar' }) pode_alterar!: boolean;
}
export class RegistroSimplesDto {
  @Campo({ type: [ItemRegistroDto] }) items!: ItemRegistroDto[];
  @CampoNulo(String) observacao!: string | null;
  @Campo() politica_id!: number;
  @Campo({ enum: STATUS_REGISTRO }) status!: string;
  @Campo() protocolo!: string;
}

class PessoaProtocoloDto {
  @CampoNulo(Number) id!: number | null;
  @CampoNulo(String) nome!: string | null;
  @CampoNulo(String) cpf!: string | null;
  @Campo({ enum: LAUDOS }) laudo!: string;
  @Campo() bloqueado!: boolean;
  @CampoNulo(String) motivo!: string | null;
}
class VeiculoProtocoloDto {
  @CampoNulo(Number) id!: number | null;
  @CampoNulo(String) placa!: string | null;
  @Campo({ enum: LAUDOS }) laudo!: string;
  @Campo() bloqueado!: boolean;
  @CampoNulo(String) motivo!: string | null;
}
export class ProtocoloDto {
  @Campo() id!: number;
  @Campo() cliente_id!: number;
  @Campo() cliente!: string;
  @CampoNulo(String) fonte!: string | null;
  @Campo() protocolo!: string;
  @Campo({ format: 'date-time' }) validade!: string;
  @Campo() politica!: number;
  @Campo({ enum: CRITERIOS }) criterio!: string;
  @Campo({ enum: STATUS_REGISTRO }) status!: string;
  @Campo() usuario!: string;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
  @ApiProperty({ type: PessoaProtocoloDto, nullable: true }) motorista!: PessoaProtocoloDto | null;
  @ApiProperty({ type: VeiculoProtocoloDto, nullable: true }) veiculo!: VeiculoProtocoloDto | null;
}

export class AnaliseFeitaDto {
  @Campo({ example: 'REGISTRO ATUALIZADO COM SUCESSO' }) message!: string;
  @Campo({ enum: STATUS_REGISTRO }) status!: string;
}
export class CorrecaoFeitaDto {
  @Campo({ example: 'REGISTRO ATUALIZADO COM SUCESSO' }) message!: string;
  @Campo({ enum: ['OK'] }) status!: string;
}
export class RenovadoDto {
  @Campo({ example: 'ENVIO REALIZADO COM SUCESSO' }) message!: string;
  @Campo({ type: [Number], description: 'Registros criados (status RENOVAÇÃO)' }) registros!: number[];
}

export class RenovacaoLinhaDto {
  @Campo() registro_id!: number;
  @Campo({ description: 'Hash do item' }) item!: string;
  @Campo() protocolo!: string;
  @Campo() cliente!: string;
  @Campo() cliente_id!: number;
  @Campo({ enum: CRITERIOS }) criterio!: string;
  @Campo() tipo_registro!: string;
  @CampoNulo(String) documento!: string | null;
  @CampoNulo(String) placa!: string | null;
  @CampoNulo(String) nome!: string | null;
  @Campo({ enum: LAUDOS }) laudo!: string;
  @Campo({ format: 'date-time' }) validade!: string;
  @Campo() dias_restantes!: number;
}
export class RenovacaoPageDto extends GridPageDto {
  @Campo({ type: [RenovacaoLinhaDto] }) rows!: RenovacaoLinhaDto[];
}

export class RegistroBuscaDto {
  @Campo() id!: number;
  @Campo() hash!: string;
  @Campo() protocolo!: string;
  @Campo({ enum: STATUS_REGISTRO }) status!: string;
  @Campo({ enum: CRITERIOS }) criterio!: string;
  @Campo({ format: 'date-time' }) validade!: string;
  @Campo() cliente!: string;
  @CampoNulo(String) itens_resumo!: string | null;
}
export class VigenteDto {
  @Campo() existe!: boolean;
  @CampoNulo(Number) registro_id!: number | null;
  @CampoNulo(String) hash!: string | null;
  @CampoNulo(String) protocolo!: string | null;
  @CampoNulo(String, { format: 'date-time' }) validade!: string | null;
}
export class ItemDoAlvoDto {
  @Campo() registro_id!: number;
  @Campo() hash!: string;
  @Campo() protocolo!: string;
  @Campo({ enum: STATUS_REGISTRO }) status!: string;
  @Campo({ enum: CRITERIOS }) criterio!: string;
  @CampoNulo(String) fonte!: string | null;
  @Campo() cliente_id!: number;
  @Campo() cliente!: string;
  @Campo() item!: string;
  @Campo({ enum: LAUDOS }) laudo!: string;
  @Campo() bloqueado!: boolean;
  @CampoNulo(String) motivo!: string | null;
  @Campo({ format: 'date-time' }) data_vencimento!: string;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
}
class SituacaoDto {
  @Campo({ description: 'Há protocolo favorável, não bloqueado, válido na data' }) valido!: boolean;
  @CampoNulo(String) protocolo!: string | null;
  @CampoNulo(String, { format: 'date-time' }) validade!: string | null;
  @Campo({ description: 'Bloqueado pela análise de perfil ou pela blacklist' }) bloqueado!: boolean;
  @CampoNulo(String) motivo!: string | null;
}
export class SituacaoCadastralDto {
  @ApiProperty({ type: SituacaoDto, nullable: true }) motorista!: SituacaoDto | null;
  @ApiProperty({ type: SituacaoDto, nullable: true }) veiculo!: SituacaoDto | null;
}
export class FuncionarioCadastroDto {
  @Campo() id!: number;
  @Campo() nome!: string;
  @Campo() cpf!: string;
}
export class ClienteCadastroDto {
  @Campo() id!: number;
  @Campo() razao_social!: string;
  @Campo() cnpj!: string;
}
