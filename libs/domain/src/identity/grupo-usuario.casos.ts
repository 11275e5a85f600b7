import { BusinessRuleError, FieldErrorBag, NotFoundError } from '../shared/index.js';

/** User groups as the desk edits them (spec 03 §7 "grupos_usuarios"): a description, upper case and unique. */

export interface GrupoUsuario {
  id: number;
  descricao: string;
}

export interface GrupoUsuarioRepository {
  findById(id: number): Promise<GrupoUsuario | null>;
  /** The group whose description is this one, ignoring case. */
  idPorDescricao(descricao: string): Promise<number | null>;
  criar(descricao: string): Promise<GrupoUsuario>;
  alterar(id: number, descricao: string): Promise<GrupoUsuario>;
  temUsuarios(id: number): Promise<boolean>;
  excluir(id: number): Promise<void>;
}

/** Groups 3 to 17 are the roles the system knows (GRUPO): never deleted. */
export const ULTIMO_GRUPO_DO_SISTEMA = 17;

export const MENSAGENS_GRUPO_USUARIO = {
  naoEncontrado: 'Grupo de usuário não encontrado',
  doSistema: 'Os grupos de 3 a 17 fazem parte do sistema e não podem ser excluídos',
  comUsuarios: 'Existem usuários neste grupo; mova-os para outro grupo antes de excluí-lo',
  removido: 'Grupo de usuário removido com sucesso',
} as const;

/** Creates (no id) or renames (id) a group. */
export class SalvarGrupoUsuario {
  constructor(private readonly grupos: GrupoUsuarioRepository) {}

  async executar(descricao: string, id?: number): Promise<GrupoUsuario> {
    if (id !== undefined && !(await this.grupos.findById(id))) throw new NotFoundError(MENSAGENS_GRUPO_USUARIO.naoEncontrado);
    const valor = await this.validar(descricao, id);
    return id === undefined ? this.grupos.criar(valor) : this.grupos.alterar(id, valor);
  }

  private async validar(descricao: string, id?: number): Promise<string> {
    const valor = descricao.trim().toUpperCase();
    const bag = new FieldErrorBag();
    if (!valor) bag.add('descricao', 'não pode ficar em branco');
    else {
      const outro = await this.grupos.idPorDescricao(valor);
      if (outro !== null && outro !== id) bag.add('descricao', 'já está em uso');
    }
    bag.throwIfAny();
    return valor;
  }
}

/** Deletes a group of the desk's own (above 17) that no user belongs to. */
export class ExcluirGrupoUsuario {
  constructor(private readonly grupos: GrupoUsuarioRepository) {}

  async executar(id: number): Promise<void> {
    if (!(await this.grupos.findById(id))) throw new NotFoundError(MENSAGENS_GRUPO_USUARIO.naoEncontrado);
    if (id <= ULTIMO_GRUPO_DO_SISTEMA) throw new BusinessRuleError(MENSAGENS_GRUPO_USUARIO.doSistema);
    if (await this.grupos.temUsuarios(id)) throw new BusinessRuleError(MENSAGENS_GRUPO_USUARIO.comUsuarios);
    await this.grupos.excluir(id);
  }
}
