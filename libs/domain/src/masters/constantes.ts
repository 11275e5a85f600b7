/** Fixed lists of the masters context (spec 03 §3, spec 01 §9). */

export const TIPOS_CLIENTE = ['EMBARCADOR', 'TRANSPORTADOR', 'SEGURADOR', 'CORRETOR'] as const;
export type TipoCliente = (typeof TIPOS_CLIENTE)[number];

export const TIPOS_VEICULO = ['CARRETA', 'CAVALO', 'TRUCK', 'PASSEIO', 'VAN', 'TOCO'] as const;
export type TipoVeiculo = (typeof TIPOS_VEICULO)[number];

export const CORES_VEICULO = ['VERMELHO', 'AMARELO', 'AZUL', 'VERDE', 'BRANCO', 'PRETO', 'PRATA', 'CINZA', 'BEGE', 'LARANJA', 'MARROM', 'DOURADO'] as const;
export type CorVeiculo = (typeof CORES_VEICULO)[number];

/** How a vehicle or a driver relates to a client (glossary "Vínculo"). */
export const TIPOS_VINCULO = ['FROTA', 'AGREGADO', 'AUTONOMO'] as const;
export type TipoVinculo = (typeof TIPOS_VINCULO)[number];

/** Employee kinds: a MOTORISTA drives and needs a CNH; the others are staff of the client. */
export const TIPOS_FUNCIONARIO = ['MOTORISTA', 'AJUDANTE', 'ADMINISTRATIVO'] as const;
export type TipoFuncionario = (typeof TIPOS_FUNCIONARIO)[number];

export const CATEGORIAS_CNH = ['A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE'] as const;

/** Contact kinds; a new contact is OPERACIONAL (spec 03 §3 "Contact"). */
export const TIPOS_CONTATO = ['OPERACIONAL', 'COMERCIAL', 'FINANCEIRO', 'EMERGENCIA'] as const;
export type TipoContato = (typeof TIPOS_CONTATO)[number];
export const PRIORIDADE_MAXIMA_CONTATO = 9;

/** A tractor pulls at most three trailers (glossary "SM"). */
export const MAXIMO_CARRETAS_POR_CAVALO = 3;

/** Tracking technologies with fixed ids (spec 03 §9 "Other"). */
export const TECNOLOGIA = { ONIXSAT: 2, OMNILINK: 4, TELEMONITORADO: 13 } as const;
/** Technology ids 2 and 4 allow the online (automatic) checklist. */
export const TECNOLOGIAS_CHECKLIST_ONLINE: readonly number[] = [TECNOLOGIA.ONIXSAT, TECNOLOGIA.OMNILINK];

/** The technologies every install starts with; ids 2, 4 and 13 are fixed by the rules above. */
export const TECNOLOGIAS_PADRAO: ReadonlyArray<{ id: number; descricao: string }> = [
  { id: 1, descricao: 'AUTOTRAC' },
  { id: 2, descricao: 'ONIXSAT' },
  { id: 3, descricao: 'SASCAR' },
  { id: 4, descricao: 'OMNILINK' },
  { id: 5, descricao: 'JABURSAT' },
  { id: 6, descricao: 'RODOSIS' },
  { id: 7, descricao: 'POSITRON' },
  { id: 8, descricao: 'CONTROLLOC' },
  { id: 9, descricao: 'GLOBALSAT' },
  { id: 10, descricao: 'MEU BRUTO' },
  { id: 11, descricao: 'LOGÍSTICO' },
  { id: 12, descricao: 'SIGHRA' },
  { id: 13, descricao: 'TELEMONITORADO' },
  { id: 14, descricao: 'MAXTRACK' },
  { id: 15, descricao: 'CEABS' },
];

/** 'ONIXSAT e OMNILINK': the online checklist's technologies as a user reads them (issue 19, not '2 e 4'). */
export const NOMES_TECNOLOGIAS_CHECKLIST_ONLINE: string = TECNOLOGIAS_CHECKLIST_ONLINE.map(
  (id) => TECNOLOGIAS_PADRAO.find((t) => t.id === id)?.descricao ?? String(id),
).join(' e ');

/** Technologies the rules name by id cannot be removed. */
export const TECNOLOGIAS_DO_SISTEMA: readonly number[] = [TECNOLOGIA.ONIXSAT, TECNOLOGIA.OMNILINK, TECNOLOGIA.TELEMONITORADO];

/** The 27 federative units of Brazil. */
export const ESTADOS_BR: ReadonlyArray<{ uf: string; nome: string }> = [
  { uf: 'AC', nome: 'Acre' },
  { uf: 'AL', nome: 'Alagoas' },
  { uf: 'AP', nome: 'Amapá' },
  { uf: 'AM', nome: 'Amazonas' },
  { uf: 'BA', nome: 'Bahia' },
  { uf: 'CE', nome: 'Ceará' },
  { uf: 'DF', nome: 'Distrito Federal' },
  { uf: 'ES', nome: 'Espírito Santo' },
  { uf: 'GO', nome: 'Goiás' },
  { uf: 'MA', nome: 'Maranhão' },
  { uf: 'MT', nome: 'Mato Grosso' },
  { uf: 'MS', nome: 'Mato Grosso do Sul' },
  { uf: 'MG', nome: 'Minas Gerais' },
  { uf: 'PA', nome: 'Pará' },
  { uf: 'PB', nome: 'Paraíba' },
  { uf: 'PR', nome: 'Paraná' },
  { uf: 'PE', nome: 'Pernambuco' },
  { uf: 'PI', nome: 'Piauí' },
  { uf: 'RJ', nome: 'Rio de Janeiro' },
  { uf: 'RN', nome: 'Rio Grande do Norte' },
  { uf: 'RS', nome: 'Rio Grande do Sul' },
  { uf: 'RO', nome: 'Rondônia' },
  { uf: 'RR', nome: 'Roraima' },
  { uf: 'SC', nome: 'Santa Catarina' },
  { uf: 'SP', nome: 'São Paulo' },
  { uf: 'SE', nome: 'Sergipe' },
  { uf: 'TO', nome: 'Tocantins' },
];

// Stryker disable all: first-install demo data (realistic names for the seeder), not a rule; only
// MOTORISTA coming first matters, and constantes.spec.ts pins it.
/** Job functions every install starts with; MOTORISTA first. */
export const FUNCOES_PADRAO: readonly string[] = ['MOTORISTA', 'AJUDANTE DE MOTORISTA', 'CONFERENTE', 'GERENTE DE FROTA', 'ANALISTA DE TRÁFEGO', 'SUPERVISOR DE LOGÍSTICA', 'OPERADOR DE EMPILHADEIRA', 'ASSISTENTE ADMINISTRATIVO'];

/** Kinds of loss (sinistro) a claim history is recorded with. */
export const SINISTROS_PADRAO: readonly string[] = ['ROUBO DE CARGA', 'FURTO DE CARGA', 'ROUBO DE VEÍCULO', 'FURTO DE VEÍCULO', 'ACIDENTE', 'TOMBAMENTO', 'AVARIA DE CARGA', 'SAQUE DE CARGA', 'INCÊNDIO', 'DESVIO DE CARGA'];

/** Truck and trailer makers with some of their models (demo and first install). */
export const FABRICANTES_PADRAO: ReadonlyArray<{ nome: string; modelos: readonly string[] }> = [
  { nome: 'SCANIA', modelos: ['R 450', 'R 500', 'R 540', 'G 410', 'P 320', 'S 500'] },
  { nome: 'VOLVO', modelos: ['FH 460', 'FH 540', 'FM 380', 'FMX 500', 'VM 270', 'VM 330'] },
  { nome: 'MERCEDES-BENZ', modelos: ['ACTROS 2651', 'AXOR 2544', 'ATEGO 2430', 'ACCELO 1016', 'SPRINTER 416'] },
  { nome: 'DAF', modelos: ['XF 480', 'XF 530', 'CF 410', 'CF 450'] },
  { nome: 'IVECO', modelos: ['S-WAY 480', 'S-WAY 540', 'TECTOR 240E28', 'HI-WAY 600S44T', 'DAILY 35-150'] },
  { nome: 'VOLKSWAGEN', modelos: ['METEOR 28.460', 'CONSTELLATION 24.280', 'CONSTELLATION 25.460', 'DELIVERY 11.180', 'DELIVERY EXPRESS'] },
  { nome: 'FORD', modelos: ['CARGO 2429', 'CARGO 1119', 'CARGO 816', 'RANGER XLS', 'TRANSIT'] },
  { nome: 'RANDON', modelos: ['SR BA GRANELEIRO', 'SR SIDER', 'SR FURGÃO', 'SR BITREM', 'SR RODOTREM'] },
  { nome: 'LIBRELATO', modelos: ['SR GRANELEIRO', 'SR BASCULANTE', 'SR FURGÃO LONADO'] },
  { nome: 'FACCHINI', modelos: ['SR FURGÃO FRIGORÍFICO', 'SR SIDER', 'SR CARGA SECA'] },
  { nome: 'GUERRA', modelos: ['SR GRANELEIRO', 'SR PORTA CONTÊINER', 'SR TANQUE'] },
  { nome: 'NOMA', modelos: ['SR BITREM GRANELEIRO', 'SR CAÇAMBA', 'SR PRANCHA'] },
];
// Stryker restore all

export function permiteChecklistOnline(tecnologiaId: number | null | undefined): boolean {
  // null and undefined are in no list of ids.
  return TECNOLOGIAS_CHECKLIST_ONLINE.includes(tecnologiaId as number);
}
export function isTelemonitorado(tecnologiaId: number | null | undefined): boolean {
  return tecnologiaId === TECNOLOGIA.TELEMONITORADO;
}
