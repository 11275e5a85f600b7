import {
  FieldErrorBag, NotFoundError, ConflictError, BusinessRuleError, ValidationError, ForbiddenError, emailValido,
} from '../shared/index.js';
import { GRUPO, GRUPOS_COM_CLIENTES_GERENCIADOS, GRUPOS_SENHA_OBRIGATORIA, GRUPOS_LIBERATIVOS } from './grupos.js';
import type { CadastroReferencias, PasswordHasher, Usuario, UsuarioRepository } from './ports.js';

/** What a user form sends (spec 03 §3 "User"); `grupo` becomes grupo_usuario_id. */
export interface DadosUsuario {
  username?: string;
  email?: string | null;
  grupo?: number;
  cliente_id?: number | null;
  password?: string | null;
  password_confirmation?: string | null;
  ativo?: boolean;
  alterar_password?: boolean;
  administrativo?: boolean;
  liberativo?: boolean;
  assinatura_email?: string | null;
  clientes_gerenciados?: number[];
  /** Optimistic lock: the updated_at the editor read. */
  updated_at?: string | null;
}

/** Issue 24's password policy (NIST SP 800-63B): 8 to 128 characters, not a leaked one, not the username. */
export const SENHA_MINIMA = 8;
export const SENHA_MAXIMA = 128;

/**
 * Port: whether a password is among those most used in known breaches. Offline: the list ships
 * with the product (libs/infrastructure), no password ever leaves the server.
 */
export interface SenhasVazadas {
  contem(senha: string): boolean;
}
export const MSG = {
  obrigatorio: 'não pode ficar em branco',
  usernameEmUso: 'já está em uso',
  emailEmUso: 'já está em uso',
  emailInvalido: 'não é um e-mail válido',
  senhaCurta: `deve ter no mínimo ${SENHA_MINIMA} caracteres`,
  confirmacao: 'não confere com a senha',
  senhaLonga: `deve ter no máximo ${SENHA_MAXIMA} caracteres`,
  senhaVazada: 'está entre as senhas mais usadas em vazamentos conhecidos; escolha outra',
  senhaComUsuario: 'não pode conter o nome de usuário',
  senhaRepetida: 'não pode ser um só caractere repetido',
  grupoInexistente: 'grupo de usuário inexistente',
  clienteInexistente: 'cliente inexistente',
  usernameFormato: 'deve ter de 3 a 40 caracteres: letras, números, ponto, hífen ou sublinhado',
} as const;

/** Usernames are stored uppercased (spec 03 §5 "User"); null (a cleared field) is blank. */
export function normalizarUsername(username: string | null | undefined): string {
  return (username ?? '').trim().toUpperCase();
}

/**
 * The password policy, for every place a password is set (a new user, an edit, a change, a reset
 * link): its length, not one character repeated, not containing the username, not a leaked one.
 * Logins are never judged by it: an older password still opens the session.
 */
export function validarSenha(
  bag: FieldErrorBag,
  politica: { vazadas: SenhasVazadas; username?: string | null },
  senha: string | null | undefined,
  confirmacao: string | null | undefined,
  campo = 'password',
): void {
  if (!senha) return;
  if (senha.length < SENHA_MINIMA) bag.add(campo, MSG.senhaCurta);
  else if (senha.length > SENHA_MAXIMA) bag.add(campo, MSG.senhaLonga);
  else if (/^(.)\1*$/su.test(senha)) bag.add(campo, MSG.senhaRepetida);
  else if (politica.username && politica.username.length >= 3 && senha.toUpperCase().includes(politica.username.toUpperCase())) bag.add(campo, MSG.senhaComUsuario);
  else if (politica.vazadas.contem(senha)) bag.add(campo, MSG.senhaVazada);
  if (confirmacao !== undefined && confirmacao !== null && confirmacao !== senha) bag.add(`${campo}_confirmation`, MSG.confirmacao);
}

/**
 * Creates or updates a user with the rules of spec 03 §5: uppercased unique username, password
 * required for new users of groups 6, 10, 11, 16, 17, a client for group 8 and managed clients for
 * 11, 16, 17; an edit of a row changed since it was read is a conflict.
 */
export class SalvarUsuario {
  constructor(
    private readonly usuarios: UsuarioRepository,
    private readonly referencias: CadastroReferencias,
    private readonly hasher: PasswordHasher,
    private readonly vazadas: SenhasVazadas,
  ) {}

  async executar(dados: DadosUsuario, id?: number, editorId?: number): Promise<Usuario> {
    const atual = id !== undefined ? await this.usuarios.findById(id) : null;
    if (id !== undefined && !atual) throw new NotFoundError('Usuário não encontrado');
    if (atual && dados.updated_at && new Date(dados.updated_at).getTime() !== atual.updated_at.getTime()) {
      throw new ConflictError();
    }

    const bag = new FieldErrorBag();
    const username = dados.username !== undefined ? normalizarUsername(dados.username) : atual?.username ?? '';
    if (!username) bag.add('username', MSG.obrigatorio);
    else if (!/^[A-Z0-9._-]{3,40}$/.test(username)) bag.add('username', MSG.usernameFormato);
    else {
      const outro = await this.usuarios.findByUsername(username);
      if (outro && outro.id !== atual?.id) bag.add('username', MSG.usernameEmUso);
    }

    const email = dados.email !== undefined ? (dados.email?.trim().toLowerCase() || null) : atual?.email ?? null;
    if (email) {
      if (!emailValido(email)) bag.add('email', MSG.emailInvalido);
      else {
        const outro = await this.usuarios.findByEmail(email);
        if (outro && outro.id !== atual?.id) bag.add('email', MSG.emailEmUso);
      }
    }

    const grupo = dados.grupo ?? atual?.grupo_usuario_id;
    if (grupo === undefined || grupo === null) bag.add('grupo', MSG.obrigatorio);
    else if (!(await this.referencias.grupoExiste(grupo))) bag.add('grupo', MSG.grupoInexistente);

    const novo = !atual;
    if (novo && grupo !== undefined && GRUPOS_SENHA_OBRIGATORIA.includes(grupo) && !dados.password) {
      bag.add('password', MSG.obrigatorio);
    }
    validarSenha(bag, { vazadas: this.vazadas, username }, dados.password, dados.password_confirmation);

    let clienteId = dados.cliente_id !== undefined ? dados.cliente_id : atual?.cliente_id ?? null;
    let gerenciados = dados.clientes_gerenciados ?? atual?.clientes_gerenciados ?? [];
    if (grupo === GRUPO.CLIENTE) {
      if (!clienteId) bag.add('cliente_id', 'usuário do grupo CLIENTE precisa de um cliente');
    }
    if (grupo !== undefined && GRUPOS_COM_CLIENTES_GERENCIADOS.includes(grupo)) {
      if (gerenciados.length === 0) bag.add('clientes_gerenciados', 'selecione ao menos um cliente gerenciado');
    } else {
      gerenciados = [];
    }
    const referidos = [...new Set([...(clienteId ? [clienteId] : []), ...gerenciados])];
    if (referidos.length) {
      const existentes = new Set(await this.referencias.clientesExistentes(referidos));
      if (clienteId && !existentes.has(clienteId)) bag.add('cliente_id', MSG.clienteInexistente);
      if (gerenciados.some((c) => !existentes.has(c))) bag.add('clientes_gerenciados', MSG.clienteInexistente);
    }
    if (dados.assinatura_email && dados.assinatura_email.length > 2000) bag.add('assinatura_email', 'deve ter no máximo 2000 caracteres');
    bag.throwIfAny();

    if (atual && editorId === atual.id && dados.ativo === false) {
      throw new BusinessRuleError('Você não pode inativar o seu próprio usuário');
    }
    if (grupo !== GRUPO.CLIENTE && grupo !== undefined && !GRUPOS_COM_CLIENTES_GERENCIADOS.includes(grupo) && dados.cliente_id === undefined) {
      clienteId = atual?.cliente_id ?? null;
    }

    const password_hash = dados.password ? await this.hasher.hash(dados.password) : atual?.password_hash ?? null;
    const base = {
      username,
      email,
      grupo_usuario_id: grupo!,
      cliente_id: clienteId,
      ativo: dados.ativo ?? atual?.ativo ?? true,
      alterar_password: dados.alterar_password ?? atual?.alterar_password ?? false,
      administrativo: dados.administrativo ?? atual?.administrativo ?? false,
      liberativo: dados.liberativo ?? atual?.liberativo ?? false,
      assinatura_email: dados.assinatura_email !== undefined ? dados.assinatura_email : atual?.assinatura_email ?? null,
      password_hash,
      clientes_gerenciados: gerenciados,
    };
    if (atual) return this.usuarios.update({ ...atual, ...base });
    return this.usuarios.create({ ...base, layouts: {} });
  }
}

/** May this user authorise liberações with username and password? */
export function isLiberativo(u: Pick<Usuario, 'grupo_usuario_id' | 'liberativo' | 'ativo'>): boolean {
  return u.ativo && (u.liberativo || GRUPOS_LIBERATIVOS.includes(u.grupo_usuario_id));
}

/** Parses `is_grupo/{groups}`: ids separated by commas. */
export function parseGrupos(texto: string): number[] {
  const partes = texto.split(',').map((p) => p.trim()).filter(Boolean);
  if (!partes.length || partes.some((p) => !/^\d{1,4}$/.test(p))) {
    throw ValidationError.campo('groups', 'informe os ids dos grupos separados por vírgula');
  }
  return partes.map(Number);
}

/**
 * Only administrators manage administrators: nobody else creates, edits, deletes or promotes a
 * user of group 3, so an access rule to the users screen cannot become a way to take over the desk.
 */
export function exigirPodeGerenciarUsuario(editorGrupo: number, grupoAtual: number | undefined, grupoNovo: number | undefined): void {
  if (editorGrupo === GRUPO.ADMINISTRADOR) return;
  if (grupoAtual === GRUPO.ADMINISTRADOR || grupoNovo === GRUPO.ADMINISTRADOR) {
    throw new ForbiddenError('Apenas administradores podem gerenciar usuários administradores');
  }
}
