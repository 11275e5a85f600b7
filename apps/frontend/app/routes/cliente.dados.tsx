import { campos as regras, cnpjValido, MENSAGENS_CNPJ, somenteDigitos, TIPOS_CLIENTE } from '@gr/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigate, useRouteError } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { Caixa, Campo, Formulario, Selecao } from '~/components/form';
import { SeletorCliente } from '~/components/seletor-cliente';
import { useAvisos } from '~/components/toast';
import { api } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { useConsulta } from '~/lib/consulta';
import { booleano, falhaFormulario, inteiroOuNulo, texto } from '~/lib/form.server';
import { exibir } from '~/lib/mascaras';
import { useVoltar } from '~/components/cabecalho';
import { redirecionarComAviso } from '~/lib/session.server';
import { manterVoltar } from '~/lib/voltar';
import type { Cliente, ConsultaCnpj, Estado } from '~/lib/tipos';
import { PainelErro } from '~/root';
import { useCliente } from './cliente';

/**
 * The client's data tab (spec 03 §3 "Client", §5 "Documents", "Masks"): CNPJ with its mask and
 * the registry lookup that fills the form, type, broker and insurer, address with the CEP mask
 * 99.999-999. POST /api/clientes or PATCH /api/clientes/{id} with `{ cliente }`; after a create
 * the app goes to /cliente/{id}. A stale edit (409) keeps what was typed and shows the message.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const r = await api<Estado[]>(request, '/api/get_estados');
  return { estados: r.ok ? r.data : [] };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const cliente: Record<string, unknown> = {
    cnpj: somenteDigitos(texto(form, 'cnpj')),
    razao_social: texto(form, 'razao_social').toUpperCase(),
    nome_fantasia: texto(form, 'nome_fantasia').toUpperCase() || null,
    tipo: texto(form, 'tipo') || null,
    cep: somenteDigitos(texto(form, 'cep')) || null,
    endereco: texto(form, 'endereco').toUpperCase() || null,
    numero: texto(form, 'numero').toUpperCase() || null,
    complemento: texto(form, 'complemento').toUpperCase() || null,
    bairro: texto(form, 'bairro').toUpperCase() || null,
    cidade: texto(form, 'cidade').toUpperCase() || null,
    uf: texto(form, 'uf') || null,
    corretor_id: inteiroOuNulo(form, 'corretor_id'),
    segurador_id: inteiroOuNulo(form, 'segurador_id'),
    reteste: booleano(form, 'reteste'),
    expresso: booleano(form, 'expresso'),
    ativo: booleano(form, 'ativo'),
  };
  if (params.id) cliente.updated_at = texto(form, 'updated_at');
  const r = params.id
    ? await api<Cliente>(request, `/api/clientes/${params.id}`, { method: 'PATCH', body: { cliente }, registro: true })
    : await api<Cliente>(request, '/api/clientes', { method: 'POST', body: { cliente } });
  if (!r.ok) return falhaFormulario(r);
  return redirecionarComAviso(request, manterVoltar(request, `/cliente/${r.data.id}`), params.id ? 'Cliente atualizado com sucesso' : 'Cliente salvo com sucesso', {
    tipo: 'sucesso',
    duracao: DURACAO.salvar,
  });
}

const CAMPOS = [
  'cnpj',
  'razao_social',
  'nome_fantasia',
  'tipo',
  'cep',
  'endereco',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'uf',
  'corretor_id',
  'segurador_id',
  'reteste',
  'expresso',
  'ativo',
];

type Texto = 'cnpj' | 'razao_social' | 'nome_fantasia' | 'cep' | 'endereco' | 'numero' | 'complemento' | 'bairro' | 'cidade' | 'uf';
const PREENCHIDOS_PELA_CONSULTA: readonly Texto[] = ['razao_social', 'nome_fantasia', 'cep', 'endereco', 'numero', 'complemento', 'bairro', 'cidade', 'uf'];

function valoresIniciais(c: Cliente | null): Record<Texto, string> {
  return {
    cnpj: exibir('cnpj', c?.cnpj),
    razao_social: c?.razao_social ?? '',
    nome_fantasia: c?.nome_fantasia ?? '',
    cep: exibir('cepPontuado', c?.cep),
    endereco: c?.endereco ?? '',
    numero: c?.numero ?? '',
    complemento: c?.complemento ?? '',
    bairro: c?.bairro ?? '',
    cidade: c?.cidade ?? '',
    uf: c?.uf ?? '',
  };
}

export default function ClienteDados() {
  const { estados } = useLoaderData<typeof loader>();
  const cliente = useCliente();
  const navigate = useNavigate();
  const voltar = useVoltar('/clientes');
  const { notificar } = useAvisos();
  const falha = useActionData<typeof action>();
  const [valores, setValores] = useState(() => valoresIniciais(cliente));
  // The version read when editing began: a save over someone else's change stays a 409.
  const [versao, setVersao] = useState(cliente?.updated_at);
  const [errosCnpj, setErrosCnpj] = useState<string[]>([]);
  const cnpj = useConsulta<ConsultaCnpj>();
  const { resultado } = cnpj;

  // After a save the loader brings the stored record: show it. A failed save keeps what was typed.
  useEffect(() => {
    if (falha) return;
    setValores(valoresIniciais(cliente));
    setVersao(cliente?.updated_at);
  }, [cliente]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!resultado) return;
    if (!resultado.ok) {
      setErrosCnpj(resultado.errors?.cnpj ?? [resultado.error ?? 'Não foi possível consultar o CNPJ']);
      return;
    }
    const d = resultado.dados;
    if (!d.encontrado) {
      notificar(d.message ?? MENSAGENS_CNPJ.naoEncontrado, 'info', DURACAO.padrao);
      return;
    }
    setValores((v) => {
      const novo = { ...v };
      for (const k of PREENCHIDOS_PELA_CONSULTA) {
        const x = d[k as keyof ConsultaCnpj];
        if (typeof x === 'string' && x) novo[k] = k === 'cep' ? exibir('cepPontuado', x) : x;
      }
      return novo;
    });
    notificar('Dados do CNPJ preenchidos pela consulta.', 'sucesso', DURACAO.salvar);
  }, [resultado, notificar]);

  const consultarCnpj = () => {
    const d = somenteDigitos(valores.cnpj);
    if (!d) return setErrosCnpj([MENSAGENS_CNPJ.nulo]);
    if (!cnpjValido(d)) return setErrosCnpj([regras.MSG.cnpjInvalido]);
    setErrosCnpj([]);
    cnpj.consultar('cnpj', { cnpj: d });
  };

  const campo = (k: Texto) => ({
    value: valores[k],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const v = e.target.value;
      setValores((x) => ({ ...x, [k]: v }));
      if (k === 'cnpj') setErrosCnpj([]);
    },
  });

  return (
    <Formulario campos={CAMPOS} onCancelar={() => navigate(voltar)} rotulo="Dados do cliente" className="form-secoes">
      {versao && <input type="hidden" name="updated_at" value={versao} />}
      <fieldset className="secao">
        <legend>Identificação</legend>
        <Campo
          nome="cnpj"
          rotulo="CNPJ"
          required
          mascara="cnpj"
          placeholder="99.999.999/9999-99"
          erros={errosCnpj}
          {...campo('cnpj')}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              consultarCnpj();
            }
          }}
          depois={
            <button type="button" className="botao" onClick={consultarCnpj} disabled={cnpj.carregando}>
              {cnpj.carregando ? 'Consultando...' : 'Consultar CNPJ'}
            </button>
          }
        />
        <Campo nome="razao_social" rotulo="Razão social" required maxLength={200} className="maiusculas" {...campo('razao_social')} />
        <Campo nome="nome_fantasia" rotulo="Nome fantasia" maxLength={150} className="maiusculas" {...campo('nome_fantasia')} />
        <Selecao nome="tipo" rotulo="Tipo" required opcoes={TIPOS_CLIENTE.map((t) => ({ valor: t, rotulo: t }))} defaultValue={cliente?.tipo ?? ''} />
      </fieldset>
      <fieldset className="secao">
        <legend>Endereço</legend>
        <Campo nome="cep" rotulo="CEP" mascara="cepPontuado" placeholder="99.999-999" {...campo('cep')} />
        <Campo nome="endereco" rotulo="Endereço" maxLength={200} className="maiusculas largura-dupla" {...campo('endereco')} />
        <Campo nome="numero" rotulo="Número" maxLength={20} className="maiusculas" {...campo('numero')} />
        <Campo nome="complemento" rotulo="Complemento" maxLength={100} className="maiusculas" {...campo('complemento')} />
        <Campo nome="bairro" rotulo="Bairro" maxLength={100} className="maiusculas" {...campo('bairro')} />
        <Campo nome="cidade" rotulo="Cidade" maxLength={100} className="maiusculas" {...campo('cidade')} />
        <Selecao nome="uf" rotulo="UF" opcoes={estados.map((e) => ({ valor: e.uf, rotulo: `${e.uf} - ${e.nome}` }))} {...campo('uf')} />
      </fieldset>
      <fieldset className="secao">
        <legend>Seguro</legend>
        <SeletorCliente
          nome="corretor_id"
          rotulo="Corretora"
          fonte="corretores"
          inicial={cliente?.corretor_id ? [{ id: cliente.corretor_id, nome: cliente.corretor ?? `Cliente ${cliente.corretor_id}` }] : []}
        />
        <SeletorCliente
          nome="segurador_id"
          rotulo="Seguradora"
          fonte="seguradores"
          inicial={cliente?.segurador_id ? [{ id: cliente.segurador_id, nome: cliente.segurador ?? `Cliente ${cliente.segurador_id}` }] : []}
        />
      </fieldset>
      <fieldset className="secao secao-caixas">
        <legend>Operação</legend>
        <Caixa nome="reteste" rotulo="Permite reteste de checklist" defaultChecked={cliente?.reteste ?? false} />
        <Caixa nome="expresso" rotulo="Permite fila expressa" defaultChecked={cliente?.expresso ?? false} />
        <Caixa nome="ativo" rotulo="Ativo" defaultChecked={cliente?.ativo ?? true} />
      </fieldset>
    </Formulario>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
