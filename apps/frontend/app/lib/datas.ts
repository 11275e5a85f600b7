// Grid date format: one home in the domain library.
export { formatarDataHora } from '@gr/domain';
