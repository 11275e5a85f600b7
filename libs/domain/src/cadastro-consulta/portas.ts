import type { Politica } from './regras.js';

/**
 * Ports of the registration context (spec 03 §7 "A document lookup by policy through a registry
 * service: path not shown"): the registry service that answers a document lookup, and the PDF
 * renderer of the protocol and the reports. The offline defaults live in @gr/infrastructure.
 */
export interface PedidoConsultaDocumentos {
  cliente_id: number;
  politica: Politica;
  cpfs: string[];
  cnpjs: string[];
  placas: string[];
}

/** What the registry knows of a document; `validade_vigente` is the client's current valid search, if any. */
export interface PessoaConsultada {
  cpf: string;
  nome: string | null;
  rg: string | null;
  cnh: string | null;
  cnh_validade: string | null;
  fone1: string | null;
  funcionario_id: number | null;
  validade_vigente: string | null;
  registro_id: number | null;
}
export interface EmpresaConsultada {
  cnpj: string;
  razao_social: string | null;
  validade_vigente: string | null;
  registro_id: number | null;
}
export interface VeiculoConsultado {
  placa: string;
  renavan: string | null;
  veiculo_id: number | null;
  validade_vigente: string | null;
  registro_id: number | null;
}
export interface RespostaConsultaDocumentos {
  /** One message per refused document, shown as a danger notice each (spec 03 §5). */
  errors: string[];
  pessoas: PessoaConsultada[];
  empresas: EmpresaConsultada[];
  veiculos: VeiculoConsultado[];
  /** The restrictions behind the errors, by document digits or plate, so each item gets its laudo. */
  restricoes: Array<{ chave: string; motivo: string }>;
}

export interface ConsultaDocumentosPort {
  /** Name of the service that answered, recorded with each consultation. */
  readonly fonte: string;
  consultar(pedido: PedidoConsultaDocumentos): Promise<RespostaConsultaDocumentos>;
}

export interface OpcoesPdf {
  paisagem?: boolean;
  formato?: 'Letter' | 'A4';
}

/** HTML in, PDF out (Puppeteer on the server in production and tests). */
export interface GeradorPdf {
  gerar(html: string, opcoes?: OpcoesPdf): Promise<Uint8Array>;
}
