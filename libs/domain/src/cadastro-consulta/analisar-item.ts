import { FieldErrorBag, ForbiddenError, ValidationError } from '../shared/index.js';
import { aplicarAnalise, errosDoAnexo, exigirAnalisavel, MAXIMO_ANEXOS_POR_ENVIO, MENSAGENS_ANALISE, STATUS_ANALISE, statusDoRegistro, type StatusAnalise } from './analise.js';
import type { RegistroRepository, UsuarioCadastro } from './ports.js';
import { atualizarPerfil, MENSAGENS_REGISTRO, podeAlterarRegistro, podeAnalisarRegistro, travarRegistro } from './registro-escrita.js';
import { MENSAGENS_CADASTRO } from './regras.js';

/** base64 text to bytes (the adapter's decoder: the domain has no Buffer). */
export type DecodificarBase64 = (base64: string) => Uint8Array;

/** An attachment as read: `bytes` is null when the content was not base64. */
interface AnexoLido {
  nome: string;
  tipo: string;
  bytes: Uint8Array | null;
}

/**
 * The analysis of one item (POST /registro/upload/{id}; spec 03 §4 "Analysis", §5): an
 * observation with the button's verdict and/or attachments. Everything sent is checked before
 * anything is stored (400, nothing kept); the verdict is the desk's with `liberar`, attachments
 * the desk's with `update`. A verdict moves the item's laudo, the registration's status, the
 * driver's profile, and is an LGPD record of the item's document.
 */
export class AnalisarItem {
  constructor(private readonly registros: RegistroRepository, private readonly decodificar: DecodificarBase64) {}

  private lerAnexo(a: unknown, i: number, bag: FieldErrorBag): AnexoLido {
    const o = a && typeof a === 'object' ? (a as Record<string, unknown>) : {};
    const nome = typeof o.nome === 'string' ? o.nome.trim().slice(0, 200) : '';
    const tipo = typeof o.tipo === 'string' ? o.tipo.trim().toLowerCase().replace('image/jpg', 'image/jpeg') : '';
    const b64 = typeof o.conteudo === 'string' ? o.conteudo.replace(/^data:[^,]*,/, '') : '';
    // One bad character is enough to refuse: a whole-string pattern overflows the regex stack on megabytes.
    const bytes = b64 && !/[^A-Za-z0-9+/=\s]/.test(b64) ? this.decodificar(b64) : null;
    for (const e of errosDoAnexo({ nome, tipo, bytes })) bag.add(`anexos.${i}`, e);
    return { nome, tipo, bytes };
  }

  async executar(usuario: UsuarioCadastro, id: number, corpo: { item_hash?: unknown; observacao?: unknown; anexos?: unknown }) {
    const bag = new FieldErrorBag();
    const itemHash = typeof corpo.item_hash === 'string' ? corpo.item_hash.trim() : '';
    if (!/^[0-9a-f]{32}$/.test(itemHash)) bag.add('item_hash', 'Item não informado');
    const obs = corpo.observacao && typeof corpo.observacao === 'object' ? (corpo.observacao as Record<string, unknown>) : null;
    const descricao = typeof obs?.descricao === 'string' ? obs.descricao.trim().slice(0, 2000) : '';
    const statusAnalise = typeof obs?.status_analise === 'string' ? obs.status_analise.trim().toUpperCase() : '';
    if (obs) {
      if (!descricao) bag.add('observacao.descricao', MENSAGENS_CADASTRO.obrigatorios);
      if (!(STATUS_ANALISE as readonly string[]).includes(statusAnalise)) bag.add('observacao.status_analise', `deve ser um de: ${STATUS_ANALISE.join(', ')}`);
    }
    const brutos = corpo.anexos === undefined || corpo.anexos === null ? [] : Array.isArray(corpo.anexos) ? corpo.anexos : null;
    if (!brutos) bag.add('anexos', 'deve ser uma lista');
    if (brutos && brutos.length > MAXIMO_ANEXOS_POR_ENVIO) bag.add('anexos', `No máximo ${MAXIMO_ANEXOS_POR_ENVIO} anexos por envio`);
    const anexos = (brutos ?? []).slice(0, MAXIMO_ANEXOS_POR_ENVIO).map((a, i) => this.lerAnexo(a, i, bag));
    if (!obs && !anexos.length && bag.empty) bag.add('observacao', 'Informe uma observação ou um anexo');
    bag.throwIfAny();
    if (obs && !podeAnalisarRegistro(usuario)) throw new ForbiddenError(MENSAGENS_REGISTRO.analiseProibida);
    if (anexos.length && !podeAlterarRegistro(usuario)) throw new ForbiddenError('Anexos só pela equipe de cadastro');
    const autor = { id: usuario.id, username: usuario.username };
    return this.registros.emTransacao(async () => {
      const r = await travarRegistro(this.registros, id, usuario.escopo);
      exigirAnalisavel(r.status);
      const item = await this.registros.item(id, itemHash);
      if (!item) throw ValidationError.campo('item_hash', MENSAGENS_ANALISE.itemInexistente);
      let status = r.status;
      if (obs) {
        await this.registros.registrarObservacao({ registro_id: id, item_hash: itemHash, descricao, status_analise: statusAnalise as StatusAnalise, usuario: autor });
        const novo = aplicarAnalise(item, statusAnalise as StatusAnalise, descricao);
        await this.registros.atualizarLaudo(item.id, { laudo: novo.laudo, bloqueado: novo.bloqueado, motivo: novo.motivo });
        status = statusDoRegistro(r.status, await this.registros.laudosDosItens(id));
        await this.registros.atualizarRegistro(id, { status });
        await atualizarPerfil(this.registros, { ...item, ...novo }, { cliente_id: r.cliente_id, protocolo: r.protocolo, validade: r.validade });
        if (item.documento) {
          await this.registros.registrarTratamentos([{ documento: item.documento, operacao: 'ANALISE', finalidade: r.finalidade, base_legal: r.base_legal, registro_id: id, cliente_id: r.cliente_id, usuario: autor }]);
        }
      }
      if (anexos.length) await this.registros.anexar(id, itemHash, anexos.map((a) => ({ nome: a.nome, tipo: a.tipo, bytes: a.bytes! })), usuario.username);
      return { message: MENSAGENS_REGISTRO.atualizado, status };
    });
  }
}
