/**
 * Peripherals of a PGR item (spec 03 §3 "Item PGR"), each shown as its icon: a sensor badge with
 * the peripheral's number, named for screen readers.
 */
export function IconePeriferico({ id }: { id: number }) {
  const nome = `Periférico ${id}`;
  return (
    <span className="icone-periferico" role="img" aria-label={nome} title={nome}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="12" cy="14" r="3" fill="currentColor" />
        <path d="M7.8 9.8a6 6 0 0 1 8.4 0M5 7a10 10 0 0 1 14 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span aria-hidden="true">{id}</span>
    </span>
  );
}

/** The peripheral column's cell of a grid: its icon, or nothing. */
export const celulaPeriferico = (l: { periferico_id?: number | null }) => (l.periferico_id ? <IconePeriferico id={l.periferico_id} /> : '');
