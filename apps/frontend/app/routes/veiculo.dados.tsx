import {
  CORES_VEICULO,
  GRUPO,
  MENSAGENS_VEICULO,
  MENSAGENS_VINCULO,
  normalizarPlaca,
  placaParaVerificacao,
  somenteDigitos,
  TIPOS_VEICULO,
  TIPOS_VINCULO,
  tipoVinculoDoVeiculo,
  type TipoVinculo,
} from '@gr/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigate, useRouteError } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { Campo, Formulario, Selecao } from '~/components/form';
import { SeletorCliente } from '~/components/seletor-cliente';
import { useUsuario } from '~/components/usuario';
import { api } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { useConsulta } from '~/lib/consulta';
import { inteiroOuNulo, texto } from '~/lib/form.server';
import { exibir } from '~/lib/mascaras';
import { useVoltar } from '~/components/cabecalho';
import { redirecionarComAviso } from '~/lib/session.server';
import { voltarDe } from '~/lib/voltar';
import type { ItemLista, ModeloResumo, VeiculoDetalhe, VerificaPlaca } from '~/lib/tipos';
import { PainelErro } from '~/root';
import { useVeiculo } from './veiculo';

/**
 * The vehicle form (spec 03 §3 "Vehicle", §5 "Vehicle form", "Vehicle-client link", "Masks"):
 * plate (old AAA-9999 or Mercosul AAA9A99, uppercased) checked for availability on its first 7
 * characters ('placa já cadastrada' / 'placa disponivel'), type, colour, years, RENAVAM, maker →
 * model, technology and terminal, and the link step to a client ('Tipo vínculo: não pode ser
 * vazio'; a CARRETA is always AUTONOMO; a link never changes type). A client user's own client is
 * preset. After save the app goes to /veiculos.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const lista = (caminho: string) => api<ItemLista[]>(request, caminho).then((r) => (r.ok ? r.data : []));
  const [tecnologias, fabricantes] = await Promise.all([lista('/api/tecnologias/get_tecnologias'), lista('/api/fabricantes/get_fabricantes')]);
  return { tecnologias, fabricantes };
}

const NAO_SALVO = 'NÃO FOI POSSÍVEL SALVAR O VEÍCULO';

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const clienteId = inteiroOuNulo(form, 'cliente_id');
  const ano = (n: string) => (/^\d{4}$/.test(texto(form, n)) ? Number(texto(form, n)) : texto(form, n) ? -1 : null);
  const veiculo: Record<string, unknown> = {
    placa: normalizarPlaca(texto(form, 'placa')),
    tipo: texto(form, 'tipo') || null,
    cor: texto(form, 'cor') || null,
    ano_fabricacao: ano('ano_fabricacao'),
    ano_modelo: ano('ano_modelo'),
    renavan: somenteDigitos(texto(form, 'renavan')) || null,
    fabricante_id: inteiroOuNulo(form, 'fabricante_id'),
    modelo_id: inteiroOuNulo(form, 'modelo_id'),
    tecnologia_id: inteiroOuNulo(form, 'tecnologia_id'),
    numero: texto(form, 'numero').toUpperCase() || null,
    cliente_id: clienteId,
  };
  // The link goes with a client: required on create, and on edit only when a client is chosen
  // (a client user's existing link is kept as it is: its type never changes).
  if (clienteId && !texto(form, 'manter_vinculo')) veiculo.vinculo = { tipo: texto(form, 'vinculo') || null };
  if (params.id) veiculo.updated_at = texto(form, 'updated_at');
  const r = params.id
    ? await api<VeiculoDetalhe>(request, `/api/veiculos/${params.id}`, { method: 'PATCH', body: { veiculo }, registro: true })
    : await api<VeiculoDetalhe>(request, '/api/veiculos/create', { method: 'POST', body: { veiculo } });
  if (!r.ok) {
    // 400: each field's message beside it; otherwise the server's text (422 'PARA ALTERAR O VÍNCULO...', 409).
    const errors = r.errors && 'vinculo.tipo' in r.errors ? { ...r.errors, vinculo: r.errors['vinculo.tipo']! } : r.errors;
    return data({ errors, error: r.error ?? (errors ? undefined : NAO_SALVO) }, { status: r.status });
  }
  return redirecionarComAviso(request, voltarDe(request, '/veiculos'), params.id ? MENSAGENS_VEICULO.atualizado : MENSAGENS_VEICULO.salvo, {
    tipo: 'sucesso',
    duracao: DURACAO.salvar,
  });
}

const CAMPOS = [
  'placa',
  'tipo',
  'cor',
  'ano_fabricacao',
  'ano_modelo',
  'renavan',
  'fabricante_id',
  'modelo_id',
  'tecnologia_id',
  'numero',
  'cliente_id',
  'vinculo',
];

export default function VeiculoDados() {
  const { tecnologias, fabricantes } = useLoaderData<typeof loader>();
  const v = useVeiculo();
  const usuario = useUsuario();
  const navigate = useNavigate();
  const voltar = useVoltar('/veiculos');
  const falha = useActionData<typeof action>();
  const proprio = usuario?.grupo_usuario_id === GRUPO.CLIENTE && usuario.cliente_id ? { id: usuario.cliente_id, nome: usuario.cliente ?? '' } : null;
  const vinculoProprio = proprio ? (v?.clientes_veiculos.find((c) => c.cliente_id === proprio.id) ?? null) : null;

  const [placa, setPlaca] = useState(exibir('placa', v?.placa));
  const [tipo, setTipo] = useState<string>(v?.tipo ?? '');
  const [clienteId, setClienteId] = useState<number | null>(proprio?.id ?? null);
  const [tipoVinculo, setTipoVinculo] = useState<string>(vinculoProprio?.tipo ?? '');
  const [fabricante, setFabricante] = useState<string>(v?.fabricante_id ? String(v.fabricante_id) : '');
  const [modelo, setModelo] = useState<string>(v?.modelo_id ? String(v.modelo_id) : '');
  const [versao, setVersao] = useState(v?.updated_at);
  const verificacao = useConsulta<VerificaPlaca>();
  const modelos = useConsulta<ModeloResumo[]>();
  const verificada = useRef<string>('');

  useEffect(() => {
    if (!falha) setVersao(v?.updated_at);
  }, [v]); // eslint-disable-line react-hooks/exhaustive-deps

  // The maker's models (GET /api/fabricantes/{id}/modelos).
  const { consultar: consultarModelos } = modelos;
  useEffect(() => {
    if (fabricante) consultarModelos('modelos', { fabricante_id: fabricante });
  }, [fabricante, consultarModelos]);
  const listaModelos = fabricante && modelos.resultado?.ok ? modelos.resultado.dados : [];

  // Plate availability on its first 7 characters (verifica_placa/{placa}/{cliente_id}).
  const { consultar: verificar } = verificacao;
  useEffect(() => {
    const p7 = placaParaVerificacao(placa);
    const chave = `${p7}/${clienteId ?? ''}`;
    if (p7.length < 7 || !clienteId || (v && normalizarPlaca(v.placa) === p7) || verificada.current === chave) return;
    verificada.current = chave;
    verificar('placa', { placa: p7, cliente_id: clienteId });
  }, [placa, clienteId, v, verificar]);
  const r = verificacao.resultado;
  const p7 = placaParaVerificacao(placa);
  const atual = p7.length === 7 && verificada.current.startsWith(`${p7}/`);
  const placaOk = atual && r?.ok && r.dados.disponivel ? MENSAGENS_VEICULO.placaDisponivel : undefined;
  const placaErro = atual && r?.ok && !r.dados.disponivel ? [MENSAGENS_VEICULO.placaCadastrada] : atual && r && !r.ok ? (r.errors?.placa ?? []) : [];

  const carreta = tipo === 'CARRETA';
  const vinculoEfetivo = carreta && clienteId ? 'AUTONOMO' : tipoVinculo ? tipoVinculoDoVeiculo(tipo, tipoVinculo as TipoVinculo) : '';

  return (
    <Formulario campos={CAMPOS} onCancelar={() => navigate(voltar)} rotulo="Dados do veículo" className="form-secoes">
      {versao && <input type="hidden" name="updated_at" value={versao} />}
      <fieldset className="secao">
        <legend>Veículo</legend>
        <Campo
          nome="placa"
          rotulo="Placa"
          required
          mascara="placa"
          placeholder="AAA-9999 ou AAA9A99"
          className="maiusculas"
          value={placa}
          onChange={(e) => setPlaca(e.target.value)}
          erros={placaErro}
          sucesso={placaOk}
          ajuda={!clienteId && !v ? 'A disponibilidade é verificada quando o cliente do vínculo é escolhido.' : undefined}
        />
        {atual && r?.ok && !r.dados.disponivel && r.dados.veiculo_id && r.dados.veiculo_id !== v?.id && (
          <p className="aviso-campo">
            <Link to={`/veiculo/${r.dados.veiculo_id}`}>Abrir o veículo já cadastrado</Link>
          </p>
        )}
        <Selecao
          nome="tipo"
          rotulo="Tipo"
          required
          opcoes={TIPOS_VEICULO.map((t) => ({ valor: t, rotulo: t }))}
          value={tipo}
          onChange={(e) => setTipo(e.target.value)}
        />
        <Selecao nome="cor" rotulo="Cor" opcoes={CORES_VEICULO.map((c) => ({ valor: c, rotulo: c }))} defaultValue={v?.cor ?? ''} />
        <Campo nome="ano_fabricacao" rotulo="Ano de fabricação" inputMode="numeric" maxLength={4} placeholder="aaaa" defaultValue={v?.ano_fabricacao ?? ''} />
        <Campo nome="ano_modelo" rotulo="Ano do modelo" inputMode="numeric" maxLength={4} placeholder="aaaa" defaultValue={v?.ano_modelo ?? ''} />
        <Campo nome="renavan" rotulo="RENAVAM" mascara="renavam" placeholder="11 dígitos" defaultValue={v?.renavan ?? ''} />
        <Selecao
          nome="fabricante_id"
          rotulo="Fabricante"
          opcoes={fabricantes.map((f) => ({ valor: f.id, rotulo: f.nome ?? f.descricao ?? '' }))}
          value={fabricante}
          onChange={(e) => {
            setFabricante(e.target.value);
            setModelo('');
          }}
        />
        <Selecao
          nome="modelo_id"
          rotulo="Modelo"
          opcoes={listaModelos.map((m) => ({ valor: m.id, rotulo: m.nome }))}
          value={listaModelos.some((m) => String(m.id) === modelo) ? modelo : ''}
          onChange={(e) => setModelo(e.target.value)}
          disabled={!fabricante}
          vazio={fabricante ? 'Selecione...' : 'Escolha o fabricante'}
        />
      </fieldset>
      <fieldset className="secao">
        <legend>Rastreamento</legend>
        <Selecao
          nome="tecnologia_id"
          rotulo="Tecnologia"
          opcoes={tecnologias.map((t) => ({ valor: t.id, rotulo: t.descricao ?? t.nome ?? '' }))}
          defaultValue={v?.tecnologia_id ?? ''}
        />
        <Campo nome="numero" rotulo="Terminal" maxLength={30} className="maiusculas" defaultValue={v?.numero ?? ''} />
      </fieldset>
      <fieldset className="secao">
        <legend>Vínculo com o cliente</legend>
        {v && v.clientes_veiculos.length > 0 && (
          <ul className="largura-total lista-vinculos" aria-label="Vínculos ativos">
            {v.clientes_veiculos.map((c) => (
              <li key={c.id}>
                <strong>{c.cliente}</strong> · {c.tipo} · {c.idade.descricao}
              </li>
            ))}
          </ul>
        )}
        <SeletorCliente
          nome="cliente_id"
          rotulo={v && !proprio ? 'Vincular a outro cliente' : 'Cliente'}
          fixo={proprio}
          obrigatorio={!!proprio}
          onEscolher={(c) => setClienteId(c?.id ?? null)}
          className="largura-dupla"
        />
        <Selecao
          nome={carreta && clienteId ? 'vinculo_exibido' : 'vinculo'}
          rotulo="Tipo vínculo"
          aliases={carreta && clienteId ? ['vinculo'] : undefined}
          required={!!clienteId}
          opcoes={TIPOS_VINCULO.map((t) => ({ valor: t, rotulo: t }))}
          value={vinculoEfetivo}
          disabled={!clienteId || carreta || !!vinculoProprio}
          onChange={(e) => setTipoVinculo(e.target.value)}
          ajuda={
            vinculoProprio
              ? MENSAGENS_VINCULO.alterar
              : carreta && clienteId
                ? 'Carreta: o vínculo é sempre AUTONOMO.'
                : !clienteId
                  ? 'Escolha o cliente para informar o tipo do vínculo.'
                  : undefined
          }
        />
        {vinculoProprio && <input type="hidden" name="manter_vinculo" value="1" />}
        {carreta && clienteId && !vinculoProprio && <input type="hidden" name="vinculo" value="AUTONOMO" />}
      </fieldset>
    </Formulario>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
