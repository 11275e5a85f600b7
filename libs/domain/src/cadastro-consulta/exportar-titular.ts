import { formatarData } from '../shared/index.js';
import type { Clock, EscopoTenant } from '../identity/index.js';
import { documentoDoTitular, exigirEquipe, MENSAGENS_LGPD, TRATAMENTO_EXPORTACAO } from './apoio.js';
import type { ConsultaGuardada, DadosDoTitular, TitularRepository } from './ports.js';
import { laudoExportado, vencimentoExportado } from './regras.js';

/** A consultation about the subject as the export shows it: the laudo's export name and the due day (`validade`). */
export type ConsultaDoTitular = Omit<ConsultaGuardada, 'data_vencimento' | 'dados'> & { validade: string; dados: Record<string, unknown> };

/** The data subject's file (LGPD art. 18, II and V). */
export interface ArquivoDoTitular extends Omit<DadosDoTitular, 'consultas'> {
  titular: { documento: string; tipo: 'CPF' | 'CNPJ' };
  gerado_em: string;
  gerado_por: string;
  consultas: ConsultaDoTitular[];
}

/** One rule for every export leaving the desk: the laudo's export name, the due day masked unless favourable. */
export function consultaDoTitular(c: ConsultaGuardada): ConsultaDoTitular {
  return {
    registro_id: c.registro_id, protocolo: c.protocolo, cliente: c.cliente ?? null, criterio: c.criterio, tipo_registro: c.tipo_registro, nome: c.nome ?? null,
    placa: c.placa ?? null, laudo: laudoExportado(c.laudo), validade: vencimentoExportado(formatarData(c.data_vencimento), c.laudo), bloqueado: !!c.bloqueado,
    finalidade: c.finalidade, base_legal: c.base_legal, data_cadastro: c.data_cadastro, dados: c.dados ?? {},
  };
}

/**
 * The data subject's request (issue 13: "a person's data can be exported"): everything kept of a
 * CPF or CNPJ, for the desk only (the file holds what every client asked about the person). The
 * export is itself recorded in the history (EXPORTACAO, legal obligation), in the same
 * transaction as the reads, so the file lists its own record.
 */
export class ExportarTitular {
  constructor(private readonly titulares: TitularRepository, private readonly clock: Clock) {}

  async executar(usuario: { id: number; username: string; escopo: EscopoTenant }, valor: unknown): Promise<ArquivoDoTitular> {
    exigirEquipe(usuario.escopo, MENSAGENS_LGPD.somenteEquipe);
    const titular = documentoDoTitular(valor);
    return this.titulares.emTransacao(async () => {
      await this.titulares.registrarTratamentos([
        { documento: titular.documento, operacao: 'EXPORTACAO', ...TRATAMENTO_EXPORTACAO, usuario: { id: usuario.id, username: usuario.username } },
      ]);
      const { consultas, ...dados } = await this.titulares.dadosDoTitular(titular);
      return {
        titular, gerado_em: this.clock.now().toISOString(), gerado_por: usuario.username, funcionario: dados.funcionario, vinculos: dados.vinculos, perfis: dados.perfis,
        empresa: dados.empresa, consultas: consultas.map(consultaDoTitular), blacklist: dados.blacklist, tratamentos: dados.tratamentos,
      };
    });
  }
}
