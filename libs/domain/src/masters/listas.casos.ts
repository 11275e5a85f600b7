import { FieldErrorBag, NotFoundError } from '../shared/index.js';
import { validarLista, type LinhaLista, type ListaDef } from './listas.js';

/** Use cases of the simple reference lists (spec 03 §3 "Other master entities"): one writer for all, the rules in LISTAS. */

/** The rows of one list, by key (an id, or a state's UF); libs/infrastructure keeps them on PostgreSQL. */
export interface ListaRepository {
  find(chave: string | number): Promise<LinhaLista | null>;
  /** A duplicate natural key → ValidationError (erroDuplicado). */
  inserir(linha: LinhaLista): Promise<LinhaLista>;
  atualizar(chave: string | number, linha: LinhaLista): Promise<LinhaLista>;
  /** A row other tables refer to, or one the list protects → BusinessRuleError; nothing is removed. */
  excluir(chave: string | number): Promise<void>;
}

/** A list's own check beyond its fields (the rows it points at exist); throws ValidationError. */
export type ConferirLinhaLista = (linha: LinhaLista) => Promise<void>;

/** Creates or edits a row of a list. */
export class SalvarItemLista {
  /** `chave`: the key column; a natural key (a state's `uf`) is never edited (delete and add another). */
  constructor(
    private readonly def: ListaDef,
    private readonly chave: 'id' | 'uf',
    private readonly itens: ListaRepository,
    private readonly conferir?: ConferirLinhaLista,
  ) {}

  async criar(dados: Record<string, unknown>): Promise<LinhaLista> {
    const linha = validarLista(this.def, dados, null);
    await this.conferir?.(linha);
    return this.itens.inserir(linha);
  }

  async alterar(chave: string | number, dados: Record<string, unknown>): Promise<LinhaLista> {
    const atual = await this.itens.find(chave);
    if (!atual) throw new NotFoundError(this.def.mensagens.naoEncontrado);
    const linha = validarLista(this.def, dados, atual);
    if (this.chave !== 'id') linha[this.chave] = atual[this.chave]!;
    await this.conferir?.(linha);
    return this.itens.atualizar(chave, linha);
  }
}

export class ExcluirItemLista {
  constructor(private readonly def: ListaDef, private readonly itens: ListaRepository) {}

  async executar(chave: string | number): Promise<void> {
    if (!(await this.itens.find(chave))) throw new NotFoundError(this.def.mensagens.naoEncontrado);
    await this.itens.excluir(chave);
  }
}

/** What a trip situation's PGR action points at (spec 02 §7 "Situations"). */
export interface ReferenciasSituacaoAcao {
  situacaoViagemExiste(id: number): Promise<boolean>;
  acaoPgrExiste(id: number): Promise<boolean>;
}

/** The situation and the PGR action of a situacao_viagem_acoes_pgr row exist (400 per field otherwise). */
export function conferirSituacaoAcao(refs: ReferenciasSituacaoAcao): ConferirLinhaLista {
  return async (linha) => {
    const bag = new FieldErrorBag();
    if (!(await refs.situacaoViagemExiste(Number(linha.situacao_viagem_id)))) bag.add('situacao_viagem_id', 'não encontrado');
    if (!(await refs.acaoPgrExiste(Number(linha.acoes_pgr_id)))) bag.add('acoes_pgr_id', 'não encontrado');
    bag.throwIfAny();
  };
}
