import type { GridSpec } from '../shared/index.js';

/**
 * The audit trail (issue 24, decision 50): every login and failed login, release, command, message,
 * deletion, permission change and export, with who, from where, when and on what. Rows are only
 * ever inserted (the database refuses UPDATE, DELETE and TRUNCATE on them).
 */
export const ACOES_AUDITORIA = {
  LOGIN: 'Login',
  LOGIN_FALHOU: 'Login recusado',
  LOGOUT: 'Logout',
  LIBERACAO: 'Liberação',
  COMANDO: 'Comando ao veículo',
  MENSAGEM: 'Mensagem',
  EXCLUSAO: 'Exclusão',
  PERMISSAO: 'Alteração de permissão',
  EXPORTACAO: 'Exportação',
} as const;
export type AcaoAuditoria = keyof typeof ACOES_AUDITORIA;

export interface EventoAuditoria {
  acao: AcaoAuditoria;
  /** Null for a failed login or a call without a session (a public link). */
  usuario_id: number | null;
  /** The signed-in user's, or for a failed login the username tried. */
  username: string | null;
  ip: string;
  quando: Date;
  objeto_tipo: string | null;
  objeto_id: string | null;
  /** Small and never secret: the route, a reason; never a body, a password or a token. */
  detalhe: Record<string, string | number | boolean | null> | null;
}

/** Port: writes one event. Recording must never turn the action it records into an error. */
export interface RegistroAuditoria {
  registrar(evento: EventoAuditoria): Promise<void>;
}

/** What an audited route records: the action, the kind of object and the route parameter holding its id. */
export interface RotaAuditada {
  acao: AcaoAuditoria;
  objeto: string;
  param?: string;
}

/**
 * The audited calls besides every DELETE (an exclusion, see `eventoDaRequisicao`) and every grid
 * export (`formato=xlsx`), keyed by `MÉTODO /api/rota/:param` as Express names the route.
 * Logins are recorded by the login use case itself, which alone knows a failure from a success.
 */
export const ROTAS_AUDITADAS: Readonly<Record<string, RotaAuditada>> = {
  // Releases: the checklist's, the trip's special release, the rapid response's.
  'POST /api/check_lists/liberar/:id': { acao: 'LIBERACAO', objeto: 'checklist', param: 'id' },
  'POST /api/monitoramentos/autenticacao_liberacao': { acao: 'LIBERACAO', objeto: 'monitoramento' },
  'POST /api/monitoramentos/cria_liberacao_pronta_resposta': { acao: 'LIBERACAO', objeto: 'pronta_resposta' },
  'POST /api/monitoramentos/autoriza_pronta_resposta': { acao: 'LIBERACAO', objeto: 'pronta_resposta' },
  // Commands to vehicles.
  'POST /api/veiculos/comando': { acao: 'COMANDO', objeto: 'veiculo' },
  'POST /api/check_lists/:id/bloqueio_sirene_pre_teste': { acao: 'COMANDO', objeto: 'checklist', param: 'id' },
  // Messages to drivers and contacts.
  'POST /api/integracao/g4flex/enviar_sms': { acao: 'MENSAGEM', objeto: 'sms' },
  'POST /api/integracao/enviar_whatsapp': { acao: 'MENSAGEM', objeto: 'whatsapp' },
  'POST /api/integracao/enviar_texto': { acao: 'MENSAGEM', objeto: 'texto' },
  // Permissions: a user's access rules, groups and the user record (group, client, active).
  'POST /api/users/update_regras_acesso/:id': { acao: 'PERMISSAO', objeto: 'usuario', param: 'id' },
  'POST /api/users/create': { acao: 'PERMISSAO', objeto: 'usuario' },
  'PATCH /api/users/:id': { acao: 'PERMISSAO', objeto: 'usuario', param: 'id' },
  'POST /api/grupos_usuarios': { acao: 'PERMISSAO', objeto: 'grupo_usuario' },
  'PATCH /api/grupos_usuarios/:id': { acao: 'PERMISSAO', objeto: 'grupo_usuario', param: 'id' },
  // Exports that are not grid spreadsheets.
  'GET /api/monitoramentos/:id/pdf': { acao: 'EXPORTACAO', objeto: 'monitoramento', param: 'id' },
  'GET /api/financeiro/pre_faturamento/exportar': { acao: 'EXPORTACAO', objeto: 'pre_faturamento' },
  'GET /api/lgpd/titular/:documento/exportar': { acao: 'EXPORTACAO', objeto: 'titular', param: 'documento' },
  'POST /api/registro/cadastro_consulta/relatorios/exportar': { acao: 'EXPORTACAO', objeto: 'relatorio' },
  'GET /api/registro/cadastro_consulta/relatorios/exportacoes/:id/arquivo': { acao: 'EXPORTACAO', objeto: 'relatorio', param: 'id' },
  'GET /api/registro/pdf/:id/:hash': { acao: 'EXPORTACAO', objeto: 'registro', param: 'id' },
  'GET /api/auditoria/excel': { acao: 'EXPORTACAO', objeto: 'auditoria' },
  // Logout: the token is in the route and is never recorded.
  'DELETE /api/sessions/:token': { acao: 'LOGOUT', objeto: 'sessao' },
};

export interface RequisicaoAuditavel {
  metodo: string;
  /** The route's pattern (`/api/users/:id`), not the path as sent. */
  rota: string;
  params: Record<string, string | undefined>;
  query: Record<string, unknown>;
  usuario: { id: number; username: string } | null;
  ip: string;
  quando: Date;
}

/** The resource a route is about: its first segment after /api (`/api/pontos/:id` → `pontos`). */
function recurso(rota: string): string {
  return rota.replace(/^\/api\//, '').split('/')[0] || rota;
}

/** The route's only parameter, when it has exactly one: the id of a deletion. */
function unicoParam(rota: string): string | undefined {
  const params = rota.match(/:[A-Za-z_]\w*/g) ?? [];
  return params.length === 1 ? params[0]!.slice(1) : undefined;
}

const limitar = (v: string | undefined, max: number): string | null => (v === undefined || v === '' ? null : v.slice(0, max));

/**
 * The event a successful call records, or null when the call is not audited: a route of
 * ROTAS_AUDITADAS; any other DELETE (an exclusion of the route's resource, its id the route's one
 * parameter); any GET answered as a spreadsheet (`formato=xlsx`, a grid export).
 */
export function eventoDaRequisicao(r: RequisicaoAuditavel): EventoAuditoria | null {
  const metodo = r.metodo.toUpperCase();
  const chave = `${metodo} ${r.rota}`;
  let regra: RotaAuditada | undefined = Object.hasOwn(ROTAS_AUDITADAS, chave) ? ROTAS_AUDITADAS[chave] : undefined;
  if (!regra && metodo === 'DELETE') regra = { acao: 'EXCLUSAO', objeto: recurso(r.rota), param: unicoParam(r.rota) };
  if (!regra && metodo === 'GET' && r.query.formato === 'xlsx') regra = { acao: 'EXPORTACAO', objeto: recurso(r.rota) };
  if (!regra) return null;
  return {
    acao: regra.acao,
    usuario_id: r.usuario?.id ?? null,
    username: r.usuario?.username ?? null,
    ip: r.ip,
    quando: r.quando,
    objeto_tipo: regra.objeto,
    objeto_id: limitar(regra.param ? r.params[regra.param] : undefined, 100),
    detalhe: { rota: chave },
  };
}

/** A login's event; a failure records the username tried (never the password) and the reason. */
export function eventoDeLogin(args: {
  usuario: { id: number; username: string } | null;
  usernameTentado: string;
  ip: string;
  quando: Date;
  motivo?: 'credenciais' | 'muitas_tentativas';
}): EventoAuditoria {
  const ok = args.usuario !== null;
  return {
    acao: ok ? 'LOGIN' : 'LOGIN_FALHOU',
    usuario_id: args.usuario?.id ?? null,
    username: limitar(args.usuario?.username ?? args.usernameTentado, 60),
    ip: args.ip,
    quando: args.quando,
    objeto_tipo: 'sessao',
    objeto_id: null,
    detalhe: ok ? null : { motivo: args.motivo ?? 'credenciais' },
  };
}

/** Who reads the audit trail: administrators and supervisors (issue 24), never a client-side user. */
export const GRUPOS_AUDITORIA: readonly number[] = [3, 4];

/** /auditoria (issue 24): the newest first, filtered by period, user, action and object. */
export const GRID_AUDITORIA = {
  colunas: {
    quando: { tipo: 'data', titulo: 'Data/hora' },
    acao: { tipo: 'enum', titulo: 'Ação', valores: Object.keys(ACOES_AUDITORIA) },
    username: { tipo: 'texto', titulo: 'Usuário' },
    ip: { tipo: 'texto', titulo: 'IP' },
    objeto_tipo: { tipo: 'texto', titulo: 'Objeto' },
    objeto_id: { tipo: 'texto', titulo: 'Código do objeto' },
    detalhe: { tipo: 'texto', titulo: 'Detalhe', filtravel: false, ordenavel: false },
    id: { tipo: 'inteiro', titulo: 'Registro', oculta: true },
    usuario_id: { tipo: 'inteiro', titulo: 'Código do usuário', oculta: true },
  },
  ordemPadrao: { campo: 'quando', direcao: 'desc' },
  tamanhoPadrao: 50,
} as const satisfies GridSpec;
