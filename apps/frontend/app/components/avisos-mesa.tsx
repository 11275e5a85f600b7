import { AVISOS_MESA, avisoRevisaoPerfil, GRUPO, isStaff, mediaSaudeIntegracoes } from '@gr/domain';
import { useFetcher } from '@remix-run/react';
import { useEffect } from 'react';
import { useAvisos } from './toast';

/** Loads `url` after `primeiraMs`, then every `intervaloMs` (or once, without an interval). */
function usePeriodico(ativo: boolean, carregar: () => void, primeiraMs: number, intervaloMs?: number) {
  useEffect(() => {
    if (!ativo) return;
    const primeira = setTimeout(carregar, primeiraMs);
    const periodico = intervaloMs ? setInterval(carregar, intervaloMs) : undefined;
    return () => {
      clearTimeout(primeira);
      if (periodico) clearInterval(periodico);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ativo]);
}

/**
 * The desk's notices with their periods (spec 02 §6, §8, §9; libs/domain AVISOS_MESA), beside
 * the express-queue ones (AvisosExpresso): the profile review for groups 3, 4, 6 and 7 (20 s,
 * then every 5 minutes); the client's PGR expiring within 15 days or past, for group 8, once per
 * page load (9 s); and the integrations' health for staff (15 s, then every 10 minutes:
 * 'Verifique as integrações' for 30 s when the mean is below 0).
 */
export function AvisosMesa({ grupo }: { grupo: number }) {
  const { notificar } = useAvisos();
  const perfil = useFetcher<{ quantidade: number }>();
  const pgr = useFetcher<string[]>();
  const integracoes = useFetcher<Array<number | null>>();
  const a = AVISOS_MESA;

  usePeriodico(a.revisaoPerfil.grupos.includes(grupo), () => perfil.load('/recursos/avisos/revisao_perfil'), a.revisaoPerfil.primeiraMs, a.revisaoPerfil.intervaloMs);
  usePeriodico(a.vencimentoPgr.grupos.includes(grupo), () => pgr.load('/recursos/avisos/pgr'), 1_000);
  usePeriodico(isStaff(grupo) && grupo !== GRUPO.CLIENTE, () => integracoes.load('/recursos/avisos/integracoes'), a.integracoes.primeiraMs, a.integracoes.intervaloMs);

  useEffect(() => {
    const texto = perfil.data ? avisoRevisaoPerfil(perfil.data.quantidade) : null;
    if (texto) notificar(texto, 'info', a.revisaoPerfil.duracaoMs);
  }, [perfil.data, notificar, a]);
  useEffect(() => {
    for (const texto of pgr.data ?? []) notificar(texto, 'erro', a.vencimentoPgr.duracaoMs);
  }, [pgr.data, notificar, a]);
  useEffect(() => {
    if (!integracoes.data) return;
    const media = mediaSaudeIntegracoes(integracoes.data);
    if (media !== null && media < 0) notificar(a.integracoes.mensagem, 'erro', a.integracoes.duracaoMs);
  }, [integracoes.data, notificar, a]);

  return null;
}
