import { type RouteConfig, index, layout, route } from '@remix-run/route-config';
import { AREAS_EM_CONSTRUCAO, AREAS_PUBLICAS_EM_CONSTRUCAO, PREFIXO_ID_EM_CONSTRUCAO } from './lib/areas';

/**
 * The spec's URLs (spec 01 §2.1), in one place. Pages under the `_app` layout need a session and
 * show the side menu; the others stand alone (spec 01 §2.2, §6).
 */
const emConstrucao = (areas: typeof AREAS_EM_CONSTRUCAO) =>
  areas.map((a) => route(a.path.slice(1), 'routes/em-construcao.tsx', { id: PREFIXO_ID_EM_CONSTRUCAO + a.path }));

export default [
  // Without session or without the menu
  route('login', 'routes/login.tsx', [route('esqueci_senha', 'routes/login.esqueci_senha.tsx')]),
  route('login/token', 'routes/login.token.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('oauth/authorize', 'routes/oauth.authorize.tsx'),
  route('mudar_senha', 'routes/mudar_senha.tsx'),
  route('novasenha', 'routes/novasenha.tsx'),
  route('lgpd', 'routes/lgpd.tsx'),
  route('situacoes/app', 'routes/situacoes.app.tsx'),
  ...emConstrucao(AREAS_PUBLICAS_EM_CONSTRUCAO),

  // Resource routes: the browser never sees the token, so these proxy the API server-side.
  route('recursos/clientes', 'routes/recursos.clientes.ts'),
  route('recursos/layout', 'routes/recursos.layout.ts'),
  route('recursos/exportar', 'routes/recursos.exportar.ts'),

  // Signed-in area with the side menu
  layout('routes/_app.tsx', [
    index('routes/inicio.tsx', { id: 'inicio' }),
    route('dashboard', 'routes/inicio.tsx', { id: 'inicio:dashboard' }),
    route('dashboard_operacional', 'routes/inicio.tsx', { id: 'inicio:dashboard_operacional' }),
    route('cadastro_consulta', 'routes/inicio.tsx', { id: 'inicio:cadastro_consulta' }),

    route('usuarios', 'routes/usuarios.tsx', [
      route('novo', 'routes/usuarios.form.tsx', { id: 'usuarios-novo' }),
      route(':id', 'routes/usuarios.form.tsx', { id: 'usuarios-editar' }),
    ]),
    route('usuarios/regras_acesso', 'routes/usuarios.regras_acesso.tsx'),
    route('grupousuarios', 'routes/grupousuarios.tsx', [
      route('novo', 'routes/grupousuarios.form.tsx', { id: 'grupousuarios-novo' }),
      route(':id', 'routes/grupousuarios.form.tsx', { id: 'grupousuarios-editar' }),
    ]),

    ...emConstrucao(AREAS_EM_CONSTRUCAO),
  ]),

  // Any unknown route redirects to / (spec 01 §2.1)
  route('*', 'routes/desconhecida.tsx'),
] satisfies RouteConfig;
