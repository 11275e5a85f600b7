/** Dates in grids: dd/mm/yyyy HH:mm:ss in America/Sao_Paulo (spec 01 §2.2, ARCHITECTURE "Persistence"). */
const FORMATO = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export function formatarDataHora(valor: string | number | Date | null | undefined): string {
  if (valor === null || valor === undefined || valor === '') return '';
  const data = valor instanceof Date ? valor : new Date(valor);
  if (Number.isNaN(data.getTime())) return String(valor);
  const p = Object.fromEntries(FORMATO.formatToParts(data).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}
