import { Form, useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react';
import { useEffect, useId, useState } from 'react';
import { Confirmacao } from '~/components/modal';
import { SeletorCliente } from '~/components/seletor-cliente';
import { useAvisos } from '~/components/toast';
import { DURACAO } from '~/lib/avisos';
import {
  type Condicao,
  LOGICOS,
  OPCOES_REGRA,
  OPERADORES,
  PONTUACAO_INICIAL,
  PONTUACAO_ZERADA,
  definicaoValida,
  lerDefinicao,
  montarDefinicao,
  novaCondicao,
} from '~/lib/regras-risco';
import type { action, loader, RegraRisco } from '~/routes/regras_risco.server';

function descrever(c: Condicao, tipos: ReadonlyArray<{ id: number; descricao: string }>): string {
  const o = OPCOES_REGRA.find((x) => x.nome === c.opcao)!;
  const op = OPERADORES.find((x) => x.valor === c.operador)!;
  const valor = c.opcao === 'telemonitorado' ? (c.valor === '1' ? 'Sim' : 'Não') : c.opcao === 'tipo_viagem_id' ? (tipos.find((t) => String(t.id) === c.valor)?.descricao ?? c.valor) : c.valor;
  return `${o.rotulo} ${op.rotulo} ${valor}`;
}

function descreverRegra(definicao: string, tipos: ReadonlyArray<{ id: number; descricao: string }>): string {
  const condicoes = lerDefinicao(definicao);
  if (!condicoes) return definicao;
  return condicoes.map((c, i) => `${i > 0 ? `${c.logico} ` : ''}${descrever(c, tipos)}`).join(' ');
}

/** The rules of routes/regras_risco.tsx: the client's list and the builder. */
export function PainelRegrasRisco() {
  const { cliente, regras, erroRegras, tipos } = useLoaderData<typeof loader>();
  const resposta = useActionData<typeof action>();
  const navigation = useNavigation();
  const { notificar } = useAvisos();
  const id = useId();
  const [editando, setEditando] = useState<number | null>(null);
  const [condicoes, setCondicoes] = useState<Condicao[]>([novaCondicao()]);
  const [pontos, setPontos] = useState<string>(String(PONTUACAO_INICIAL));
  const [excluir, setExcluir] = useState<RegraRisco | null>(null);
  const [erro, setErro] = useState<string | null>(null);

  useEffect(() => {
    if (!resposta) return;
    notificar(resposta.mensagem, resposta.ok ? 'sucesso' : 'erro', resposta.ok ? DURACAO.salvar : 8000);
    if (resposta.ok) {
      setErro(null);
      limpar();
    } else setErro(resposta.mensagem);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resposta]);

  function limpar() {
    setEditando(null);
    setCondicoes([novaCondicao()]);
    setPontos(String(PONTUACAO_INICIAL));
  }
  function alterar(i: number, parte: Partial<Condicao>) {
    setCondicoes((cs) =>
      cs.map((c, j) => {
        if (j !== i) return c;
        const nova = { ...c, ...parte };
        // A new option starts with a value it accepts.
        if (parte.opcao && parte.opcao !== c.opcao) {
          nova.valor = parte.opcao === 'telemonitorado' ? '1' : parte.opcao === 'tipo_viagem_id' ? String(tipos[0]?.id ?? '') : '';
          if (parte.opcao !== 'distancia') nova.operador = '=';
        }
        return nova;
      }),
    );
  }
  function carregar(r: RegraRisco) {
    const lidas = lerDefinicao(r.definicao);
    if (!lidas) {
      notificar('Esta regra não pode ser aberta no construtor', 'erro', 4000);
      return;
    }
    setEditando(r.id);
    setCondicoes(lidas);
    setPontos(String(r.pontos));
  }

  const definicao = montarDefinicao(condicoes);
  const incompleta = condicoes.some((c) => c.valor.trim() === '') || !definicaoValida(definicao);
  const salvando = navigation.state === 'submitting';

  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Regras de risco</h1>
      <Form method="get" className="formulario filtro-cliente" aria-label="Escolher cliente">
        <SeletorCliente nome="cliente_id" rotulo="Cliente" inicial={cliente ? [{ id: cliente.id, nome: cliente.razao_social }] : []} obrigatorio />
        <button type="submit" className="botao">
          Carregar regras
        </button>
      </Form>

      {!cliente ? (
        <p>Escolha um cliente para ver e montar as regras de risco dele.</p>
      ) : (
        <>
          <section aria-labelledby={`${id}-regras`} className="painel">
            <h2 id={`${id}-regras`}>Regras de {cliente.razao_social}</h2>
            {erroRegras && <p role="alert" className="form-erro-geral">{erroRegras}</p>}
            {regras.length === 0 ? (
              <p>NENHUMA REGRA FOI ENCONTRADA NESTA PESQUISA...</p>
            ) : (
              <table className="tabela-simples" aria-label="Regras de risco do cliente">
                <thead>
                  <tr>
                    <th scope="col">Código</th>
                    <th scope="col">Regra</th>
                    <th scope="col">Expressão</th>
                    <th scope="col">Pontos</th>
                    <th scope="col">Ações</th>
                  </tr>
                </thead>
                <tbody>
                  {regras.map((r) => (
                    <tr key={r.id} aria-current={editando === r.id ? 'true' : undefined}>
                      <td>{r.id}</td>
                      <td>{descreverRegra(r.definicao, tipos)}</td>
                      <td>
                        <code>{r.definicao}</code>
                      </td>
                      <td>{r.pontos}</td>
                      <td>
                        <div className="acoes-linha">
                        <button type="button" className="botao botao-pequeno" onClick={() => carregar(r)}>
                          Editar
                        </button>
                        <button type="button" className="botao botao-pequeno botao-perigo" onClick={() => setExcluir(r)}>
                          Excluir
                        </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          <section aria-labelledby={`${id}-construtor`} className="painel construtor-regra">
            <h2 id={`${id}-construtor`}>{editando ? `Editar regra ${editando}` : 'Nova regra'}</h2>
            <Form method="post" className="formulario" aria-label="Construtor de regra de risco">
              {erro && (
                <div className="form-erro-geral" role="alert">
                  <p>{erro}</p>
                </div>
              )}
              <input type="hidden" name="intent" value="salvar" />
              <input type="hidden" name="cliente_id" value={cliente.id} />
              {editando && <input type="hidden" name="id" value={editando} />}
              <input type="hidden" name="definicao" value={definicao} />
              <ol className="condicoes">
                {condicoes.map((c, i) => (
                  <li key={i} className="condicao">
                    {i > 0 ? (
                      <label className="campo-inline">
                        <span className="visualmente-oculto">Operador lógico da condição {i + 1}</span>
                        <select value={c.logico} onChange={(e) => alterar(i, { logico: e.target.value as Condicao['logico'] })}>
                          {LOGICOS.map((l) => (
                            <option key={l.valor} value={l.valor}>
                              {l.rotulo}
                            </option>
                          ))}
                        </select>
                      </label>
                    ) : (
                      <span className="condicao-se">SE</span>
                    )}
                    <label className="campo-inline">
                      <span className="visualmente-oculto">Opção da condição {i + 1}</span>
                      <select value={c.opcao} onChange={(e) => alterar(i, { opcao: e.target.value as Condicao['opcao'] })}>
                        {OPCOES_REGRA.map((o) => (
                          <option key={o.nome} value={o.nome}>
                            {o.rotulo}
                          </option>
                        ))}
                      </select>
                    </label>
                    <label className="campo-inline">
                      <span className="visualmente-oculto">Comparação da condição {i + 1}</span>
                      <select value={c.operador} onChange={(e) => alterar(i, { operador: e.target.value as Condicao['operador'] })}>
                        {OPERADORES.filter((o) => c.opcao === 'distancia' || o.valor === '=').map((o) => (
                          <option key={o.valor} value={o.valor}>
                            {o.rotulo}
                          </option>
                        ))}
                      </select>
                    </label>
                    {c.opcao === 'telemonitorado' ? (
                      <label className="campo-inline caixa-em-linha">
                        <input type="checkbox" checked={c.valor === '1'} onChange={(e) => alterar(i, { valor: e.target.checked ? '1' : '0' })} />
                        Sim
                      </label>
                    ) : c.opcao === 'distancia' ? (
                      <label className="campo-inline">
                        <span className="visualmente-oculto">Distância em km da condição {i + 1}</span>
                        <input type="number" min={0} step="1" value={c.valor} placeholder="km" onChange={(e) => alterar(i, { valor: e.target.value })} />
                      </label>
                    ) : (
                      <label className="campo-inline">
                        <span className="visualmente-oculto">Tipo de viagem da condição {i + 1}</span>
                        <select value={c.valor} onChange={(e) => alterar(i, { valor: e.target.value })}>
                          <option value="">Selecione...</option>
                          {tipos.map((t) => (
                            <option key={t.id} value={t.id}>
                              {t.descricao}
                            </option>
                          ))}
                        </select>
                      </label>
                    )}
                    {condicoes.length > 1 && (
                      <button
                        type="button"
                        className="botao botao-pequeno"
                        aria-label={`Remover condição ${i + 1}`}
                        onClick={() => setCondicoes((cs) => cs.filter((_, j) => j !== i))}
                      >
                        Remover
                      </button>
                    )}
                  </li>
                ))}
              </ol>
              <div className="form-acoes form-acoes-esquerda">
                <button type="button" className="botao" onClick={() => setCondicoes((cs) => [...cs, novaCondicao()])}>
                  Adicionar condição
                </button>
              </div>
              <div className="campo campo-pontos">
                <label htmlFor={`${id}-pontos`}>Pontos</label>
                <div className="campo-com-botao">
                  <input id={`${id}-pontos`} name="pontos" type="number" value={pontos} onChange={(e) => setPontos(e.target.value)} required />
                  <button type="button" className="botao" onClick={() => setPontos(String(PONTUACAO_ZERADA))}>
                    Zerar
                  </button>
                </div>
              </div>
              <p className="previa-regra" aria-live="polite">
                <strong>Expressão:</strong> <code>{definicao}</code>
              </p>
              <div className="form-acoes">
                {editando && (
                  <button type="button" className="botao botao-secundario" onClick={limpar}>
                    Cancelar edição
                  </button>
                )}
                <button type="submit" className="botao botao-primario" disabled={salvando || incompleta}>
                  {salvando ? 'Salvando...' : 'Salvar regra'}
                </button>
              </div>
            </Form>
          </section>
        </>
      )}
      {excluir && (
        <ConfirmarExclusao regra={excluir} onFechar={() => setExcluir(null)} />
      )}
    </section>
  );
}

function ConfirmarExclusao({ regra, onFechar }: { regra: RegraRisco; onFechar: () => void }) {
  const submit = useSubmit();
  return (
    <Confirmacao
      titulo="Deseja excluir?"
      rotuloConfirmar="Deletar item"
      onCancelar={onFechar}
      onConfirmar={() => {
        submit({ intent: 'excluir', id: String(regra.id) }, { method: 'post' });
        onFechar();
      }}
    >
      <p>
        Regra nº {regra.id}: <code>{regra.definicao}</code>
      </p>
    </Confirmacao>
  );
}
