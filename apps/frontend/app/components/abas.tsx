import type { ReactNode } from 'react';
import { NavLink, Outlet, type ShouldRevalidateFunction, useLocation } from '@remix-run/react';
import { comVoltar, PARAM_VOLTAR } from '~/lib/voltar';

export interface Aba {
  rotulo: string;
  /** URL of the tab (a child route of the record's page). */
  para: string;
  /** A tab not available yet (e.g. before the record is saved), with the reason as its title. */
  desabilitada?: string;
  /** The index tab matches its URL exactly. */
  fim?: boolean;
}

/**
 * A record's page with tabs (client, employee, vehicle): its header, the tabs and the active tab's
 * child route below them.
 */
export function PaginaComAbas({ cabecalho, rotulo, abas }: { cabecalho: ReactNode; rotulo: string; abas: readonly Aba[] }) {
  return (
    <section className="pagina-registro" aria-labelledby="titulo-pagina">
      {cabecalho}
      <Abas rotulo={rotulo} abas={abas} />
      <div className="aba-conteudo">
        <Outlet />
      </div>
    </section>
  );
}

/**
 * Tabs of a record's page (client, employee, vehicle). Each tab is a child route with its own URL,
 * so a tab (and the grid inside it, with its paging and filters) is a link and the back button
 * works; the active one has aria-current="page". Links are reached with Tab and opened with Enter.
 * A record opened from a grid keeps its way back (lib/voltar.ts) on every tab.
 */
export function Abas({ rotulo, abas }: { rotulo: string; abas: readonly Aba[] }) {
  const voltar = new URLSearchParams(useLocation().search).get(PARAM_VOLTAR);
  return (
    <nav className="abas" aria-label={rotulo}>
      <ul>
        {abas.map((a) => (
          <li key={a.para}>
            {a.desabilitada ? (
              <span className="aba aba-desabilitada" aria-disabled="true" title={a.desabilitada}>
                {a.rotulo}
              </span>
            ) : (
              <NavLink to={comVoltar(a.para, voltar)} end={a.fim} className={({ isActive }) => `aba ${isActive ? 'aba-ativa' : ''}`} preventScrollReset>
                {a.rotulo}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * shouldRevalidate of a record's page with tabs: moving between tabs or paging a tab's grid does
 * not reload the record; a save (any form post) or another record does.
 */
export const revalidarRegistro: ShouldRevalidateFunction = ({ currentParams, nextParams, formMethod, formAction, defaultShouldRevalidate }) => {
  if (formAction?.startsWith('/recursos/')) return false;
  return formMethod || currentParams.id !== nextParams.id ? defaultShouldRevalidate : false;
};
