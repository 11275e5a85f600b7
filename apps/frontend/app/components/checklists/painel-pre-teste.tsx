import { Form } from '@remix-run/react';
import type { PreTeste } from '~/routes/checklist.teste.server';

const TEXTO_PRE_TESTE: Record<number, string> = { [-2]: 'REPROVADO', [-1]: 'REPROVADO em análise', 0: '—', 1: 'PENDENTE parcial', 2: 'PRÉ-APROVADO' };

/**
 * The pre-test guide (spec 01 §4.9): doors, disengage, block and siren, each AGUARDANDO, PENDENTE
 * or ITEM APROVADO from the readings since the desk began watching; block and siren through the
 * commands' outbox; applying it ticks the decided items.
 */
export function PainelPreTeste({ preteste }: { preteste: PreTeste }) {
  const decididos = preteste.itens.filter((i) => i.status === 2 || i.status < 0).length;
  return (
    <section className="guia-teste" aria-labelledby="titulo-preteste">
      <h2 id="titulo-preteste">Pré-teste</h2>
      {preteste.monitorando_preteste ? (
        <>
          <ul className="grupos-preteste">
            {preteste.grupos.map((g) => (
              <li key={g.chave} className={`grupo-preteste grupo-${g.estado === 'ITEM APROVADO' ? 'ok' : g.estado === 'PENDENTE' ? 'pendente' : 'aguardando'}`}>
                <strong>{g.titulo}</strong>: {g.estado}
              </li>
            ))}
          </ul>
          <p className="campo-ajuda">
            {preteste.itens.map((i) => `${i.descricao}: ${TEXTO_PRE_TESTE[i.status] ?? i.status}`).join(' · ')}
          </p>
          <div className="form-acoes">
            <Form method="post" replace>
              <input type="hidden" name="intent" value="preteste_bloqueio" />
              <button type="submit" className="botao">Bloqueio e sirene</button>
            </Form>
            <Form method="post" replace>
              <input type="hidden" name="intent" value="preteste_usar" />
              <button type="submit" className="botao botao-primario" disabled={!decididos}>
                Aplicar pré-teste ({decididos})
              </button>
            </Form>
            <Form method="post" replace>
              <input type="hidden" name="intent" value="preteste_monitorar" />
              <input type="hidden" name="monitorar" value="false" />
              <button type="submit" className="botao">Parar de acompanhar</button>
            </Form>
          </div>
        </>
      ) : (
        <Form method="post" replace className="preteste-inicio">
          <p>{preteste.preteste_usado ? 'Pré-teste já aplicado a este checklist.' : 'Peça ao motorista que abra e feche as portas, acione o desengate e aguarde bloqueio e sirene.'}</p>
          <input type="hidden" name="intent" value="preteste_monitorar" />
          <input type="hidden" name="monitorar" value="true" />
          <button type="submit" className="botao">Acompanhar pré-teste</button>
        </Form>
      )}
    </section>
  );
}
