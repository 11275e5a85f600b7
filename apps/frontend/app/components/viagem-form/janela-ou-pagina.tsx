import { GRUPO } from '@gr/domain';
import type { ReactNode } from 'react';
import { Modal } from '~/components/modal';
import { useUsuario } from '~/components/usuario';

/**
 * The trip pages' frame (spec 02 §2 "Trip pages", §6): a client user (group 8) gets a full page,
 * staff a window over the list they came from.
 */
export function JanelaOuPagina({ titulo, onFechar, children }: { titulo: string; onFechar: () => void; children: ReactNode }) {
  const usuario = useUsuario();
  if (usuario?.grupo_usuario_id === GRUPO.CLIENTE) {
    return (
      <section className="painel painel-largo">
        <h1>{titulo}</h1>
        {children}
      </section>
    );
  }
  return (
    <Modal titulo={titulo} onFechar={onFechar} largura={1000}>
      {children}
    </Modal>
  );
}
