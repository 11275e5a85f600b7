import { BusinessRuleError, FieldErrorBag, NotFoundError } from '../shared/index.js';
import { MSG } from './campos.js';
import * as campos from './campos.js';
import { dinheiro, horarioRodagem } from './valores.js';

/** Spec 02 "Rapid response": the occurrence type recorded when a rapid-response dispatch is released. */
export const OCORRENCIA_LIBERACAO_PRONTA_RESPOSTA = 249;

/** Spec 03 §3 "Client PGR": risk levels. */
export const GRAUS_RISCO = [
  { id: 1, descricao: 'BAIXO' },
  { id: 2, descricao: 'MEDIO' },
  { id: 3, descricao: 'ALTO' },
] as const;

/** Spec 03 §9: a client user is warned of a client PGR that expires within 15 days or is past. */
export const DIAS_AVISO_VALIDADE_PGR = 15;

export const MENSAGENS_PGR = {
  salvo: 'PGR salvo com sucesso',
  atualizado: 'PGR atualizado com sucesso',
  naoEncontrado: 'PGR não encontrado',
  naoSelecionado: 'PGR não selecionado',
  clienteNaoSelecionado: 'Cliente não selecionado',
} as const;

export interface ConfigAlertas {
  niveis_contatos_para_sms: number[];
}
export interface ConfigTemperatura {
  alerta: boolean;
  ocorrencia: boolean;
  temperatura_minima: number | null;
  temperatura_maxima: number | null;
}

/** The stored fields of a client PGR (pgr_clientes), as the API shows them. */
export interface PgrClienteCampos {
  pgr_id: number;
  descricao: string;
  pgr_padrao: boolean;
  grau_risco: number;
  /** yyyy-mm-dd. */
  validade: string;
  embarcador_id: number | null;
  corretora_id: number | null;
  seguradora_id: number | null;
  horario_rodagem_inicio: string | null;
  horario_rodagem_termino: string | null;
  valor_minimo_responsabilidade: number | null;
  valor_limite_maximo_resposabilidade: number | null;
  valor_limite_localizador_movel: number | null;
  valor_limite_escolta: number | null;
  tempo_perda_sinal_agendamento: number | null;
  bloqueio_analise_perfil: boolean;
  grupos_contatos_exclusivos: number[];
  config_alertas: ConfigAlertas;
  config_temperatura: ConfigTemperatura;
}
export interface PgrCliente extends PgrClienteCampos {
  id: number;
  cliente_id: number;
  updated_at: Date;
}

/** What a form sends (`{ pgr_cliente: {...} }`): every field optional; validade as dd/mm/yyyy or yyyy-mm-dd. */
export type DadosPgrCliente = { [K in keyof PgrClienteCampos]?: unknown } & { horario_rodagem?: unknown; updated_at?: unknown };

/** Today plus one year (29 Feb → 28 Feb), as yyyy-mm-dd. */
export function validadePadraoPgr(hoje: Date): string {
  const ano = hoje.getUTCFullYear() + 1;
  const mes = hoje.getUTCMonth();
  const dia = Math.min(hoje.getUTCDate(), new Date(Date.UTC(ano, mes + 1, 0)).getUTCDate());
  return new Date(Date.UTC(ano, mes, dia)).toISOString().slice(0, 10);
}

/** yyyy-mm-dd of a dd/mm/yyyy or yyyy-mm-dd text; undefined when not a real date. */
export function parseDataPgr(valor: unknown): string | undefined {
  if (typeof valor !== 'string') return undefined;
  const v = valor.trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(v);
  const partes = br ? [br[3]!, br[2]!, br[1]!] : iso ? [iso[1]!, iso[2]!, iso[3]!] : undefined;
  if (!partes) return undefined;
  const [ano, mes, dia] = partes.map(Number) as [number, number, number];
  // 31/02 is refused, not rolled over; so are years below 100, which Date would read as 19xx.
  if (ano < 100 || mes < 1 || mes > 12 || dia < 1 || dia > new Date(Date.UTC(ano, mes, 0)).getUTCDate()) return undefined;
  return partes.join('-');
}

function idsInteiros(bag: FieldErrorBag, campo: string, valor: unknown): number[] {
  if (valor === null || valor === undefined) return [];
  if (!Array.isArray(valor) || valor.some((x) => typeof x !== 'number' || !Number.isInteger(x) || x < 0)) {
    bag.add(campo, 'deve ser uma lista de números inteiros');
    return [];
  }
  return [...new Set(valor as number[])];
}

function booleano(bag: FieldErrorBag, campo: string, valor: unknown, padrao: boolean): boolean {
  if (valor === undefined || valor === null) return padrao;
  if (typeof valor !== 'boolean') {
    bag.add(campo, 'deve ser verdadeiro ou falso');
    return padrao;
  }
  return valor;
}

function idOpcional(bag: FieldErrorBag, campo: string, valor: unknown): number | null {
  if (valor === null || valor === undefined || valor === '') return null;
  if (typeof valor !== 'number' || !Number.isInteger(valor) || valor < 1) {
    bag.add(campo, 'deve ser um número inteiro');
    return null;
  }
  return valor;
}

function temperatura(bag: FieldErrorBag, campo: string, valor: unknown): number | null {
  if (valor === null || valor === undefined || valor === '') return null;
  const n = typeof valor === 'string' ? Number(valor.replace(',', '.')) : valor;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < -60 || n > 60) {
    bag.add(campo, 'temperatura inválida (-60 a 60 °C)');
    return null;
  }
  return n;
}

/**
 * Validates a client PGR create (atual null) or edit (fields left out keep their value). Field
 * errors come together (the form's danger alert lists them with labels Pgr, Validade...).
 */
export function validarPgrCliente(dados: DadosPgrCliente, atual: PgrClienteCampos | null, hoje: Date): PgrClienteCampos {
  const bag = new FieldErrorBag();
  const v = <K extends keyof PgrClienteCampos>(k: K): unknown => (dados[k] !== undefined ? dados[k] : atual?.[k]);

  const pgr_id = idOpcional(bag, 'pgr_id', v('pgr_id'));
  if (v('pgr_id') === null || v('pgr_id') === undefined || v('pgr_id') === '') bag.add('pgr_id', MSG.obrigatorio);
  const descricao = campos.texto(bag, 'descricao', v('descricao') as string | null, { max: 150, obrigatorio: true, maiusculas: true });

  let validade: string | null = null;
  const validadeBruta = v('validade');
  if (validadeBruta === undefined || validadeBruta === null || validadeBruta === '') {
    if (atual || validadeBruta === null || validadeBruta === '') bag.add('validade', MSG.obrigatorio);
    else validade = validadePadraoPgr(hoje);
  } else {
    validade = parseDataPgr(validadeBruta) ?? null;
    if (!validade) bag.add('validade', MSG.dataInvalida);
  }

  let grau_risco = 1;
  const grau = v('grau_risco');
  if (grau !== undefined && grau !== null) {
    const porNome = typeof grau === 'string' ? GRAUS_RISCO.find((g) => g.descricao === grau.toUpperCase() || String(g.id) === grau)?.id : undefined;
    const n = typeof grau === 'number' ? grau : porNome;
    if (n !== 1 && n !== 2 && n !== 3) bag.add('grau_risco', 'deve ser 1 (BAIXO), 2 (MEDIO) ou 3 (ALTO)');
    else grau_risco = n;
  }

  // horario_rodagem 'HH:mm - HH:mm' wins over the two halves when sent.
  let inicio = (atual?.horario_rodagem_inicio ?? null) as string | null;
  let termino = (atual?.horario_rodagem_termino ?? null) as string | null;
  if (dados.horario_rodagem !== undefined) {
    const h = horarioRodagem(bag, 'horario_rodagem', dados.horario_rodagem);
    inicio = h?.horario_rodagem_inicio ?? null;
    termino = h?.horario_rodagem_termino ?? null;
  } else if (dados.horario_rodagem_inicio !== undefined || dados.horario_rodagem_termino !== undefined) {
    const i = dados.horario_rodagem_inicio !== undefined ? dados.horario_rodagem_inicio : inicio;
    const t = dados.horario_rodagem_termino !== undefined ? dados.horario_rodagem_termino : termino;
    if (i == null && t == null) inicio = termino = null;
    else {
      // A half left empty makes the text invalid, whatever stands in for it.
      const h = horarioRodagem(bag, 'horario_rodagem', `${String(i)} - ${String(t)}`);
      inicio = h?.horario_rodagem_inicio ?? null;
      termino = h?.horario_rodagem_termino ?? null;
    }
  }

  const tempo = v('tempo_perda_sinal_agendamento');
  let tempo_perda_sinal_agendamento: number | null = null;
  if (tempo !== undefined && tempo !== null && tempo !== '') {
    const n = typeof tempo === 'string' && /^\d+$/.test(tempo.trim()) ? Number(tempo) : tempo;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 10_080) bag.add('tempo_perda_sinal_agendamento', 'deve ser um número inteiro de minutos (0 a 10080)');
    else tempo_perda_sinal_agendamento = n;
  }

  const alertasBrutos = v('config_alertas') as { niveis_contatos_para_sms?: unknown } | null | undefined;
  const tempBrutos = v('config_temperatura') as Partial<Record<keyof ConfigTemperatura, unknown>> | null | undefined;
  if (alertasBrutos !== undefined && alertasBrutos !== null && typeof alertasBrutos !== 'object') bag.add('config_alertas', 'deve ser um objeto');
  if (tempBrutos !== undefined && tempBrutos !== null && typeof tempBrutos !== 'object') bag.add('config_temperatura', 'deve ser um objeto');
  const alertas = typeof alertasBrutos === 'object' && alertasBrutos ? alertasBrutos : {};
  const temp = typeof tempBrutos === 'object' && tempBrutos ? tempBrutos : {};
  const config_temperatura: ConfigTemperatura = {
    alerta: booleano(bag, 'config_temperatura.alerta', temp.alerta, false),
    ocorrencia: booleano(bag, 'config_temperatura.ocorrencia', temp.ocorrencia, false),
    temperatura_minima: temperatura(bag, 'config_temperatura.temperatura_minima', temp.temperatura_minima),
    temperatura_maxima: temperatura(bag, 'config_temperatura.temperatura_maxima', temp.temperatura_maxima),
  };
  if (config_temperatura.temperatura_minima !== null && config_temperatura.temperatura_maxima !== null && config_temperatura.temperatura_minima > config_temperatura.temperatura_maxima) {
    bag.add('config_temperatura.temperatura_maxima', 'deve ser maior que a mínima');
  }

  const linha: PgrClienteCampos = {
    pgr_id: pgr_id ?? 0,
    descricao: descricao ?? '',
    pgr_padrao: booleano(bag, 'pgr_padrao', v('pgr_padrao'), false),
    grau_risco,
    validade: validade ?? '',
    embarcador_id: idOpcional(bag, 'embarcador_id', v('embarcador_id')),
    corretora_id: idOpcional(bag, 'corretora_id', v('corretora_id')),
    seguradora_id: idOpcional(bag, 'seguradora_id', v('seguradora_id')),
    horario_rodagem_inicio: inicio,
    horario_rodagem_termino: termino,
    valor_minimo_responsabilidade: dinheiro(bag, 'valor_minimo_responsabilidade', v('valor_minimo_responsabilidade')),
    valor_limite_maximo_resposabilidade: dinheiro(bag, 'valor_limite_maximo_resposabilidade', v('valor_limite_maximo_resposabilidade')),
    valor_limite_localizador_movel: dinheiro(bag, 'valor_limite_localizador_movel', v('valor_limite_localizador_movel')),
    valor_limite_escolta: dinheiro(bag, 'valor_limite_escolta', v('valor_limite_escolta')),
    tempo_perda_sinal_agendamento,
    bloqueio_analise_perfil: booleano(bag, 'bloqueio_analise_perfil', v('bloqueio_analise_perfil'), false),
    grupos_contatos_exclusivos: idsInteiros(bag, 'grupos_contatos_exclusivos', v('grupos_contatos_exclusivos')),
    config_alertas: { niveis_contatos_para_sms: idsInteiros(bag, 'config_alertas.niveis_contatos_para_sms', alertas.niveis_contatos_para_sms) },
    config_temperatura,
  };
  if (
    linha.valor_minimo_responsabilidade !== null && linha.valor_limite_maximo_resposabilidade !== null &&
    linha.valor_minimo_responsabilidade > linha.valor_limite_maximo_resposabilidade
  ) {
    bag.add('valor_limite_maximo_resposabilidade', 'deve ser maior ou igual ao valor mínimo de responsabilidade');
  }
  bag.throwIfAny();
  return linha;
}

/** One changed field, as diff_history shows it. Values are texts (JSON for lists and objects). */
export interface AlteracaoPgr {
  campo: keyof PgrClienteCampos;
  antes: string | null;
  depois: string | null;
}

const CAMPOS_DINHEIRO = new Set<string>(['valor_minimo_responsabilidade', 'valor_limite_maximo_resposabilidade', 'valor_limite_localizador_movel', 'valor_limite_escolta']);

/** JSON with sorted keys, so a stored object (jsonb reorders keys) compares by content. */
function jsonEstavel(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(jsonEstavel).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${jsonEstavel((v as Record<string, unknown>)[k] ?? null)}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

function comoTexto(campo: string, v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return CAMPOS_DINHEIRO.has(campo) ? v.toFixed(2) : String(v);
  if (typeof v === 'object') return jsonEstavel(v);
  return String(v);
}

/** The fields that differ between two versions (in the order of the form); all set fields on a create. */
export function diferencasPgr(antes: PgrClienteCampos | null, depois: PgrClienteCampos): AlteracaoPgr[] {
  const saida: AlteracaoPgr[] = [];
  for (const campo of Object.keys(depois) as Array<keyof PgrClienteCampos>) {
    const a = antes ? comoTexto(campo, antes[campo]) : null;
    const d = comoTexto(campo, depois[campo]);
    if (a !== d && !(antes === null && d === null)) saida.push({ campo, antes: a, depois: d });
  }
  return saida;
}

/** Spec 03 §9: the expiry warning of a client PGR (within 15 days or past). */
export function avisoValidadePgr(validade: string, hoje: Date): { dias_para_vencer: number; vencido: boolean; aviso: boolean } {
  const dia = Date.UTC(hoje.getUTCFullYear(), hoje.getUTCMonth(), hoje.getUTCDate());
  const dias = Math.round((Date.parse(`${validade}T00:00:00Z`) - dia) / 86_400_000);
  return { dias_para_vencer: dias, vencido: dias < 0, aviso: dias <= DIAS_AVISO_VALIDADE_PGR };
}

/** Who is saving, for the history. */
export interface AutorPgr {
  usuario_id: number;
  username: string;
}

/** Ports of the client PGR (libs/infrastructure implements them). */
export interface PgrClienteRepository {
  find(id: number): Promise<PgrCliente | null>;
  /** Writes the PGR and its history rows in one transaction; a stale `lido` is a ConflictError. */
  criar(clienteId: number, linha: PgrClienteCampos, alteracoes: AlteracaoPgr[], autor: AutorPgr): Promise<PgrCliente>;
  atualizar(id: number, lido: Date | null, linha: PgrClienteCampos, alteracoes: AlteracaoPgr[], autor: AutorPgr): Promise<PgrCliente>;
}
export interface ReferenciasPgr {
  pgrExiste(id: number): Promise<boolean>;
  /** id → tipo of the clients among `ids` that exist. */
  tiposClientes(ids: number[]): Promise<Map<number, string>>;
  gruposExistentes(ids: number[]): Promise<number[]>;
}

/**
 * Creates or updates a client's PGR (spec 03 §5 "A PGR with an id is updated, otherwise created"),
 * checking the references (catalogue PGR, shipper / broker / insurer of the right type, contact
 * groups) and keeping every change in the history.
 */
export class SalvarPgrCliente {
  constructor(private readonly repo: PgrClienteRepository, private readonly refs: ReferenciasPgr, private readonly hoje: () => Date) {}

  async executar(clienteId: number, dados: DadosPgrCliente, autor: AutorPgr, id?: number): Promise<PgrCliente> {
    const atual = id ? await this.repo.find(id) : null;
    if (id && (!atual || atual.cliente_id !== clienteId)) throw new NotFoundError(MENSAGENS_PGR.naoEncontrado);
    const linha = validarPgrCliente(dados, atual, this.hoje());
    const bag = new FieldErrorBag();
    if (!(await this.refs.pgrExiste(linha.pgr_id))) bag.add('pgr_id', MSG.inexistente);
    const papeis = [['embarcador_id', 'EMBARCADOR'], ['corretora_id', 'CORRETOR'], ['seguradora_id', 'SEGURADOR']] as const;
    const ids = papeis.map(([c]) => linha[c]).filter((x): x is number => x !== null);
    const tipos = ids.length ? await this.refs.tiposClientes(ids) : new Map<number, string>();
    for (const [campo, tipo] of papeis) {
      const v = linha[campo];
      if (v !== null && tipos.get(v) !== tipo) bag.add(campo, tipos.has(v) ? `deve ser um cliente do tipo ${tipo}` : MSG.inexistente);
    }
    if (linha.grupos_contatos_exclusivos.length) {
      const existentes = new Set(await this.refs.gruposExistentes(linha.grupos_contatos_exclusivos));
      if (linha.grupos_contatos_exclusivos.some((g) => !existentes.has(g))) bag.add('grupos_contatos_exclusivos', 'grupo não encontrado');
    }
    bag.throwIfAny();
    const alteracoes = diferencasPgr(atual, linha);
    if (!atual) return this.repo.criar(clienteId, linha, alteracoes, autor);
    const lido = dados.updated_at === undefined || dados.updated_at === null ? null : new Date(String(dados.updated_at));
    if (lido && Number.isNaN(lido.getTime())) throw new BusinessRuleError('updated_at inválido');
    return this.repo.atualizar(atual.id, lido, linha, alteracoes, autor);
  }
}
