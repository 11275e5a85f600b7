import { Link } from '@remix-run/react';

/** The honest panel of an area whose screen is not built yet (one component for all of them). */
export function EmConstrucao({ titulo, boasVindas, children }: { titulo: string; boasVindas?: string; children?: React.ReactNode }) {
  return (
    <section className="painel em-construcao" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">{titulo}</h1>
      {boasVindas && <p className="boas-vindas">{boasVindas}</p>}
      <div className="em-construcao-aviso" role="status">
        <strong>Em construção</strong>
        <p>A área “{titulo}” ainda está sendo construída e estará disponível em breve.</p>
      </div>
      {children}
      {!boasVindas && (
        <p>
          <Link to="/">Voltar para a página inicial</Link>
        </p>
      )}
    </section>
  );
}
