/** Procedures on the vehicle (spec 01 §7.1 procedimentos_checklist), one flag each: the buttons of routes/checklist.teste.tsx and the flags its action accepts. */
export const PROCEDIMENTOS = [
  { flag: 'bloquear', rotulo: 'Bloquear' },
  { flag: 'desbloquear', rotulo: 'Desbloquear' },
  { flag: 'sirene', rotulo: 'Ligar sirene' },
  { flag: 'desligar_sirene', rotulo: 'Desligar sirene' },
  { flag: 'solicitar_posicao', rotulo: 'Solicitar posição' },
] as const;
