/**
 * The steps of a wizard (spec 03 §4 "Wizard steps are pending, on, success or hidden"): one
 * component for every wizard (checklist, registration, protocol, blacklist). A hidden step keeps
 * its place in the list but is not shown; the current one is `aria-current="step"`.
 */
export type EstadoPasso = 'pending' | 'on' | 'success' | 'hidden';

const ROTULOS_ESTADO: Record<EstadoPasso, string> = { pending: 'pendente', on: 'em andamento', success: 'concluído', hidden: 'oculto' };

export interface Etapa {
  chave: string;
  titulo: string;
  estado: EstadoPasso;
}

/** The steps of a linear wizard at step `passo` (1-based): the earlier ones done, the later pending. */
export function etapasLineares(titulos: readonly string[], passo: number): Etapa[] {
  return titulos.map((titulo, i) => ({ chave: titulo, titulo, estado: i + 1 < passo ? 'success' : i + 1 === passo ? 'on' : 'pending' }));
}

export function PassosAssistente({ etapas, className }: { etapas: readonly Etapa[]; className?: string }) {
  let numero = 0;
  return (
    <ol className={`passos-wizard${className ? ` ${className}` : ''}`} aria-label="Etapas">
      {etapas.map((e) => {
        const visivel = e.estado !== 'hidden';
        if (visivel) numero++;
        return (
          <li key={e.chave} className={`passo passo-${e.estado}`} hidden={!visivel} aria-current={e.estado === 'on' ? 'step' : undefined} data-estado={e.estado}>
            {e.estado === 'success' ? '✓ ' : visivel ? `${numero}. ` : ''}
            {e.titulo}
            <span className="visualmente-oculto"> ({ROTULOS_ESTADO[e.estado]})</span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * 'Voltar' and 'Próximo' of a wizard (spec 03 §4: 'Next' marks the current step success and the
 * next on; 'Back' reverts): Voltar from the second step on, Próximo until the last one, where the
 * form's own submit button takes over.
 */
export function BotoesPassos(p: { primeiro: boolean; ultimo: boolean; voltar: () => void; proximo: () => void; bloqueado?: boolean; ocupado?: boolean }) {
  return (
    <>
      {!p.primeiro && (
        <button type="button" className="botao botao-secundario" onClick={p.voltar}>
          Voltar
        </button>
      )}
      {!p.ultimo && (
        <button type="button" className="botao botao-primario" onClick={p.proximo} disabled={p.bloqueado} aria-busy={p.ocupado || undefined}>
          Próximo
        </button>
      )}
    </>
  );
}
