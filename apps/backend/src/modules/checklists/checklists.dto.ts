import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { STATUS_CHECKLIST } from '@gr/domain';
import { Aninhado, Lista, Booleano, Campo, CampoNulo, Envelope, Id, IdObrigatorio, Inteiro, Texto, VersaoLida } from '../masters/comum/dto.js';
import { GridPageDto } from '../../shared/http/grid.js';

export class ChecklistInputDto {
  @Id({ description: 'Cliente (usuário de cliente: o próprio)' }) cliente_id?: number | null;
  @Id({ description: 'PGR do cliente' }) pgr_cliente_id?: number | null;
  @Id() veiculo_id?: number | null;
  @Texto({ enum: ['ABERTA', 'FECHADA'] }) carroceria?: string | null;
  @Booleano({ description: 'Fila expressa (só quando o cliente tem a operação expresso)' }) fila_expressa?: boolean | null;
  @Texto({ description: 'Nome do contato (mínimo 5 caracteres)' }) nome_contato?: string | null;
  @Texto({ example: '(11)98765-4321' }) telefone_contato1?: string | null;
  @Texto() telefone_contato2?: string | null;
  @Texto() telefone_contato3?: string | null;
  @VersaoLida() updated_at?: string | null;
}
export class ChecklistBodyDto {
  @Envelope(ChecklistInputDto) check_list!: ChecklistInputDto;
}

export class MarcaItemDto {
  @IdObrigatorio({ description: 'Item do checklist' }) id!: number;
  @Texto({ enum: ['APROVADO', 'REPROVADO'] }) status?: string | null;
}

export class TratamentoInputDto {
  @IdObrigatorio() id!: number;
  @VersaoLida() updated_at?: string | null;
  @Lista(MarcaItemDto, 200, 'Marca de cada item: APROVADO ou REPROVADO') itens?: MarcaItemDto[];
  @Texto() observacao?: string | null;
}
export class TratamentoBodyDto {
  @Envelope(TratamentoInputDto) check_list!: TratamentoInputDto;
}

export class PendenciaDto {
  @IdObrigatorio() id!: number;
  @Texto() observacao_pendencia?: string | null;
  @Booleano({ description: 'true: o veículo vai para MANUTENCAO; false: fica PENDENTE' }) manutencao?: boolean;
}

export class CancelarDto {
  @IdObrigatorio() id!: number;
  @Lista(MarcaItemDto, 200, 'Status dos itens no cancelamento') item_status?: MarcaItemDto[];
  @Texto() observacao_cancelamento?: string | null;
}

export class LiberarDto {
  @Texto({ description: 'Usuário do operador autorizador' }) username?: string | null;
  @Texto({ description: 'Senha do autorizador', format: 'password' }) password?: string | null;
  @Inteiro({ description: 'Dias de validade da liberação (1 a 30)', example: 3 }) tempo?: number | null;
  @Texto() observacao?: string | null;
}

export class ReutilizarDto {
  @Id() id?: number | null;
  @IdObrigatorio({ description: 'Cliente que reutiliza' }) cliente_id!: number;
}

export class OperacoesDto {
  @IdObrigatorio() cliente_id!: number;
  @Id() pgr_id?: number | null;
}

export class OperacoesDisponiveisDto {
  @Campo() reteste!: boolean;
  @Campo() expresso!: boolean;
}

export class VerificacaoDto {
  @Campo({ enum: ['OK', 'ERRO', 'CARRETA', 'VINCULO', 'CHECKLIST_VALIDO', 'CHECKLIST_ANDAMENTO', 'REUTILIZAR', 'EM_VIAGEM', 'RETESTE'] }) codigo!: string;
  @Campo() mensagem!: string;
  @ApiPropertyOptional() checklist_id?: number;
  @ApiPropertyOptional({ format: 'date-time' }) data_validade?: string;
  @ApiPropertyOptional({ enum: ['SIM', 'NAO'] }) emitir_novo?: string;
}

export class ChecklistLinhaDto {
  @Campo() id!: number;
  @Campo({ enum: STATUS_CHECKLIST }) status!: string;
  @Campo() placa!: string;
  @CampoNulo(String) terminal!: string | null;
  @CampoNulo(String) tecnologia!: string | null;
  @CampoNulo(Number) tecnologia_id!: number | null;
  @CampoNulo(String) vinculo!: string | null;
  @CampoNulo(String) cliente!: string | null;
  @Campo() cliente_id!: number;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
  @Campo() username_add!: string;
  @CampoNulo(String, { format: 'date-time' }) data_validade!: string | null;
  @Campo() protocolo!: string;
  @Campo() online!: boolean;
  @Campo() reutilizado!: boolean;
  @Campo() fila_expressa!: boolean;
  @CampoNulo(Number, { description: 'Segundos na fila expressa' }) tempo_em_fila_expressa!: number | null;
  @Campo() reteste_pendente!: boolean;
  @CampoNulo(String) operador_username!: string | null;
  @Campo({ format: 'date-time' }) updated_at!: string;
  @CampoNulo(Number, { description: 'Segundos do cadastro até a verificação' }) tempo_verificacao!: number | null;
  @CampoNulo(Number, { description: 'Segundos em teste' }) tempo_em_teste!: number | null;
  @CampoNulo(Number, { description: 'Segundos do cadastro até o fim (ou até agora)' }) tempo_decorrido!: number | null;
  @ApiProperty({ type: [String], description: 'Ações que o status permite (o servidor confere de novo)' }) acoes!: string[];
  @Campo() disponivel_teste_online!: boolean;
}

export class ChecklistsPageDto extends GridPageDto {
  @ApiProperty({ type: [ChecklistLinhaDto] }) rows!: ChecklistLinhaDto[];
}

export class ItemChecklistDto {
  @Campo() id!: number;
  @CampoNulo(Number) item_pgr_id!: number | null;
  @CampoNulo(Number, { description: 'Periférico (ícone 1–28, 44)' }) periferico_id!: number | null;
  @Campo() descricao!: string;
  @CampoNulo(String, { enum: ['APROVADO', 'REPROVADO'] }) status!: string | null;
  @Campo({ description: 'Pré-teste: -2 reprovado, -1 em análise, 0 nenhum, 1 pendente parcial, 2 pré-aprovado' }) status_preteste!: number;
  @Campo({ description: 'Teste automático: 0, 1 ou 2 mudanças vistas' }) status_teste!: number;
  @CampoNulo(Number) valor!: number | null;
  @Campo() violacao!: boolean;
  @Campo() quantidade!: number;
  @CampoNulo(String, { format: 'date-time' }) data_posicao!: string | null;
}

export class EventoChecklistDto {
  @Campo() id!: number;
  @Campo() acao!: string;
  @CampoNulo(String) status_antes!: string | null;
  @CampoNulo(String) status_depois!: string | null;
  @Campo() username!: string;
  @CampoNulo(String) origem!: string | null;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, nullable: true }) detalhe!: Record<string, unknown> | null;
  @Campo({ format: 'date-time' }) data!: string;
}

export class ChecklistDetalheDto extends ChecklistLinhaDto {
  @Campo() veiculo_id!: number;
  @CampoNulo(Number) pgr_cliente_id!: number | null;
  @CampoNulo(String) pgr!: string | null;
  @Campo({ enum: ['ABERTA', 'FECHADA'] }) carroceria!: string;
  @CampoNulo(String, { enum: ['SE', 'ESC', 'EC'] }) operacao!: string | null;
  @CampoNulo(String, { format: 'date-time' }) data_verificacao!: string | null;
  @CampoNulo(String, { format: 'date-time' }) data_em_teste!: string | null;
  @CampoNulo(String, { format: 'date-time' }) data_finalizado!: string | null;
  @CampoNulo(String, { format: 'date-time' }) inicio_teste_online!: string | null;
  @CampoNulo(String, { format: 'date-time' }) data_fila_expressa!: string | null;
  @CampoNulo(Number) reutilizado_de!: number | null;
  @CampoNulo(Number) reteste_de!: number | null;
  @Campo() monitorando_preteste!: boolean;
  @Campo() preteste_usado!: boolean;
  @Campo() oculto!: boolean;
  @CampoNulo(String) observacao!: string | null;
  @CampoNulo(String) observacao_pendencia!: string | null;
  @CampoNulo(String) observacao_cancelamento!: string | null;
  @CampoNulo(String) nome_contato!: string | null;
  @CampoNulo(String) telefone_contato1!: string | null;
  @CampoNulo(String) telefone_contato2!: string | null;
  @CampoNulo(String) telefone_contato3!: string | null;
  @ApiProperty({ type: [ItemChecklistDto] }) itens!: ItemChecklistDto[];
}

export class ChecklistVisualizarDto extends ChecklistDetalheDto {
  @ApiProperty({ type: [EventoChecklistDto], description: 'Histórico: cada ação com quem, de onde e quando' }) eventos!: EventoChecklistDto[];
}

export class ChecklistRefDto {
  @Campo() id!: number;
  @Campo() protocolo!: string;
  @Campo({ enum: STATUS_CHECKLIST }) status!: string;
}

export class ChecklistCriadoDto {
  @Campo() message!: string;
  @ApiProperty({ type: ChecklistRefDto }) check_list!: ChecklistRefDto;
}

export class StatusAlteradoDto {
  @Campo() message!: string;
  @Campo() id!: number;
  @Campo({ enum: STATUS_CHECKLIST }) status!: string;
}

export class ValidadeDto {
  @CampoNulo(String, { format: 'date-time' }) validade!: string | null;
}

export class AlertaTesteDto {
  @Campo({ enum: [0, 1, 2, 3, 4, 5], description: '0 global, 1 valor mudou, 2 mudou para positivo, 3 para negativo, 4 aprovação, 5 reprovação' }) estado!: number;
  @CampoNulo(Number) item_pgr!: number | null;
  @Campo() mensagem!: string;
  @Campo({ format: 'date-time' }) data!: string;
}

export class ItemTesteDto {
  @Campo() id!: number;
  @CampoNulo(Number) periferico_id!: number | null;
  @Campo() descricao!: string;
  @Campo({ enum: [0, 1, 2] }) status!: number;
  @CampoNulo(Number) valor!: number | null;
  @Campo() violacao!: boolean;
  @Campo() quantidade!: number;
  @CampoNulo(String, { format: 'date-time' }) data_posicao!: string | null;
  @Campo({ enum: ['AGUARDANDO', 'OK', 'ERRO'] }) estado!: string;
}

export class TesteAutomaticoDto {
  @ApiProperty({ type: [ItemTesteDto] }) itens!: ItemTesteDto[];
  @ApiProperty({ type: [AlertaTesteDto] }) alertas!: AlertaTesteDto[];
  @Campo() concluido!: boolean;
  @CampoNulo(Boolean) aprovado!: boolean | null;
  @Campo() tempo_decorrido_ms!: number;
  @Campo() tempo_esgotado!: boolean;
}

export class AlertaDisparadoDto {
  @Campo() id!: number;
  @Campo() descricao!: string;
  @CampoNulo(String) sugestao!: string | null;
  @Campo({ description: 'Quantas vezes dispara ao todo' }) repeticao!: number;
  @Campo({ description: 'Intervalo entre dois disparos, em ms' }) t!: number;
  @Campo({ description: 'Quantas vezes já disparou' }) disparos!: number;
  @Campo({ format: 'date-time' }) ultimo!: string;
  @CampoNulo(String, { format: 'date-time', description: 'Próximo disparo; null quando acabaram as repetições' }) proximo!: string | null;
}

export class EmTesteDto {
  @ApiProperty({ type: ChecklistDetalheDto }) check_list!: ChecklistDetalheDto;
  @ApiProperty({ type: [AlertaDisparadoDto], description: 'Alertas de checklist (definições ativas) disparados no estágio atual' }) alertas!: AlertaDisparadoDto[];
  @ApiPropertyOptional({ type: TesteAutomaticoDto, nullable: true, description: 'Teste automático iniciado: a avaliação das leituras até agora' }) teste!: TesteAutomaticoDto | null;
}

export class AnaliseDto {
  @Campo() message!: string;
  @CampoNulo(String, { enum: STATUS_CHECKLIST }) status!: string | null;
  @ApiPropertyOptional({ type: TesteAutomaticoDto, nullable: true }) teste!: TesteAutomaticoDto | null;
}

export class PgrFindDto {
  @Campo() id!: number;
  @Campo() descricao!: string;
  @Campo({ format: 'date' }) validade!: string;
  @Campo() pgr_padrao!: boolean;
}

export class ExpressoDto {
  @Campo() id!: number;
  @Campo() placa!: string;
  @Campo({ description: 'Minutos restantes dos 45 (negativo: atrasado)' }) tempo_minutos!: number;
}

export class ProblemaVeiculoDto {
  @Campo() check_list_id!: number;
  @Campo() protocolo!: string;
  @Campo({ enum: STATUS_CHECKLIST }) status!: string;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
  @Campo() cliente_id!: number;
  @Campo() descricao!: string;
  @CampoNulo(Number) periferico_id!: number | null;
  @CampoNulo(String) status_item!: string | null;
  @Campo() violacao!: boolean;
}

export class RetestePendenteDto {
  @Campo() reteste_pendente!: boolean;
}

export class ItemPreTesteDto {
  @Campo() id!: number;
  @CampoNulo(Number) periferico_id!: number | null;
  @Campo() descricao!: string;
  @Campo({ enum: [-2, -1, 0, 1, 2], description: '-2 REPROVADO, -1 REPROVADO em análise, 0 nenhum, 1 PENDENTE parcial, 2 PRÉ-APROVADO' }) status!: number;
}

export class GrupoPreTesteDto {
  @Campo({ enum: ['portas', 'desengate', 'bloqueio_sirene'] }) chave!: string;
  @Campo() titulo!: string;
  @Campo({ enum: ['AGUARDANDO', 'PENDENTE', 'ITEM APROVADO'] }) estado!: string;
}

export class PreTesteDto {
  @Campo() monitorando_preteste!: boolean;
  @Campo() preteste_usado!: boolean;
  @CampoNulo(String, { format: 'date-time' }) inicio_preteste!: string | null;
  @ApiProperty({ type: [ItemPreTesteDto] }) itens!: ItemPreTesteDto[];
  @ApiProperty({ type: [GrupoPreTesteDto], description: 'Guia: portas, desengate, bloqueio e sirene' }) grupos!: GrupoPreTesteDto[];
}

export class ComandosPreTesteDto {
  @Campo({ example: 'Comando enviado para bloqueio e sirene' }) message!: string;
  @ApiProperty({ type: [Number], description: 'Comandos na fila (bloqueio e sirene)' }) comandos!: number[];
}

export class TecnologiaVeiculoDto {
  @CampoNulo(Number) id!: number | null;
  @CampoNulo(String) descricao!: string | null;
  @Campo({ description: 'Teste automático disponível (tecnologias 2 e 4)' }) teste_online!: boolean;
}

export class PatchChecklistDto {
  @Aninhado(ChecklistInputDto, { description: 'Edição do pedido (só em VERIFICANDO)' }) check_list?: ChecklistInputDto | null;
  @Booleano({ description: 'true: a central passa a acompanhar o pré-teste; false: deixa de acompanhar' }) monitorando_preteste?: boolean;
}
