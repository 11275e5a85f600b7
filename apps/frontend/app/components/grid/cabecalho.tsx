import { normalizarPlaca, parsePeriodoBr, somenteDigitos } from '@gr/domain';
import type { CustomHeaderProps } from 'ag-grid-react';
import { type KeyboardEvent, useContext, useEffect, useRef, useState } from 'react';
import { CabecalhoContexto, type ContextoCabecalho, type ParametrosCabecalho } from './contexto-cabecalho';
import { type ColunaGrid, ordenavel as podeOrdenar, paramDaColuna } from './tipos';

/**
 * Column header of the kit: the title sorts on the server (URL sidx/sord) and the filter box
 * below it writes one URL parameter per column (spec 01 §2.2 "header filters").
 *
 * From the keyboard the headers are one Tab stop (issue 10; use-colunas.tsx teclaNoCabecalho): the arrows
 * move between columns, Enter sorts, ↓ goes to the column's filter. In the filters Tab and
 * Shift+Tab go from filter to filter, and Escape (on an empty filter) back to the column header.
 * The mouse uses the title button and the boxes as before.
 */
export function Cabecalho(props: CustomHeaderProps & ParametrosCabecalho) {
  const ctx = useContext(CabecalhoContexto);
  const { coluna } = props;
  const param = paramDaColuna(coluna);
  const ordenado = ctx?.estado.sidx === param ? ctx.estado.sord : null;
  const ordenavel = podeOrdenar(coluna);
  const mostrar = () => props.api.ensureColumnVisible(props.column);
  return (
    <div className="gh">
      {ordenavel ? (
        <button
          type="button"
          tabIndex={-1}
          className="gh-titulo"
          onClick={() => ctx?.ordenar(param)}
          title={`Ordenar por ${coluna.titulo}`}
          aria-label={`${coluna.titulo}: ${ordenado === 'asc' ? 'ordem crescente' : ordenado === 'desc' ? 'ordem decrescente' : 'sem ordem'}; ordenar`}
        >
          <span>{coluna.titulo}</span>
          <span className="gh-seta" aria-hidden="true">
            {ordenado === 'asc' ? '▲' : ordenado === 'desc' ? '▼' : ''}
          </span>
        </button>
      ) : (
        <span className="gh-titulo">{coluna.titulo}</span>
      )}
      {coluna.filtro && ctx ? (
        <FiltroColuna coluna={coluna} valor={ctx.estado.filtros[param] ?? ''} ctx={ctx} aoFocar={mostrar} />
      ) : (
        <span className="gh-filtro-vazio" />
      )}
    </div>
  );
}

/** A filter typed with the mask (11.222.333/0001, ABC-1234) as the server stores it. */
function comoArmazenado(coluna: ColunaGrid<any>, v: string): string {
  if (!v) return v;
  if (coluna.formato === 'cpf' || coluna.formato === 'cnpj' || coluna.formato === 'documento' || coluna.formato === 'telefone' || coluna.formato === 'cep') return somenteDigitos(v) || v;
  if (coluna.formato === 'placa') return normalizarPlaca(v) || v;
  return v;
}

/** 'ddmmaaaaddmmaaaa' typed as digits becomes 'dd/mm/aaaa - dd/mm/aaaa'. */
function mascaraPeriodo(v: string): string {
  if (/[^\d/\s-]/.test(v)) return v;
  const d = v.replace(/\D/g, '').slice(0, 16);
  const data = (s: string) => [s.slice(0, 2), s.slice(2, 4), s.slice(4, 8)].filter(Boolean).join('/');
  return d.length > 8 ? `${data(d.slice(0, 8))} - ${data(d.slice(8))}` : data(d);
}

/** Tab between the filters of the header row; past the first or last, back to the column header. */
function teclaEntreFiltros(e: KeyboardEvent<HTMLElement>) {
  const alvo = e.currentTarget;
  const cabecalho = alvo.closest<HTMLElement>('.ag-header-cell');
  if (e.key === 'Tab') {
    const filtros = Array.from(alvo.closest('.ag-header-row')?.querySelectorAll<HTMLElement>('.gh-filtro') ?? []);
    const proximo = filtros[filtros.indexOf(alvo) + (e.shiftKey ? -1 : 1)];
    e.preventDefault();
    (proximo ?? cabecalho)?.focus();
  } else if (e.key === 'Escape') {
    e.preventDefault();
    cabecalho?.focus();
  }
}

function FiltroColuna({ coluna, valor, ctx, aoFocar }: { coluna: ColunaGrid<any>; valor: string; ctx: ContextoCabecalho; aoFocar: () => void }) {
  const param = paramDaColuna(coluna);
  const [texto, setTexto] = useState(valor);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // Follow the URL (back button, a shared link, "Limpar filtros").
  useEffect(() => setTexto(valor), [valor]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const rotulo = `Filtrar por ${coluna.titulo}`;

  const valido = (v: string) => coluna.filtro !== 'periodo' || v.trim() === '' || parsePeriodoBr(v) !== undefined;
  const aplicar = (v: string) => {
    clearTimeout(timer.current);
    const enviado = comoArmazenado(coluna, v.trim());
    if (enviado === valor || !valido(v)) return;
    ctx.filtrar(param, enviado);
  };

  if (coluna.filtro === 'selecao') {
    const opcoes = coluna.opcoes ?? ctx.opcoes[param] ?? [];
    return (
      <select
        className="gh-filtro"
        tabIndex={-1}
        aria-label={rotulo}
        value={valor}
        onChange={(e) => ctx.filtrar(param, e.target.value)}
        onFocus={aoFocar}
        onKeyDown={teclaEntreFiltros}
      >
        <option value="">{coluna.rotuloSemFiltro ?? 'Todos'}</option>
        {opcoes.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.rotulo}
          </option>
        ))}
      </select>
    );
  }

  const periodo = coluna.filtro === 'periodo';
  return (
    <input
      className="gh-filtro"
      tabIndex={-1}
      type="text"
      aria-label={rotulo}
      value={texto}
      inputMode={coluna.filtro === 'numero' ? 'numeric' : undefined}
      placeholder={periodo ? 'dd/mm/aaaa - dd/mm/aaaa' : ''}
      title={periodo ? 'Período: dd/mm/aaaa - dd/mm/aaaa (Enter aplica)' : `${rotulo} (Enter aplica)`}
      aria-invalid={!valido(texto) || undefined}
      onChange={(e) => {
        let v = e.target.value;
        if (coluna.filtro === 'numero') v = v.replace(/\D/g, '');
        if (periodo) v = mascaraPeriodo(v);
        setTexto(v);
        clearTimeout(timer.current);
        // Text and numbers apply after a pause; a period when complete or on Enter.
        if (!periodo || v.length === 0 || v.length === 23) timer.current = setTimeout(() => aplicar(v), periodo ? 300 : 700);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') aplicar(texto);
        else if (e.key === 'Escape' && texto) {
          setTexto('');
          aplicar('');
        } else teclaEntreFiltros(e);
      }}
      onFocus={aoFocar}
      onBlur={() => aplicar(texto)}
    />
  );
}
