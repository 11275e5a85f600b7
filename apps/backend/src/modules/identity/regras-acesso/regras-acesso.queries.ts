import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '@gr/domain';
import { kx } from '@gr/infrastructure';

export interface ControladorLinha {
  id: number;
  nome: string;
  descricao: string;
}
export interface FuncaoControladorLinha extends ControladorLinha {
  controlador_id: number;
}

/** Read side of the access-rule editor: controllers, their functions and a user's chosen ones. */
@Injectable()
export class RegrasAcessoQueries {
  constructor(private readonly em: EntityManager) {}

  controladores(): Promise<ControladorLinha[]> {
    return kx(this.em)('controladores').orderBy('descricao').select('id', 'nome', 'descricao');
  }

  async funcoesDoControlador(id: number): Promise<FuncaoControladorLinha[]> {
    const c = await kx(this.em)('controladores').where({ id }).first('id');
    if (!c) throw new NotFoundError('Controlador não encontrado');
    return kx(this.em)('funcoes_controladores').where({ controlador_id: id }).orderBy('id').select('id', 'nome', 'descricao', 'controlador_id');
  }

  /** Every controller with its functions, and the ids of the functions the user holds. */
  async regrasDoUsuario(usuarioId: number): Promise<{ controladores: ControladorLinha[]; funcoes: FuncaoControladorLinha[]; selecionadas: number[] }> {
    const db = kx(this.em);
    const [controladores, funcoes, selecionadas] = await Promise.all([
      db('controladores').orderBy('descricao').select('id', 'nome', 'descricao'),
      db('funcoes_controladores').orderBy('id').select('id', 'nome', 'descricao', 'controlador_id'),
      db('usuarios_funcoes').where({ usuario_id: usuarioId }).pluck('funcao_id'),
    ]);
    return { controladores, funcoes, selecionadas: selecionadas as number[] };
  }
}
