import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { likeContem, kx } from '@gr/infrastructure';
import { somenteDigitos } from '@gr/domain';
import { Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../shared/auth/decorators.js';

export class ClienteBuscaDto {
  @ApiProperty() id!: number;
  @ApiProperty() nome!: string;
  @ApiProperty({ nullable: true, type: String }) cnpj!: string | null;
  @ApiProperty({ enum: ['EMBARCADOR', 'TRANSPORTADOR', 'SEGURADOR', 'CORRETOR'] }) tipo!: string;
}

/** Client look-ups used by pickers; a scoped user only finds its own clients. */
@ApiTags('Clientes')
@Autenticado()
@Controller('clientes')
export class ClientesController {
  constructor(private readonly em: EntityManager) {}

  @Get('find_cliente')
  @ApiOperation({ summary: 'Busca clientes por nome ou CNPJ (até 30)' })
  @ApiQuery({ name: 'term', required: false })
  @ApiOkResponse({ type: [ClienteBuscaDto] })
  async find(@Query('term') term: unknown, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ClienteBuscaDto[]> {
    const texto = typeof term === 'string' ? term.trim().slice(0, 100) : '';
    const qb = kx(this.em)('clientes').where('ativo', true).orderBy('nome').limit(30).select('id', 'nome', 'cnpj', 'tipo');
    if (texto) {
      const digitos = somenteDigitos(texto);
      qb.where((w) => {
        w.whereRaw(`nome ilike ? escape '\\'`, [likeContem(texto)]);
        if (digitos.length >= 3) w.orWhere('cnpj', 'like', `${digitos}%`);
      });
    }
    if (eu.escopo.tipo === 'clientes') qb.whereIn('id', eu.escopo.ids);
    return qb;
  }
}
