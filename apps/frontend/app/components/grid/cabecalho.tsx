import { normalizarPlaca, parsePeriodoBr, somenteDigitos } from '@gr/domain';
import type { CustomHeaderProps } from 'ag-grid-react';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { type ColunaGrid, type EstadoGrid, type OpcaoFiltro, ordenavel as podeOrdenar, paramDaColuna } from './tipos';

/**
 * Column header of the kit: the title sorts on the server (URL sidx/sord) and the filter box
 * below it writes one URL parameter per column (spec 01 §2.2 "header filters").
 */
export interface ContextoCabecalho {
  estado: EstadoGrid;
  opcoes: Record<string, readonly OpcaoFiltro[]>;
  filtrar: (param: string, valor: string) => void;
  ordenar: (param: string) => void;
}

export const CabecalhoContexto = createContext<ContextoCabecalho | null>(null);

export interface ParametrosCabecalho {
  coluna: ColunaGrid<any>;
}

export function Cabecalho(props: CustomHeaderProps & ParametrosCabecalho) {
  const ctx = useContext(CabecalhoContexto);
  const { coluna } = props;
  const param = paramDaColuna(coluna);
  const ordenado = ctx?.estado.sidx === param ? ctx.estado.sord : null;
  const ordenavel = podeOrdenar(coluna);
  return (
    <div className="gh">
      {ordenavel ? (
        <button
          type="button"
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
        <FiltroColuna coluna={coluna} valor={ctx.estado.filtros[param] ?? ''} ctx={ctx} />
      ) : (
        <span className="gh-filtro-vazio" />
      )}
    </div>
  );
}

/** A filter typed with the mask (11.222.333/0001, ABC-1234) as the server stores it. */
function comoArmazenado(coluna: ColunaGrid<any>, v: string): string {
  if (!v) return v;
  if (coluna.formato === 'cpf' || coluna.formato === 'cnpj' || coluna.formato === 'telefone' || coluna.formato === 'cep') return somenteDigitos(v) || v;
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

function FiltroColuna({ coluna, valor, ctx }: { coluna: ColunaGrid<any>; valor: string; ctx: ContextoCabecalho }) {
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
      <select className="gh-filtro" aria-label={rotulo} value={valor} onChange={(e) => ctx.filtrar(param, e.target.value)}>
        <option value="">Todos</option>
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
        if (e.key === 'Escape' && texto) {
          setTexto('');
          aplicar('');
        }
      }}
      onBlur={() => aplicar(texto)}
    />
  );
}
