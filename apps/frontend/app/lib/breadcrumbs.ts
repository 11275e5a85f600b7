// The rule lives in the domain library (one home for both sides).
export { adicionarBreadcrumb, MAX_BREADCRUMBS, type Breadcrumb } from '@gr/domain';
