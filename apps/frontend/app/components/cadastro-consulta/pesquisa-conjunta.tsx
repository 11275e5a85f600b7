import { MAXIMO_PESQUISA_CONJUNTA } from '@gr/domain';
import type { FormCadastro } from '~/lib/cadastro-consulta';

/** The joint search's buttons of /novo: up to 4 vehicles and 4 owners (spec 03 §4). */
export function AcoesPesquisaConjunta({
  form,
  adicionarVeiculo,
  removerVeiculo,
  adicionarProprietario,
  removerProprietario,
}: {
  form: FormCadastro;
  adicionarVeiculo: () => void;
  removerVeiculo: () => void;
  adicionarProprietario: () => void;
  removerProprietario: () => void;
}) {
  return (
    <div className="cadastro-passo-acoes" role="group" aria-label="Pesquisa conjunta">
      <button type="button" className="botao" onClick={adicionarVeiculo} disabled={form.veiculos.length >= MAXIMO_PESQUISA_CONJUNTA}>
        Adicionar veículo
      </button>
      {form.veiculos.length > 1 && (
        <button type="button" className="botao botao-secundario" onClick={removerVeiculo}>
          Remover veículo
        </button>
      )}
      <button type="button" className="botao" onClick={adicionarProprietario} disabled={form.proprietarios.length >= MAXIMO_PESQUISA_CONJUNTA - 1}>
        Adicionar proprietário
      </button>
      {form.proprietarios.length > 0 && (
        <button type="button" className="botao botao-secundario" onClick={removerProprietario}>
          Remover proprietário
        </button>
      )}
      <span className="campo-ajuda">
        {form.veiculos.length} de {MAXIMO_PESQUISA_CONJUNTA} veículos · {form.proprietarios.length + 1} de {MAXIMO_PESQUISA_CONJUNTA} proprietários
      </span>
    </div>
  );
}
