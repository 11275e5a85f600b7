import { itemDoMenu, paginaInicial, podeAbrir } from '@gr/domain';
import { useNavigate } from '@remix-run/react';
import { useUsuario } from '~/components/usuario';

/**
 * The 'checklist online' box of the dashboards (spec 01 §2, spec 02 §2: /dashboard_checklist is
 * reached by ticking it): ticked on the checklist dashboard, it goes there from the others and back
 * to the user's own landing dashboard when unticked. Shown only to whom the checklist dashboard opens.
 */
export function ChecklistOnline({ marcado }: { marcado: boolean }) {
  const usuario = useUsuario();
  const navegar = useNavigate();
  const item = itemDoMenu('/dashboard_checklist');
  if (!usuario || !item || !podeAbrir(usuario.acessos ?? {}, item)) return null;
  return (
    <label className="checklist-online">
      <input key={String(marcado)} type="checkbox" defaultChecked={marcado} onChange={(e) => navegar(e.target.checked ? '/dashboard_checklist' : paginaInicial({ ...usuario, alterar_password: false }))} />
      Checklist online
    </label>
  );
}
