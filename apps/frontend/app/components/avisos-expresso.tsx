import { CHECKLIST } from '@gr/domain';
import { useEffect, useRef } from 'react';
import { useConsultaPeriodica } from './consulta-periodica';
import { useAvisos } from './toast';

const PRIMEIRA_MS = 20_000;
const INTERVALO_MS = 5 * 60_000;
const ESPACO_MS = 20_000;

/**
 * Express-queue notices (spec 01 §6, §9) for groups 3, 4, 6 and 7: the first poll 20 s after the
 * page opens, then every 5 minutes; one notice per waiting checklist, 20 s apart, with its minutes
 * left out of the 45.
 */
export function AvisosExpresso({ grupo }: { grupo: number }) {
  const ativo = CHECKLIST.gruposAvisoExpresso.includes(grupo);
  const dados = useConsultaPeriodica<Array<{ id: number; placa: string; tempo_minutos: number }>>('/recursos/checklist/expresso', PRIMEIRA_MS, INTERVALO_MS, ativo);
  const { notificar } = useAvisos();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    if (!dados?.length) return;
    timers.current.forEach(clearTimeout);
    timers.current = dados.map((c, i) =>
      setTimeout(() => {
        const resto = c.tempo_minutos >= 0 ? `faltam ${c.tempo_minutos} de ${CHECKLIST.filaExpressaMinutos} minutos` : `atrasado ${-c.tempo_minutos} minutos além dos ${CHECKLIST.filaExpressaMinutos}`;
        notificar(`Checklist expresso ${c.placa} (nº ${c.id}): ${resto}`, c.tempo_minutos >= 0 ? 'info' : 'erro', 10_000);
      }, i * ESPACO_MS),
    );
    return () => timers.current.forEach(clearTimeout);
  }, [dados, notificar]);

  return null;
}
