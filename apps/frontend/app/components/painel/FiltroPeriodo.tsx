import { Form, useNavigation } from '@remix-run/react';
import { SeletorCliente } from '~/components/seletor-cliente';

/** The current month in São Paulo as the date inputs' defaults (aaaa-mm-dd). */
function mesCorrente(): { inicio: string; fim: string } {
  const sp = new Date(Date.now() - 3 * 3_600_000);
  const ano = sp.getUTCFullYear(), mes = sp.getUTCMonth();
  const dia = (d: Date) => d.toISOString().slice(0, 10);
  return { inicio: dia(new Date(Date.UTC(ano, mes, 1))), fim: dia(new Date(Date.UTC(ano, mes + 1, 0))) };
}

/**
 * A dashboard's filter (issue 23): the period (the current month by default; the API refuses more
 * than a year) and, where the user chooses, the client. A GET form: the view is a link.
 */
export function FiltroPeriodo({
  filtro, erro, cliente,
}: {
  filtro: { inicio?: string; fim?: string };
  erro?: string | null;
  /** Omitted: no client choice. `fixo`: the user's own, shown but not changeable. */
  cliente?: { rotulo: string; inicial?: { id: number; nome: string } | null; fixo?: { id: number; nome: string } | null; obrigatorio?: boolean };
}) {
  const padrao = mesCorrente();
  const carregando = useNavigation().state === 'loading';
  return (
    <Form method="get" className="filtro-painel" aria-label="Filtro do dashboard">
      <label>
        Início do período
        <input type="date" name="inicio" defaultValue={filtro.inicio ?? padrao.inicio} required />
      </label>
      <label>
        Fim do período
        <input type="date" name="fim" defaultValue={filtro.fim ?? padrao.fim} required />
      </label>
      {cliente && (
        <SeletorCliente
          nome="cliente_id"
          rotulo={cliente.rotulo}
          className="filtro-painel-cliente"
          inicial={cliente.inicial ? [cliente.inicial] : undefined}
          fixo={cliente.fixo ?? undefined}
          obrigatorio={cliente.obrigatorio}
        />
      )}
      <button type="submit" className="botao botao-primario" disabled={carregando}>
        {carregando ? 'Carregando...' : 'Aplicar'}
      </button>
      {erro && (
        <p className="aviso-erro" role="alert">
          {erro}
        </p>
      )}
    </Form>
  );
}
