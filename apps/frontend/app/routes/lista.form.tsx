import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useLoaderData, useNavigate, useRouteError } from '@remix-run/react';
import { AreaTexto, Caixa, Campo, Formulario, Selecao } from '~/components/form';
import { useVoltar } from '~/components/cabecalho';
import { Modal, useFecharModal } from '~/components/modal';
import { type CampoLista, LISTAS_UI, type ListaUi, listaDaUrl, mensagensDaLista } from '~/grids/listas';
import { api, exigir } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { booleano, falhaFormulario, texto } from '~/lib/form.server';
import { formatarReais, lerReais } from '~/lib/mascaras';
import { redirecionarComAviso } from '~/lib/session.server';
import { voltarDe } from '~/lib/voltar';
import { PainelErro } from '~/root';
import { ehId } from '~/lib/ids';

/**
 * The form of every simple reference list (grids/listas/): a pop-up over its grid
 * (/tecnologias/novo, /tecnologias/12) or its own page (/modelo, /modelo/12).
 */
type Linha = Record<string, string | number | boolean | null>;

function alvo(request: Request, id: string | undefined): { l: ListaUi; chave: string | null } {
  const l = listaDaUrl(new URL(request.url).pathname);
  if (!l) throw redirect('/');
  if (id === undefined) return { l, chave: null };
  const valido = l.grid.chave === 'uf' ? /^[A-Za-z]{2}$/.test(id) : ehId(id);
  if (!valido) throw redirect(l.caminho);
  return { l, chave: l.grid.chave === 'uf' ? id.toUpperCase() : id };
}

/** One record: GET {api}/{id}, or the list's own call; a grid page answer gives its row. */
async function carregarLinha(request: Request, l: ListaUi, chave: string): Promise<Linha> {
  const r = exigir(await api<Linha | { rows: Linha[] }>(request, l.caminhos?.mostrar ? l.caminhos.mostrar(chave) : `${l.api}/${chave}`));
  if (r && typeof r === 'object' && Array.isArray((r as { rows?: unknown }).rows)) {
    const linha = (r as { rows: Linha[] }).rows.find((x) => String(x[l.grid.chave ?? 'id']) === chave);
    if (!linha) throw data({ error: 'Registro não encontrado' }, { status: 404 });
    return linha;
  }
  return r as Linha;
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
    chave ? carregarLinha(request, l, chave) : Promise.resolve(null),
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
  const dados: Record<string, string | number | boolean | null> = {};
  for (const c of l.campos) {
    if (chave && c.soNaCriacao) continue;
    if (c.tipo === 'caixa') {
      dados[c.nome] = booleano(form, c.nome);
      continue;
    }
    const v = c.tipo === 'area' ? String(form.get(c.nome) ?? '') : texto(form, c.nome);
    if (c.opcoes || c.opcoesFixas || c.tipo === 'numero') dados[c.nome] = v === '' ? null : /^-?\d+$/.test(v) ? Number(v) : v === 'true' ? true : v === 'false' ? false : v;
    // Money goes as a number when it reads well; otherwise as typed, for the server's 400.
    else if (c.tipo === 'moeda') dados[c.nome] = v === '' ? null : Number.isFinite(lerReais(v)) ? lerReais(v) : v;
    else dados[c.nome] = c.maiusculas ? v.toUpperCase() : v;
  }
  const body = { [l.envelope]: dados };
  const r = chave
    ? await api(request, l.caminhos ? l.caminhos.atualizar(chave) : `${l.api}/${chave}`, { method: l.caminhos?.metodoAtualizar ?? 'PATCH', body })
    : await api(request, l.caminhos?.criar ?? l.api, { method: 'POST', body });
  if (!r.ok) return falhaFormulario(r);
  const m = mensagensDaLista(l);
  // A pop-up keeps the grid's query; a page of its own goes back to the grid it was opened from.
  const destino = l.pagina ? voltarDe(request, l.caminho) : `${l.caminho}${new URL(request.url).search}`;
  return redirecionarComAviso(request, destino, chave ? m.atualizado : m.salvo, { tipo: 'sucesso', duracao: DURACAO.salvar });
}

export default function ListaFormulario() {
  const { nome, linha, opcoes } = useLoaderData<typeof loader>();
  const l = LISTAS_UI[nome]!;
  const navigate = useNavigate();
  const fecharModal = useFecharModal(l.caminho);
  const voltar = useVoltar(l.caminho);
  const titulo = linha ? `${l.editar} ${linha[l.campoTitulo] ?? ''}`.trim() : l.novo;
  const campos = (
    <Formulario
      campos={l.campos.map((c) => c.nome)}
      onCancelar={l.pagina ? () => navigate(voltar) : fecharModal}
      className={l.campos.length > 2 ? 'form-colunas' : undefined}
      key={String(linha?.[l.grid.chave ?? 'id'] ?? 'novo')}
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

function CampoDaLista({
  c,
  valor,
  editando,
  opcoes,
}: {
  c: CampoLista;
  valor: string | number | boolean | null | undefined;
  editando: boolean;
  opcoes: Array<{ valor: string; rotulo: string }>;
}) {
  const atual = editando ? valor : (valor ?? c.padrao);
  const inicial = atual === null || atual === undefined ? '' : String(atual);
  const classe = [c.maiusculas ? 'maiusculas' : '', c.largura === 'total' ? 'largura-total' : ''].join(' ');
  if (c.tipo === 'caixa') {
    return <Caixa nome={c.nome} rotulo={c.rotulo} defaultChecked={atual === true} className={classe} />;
  }
  if (c.tipo === 'selecao') {
    const lista = c.opcoesFixas ? c.opcoesFixas.map((o) => ({ valor: String(o.valor), rotulo: o.rotulo })) : opcoes;
    return <Selecao nome={c.nome} rotulo={c.rotulo} opcoes={lista} defaultValue={inicial} required={c.obrigatorio} className={classe} ajuda={c.ajuda} />;
  }
  if (c.tipo === 'moeda' || c.tipo === 'numero' || c.tipo === 'hora') {
    return (
      <Campo
        nome={c.nome}
        rotulo={c.rotulo}
        defaultValue={c.tipo === 'moeda' && inicial !== '' ? formatarReais(inicial) : inicial}
        required={c.obrigatorio}
        className={classe}
        mascara={c.tipo === 'moeda' ? 'moeda' : c.tipo === 'hora' ? 'hora' : undefined}
        inputMode="numeric"
        placeholder={c.tipo === 'moeda' ? 'R$ 0,00' : c.tipo === 'hora' ? 'HH:mm:ss' : undefined}
        ajuda={c.ajuda}
        autoComplete="off"
      />
    );
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
