import { ROTULOS_FORMATO, type FormatoRelatorio } from '@gr/domain';
import { useFetcher } from '@remix-run/react';
import { useEffect, useState } from 'react';
import type { Exportacao } from '~/lib/relatorios';

/** What /recursos/relatorios answers to a request for an export. */
export type RespostaPedido = { ok: true; id: number } | { ok: false; error: string };

/** How often a running export is asked for its progress. */
const INTERVALO_MS = 1000;

/**
 * The report's export buttons (spec 03 §2 /relatorios "with Excel and PDF export"): a click asks
 * the API for a job (/recursos/relatorios), then its progress is read every second
 * (/recursos/relatorios/{id}) and, when ready, a download link appears
 * (/recursos/relatorios/{id}/arquivo). `filtro` is the page's query, `preferido` the format the
 * filter chose (its button comes first, as the primary one).
 */
export function ExportacaoRelatorio({ filtro, preferido }: { filtro: string; preferido: FormatoRelatorio | null }) {
  const pedido = useFetcher<RespostaPedido>();
  const andamento = useFetcher<Exportacao | { error: string }>();
  const [pedindo, setPedindo] = useState<FormatoRelatorio | null>(null);
  const id = pedido.data?.ok ? pedido.data.id : null;
  const atual = andamento.data && 'status' in andamento.data && andamento.data.id === id ? andamento.data : null;
  const terminou = atual?.status === 'PRONTO' || atual?.status === 'ERRO';

  useEffect(() => {
    if (id === null || terminou) return;
    if (andamento.state === 'idle' && !atual) andamento.load(`/recursos/relatorios/${id}`);
    const timer = setTimeout(() => {
      if (andamento.state === 'idle') andamento.load(`/recursos/relatorios/${id}`);
    }, INTERVALO_MS);
    return () => clearTimeout(timer);
  }, [id, terminou, andamento, atual]);

  const formatos: FormatoRelatorio[] = preferido === 'pdf' ? ['pdf', 'xlsx'] : ['xlsx', 'pdf'];
  const ocupado = pedido.state !== 'idle' || (id !== null && !terminou);
  const exportar = (formato: FormatoRelatorio) => {
    setPedindo(formato);
    pedido.submit({ filtro, formato }, { method: 'post', action: '/recursos/relatorios' });
  };

  return (
    <div className="exportacao-relatorio">
      <div className="exportacao-botoes" role="group" aria-label="Exportar o relatório">
        {formatos.map((f, i) => (
          <button key={f} type="button" className={`botao ${i === 0 ? 'botao-primario' : 'botao-secundario'}`} disabled={ocupado} onClick={() => exportar(f)}>
            Exportar {ROTULOS_FORMATO[f]}
          </button>
        ))}
      </div>
      <div className="exportacao-estado" aria-live="polite">
        {pedido.state !== 'idle' && <p role="status">Pedindo o relatório em {ROTULOS_FORMATO[pedindo ?? 'xlsx']}...</p>}
        {pedido.state === 'idle' && pedido.data && !pedido.data.ok && (
          <p role="alert" className="exportacao-erro">
            {pedido.data.error}
          </p>
        )}
        {id !== null && !atual && pedido.state === 'idle' && <p role="status">Relatório na fila...</p>}
        {atual && <Andamento e={atual} />}
        {andamento.data && 'error' in andamento.data && !atual && (
          <p role="alert" className="exportacao-erro">
            {andamento.data.error}
          </p>
        )}
      </div>
    </div>
  );
}

function Andamento({ e }: { e: Exportacao }) {
  const nome = ROTULOS_FORMATO[e.formato as FormatoRelatorio] ?? e.formato;
  if (e.status === 'PRONTO') {
    return (
      <p className="exportacao-pronta">
        Relatório pronto ({e.total ?? e.progresso} {e.total === 1 ? 'linha' : 'linhas'}).{' '}
        <a className="botao botao-primario" href={`/recursos/relatorios/${e.id}/arquivo`} download={e.nome_arquivo ?? undefined}>
          Baixar {nome} ({e.nome_arquivo})
        </a>
      </p>
    );
  }
  if (e.status === 'ERRO') {
    return (
      <p role="alert" className="exportacao-erro">
        O relatório não foi gerado: {e.erro ?? 'erro desconhecido'}
      </p>
    );
  }
  const total = e.total ?? 0;
  return (
    <div role="status" className="exportacao-andamento">
      <label>
        {e.status === 'PENDENTE' ? `Relatório em ${nome} na fila...` : `Gerando o relatório em ${nome}: ${e.progresso} de ${total} linhas`}
        <progress max={Math.max(total, 1)} value={e.status === 'PENDENTE' ? undefined : Math.min(e.progresso, Math.max(total, 1))} />
      </label>
    </div>
  );
}
