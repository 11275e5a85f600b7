import { ApiProperty } from '@nestjs/swagger';

/** 401, 403, 404, 409, 422, 429 body. */
export class ErroDto {
  @ApiProperty({ example: 'Acesso não autorizado' })
  error!: string;
}

/** 400 body: field → messages. */
export class ErrosCamposDto {
  @ApiProperty({
    example: { username: ['não pode ficar em branco'] },
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  })
  errors!: Record<string, string[]>;
}

export class MensagemDto {
  @ApiProperty({ example: 'Operação realizada com sucesso' })
  message!: string;
}

export class ResultadoDto {
  @ApiProperty()
  result!: boolean;
}
