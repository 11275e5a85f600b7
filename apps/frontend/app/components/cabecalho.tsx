import { Link, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { destinoVoltar } from '~/lib/voltar';

/**
 * The top of a record's page (client, employee, vehicle, route, point, contact group, client PGR):
 * its title (the page's h1, `titulo-pagina`, which the page's section is labelled by), a one-line
 * summary when the record exists, and the page's buttons on the right ('Voltar para ...', see
 * `voltar`, then `children`).
 */
export function CabecalhoRegistro({
  titulo,
  resumo,
  voltar,
  children,
}: {
  titulo: ReactNode;
  resumo?: ReactNode;
  /** 'Voltar para veículos': back to the grid as it was left, else to `para` (the list). */
  voltar?: { para: string; rotulo: string };
  children?: ReactNode;
}) {
  const destino = useVoltar(voltar?.para ?? '/');
  return (
    <header className="registro-cabecalho">
      <div>
        <h1 id="titulo-pagina">{titulo}</h1>
        {resumo ? <p className="registro-resumo">{resumo}</p> : null}
      </div>
      {voltar ? (
        <div className="acoes-linha">
          {children}
          <Link to={destino} className="botao">
            {voltar.rotulo}
          </Link>
        </div>
      ) : (
        children
      )}
    </header>
  );
}

/**
 * Where a record opened from a grid goes back to (its 'Voltar', 'Cancelar'): the grid's URL as
 * the user left it (filters, sort, page, selected row; lib/voltar.ts), else `padrao`, the list.
 */
export function useVoltar(padrao: string): string {
  return destinoVoltar(useLocation().search, padrao);
}
