import { MENSAGENS_VINCULO, TIPOS_VINCULO, tipoVinculoDoVeiculo, type TipoVinculo } from '@gr/domain';
import { type ActionFunctionArgs, data } from '@remix-run/node';
import { useParams, useRouteError } from '@remix-run/react';
import { useState } from 'react';
import { Formulario, Selecao } from '~/components/form';
import { Modal, useFecharModal } from '~/components/modal';
import { Seletor } from '~/components/seletor';
import { api } from '~/lib/api.server';
import { DURACAO, DURACAO_ERRO_VINCULO } from '~/lib/avisos';
import { falhaFormulario, inteiroOuNulo, texto } from '~/lib/form.server';
import { redirecionarComAviso } from '~/lib/session.server';
import { PainelErro } from '~/root';

/**
 * Link a vehicle to the client (spec 03 §5 "Vehicle-client link", spec 01 §5): the vehicle must be
 * picked from the list, a CARRETA is always AUTONOMO, a vehicle already linked is refused. The
 * server's refusal is a red notice for 4 s; on success the pop-up closes and the grid reloads with
 * 'Vínculo atualizado com sucesso'.
 */
const VEICULO_INVALIDO = 'Veículo inválido: escolha um veículo da lista';

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const clienteId = Number(params.id);
  const veiculoId = inteiroOuNulo(form, 'veiculo_id');
  if (!veiculoId) return data({ errors: { veiculo_id: [VEICULO_INVALIDO] } }, { status: 400 });
  // The grid's own check (spec 01 §5): is it linked to this client already?
  const atual = await api<{ vinculo: unknown }>(request, `/api/clientes/get_vinculo/${clienteId}/${veiculoId}`);
  if (atual.ok && atual.data.vinculo) return data({ error: MENSAGENS_VINCULO.veiculoJaVinculado }, { status: 422 });
  const r = await api<{ message?: string }>(request, '/api/clientes/vincular_veiculo', {
    method: 'PATCH',
    body: { tipo: texto(form, 'tipo') || null, veiculo_id: veiculoId, cliente_id: clienteId },
  });
  if (!r.ok) return falhaFormulario(r);
  const busca = new URL(request.url).search;
  return redirecionarComAviso(request, `/cliente/${clienteId}/veiculos${busca}`, r.data.message ?? MENSAGENS_VINCULO.atualizado, {
    tipo: 'sucesso',
    duracao: DURACAO.salvar,
  });
}

export default function VincularVeiculo() {
  const { id } = useParams();
  const fechar = useFecharModal(`/cliente/${id}/veiculos`);
  const [tipoVeiculo, setTipoVeiculo] = useState<string | null>(null);
  const [tipo, setTipo] = useState<string>('');
  const carreta = tipoVeiculo === 'CARRETA';
  const efetivo = tipo ? tipoVinculoDoVeiculo(tipoVeiculo ?? '', tipo as TipoVinculo) : carreta ? 'AUTONOMO' : '';
  return (
    <Modal titulo="Vincular veículo" onFechar={fechar} largura={520}>
      <Formulario campos={['veiculo_id', 'tipo', 'cliente_id']} onCancelar={fechar} erroComoAviso={DURACAO_ERRO_VINCULO} rotuloSalvar="Vincular">
        <Seletor
          nome="veiculo_id"
          rotulo="Veículo (placa)"
          fonte="veiculos"
          obrigatorio
          maiusculas
          placeholder="Digite ao menos 2 caracteres da placa"
          erroSemEscolha={VEICULO_INVALIDO}
          onEscolher={(o) => setTipoVeiculo(o?.tipo ?? null)}
        />
        <Selecao
          nome={carreta ? 'tipo_exibido' : 'tipo'}
          rotulo="Tipo vínculo"
          aliases={carreta ? ['tipo'] : undefined}
          required
          opcoes={TIPOS_VINCULO.map((t) => ({ valor: t, rotulo: t }))}
          value={efetivo}
          disabled={carreta}
          onChange={(e) => setTipo(e.target.value)}
          ajuda={carreta ? 'Carreta: o vínculo é sempre AUTONOMO.' : undefined}
        />
        {carreta && <input type="hidden" name="tipo" value="AUTONOMO" />}
      </Formulario>
    </Modal>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
