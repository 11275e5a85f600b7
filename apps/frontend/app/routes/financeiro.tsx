import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useRouteError } from '@remix-run/react';
import { useId, useRef, useState } from 'react';
import { useAvisos } from '~/components/toast';
import { exigirPagina } from '~/lib/api.server';
import { PainelErro } from '~/root';

/**
 * /financeiro (spec 03 §2, §5 "Finance export", §7 "Finance"): the pre-billing export of a period.
 * Missing dates alert 'datas não preenchidas' and the export proceeds anyway; the .xlsx comes
 * through the resource route /recursos/financeiro, so the token stays server-side.
 */
export const handle = { titulo: 'Financeiro' };
export const meta: MetaFunction = () => [{ title: 'Financeiro · GR' }];

export const loader = ({ request }: LoaderFunctionArgs) => exigirPagina(request);

export default function Financeiro() {
  const { notificar } = useAvisos();
  const id = useId();
  const de = useRef<HTMLInputElement>(null);
  const para = useRef<HTMLInputElement>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [baixando, setBaixando] = useState(false);

  async function exportar(e: React.FormEvent) {
    e.preventDefault();
    setErro(null);
    const vDe = de.current?.value ?? '';
    const vPara = para.current?.value ?? '';
    if (!vDe || !vPara) notificar('datas não preenchidas', 'erro', 4000);
    if (vDe && vPara && vDe > vPara) {
      setErro('A data inicial deve ser anterior ou igual à data final.');
      return;
    }
    const url = `/recursos/financeiro?${new URLSearchParams({ de: vDe, para: vPara })}`;
    setBaixando(true);
    try {
      // Fetched first so an API error shows here instead of a blank page. A redirect is the
      // session's end or a refusal (/login): the browser goes there, never saving a page as the file.
      const r = await fetch(url, { redirect: 'manual' });
      if (r.type === 'opaqueredirect') {
        window.location.assign(url);
        return;
      }
      if (!r.ok || !/spreadsheetml/.test(r.headers.get('Content-Type') ?? '')) {
        setErro((r.ok ? '' : await r.text()) || 'Não foi possível gerar a planilha.');
        return;
      }
      const blob = await r.blob();
      const nome = /filename="?([^";]+)"?/.exec(r.headers.get('Content-Disposition') ?? '')?.[1] ?? 'pre_faturamento.xlsx';
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = nome;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
      notificar('Planilha gerada com sucesso', 'sucesso', 3000);
    } catch {
      setErro('Não foi possível gerar a planilha.');
    } finally {
      setBaixando(false);
    }
  }

  return (
    <section className="painel pagina-formulario" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Financeiro</h1>
      <p className="pagina-descricao">Pré-faturamento do período: viagens, checklists e liberações por cliente, com valores em R$.</p>
      <form className="formulario form-colunas" onSubmit={exportar} noValidate aria-label="Exportar pré-faturamento">
        {erro && (
          <div className="form-erro-geral" role="alert">
            <p>{erro}</p>
          </div>
        )}
        <div className="campo">
          <label htmlFor={`${id}-de`}>Data inicial (de)</label>
          <input id={`${id}-de`} ref={de} type="date" name="de" />
        </div>
        <div className="campo">
          <label htmlFor={`${id}-para`}>Data final (para)</label>
          <input id={`${id}-para`} ref={para} type="date" name="para" />
        </div>
        <div className="form-acoes">
          <button type="submit" className="botao botao-primario" disabled={baixando}>
            {baixando ? 'Gerando planilha...' : 'Exportar pré-faturamento (.xlsx)'}
          </button>
        </div>
      </form>
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
