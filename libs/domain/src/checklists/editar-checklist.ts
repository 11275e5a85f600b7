import { exigirCliente } from '../identity/index.js';
import { ValidationError } from '../shared/index.js';
import { MENSAGENS_CHECKLIST, validarPedido } from './regras.js';
import type { ChecklistsRepository, PessoaChecklist } from './ports.js';
import { operacoesDoCliente } from './consultas.js';
import { checklistOu404, transicionar, type Transicao } from './transicao.js';

/** What the wizard's edit sends: what it leaves out keeps the request's own (PGR, body type). */
export interface EdicaoChecklist {
  pgr_cliente_id: number | null;
  carroceria: string | null;
  fila_expressa: boolean | null;
  nome_contato: string | null;
  telefones: (string | null)[];
  /** The version the screen read. */
  updated_at: string | null;
}

/**
 * Editing the request (PATCH check_lists/{id}): only while VERIFICANDO (the spec's "NÃO É POSSÍVEL
 * EDITAR O CHECKLIST"), the same rules as the wizard's step 1 and 3, a PGR of the checklist's client.
 */
export class EditarChecklist {
  constructor(private readonly repo: ChecklistsRepository) {}

  async executar(id: number, e: EdicaoChecklist, quem: PessoaChecklist): Promise<Transicao> {
    const atual = await checklistOu404(this.repo, id);
    exigirCliente(quem.usuario.escopo, atual.cliente_id);
    const ops = await operacoesDoCliente(this.repo, quem.usuario.escopo, atual.cliente_id);
    const pedido = {
      cliente_id: atual.cliente_id, veiculo_id: atual.veiculo_id, pgr_cliente_id: e.pgr_cliente_id ?? atual.pgr_cliente_id, carroceria: e.carroceria ?? atual.carroceria,
      fila_expressa: e.fila_expressa ?? false, nome_contato: e.nome_contato, telefones: e.telefones,
    };
    const { carroceria, fila_expressa } = validarPedido(pedido, ops.expresso);
    return transicionar(this.repo, id, 'EDITAR', quem, { versao: e.updated_at }, async (c, u) => {
      if (pedido.pgr_cliente_id && !(await u.pgrDoCliente(pedido.pgr_cliente_id, c.cliente_id))) throw ValidationError.campo('pgr_cliente_id', MENSAGENS_CHECKLIST.pgr);
      return {
        pgr_cliente_id: pedido.pgr_cliente_id, carroceria, fila_expressa, nome_contato: pedido.nome_contato?.trim() || null,
        telefone_contato1: pedido.telefones[0] || null, telefone_contato2: pedido.telefones[1] || null, telefone_contato3: pedido.telefones[2] || null,
      };
    });
  }
}
