import { isStaff } from '@gr/domain';
import { useEffect } from 'react';
import { useConsultaPeriodica } from './consulta-periodica';
import { useAvisos } from './toast';

const PRIMEIRA_MS = 5_000;
const INTERVALO_MS = 6 * 60_000;

export interface Desvinculadas {
  status: string;
  quantidade: number;
  estacoes: string[];
}

const ROTULOS: Record<string, string> = { AGENDADA: 'agendadas', EM_VIAGEM: 'em viagem' };

/** 'SM não vinculadas à tecnologia: 3 em viagem (MESA X, SEM ESTAÇÃO); 1 agendadas (MESA Y)', or null when there are none. */
export function textoDesvinculadas(linhas: readonly Desvinculadas[]): string | null {
  const partes = linhas.filter((l) => l.quantidade > 0).map((l) => `${l.quantidade} ${ROTULOS[l.status] ?? l.status}${l.estacoes.length ? ` (${l.estacoes.join(', ')})` : ''}`);
  return partes.length ? `SM não vinculadas à tecnologia: ${partes.join('; ')}` : null;
}

/**
 * The unlinked-SM poll (spec 02 §6, §7 `viagens_desvinculadas`, §9): for staff (groups 3–7, never
 * a client), 5 s after the page opens and then every 6 minutes; a notice with how many scheduled
 * and in-transit trips still wait for their technology link, and the stations they belong to.
 */
export function AvisosDesvinculadas({ grupo }: { grupo: number }) {
  const ativo = isStaff(grupo);
  const dados = useConsultaPeriodica<Desvinculadas[]>('/recursos/viagens_desvinculadas', PRIMEIRA_MS, INTERVALO_MS, ativo);
  const { notificar } = useAvisos();

  useEffect(() => {
    const texto = Array.isArray(dados) ? textoDesvinculadas(dados) : null;
    if (texto) notificar(texto, 'info', 10_000);
  }, [dados, notificar]);

  return null;
}
