import type { EntityManager } from '@mikro-orm/postgresql';
import { formatarCnpj, formatarCpf, type ConsultaDocumentosPort, type PedidoConsultaDocumentos, type RespostaConsultaDocumentos } from '@gr/domain';
import { kx } from '../persistence/knex.js';

/**
 * Offline default of the registry service (spec 03 §7 "A document lookup by policy through a
 * registry service"): answers from the desk's own records (employees, vehicles, clients), the
 * client's current valid searches (`validade_vigente`) and the blacklist, whose entries come back
 * as errors, one per document. A commercial registry adapter implements the same port.
 */
export class ConsultaDocumentosLocal implements ConsultaDocumentosPort {
  readonly fonte = 'CADASTRO_LOCAL';
  constructor(private readonly em: EntityManager) {}

  async consultar(p: PedidoConsultaDocumentos): Promise<RespostaConsultaDocumentos> {
    const db = kx(this.em);
    const documentos = [...p.cpfs, ...p.cnpjs];
    const [funcionarios, clientes, veiculos, bloqueios, vigentes] = await Promise.all([
      p.cpfs.length ? db('funcionarios').whereIn('cpf', p.cpfs).select('id', 'cpf', 'nome', 'rg', 'registro_cnh', 'cnh_validade', 'fone1') : [],
      p.cnpjs.length ? db('clientes').whereIn('cnpj', p.cnpjs).select('cnpj', 'razao_social') : [],
      p.placas.length ? db('veiculos').whereIn('placa', p.placas).select('id', 'placa', 'renavan') : [],
      documentos.length || p.placas.length
        ? db('blacklist')
            .where((q) => {
              if (documentos.length) q.whereIn('documento', documentos);
              if (p.placas.length) q.orWhereIn('placa', p.placas);
            })
            .select('documento', 'tipo_documento', 'placa', 'motivo')
        : [],
      documentos.length || p.placas.length
        ? db('registros_itens as i')
            .join('registros as r', 'r.id', 'i.registro_id')
            .where('r.cliente_id', p.cliente_id)
            .whereIn('i.laudo', ['ACORDO', 'RETIFICADO'])
            .where('i.bloqueado', false)
            .whereNot('r.status', 'CANCELADO')
            .where('i.data_vencimento', '>', db.fn.now())
            .where((q) => {
              if (documentos.length) q.whereIn('i.documento', documentos);
              if (p.placas.length) q.orWhereIn('i.placa', p.placas);
            })
            .select('i.documento', 'i.placa', 'i.data_vencimento', 'r.id as registro_id')
            .orderBy('i.data_vencimento', 'desc')
        : [],
    ]);
    const vigente = (chave: (v: { documento: string | null; placa: string | null }) => boolean) => {
      const v = (vigentes as Array<{ documento: string | null; placa: string | null; data_vencimento: Date; registro_id: number }>).find(chave);
      return { validade_vigente: v ? new Date(v.data_vencimento).toISOString() : null, registro_id: v?.registro_id ?? null };
    };
    const errors: string[] = [];
    const restricoes: Array<{ chave: string; motivo: string }> = [];
    for (const b of bloqueios as Array<{ documento: string; tipo_documento: string; placa: string | null; motivo: string }>) {
      if (b.placa && p.placas.includes(b.placa)) {
        restricoes.push({ chave: b.placa, motivo: b.motivo });
        errors.push(`PLACA ${b.placa} CONSTA NA BLACKLIST: ${b.motivo}`);
      }
      if (documentos.includes(b.documento)) restricoes.push({ chave: b.documento, motivo: b.motivo });
      if (documentos.includes(b.documento) && !(b.placa && p.placas.includes(b.placa))) errors.push(`${b.tipo_documento === 'PF' ? 'CPF' : 'CNPJ'} ${b.tipo_documento === 'PF' ? formatarCpf(b.documento) : formatarCnpj(b.documento)} CONSTA NA BLACKLIST: ${b.motivo}`);
    }
    const dataIso = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : typeof d === 'string' ? d.slice(0, 10) : null);
    return {
      errors: [...new Set(errors)],
      restricoes,
      pessoas: p.cpfs.map((cpf) => {
        const f = (funcionarios as Array<Record<string, unknown>>).find((x) => x.cpf === cpf);
        return {
          cpf,
          nome: (f?.nome as string) ?? null,
          rg: (f?.rg as string) ?? null,
          cnh: (f?.registro_cnh as string) ?? null,
          cnh_validade: dataIso(f?.cnh_validade),
          fone1: (f?.fone1 as string) ?? null,
          funcionario_id: (f?.id as number) ?? null,
          ...vigente((v) => v.documento === cpf),
        };
      }),
      empresas: p.cnpjs.map((cnpj) => ({ cnpj, razao_social: (clientes as Array<{ cnpj: string; razao_social: string }>).find((x) => x.cnpj === cnpj)?.razao_social ?? null, ...vigente((v) => v.documento === cnpj) })),
      veiculos: p.placas.map((placa) => {
        const v = (veiculos as Array<{ id: number; placa: string; renavan: string | null }>).find((x) => x.placa === placa);
        return { placa, renavan: v?.renavan ?? null, veiculo_id: v?.id ?? null, ...vigente((x) => x.placa === placa) };
      }),
    };
  }
}
