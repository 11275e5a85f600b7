import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsOptional, ValidateBy, ValidateIf } from 'class-validator';
import { GRAUS_RISCO } from '@gr/domain';
import { GridPageDto } from '../../../shared/http/grid.js';
import { Aninhado, Booleano, Campo, CampoNulo, Dinheiro, Envelope, Id, Inteiro, Texto, VersaoLida } from '../comum/dto.js';
import { IsInt4 } from '../../../shared/http/validation.js';

const ListaIds = (description: string) => (alvo: object, campo: string | symbol) => {
  ApiPropertyOptional({ type: [Number], description })(alvo, campo);
  IsOptional()(alvo, campo);
  ValidateIf((_, v) => v !== null)(alvo, campo);
  IsInt4({ each: true, message: 'deve ser uma lista de números inteiros' })(alvo, campo);
  IsArray({ message: 'deve ser uma lista' })(alvo, campo);
};

export class ConfigAlertasInputDto {
  @ListaIds('Níveis (prioridades) de contato que recebem SMS') niveis_contatos_para_sms?: number[];
}
export class ConfigTemperaturaInputDto {
  @Booleano() alerta?: boolean;
  @Booleano() ocorrencia?: boolean;
  @Dinheiro({ exemplo: '-18,5', description: '°C (-60 a 60); campos de temperatura só se alerta e ocorrencia desligados (tela)' }) temperatura_minima?: number | string | null;
  @Dinheiro({ exemplo: '8,0', description: '°C (-60 a 60)' }) temperatura_maxima?: number | string | null;
}

export class PgrClienteInputDto {
  @Id({ description: 'Com id: altera este PGR (PATCH update); sem id: cria (spec 03 §5)' }) id?: number | null;
  @Id({ description: 'PGR do catálogo (obrigatório; rótulo "Pgr")' }) pgr_id?: number | null;
  @Texto({ maxLength: 150, description: 'Obrigatória' }) descricao?: string | null;
  @Booleano({ description: 'PGR padrão do cliente (um por cliente)' }) pgr_padrao?: boolean;
  @ApiPropertyOptional({ oneOf: [{ type: 'integer', enum: [1, 2, 3] }, { type: 'string', enum: GRAUS_RISCO.map((g) => g.descricao) }], description: '1 BAIXO, 2 MEDIO, 3 ALTO' })
  @IsOptional()
  @ValidateBy({ name: 'grauRisco', validator: { validate: (v: unknown) => typeof v === 'number' || typeof v === 'string', defaultMessage: () => 'deve ser 1 (BAIXO), 2 (MEDIO) ou 3 (ALTO)' } })
  grau_risco?: number | string;
  @Texto({ example: '22/11/2027', description: 'dd/mm/aaaa ou aaaa-mm-dd; padrão na criação: hoje + 1 ano (rótulo "Validade")' }) validade?: string | null;
  @Id({ description: 'Cliente EMBARCADOR (opcional)' }) embarcador_id?: number | null;
  @Id({ description: 'Cliente CORRETOR (opcional)' }) corretora_id?: number | null;
  @Id({ description: 'Cliente SEGURADOR (opcional)' }) seguradora_id?: number | null;
  @Texto({ example: '05:00 - 22:00', description: "'HH:mm - HH:mm'; início depois do término = atravessa a meia-noite (sinalizado)" }) horario_rodagem?: string | null;
  @Texto({ example: '05:00' }) horario_rodagem_inicio?: string | null;
  @Texto({ example: '22:00' }) horario_rodagem_termino?: string | null;
  @Dinheiro() valor_minimo_responsabilidade?: number | string | null;
  @Dinheiro() valor_limite_maximo_resposabilidade?: number | string | null;
  @Dinheiro() valor_limite_localizador_movel?: number | string | null;
  @Dinheiro() valor_limite_escolta?: number | string | null;
  @Inteiro({ description: 'Minutos' }) tempo_perda_sinal_agendamento?: number | null;
  @Booleano() bloqueio_analise_perfil?: boolean;
  @ListaIds('ids de grupos de contatos exclusivos deste PGR') grupos_contatos_exclusivos?: number[];
  @Aninhado(ConfigAlertasInputDto) config_alertas?: ConfigAlertasInputDto | null;
  @Aninhado(ConfigTemperaturaInputDto) config_temperatura?: ConfigTemperaturaInputDto | null;
  @VersaoLida() updated_at?: string | null;
}
export class PgrClienteBodyDto {
  @Envelope(PgrClienteInputDto) pgr_cliente!: PgrClienteInputDto;
}

export class ConfigAlertasDto {
  @ApiProperty({ type: [Number] }) niveis_contatos_para_sms!: number[];
}
export class ConfigTemperaturaDto {
  @Campo() alerta!: boolean;
  @Campo() ocorrencia!: boolean;
  @CampoNulo(Number) temperatura_minima!: number | null;
  @CampoNulo(Number) temperatura_maxima!: number | null;
}

export class PgrClienteDto {
  @Campo() id!: number;
  @Campo() cliente_id!: number;
  @Campo() pgr_id!: number;
  @Campo({ description: 'Descrição do PGR do catálogo' }) pgr!: string;
  @Campo() descricao!: string;
  @Campo() pgr_padrao!: boolean;
  @Campo({ enum: [1, 2, 3] }) grau_risco!: number;
  @Campo({ enum: GRAUS_RISCO.map((g) => g.descricao) }) grau_risco_descricao!: string;
  @Campo({ format: 'date', example: '2027-11-22' }) validade!: string;
  @Campo({ description: 'Dias até a validade (negativo: vencido)' }) dias_para_vencer!: number;
  @Campo({ description: 'Vence em até 15 dias ou já venceu (aviso de 9 s ao usuário de cliente)' }) aviso_validade!: boolean;
  @CampoNulo(Number) embarcador_id!: number | null;
  @CampoNulo(String, { description: 'Razão social' }) embarcador!: string | null;
  @CampoNulo(Number) corretora_id!: number | null;
  @CampoNulo(String, { description: 'Razão social' }) corretora!: string | null;
  @CampoNulo(Number) seguradora_id!: number | null;
  @CampoNulo(String, { description: 'Razão social' }) seguradora!: string | null;
  @CampoNulo(String, { example: '05:00 - 22:00' }) horario_rodagem!: string | null;
  @CampoNulo(String) horario_rodagem_inicio!: string | null;
  @CampoNulo(String) horario_rodagem_termino!: string | null;
  @Campo({ description: 'Início depois do término: a janela atravessa a meia-noite' }) horario_rodagem_vira_dia!: boolean;
  @CampoNulo(Number) valor_minimo_responsabilidade!: number | null;
  @CampoNulo(Number) valor_limite_maximo_resposabilidade!: number | null;
  @CampoNulo(Number) valor_limite_localizador_movel!: number | null;
  @CampoNulo(Number) valor_limite_escolta!: number | null;
  @CampoNulo(Number, { description: 'Minutos' }) tempo_perda_sinal_agendamento!: number | null;
  @Campo() bloqueio_analise_perfil!: boolean;
  @ApiProperty({ type: [Number] }) grupos_contatos_exclusivos!: number[];
  @Campo({ type: ConfigAlertasDto }) config_alertas!: ConfigAlertasDto;
  @Campo({ type: ConfigTemperaturaDto }) config_temperatura!: ConfigTemperaturaDto;
  @Campo({ format: 'date-time' }) updated_at!: string;
}

export class PgrClienteLinhaDto {
  @Campo() id!: number;
  @Campo() cliente_id!: number;
  @Campo() descricao!: string;
  @Campo() pgr!: string;
  @Campo() pgr_padrao!: boolean;
  @Campo({ enum: [1, 2, 3] }) grau_risco!: number;
  @Campo({ format: 'date' }) validade!: string;
  @CampoNulo(String) horario_rodagem!: string | null;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
}
export class PgrClientePageDto extends GridPageDto {
  @ApiProperty({ type: [PgrClienteLinhaDto] }) rows!: PgrClienteLinhaDto[];
}

export class HistoricoPgrDto {
  @Campo() id!: number;
  @Campo({ format: 'date-time' }) data!: string;
  @CampoNulo(Number) usuario_id!: number | null;
  @Campo({ description: 'Quem alterou' }) usuario!: string;
  @Campo({ enum: ['CRIACAO', 'ALTERACAO'] }) acao!: string;
  @Campo({ example: 'valor_limite_escolta' }) campo!: string;
  @CampoNulo(String, { description: 'Valor anterior (texto; listas e objetos em JSON)' }) antes!: string | null;
  @CampoNulo(String) depois!: string | null;
}

export class AvisoValidadePgrDto {
  @Campo() id!: number;
  @Campo() cliente_id!: number;
  @Campo() descricao!: string;
  @Campo({ format: 'date' }) validade!: string;
  @Campo() dias_para_vencer!: number;
  @Campo() vencido!: boolean;
  @Campo({ example: 'O PGR PADRÃO vence em 10 dias (02/12/2026)' }) mensagem!: string;
}

export class AnotacoesPgrDto {
  @CampoNulo(Number) pgr_cliente_id!: number | null;
  @CampoNulo(String) descricao!: string | null;
  @ApiProperty({ type: [String], description: 'Linhas de orientação ao operador a partir da configuração do PGR' }) anotacoes!: string[];
}
