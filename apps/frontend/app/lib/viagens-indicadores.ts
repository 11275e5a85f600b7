/**
 * TEMPORARY until main has H4's ciclo (issue 21): its horaDaSituacao, same signature, so the
 * switch is an import change. Delete this file when '@gr/domain' exports it.
 */
export function horaDaSituacao(agora: Date): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', day: '2-digit', month: '2-digit', hourCycle: 'h23' }).formatToParts(agora).map((x) => [x.type, x.value]),
  );
  return `${p.hour}:${p.minute} ${p.day}-${p.month}`;
}
