import { BusinessRuleError, NotFoundError, ValidationError } from '../shared/index.js';
import type { EscopoTenant } from '../identity/index.js';
import { exigirEquipe, lerConfiguracao, MENSAGENS_CONFIGURACAO, type EntradaConfiguracao } from './apoio.js';
import type { ConfiguracaoCadastroRepository } from './ports.js';

/**
 * Creates or edits a client's validity configuration (spec 03 §3 "Configuration", §4 modal, §5):
 * the desk only; the client must exist and keeps one configuration per criterion (422 naming
 * both); an edit never moves the configuration to another client. Each save holds the client's
 * lock, so two modals saving the same criterion at once end with one row and one 422.
 */
export class SalvarConfiguracao {
  constructor(private readonly configuracoes: ConfiguracaoCadastroRepository) {}

  async criar(usuario: { escopo: EscopoTenant }, corpo: Record<string, unknown>): Promise<{ message: string; id: number }> {
    exigirEquipe(usuario.escopo, MENSAGENS_CONFIGURACAO.somenteEquipe);
    const c = lerConfiguracao(corpo);
    const id = await this.gravar(c, null, () => this.configuracoes.inserir(c));
    return { message: MENSAGENS_CONFIGURACAO.salvas, id };
  }

  async alterar(usuario: { escopo: EscopoTenant }, id: number, corpo: Record<string, unknown>): Promise<{ message: string; id: number }> {
    exigirEquipe(usuario.escopo, MENSAGENS_CONFIGURACAO.somenteEquipe);
    const clienteId = await this.configuracoes.clienteDaConfiguracao(id);
    if (clienteId === null) throw new NotFoundError(MENSAGENS_CONFIGURACAO.naoEncontrada);
    const c = lerConfiguracao(corpo, { cliente_id: clienteId });
    await this.gravar(c, id, async () => {
      if (!(await this.configuracoes.atualizar(id, clienteId, c))) throw new NotFoundError(MENSAGENS_CONFIGURACAO.naoEncontrada);
    });
    return { message: MENSAGENS_CONFIGURACAO.salvas, id };
  }

  private gravar<T>(c: EntradaConfiguracao, id: number | null, fazer: () => Promise<T>): Promise<T> {
    return this.configuracoes.emTransacao(async () => {
      await this.configuracoes.travarCliente(c.cliente_id);
      const nome = await this.configuracoes.nomeDoCliente(c.cliente_id);
      if (nome === undefined) throw ValidationError.campo('cliente_id', 'Cliente não encontrado');
      if (await this.configuracoes.outraComCriterio(c.cliente_id, c.criterio, id)) {
        throw new BusinessRuleError(MENSAGENS_CONFIGURACAO.duplicada(nome ?? '', c.criterio), { campo: 'criterio' });
      }
      return fazer();
    });
  }
}

/** Removes a configuration (the desk only): the client's next consultations take the policy's validity again. */
export class RemoverConfiguracao {
  constructor(private readonly configuracoes: ConfiguracaoCadastroRepository) {}

  async executar(usuario: { escopo: EscopoTenant }, id: number): Promise<{ message: string }> {
    exigirEquipe(usuario.escopo, MENSAGENS_CONFIGURACAO.somenteEquipe);
    if (!(await this.configuracoes.remover(id))) throw new NotFoundError(MENSAGENS_CONFIGURACAO.naoEncontrada);
    return { message: MENSAGENS_CONFIGURACAO.removida };
  }
}
