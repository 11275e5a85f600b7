import { BusinessRuleError, NotFoundError } from '../shared/index.js';
import { clienteParaGravar, exigirCliente, type EscopoTenant } from '../identity/index.js';
import { MENSAGENS_CONTATO, validarContato, type ContatoValidado, type DadosContato } from './contato.js';

/** Contacts and their contact-group memberships (spec 03 §3 "Contact", §7 /contatos and /grupos). */
export interface ContatoRepository {
  find(id: number): Promise<(ContatoValidado & { id: number }) | null>;
  /** An unknown client → ValidationError on cliente_id. */
  inserir(c: ContatoValidado): Promise<number>;
  atualizar(id: number, c: ContatoValidado): Promise<void>;
  /** The contact leaves its groups. */
  excluir(id: number): Promise<void>;
  grupoExiste(id: number): Promise<boolean>;
  /** Adds the contact to the group; false when it was there already. */
  vincularAoGrupo(grupoId: number, contatoId: number): Promise<boolean>;
  /** False when it was not in the group. */
  desvincularDoGrupo(grupoId: number, contatoId: number): Promise<boolean>;
}

export const MENSAGENS_GRUPO_CONTATO = {
  grupoNaoEncontrado: 'Grupo não encontrado',
  jaVinculado: 'O contato já está neste grupo',
  naoVinculado: 'O contato não está neste grupo',
} as const;

/** The contact within the user's reach: 404 when unknown, 403 when of a client out of scope. */
async function contatoAlcancavel(contatos: ContatoRepository, escopo: EscopoTenant, id: number): Promise<ContatoValidado & { id: number }> {
  const contato = await contatos.find(id);
  if (!contato) throw new NotFoundError(MENSAGENS_CONTATO.naoEncontrado);
  exigirCliente(escopo, contato.cliente_id);
  return contato;
}

/** Creates or edits a contact; a client user writes only its own client's contacts. */
export class SalvarContato {
  constructor(private readonly contatos: ContatoRepository) {}

  /** Answers the new contact's id. */
  async criar(escopo: EscopoTenant, dados: DadosContato): Promise<number> {
    const comCliente = { ...dados, cliente_id: clienteParaGravar(escopo, dados.cliente_id) };
    return this.contatos.inserir(validarContato(comCliente, null));
  }

  async alterar(escopo: EscopoTenant, id: number, dados: DadosContato): Promise<void> {
    const atual = await contatoAlcancavel(this.contatos, escopo, id);
    if (dados.cliente_id !== undefined && dados.cliente_id !== null) exigirCliente(escopo, dados.cliente_id);
    await this.contatos.atualizar(id, validarContato(dados, atual));
  }
}

export class ExcluirContato {
  constructor(private readonly contatos: ContatoRepository) {}

  async executar(escopo: EscopoTenant, id: number): Promise<void> {
    await contatoAlcancavel(this.contatos, escopo, id);
    await this.contatos.excluir(id);
  }
}

/** Puts a contact in a contact group or takes it out (the group exists, the contact is within reach). */
export class VincularContatoGrupo {
  constructor(private readonly contatos: ContatoRepository) {}

  async vincular(escopo: EscopoTenant, grupoId: number, contatoId: number): Promise<void> {
    await this.alvos(escopo, grupoId, contatoId);
    if (!(await this.contatos.vincularAoGrupo(grupoId, contatoId))) throw new BusinessRuleError(MENSAGENS_GRUPO_CONTATO.jaVinculado);
  }

  async desvincular(escopo: EscopoTenant, grupoId: number, contatoId: number): Promise<void> {
    await this.alvos(escopo, grupoId, contatoId);
    if (!(await this.contatos.desvincularDoGrupo(grupoId, contatoId))) throw new BusinessRuleError(MENSAGENS_GRUPO_CONTATO.naoVinculado);
  }

  private async alvos(escopo: EscopoTenant, grupoId: number, contatoId: number): Promise<void> {
    if (!(await this.contatos.grupoExiste(grupoId))) throw new NotFoundError(MENSAGENS_GRUPO_CONTATO.grupoNaoEncontrado);
    await contatoAlcancavel(this.contatos, escopo, contatoId);
  }
}
