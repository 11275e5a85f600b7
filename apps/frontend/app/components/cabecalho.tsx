import type { ReactNode } from 'react';

/**
 * The top of a record's page (client, employee, vehicle, route, point, contact group, client PGR):
 * its title (the page's h1, `titulo-pagina`, which the page's section is labelled by), a one-line
 * summary when the record exists, and the page's buttons on the right ('Voltar para ...').
 */
export function CabecalhoRegistro({ titulo, resumo, children }: { titulo: ReactNode; resumo?: ReactNode; children?: ReactNode }) {
  return (
    <header className="registro-cabecalho">
      <div>
        <h1 id="titulo-pagina">{titulo}</h1>
        {resumo ? <p className="registro-resumo">{resumo}</p> : null}
      </div>
      {children}
    </header>
  );
}
