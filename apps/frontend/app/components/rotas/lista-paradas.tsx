import { TIPO_PARADA_MAPA } from '@gr/domain';
import { ErrosDe } from '~/components/form';
import { type OpcaoBusca, Seletor } from '~/components/seletor';
import type { TipoParada } from '~/routes/rota.server';
import type { Parada } from './paradas';

/** The route's stops: added from the point list (or the map), each with its type, moved up or down or removed. */
export function ListaParadas({
  paradas,
  tipos,
  nomesTipos,
  somenteLeitura,
  clienteId,
  buscaParada,
  adicionarDaLista,
  mover,
  remover,
  mudarTipo,
}: {
  paradas: Parada[];
  tipos: TipoParada[];
  nomesTipos: Map<number, string>;
  somenteLeitura: boolean;
  clienteId: number | null;
  /** Key of the point picker: a new one empties it after each stop added. */
  buscaParada: number;
  adicionarDaLista: (o: OpcaoBusca | null) => void;
  mover: (i: number, passo: -1 | 1) => void;
  remover: (i: number) => void;
  mudarTipo: (i: number, tipo: number) => void;
}) {
  return (
    <section className="largura-total paradas-rota" aria-labelledby="titulo-paradas">
      <h2 id="titulo-paradas">Paradas</h2>
      {!somenteLeitura && (
        <>
          <Seletor
            key={buscaParada}
            nome="parada_da_lista"
            rotulo="Adicionar parada da lista de pontos"
            fonte="pontos"
            filtros={{ cliente_id: clienteId ?? undefined }}
            placeholder="Digite ao menos 2 letras do ponto"
            maiusculas
            onEscolher={adicionarDaLista}
          />
          <p className="campo-ajuda">Ou clique no mapa para adicionar uma parada (tipo {nomesTipos.get(TIPO_PARADA_MAPA) ?? 'PASSAGEM'}). A origem vem antes das paradas.</p>
        </>
      )}
      <ErrosDe nome="pontos_rotas" />
      {paradas.length === 0 ? (
        <p className="vazio">Nenhuma parada entre a origem e o destino.</p>
      ) : (
        <ol className="lista-paradas" aria-label="Paradas da rota">
          {paradas.map((p, i) => (
            <li key={p.chave} data-tipo-parada={p.tipo_parada_id} data-ponto-id={p.ponto_id ?? ''} data-origem={p.doMapa ? 'mapa' : 'lista'}>
              <span className="parada-numero" aria-hidden="true">
                {i + 1}
              </span>
              <span className="parada-nome">{p.descricao}</span>
              {somenteLeitura ? (
                <span className="parada-tipo">{nomesTipos.get(p.tipo_parada_id) ?? p.tipo_parada_id}</span>
              ) : (
                <>
                  <select
                    className="parada-tipo"
                    aria-label={`Tipo da parada ${i + 1}`}
                    value={p.tipo_parada_id}
                    onChange={(e) => mudarTipo(i, Number(e.target.value))}
                  >
                    {tipos.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.descricao}
                      </option>
                    ))}
                  </select>
                  <button type="button" className="botao botao-pequeno" aria-label={`Subir parada ${i + 1}`} disabled={i === 0} onClick={() => mover(i, -1)}>
                    ↑
                  </button>
                  <button
                    type="button"
                    className="botao botao-pequeno"
                    aria-label={`Descer parada ${i + 1}`}
                    disabled={i === paradas.length - 1}
                    onClick={() => mover(i, 1)}
                  >
                    ↓
                  </button>
                  <button type="button" className="botao botao-pequeno botao-perigo" aria-label={`Remover parada ${i + 1}`} onClick={() => remover(i)}>
                    Remover
                  </button>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
