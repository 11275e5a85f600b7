import { BotoesPassos, etapasLineares, PassosAssistente } from '~/components/passos';
import { BASES_LEGAIS, FINALIDADE_PADRAO, FONTES_PROTOCOLO, MENSAGENS_CADASTRO } from '@gr/domain';
import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { CabecalhoRegistro } from '~/components/cabecalho';
import { Campo, Formulario, Selecao } from '~/components/form';
import { SeletorCliente } from '~/components/seletor-cliente';
import { Seletor } from '~/components/seletor';
import { api, exigir, usuarioLogado } from '~/lib/api.server';
import { escolheCliente, type PoliticaCadastro } from '~/lib/cadastro-consulta';
import { hojeIso } from '~/lib/datas';
import { falhaFormulario, inteiroOuNulo, texto } from '~/lib/form.server';
import { redirecionarComAviso } from '~/lib/session.server';
import type { ErrosCampo } from '~/lib/tipos';
import { PainelErro } from '~/root';
import estilos from '~/cadastro-consulta.css?url';

/**
 * /protocolo/novo (spec 03 §2, §4 "Protocol wizard", §5, §6): a protocol issued elsewhere, in three
 * steps. (1) The client: the user's own for client users, chosen by groups 3–7. (2) Source,
 * protocol, validity (from today) and policy (6 hidden, 4 never). (3) The driver and/or the vehicle
 * it covers; neither is 'Adicione um veiculo ou motorista para vincular ao protocolo'. Sent with
 * status ACORDO; then back to /cadastro_consulta.
 */
export const handle = { titulo: 'Protocolo externo' };
export const meta: MetaFunction = () => [{ title: 'Protocolo externo · GR' }];
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: estilos }];

const DURACAO_REGISTRO = 6000;

export async function loader({ request }: LoaderFunctionArgs) {
  const usuario = await usuarioLogado(request);
  // The protocol form hides policy 6 (spec 03 §5); 4 is never offered.
  const politicas = exigir(await api<PoliticaCadastro[]>(request, '/api/registro/get_politicas')).filter((p) => p.id !== 4 && p.id !== 6);
  const clienteFixo = escolheCliente(usuario.grupo_usuario_id, usuario.cliente_id) ? null : { id: usuario.cliente_id!, nome: usuario.cliente ?? `Cliente ${usuario.cliente_id}` };
  return { politicas, clienteFixo, hoje: hojeIso() };
}

const PASSO_DO_CAMPO: Record<string, 1 | 2 | 3> = { cliente_id: 1, fonte: 2, protocolo: 2, validade: 2, politica: 2, finalidade: 2, base_legal: 2, motorista_id: 3, veiculo_id: 3 };
const CAMPOS = Object.keys(PASSO_DO_CAMPO);

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const registro = {
    cliente_id: inteiroOuNulo(form, 'cliente_id'),
    fonte: texto(form, 'fonte'),
    protocolo: texto(form, 'protocolo'),
    validade: texto(form, 'validade'),
    politica: inteiroOuNulo(form, 'politica'),
    motorista_id: inteiroOuNulo(form, 'motorista_id'),
    veiculo_id: inteiroOuNulo(form, 'veiculo_id'),
    status: 'ACORDO',
    finalidade: texto(form, 'finalidade'),
    base_legal: texto(form, 'base_legal'),
  };
  const r = await api<{ id: number; message?: string }>(request, '/api/registro/protocolo', { method: 'POST', body: { registro }, registro: true });
  if (!r.ok) return falhaFormulario(r, 'não registrado!');
  return redirecionarComAviso(request, '/cadastro_consulta', r.data.message || 'Registrado com sucesso', { tipo: 'sucesso', duracao: DURACAO_REGISTRO });
}

const TITULOS = ['Cliente', 'Protocolo', 'Motorista e veículo'];

export default function NovoProtocolo() {
  const { politicas, clienteFixo, hoje } = useLoaderData<typeof loader>();
  const resultado = useActionData<{ errors?: ErrosCampo; error?: string }>();
  const [passo, setPasso] = useState<1 | 2 | 3>(1);
  const [clienteId, setClienteId] = useState<number | null>(clienteFixo?.id ?? null);
  const [fonte, setFonte] = useState('');
  const [protocolo, setProtocolo] = useState('');
  const [validade, setValidade] = useState('');
  const [politica, setPolitica] = useState('');
  const [motorista, setMotorista] = useState<number | null>(null);
  const [veiculo, setVeiculo] = useState<number | null>(null);
  const [erros, setErros] = useState<ErrosCampo>({});

  // A server error sends the user back to the step of its field.
  useEffect(() => {
    const passos = Object.keys(resultado?.errors ?? {}).map((c) => PASSO_DO_CAMPO[c]).filter((p): p is 1 | 2 | 3 => !!p);
    if (passos.length) setPasso(Math.min(...passos) as 1 | 2 | 3);
  }, [resultado]);

  const validar = (n: 1 | 2 | 3): boolean => {
    const e: ErrosCampo = {};
    if (n === 1 && !clienteId) e.cliente_id = ['Cliente não selecionado'];
    if (n === 2) {
      if (!fonte) e.fonte = [MENSAGENS_CADASTRO.obrigatorios];
      if (!protocolo.trim()) e.protocolo = [MENSAGENS_CADASTRO.obrigatorios];
      if (!validade) e.validade = [MENSAGENS_CADASTRO.obrigatorios];
      else if (validade < hoje) e.validade = ['A validade começa hoje'];
      if (!politica) e.politica = [MENSAGENS_CADASTRO.obrigatorios];
    }
    if (n === 3 && !motorista && !veiculo) e.motorista_id = [MENSAGENS_CADASTRO.protocoloSemItem];
    setErros(e);
    return Object.keys(e).length === 0;
  };

  return (
    <section className="pagina-registro pagina-formulario" aria-labelledby="titulo-pagina">
      <CabecalhoRegistro titulo="Protocolo externo" voltar={{ para: '/cadastro_consulta', rotulo: 'Voltar para consultas' }} />
      <PassosAssistente etapas={etapasLineares(TITULOS, passo)} />
      <Formulario
        campos={CAMPOS}
        rotulo="Protocolo externo"
        rotuloSalvar="Registrar protocolo"
        rotuloSalvando="Registrando protocolo..."
        somenteLeitura={passo < 3}
        onSubmit={(e) => {
          if (passo < 3 || !validar(3)) e.preventDefault();
        }}
        acoesExtras={
          <BotoesPassos
            primeiro={passo === 1}
            ultimo={passo === 3}
            voltar={() => setPasso((p) => (p - 1) as 1 | 2)}
            proximo={() => {
              if (validar(passo)) setPasso((p) => (p + 1) as 2 | 3);
            }}
          />
        }
      >
        <fieldset className="secao" hidden={passo !== 1}>
          <legend>1. Cliente</legend>
          <SeletorCliente nome="cliente_id" rotulo="Cliente" obrigatorio fixo={clienteFixo} className="largura-total" onEscolher={(c) => setClienteId(c?.id ?? null)} />
          {erros.cliente_id && <p className="campo-erros largura-total">{erros.cliente_id.join(', ')}</p>}
        </fieldset>

        <fieldset className="secao" hidden={passo !== 2}>
          <legend>2. Protocolo</legend>
          <Selecao nome="fonte" rotulo="Fonte" required value={fonte} onChange={(e) => setFonte(e.target.value)} opcoes={FONTES_PROTOCOLO.map((f) => ({ valor: f, rotulo: f }))} erros={erros.fonte} />
          <Campo nome="protocolo" rotulo="Protocolo" required maxLength={60} value={protocolo} onChange={(e) => setProtocolo(e.target.value.toUpperCase())} erros={erros.protocolo} />
          <Campo nome="validade" rotulo="Validade" type="date" required min={hoje} value={validade} onChange={(e) => setValidade(e.target.value)} erros={erros.validade} />
          <Selecao nome="politica" rotulo="Política" required value={politica} onChange={(e) => setPolitica(e.target.value)} opcoes={politicas.map((p) => ({ valor: p.id, rotulo: p.descricao }))} erros={erros.politica} />
          <Selecao nome="base_legal" rotulo="Base legal (LGPD)" required defaultValue={BASES_LEGAIS[0]} opcoes={BASES_LEGAIS.map((b) => ({ valor: b, rotulo: b }))} vazio={null} />
          <Campo nome="finalidade" rotulo="Finalidade" required maxLength={200} defaultValue={FINALIDADE_PADRAO} className="largura-total" />
        </fieldset>

        <fieldset className="secao" hidden={passo !== 3}>
          <legend>3. Motorista e veículo</legend>
          <p className="campo-ajuda largura-total">Informe o motorista, o veículo ou os dois.</p>
          <Seletor
            nome="motorista_id"
            rotulo="Motorista"
            fonte="motoristas_cadastro"
            placeholder="Digite ao menos 2 letras do nome ou o CPF"
            erroSemEscolha="Motorista inválido: escolha um motorista da lista"
            onEscolher={(o) => setMotorista(o?.id ?? null)}
          />
          <Seletor
            nome="veiculo_id"
            rotulo="Veículo (placa)"
            fonte="veiculos"
            maiusculas
            placeholder="Digite ao menos 2 caracteres da placa"
            erroSemEscolha="Veículo inválido: escolha um veículo da lista"
            onEscolher={(o) => setVeiculo(o?.id ?? null)}
          />
          {erros.motorista_id && <p className="campo-erros largura-total" role="alert">{erros.motorista_id.join(', ')}</p>}
        </fieldset>
      </Formulario>
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
