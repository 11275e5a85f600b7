import { Modal } from '~/components/modal';
import { formatarData } from '~/lib/datas';

/** A search of these documents still valid: ask whether to search again (is_nova_pesquisa). */
export function PerguntaVigente({ validade, onResponder, onFechar }: { validade: string; onResponder: (nova: boolean) => void; onFechar: () => void }) {
  return (
    <Modal titulo="Consulta vigente" papel="alertdialog" largura={460} onFechar={onFechar}>
      <p className="confirmacao-texto">Já existe uma consulta válida até {formatarData(validade)}. Deseja fazer uma nova pesquisa?</p>
      <div className="form-acoes">
        <button type="button" className="botao botao-secundario" autoFocus onClick={() => onResponder(false)}>
          Não
        </button>
        <button type="button" className="botao botao-primario" onClick={() => onResponder(true)}>
          Sim
        </button>
      </div>
    </Modal>
  );
}
