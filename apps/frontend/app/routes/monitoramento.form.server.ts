import { GRUPO, somenteDigitos, TIPOS_VIAGEM } from '@gr/domain';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { MSG_DATAS, type FalhaSalvarViagem } from '~/components/viagem-form/formulario-viagem';
import { paraApi } from '~/components/viagem-form/datas';
import { api, usuarioLogado } from '~/lib/api.server';
import { booleano, inteiroOuNulo, texto } from '~/lib/form.server';
import { ehId } from '~/lib/ids';
import { lerReais } from '~/lib/mascaras';
import { redirecionarComAviso } from '~/lib/session.server';
import { carregarViagem } from '~/lib/viagens.server';
import type { ItemLista } from '~/lib/tipos';
import { voltarDe } from '~/lib/voltar';

/**
 * The trip form's server half (/novo_monitoramento, /monitoramento/{id}; spec 02 §2 "Trip pages",
 * §3, §5, §8): loads the trip, the technologies and the trip types; saves with POST or PATCH
 * /api/monitoramentos and turns a refusal into what the form shows.
 */
const DURACAO_SUCESSO = 6000;

/** Where a staff window goes back to: its `voltar` (a list of ours), else the scheduled list. */
function destinoDepois(request: Request, grupo: number): string {
  if (grupo === GRUPO.CLIENTE) return '/agendada';
  return voltarDe(request, '/agendada');
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (params.id !== undefined && !ehId(params.id)) throw redirect('/agendada');
  const [viagem, tecnologias, tipos] = await Promise.all([
    params.id ? carregarViagem(request, params.id) : Promise.resolve(null),
    api<ItemLista[]>(request, '/api/tecnologias/get_tecnologias'),
    api<Array<{ id: number; descricao: string }>>(request, '/api/tipo_viagens/find_tipo_viagens'),
  ]);
  return {
    viagem,
    tecnologias: tecnologias.ok && Array.isArray(tecnologias.data) ? tecnologias.data.map((t) => ({ id: t.id, descricao: t.descricao ?? t.nome ?? String(t.id) })) : [],
    // The trip types of the spec (§3) when the look-up is not there.
    tiposViagem: tipos.ok && Array.isArray(tipos.data) && tipos.data.length ? tipos.data : TIPOS_VIAGEM.map((t) => ({ id: t.id, descricao: t.descricao })),
  };
}

const idOuNada = (form: FormData, nome: string) => inteiroOuNulo(form, nome) ?? undefined;
const textoOuNada = (form: FormData, nome: string) => texto(form, nome) || undefined;

/** The body of POST/PATCH /api/monitoramentos from the form (dates as yyyy-MM-dd HH:mm:00.000-0300). */
export function corpoDaViagem(form: FormData, editando: boolean): { monitoramento: Record<string, unknown> } | { errors: Record<string, string[]> } {
  const inicio = paraApi(texto(form, 'previsao_inicio_data'));
  const fim = paraApi(texto(form, 'previsao_fim_data'));
  const errors: Record<string, string[]> = {};
  if (!inicio) errors.previsao_inicio = [MSG_DATAS];
  if (!fim) errors.previsao_fim = [MSG_DATAS];
  const semCarga = booleano(form, 'veiculo_sem_carga');
  const valor = semCarga ? 0 : lerReais(texto(form, 'valor_embarque'));
  if (valor !== null && (Number.isNaN(valor) || valor < 0)) errors.valor_embarque = ['Valor inválido'];
  if (Object.keys(errors).length) return { errors };
  const fone = (n: string) => somenteDigitos(texto(form, n)) || undefined;
  const monitoramento: Record<string, unknown> = {
    cliente_id: idOuNada(form, 'cliente_id'),
    veiculo_id: idOuNada(form, 'veiculo_id'),
    carreta1_id: idOuNada(form, 'carreta1_id'),
    carreta2_id: idOuNada(form, 'carreta2_id'),
    carreta3_id: idOuNada(form, 'carreta3_id'),
    funcionario_id: idOuNada(form, 'funcionario_id'),
    fone1: fone('fone1'),
    fone2: fone('fone2'),
    fone3: fone('fone3'),
    rota_id: idOuNada(form, 'rota_id'),
    tecnologia_id: idOuNada(form, 'tecnologia_id'),
    embarcador_id: idOuNada(form, 'embarcador_id'),
    pgr_cliente_id: idOuNada(form, 'pgr_cliente_id'),
    previsao_inicio: inicio,
    previsao_fim: fim,
    valor_embarque: valor ?? 0,
    veiculo_sem_carga: semCarga,
    telemonitorado: booleano(form, 'telemonitorado'),
    numero_spy: textoOuNada(form, 'numero_spy'),
    tecnologia_spy: textoOuNada(form, 'tecnologia_spy'),
    dados_adicionais: textoOuNada(form, 'dados_adicionais'),
    tipo_viagem_id: idOuNada(form, 'tipo_viagem_id'),
    liberacao: textoOuNada(form, 'liberacao'),
    aceite_sem_espelhamento: booleano(form, 'aceite_sem_espelhamento'),
  };
  if (editando) {
    monitoramento.updated_at = textoOuNada(form, 'updated_at');
    monitoramento.observacao = texto(form, 'observacao');
  }
  for (const k of Object.keys(monitoramento)) if (monitoramento[k] === undefined) delete monitoramento[k];
  return { monitoramento };
}

/** The server refused a vehicle without a recent position (spec 02 §5): offer the accept flag. */
const SEM_ESPELHAMENTO = /retardo de comunica|sem sinal|espelhamento/i;

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const editando = params.id !== undefined;
  if (editando && !ehId(params.id)) throw redirect('/agendada');
  const corpo = corpoDaViagem(form, editando);
  const falhar = (errors: Record<string, string[]> | undefined, error: string | undefined, status: number) => {
    const linhas = [...(error ? [error] : []), ...Object.values(errors ?? {}).flat()];
    const semEspelhamento = linhas.some((l) => SEM_ESPELHAMENTO.test(l));
    const resposta: FalhaSalvarViagem = editando
      ? { errors, error: linhas.join('\n') || 'A SM não foi salva', semEspelhamento }
      : { errors, alertas: linhas.length ? linhas : ['A SM não foi salva'], semEspelhamento };
    return data(resposta, { status });
  };
  if ('errors' in corpo) return falhar(corpo.errors, undefined, 400);
  const r = editando
    ? await api<{ id: number; msg?: string }>(request, `/api/monitoramentos/${params.id}`, { method: 'PATCH', body: corpo, registro: true })
    : await api<{ id: number; msg?: string }>(request, '/api/monitoramentos', { method: 'POST', body: corpo });
  if (!r.ok) return falhar(r.errors, r.status >= 500 ? 'Erro interno do servidor!' : r.error, r.status);
  const usuario = await usuarioLogado(request);
  return redirecionarComAviso(request, destinoDepois(request, usuario.grupo_usuario_id), r.data.msg ?? (editando ? 'SM atualizada com sucesso' : 'SM cadastrada com sucesso'), {
    tipo: 'sucesso',
    duracao: DURACAO_SUCESSO,
  });
}
