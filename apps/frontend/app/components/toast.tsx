import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useEfeitoLayout } from '~/components/foco';
import { type Aviso, DURACAO, novoAviso, type TipoAviso } from '~/lib/avisos';

/**
 * The one notice mechanism. Server-side notices arrive as a flash read by the root loader;
 * client-side ones (copy, delete result) call `useAvisos().notificar`.
 */
interface ContextoAvisos {
  notificar: (texto: string, tipo?: TipoAviso, duracao?: number) => void;
  mostrar: (aviso: Aviso) => void;
}

const Contexto = createContext<ContextoAvisos>({ notificar: () => undefined, mostrar: () => undefined });

export function useAvisos(): ContextoAvisos {
  return useContext(Contexto);
}

export function AvisosProvider({ children, inicial }: { children: ReactNode; inicial?: Aviso | null }) {
  const [avisos, setAvisos] = useState<Aviso[]>([]);
  const vistos = useRef(new Set<string>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const fechar = useCallback((id: string) => {
    setAvisos((a) => a.filter((x) => x.id !== id));
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const mostrar = useCallback(
    (aviso: Aviso) => {
      if (vistos.current.has(aviso.id)) return;
      vistos.current.add(aviso.id);
      setAvisos((a) => [...a.slice(-4), aviso]);
      timers.current.set(aviso.id, setTimeout(() => fechar(aviso.id), aviso.duracao));
    },
    [fechar],
  );

  const notificar = useCallback(
    (texto: string, tipo: TipoAviso = 'info', duracao: number = DURACAO.padrao) => mostrar(novoAviso(texto, tipo, duracao)),
    [mostrar],
  );

  useEffect(() => {
    if (inicial) mostrar(inicial);
  }, [inicial, mostrar]);

  // Below the app's header (issue 19: they covered the user's name, 'Alterar senha' and 'Sair'),
  // whose height depends on the screen's width; measured when a notice shows.
  const regiao = useRef<HTMLDivElement>(null);
  useEfeitoLayout(() => {
    const topo = document.querySelector('.topo')?.getBoundingClientRect().bottom;
    if (regiao.current) regiao.current.style.top = topo ? `calc(${Math.max(0, Math.round(topo))}px + 0.5rem)` : '';
  }, [avisos]);

  const valor = useMemo(() => ({ notificar, mostrar }), [notificar, mostrar]);
  return (
    <Contexto.Provider value={valor}>
      {children}
      <div className="avisos" aria-live="polite" ref={regiao}>
        {avisos.map((a) => (
          <div key={a.id} className={`aviso aviso-${a.tipo}`} role={a.tipo === 'erro' ? 'alert' : 'status'}>
            <span className="aviso-texto">{a.texto}</span>
            <button type="button" className="aviso-fechar" aria-label="Fechar aviso" onClick={() => fechar(a.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </Contexto.Provider>
  );
}
