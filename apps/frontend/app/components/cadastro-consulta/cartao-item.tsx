import { LAUDOS_FAVORAVEIS } from '@gr/domain';
import { useFetcher } from '@remix-run/react';
import { useRef, useState } from 'react';
import { useAvisoDoFetcher } from '~/components/aviso-do-fetcher';
import { ehImagem, type ItemRegistro, tipoDoAnexo } from '~/lib/cadastro-consulta';
import { formatarData, formatarDataHora } from '~/lib/datas';
import { exibir } from '~/lib/mascaras';
import type { RespostaDetalhe } from '~/routes/detalhes.server';
import { documento, duracaoDoAviso, ou, ROTULOS_DADOS, valorDado } from './apresentacao';

/** One item of a registration (routes/detalhes.tsx): its laudo, data, analysis and attachments. */
export function CartaoItem({ item, numero, podeAnalisar, podeAlterar, onCorrigir }: { item: ItemRegistro; numero: number; podeAnalisar: boolean; podeAlterar: boolean; onCorrigir: () => void }) {
  const analise = useFetcher<RespostaDetalhe>();
  const anexo = useFetcher<RespostaDetalhe>();
  const [erroAnexo, setErroAnexo] = useState<string | null>(null);
  const [erroAnalise, setErroAnalise] = useState<string | null>(null);
  const [nomeArquivo, setNomeArquivo] = useState<string | null>(null);
  const formAnalise = useRef<HTMLFormElement>(null);
  const formAnexo = useRef<HTMLFormElement>(null);
  useAvisoDoFetcher(analise, { aposRecarregar: true, duracao: duracaoDoAviso, aoResponder: (r) => r.ok && formAnalise.current?.reset() });
  useAvisoDoFetcher(anexo, {
    aposRecarregar: true,
    duracao: duracaoDoAviso,
    aoResponder: (r) => {
      if (!r.ok) return;
      formAnexo.current?.reset();
      setNomeArquivo(null);
    },
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
