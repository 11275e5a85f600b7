/** User groups (spec 01 §6, spec 03 §6). The id is the role. */
export const GRUPO = {
  ADMINISTRADOR: 3,
  SUPERVISOR: 4,
  CENTRAL: 5,
  OPERADOR: 6,
  MONITOR: 7,
  CLIENTE: 8,
  FINANCEIRO: 9,
  EMBARCADOR: 10,
  GESTOR_EMBARCADOR: 11,
  CADASTRO: 12,
  COMERCIAL: 13,
  PRONTA_RESPOSTA: 14,
  TI: 15,
  GESTOR_CORRETORA: 16,
  GESTOR_SEGURADORA: 17,
} as const;

export const GRUPOS_USUARIOS: ReadonlyArray<{ id: number; descricao: string }> = [
  { id: 3, descricao: 'ADMINISTRADOR' },
  { id: 4, descricao: 'SUPERVISOR' },
  { id: 5, descricao: 'CENTRAL DE MONITORAMENTO' },
  { id: 6, descricao: 'OPERADOR' },
  { id: 7, descricao: 'MONITOR' },
  { id: 8, descricao: 'CLIENTE' },
  { id: 9, descricao: 'FINANCEIRO' },
  { id: 10, descricao: 'EMBARCADOR' },
  { id: 11, descricao: 'GESTOR EMBARCADOR' },
  { id: 12, descricao: 'CADASTRO E CONSULTA' },
  { id: 13, descricao: 'COMERCIAL' },
  { id: 14, descricao: 'PRONTA RESPOSTA' },
  { id: 15, descricao: 'TECNOLOGIA DA INFORMAÇÃO' },
  { id: 16, descricao: 'GESTOR CORRETORA' },
  { id: 17, descricao: 'GESTOR SEGURADORA' },
];

/** Staff and operators: groups 3–7. They see column chooser and Excel export and may use the chat. */
export const GRUPOS_STAFF: readonly number[] = [3, 4, 5, 6, 7];
/** Shipper-type managing users (10, 11, 16, 17); 11, 16 and 17 pick among managed clients. */
export const GRUPOS_GESTORES: readonly number[] = [10, 11, 16, 17];
export const GRUPOS_COM_CLIENTES_GERENCIADOS: readonly number[] = [11, 16, 17];
/** A new user of these groups must be given a password (spec 03 §5 "User"). */
export const GRUPOS_SENHA_OBRIGATORIA: readonly number[] = [6, 10, 11, 16, 17];
/** Groups that may authorise liberações with their own username and password. */
export const GRUPOS_LIBERATIVOS: readonly number[] = [3, 4];

export function isStaff(grupoId: number): boolean {
  return GRUPOS_STAFF.includes(grupoId);
}
export function isClienteUser(grupoId: number): boolean {
  return grupoId === GRUPO.CLIENTE;
}
export function isGestor(grupoId: number): boolean {
  return GRUPOS_GESTORES.includes(grupoId);
}

/** Landing page after login (spec 03 §2 "Authentication"). */
export function paginaInicial(usuario: { grupo_usuario_id: number; alterar_password: boolean }): string {
  if (usuario.alterar_password) return '/mudar_senha';
  if (usuario.grupo_usuario_id === GRUPO.CENTRAL || usuario.grupo_usuario_id === GRUPO.OPERADOR) return '/dashboard_operacional';
  if (usuario.grupo_usuario_id === GRUPO.CADASTRO) return '/cadastro_consulta';
  return '/dashboard';
}

/** The chat sign-on (/oauth/authorize) is for groups 3 to 7 only. */
export function podeUsarChat(grupoId: number): boolean {
  return isStaff(grupoId);
}
