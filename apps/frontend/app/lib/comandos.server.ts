import { api } from './api.server';
import type { ComandoLinha, Rastreador } from '~/components/comandos';
import { ehId } from './ids';
import type { Esquema } from './tipos';

/**
 * The route parameters of /comandos and /comunicacao (spec 02 §2): id (the vehicle), viagem_id,
 * placa, telefone, tipos ('whatsapp-sms-texto'). The vehicle comes from id or placa, else from the
 * trip; the phone from telefone, else the trip's (GET /api/monitoramentos/{id}/contato).
 */
export interface AlvoComandos {
  veiculo: { id: number; placa: string; numero: string | null } | null;
  viagemId: number | null;
  /** The trip's plate, terminal and driver, when opened from a trip. */
  viagem: { placa: string | null; terminal: string | null; motorista: string | null; telefones: string[] } | null;
  telefone: string;
  tipos: Array<'sms' | 'whatsapp' | 'texto'>;
}


const TIPOS = ['sms', 'whatsapp', 'texto'] as const;

export async function alvoDosParametros(request: Request): Promise<AlvoComandos> {
  const q = new URL(request.url).searchParams;
  const inteiro = (v: string | null) => (ehId(v) ? Number(v) : null);
  const placa = (q.get('placa') ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  const id = inteiro(q.get('id'));
  let veiculo: AlvoComandos['veiculo'] = null;
  if (id || placa) {
    const r = await api<{ rows: Array<{ id: number; placa: string; numero: string | null }> }>(request, '/api/veiculos', { query: id ? { id, rows: 1 } : { placa, rows: 1 } });
    veiculo = r.ok ? (r.data.rows.find((v) => (id ? v.id === id : v.placa === placa)) ?? null) : null;
  }
  const viagemId = inteiro(q.get('viagem_id'));
  let viagem: AlvoComandos['viagem'] = null;
  let telefone = q.get('telefone') ?? '';
  if (viagemId) {
    const c = await api<Esquema<'ContatoViagemDto'>>(request, `/api/monitoramentos/${viagemId}/contato`);
    if (c.ok) {
      viagem = { placa: c.data.placa, terminal: c.data.terminal, motorista: c.data.motorista, telefones: c.data.telefones };
      if (!veiculo && c.data.veiculo_id && c.data.placa) veiculo = { id: c.data.veiculo_id, placa: c.data.placa, numero: c.data.terminal };
      if (!telefone) telefone = c.data.telefone ?? '';
    }
  }
  const pedidos = (q.get('tipos') ?? '').toLowerCase().split('-').filter((t): t is (typeof TIPOS)[number] => (TIPOS as readonly string[]).includes(t));
  return { veiculo, viagemId, viagem, telefone, tipos: pedidos.length ? pedidos : [...TIPOS] };
}

export async function comandosDo(request: Request, alvo: AlvoComandos): Promise<{ linhas: ComandoLinha[]; erro: string | null }> {
  const query = alvo.viagemId ? { viagem_id: alvo.viagemId } : alvo.veiculo ? { veiculo_id: alvo.veiculo.id } : {};
  const r = await api<{ rows: ComandoLinha[] }>(request, '/api/comandos', { query });
  return r.ok ? { linhas: r.data.rows, erro: null } : { linhas: [], erro: 'não foi possivel carregar os dados' };
}

/** What the vehicle's tracker sent that did not move its position (last heartbeat, filtered fixes); null without a vehicle. */
export async function rastreadorDo(request: Request, alvo: AlvoComandos): Promise<Rastreador | null> {
  if (!alvo.veiculo) return null;
  const r = await api<Rastreador>(request, `/api/veiculos/${alvo.veiculo.id}/rastreador`);
  return r.ok ? r.data : null;
}
