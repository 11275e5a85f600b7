import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { type ItemHistorico, type Mudanca, MOEDAS } from '~/components/pgr-cliente/campos';
import { api, exigir } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { booleano, falhaFormulario, inteiroOuNulo, inteiros, texto } from '~/lib/form.server';
import { ehId } from '~/lib/ids';
import { lerReais } from '~/lib/mascaras';
import { redirecionarComAviso } from '~/lib/session.server';

/** Server side of the client PGR form (routes/pgr_cliente.form.tsx): the PGR with its history, and its save. */
export interface PgrCliente {
  id: number;
  cliente_id: number;
  pgr_id: number | null;
  descricao: string;
  pgr_padrao: boolean;
  grau_risco: number | null;
  validade: string | null;
  embarcador_id: number | null;
  embarcador?: { id: number; razao_social: string } | string | null;
  corretora_id: number | null;
  corretora?: { id: number; razao_social: string } | string | null;
  seguradora_id: number | null;
  seguradora?: { id: number; razao_social: string } | string | null;
  horario_rodagem: string | null;
  valor_minimo_responsabilidade: number | string | null;
  valor_limite_maximo_resposabilidade: number | string | null;
  valor_limite_localizador_movel: number | string | null;
  valor_limite_escolta: number | string | null;
  tempo_perda_sinal_agendamento: number | null;
  bloqueio_analise_perfil: boolean;
  grupos_contatos_exclusivos: number[];
  horario_rodagem_inicio?: string | null;
  horario_rodagem_termino?: string | null;
  config_alertas?: { niveis_contatos_para_sms?: number[] } | null;
  config_temperatura?: { alerta?: boolean; ocorrencia?: boolean; temperatura_minima?: number | null; temperatura_maxima?: number | null } | null;
  updated_at?: string;
}

function umAnoDepois(): string {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [a, m, d] = hoje.split('-').map(Number) as [number, number, number];
  // 29/02 + 1 year → 28/02.
  const dia = m === 2 && d === 29 ? 28 : d;
  return `${a + 1}-${String(m).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}

function lerHistorico(bruto: unknown): ItemHistorico[] {
  const lista = Array.isArray(bruto) ? bruto : Array.isArray((bruto as { rows?: unknown })?.rows) ? (bruto as { rows: unknown[] }).rows : [];
  return lista.map((h: any): ItemHistorico => {
    // The API answers one row per changed field: { data, usuario, acao, campo, antes, depois }.
    if (typeof h.campo === 'string') {
      return { usuario: String(h.usuario ?? ''), data: String(h.data ?? h.data_cadastro ?? ''), mudancas: [{ campo: h.campo, de: h.antes, para: h.depois }] };
    }
    const alteracoes = h.alteracoes ?? h.mudancas ?? h.diff ?? h.changes ?? [];
    const mudancas: Mudanca[] = Array.isArray(alteracoes)
      ? alteracoes.map((a: any) => ({ campo: String(a.campo ?? a.field ?? ''), de: a.de ?? a.antes ?? a.old ?? a.anterior, para: a.para ?? a.depois ?? a.new ?? a.novo }))
      : Object.entries(alteracoes as Record<string, any>).map(([campo, v]) =>
          Array.isArray(v) ? { campo, de: v[0], para: v[1] } : { campo, de: v?.de ?? v?.antes ?? v?.old, para: v?.para ?? v?.depois ?? v?.new },
        );
    return { usuario: String(h.usuario ?? h.username ?? h.user ?? ''), data: String(h.data_cadastro ?? h.data ?? h.created_at ?? h.quando ?? ''), mudancas };
  });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const clienteId = params.cliente_id!;
  if (params.id !== undefined && !ehId(params.id)) throw redirect(`/pgr_cliente/${clienteId}`);
  const [pgr, historico, pgrs, grupos] = await Promise.all([
    params.id ? api<PgrCliente>(request, `/api/pgr_cliente/${params.id}/show`, { registro: true }).then(exigir) : Promise.resolve(null),
    params.id ? api<unknown>(request, `/api/pgr_cliente/${params.id}/diff_history`).then((r) => (r.ok ? lerHistorico(r.data) : [])) : Promise.resolve([]),
    api<Array<{ id: number; descricao: string }>>(request, '/api/pgrs/get_pgrs').then((r) => (r.ok ? r.data : [])),
    api<Array<{ id: number; descricao: string }>>(request, '/api/grupos/get_grupos').then((r) => (r.ok ? r.data : [])),
  ]);
  return { clienteId: Number(clienteId), pgr, historico, pgrs, grupos, validadePadrao: umAnoDepois() };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const moeda = (nome: string) => {
    const v = texto(form, nome);
    const n = lerReais(v);
    // A malformed value goes as typed, so the server answers its 400 next to the field.
    return v === '' ? null : Number.isFinite(n) ? n : v;
  };
  const numero = (nome: string) => {
    const v = texto(form, nome).replace(',', '.');
    return v === '' ? null : Number.isFinite(Number(v)) ? Number(v) : v;
  };
  const horario = texto(form, 'horario_rodagem');
  const [inicio, termino] = horario.split(/\s*-\s*/);
  const alerta = booleano(form, 'config_temperatura.alerta');
  const ocorrencia = booleano(form, 'config_temperatura.ocorrencia');
  const pgr_cliente: Record<string, unknown> = {
    pgr_id: inteiroOuNulo(form, 'pgr_id'),
    descricao: texto(form, 'descricao').toUpperCase(),
    pgr_padrao: booleano(form, 'pgr_padrao'),
    grau_risco: inteiroOuNulo(form, 'grau_risco'),
    validade: texto(form, 'validade') || null,
    // Empty shipper, broker and insurer are left out (spec 03 §5: they become undefined).
    embarcador_id: inteiroOuNulo(form, 'embarcador_id') ?? undefined,
    corretora_id: inteiroOuNulo(form, 'corretora_id') ?? undefined,
    seguradora_id: inteiroOuNulo(form, 'seguradora_id') ?? undefined,
    horario_rodagem: horario || null,
    horario_rodagem_inicio: horario ? (inicio ?? null) : null,
    horario_rodagem_termino: horario ? (termino ?? null) : null,
    ...Object.fromEntries(MOEDAS.map((m) => [m, moeda(m)])),
    tempo_perda_sinal_agendamento: numero('tempo_perda_sinal_agendamento'),
    bloqueio_analise_perfil: booleano(form, 'bloqueio_analise_perfil'),
    grupos_contatos_exclusivos: inteiros(form, 'grupos_contatos_exclusivos'),
    config_alertas: { niveis_contatos_para_sms: inteiros(form, 'niveis_contatos_para_sms') },
    config_temperatura: {
      alerta,
      ocorrencia,
      // The fill fields count only when neither alerta nor ocorrencia is on (spec 03 §5).
      temperatura_minima: alerta || ocorrencia ? null : numero('temperatura_minima'),
      temperatura_maxima: alerta || ocorrencia ? null : numero('temperatura_maxima'),
    },
  };
  if (params.id) {
    pgr_cliente.id = Number(params.id);
    const versao = texto(form, 'updated_at');
    if (versao) pgr_cliente.updated_at = versao;
  }
  const r = params.id
    ? await api(request, `/api/pgr_cliente/${params.cliente_id}/update`, { method: 'PATCH', body: { pgr_cliente } })
    : await api(request, `/api/pgr_cliente/${params.cliente_id}/create`, { method: 'POST', body: { pgr_cliente } });
  if (!r.ok) return falhaFormulario(r);
  const destino = params.id ? `/pgr_cliente/${params.cliente_id}/${params.id}` : `/pgr_cliente/${params.cliente_id}`;
  return redirecionarComAviso(request, destino, params.id ? 'PGR atualizado com sucesso' : 'PGR salvo com sucesso', { tipo: 'sucesso', duracao: DURACAO.salvar });
}
