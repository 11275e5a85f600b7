import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { useState } from 'react';
import { Caixa, Campo, ErrosDe, Formulario, Selecao } from '~/components/form';
import { Modal, useFecharModal } from '~/components/modal';
import { SeletorCliente } from '~/components/seletor-cliente';
import { OPCOES_GRAU_RISCO } from '~/grids/listas';
import { api, exigir } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { formatarDataHora } from '~/lib/datas';
import { booleano, falhaFormulario, inteiroOuNulo, inteiros, texto } from '~/lib/form.server';
import { formatarReais, lerReais } from '~/lib/mascaras';
import { redirecionarComAviso } from '~/lib/session.server';
import { PainelErro } from '~/root';
import { ehId } from '~/lib/ids';

/**
 * The client PGR form (spec 03 §3 "Client PGR", §4 "PGR", §5 "Client PGR / PGR / point", §8):
 * /pgr_cliente/{cliente_id}/novo and /pgr_cliente/{cliente_id}/{id}, a pop-up over the client's
 * PGR list. Every field of the spec; a failed save shows the danger alert listing each field's
 * errors (labels Pgr, Validade...); an existing PGR shows its history (diff_history).
 */
interface PgrCliente {
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

/** One change of GET /api/pgr_cliente/{id}/diff_history: who, when, and each field from → to. */
interface Mudanca {
  campo: string;
  de: unknown;
  para: unknown;
}
interface ItemHistorico {
  usuario: string;
  data: string;
  mudancas: Mudanca[];
}

/** Labels of the danger alert and of the history (spec 03 §8: 'Pgr', 'Validade'). */
export const ROTULOS_PGR: Record<string, string> = {
  pgr_id: 'Pgr',
  pgr: 'Pgr',
  validade: 'Validade',
  descricao: 'Descrição',
  pgr_padrao: 'PGR padrão',
  grau_risco: 'Grau de risco',
  embarcador_id: 'Embarcador',
  corretora_id: 'Corretora',
  seguradora_id: 'Seguradora',
  horario_rodagem: 'Horário de rodagem',
  horario_rodagem_inicio: 'Início da rodagem',
  horario_rodagem_termino: 'Término da rodagem',
  valor_minimo_responsabilidade: 'Valor mínimo de responsabilidade',
  valor_limite_maximo_resposabilidade: 'Limite máximo de responsabilidade',
  valor_limite_localizador_movel: 'Limite com localizador móvel',
  valor_limite_escolta: 'Limite com escolta',
  tempo_perda_sinal_agendamento: 'Tempo de perda de sinal (min)',
  bloqueio_analise_perfil: 'Bloqueio por análise de perfil',
  grupos_contatos_exclusivos: 'Grupos de contatos exclusivos',
  config_alertas: 'Configuração de alertas',
  'config_alertas.niveis_contatos_para_sms': 'Níveis de contato para SMS',
  'config_temperatura.alerta': 'Alerta de temperatura',
  'config_temperatura.ocorrencia': 'Ocorrência de temperatura',
  'config_temperatura.temperatura_minima': 'Temperatura mínima',
  'config_temperatura.temperatura_maxima': 'Temperatura máxima',
  niveis_contatos_para_sms: 'Níveis de contato para SMS',
  config_temperatura: 'Configuração de temperatura',
  alerta: 'Alerta de temperatura',
  ocorrencia: 'Ocorrência de temperatura',
  temperatura_minima: 'Temperatura mínima',
  temperatura_maxima: 'Temperatura máxima',
};

const MOEDAS = [
  'valor_minimo_responsabilidade',
  'valor_limite_maximo_resposabilidade',
  'valor_limite_localizador_movel',
  'valor_limite_escolta',
] as const;

/** Contact levels (priority 1–5) that receive the SMS alerts. */
const NIVEIS = [1, 2, 3, 4, 5] as const;

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

function textoValor(campo: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean' || v === 'true' || v === 'false') return v === true || v === 'true' ? 'Sim' : 'Não';
  if ((MOEDAS as readonly string[]).includes(campo)) return formatarReais(v as number);
  if (campo === 'grau_risco') return OPCOES_GRAU_RISCO.find((g) => g.valor === Number(v))?.rotulo ?? String(v);
  if (campo === 'validade' && typeof v === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
    if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  }
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

export const meta: MetaFunction = ({ params }) => [{ title: `${params.id ? 'Editar PGR do cliente' : 'Novo PGR do cliente'} · GR` }];

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

const CAMPOS = [
  'pgr_id',
  'descricao',
  'pgr_padrao',
  'grau_risco',
  'validade',
  'embarcador_id',
  'corretora_id',
  'seguradora_id',
  'horario_rodagem',
  ...MOEDAS,
  'tempo_perda_sinal_agendamento',
  'bloqueio_analise_perfil',
  'grupos_contatos_exclusivos',
];

export default function PgrClienteForm() {
  const { clienteId, pgr, historico, pgrs, grupos, validadePadrao } = useLoaderData<typeof loader>();
  const fechar = useFecharModal(`/pgr_cliente/${clienteId}`);
  const horarioInicial = pgr?.horario_rodagem ?? (pgr?.horario_rodagem_inicio && pgr.horario_rodagem_termino ? `${pgr.horario_rodagem_inicio.slice(0, 5)} - ${pgr.horario_rodagem_termino.slice(0, 5)}` : '');
  const [horario, setHorario] = useState(horarioInicial);
  const [temperatura, setTemperatura] = useState({ alerta: !!pgr?.config_temperatura?.alerta, ocorrencia: !!pgr?.config_temperatura?.ocorrencia });
  const m = /^(\d{2}):(\d{2}) - (\d{2}):(\d{2})$/.exec(horario);
  const aviso = m && `${m[1]}:${m[2]}` > `${m[3]}:${m[4]}` ? 'O início é depois do término: a rodagem atravessa a meia-noite.' : undefined;
  const incompleto = horario && !m ? "Use 'HH:mm - HH:mm'" : undefined;
  const preenchimentoDesligado = temperatura.alerta || temperatura.ocorrencia;
  // The API names the party as a text (its DTO says { id, razao_social }): both are read.
  const escolhido = (id: number | null | undefined, ref: { razao_social: string } | string | null | undefined) =>
    id ? [{ id, nome: (typeof ref === 'string' ? ref : ref?.razao_social) ?? `Cliente ${id}` }] : [];
  return (
    <Modal titulo={pgr ? `Editar PGR ${pgr.descricao}` : 'Novo PGR do cliente'} onFechar={fechar} largura={980}>
      <Formulario campos={CAMPOS} onCancelar={fechar} className="form-colunas" rotulosAlerta={ROTULOS_PGR} key={pgr?.updated_at ?? 'novo'}>
        {pgr?.updated_at && <input type="hidden" name="updated_at" value={pgr.updated_at} />}
        <Selecao nome="pgr_id" rotulo="Pgr" aliases={['pgr']} opcoes={pgrs.map((p) => ({ valor: p.id, rotulo: p.descricao }))} defaultValue={pgr?.pgr_id ?? ''} required />
        <Campo nome="descricao" rotulo="Descrição" defaultValue={pgr?.descricao ?? ''} mascara="maiusculas" required autoComplete="off" />
        <Campo nome="validade" rotulo="Validade" type="date" defaultValue={pgr?.validade?.slice(0, 10) ?? validadePadrao} required ajuda="Padrão: um ano a partir de hoje." />
        <Selecao nome="grau_risco" rotulo="Grau de risco" opcoes={OPCOES_GRAU_RISCO} defaultValue={pgr?.grau_risco ?? ''} />
        <SeletorCliente nome="embarcador_id" rotulo="Embarcador" fonte="embarcadores" aliases={['embarcador']} inicial={escolhido(pgr?.embarcador_id, pgr?.embarcador)} />
        <SeletorCliente nome="corretora_id" rotulo="Corretora" fonte="corretores" aliases={['corretora']} inicial={escolhido(pgr?.corretora_id, pgr?.corretora)} />
        <SeletorCliente nome="seguradora_id" rotulo="Seguradora" fonte="seguradores" aliases={['seguradora']} inicial={escolhido(pgr?.seguradora_id, pgr?.seguradora)} />
        <Campo
          nome="horario_rodagem"
          rotulo="Horário de rodagem"
          aliases={['horario_rodagem_inicio', 'horario_rodagem_termino']}
          mascara="intervaloHoras"
          placeholder="HH:mm - HH:mm"
          defaultValue={horarioInicial}
          onChange={(e) => setHorario(e.target.value)}
          erros={incompleto ? [incompleto] : undefined}
          ajuda={aviso ?? 'Ex.: 06:00 - 22:00'}
        />
        {MOEDAS.map((nome) => (
          <Campo
            key={nome}
            nome={nome}
            rotulo={ROTULOS_PGR[nome]!}
            mascara="moeda"
            placeholder="R$ 0,00"
            defaultValue={pgr?.[nome] === null || pgr?.[nome] === undefined ? '' : formatarReais(pgr[nome])}
          />
        ))}
        <Campo
          nome="tempo_perda_sinal_agendamento"
          rotulo="Tempo de perda de sinal (min)"
          type="number"
          min={0}
          defaultValue={pgr?.tempo_perda_sinal_agendamento ?? ''}
        />
        <fieldset className="caixas">
          <legend>Opções</legend>
          <Caixa nome="pgr_padrao" rotulo="PGR padrão do cliente" defaultChecked={pgr?.pgr_padrao ?? false} />
          <Caixa nome="bloqueio_analise_perfil" rotulo="Bloqueio por análise de perfil" defaultChecked={pgr?.bloqueio_analise_perfil ?? false} />
        </fieldset>
        <fieldset className="caixas">
          <legend>Grupos de contatos exclusivos</legend>
          <div className="caixas-em-linha lista-rolavel">
            {grupos.length === 0 && <span>NENHUM GRUPO FOI ENCONTRADO NESTA PESQUISA...</span>}
            {grupos.map((g) => (
              <label key={g.id} className="caixa-em-linha">
                <input type="checkbox" name="grupos_contatos_exclusivos" value={g.id} defaultChecked={pgr?.grupos_contatos_exclusivos?.includes(g.id) ?? false} /> {g.descricao}
              </label>
            ))}
          </div>
          <ErrosDe nome="grupos_contatos_exclusivos" />
        </fieldset>
        <fieldset className="caixas">
          <legend>Alertas: níveis de contato que recebem SMS</legend>
          <div className="caixas-em-linha">
            {NIVEIS.map((n) => (
              <label key={n} className="caixa-em-linha">
                <input type="checkbox" name="niveis_contatos_para_sms" value={n} defaultChecked={pgr?.config_alertas?.niveis_contatos_para_sms?.includes(n) ?? false} /> Nível {n}
              </label>
            ))}
          </div>
          <ErrosDe nome="config_alertas.niveis_contatos_para_sms" aliases={['config_alertas']} />
        </fieldset>
        <fieldset className="caixas largura-total">
          <legend>Temperatura</legend>
          <div className="caixas-em-linha">
            <label className="caixa-em-linha">
              <input type="hidden" name="config_temperatura.alerta" value="false" />
              <input
                type="checkbox"
                name="config_temperatura.alerta"
                value="true"
                checked={temperatura.alerta}
                onChange={(e) => setTemperatura((t) => ({ ...t, alerta: e.target.checked }))}
              />{' '}
              Gerar alerta
            </label>
            <label className="caixa-em-linha">
              <input type="hidden" name="config_temperatura.ocorrencia" value="false" />
              <input
                type="checkbox"
                name="config_temperatura.ocorrencia"
                value="true"
                checked={temperatura.ocorrencia}
                onChange={(e) => setTemperatura((t) => ({ ...t, ocorrencia: e.target.checked }))}
              />{' '}
              Gerar ocorrência
            </label>
          </div>
          <div className="form-colunas-internas">
            <Campo
              nome="temperatura_minima"
              aliases={['config_temperatura.temperatura_minima']}
              rotulo="Temperatura mínima (°C)"
              type="number"
              step="0.1"
              disabled={preenchimentoDesligado}
              defaultValue={pgr?.config_temperatura?.temperatura_minima ?? ''}
            />
            <Campo
              nome="temperatura_maxima"
              aliases={['config_temperatura.temperatura_maxima']}
              rotulo="Temperatura máxima (°C)"
              type="number"
              step="0.1"
              disabled={preenchimentoDesligado}
              defaultValue={pgr?.config_temperatura?.temperatura_maxima ?? ''}
              ajuda={preenchimentoDesligado ? 'Disponível só sem alerta e sem ocorrência.' : undefined}
            />
          </div>
        </fieldset>
      </Formulario>
      {pgr && <Historico itens={historico} />}
    </Modal>
  );
}

function Historico({ itens }: { itens: ItemHistorico[] }) {
  return (
    <section className="historico" aria-labelledby="titulo-historico">
      <h3 id="titulo-historico">Histórico de alterações</h3>
      {itens.length === 0 ? (
        <p>NENHUMA ALTERAÇÃO FOI ENCONTRADA NESTA PESQUISA...</p>
      ) : (
        <table className="tabela-simples">
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Usuário</th>
              <th scope="col">Campo</th>
              <th scope="col">De</th>
              <th scope="col">Para</th>
            </tr>
          </thead>
          <tbody>
            {itens.flatMap((h, i) =>
              (h.mudancas.length ? h.mudancas : [{ campo: '', de: null, para: null }]).map((m, j) => (
                <tr key={`${i}-${j}`}>
                  <td>{j === 0 ? formatarDataHora(h.data) : ''}</td>
                  <td>{j === 0 ? h.usuario : ''}</td>
                  <td>{ROTULOS_PGR[m.campo] ?? m.campo}</td>
                  <td>{textoValor(m.campo, m.de)}</td>
                  <td>{textoValor(m.campo, m.para)}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
