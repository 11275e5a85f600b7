import { useFetcher } from '@remix-run/react';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useEfeitoLayout } from '~/components/foco';
import { ErrosDe } from '~/components/form';
import type { FonteBusca, OpcaoBusca } from '~/lib/busca';

export type { OpcaoBusca } from '~/lib/busca';

export interface Escolhido {
  id: number;
  nome: string;
}

/**
 * The one autocomplete picker (clients, brokers, insurers, vehicles, trailers, drivers,
 * contacts): type at least `minimo` characters, pick with the arrows and Enter or the mouse. The
 * search runs server-side (/recursos/busca/<fonte>) so the token never reaches the browser.
 * Single or multiple; the chosen ids go in hidden inputs named `nome`. `fixo` shows a value the
 * user may not change (a client user's own client, spec 03 §6).
 */
export function Seletor({
  nome,
  rotulo,
  fonte,
  multiplo = false,
  inicial = [],
  aliases,
  obrigatorio,
  minimo = 2,
  placeholder,
  filtros,
  fixo,
  erroSemEscolha,
  maiusculas,
  onEscolher,
  className,
}: {
  nome: string;
  rotulo: string;
  fonte: FonteBusca;
  multiplo?: boolean;
  inicial?: Escolhido[];
  aliases?: readonly string[];
  obrigatorio?: boolean;
  minimo?: number;
  placeholder?: string;
  /** Extra query of the search (e.g. { cliente_id: 3 }). */
  filtros?: Record<string, string | number | undefined>;
  fixo?: Escolhido | null;
  /** Shown when text was typed but nothing was picked from the list (spec 01 §5 "invalid vehicle"). */
  erroSemEscolha?: string;
  maiusculas?: boolean;
  /** Called with the picked option, or null when the choice is cleared. */
  onEscolher?: (opcao: OpcaoBusca | null) => void;
  className?: string;
}) {
  const id = useId();
  const busca = useFetcher<OpcaoBusca[]>();
  const [escolhidos, setEscolhidos] = useState<Escolhido[]>(inicial);
  const [termo, setTermo] = useState(!multiplo && inicial[0] ? inicial[0].nome : '');
  const [aberto, setAberto] = useState(false);
  const [ativo, setAtivo] = useState(0);
  const [semEscolha, setSemEscolha] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const entradaRef = useRef<HTMLInputElement>(null);
  const [posicao, setPosicao] = useState<CSSProperties | undefined>();
  const resultados = (busca.data ?? []).filter((c) => !multiplo || !escolhidos.some((e) => e.id === c.id));
  useEffect(() => () => clearTimeout(timer.current), []);

  // The list floats over everything (a pop-up's edge does not cut it): placed under the box.
  useEfeitoLayout(() => {
    if (!aberto) return;
    const posicionar = () => {
      const r = entradaRef.current?.getBoundingClientRect();
      if (r) setPosicao({ position: 'fixed', top: r.bottom + 2, left: r.left, width: r.width, right: 'auto' });
    };
    posicionar();
    window.addEventListener('resize', posicionar);
    window.addEventListener('scroll', posicionar, true);
    return () => {
      window.removeEventListener('resize', posicionar);
      window.removeEventListener('scroll', posicionar, true);
    };
  }, [aberto]);

  // The option the arrows reach stays in sight: the list scrolls with it (a long list of clients).
  const listaId = `${id}-lista`;
  const ativoId = aberto ? resultados[ativo]?.id : undefined;
  useEffect(() => {
    if (ativoId !== undefined) document.getElementById(`${listaId}-${ativoId}`)?.scrollIntoView({ block: 'nearest' });
  }, [ativoId, listaId]);

  if (fixo) {
    return (
      <div className={`campo seletor ${className ?? ''}`}>
        <label htmlFor={id}>{rotulo}</label>
        <input id={id} type="text" value={fixo.nome} readOnly aria-readonly="true" className="somente-leitura" />
        <input type="hidden" name={nome} value={fixo.id} />
        <ErrosDe nome={nome} aliases={aliases} />
      </div>
    );
  }

  const procurar = (texto: string) => {
    const t = maiusculas ? texto.toUpperCase() : texto;
    setTermo(t);
    setAtivo(0);
    setSemEscolha(false);
    if (!multiplo && escolhidos.length) {
      setEscolhidos([]);
      onEscolher?.(null);
    }
    clearTimeout(timer.current);
    if (t.trim().length < minimo) {
      setAberto(false);
      return;
    }
    timer.current = setTimeout(() => {
      const q = new URLSearchParams({ term: t.trim() });
      for (const [k, v] of Object.entries(filtros ?? {})) if (v !== undefined && v !== '') q.set(k, String(v));
      busca.load(`/recursos/busca/${fonte}?${q.toString()}`);
      setAberto(true);
    }, 300);
  };

  const escolher = (c: OpcaoBusca) => {
    const e = { id: c.id, nome: c.rotulo };
    if (multiplo) {
      setEscolhidos((l) => [...l, e]);
      setTermo('');
    } else {
      setEscolhidos([e]);
      setTermo(c.rotulo);
    }
    setSemEscolha(false);
    setAberto(false);
    onEscolher?.(c);
  };

  const erroLocal = semEscolha && erroSemEscolha ? erroSemEscolha : null;
  return (
    <div className={`campo seletor ${erroLocal ? 'campo-invalido' : ''} ${className ?? ''}`}>
      <label htmlFor={id}>
        {rotulo}
        {obrigatorio && <span aria-hidden="true"> *</span>}
      </label>
      {multiplo && escolhidos.length > 0 && (
        <ul className="fichas" aria-label={`${rotulo}: escolhidos`}>
          {escolhidos.map((c) => (
            <li key={c.id} className="ficha">
              {c.nome}
              <button type="button" aria-label={`Remover ${c.nome}`} onClick={() => setEscolhidos((l) => l.filter((x) => x.id !== c.id))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={entradaRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={aberto}
        aria-controls={listaId}
        aria-invalid={erroLocal ? true : undefined}
        aria-describedby={erroLocal ? `${id}-sem-escolha` : undefined}
        aria-activedescendant={aberto && resultados[ativo] ? `${listaId}-${resultados[ativo]!.id}` : undefined}
        placeholder={placeholder ?? `Digite ao menos ${minimo} caracteres`}
        value={termo}
        onChange={(e) => procurar(e.target.value)}
        onBlur={() =>
          setTimeout(() => {
            setAberto(false);
            if (!multiplo && termo.trim() && escolhidos.length === 0) setSemEscolha(true);
          }, 150)
        }
        onKeyDown={(e) => {
          if (!aberto || resultados.length === 0) return;
          if (e.key === 'ArrowDown') setAtivo((a) => Math.min(a + 1, resultados.length - 1));
          else if (e.key === 'ArrowUp') setAtivo((a) => Math.max(a - 1, 0));
          else if (e.key === 'Enter') escolher(resultados[ativo]!);
          else if (e.key === 'Escape') setAberto(false);
          else return;
          e.preventDefault();
        }}
      />
      {aberto && (
        <ul id={listaId} role="listbox" className="seletor-lista" aria-label={rotulo} style={posicao}>
          {busca.state === 'loading' && resultados.length === 0 && <li className="seletor-info">Buscando...</li>}
          {busca.state === 'idle' && resultados.length === 0 && <li className="seletor-info">Nenhum registro encontrado</li>}
          {resultados.map((c, i) => (
            <li
              key={c.id}
              id={`${listaId}-${c.id}`}
              role="option"
              aria-selected={i === ativo}
              className={i === ativo ? 'ativo' : undefined}
              onMouseDown={(e) => {
                e.preventDefault();
                escolher(c);
              }}
            >
              <strong>{c.rotulo}</strong>
              {c.detalhe && <small> {c.detalhe}</small>}
            </li>
          ))}
        </ul>
      )}
      {escolhidos.map((c) => (
        <input key={c.id} type="hidden" name={nome} value={c.id} />
      ))}
      {erroLocal && (
        <ul className="campo-erros" id={`${id}-sem-escolha`}>
          <li>{erroLocal}</li>
        </ul>
      )}
      <ErrosDe nome={nome} aliases={aliases} />
    </div>
  );
}
