import { BASES_LEGAIS } from '@gr/domain';
import { AreaTexto, Campo, Selecao } from '~/components/form';
import { SeletorCliente } from '~/components/seletor-cliente';
import type { FormCadastro, PoliticaCadastro } from '~/lib/cadastro-consulta';

/** Step 1 of /novo: the client, the policy, the joint-search choice and the LGPD purpose and legal basis. */
export function PassoDados({
  oculto,
  form,
  setForm,
  setDados,
  politicas,
  clienteFixo,
  podeConjunta,
  errosDe,
}: {
  oculto: boolean;
  form: FormCadastro;
  setForm: (mudar: (f: FormCadastro) => FormCadastro) => void;
  setDados: (m: Partial<FormCadastro['dados']>) => void;
  politicas: PoliticaCadastro[];
  clienteFixo: { id: number; nome: string } | null;
  podeConjunta: boolean;
  errosDe: (k: string) => string[] | undefined;
}) {
  return (
    <fieldset className="secao" hidden={oculto}>
      <legend>1. Dados da consulta</legend>
      <SeletorCliente nome="cliente_id" rotulo="Cliente" obrigatorio fixo={clienteFixo} className="largura-total" onEscolher={(c) => setDados({ cliente_id: c?.id ?? null })} />
      {errosDe('cliente_id') && !clienteFixo && <p className="campo-erros largura-total">{errosDe('cliente_id')!.join(', ')}</p>}
      <Selecao
        nome="politica"
        rotulo="Política"
        required
        value={form.dados.politica}
        onChange={(e) => setDados({ politica: e.target.value, is_pesquisa_conjunto: false })}
        opcoes={politicas.map((p) => ({ valor: p.id, rotulo: p.descricao }))}
        erros={errosDe('politica')}
      />
      {podeConjunta && (
        <div className="campo campo-caixa">
          <input
            id="pesquisa-conjunta"
            type="checkbox"
            checked={form.dados.is_pesquisa_conjunto}
            onChange={(e) => {
              const marcado = e.target.checked;
              // Without a joint search there is one vehicle and no extra owner.
              setForm((f) => ({ ...f, dados: { ...f.dados, is_pesquisa_conjunto: marcado }, veiculos: marcado ? f.veiculos : f.veiculos.slice(0, 1), proprietarios: marcado ? f.proprietarios : [] }));
            }}
          />
          <label htmlFor="pesquisa-conjunta">Pesquisa conjunta</label>
        </div>
      )}
      <Selecao nome="base_legal" rotulo="Base legal (LGPD)" className="largura-total" required value={form.dados.base_legal} onChange={(e) => setDados({ base_legal: e.target.value })} opcoes={BASES_LEGAIS.map((b) => ({ valor: b, rotulo: b }))} vazio={null} erros={errosDe('base_legal')} />
      <Campo nome="finalidade" rotulo="Finalidade" required maxLength={200} className="largura-total" value={form.dados.finalidade} onChange={(e) => setDados({ finalidade: e.target.value })} erros={errosDe('finalidade')} />
      <AreaTexto nome="observacao" rotulo="Observação" className="largura-total" rows={2} maxLength={2000} value={form.dados.observacao} onChange={(e) => setDados({ observacao: e.target.value })} />
    </fieldset>
  );
}
