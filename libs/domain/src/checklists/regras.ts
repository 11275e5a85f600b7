import { BusinessRuleError, FieldErrorBag, ForbiddenError, diaEmBrasilia, formatarData } from '../shared/index.js';
import { STATUS_EM_ANDAMENTO, STATUS_VALIDOS, type StatusChecklist } from './estados.js';
import { mensagemPlacaNaBlacklist } from '../cadastro-consulta/index.js';

/** Business constants of the checklist area (spec 01 §9, §4.3, §4.8, §6). */
export const CHECKLIST = {
  /** Validity of an approved checklist (not given by the spec: docs/decisoes.md). */
  validadeDias: 30,
  /** New requests are accepted this many days before the valid one expires (spec 01 §5). */
  antecedenciaNovoDias: 10,
  retesteHoras: 72,
  /** The automatic test rejects at this elapsed time (spec 01 §9: "under 24 minutes"). */
  limiteTesteAutomaticoMs: 24 * 60_000,
  tecnologiasTesteOnline: [2, 4] as readonly number[],
  filaExpressaMinutos: 45,
  gruposAvisoExpresso: [3, 4, 6, 7] as readonly number[],
  /** Release: at most this many days, and the authoriser's failures before a pause. */
  liberacaoMaxDias: 30,
  tamanhosPagina: [50, 100, 200] as readonly number[],
} as const;

export const CARROCERIAS = ['ABERTA', 'FECHADA'] as const;
export type Carroceria = (typeof CARROCERIAS)[number];

/** Messages of spec 01 §5 and §8 (and ours where the spec gives none). */
export const MENSAGENS_CHECKLIST = {
  naoEncontrado: 'Checklist não encontrado',
  tipoFila: 'Tipo de fila não selecionado',
  placa: 'Não foi possivel consultas a placa',
  cliente: 'Cliente não selecionado',
  pgr: 'PGR não selecionado',
  carroceria: 'Carroceria deve ser ABERTA ou FECHADA',
  contatoIncompleto: 'Nome do contato incompleto (mínimo 5 caracteres)',
  telefone: 'Telefone inválido: use (99)9999-9999 ou (99)99999-9999',
  naoRegistrado: 'O CHECKLIST NÃO FOI REGISTRADO',
  registrado: 'Checklist registrado com sucesso',
  reutilizado: 'Checklist reutilizado com sucesso',
  valido: (data: Date) => `VEÍCULO INFORMADO POSSUI CHECKLIST VALIDADO ATÉ ${formatarData(data)}`,
  andamento: 'VEÍCULO INFORMADO POSSUI CHECKLIST EM ANDAMENTO',
  emViagem: 'VEÍCULO INFORMADO ESTÁ EM VIAGEM',
  carreta: 'Este veiculo não é do tipo CAVALO!',
  vinculo: 'VEÍCULO SEM VÍNCULO ATIVO COM O CLIENTE',
  reteste: 'VEÍCULO POSSUI CHECKLIST REPROVADO COM RETESTE DISPONÍVEL',
  statusAtualizado: 'Status do checklist atualizado',
  itensSemMarca: 'Marque APROVADO ou REPROVADO em todos os itens',
  itemDesconhecido: 'Item não pertence a este checklist',
  cancelado: 'Checklist cancelado',
  liberado: 'Checklist liberado',
  liberacaoUsuario: 'Informe o usuário e a senha do operador',
  liberacaoSenha: 'Usuário ou senha do autorizador inválidos',
  liberacaoGrupo: 'Usuário sem permissão para liberar checklist',
  liberacaoTempo: `Tempo de liberação deve ser de 1 a ${CHECKLIST.liberacaoMaxDias} dias`,
  retesteRealizado: 'Reteste realizado!',
  retesteErro: 'Erro ao executar solicitação de reteste',
  retesteSemFlag: 'Cliente não possui a operação de reteste',
  retesteVencido: `Reteste disponível só nas ${CHECKLIST.retesteHoras} horas após o cadastro`,
  expressoSemFlag: 'Cliente não possui a operação de fila expressa',
  expressoEnviado: 'Checklist enviado para a fila expressa',
  ocultado: 'CHECKLIST OCULTADO !',
  pendencia: 'Pendência registrada',
  testeOnlineTecnologia: 'Erro ao liberar Checklist para teste automático',
  testeOnlineDisponivel: 'Checklist está disponivel para teste automático',
  testeIniciado: 'Aguarde...o inicio do checklist está sendo processado.',
  testeJaIniciado: 'Teste automático já iniciado',
  preTeste: 'Itens de pré-teste registrados!',
  bloqueioSirene: 'Comando enviado para bloqueio e sirene',
  bloqueioSireneErro: 'Não foi possivel realizar o bloqueio ou ligar a sirene',
  analiseIniciada: 'Análise iniciada',
  concorrente: 'Este checklist foi alterado por outro usuário. Recarregue a página e tente novamente.',
} as const;

/** A checklist's protocol: CK, the request's day in Brasília and the id (CK20261122000042). */
export function protocoloChecklist(id: number, data: Date): string {
  const dia = diaEmBrasilia(data).replaceAll('-', '');
  return `CK${dia}${String(id).padStart(6, '0')}`;
}

/** Result codes of the vehicle check when creating (spec 01 §4.6). */
export type CodigoVerificacao = 'OK' | 'ERRO' | 'CARRETA' | 'VINCULO' | 'CHECKLIST_VALIDO' | 'CHECKLIST_ANDAMENTO' | 'REUTILIZAR' | 'EM_VIAGEM' | 'RETESTE';

export interface ChecklistDoVeiculo {
  id: number;
  cliente_id: number;
  status: StatusChecklist;
  data_cadastro: Date;
  data_validade: Date | null;
}

export interface FatosVerificacao {
  agora: Date;
  clienteId: number;
  veiculo: { id: number; tipo: string } | null;
  /** Active link of the vehicle with the client. */
  vinculado: boolean;
  /** The client has the retest operation (flag reteste). */
  clienteReteste: boolean;
  /** In a trip in transit (read from the trips' table). */
  emViagem: boolean;
  /** The vehicle's checklists, any client, newest first. */
  checklists: readonly ChecklistDoVeiculo[];
  /** The vehicle's plate on the blacklist (issue 13): every request consults it. */
  blacklist?: { placa: string; motivo: string } | null;
}

export interface ResultadoVerificacao {
  codigo: CodigoVerificacao;
  mensagem: string;
  checklist_id?: number;
  data_validade?: string;
  /** CHECKLIST_VALIDO: a new one may be issued (10 days before expiry). */
  emitir_novo?: 'SIM' | 'NAO';
}

const DIA = 86_400_000;

/**
 * The vehicle check run by the wizard before a request (find_placa): the first rule that applies
 * wins, from the ones that forbid a request to the ones that offer something instead.
 */
export function verificarVeiculo(f: FatosVerificacao): ResultadoVerificacao {
  if (!f.veiculo) return { codigo: 'ERRO', mensagem: MENSAGENS_CHECKLIST.placa };
  if (f.blacklist) return { codigo: 'ERRO', mensagem: mensagemPlacaNaBlacklist(f.blacklist.placa, f.blacklist.motivo) };
  if (f.veiculo.tipo === 'CARRETA') return { codigo: 'CARRETA', mensagem: MENSAGENS_CHECKLIST.carreta };
  if (!f.vinculado) return { codigo: 'VINCULO', mensagem: MENSAGENS_CHECKLIST.vinculo };
  if (f.emViagem) return { codigo: 'EM_VIAGEM', mensagem: MENSAGENS_CHECKLIST.emViagem };
  const andamento = f.checklists.find((c) => STATUS_EM_ANDAMENTO.includes(c.status));
  if (andamento) return { codigo: 'CHECKLIST_ANDAMENTO', mensagem: MENSAGENS_CHECKLIST.andamento, checklist_id: andamento.id };
  const valido = f.checklists.find((c) => STATUS_VALIDOS.includes(c.status) && c.data_validade && c.data_validade > f.agora);
  if (valido?.data_validade) {
    const base = { checklist_id: valido.id, data_validade: valido.data_validade.toISOString() };
    if (valido.cliente_id !== f.clienteId) return { codigo: 'REUTILIZAR', mensagem: MENSAGENS_CHECKLIST.valido(valido.data_validade), ...base };
    const emitir = valido.data_validade.getTime() - f.agora.getTime() <= CHECKLIST.antecedenciaNovoDias * DIA;
    return { codigo: 'CHECKLIST_VALIDO', mensagem: MENSAGENS_CHECKLIST.valido(valido.data_validade), emitir_novo: emitir ? 'SIM' : 'NAO', ...base };
  }
  const reprovado = f.checklists.find((c) => c.status === 'REPROVADO' && c.cliente_id === f.clienteId);
  if (reprovado && f.clienteReteste && dentroDoReteste(reprovado.data_cadastro, f.agora)) {
    return { codigo: 'RETESTE', mensagem: MENSAGENS_CHECKLIST.reteste, checklist_id: reprovado.id };
  }
  return { codigo: 'OK', mensagem: 'OK' };
}

/** Codes that let the wizard save a new request (CHECKLIST_VALIDO only with emitir_novo SIM). */
export function permiteNovo(r: ResultadoVerificacao): boolean {
  return r.codigo === 'OK' || (r.codigo === 'CHECKLIST_VALIDO' && r.emitir_novo === 'SIM');
}

export function dentroDoReteste(dataCadastro: Date, agora: Date): boolean {
  return agora.getTime() - dataCadastro.getTime() <= CHECKLIST.retesteHoras * 3_600_000;
}

/** Retest (spec 01 §4.3): REPROVADO, within 72 hours of creation, client with the flag. */
export function exigirReteste(c: { status: StatusChecklist; data_cadastro: Date }, clienteReteste: boolean, agora: Date): void {
  if (!clienteReteste) throw new BusinessRuleError(MENSAGENS_CHECKLIST.retesteSemFlag);
  if (c.status !== 'REPROVADO') throw new BusinessRuleError(MENSAGENS_CHECKLIST.retesteErro, { status: c.status });
  if (!dentroDoReteste(c.data_cadastro, agora)) throw new BusinessRuleError(MENSAGENS_CHECKLIST.retesteVencido);
}

export function validadeAprovado(agora: Date): Date {
  return new Date(agora.getTime() + CHECKLIST.validadeDias * DIA);
}

export function validadeLiberacao(agora: Date, dias: number): Date {
  return new Date(agora.getTime() + dias * DIA);
}

export function disponivelTesteOnline(tecnologiaId: number | null | undefined): boolean {
  return tecnologiaId !== null && tecnologiaId !== undefined && CHECKLIST.tecnologiasTesteOnline.includes(tecnologiaId);
}

/** Minutes left in the express queue's 45 (negative: late). */
export function minutosRestantesExpresso(entrada: Date, agora: Date): number {
  return CHECKLIST.filaExpressaMinutos - Math.floor((agora.getTime() - entrada.getTime()) / 60_000);
}

/** Express queue notices (spec 01 §6, §9): only the groups that work the queue see them. */
export function exigirAvisosExpresso(grupoUsuarioId: number): void {
  if (!CHECKLIST.gruposAvisoExpresso.includes(grupoUsuarioId)) throw new ForbiddenError('Avisos da fila expressa só para os grupos 3, 4, 6 e 7');
}

/** The release dialog (spec 01 §3 "Checklist liberation", §5). */
export interface PedidoLiberacao {
  username: string;
  password: string;
  tempo: number;
  observacao: string | null;
}

export function lerLiberacao(corpo: Record<string, unknown>): PedidoLiberacao {
  const bag = new FieldErrorBag();
  const username = typeof corpo.username === 'string' ? corpo.username.trim() : '';
  const password = typeof corpo.password === 'string' ? corpo.password : '';
  if (!username) bag.add('username', MENSAGENS_CHECKLIST.liberacaoUsuario);
  if (!password) bag.add('password', MENSAGENS_CHECKLIST.liberacaoUsuario);
  const tempo = typeof corpo.tempo === 'number' ? corpo.tempo : typeof corpo.tempo === 'string' && /^\d+$/.test(corpo.tempo.trim()) ? Number(corpo.tempo) : NaN;
  if (!Number.isInteger(tempo) || tempo < 1 || tempo > CHECKLIST.liberacaoMaxDias) bag.add('tempo', MENSAGENS_CHECKLIST.liberacaoTempo);
  const obs = typeof corpo.observacao === 'string' ? corpo.observacao.trim().slice(0, 500) : '';
  bag.throwIfAny();
  return { username, password, tempo, observacao: obs || null };
}

/** Item marks of the manual test (spec 01 §4.7). */
export const MARCAS_ITEM = ['APROVADO', 'REPROVADO'] as const;
export type MarcaItem = (typeof MARCAS_ITEM)[number];

/**
 * The manual test's outcome: every item marked (else 400 on the unmarked ones, so the screen
 * highlights their rows), REPROVADO if any item is rejected.
 */
export function resultadoManual(itens: readonly { id: number }[], marcas: ReadonlyMap<number, unknown>): { aprovado: boolean; marcas: Map<number, MarcaItem> } {
  const bag = new FieldErrorBag();
  const validas = new Map<number, MarcaItem>();
  for (const [id] of marcas) if (!itens.some((i) => i.id === id)) bag.add(`itens.${id}`, MENSAGENS_CHECKLIST.itemDesconhecido);
  for (const item of itens) {
    const m = marcas.get(item.id);
    if (m === 'APROVADO' || m === 'REPROVADO') validas.set(item.id, m);
    else bag.add(`itens.${item.id}`, MENSAGENS_CHECKLIST.itensSemMarca);
  }
  bag.throwIfAny();
  return { aprovado: [...validas.values()].every((m) => m === 'APROVADO'), marcas: validas };
}

/** Wizard step 1 and 3 (spec 01 §5). */
export interface PedidoChecklist {
  cliente_id: number | null;
  pgr_cliente_id: number | null;
  veiculo_id: number | null;
  carroceria: string | null;
  fila_expressa: boolean | null;
  nome_contato: string | null;
  telefones: (string | null)[];
}

const TELEFONE = /^\(\d{2}\)\d{4,5}-\d{4}$/;

export function validarPedido(p: PedidoChecklist, expressoDisponivel: boolean): { carroceria: Carroceria; fila_expressa: boolean } {
  const bag = new FieldErrorBag();
  if (!p.cliente_id) bag.add('cliente_id', MENSAGENS_CHECKLIST.cliente);
  if (!p.pgr_cliente_id) bag.add('pgr_cliente_id', MENSAGENS_CHECKLIST.pgr);
  if (!p.veiculo_id) bag.add('veiculo_id', MENSAGENS_CHECKLIST.placa);
  const carroceria = (p.carroceria ?? '').toUpperCase();
  if (!CARROCERIAS.includes(carroceria as Carroceria)) bag.add('carroceria', MENSAGENS_CHECKLIST.carroceria);
  if (p.fila_expressa === null && expressoDisponivel) bag.add('fila_expressa', MENSAGENS_CHECKLIST.tipoFila);
  if (p.nome_contato !== null && p.nome_contato.trim().length > 0 && p.nome_contato.trim().length < 5) bag.add('nome_contato', MENSAGENS_CHECKLIST.contatoIncompleto);
  p.telefones.forEach((t, i) => {
    if (t && !TELEFONE.test(t.trim())) bag.add(`telefone_contato${i + 1}`, MENSAGENS_CHECKLIST.telefone);
  });
  bag.throwIfAny();
  return { carroceria: carroceria as Carroceria, fila_expressa: expressoDisponivel ? !!p.fila_expressa : false };
}
