import { ForbiddenError, ValidationError } from '../shared/index.js';
import type { Acessos } from './acessos.js';
import { GRUPO } from './grupos.js';
import { exigirPodeGerenciarUsuario } from './usuario.js';

/** A function of a controller, by the names the access rules use (`usuarios`, `index`). */
export interface FuncaoAcesso {
  id: number;
  controlador: string;
  funcao: string;
}

/** The per-user access rules (usuarios_funcoes); part of the user, so the user repository keeps them. */
export interface RegrasAcessoRepository {
  /** The functions among `ids` that exist. */
  funcoesExistentes(ids: number[]): Promise<FuncaoAcesso[]>;
  /** Replaces the user's functions with `ids`, in one transaction. */
  substituirRegras(usuarioId: number, ids: number[]): Promise<void>;
}

/**
 * Replaces a user's access rules (spec 03 §6, §7 update_regras_acesso). Only an administrator
 * edits an administrator, and only an administrator grants functions he does not hold himself.
 */
export class AtualizarRegrasAcesso {
  constructor(private readonly regras: RegrasAcessoRepository) {}

  async executar(editor: { grupo_usuario_id: number; acessos: Acessos }, alvo: { id: number; grupo_usuario_id: number }, funcoes: readonly number[]): Promise<void> {
    exigirPodeGerenciarUsuario(editor.grupo_usuario_id, alvo.grupo_usuario_id, undefined);
    const ids = [...new Set(funcoes)];
    const existentes = ids.length ? await this.regras.funcoesExistentes(ids) : [];
    const desconhecidas = ids.filter((i) => !existentes.some((e) => e.id === i));
    if (desconhecidas.length) throw ValidationError.campo('funcoes', `funções inexistentes: ${desconhecidas.join(', ')}`);
    if (editor.grupo_usuario_id !== GRUPO.ADMINISTRADOR) {
      const alheias = existentes.filter((e) => !editor.acessos[e.controlador]?.includes(e.funcao));
      if (alheias.length) throw new ForbiddenError('Você só pode conceder funções que você mesmo possui');
    }
    await this.regras.substituirRegras(alvo.id, ids);
  }
}
