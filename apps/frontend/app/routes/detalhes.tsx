import { ESTADOS_BR, formatarDocumento, LAUDOS_FAVORAVEIS, somenteDigitos, STATUS_ANALISE } from '@gr/domain';
import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useFetcher, useLoaderData, useRouteError, useSearchParams } from '@remix-run/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CabecalhoRegistro } from '~/components/cabecalho';
import { Campo, Selecao } from '~/components/form';
import { Modal } from '~/components/modal';
import { useAvisos } from '~/components/toast';
import { useUsuario } from '~/components/usuario';
import { SeloStatus } from '~/grids/cadastro-consulta';
import { api, exigir, mensagemDeErros } from '~/lib/api.server';
import { ehImagem, type ItemRegistro, listaDeVolta, type RegistroDetalhe, tipoDoAnexo } from '~/lib/cadastro-consulta';
import { formatarData, formatarDataHora } from '~/lib/datas';
import { texto } from '~/lib/form.server';
import { ehId } from '~/lib/ids';
import { exibir } from '~/lib/mascaras';
import type { ErrosCampo } from '~/lib/tipos';
import { PainelErro } from '~/root';
import estilos from '~/cadastro-consulta.css?url';

/**
 * /detalhes/{id}/{hash} (spec 03 §2 "item analysis and release protocol, with attachments and PDF
 * export", §3 "Registro", §4, §5, §8): the registration and one card per item, with its laudo,
 * block and observations. Staff analyse an item (an observation APROVADO, REPROVADO or CANCELADO by
 * the button pressed; approving makes the registration RETIFICADO), correct its parameters
 * (?corrigir={item} opens the pop-up), attach images (png, jpeg) or PDFs up to 5 MB and open the
 * protocol in PDF. Upload errors show 6 s, correction errors 8 s (spec 03 §8).
 */
export const handle = { titulo: 'Detalhes da consulta' };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Consulta ${data?.detalhe.registro.protocolo ?? ''} · GR` }];
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: estilos }];

const DURACAO = { anexar: 6000, analisar: 8000, corrigir: 8000, sucesso: 6000 } as const;
const SUCESSO = 'REGISTRO ATUALIZADO COM SUCESSO';
const HASH = /^[\w-]{1,128}$/;

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.id) || !HASH.test(params.hash ?? '')) throw redirect('/cadastro_consulta');
  const detalhe = exigir(await api<RegistroDetalhe>(request, `/api/registro/get_registro/${params.id}/${encodeURIComponent(params.hash!)}`, { registro: true }));
  return { detalhe };
}

type Intencao = 'analisar' | 'anexar' | 'corrigir';
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

const ou = (v: ReactNode) => (v === null || v === undefined || v === '' ? '—' : v);

const documento = (d: string | null) => formatarDocumento(d);

const ROTULOS_DADOS: Record<string, string> = {
  nome: 'Nome',
  rg: 'RG',
  rg_uf: 'UF do RG',
  cnh: 'CNH',
  cnh_validade: 'Validade da CNH',
  renavan: 'Renavam',
  uf: 'UF',
  razao_social: 'Razão social',
  cep: 'CEP',
  fone1: 'Telefone 1',
  fone2: 'Telefone 2',
  tipo_proprietario: 'Tipo do proprietário',
  documento_proprietario: 'Documento do proprietário',
  data_nascimento: 'Data de nascimento',
  politica: 'Política',
};

function valorDado(chave: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  if (typeof v === 'object') return JSON.stringify(v);
  const s = String(v);
  if (chave.startsWith('fone')) return exibir('telefone', s);
  if (chave === 'cep') return exibir('cep', s);
  if (chave === 'documento_proprietario') return documento(s);
  if (/^\d{4}-\d{2}-\d{2}/.test(s)) return formatarData(s);
  return s;
}

const ehVeiculo = (i: ItemRegistro) => !!i.placa;
const ehEmpresa = (i: ItemRegistro) => !i.placa && somenteDigitos(i.documento ?? '').length === 14;

export default function Detalhes() {
  const { detalhe } = useLoaderData<typeof loader>();
  const usuario = useUsuario();
  const [busca, setBusca] = useSearchParams();
  const r = detalhe.registro;
  const corrigindo = detalhe.itens_registros.find((i) => i.hash === busca.get('corrigir'));
  const fecharCorrecao = () =>
    setBusca(
      (b) => {
        b.delete('corrigir');
        return b;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <section className="pagina-registro" aria-labelledby="titulo-pagina">
      <CabecalhoRegistro
        titulo={`Consulta ${r.protocolo}`}
        resumo={`${r.cliente} · ${r.criterio}`}
        voltar={{ para: listaDeVolta(usuario?.grupo_usuario_id ?? 0), rotulo: 'Voltar' }}
      >
        <a className="botao" href={`/recursos/cadastro/pdf/${r.id}/${encodeURIComponent(r.hash)}`} target="_blank" rel="noopener noreferrer">
          Protocolo em PDF
        </a>
      </CabecalhoRegistro>
      <dl className="dados-checklist">
        {(
          [
            ['Protocolo', r.protocolo],
            ['Status', <SeloStatus key="s" status={detalhe.status || r.status} />],
            ['Validade', formatarData(r.validade)],
            ['Cliente', r.cliente],
            ['Política', r.criterio],
            ['Cadastrado por', r.usuario],
            ['Data de cadastro', formatarDataHora(r.data_cadastro)],
            ['Finalidade', r.finalidade],
            ['Base legal', r.base_legal],
            ['Observação', r.observacao],
          ] as Array<[string, ReactNode]>
        ).map(([rotulo, valor]) => (
          <div key={rotulo}>
            <dt>{rotulo}</dt>
            <dd>{ou(valor)}</dd>
          </div>
        ))}
      </dl>
      <div className="itens-registro">
        {detalhe.itens_registros.map((item, i) => (
          <CartaoItem
            key={item.hash}
            item={item}
            numero={i + 1}
            podeAnalisar={detalhe.pode_analisar}
            podeAlterar={detalhe.pode_alterar}
            onCorrigir={() =>
              setBusca(
                (b) => {
                  b.set('corrigir', item.hash);
                  return b;
                },
                { preventScrollReset: true },
              )
            }
          />
        ))}
        {detalhe.itens_registros.length === 0 && <p className="vazio">Este registro não tem itens.</p>}
      </div>
      {corrigindo && <CorrigirParametros item={corrigindo} onFechar={fecharCorrecao} />}
    </section>
  );
}

/** A notice for each answer of a fetcher of this page (spec 03 §8: the server's message, red on failure). */
function useAvisoDaResposta(f: { state: string; data?: RespostaDetalhe }, aoConcluir?: (r: RespostaDetalhe) => void) {
  const { notificar } = useAvisos();
  const visto = useRef<RespostaDetalhe>();
  useEffect(() => {
    if (f.state !== 'idle' || !f.data || visto.current === f.data) return;
    visto.current = f.data;
    notificar(f.data.mensagem, f.data.ok ? 'sucesso' : 'erro', f.data.ok ? DURACAO.sucesso : DURACAO[f.data.intent]);
    aoConcluir?.(f.data);
  }, [f.state, f.data, notificar, aoConcluir]);
}

function CartaoItem({ item, numero, podeAnalisar, podeAlterar, onCorrigir }: { item: ItemRegistro; numero: number; podeAnalisar: boolean; podeAlterar: boolean; onCorrigir: () => void }) {
  const analise = useFetcher<RespostaDetalhe>();
  const anexo = useFetcher<RespostaDetalhe>();
  const [erroAnexo, setErroAnexo] = useState<string | null>(null);
  const [erroAnalise, setErroAnalise] = useState<string | null>(null);
  const [nomeArquivo, setNomeArquivo] = useState<string | null>(null);
  const formAnalise = useRef<HTMLFormElement>(null);
  const formAnexo = useRef<HTMLFormElement>(null);
  useAvisoDaResposta(analise, (r) => r.ok && formAnalise.current?.reset());
  useAvisoDaResposta(anexo, (r) => {
    if (!r.ok) return;
    formAnexo.current?.reset();
    setNomeArquivo(null);
  });
  const idTitulo = `item-${item.hash}`;
  const favoravel = (LAUDOS_FAVORAVEIS as readonly string[]).includes(item.laudo);
  const dados = Object.entries(item.dados ?? {}).filter(([, v]) => v !== null && v !== undefined && v !== '');

  return (
    <article className="item-registro" aria-labelledby={idTitulo}>
      <header>
        <h2 id={idTitulo}>
          {numero}. {item.tipo_registro} · {item.placa ? exibir('placa', item.placa) : documento(item.documento)} {item.nome ? `· ${item.nome}` : ''}
        </h2>
        <span className={favoravel ? 'selo selo-sucesso' : 'selo selo-erro'}>{item.laudo}</span>
      </header>
      <dl className="dados-checklist">
        <div>
          <dt>Tipo</dt>
          <dd>{item.tipo_registro}</dd>
        </div>
        <div>
          <dt>Documento</dt>
          <dd>{ou(documento(item.documento))}</dd>
        </div>
        <div>
          <dt>{item.placa ? 'Placa' : 'Nome'}</dt>
          <dd>{ou(item.placa ? exibir('placa', item.placa) : item.nome)}</dd>
        </div>
        <div>
          <dt>Laudo</dt>
          <dd>{item.laudo}</dd>
        </div>
        <div>
          <dt>Bloqueado</dt>
          <dd>{item.bloqueado ? `Sim${item.motivo ? ` — ${item.motivo}` : ''}` : 'Não'}</dd>
        </div>
        <div>
          <dt>Vencimento</dt>
          <dd>{ou(formatarData(item.data_vencimento))}</dd>
        </div>
        {dados.map(([k, v]) => (
          <div key={k}>
            <dt>{ROTULOS_DADOS[k] ?? k.replace(/_/g, ' ')}</dt>
            <dd>{ou(valorDado(k, v))}</dd>
          </div>
        ))}
      </dl>

      <h3>Observações</h3>
      {item.observacoes.length ? (
        <table className="tabela-simples">
          <caption className="visualmente-oculto">Observações do item {numero}</caption>
          <thead>
            <tr>
              <th scope="col">Descrição</th>
              <th scope="col">Data</th>
              <th scope="col">Hora</th>
              <th scope="col">Usuário</th>
              <th scope="col">Análise</th>
            </tr>
          </thead>
          <tbody>
            {item.observacoes.map((o, i) => (
              <tr key={`${o.data}-${o.hora}-${i}`}>
                <td>{o.descricao}</td>
                <td>{o.data}</td>
                <td>{o.hora}</td>
                <td>{o.usuario}</td>
                <td>
                  <span className={o.status_analise === 'APROVADO' ? 'selo selo-sucesso' : o.status_analise === 'REPROVADO' ? 'selo selo-erro' : 'selo selo-neutro'}>{o.status_analise}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="campo-ajuda">Nenhuma observação.</p>
      )}

      {podeAnalisar && (
        <analise.Form
          method="post"
          ref={formAnalise}
          className="analise-item"
          aria-label={`Análise do item ${numero}`}
          onSubmit={(e) => {
            const descricao = (e.currentTarget.elements.namedItem('descricao') as HTMLTextAreaElement).value.trim();
            if (!descricao) {
              e.preventDefault();
              setErroAnalise('Descreva a análise');
            } else setErroAnalise(null);
          }}
        >
          <input type="hidden" name="intent" value="analisar" />
          <input type="hidden" name="item_hash" value={item.hash} />
          <div className={`campo ${erroAnalise ? 'campo-invalido' : ''}`}>
            <label htmlFor={`descricao-${item.hash}`}>Observação da análise</label>
            <textarea id={`descricao-${item.hash}`} name="descricao" rows={2} maxLength={2000} aria-invalid={erroAnalise ? true : undefined} aria-describedby={erroAnalise ? `descricao-${item.hash}-erro` : undefined} />
            {erroAnalise && (
              <ul className="campo-erros" id={`descricao-${item.hash}-erro`}>
                <li>{erroAnalise}</li>
              </ul>
            )}
          </div>
          <button type="submit" name="status_analise" value="APROVADO" className="botao botao-primario" disabled={analise.state !== 'idle'}>
            Aprovar
          </button>
          <button type="submit" name="status_analise" value="REPROVADO" className="botao botao-perigo" disabled={analise.state !== 'idle'}>
            Reprovar
          </button>
          <button type="submit" name="status_analise" value="CANCELADO" className="botao botao-secundario" disabled={analise.state !== 'idle'}>
            Cancelar
          </button>
        </analise.Form>
      )}

      <h3>Anexos</h3>
      {item.anexos.length ? (
        <ul className="anexos-lista" aria-label={`Anexos do item ${numero}`}>
          {item.anexos.map((a) => {
            const href = `/recursos/cadastro/anexo/${a.id}`;
            return (
              <li key={a.id}>
                {ehImagem(a.tipo) ? (
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    <img src={href} alt={`Anexo ${a.nome}`} loading="lazy" />
                  </a>
                ) : (
                  <a href={href} target="_blank" rel="noopener noreferrer" className="botao botao-pequeno">
                    PDF
                  </a>
                )}
                <span>{a.nome}</span>
                <small>
                  {a.usuario} · {formatarDataHora(a.data)}
                </small>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="campo-ajuda">Nenhum anexo.</p>
      )}
      {podeAlterar && (
      <anexo.Form
        method="post"
        encType="multipart/form-data"
        ref={formAnexo}
        className="anexo-form"
        aria-label={`Anexar arquivo ao item ${numero}`}
        onSubmit={(e) => {
          const arquivo = (e.currentTarget.elements.namedItem('arquivo') as HTMLInputElement).files?.[0];
          const t = arquivo ? tipoDoAnexo(arquivo) : { erro: 'Escolha um arquivo.' };
          if ('erro' in t) {
            e.preventDefault();
            setErroAnexo(t.erro);
          } else setErroAnexo(null);
        }}
      >
        <input type="hidden" name="intent" value="anexar" />
        <input type="hidden" name="item_hash" value={item.hash} />
        <div className={`campo campo-arquivo ${erroAnexo ? 'campo-invalido' : ''}`}>
          <span className="campo-arquivo-titulo" id={`arquivo-${item.hash}-ajuda`}>
            Anexo (PNG, JPEG ou PDF, até 5 MB)
          </span>
          <div className="campo-arquivo-linha">
            {/* The browser's own file button speaks the browser's language: ours is in Portuguese. */}
            <input
              id={`arquivo-${item.hash}`}
              type="file"
              name="arquivo"
              className="visualmente-oculto"
              accept="image/png,image/jpeg,application/pdf"
              aria-invalid={erroAnexo ? true : undefined}
              aria-describedby={`arquivo-${item.hash}-ajuda arquivo-${item.hash}-nome${erroAnexo ? ` arquivo-${item.hash}-erro` : ''}`}
              onChange={(e) => {
                const f = e.target.files?.[0];
                const t = f ? tipoDoAnexo(f) : null;
                if (t && 'erro' in t) {
                  setErroAnexo(t.erro);
                  setNomeArquivo(null);
                  e.target.value = '';
                } else {
                  setErroAnexo(null);
                  setNomeArquivo(f?.name ?? null);
                }
              }}
            />
            <label htmlFor={`arquivo-${item.hash}`} className="botao botao-secundario">
              Escolher arquivo
            </label>
            <span id={`arquivo-${item.hash}-nome`} className="campo-ajuda">
              {nomeArquivo ?? 'Nenhum arquivo escolhido'}
            </span>
          </div>
          {erroAnexo && (
            <ul className="campo-erros" id={`arquivo-${item.hash}-erro`} role="alert">
              <li>{erroAnexo}</li>
            </ul>
          )}
        </div>
        <button type="submit" className="botao" disabled={anexo.state !== 'idle'}>
          {anexo.state !== 'idle' ? 'Enviando...' : 'Enviar anexo'}
        </button>
        <button type="button" className="botao botao-secundario" onClick={onCorrigir}>
          Corrigir parâmetros
        </button>
      </anexo.Form>
      )}
    </article>
  );
}

const UFS = ESTADOS_BR.map((e) => ({ valor: e.uf, rotulo: e.uf }));

/** The 'Corrigir parâmetros' pop-up (POST corrigir_erros_parametros/{hash}); valid before it is sent. */
function CorrigirParametros({ item, onFechar }: { item: ItemRegistro; onFechar: () => void }) {
  const f = useFetcher<RespostaDetalhe>();
  const [erros, setErros] = useState<ErrosCampo>({});
  useAvisoDaResposta(f, (r) => {
    if (r.ok) onFechar();
    else if (r.errors) setErros(r.errors);
  });
  const d = (k: string) => {
    const v = item.dados?.[k];
    return v === null || v === undefined ? '' : String(v);
  };
  const veiculo = ehVeiculo(item);
  const empresa = ehEmpresa(item);
  return (
    <Modal titulo={`Corrigir parâmetros · ${item.placa ? exibir('placa', item.placa) : documento(item.documento)}`} onFechar={onFechar}>
      <f.Form
        method="post"
        className="formulario form-colunas"
        noValidate
        onSubmit={(e) => {
          const el = e.currentTarget.elements;
          const valor = (n: string) => ((el.namedItem(n) as HTMLInputElement | null)?.value ?? '').trim();
          const novos: ErrosCampo = {};
          if (!veiculo && !valor('nome')) novos.nome = ['Informe o nome'];
          if (!veiculo && !empresa && valor('cnh') && somenteDigitos(valor('cnh')).length !== 11) novos.cnh = ['CNH deve ter 11 dígitos'];
          if (veiculo && valor('renavan') && somenteDigitos(valor('renavan')).length !== 11) novos.renavan = ['Renavam deve ter 11 dígitos'];
          setErros(novos);
          if (Object.keys(novos).length) e.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="corrigir" />
        <input type="hidden" name="item_hash" value={item.hash} />
        {!veiculo && <Campo nome="nome" rotulo={empresa ? 'Razão social' : 'Nome'} required className="largura-total" defaultValue={item.nome ?? d('nome')} erros={erros.nome} />}
        {!veiculo && !empresa && (
          <>
            <Campo nome="rg" rotulo="RG" maxLength={20} defaultValue={d('rg')} erros={erros.rg} />
            <Selecao nome="rg_uf" rotulo="UF do RG" defaultValue={d('rg_uf')} opcoes={UFS} erros={erros.rg_uf} />
            <Campo nome="cnh" rotulo="CNH (registro)" mascara="cnh" defaultValue={d('cnh')} erros={erros.cnh} />
          </>
        )}
        {veiculo && (
          <>
            <Campo nome="renavan" rotulo="Renavam" mascara="renavam" defaultValue={d('renavan')} erros={erros.renavan} />
            <Selecao nome="uf" rotulo="UF do veículo" defaultValue={d('uf')} opcoes={UFS} erros={erros.uf} />
          </>
        )}
        <div className="form-acoes">
          <button type="button" className="botao botao-secundario" onClick={onFechar}>
            Cancelar
          </button>
          <button type="submit" className="botao botao-primario" disabled={f.state !== 'idle'}>
            {f.state !== 'idle' ? 'Salvando...' : 'Salvar correção'}
          </button>
        </div>
      </f.Form>
    </Modal>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
