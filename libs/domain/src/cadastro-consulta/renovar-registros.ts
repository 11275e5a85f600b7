import { BusinessRuleError, diaEmBrasilia, ValidationError } from '../shared/index.js';
import type { Clock } from '../identity/index.js';
import { laudoInicial, motivoDasRestricoes, statusDoRegistro } from './analise.js';
import type { ConsultaDocumentosPort, NovoItemRegistro, RegistroRepository, UsuarioCadastro } from './ports.js';
import { gravarRegistro, MENSAGENS_REGISTRO, travarRegistro } from './registro-escrita.js';
import { MENSAGENS_CADASTRO, validadePesquisa } from './regras.js';

/** Registrations renewed in one request, at most. */
export const MAXIMO_RENOVACOES_POR_ENVIO = 200;
const FORMATO_RENOVACAO = 'deve ser uma lista JSON de {registro_id, item}';

/**
 * The renewal list as sent (a JSON list, or its text): the chosen item hashes of each
 * registration, in the order first named. An empty or missing list is the screen's "choose
 * something" (422); anything else malformed is a 400 on the field.
 */
export function lerItensRenovacao(bruto: unknown): Map<number, Set<string>> {
  let lista: unknown = bruto;
  if (typeof bruto === 'string') {
    try {
      lista = JSON.parse(bruto);
    } catch {
      throw ValidationError.campo('itens_renovacao', FORMATO_RENOVACAO);
    }
  }
  if (bruto === undefined || bruto === null || (Array.isArray(lista) && lista.length === 0)) throw new BusinessRuleError(MENSAGENS_CADASTRO.renovacaoVazia);
  if (!Array.isArray(lista)) throw ValidationError.campo('itens_renovacao', FORMATO_RENOVACAO);
  const porRegistro = new Map<number, Set<string>>();
  lista.forEach((x, i) => {
    const o = x && typeof x === 'object' ? (x as Record<string, unknown>) : {};
    const rid = typeof o.registro_id === 'number' && Number.isInteger(o.registro_id) && o.registro_id > 0 ? o.registro_id : null;
    const item = typeof o.item === 'string' && /^[0-9a-f]{32}$/.test(o.item) ? o.item : null;
    if (!rid || !item) throw ValidationError.campo(`itens_renovacao.${i}`, 'deve ter registro_id e item (hash)');
    porRegistro.set(rid, (porRegistro.get(rid) ?? new Set()).add(item));
  });
  if (porRegistro.size > MAXIMO_RENOVACOES_POR_ENVIO) throw ValidationError.campo('itens_renovacao', `No máximo ${MAXIMO_RENOVACOES_POR_ENVIO} registros por envio`);
  return porRegistro;
}

/**
 * Renewals (POST /registro/renovar_registros; spec 03 §4 "Renewal"): each chosen registration
 * gets a new one with status RENOVAÇÃO holding the chosen items, consulted again (the blacklist
 * may block them now), with a new validity; the old one is marked renewed. A removed or already
 * renewed registration refuses the whole request (one transaction).
 */
export class RenovarRegistros {
  constructor(private readonly registros: RegistroRepository, private readonly consulta: ConsultaDocumentosPort, private readonly clock: Clock) {}

  async executar(usuario: UsuarioCadastro, bruto: unknown): Promise<{ message: string; registros: number[] }> {
    const porRegistro = lerItensRenovacao(bruto);
    const agora = this.clock.now();
    const hoje = diaEmBrasilia(agora);
    const autor = { id: usuario.id, username: usuario.username };
    return this.registros.emTransacao(async () => {
      const criados: number[] = [];
      for (const [rid, hashes] of porRegistro) {
        const r = await travarRegistro(this.registros, rid, usuario.escopo);
        if (r.status === 'CANCELADO') throw new BusinessRuleError(`Registro ${r.protocolo} foi removido e não pode ser renovado`);
        if (r.renovado_em) throw new BusinessRuleError(`Registro ${r.protocolo} já foi renovado`);
        const antigos = await this.registros.itensParaRenovar(rid, [...hashes]);
        if (antigos.length !== hashes.size) throw ValidationError.campo('itens_renovacao', `Item não pertence ao registro ${r.protocolo}`);
        const cpfs = antigos.filter((i) => i.documento?.length === 11).map((i) => i.documento!);
        const cnpjs = antigos.filter((i) => i.documento?.length === 14).map((i) => i.documento!);
        const placas = antigos.filter((i) => i.placa).map((i) => i.placa!);
        const resposta = await this.consulta.consultar({ cliente_id: r.cliente_id, politica: r.politica, cpfs, cnpjs, placas });
        const itens: NovoItemRegistro[] = antigos.map((i) => {
          const cnh = i.tipo_registro === 'MOTORISTA' ? (resposta.pessoas.find((p) => p.cpf === i.documento)?.cnh_validade ?? null) : null;
          const motivo = motivoDasRestricoes(resposta.restricoes, i.placa, i.documento);
          return { ...i, dados: i.dados ?? {}, ...laudoInicial({ restricao: motivo, cnhValidade: cnh, hojeIso: hoje }) };
        });
        const dias = await this.registros.validadeConfigurada(r.cliente_id, r.politica);
        const novo = await gravarRegistro(
          this.registros,
          {
            cliente_id: r.cliente_id, politica: r.politica, status: statusDoRegistro('RENOVAÇÃO', itens), validade: validadePesquisa(r.politica, agora, dias),
            is_pesquisa_conjunto: r.is_pesquisa_conjunto, fonte: null, protocolo: null, observacao: r.observacao, finalidade: r.finalidade, base_legal: r.base_legal,
            renovado_de: rid, usuario: autor, data: agora,
          },
          itens,
        );
        await this.registros.atualizarRegistro(rid, { renovado_em: agora });
        await this.registros.registrarTratamentos(
          [...cpfs, ...cnpjs].map((documento) => ({ documento, operacao: 'RENOVACAO' as const, finalidade: r.finalidade, base_legal: r.base_legal, registro_id: novo.id, cliente_id: r.cliente_id, usuario: autor })),
        );
        criados.push(novo.id);
      }
      return { message: MENSAGENS_REGISTRO.renovado, registros: criados };
    });
  }
}
