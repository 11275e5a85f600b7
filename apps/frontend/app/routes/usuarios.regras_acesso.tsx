import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { Link, useLoaderData, useRouteError } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { Formulario } from '~/components/form';
import { api, exigir } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { falhaFormulario, inteiros } from '~/lib/form.server';
import { redirecionarComAviso } from '~/lib/session.server';
import { PainelErro } from '~/root';

interface RegrasAcesso {
  user: { id: number; username: string; grupo_usuario: string };
  controllers: Array<{
    id: number;
    nome: string;
    descricao: string;
    funcoes_controller: Array<{ id: number; nome: string; descricao: string; selected: boolean }>;
  }>;
}

export const handle = { titulo: 'Regras de acesso' };
export const meta: MetaFunction = () => [{ title: 'Regras de acesso · GR' }];

function idDaUrl(request: Request): string {
  const id = new URL(request.url).searchParams.get('id') ?? '';
  if (!/^\d+$/.test(id)) throw redirect('/usuarios');
  return id;
}

/** Access-rule editor (spec 03 §6): functions per controller for one user, 'Selecionar todos' per controller. */
export async function loader({ request }: LoaderFunctionArgs) {
  return exigir(await api<RegrasAcesso>(request, `/api/users/get_regras_acesso/${idDaUrl(request)}`));
}

export async function action({ request }: ActionFunctionArgs) {
  const id = idDaUrl(request);
  const funcoes = inteiros(await request.formData(), 'funcoes');
  const r = await api<{ message?: string }>(request, `/api/users/update_regras_acesso/${id}`, { method: 'POST', body: { funcoes } });
  if (!r.ok) return falhaFormulario(r);
  return redirecionarComAviso(request, `/usuarios/regras_acesso?id=${id}`, r.data?.message ?? 'Regras de acesso atualizadas com sucesso', {
    tipo: 'sucesso',
    duracao: DURACAO.confirmacao,
  });
}

export default function RegrasAcessoPagina() {
  const { user, controllers } = useLoaderData<typeof loader>();
  const inicial = () => new Set(controllers.flatMap((c) => c.funcoes_controller.filter((f) => f.selected).map((f) => f.id)));
  const [marcadas, setMarcadas] = useState<Set<number>>(inicial);
  // After saving, the loader's answer is the truth again.
  useEffect(() => setMarcadas(inicial()), [controllers]); // eslint-disable-line react-hooks/exhaustive-deps

  const alternar = (ids: number[], marcar: boolean) =>
    setMarcadas((atual) => {
      const nova = new Set(atual);
      for (const id of ids) (marcar ? nova.add(id) : nova.delete(id));
      return nova;
    });

  return (
    <section className="pagina-regras" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Regras de acesso</h1>
      <p>
        Usuário <strong>{user.username}</strong> · grupo {user.grupo_usuario}. <Link to="/usuarios">Voltar para usuários</Link>
      </p>
      <Formulario campos={['funcoes']} rotuloSalvar="Salvar regras de acesso">
        <div className="regras-grade">
          {controllers.map((c) => {
            const ids = c.funcoes_controller.map((f) => f.id);
            const quantas = ids.filter((id) => marcadas.has(id)).length;
            return (
              <fieldset key={c.id} className="regras-controlador">
                <legend>{c.descricao || c.nome}</legend>
                <CaixaTodos
                  rotulo={`Selecionar todos (${c.descricao || c.nome})`}
                  marcada={quantas === ids.length && ids.length > 0}
                  parcial={quantas > 0 && quantas < ids.length}
                  onChange={(v) => alternar(ids, v)}
                />
                {c.funcoes_controller.map((f) => (
                  <label key={f.id} className="regras-funcao">
                    <input type="checkbox" name="funcoes" value={f.id} checked={marcadas.has(f.id)} onChange={(e) => alternar([f.id], e.target.checked)} />
                    {f.descricao || f.nome}
                  </label>
                ))}
              </fieldset>
            );
          })}
        </div>
      </Formulario>
    </section>
  );
}

function CaixaTodos({ rotulo, marcada, parcial, onChange }: { rotulo: string; marcada: boolean; parcial: boolean; onChange: (v: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = parcial;
  }, [parcial]);
  return (
    <label className="regras-todos">
      <input ref={ref} type="checkbox" checked={marcada} onChange={(e) => onChange(e.target.checked)} aria-label={rotulo} />
      Selecionar todos
    </label>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
