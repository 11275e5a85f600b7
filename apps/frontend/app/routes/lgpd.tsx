import { documentoDoTitular, GRID_LGPD_TRATAMENTOS, OPERACOES_LGPD, pode, somenteDigitos } from '@gr/domain';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react';
import { useId } from 'react';
import { useUsuario } from '~/components/usuario';
import { api } from '~/lib/api.server';
import { formatarDataHora } from '~/lib/datas';
import { exibir } from '~/lib/mascaras';
import { tokenDaSessao } from '~/lib/session.server';
import type { Esquema, UsuarioLogado } from '~/lib/tipos';

export const handle = { titulo: 'Privacidade e LGPD' };
export const meta: MetaFunction = () => [{ title: 'Privacidade e LGPD · GR' }];

type Tratamento = Esquema<'TratamentoDto'>;

interface Atendimento {
  podeExportar: boolean;
  documento: string;
  tipo: 'CPF' | 'CNPJ' | null;
  erro: string | null;
  historico: { records: number; rows: Tratamento[] } | null;
}

const ROTULOS_OPERACAO: Readonly<Record<(typeof OPERACOES_LGPD)[number], string>> = {
  CONSULTA: 'Consulta cadastral',
  RENOVACAO: 'Renovação de consulta',
  ANALISE: 'Análise de perfil',
  PROTOCOLO_EXTERNO: 'Protocolo de outra gerenciadora',
  BLACKLIST_INCLUSAO: 'Inclusão na blacklist',
  BLACKLIST_REMOCAO: 'Remoção da blacklist',
  EXPORTACAO: 'Exportação ao titular',
};

/**
 * The public text for everyone; a signed-in user with the `lgpd` access rule (the desk's
 * administrators and the registration group) also gets the data subject's service: a CPF/CNPJ,
 * its processing history (GET /api/lgpd/titular/{documento}/tratamentos, newest first) and the
 * export of everything held on it. Calls here never redirect: without a session the page stays public.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<{ atendimento: Atendimento | null }> {
  if (!(await tokenDaSessao(request))) return { atendimento: null };
  const eu = await api<UsuarioLogado>(request, '/api/users/usuario_logado', {
    publico: true,
  });
  if (!eu.ok || !pode(eu.data.acessos ?? {}, 'lgpd', 'index')) return { atendimento: null };
  const podeExportar = pode(eu.data.acessos, 'lgpd', 'exportar_titular');
  const informado = (new URL(request.url).searchParams.get('documento') ?? '').trim().slice(0, 30);
  if (!informado)
    return {
      atendimento: {
        podeExportar,
        documento: '',
        tipo: null,
        erro: null,
        historico: null,
      },
    };
  let titular: ReturnType<typeof documentoDoTitular>;
  try {
    titular = documentoDoTitular(informado);
  } catch {
    return {
      atendimento: {
        podeExportar,
        documento: informado,
        tipo: null,
        erro: 'CPF ou CNPJ inválido',
        historico: null,
      },
    };
  }
  const r = await api<{ records: number; rows: Tratamento[] }>(request, `/api/lgpd/titular/${titular.documento}/tratamentos`, {
    publico: true,
    query: {
      rows: GRID_LGPD_TRATAMENTOS.tamanhoMaximo,
      sidx: 'data',
      sord: 'desc',
    },
  });
  return {
    atendimento: {
      podeExportar,
      documento: titular.documento,
      tipo: titular.tipo,
      erro: r.ok ? null : r.error ?? 'Não foi possível carregar o histórico',
      historico: r.ok ? { records: r.data.records, rows: r.data.rows } : null,
    },
  };
}

/** The data subject's service (issue 13), for the desk only. */
function AtendimentoAoTitular({ a }: { a: Atendimento }) {
  const id = useId();
  const navigation = useNavigation();
  const buscando = navigation.state === 'loading' && navigation.location?.pathname === '/lgpd';
  const exibido = a.tipo ? exibir(a.tipo === 'CPF' ? 'cpf' : 'cnpj', a.documento) : a.documento;
  return (
    <section className="painel atendimento-titular" aria-labelledby="titulo-atendimento">
      <h2 id="titulo-atendimento">Atendimento ao titular</h2>
      <p>
        Informe o CPF ou o CNPJ do titular para ver o histórico de tratamento dos seus dados (consultas, renovações, análises, blacklist e exportações, com
        finalidade e base legal) e exportar tudo o que a gerenciadora guarda sobre ele.
      </p>
      <Form method="get" className="filtro-pagina" aria-label="Buscar titular">
        <label htmlFor={id}>CPF ou CNPJ</label>
        <input
          id={id}
          name="documento"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={exibido}
          placeholder="999.999.999-99 ou 99.999.999/9999-99"
          maxLength={18}
          aria-invalid={a.erro ? true : undefined}
          aria-describedby={a.erro ? `${id}-erro` : undefined}
          onChange={(e) => {
            const d = somenteDigitos(e.target.value);
            e.target.value = d.length > 11 ? exibir('cnpj', d.slice(0, 14)) : exibir('cpf', d);
          }}
        />
        <button type="submit" className="botao botao-primario" disabled={buscando}>
          {buscando ? 'Buscando...' : 'Buscar'}
        </button>
      </Form>
      {a.erro && (
        <p className="campo-erros" id={`${id}-erro`} role="alert">
          {a.erro}
        </p>
      )}
      {a.historico && a.tipo && (
        <>
          <div className="acoes-linha">
            <p role="status">
              {a.tipo} {exibido}: {a.historico.records === 0 ? 'nenhum tratamento registrado.' : `${a.historico.records} tratamento(s) registrado(s).`}
            </p>
            {a.podeExportar && (
              <a className="botao botao-primario" href={`/recursos/lgpd/exportar/${a.documento}`} download={`titular-${a.documento}.json`}>
                Exportar dados
              </a>
            )}
          </div>
          {a.historico.rows.length > 0 && (
            <div className="tabela-rolavel">
              <table className="tabela-simples">
                <caption className="visualmente-oculto">Histórico de tratamento de {exibido}, mais recente primeiro</caption>
                <thead>
                  <tr>
                    <th scope="col">Data</th>
                    <th scope="col">Operação</th>
                    <th scope="col">Finalidade</th>
                    <th scope="col">Base legal</th>
                    <th scope="col">Cliente</th>
                    <th scope="col">Registro</th>
                    <th scope="col">Usuário</th>
                  </tr>
                </thead>
                <tbody>
                  {a.historico.rows.map((t) => (
                    <tr key={t.id}>
                      <td>{formatarDataHora(t.data)}</td>
                      <td>{ROTULOS_OPERACAO[t.operacao as keyof typeof ROTULOS_OPERACAO] ?? t.operacao}</td>
                      <td>{t.finalidade}</td>
                      <td>{t.base_legal}</td>
                      <td>{t.cliente ?? '—'}</td>
                      <td>{t.registro_id ?? '—'}</td>
                      <td>{t.usuario}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/**
 * Privacy page about drivers' personal data, reachable without a session (spec 03 §2, §6): bare
 * then, inside the app's header and menu for a signed-in user (the layout decides, issue 19).
 */
export default function Lgpd() {
  const { atendimento } = useLoaderData<typeof loader>();
  const usuario = useUsuario();
  return (
    <div className="pagina-lgpd">
      {atendimento && <AtendimentoAoTitular a={atendimento} />}
      <article className="painel texto-longo" aria-labelledby="titulo-lgpd">
        {!usuario && (
          <p className="marca marca-grande">
            GR <span>Gerenciamento de Risco</span>
          </p>
        )}
        <h1 id="titulo-lgpd">Privacidade e proteção de dados pessoais (LGPD)</h1>
        <p>
          Esta página explica como a gerenciadora de risco trata os dados pessoais de motoristas, ajudantes e proprietários de
          veículos, conforme a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018).
        </p>

        <h2>Quais dados tratamos</h2>
        <ul>
          <li>Identificação: nome, CPF, RG, data de nascimento, filiação e fotografia.</li>
          <li>Habilitação: número, categoria e validade da CNH.</li>
          <li>Contato e endereço: telefones, e-mail, endereço e CEP.</li>
          <li>Dados da viagem: placas dos veículos, rotas, posições do rastreador, horários e ocorrências registradas.</li>
          <li>Resultados de consultas cadastrais (cadastro e consulta), com protocolo, validade e parecer.</li>
        </ul>

        <h2>Para que usamos</h2>
        <ul>
          <li>Analisar o perfil de risco antes do transporte de cargas, como exigido pelas apólices de seguro.</li>
          <li>Monitorar as viagens, acionar pronta resposta e apoiar o motorista em caso de incidente.</li>
          <li>Prevenir fraudes e roubos de cargas e cumprir obrigações legais e contratuais.</li>
        </ul>

        <h2>Bases legais</h2>
        <p>
          O tratamento se apoia na execução de contrato com transportadoras e embarcadores, no cumprimento de obrigação legal ou
          regulatória, no exercício regular de direitos, na proteção da vida e da incolumidade física e no legítimo interesse de
          prevenção de fraudes e de proteção da carga (art. 7º da LGPD).
        </p>

        <h2>Com quem compartilhamos</h2>
        <p>
          Somente com quem precisa dos dados para as finalidades acima: o cliente contratante da viagem, a seguradora e a corretora
          da apólice, as empresas de tecnologia de rastreamento e as equipes de pronta resposta, além de autoridades quando exigido
          por lei.
        </p>

        <h2>Por quanto tempo guardamos</h2>
        <p>
          Pelo tempo necessário às finalidades, à validade das consultas e aos prazos legais de guarda. Depois disso os dados são
          eliminados ou anonimizados.
        </p>

        <h2>Seus direitos</h2>
        <p>
          O titular pode pedir confirmação do tratamento, acesso, correção, anonimização, portabilidade, informação sobre
          compartilhamento e eliminação dos dados, nos termos do art. 18 da LGPD, por meio dos canais de atendimento da
          gerenciadora de risco ou da empresa que contratou a consulta.
        </p>

        <h2>Segurança</h2>
        <p>
          O acesso ao sistema é individual, protegido por senha e limitado pelas regras de acesso de cada usuário; as operações
          relevantes ficam registradas.
        </p>

        <p>{usuario ? <Link to="/">Voltar para o sistema</Link> : <Link to="/login">Ir para a tela de login</Link>}</p>
      </article>
    </div>
  );
}
