import { BotoesPassos, etapasLineares, PassosAssistente } from '~/components/passos';
import {
  cnpjValido,
  cpfValido,
  MENSAGENS_BLACKLIST,
  MENSAGENS_CADASTRO,
  normalizarPlaca,
  placaValida,
  somenteDigitos,
  TIPOS_DOCUMENTO,
  TIPOS_REGISTRO_BLACKLIST,
} from '@gr/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useRouteError } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { CabecalhoRegistro } from '~/components/cabecalho';
import { AreaTexto, Campo, ErrosDe, Formulario, Selecao } from '~/components/form';
import { documentoExibido, ROTULOS_TIPO_DOCUMENTO, ROTULOS_TIPO_REGISTRO } from '~/grids/cadastro-apoio';
import { api, usuarioLogado } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { texto } from '~/lib/form.server';
import { redirecionarComAviso } from '~/lib/session.server';
import type { ErrosCampo } from '~/lib/tipos';
import { voltarDe } from '~/lib/voltar';
import { PainelErro } from '~/root';

/**
 * /novo-blacklist (spec 03 §2, §3 "Blacklist entry", §4 "Blacklist wizard", §5, §8): three
 * steps, each pending, on or success: (1) kind of document and of entry, (2) the document (masked
 * as CPF for PF, CNPJ for PJ, sent digits only), the name and, for a vehicle only, the plate,
 * (3) the reason and confirmation. Success: 'INCLUSÃO REALIZADA COM SUCESSO', then the list;
 * a failure shows the server's message, field errors beside their fields on their step.
 */
export const handle = { titulo: 'Nova entrada na blacklist' };
export const meta: MetaFunction = () => [{ title: 'Nova entrada na blacklist · GR' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await usuarioLogado(request);
  return null;
}

interface Resultado {
  error?: string;
  errors?: ErrosCampo;
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const veiculo = texto(form, 'tipo_registro') === 'VEÍCULO';
  const blacklist = {
    tipo_documento: texto(form, 'tipo_documento') || null,
    tipo_registro: texto(form, 'tipo_registro') || null,
    documento: somenteDigitos(texto(form, 'documento')) || null,
    nome: texto(form, 'nome') || null,
    placa: veiculo ? normalizarPlaca(texto(form, 'placa')) || null : null,
    motivo: texto(form, 'motivo') || null,
  };
  const r = await api<{ message?: string }>(request, '/api/blacklist/create', {
    method: 'POST',
    body: { blacklist },
    registro: true,
  });
  if (!r.ok) {
    if (r.status === 400 && r.errors) return data<Resultado>({ errors: r.errors }, { status: 400 });
    return data<Resultado>(
      {
        error: r.status >= 500 ? 'Erro interno do servidor!' : r.error ?? 'Não foi possível incluir na blacklist',
      },
      { status: r.status }
    );
  }
  // After creation, the list (spec 03 §4), as the user left it.
  return redirecionarComAviso(request, voltarDe(request, '/list-blacklist'), r.data?.message ?? MENSAGENS_BLACKLIST.incluida, { tipo: 'sucesso', duracao: DURACAO.padrao });
}

type Passo = 1 | 2 | 3;
const TITULOS = ['Tipo de registro', 'Documento e identificação', 'Motivo e confirmação'] as const;
const PASSO_DO_CAMPO: Record<string, Passo> = {
  tipo_documento: 1,
  tipo_registro: 1,
  documento: 2,
  nome: 2,
  placa: 2,
  motivo: 3,
};

function Passos({ passo }: { passo: Passo }) {
  return <PassosAssistente etapas={etapasLineares(TITULOS, passo)} />;
}

export default function NovoBlacklist() {
  const resultado = useActionData<Resultado>();
  const [passo, setPasso] = useState<Passo>(1);
  const [tipoDocumento, setTipoDocumento] = useState('');
  const [tipoRegistro, setTipoRegistro] = useState('');
  const [documento, setDocumento] = useState('');
  const [nome, setNome] = useState('');
  const [placa, setPlaca] = useState('');
  const [erros, setErros] = useState<ErrosCampo>({});
  const formRef = useRef<HTMLDivElement>(null);
  const veiculo = tipoRegistro === 'VEÍCULO';
  const pj = tipoDocumento === 'PJ';

  // A server error sends the user back to the step of its first field.
  useEffect(() => {
    const passos = Object.keys(resultado?.errors ?? {}).map((c) => PASSO_DO_CAMPO[c] ?? 3);
    if (passos.length) setPasso(Math.min(...passos) as Passo);
  }, [resultado]);
  // The step's first field gets the focus.
  useEffect(() => {
    formRef.current
      ?.querySelector<HTMLElement>(
        `fieldset[data-passo="${passo}"] input:not([type=hidden]):not([readonly]), fieldset[data-passo="${passo}"] select, fieldset[data-passo="${passo}"] textarea`
      )
      ?.focus();
  }, [passo]);

  const validar = (n: Passo): boolean => {
    const e: ErrosCampo = {};
    if (n === 1) {
      if (!tipoDocumento) e.tipo_documento = ['Escolha o tipo de documento'];
      if (!tipoRegistro) e.tipo_registro = ['Escolha o tipo de registro'];
    }
    if (n === 2) {
      const d = somenteDigitos(documento);
      if (pj ? !cnpjValido(d) : !cpfValido(d)) e.documento = [pj ? 'CNPJ inválido' : 'CPF inválido'];
      if (!nome.trim()) e.nome = [MENSAGENS_CADASTRO.obrigatorios];
      if (veiculo && !placaValida(normalizarPlaca(placa))) e.placa = ['Placa inválida'];
    }
    setErros(e);
    return Object.keys(e).length === 0;
  };

  return (
    <section className="pagina-registro pagina-formulario" aria-labelledby="titulo-pagina" ref={formRef}>
      <CabecalhoRegistro titulo="Nova entrada na blacklist" voltar={{ para: '/list-blacklist', rotulo: 'Voltar para a blacklist' }} />
      <Passos passo={passo} />
      <Formulario
        campos={['tipo_documento', 'tipo_registro', 'documento', 'nome', 'placa', 'motivo']}
        rotuloSalvar="Incluir na blacklist"
        rotuloSalvando="Incluindo..."
        somenteLeitura={passo < 3}
        onSubmit={(e) => {
          if (passo < 3) return e.preventDefault();
          const motivo = (e.currentTarget.elements.namedItem('motivo') as HTMLTextAreaElement | null)?.value.trim() ?? '';
          if (!motivo) {
            e.preventDefault();
            setErros({ motivo: [MENSAGENS_CADASTRO.obrigatorios] });
          }
        }}
        acoesExtras={
          <BotoesPassos
            primeiro={passo === 1}
            ultimo={passo === 3}
            voltar={() => {
              setErros({});
              setPasso((p) => (p - 1) as Passo);
            }}
            proximo={() => validar(passo) && setPasso((p) => (p + 1) as Passo)}
          />
        }
      >
        <fieldset className="secao" hidden={passo !== 1} data-passo="1">
          <legend>1. Tipo de registro</legend>
          <Selecao
            nome="tipo_documento"
            rotulo="Tipo de documento"
            required
            value={tipoDocumento}
            onChange={(e) => {
              setTipoDocumento(e.target.value);
              setDocumento('');
            }}
            opcoes={TIPOS_DOCUMENTO.map((t) => ({
              valor: t,
              rotulo: ROTULOS_TIPO_DOCUMENTO[t],
            }))}
            erros={erros.tipo_documento}
          />
          <Selecao
            nome="tipo_registro"
            rotulo="Tipo de registro"
            required
            value={tipoRegistro}
            onChange={(e) => setTipoRegistro(e.target.value)}
            opcoes={TIPOS_REGISTRO_BLACKLIST.map((t) => ({
              valor: t,
              rotulo: ROTULOS_TIPO_REGISTRO[t],
            }))}
            erros={erros.tipo_registro}
            ajuda="Veículo: a placa fica bloqueada junto com o documento do proprietário."
          />
        </fieldset>

        <fieldset className="secao" hidden={passo !== 2} data-passo="2">
          <legend>2. Documento e identificação</legend>
          <Campo
            key={tipoDocumento || 'PF'}
            nome="documento"
            rotulo={pj ? 'CNPJ' : 'CPF'}
            mascara={pj ? 'cnpj' : 'cpf'}
            placeholder={pj ? '99.999.999/9999-99' : '999.999.999-99'}
            required
            value={documento}
            onChange={(e) => setDocumento(e.target.value)}
            erros={erros.documento}
          />
          <Campo
            nome="nome"
            rotulo={pj ? 'Razão social' : 'Nome'}
            required
            maxLength={150}
            className="maiusculas"
            value={nome}
            onChange={(e) => setNome(e.target.value)}
            erros={erros.nome}
          />
          {veiculo && (
            <Campo
              nome="placa"
              rotulo="Placa"
              mascara="placa"
              placeholder="ABC1D23"
              required
              value={placa}
              onChange={(e) => setPlaca(e.target.value)}
              erros={erros.placa}
            />
          )}
        </fieldset>

        <fieldset className="secao" hidden={passo !== 3} data-passo="3">
          <legend>3. Motivo e confirmação</legend>
          <AreaTexto nome="motivo" rotulo="Motivo" required maxLength={2000} rows={4} className="largura-total" erros={erros.motivo} />
          <dl className="resumo-confirmacao largura-total" aria-label="Confira antes de incluir">
            <dt>Tipo</dt>
            <dd>
              {ROTULOS_TIPO_DOCUMENTO[tipoDocumento as keyof typeof ROTULOS_TIPO_DOCUMENTO] ?? '—'} ·{' '}
              {ROTULOS_TIPO_REGISTRO[tipoRegistro as keyof typeof ROTULOS_TIPO_REGISTRO] ?? '—'}
            </dd>
            <dt>{pj ? 'CNPJ' : 'CPF'}</dt>
            <dd>{documento ? documentoExibido(tipoDocumento, somenteDigitos(documento)) : '—'}</dd>
            <dt>{pj ? 'Razão social' : 'Nome'}</dt>
            <dd>{nome.toUpperCase() || '—'}</dd>
            {veiculo && (
              <>
                <dt>Placa</dt>
                <dd>{normalizarPlaca(placa) || '—'}</dd>
              </>
            )}
          </dl>
          <ErrosDe nome="blacklist" />
        </fieldset>
      </Formulario>
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
