import { BusinessRuleError, NotFoundError } from '../shared/index.js';
import type { EscopoTenant } from '../identity/index.js';
import { exigirEquipe, MENSAGENS_BLACKLIST, TRATAMENTO_BLACKLIST } from './apoio.js';
import { lerEntradaBlacklist } from './entradas.js';
import type { BlacklistRepository } from './ports.js';

/**
 * Use cases of the blacklist (spec 03 §2 /novo-blacklist, §3 "Blacklist entry", §5): third
 * parties' data, for the desk only; every inclusion and removal is an LGPD record written with it.
 */

/**
 * Adds a document or a plate to the blacklist (spec 03 §3 "Blacklist entry", §4 wizard, §5): the
 * desk only; the same kind, document and plate once; a plate in one entry only; the inclusion is
 * an LGPD record, written with the entry.
 */
export class IncluirNaBlacklist {
  constructor(private readonly blacklist: BlacklistRepository) {}

  async executar(usuario: { id: number; username: string; escopo: EscopoTenant }, corpo: Record<string, unknown>): Promise<{ message: string; id: number }> {
    exigirEquipe(usuario.escopo, MENSAGENS_BLACKLIST.somenteEquipe);
    const e = lerEntradaBlacklist(corpo);
    const autor = { id: usuario.id, username: usuario.username };
    const id = await this.blacklist.emTransacao(async () => {
      // Two wizards saving the same document at once: one wins, the other is told it is there.
      await this.blacklist.travarDocumento(e.documento);
      if (await this.blacklist.existeEntrada(e)) throw new BusinessRuleError(MENSAGENS_BLACKLIST.duplicada);
      if (e.placa && (await this.blacklist.placaCadastrada(e.placa))) throw new BusinessRuleError(`Placa ${e.placa} já consta na blacklist`);
      const novo = await this.blacklist.inserir(e, autor);
      await this.blacklist.registrarTratamentos([{ documento: e.documento, operacao: 'BLACKLIST_INCLUSAO', ...TRATAMENTO_BLACKLIST, usuario: autor }]);
      return novo;
    });
    return { message: MENSAGENS_BLACKLIST.incluida, id };
  }
}

/** Removes a blacklist entry (the desk only); the removal is an LGPD record of the entry's document. */
export class RemoverDaBlacklist {
  constructor(private readonly blacklist: BlacklistRepository) {}

  async executar(usuario: { id: number; username: string; escopo: EscopoTenant }, id: number): Promise<{ message: string }> {
    exigirEquipe(usuario.escopo, MENSAGENS_BLACKLIST.somenteEquipe);
    await this.blacklist.emTransacao(async () => {
      const removida = await this.blacklist.remover(id);
      if (!removida) throw new NotFoundError(MENSAGENS_BLACKLIST.naoEncontrada);
      await this.blacklist.registrarTratamentos([
        { documento: removida.documento, operacao: 'BLACKLIST_REMOCAO', ...TRATAMENTO_BLACKLIST, usuario: { id: usuario.id, username: usuario.username } },
      ]);
    });
    return { message: MENSAGENS_BLACKLIST.removida };
  }
}
