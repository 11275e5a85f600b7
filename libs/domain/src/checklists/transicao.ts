import { exigirCliente } from '../identity/index.js';
import { ConflictError, NotFoundError } from '../shared/index.js';
import { exigirOperadorDoChecklist, finalizaChecklist, proximoStatus, type AcaoChecklist, type StatusChecklist } from './estados.js';
import { MENSAGENS_CHECKLIST } from './regras.js';
import { AGORA_DO_BANCO, type AutorChecklist, type Checklist, type ChecklistsEscrita, type ChecklistsRepository, type MudancaChecklist } from './ports.js';

export interface OpcoesTransicao {
  /** The version the screen read (updated_at): another one is a 409. */
  versao?: string | null;
  /** The test's outcome, for REGISTRAR_RESULTADO. */
  aprovado?: boolean;
  /** What the history row keeps besides the action. */
  detalhe?: Record<string, unknown>;
}

/** The columns a transition sets besides the status; it may refuse with a rule of its own. */
export type MudarChecklist = (c: Checklist, unidade: ChecklistsEscrita, proximo: StatusChecklist) => Promise<MudancaChecklist> | MudancaChecklist;

/** A transition's answer: the checklist, its new status and the one it left. */
export interface Transicao {
  id: number;
  status: StatusChecklist;
  antes: StatusChecklist;
}

/**
 * One state change of a checklist, in one transaction: lock the row, check the person's scope
 * (403), the version the screen read (409), who holds it in the test (409) and the state machine
 * (422 with the spec's message), then write the change, finishing it when it enters a finished
 * status, and its history row. Every use case that moves a checklist goes through here.
 */
export function transicionar(
  repo: ChecklistsRepository,
  id: number,
  acao: AcaoChecklist,
  autor: AutorChecklist,
  opts: OpcoesTransicao = {},
  mudar: MudarChecklist = () => ({}),
): Promise<Transicao> {
  return repo.transacao(async (u) => {
    const c = await u.travar(id);
    if (!c) throw new NotFoundError(MENSAGENS_CHECKLIST.naoEncontrado);
    if ('usuario' in autor) exigirCliente(autor.usuario.escopo, c.cliente_id);
    if (opts.versao && new Date(opts.versao).getTime() !== c.updated_at.getTime()) throw new ConflictError(MENSAGENS_CHECKLIST.concorrente);
    if ('usuario' in autor) exigirOperadorDoChecklist(c, acao, autor.usuario.id);
    const proximo = proximoStatus(c.status, acao, opts.aprovado);
    const extra = await mudar(c, u, proximo);
    await u.atualizar(id, { status: proximo, ...(finalizaChecklist(c.status, proximo) ? { data_finalizado: AGORA_DO_BANCO } : {}), ...extra });
    await u.registrarEvento({ checklistId: id, acao, antes: c.status, depois: proximo, autor, detalhe: opts.detalhe });
    return { id, status: proximo, antes: c.status };
  });
}

/** The checklist or the 404 of the spec. */
export async function checklistOu404(repo: Pick<ChecklistsEscrita, 'buscar'>, id: number): Promise<Checklist> {
  const c = await repo.buscar(id);
  if (!c) throw new NotFoundError(MENSAGENS_CHECKLIST.naoEncontrado);
  return c;
}
