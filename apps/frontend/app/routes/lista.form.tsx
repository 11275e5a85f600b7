import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useLoaderData, useNavigate, useRouteError } from '@remix-run/react';
import { AreaTexto, Campo, Formulario, Selecao } from '~/components/form';
import { Modal, useFecharModal } from '~/components/modal';
import { type CampoLista, LISTAS_UI, type ListaUi, listaDaUrl, mensagensDaLista } from '~/grids/listas';
import { api, exigir } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { falhaFormulario, texto } from '~/lib/form.server';
import { redirecionarComAviso } from '~/lib/session.server';
import { PainelErro } from '~/root';

/**
 * The form of every simple reference list (grids/listas.ts): a pop-up over its grid
 * (/tecnologias/novo, /tecnologias/12) or its own page (/modelo, /modelo/12).
 */
type Linha = Record<string, string | number | null>;

function alvo(request: Request, id: string | undefined): { l: ListaUi; chave: string | null } {
  const l = listaDaUrl(new URL(request.url).pathname);
  if (!l) throw redirect('/');
  if (id === undefined) return { l, chave: null };
  const valido = l.grid.chave === 'uf' ? /^[A-Za-z]{2}$/.test(id) : /^\d{1,9}$/.test(id);
  if (!valido) throw redirect(l.caminho);
  return { l, chave: l.grid.chave === 'uf' ? id.toUpperCase() : id };
}

export const meta: MetaFunction = ({ location, params }) => {
  const l = listaDaUrl(location.pathname);
  return [{ title: `${params.id ? l?.editar : l?.novo} · GR` }];
};
export const handle = {
  titulo: (pathname: string) => {
    const l = listaDaUrl(pathname);
    if (!l) return 'Cadastros';
    // A form with its own page (/modelo) is a page of its own in the breadcrumbs.
    return l.pagina ? (pathname === l.pagina ? l.novo : l.editar) : l.titulo;
  },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { l, chave } = alvo(request, params.id);
  const [linha, ...opcoes] = await Promise.all([
    chave ? api<Linha>(request, `${l.api}/${chave}`).then(exigir) : Promise.resolve(null),
    ...l.campos.map((c) =>
      c.opcoes
        ? api<Linha[]>(request, c.opcoes.api).then((r) => (r.ok ? r.data.map((o) => ({ valor: String(o[c.opcoes!.valor]), rotulo: String(o[c.opcoes!.rotulo]) })) : []))
        : Promise.resolve([]),
    ),
  ]);
  return { nome: l.nome, linha, opcoes: Object.fromEntries(l.campos.map((c, i) => [c.nome, opcoes[i] ?? []])) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { l, chave } = alvo(request, params.id);
  const form = await request.formData();
  const dados: Record<string, string | number | null> = {};
  for (const c of l.campos) {
    if (chave && c.soNaCriacao) continue;
    const v = c.tipo === 'area' ? String(form.get(c.nome) ?? '') : texto(form, c.nome);
    if (c.opcoes) dados[c.nome] = /^\d+$/.test(v) ? Number(v) : null;
    else dados[c.nome] = c.maiusculas ? v.toUpperCase() : v;
  }
  const body = { [l.envelope]: dados };
  const r = chave ? await api(request, `${l.api}/${chave}`, { method: 'PATCH', body }) : await api(request, l.api, { method: 'POST', body });
  if (!r.ok) return falhaFormulario(r);
  const m = mensagensDaLista(l);
  const busca = l.pagina ? '' : new URL(request.url).search;
  return redirecionarComAviso(request, `${l.caminho}${busca}`, chave ? m.atualizado : m.salvo, { tipo: 'sucesso', duracao: DURACAO.salvar });
}

export default function ListaFormulario() {
  const { nome, linha, opcoes } = useLoaderData<typeof loader>();
  const l = LISTAS_UI[nome];
  const navigate = useNavigate();
  const fecharModal = useFecharModal(l.caminho);
  const titulo = linha ? `${l.editar} ${linha[l.campoTitulo] ?? ''}`.trim() : l.novo;
  const campos = (
    <Formulario
      campos={l.campos.map((c) => c.nome)}
      onCancelar={l.pagina ? () => navigate(l.caminho) : fecharModal}
      className={l.campos.length > 2 ? 'form-colunas' : undefined}
    >
      {l.campos.map((c) => (
        <CampoDaLista key={c.nome} c={c} valor={linha?.[c.nome]} editando={!!linha} opcoes={opcoes[c.nome] ?? []} />
      ))}
    </Formulario>
  );
  if (l.pagina) {
    return (
      <section className="painel pagina-formulario" aria-labelledby="titulo-pagina">
        <h1 id="titulo-pagina">{titulo}</h1>
        {campos}
      </section>
    );
  }
  return (
    <Modal titulo={titulo} onFechar={fecharModal} largura={l.campos.some((c) => c.tipo === 'area') ? 760 : 480}>
      {campos}
    </Modal>
  );
}

function CampoDaLista({ c, valor, editando, opcoes }: { c: CampoLista; valor: string | number | null | undefined; editando: boolean; opcoes: Array<{ valor: string; rotulo: string }> }) {
  const inicial = valor === null || valor === undefined ? '' : String(valor);
  const classe = [c.maiusculas ? 'maiusculas' : '', c.largura === 'total' ? 'largura-total' : ''].join(' ');
  if (c.tipo === 'selecao') {
    return <Selecao nome={c.nome} rotulo={c.rotulo} opcoes={opcoes} defaultValue={inicial} required={c.obrigatorio} className={classe} />;
  }
  if (c.tipo === 'area') {
    return <AreaTexto nome={c.nome} rotulo={c.rotulo} defaultValue={inicial} required={c.obrigatorio} maxLength={c.max} rows={10} className={classe} />;
  }
  const bloqueado = editando && c.soNaCriacao;
  return (
    <Campo
      nome={c.nome}
      rotulo={c.rotulo}
      defaultValue={inicial}
      required={c.obrigatorio}
      maxLength={c.max}
      className={classe}
      readOnly={bloqueado}
      ajuda={bloqueado ? 'Não pode ser alterado.' : undefined}
      mascara={c.maiusculas ? 'maiusculas' : undefined}
      autoComplete="off"
    />
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
