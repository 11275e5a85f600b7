import { OPCOES_GRAU_RISCO } from '~/grids/listas';
import { formatarDataHora } from '~/lib/datas';
import { formatarReais } from '~/lib/mascaras';
import { type ItemHistorico, MOEDAS, ROTULOS_PGR } from './campos';

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

export function Historico({ itens }: { itens: ItemHistorico[] }) {
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
