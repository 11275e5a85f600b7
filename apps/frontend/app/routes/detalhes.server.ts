import { somenteDigitos, STATUS_ANALISE } from '@gr/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { api, exigir, mensagemDeErros } from '~/lib/api.server';
import { type RegistroDetalhe, tipoDoAnexo } from '~/lib/cadastro-consulta';
import { texto } from '~/lib/form.server';
import { ehId } from '~/lib/ids';
import type { ErrosCampo } from '~/lib/tipos';

/** Server side of /detalhes/{id}/{hash} (routes/detalhes.tsx): the registration, and the item's analysis, attachment and correction. */
const SUCESSO = 'REGISTRO ATUALIZADO COM SUCESSO';
const HASH = /^[\w-]{1,128}$/;

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.id) || !HASH.test(params.hash ?? '')) throw redirect('/cadastro_consulta');
  const detalhe = exigir(await api<RegistroDetalhe>(request, `/api/registro/get_registro/${params.id}/${encodeURIComponent(params.hash!)}`, { registro: true }));
  return { detalhe };
}

export type Intencao = 'analisar' | 'anexar' | 'corrigir';
export interface RespostaDetalhe {
  intent: Intencao;
  ok: boolean;
  mensagem: string;
  item: string;
  errors?: ErrosCampo;
}

function resposta(intent: Intencao, item: string, ok: boolean, mensagem: string, status = 200, errors?: ErrosCampo) {
  return data<RespostaDetalhe>({ intent, item, ok, mensagem, errors }, { status });
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (!ehId(params.id)) throw redirect('/cadastro_consulta');
  const form = await request.formData();
  const intent = texto(form, 'intent') as Intencao;
  const item = texto(form, 'item_hash');
  if (!HASH.test(item) || !['analisar', 'anexar', 'corrigir'].includes(intent)) return resposta('analisar', item, false, 'Operação inválida', 400);

  if (intent === 'analisar') {
    const status = texto(form, 'status_analise');
    const descricao = texto(form, 'descricao');
    if (!(STATUS_ANALISE as readonly string[]).includes(status)) return resposta(intent, item, false, 'Escolha aprovar, reprovar ou cancelar', 400);
    if (!descricao) return resposta(intent, item, false, 'Descreva a análise', 400, { descricao: ['Descreva a análise'] });
    const r = await api<{ message?: string }>(request, `/api/registro/upload/${params.id}`, { method: 'POST', body: { item_hash: item, observacao: { descricao, status_analise: status } }, registro: true });
    if (!r.ok) return resposta(intent, item, false, r.error ?? mensagemDeErros(r.errors) ?? 'Não foi possível registrar a análise', r.status, r.errors);
    return resposta(intent, item, true, r.data.message || SUCESSO);
  }

  if (intent === 'anexar') {
    const arquivo = form.get('arquivo');
    if (!arquivo || typeof arquivo === 'string') return resposta(intent, item, false, 'Escolha um arquivo.', 400);
    const tipo = tipoDoAnexo(arquivo);
    if ('erro' in tipo) return resposta(intent, item, false, tipo.erro, 400);
    const conteudo = Buffer.from(await arquivo.arrayBuffer()).toString('base64');
    const r = await api<{ message?: string }>(request, `/api/registro/upload/${params.id}`, {
      method: 'POST',
      body: { item_hash: item, anexos: [{ nome: arquivo.name.slice(0, 200) || 'anexo', tipo: tipo.tipo, conteudo }] },
      registro: true,
    });
    if (!r.ok) return resposta(intent, item, false, r.error ?? mensagemDeErros(r.errors) ?? 'Não foi possível enviar o anexo', r.status, r.errors);
    return resposta(intent, item, true, r.data.message || SUCESSO);
  }

  const item_registro = {
    nome: texto(form, 'nome').toUpperCase() || null,
    rg: texto(form, 'rg') || null,
    rg_uf: texto(form, 'rg_uf') || null,
    cnh: somenteDigitos(texto(form, 'cnh')) || null,
    renavan: somenteDigitos(texto(form, 'renavan')) || null,
    uf: texto(form, 'uf') || null,
  };
  const r = await api<{ message?: string }>(request, `/api/registro/corrigir_erros_parametros/${encodeURIComponent(item)}`, { method: 'POST', body: { item_registro }, registro: true });
  if (!r.ok) return resposta(intent, item, false, r.error ?? mensagemDeErros(r.errors) ?? 'Não foi possível corrigir o registro', r.status, r.errors);
  return resposta(intent, item, true, r.data.message || SUCESSO);
}

// ---- Presentation ---------------------------------------------------------------------------------
