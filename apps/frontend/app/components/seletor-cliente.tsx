import { formatarCnpj } from '@gr/domain';
import { useFetcher } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';
import { ErrosDe } from '~/components/form';
import type { ClienteEncontrado } from '~/lib/tipos';

export interface ClienteEscolhido {
  id: number;
  nome: string;
}

/**
 * Client picker over GET /api/clientes/find_cliente (through /recursos/clientes): type two
 * letters, pick with the arrows and Enter. Single (cliente_id) or multiple (clientes_gerenciados);
 * the chosen ids go in hidden inputs named `nome`.
 */
export function SeletorCliente({
  nome,
  rotulo,
  multiplo = false,
  inicial = [],
  aliases,
  obrigatorio,
}: {
  nome: string;
  rotulo: string;
  multiplo?: boolean;
  inicial?: ClienteEscolhido[];
  aliases?: readonly string[];
  obrigatorio?: boolean;
}) {
  const id = useId();
  const busca = useFetcher<ClienteEncontrado[]>();
  const [escolhidos, setEscolhidos] = useState<ClienteEscolhido[]>(inicial);
  const [termo, setTermo] = useState(!multiplo && inicial[0] ? inicial[0].nome : '');
  const [aberto, setAberto] = useState(false);
  const [ativo, setAtivo] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const resultados = (busca.data ?? []).filter((c) => !escolhidos.some((e) => e.id === c.id) || !multiplo);
  useEffect(() => () => clearTimeout(timer.current), []);

  const procurar = (t: string) => {
    setTermo(t);
    setAtivo(0);
    if (!multiplo) setEscolhidos([]);
    clearTimeout(timer.current);
    if (t.trim().length < 2) {
      setAberto(false);
      return;
    }
    timer.current = setTimeout(() => {
      busca.load(`/recursos/clientes?term=${encodeURIComponent(t.trim())}`);
      setAberto(true);
    }, 300);
  };

  const escolher = (c: ClienteEncontrado) => {
    const e = { id: c.id, nome: c.nome };
    if (multiplo) {
      setEscolhidos((l) => [...l, e]);
      setTermo('');
    } else {
      setEscolhidos([e]);
      setTermo(c.nome);
    }
    setAberto(false);
  };

  const listaId = `${id}-lista`;
  return (
    <div className="campo seletor-cliente">
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
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={aberto}
        aria-controls={listaId}
        aria-activedescendant={aberto && resultados[ativo] ? `${listaId}-${resultados[ativo]!.id}` : undefined}
        placeholder="Digite ao menos 2 letras do nome ou o CNPJ"
        value={termo}
        onChange={(e) => procurar(e.target.value)}
        onBlur={() => setTimeout(() => setAberto(false), 150)}
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
        <ul id={listaId} role="listbox" className="seletor-lista" aria-label={rotulo}>
          {busca.state === 'loading' && resultados.length === 0 && <li className="seletor-info">Buscando...</li>}
          {busca.state === 'idle' && resultados.length === 0 && <li className="seletor-info">Nenhum cliente encontrado</li>}
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
              <strong>{c.nome}</strong>
              {c.cnpj && <small> {formatarCnpj(c.cnpj)}</small>}
              {c.tipo && <small> · {c.tipo}</small>}
            </li>
          ))}
        </ul>
      )}
      {escolhidos.map((c) => (
        <input key={c.id} type="hidden" name={nome} value={c.id} />
      ))}
      <ErrosDe nome={nome} aliases={aliases} />
    </div>
  );
}
