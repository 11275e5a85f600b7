import { formatarDataHora } from '~/lib/datas';
import type { OcorrenciaDaViagem } from './tipos';

/** A trip's occurrences (spec 02 §3 "Occurrence"), newest first; `onConferir` adds the conference button. */
export function TabelaOcorrencias({ linhas, onConferir }: { linhas: readonly OcorrenciaDaViagem[]; onConferir?: (o: OcorrenciaDaViagem) => void }) {
  return (
    <div className="tabela-rolavel">
      <table className="tabela-simples">
        <thead>
          <tr>
            <th scope="col">Código</th>
            <th scope="col">Ocorrência</th>
            <th scope="col">Grau de risco</th>
            <th scope="col">Descrição</th>
            <th scope="col">Usuário</th>
            <th scope="col">Data</th>
            <th scope="col">Conferência</th>
          </tr>
        </thead>
        <tbody>
          {linhas.length === 0 && (
            <tr>
              <td colSpan={7}>NENHUMA OCORRÊNCIA FOI ENCONTRADA NESTA PESQUISA...</td>
            </tr>
          )}
          {linhas.map((o) => (
            <tr key={o.id}>
              <td>{o.codigo}</td>
              <td>{o.descricao}</td>
              <td>{o.grau_risco}</td>
              <td>{o.observacao}</td>
              <td>{o.username_add}</td>
              <td>{formatarDataHora(o.data_cadastro)}</td>
              <td>
                {o.conferida ? (
                  `Conferida por ${o.username_conferencia ?? ''} em ${formatarDataHora(o.data_conferencia)}`
                ) : onConferir ? (
                  <button type="button" className="botao botao-secundario" onClick={() => onConferir(o)}>
                    Conferir
                  </button>
                ) : (
                  'Não conferida'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
