import { NOTIFICACOES } from '@gr/domain';
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useAvisos } from './toast';

const CHAVE = 'gr:notificacoes-desktop';
type Nova = { id: number; placa: string | null; descricao: string; sm_id: number | null };

/**
 * Desktop notifications (spec 02 §2, §8) where the browser allows them: the button asks the
 * browser's permission; once granted (and kept on in this browser), the newest notifications are
 * checked every minute while the list is open and each new one becomes a desktop notification
 * titled with the plate. A browser without the Notification API gets
 * 'Este browser não suporta notificações de Desktop'.
 */
export function NotificacoesDesktop() {
  const { notificar } = useAvisos();
  const f = useFetcher<Nova[]>();
  const [ligadas, setLigadas] = useState(false);
  const ultima = useRef<number | null>(null);

  useEffect(() => {
    setLigadas(typeof Notification !== 'undefined' && Notification.permission === 'granted' && localStorage.getItem(CHAVE) === '1');
  }, []);

  useEffect(() => {
    if (!ligadas) return;
    f.load('/recursos/avisos/notificacoes');
    const t = setInterval(() => f.load('/recursos/avisos/notificacoes'), NOTIFICACOES.intervaloDesktopMs);
    return () => clearInterval(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ligadas]);

  useEffect(() => {
    const lista = f.data;
    if (!lista?.length || !ligadas) return;
    const maior = Math.max(...lista.map((n) => n.id));
    // The first answer only marks where we are: what was there before is not news.
    if (ultima.current !== null) {
      for (const n of lista.filter((x) => x.id > ultima.current!).reverse()) {
        new Notification(n.placa ? `Notificação · ${n.placa}` : 'Notificação', { body: `${n.descricao}${n.sm_id ? ` (SM ${n.sm_id})` : ''}`, tag: `notificacao-${n.id}` });
      }
    }
    ultima.current = Math.max(maior, ultima.current ?? 0);
  }, [f.data, ligadas]);

  async function alternar() {
    if (typeof window === 'undefined' || !('Notification' in window)) {
      notificar(NOTIFICACOES.semSuporteDesktop, 'erro');
      return;
    }
    if (ligadas) {
      localStorage.removeItem(CHAVE);
      setLigadas(false);
      notificar('Notificações de Desktop desligadas', 'info');
      return;
    }
    const permissao = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    if (permissao !== 'granted') {
      notificar('O browser não permitiu notificações de Desktop', 'erro');
      return;
    }
    localStorage.setItem(CHAVE, '1');
    setLigadas(true);
    notificar('Notificações de Desktop ligadas', 'sucesso');
  }

  return (
    <p className="pagina-descricao">
      As ocorrências registradas nas SMs, das mais novas para as mais antigas.{' '}
      <button type="button" className="botao botao-pequeno" onClick={alternar} aria-pressed={ligadas}>
        {ligadas ? 'Desligar notificações de Desktop' : 'Ativar notificações de Desktop'}
      </button>
    </p>
  );
}
