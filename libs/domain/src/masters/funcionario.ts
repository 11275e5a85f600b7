import { ConflictError, FieldErrorBag, NotFoundError, ValidationError, cpfValido, somenteDigitos } from '../shared/index.js';
import { clienteParaGravar, type EscopoTenant } from '../identity/index.js';
import * as campos from './campos.js';
import { CATEGORIAS_CNH, TIPOS_FUNCIONARIO, type TipoVinculo } from './constantes.js';
import { mesmaVersao } from './exclusao.js';
import type { DadosEndereco, Funcionario, FuncionarioRepository, NovoVinculo, ReferenciasCadastro, VinculoRepository } from './ports.js';
import {
  exigirAlcance, exigirFrotaLivre, exigirMudancaVinculoMotorista, exigirNovoVinculo, MENSAGENS_VINCULO, tipoVinculo, tipoVinculoInformado,
} from './vinculos.js';

/** What the employee form sends as `funcionario` (spec 03 §3 "Employee"). */
export interface DadosFuncionario extends DadosEndereco {
  nome?: string | null;
  cpf?: string | null;
  rg?: string | null;
  funcao_id?: number | null;
  tipo?: string | null;
  registro_cnh?: string | null;
  cnh?: string | null;
  cnh_validade?: string | null;
  fone1?: string | null;
  fone2?: string | null;
  fone3?: string | null;
  updated_at?: string | null;
}

/** The `vinculo` sent beside it: the client and the link type (FROTA, AGREGADO, AUTONOMO). */
export interface DadosVinculoFuncionario {
  cliente_id?: number | null;
  vinculo?: string | null;
}

export const MENSAGENS_FUNCIONARIO = {
  naoEncontrado: 'Funcionário não encontrado',
  cpfEmUso: 'CPF já cadastrado',
  cpfNulo: 'CPF NÃO PODE SER NULO',
  disponivel: 'CPF DISPONÍVEL PARA CADASTRO',
  cadastrado: 'FUNCIONÁRIO JÁ CADASTRADO. DESEJA CRIAR UM VÍNCULO COM ESTE CLIENTE?',
  cadastradoSemCliente: 'FUNCIONÁRIO JÁ CADASTRADO',
  vinculado: 'FUNCIONÁRIO JÁ CADASTRADO E VINCULADO A ESTE CLIENTE',
  salvo: 'Funcionário salvo com sucesso',
  atualizado: 'Funcionário atualizado com sucesso',
  removido: 'Funcionário removido com sucesso',
  perfisAtualizados: 'Perfis atualizados com sucesso',
} as const;

type CampoTexto = Exclude<keyof DadosFuncionario & keyof Funcionario, 'funcao_id' | 'updated_at'>;

/**
 * Creates or edits an employee: name, valid unique CPF (digits only), fone1 with at least 11
 * digits (spec 03 §5 "Employee"), optional phones of 10 or 11 digits, CEP, UF and CNH checks; a
 * driver (MOTORISTA) needs the CNH register. With `vinculo` (always, for a client user: its own
 * client) the employee is linked to the client; FROTA belongs to one client at a time.
 */
export class SalvarFuncionario {
  constructor(
    private readonly funcionarios: FuncionarioRepository,
    private readonly vinculos: VinculoRepository,
    private readonly referencias: ReferenciasCadastro,
  ) {}

  async executar(dados: DadosFuncionario, vinculoInformado: DadosVinculoFuncionario | null | undefined, escopo: EscopoTenant, id?: number): Promise<Funcionario> {
    const atual = id !== undefined ? await this.funcionarios.findById(id) : null;
    if (id !== undefined && !atual) throw new NotFoundError(MENSAGENS_FUNCIONARIO.naoEncontrado);
    const ativos = atual ? await this.vinculos.ativosDoMotorista(atual.id) : [];
    if (atual) exigirAlcance(escopo, ativos);
    if (atual && !mesmaVersao(dados.updated_at, atual.updated_at)) throw new ConflictError();
    const clienteId = clienteParaGravar(escopo, vinculoInformado?.cliente_id);

    const bag = new FieldErrorBag();
    const v = (k: CampoTexto) => (dados[k] !== undefined ? dados[k] : atual?.[k]);
    const t = (k: CampoTexto, max: number, obrigatorio = false) => campos.texto(bag, k, v(k), { max, obrigatorio, maiusculas: true });
    const nome = campos.texto(bag, 'nome', v('nome'), { max: 150, min: 3, obrigatorio: true, maiusculas: true });
    const cpf = campos.cpf(bag, 'cpf', v('cpf'));
    const rg = t('rg', 20);
    const tipo = campos.opcao(bag, 'tipo', v('tipo') ?? 'MOTORISTA', TIPOS_FUNCIONARIO, true);
    const registro_cnh = campos.registroCnh(bag, 'registro_cnh', v('registro_cnh'), tipo === 'MOTORISTA');
    const cnh = campos.opcao(bag, 'cnh', v('cnh'), CATEGORIAS_CNH);
    const cnh_validade = campos.dataDia(bag, 'cnh_validade', v('cnh_validade'));
    const fone1 = campos.telefone(bag, 'fone1', v('fone1'), { obrigatorio: true, minimo: 11 });
    const fone2 = campos.telefone(bag, 'fone2', v('fone2'));
    const fone3 = campos.telefone(bag, 'fone3', v('fone3'));
    const endereco = t('endereco', 200);
    const numero = t('numero', 20);
    const complemento = t('complemento', 100);
    const bairro = t('bairro', 100);
    const cidade = t('cidade', 100);
    const cep = campos.cep(bag, 'cep', v('cep'));
    const uf = campos.uf(bag, 'uf', v('uf'));
    const funcao_id = (dados.funcao_id !== undefined ? dados.funcao_id : atual?.funcao_id) ?? null;
    if (funcao_id !== null && !(await this.referencias.funcaoExiste(funcao_id))) bag.add('funcao_id', 'função não encontrada');
    if (cpf && cpfValido(cpf)) {
      const outro = await this.funcionarios.findByCpf(cpf);
      if (outro && outro.id !== atual?.id) bag.add('cpf', MENSAGENS_FUNCIONARIO.cpfEmUso);
    }
    if (clienteId !== null && !(await this.referencias.clienteExiste(clienteId))) bag.add('cliente_id', 'cliente não encontrado');
    // A new employee of a client needs the link type; an edit only when it sends one.
    const tipoLink = clienteId !== null && (!atual || vinculoInformado?.vinculo !== undefined) ? tipoVinculo(bag, 'vinculo', vinculoInformado?.vinculo) : null;
    bag.throwIfAny();

    let link: { criar: NovoVinculo } | { alterar: { id: number; tipo: TipoVinculo } } | null = null;
    if (clienteId !== null && tipoLink) {
      const mesmo = ativos.find((a) => a.cliente_id === clienteId);
      if (!mesmo) {
        exigirFrotaLivre(ativos, clienteId, tipoLink);
        link = { criar: { cliente_id: clienteId, tipo: tipoLink } };
      } else if (mesmo.tipo !== tipoLink) {
        exigirFrotaLivre(ativos, clienteId, tipoLink);
        link = { alterar: { id: mesmo.id, tipo: tipoLink } };
      }
    }
    const base = {
      nome: nome!, cpf: cpf!, rg, tipo: tipo!, registro_cnh, cnh, cnh_validade, fone1, fone2, fone3,
      endereco, numero, complemento, bairro, cep, cidade, uf, funcao_id,
    };
    if (atual) return this.funcionarios.update({ ...atual, ...base }, link);
    return this.funcionarios.create(base, link && 'criar' in link ? link.criar : null);
  }
}

/**
 * `vincular_motorista` (cliente_id, funcionario_id, vinculo, criar_vinculo): creates a link
 * (criar_vinculo, the default) or changes the type of the active one. A client user links to its
 * own client; FROTA with another client answers 'VÍNCULO FROTA JÁ ATRIBUÍDO À OUTRO CLIENTE'.
 */
export class VincularMotorista {
  constructor(private readonly funcionarios: FuncionarioRepository, private readonly vinculos: VinculoRepository) {}

  /**
   * The driver comes by id or by CPF. A client user links someone it does not yet work with only by
   * the CPF it typed (the offer of `consultar_cpf`), never by trying ids.
   */
  async executar(
    entrada: { cliente_id?: number | null; funcionario_id?: number | null; cpf?: string | null; vinculo?: unknown; criar_vinculo?: boolean },
    escopo: EscopoTenant,
  ): Promise<{ message: string; funcionario_id: number }> {
    const clienteId = clienteParaGravar(escopo, entrada.cliente_id);
    if (clienteId === null) throw ValidationError.campo('cliente_id', campos.MSG.obrigatorio);
    const tipo = tipoVinculoInformado(entrada.vinculo, 'vinculo');
    const cpf = somenteDigitos(entrada.cpf);
    if (!cpf && !entrada.funcionario_id) throw ValidationError.campo('funcionario_id', campos.MSG.obrigatorio);
    if (cpf && !cpfValido(cpf)) throw ValidationError.campo('cpf', campos.MSG.cpfInvalido);
    const f = cpf ? await this.funcionarios.findByCpf(cpf) : await this.funcionarios.findById(entrada.funcionario_id!);
    if (!f) throw new NotFoundError(MENSAGENS_FUNCIONARIO.naoEncontrado);
    const ativos = await this.vinculos.ativosDoMotorista(f.id);
    if (!cpf && escopo.tipo === 'clientes' && !ativos.some((v) => escopo.ids.includes(v.cliente_id))) throw new NotFoundError(MENSAGENS_FUNCIONARIO.naoEncontrado);
    if (entrada.criar_vinculo === false) {
      const atual = exigirMudancaVinculoMotorista(ativos, clienteId, tipo);
      await this.vinculos.alterarTipoVinculoMotorista(atual.id, tipo);
      return { message: MENSAGENS_VINCULO.atualizado, funcionario_id: f.id };
    }
    exigirNovoVinculo('motorista', ativos, clienteId, tipo);
    await this.vinculos.criarVinculoMotorista(f.id, { cliente_id: clienteId, tipo });
    return { message: MENSAGENS_VINCULO.criado, funcionario_id: f.id };
  }
}

export type StatusCpf = 'DISPONIVEL' | 'CADASTRADO' | 'VINCULADO';
export interface ResultadoCpf {
  status: StatusCpf;
  message: string;
  /**
   * Id and name, for staff and for an employee the scoped user already works with. A client user
   * asking about someone else's employee learns only that the CPF is registered (LGPD; issue 9):
   * the link offer then goes by the CPF it typed.
   */
  funcionario?: { id: number; nome: string };
  /** The active link with the client, when there is one. */
  vinculo?: { id: number; tipo: string };
}

/**
 * `consultar_cpf/{cpf}` (spec 03 §5 "Documents"): empty is 'CPF NÃO PODE SER NULO', a wrong CPF
 * 'CPF inválido'; otherwise says whether the CPF is free, registered (the screen offers to link it
 * to the client) or already linked to the client.
 */
export class ConsultarCpf {
  constructor(private readonly funcionarios: FuncionarioRepository, private readonly vinculos: VinculoRepository) {}

  async executar(entrada: string | null | undefined, clienteId: number | null, escopo: EscopoTenant = { tipo: 'todos' }): Promise<ResultadoCpf> {
    const cpf = somenteDigitos(entrada);
    if (!cpf) throw ValidationError.campo('cpf', MENSAGENS_FUNCIONARIO.cpfNulo);
    if (!cpfValido(cpf)) throw ValidationError.campo('cpf', campos.MSG.cpfInvalido);
    const f = await this.funcionarios.findByCpf(cpf);
    if (!f) return { status: 'DISPONIVEL', message: MENSAGENS_FUNCIONARIO.disponivel };
    const ativos = await this.vinculos.ativosDoMotorista(f.id);
    const conhecido = escopo.tipo === 'todos' || ativos.some((v) => escopo.ids.includes(v.cliente_id));
    const funcionario = conhecido ? { id: f.id, nome: f.nome } : undefined;
    const link = clienteId !== null ? ativos.find((v) => v.cliente_id === clienteId) : undefined;
    if (link) return { status: 'VINCULADO', message: MENSAGENS_FUNCIONARIO.vinculado, funcionario, vinculo: { id: link.id, tipo: link.tipo } };
    const message = clienteId !== null ? MENSAGENS_FUNCIONARIO.cadastrado : MENSAGENS_FUNCIONARIO.cadastradoSemCliente;
    return funcionario ? { status: 'CADASTRADO', message, funcionario } : { status: 'CADASTRADO', message };
  }
}

/** One line of `update_perfis`: the employee's registration profile with a client. */
export interface DadosPerfil {
  cliente_id?: number | null;
  protocolo?: string | null;
  validade_protocolo?: string | null;
}
export interface PerfilValidado {
  cliente_id: number;
  protocolo: string | null;
  validade_protocolo: string | null;
}

/** Profiles (spec 03 §3 "Employee"): a client each, at most one per client, protocol and validity day. */
export function validarPerfis(perfis: readonly DadosPerfil[]): PerfilValidado[] {
  const bag = new FieldErrorBag();
  const vistos = new Set<number>();
  const saida = perfis.map((p, i) => {
    const cliente_id = p.cliente_id ?? null;
    if (cliente_id === null) bag.add(`perfis.${i}.cliente_id`, campos.MSG.obrigatorio);
    else if (vistos.has(cliente_id)) bag.add(`perfis.${i}.cliente_id`, 'cliente repetido');
    else vistos.add(cliente_id);
    const protocolo = campos.texto(bag, `perfis.${i}.protocolo`, p.protocolo, { max: 40, maiusculas: true });
    const validade_protocolo = campos.dataDia(bag, `perfis.${i}.validade_protocolo`, p.validade_protocolo);
    return { cliente_id: cliente_id!, protocolo, validade_protocolo };
  });
  bag.throwIfAny();
  return saida;
}
