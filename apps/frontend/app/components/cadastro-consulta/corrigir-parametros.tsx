import { ESTADOS_BR, somenteDigitos } from '@gr/domain';
import { useFetcher } from '@remix-run/react';
import { useState } from 'react';
import { useAvisoDoFetcher } from '~/components/aviso-do-fetcher';
import { Campo, Selecao } from '~/components/form';
import { Modal } from '~/components/modal';
import type { ItemRegistro } from '~/lib/cadastro-consulta';
import { exibir } from '~/lib/mascaras';
import type { ErrosCampo } from '~/lib/tipos';
import type { RespostaDetalhe } from '~/routes/detalhes.server';
import { documento, duracaoDoAviso, ehEmpresa, ehVeiculo } from './apresentacao';

const UFS = ESTADOS_BR.map((e) => ({ valor: e.uf, rotulo: e.uf }));

/** The 'Corrigir parâmetros' pop-up (POST corrigir_erros_parametros/{hash}); valid before it is sent. */
export function CorrigirParametros({ item, onFechar }: { item: ItemRegistro; onFechar: () => void }) {
  const f = useFetcher<RespostaDetalhe>();
  const [erros, setErros] = useState<ErrosCampo>({});
  useAvisoDoFetcher(f, {
    aposRecarregar: true,
    duracao: duracaoDoAviso,
    aoResponder: (r) => {
      if (r.ok) onFechar();
      else if (r.errors) setErros(r.errors);
    },
  });
  const d = (k: string) => {
    const v = item.dados?.[k];
    return v === null || v === undefined ? '' : String(v);
  };
  const veiculo = ehVeiculo(item);
  const empresa = ehEmpresa(item);
  return (
    <Modal titulo={`Corrigir parâmetros · ${item.placa ? exibir('placa', item.placa) : documento(item.documento)}`} onFechar={onFechar}>
      <f.Form
        method="post"
        className="formulario form-colunas"
        noValidate
        onSubmit={(e) => {
          const el = e.currentTarget.elements;
          const valor = (n: string) => ((el.namedItem(n) as HTMLInputElement | null)?.value ?? '').trim();
          const novos: ErrosCampo = {};
          if (!veiculo && !valor('nome')) novos.nome = ['Informe o nome'];
          if (!veiculo && !empresa && valor('cnh') && somenteDigitos(valor('cnh')).length !== 11) novos.cnh = ['CNH deve ter 11 dígitos'];
          if (veiculo && valor('renavan') && somenteDigitos(valor('renavan')).length !== 11) novos.renavan = ['Renavam deve ter 11 dígitos'];
          setErros(novos);
          if (Object.keys(novos).length) e.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="corrigir" />
        <input type="hidden" name="item_hash" value={item.hash} />
        {!veiculo && <Campo nome="nome" rotulo={empresa ? 'Razão social' : 'Nome'} required className="largura-total" defaultValue={item.nome ?? d('nome')} erros={erros.nome} />}
        {!veiculo && !empresa && (
          <>
            <Campo nome="rg" rotulo="RG" maxLength={20} defaultValue={d('rg')} erros={erros.rg} />
            <Selecao nome="rg_uf" rotulo="UF do RG" defaultValue={d('rg_uf')} opcoes={UFS} erros={erros.rg_uf} />
            <Campo nome="cnh" rotulo="CNH (registro)" mascara="cnh" defaultValue={d('cnh')} erros={erros.cnh} />
          </>
        )}
        {veiculo && (
          <>
            <Campo nome="renavan" rotulo="Renavam" mascara="renavam" defaultValue={d('renavan')} erros={erros.renavan} />
            <Selecao nome="uf" rotulo="UF do veículo" defaultValue={d('uf')} opcoes={UFS} erros={erros.uf} />
          </>
        )}
        <div className="form-acoes">
          <button type="button" className="botao botao-secundario" onClick={onFechar}>
            Cancelar
          </button>
          <button type="submit" className="botao botao-primario" disabled={f.state !== 'idle'}>
            {f.state !== 'idle' ? 'Salvando...' : 'Salvar correção'}
          </button>
        </div>
      </f.Form>
    </Modal>
  );
}
