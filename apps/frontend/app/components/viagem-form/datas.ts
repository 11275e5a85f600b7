/**
 * The trip form's dates (spec 02 §3, §5, §9): shown as dd/mm/aaaa HH:mm in Brasília time, sent
 * as 'yyyy-MM-dd HH:mm:00.000-0300' (the spec's fixed offset).
 */
const FORMATO = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

/** An API date (ISO) as 'dd/mm/aaaa HH:mm'; empty when absent or unreadable. */
export function paraTela(valor: string | null | undefined): string {
  if (!valor) return '';
  const d = new Date(valor);
  if (Number.isNaN(d.getTime())) return '';
  const p = Object.fromEntries(FORMATO.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** 'dd/mm/aaaa HH:mm' as the API takes it; null when the text is not a real date and time. */
export function paraApi(texto: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(texto.trim());
  if (!m) return null;
  const [, dia, mes, ano, hora, minuto] = m as unknown as [string, string, string, string, string, string];
  const d = new Date(Date.UTC(Number(ano), Number(mes) - 1, Number(dia), Number(hora), Number(minuto)));
  if (d.getUTCDate() !== Number(dia) || d.getUTCMonth() !== Number(mes) - 1 || Number(hora) > 23 || Number(minuto) > 59) return null;
  return `${ano}-${mes}-${dia} ${hora}:${minuto}:00.000-0300`;
}
