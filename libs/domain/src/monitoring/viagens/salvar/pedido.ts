import { FieldErrorBag } from '../../../shared/index.js';
import { dinheiro, TIPOS_VIAGEM } from '../../../masters/index.js';
import type { PedidoViagem } from './ports.js';

/**
 * Reads the trip form's body (spec 02 §3 "Trip (monitoramento) form", §5): field problems are a
 * 400 with every field at once; the rules over the stored facts come after (regras-salvar.ts).
 * Dates come as ISO or as the form sends them, 'yyyy-MM-dd HH:mm:00.000-0300' (no offset: Brasília).
 */
export const MENSAGENS_PEDIDO = {
  obrigatorio: 'não pode ficar em branco',
  id: 'deve ser um id válido',
  data: 'data inválida (use yyyy-MM-dd HH:mm)',
  tipoViagem: 'tipo de viagem inválido',
  telefone: 'telefone inválido',
  texto: (max: number) => `no máximo ${max} caracteres`,
  booleano: 'deve ser verdadeiro ou falso',
} as const;

const DATA = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;

/** An instant from ISO or the form's 'yyyy-MM-dd HH:mm:ss.SSS-0300'; null when unreadable. */
export function lerDataViagem(valor: unknown): Date | null {
  if (valor instanceof Date) return Number.isNaN(valor.getTime()) ? null : valor;
  if (typeof valor !== 'string') return null;
  const m = DATA.exec(valor.trim());
  if (!m) return null;
  const [, a, mes, d, h, min, s = '00', ms = '0', zona] = m;
  // A trip's dates are of this era (year 0 does not even exist for the database).
  if (Number(a) < 1900 || Number(a) > 2200 || Number(h) > 23 || Number(min) > 59 || Number(s) > 59) return null;
  const offset = !zona ? '-03:00' : zona === 'Z' ? 'Z' : `${zona.slice(0, 3)}:${zona.slice(-2)}`;
  const iso = `${a}-${mes}-${d}T${h}:${min}:${s}.${ms.padEnd(3, '0')}${offset}`;
  const data = new Date(iso);
  if (Number.isNaN(data.getTime())) return null;
  // Reject days like 31/02 that Date rolls over: the wall-clock day in the given offset must be the one written.
  const minutos = offset === 'Z' ? 0 : (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4)));
  const parede = new Date(data.getTime() + minutos * 60_000);
  if (parede.getUTCDate() !== Number(d) || parede.getUTCMonth() + 1 !== Number(mes)) return null;
  return data;
}

const MAX_INT4 = 2_147_483_647;

/** An id field of the form (a positive int4, as a number or digits); its problem goes to the bag. */
export function idDoPedido(bag: FieldErrorBag, campo: string, v: unknown, obrigatorio: boolean): number | null {
  if (v === null || v === undefined || v === '') {
    if (obrigatorio) bag.add(campo, MENSAGENS_PEDIDO.obrigatorio);
    return null;
  }
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_INT4) {
    bag.add(campo, MENSAGENS_PEDIDO.id);
    return null;
  }
  return n;
}

function texto(bag: FieldErrorBag, campo: string, v: unknown, max: number): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v !== 'string') {
    bag.add(campo, MENSAGENS_PEDIDO.texto(max));
    return null;
  }
  const t = v.trim();
  if (t.length > max) bag.add(campo, MENSAGENS_PEDIDO.texto(max));
  return t || null;
}

function booleano(bag: FieldErrorBag, campo: string, v: unknown): boolean {
  if (v === null || v === undefined || v === '') return false;
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 1 || v === '1') return true;
  if (v === 'false' || v === 0 || v === '0') return false;
  bag.add(campo, MENSAGENS_PEDIDO.booleano);
  return false;
}

/** A phone as digits ('(11) 98765-4321' → '11987654321'), 10 or 11 digits; null when blank. */
function telefone(bag: FieldErrorBag, campo: string, v: unknown): string | null {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v !== 'string' && typeof v !== 'number') {
    bag.add(campo, MENSAGENS_PEDIDO.telefone);
    return null;
  }
  const digitos = String(v).replace(/\D/g, '');
  if (!digitos) return null;
  if (digitos.length < 10 || digitos.length > 11) bag.add(campo, MENSAGENS_PEDIDO.telefone);
  return digitos;
}

export function lerPedidoViagem(corpo: Record<string, unknown>): PedidoViagem {
  const bag = new FieldErrorBag();
  const data = (campo: string) => {
    const v = corpo[campo];
    if (v === null || v === undefined || v === '') {
      bag.add(campo, MENSAGENS_PEDIDO.obrigatorio);
      return new Date(NaN);
    }
    const d = lerDataViagem(v);
    if (!d) bag.add(campo, MENSAGENS_PEDIDO.data);
    return d ?? new Date(NaN);
  };
  const tipo = idDoPedido(bag, 'tipo_viagem_id', corpo.tipo_viagem_id, true);
  if (tipo !== null && !TIPOS_VIAGEM.some((t) => t.id === tipo)) bag.add('tipo_viagem_id', MENSAGENS_PEDIDO.tipoViagem);
  const veiculoSemCarga = booleano(bag, 'veiculo_sem_carga', corpo.veiculo_sem_carga);
  // 'Vehicle without cargo' disables the value field: its value is 0 whatever came (spec 02 §5).
  const valor = veiculoSemCarga ? 0 : dinheiro(bag, 'valor_embarque', corpo.valor_embarque, true);
  const liberacao = corpo.liberacao;
  const pedido: PedidoViagem = {
    cliente_id: idDoPedido(bag, 'cliente_id', corpo.cliente_id, false),
    veiculo_id: idDoPedido(bag, 'veiculo_id', corpo.veiculo_id, true) ?? 0,
    carreta1_id: idDoPedido(bag, 'carreta1_id', corpo.carreta1_id, false),
    carreta2_id: idDoPedido(bag, 'carreta2_id', corpo.carreta2_id, false),
    carreta3_id: idDoPedido(bag, 'carreta3_id', corpo.carreta3_id, false),
    funcionario_id: idDoPedido(bag, 'funcionario_id', corpo.funcionario_id, true) ?? 0,
    fone1: telefone(bag, 'fone1', corpo.fone1),
    fone2: telefone(bag, 'fone2', corpo.fone2),
    fone3: telefone(bag, 'fone3', corpo.fone3),
    rota_id: idDoPedido(bag, 'rota_id', corpo.rota_id, false),
    tecnologia_id: idDoPedido(bag, 'tecnologia_id', corpo.tecnologia_id, false),
    embarcador_id: idDoPedido(bag, 'embarcador_id', corpo.embarcador_id, false),
    pgr_cliente_id: idDoPedido(bag, 'pgr_cliente_id', corpo.pgr_cliente_id, false),
    previsao_inicio: data('previsao_inicio'),
    previsao_fim: data('previsao_fim'),
    valor_embarque: valor ?? 0,
    veiculo_sem_carga: veiculoSemCarga,
    telemonitorado: booleano(bag, 'telemonitorado', corpo.telemonitorado),
    numero_spy: texto(bag, 'numero_spy', corpo.numero_spy, 30),
    tecnologia_spy: texto(bag, 'tecnologia_spy', corpo.tecnologia_spy, 60),
    dados_adicionais: texto(bag, 'dados_adicionais', corpo.dados_adicionais, 2000),
    tipo_viagem_id: tipo ?? 0,
    // The form once sent the flag itself; only a token string from autenticacao_liberacao releases.
    liberacao: typeof liberacao === 'string' && liberacao.trim() ? liberacao.trim().slice(0, 64) : null,
    aceite_sem_espelhamento: booleano(bag, 'aceite_sem_espelhamento', corpo.aceite_sem_espelhamento),
    observacao: texto(bag, 'observacao', corpo.observacao, 2000),
    updated_at: typeof corpo.updated_at === 'string' && corpo.updated_at.trim() ? corpo.updated_at.trim() : null,
  };
  bag.throwIfAny();
  return pedido;
}

/**
 * Cargo types offered by `GET tipo_cargas/todos` (spec 02 §7 names the call, not the list): a
 * reference list of the form, not stored per trip yet.
 */
export const TIPOS_CARGA = [
  { id: 1, descricao: 'CARGA GERAL' },
  { id: 2, descricao: 'ALIMENTOS' },
  { id: 3, descricao: 'BEBIDAS' },
  { id: 4, descricao: 'ELETRÔNICOS' },
  { id: 5, descricao: 'MEDICAMENTOS' },
  { id: 6, descricao: 'COMBUSTÍVEIS' },
  { id: 7, descricao: 'PRODUTOS QUÍMICOS' },
  { id: 8, descricao: 'CARGA REFRIGERADA' },
  { id: 9, descricao: 'GRÃOS' },
  { id: 10, descricao: 'OUTROS' },
] as const;
