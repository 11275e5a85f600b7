/* The client PGR's fields (routes/pgr_cliente.form.tsx): labels, money fields, SMS levels and its history's shape. */

/** One change of GET /api/pgr_cliente/{id}/diff_history: who, when, and each field from → to. */
export interface Mudanca {
  campo: string;
  de: unknown;
  para: unknown;
}
export interface ItemHistorico {
  usuario: string;
  data: string;
  mudancas: Mudanca[];
}


/** Labels of the danger alert and of the history (spec 03 §8: 'Pgr', 'Validade'). */
export const ROTULOS_PGR: Record<string, string> = {
  pgr_id: 'Pgr',
  pgr: 'Pgr',
  validade: 'Validade',
  descricao: 'Descrição',
  pgr_padrao: 'PGR padrão',
  grau_risco: 'Grau de risco',
  embarcador_id: 'Embarcador',
  corretora_id: 'Corretora',
  seguradora_id: 'Seguradora',
  horario_rodagem: 'Horário de rodagem',
  horario_rodagem_inicio: 'Início da rodagem',
  horario_rodagem_termino: 'Término da rodagem',
  valor_minimo_responsabilidade: 'Valor mínimo de responsabilidade',
  valor_limite_maximo_resposabilidade: 'Limite máximo de responsabilidade',
  valor_limite_localizador_movel: 'Limite com localizador móvel',
  valor_limite_escolta: 'Limite com escolta',
  tempo_perda_sinal_agendamento: 'Tempo de perda de sinal (min)',
  bloqueio_analise_perfil: 'Bloqueio por análise de perfil',
  grupos_contatos_exclusivos: 'Grupos de contatos exclusivos',
  config_alertas: 'Configuração de alertas',
  'config_alertas.niveis_contatos_para_sms': 'Níveis de contato para SMS',
  'config_temperatura.alerta': 'Alerta de temperatura',
  'config_temperatura.ocorrencia': 'Ocorrência de temperatura',
  'config_temperatura.temperatura_minima': 'Temperatura mínima',
  'config_temperatura.temperatura_maxima': 'Temperatura máxima',
  niveis_contatos_para_sms: 'Níveis de contato para SMS',
  config_temperatura: 'Configuração de temperatura',
  alerta: 'Alerta de temperatura',
  ocorrencia: 'Ocorrência de temperatura',
  temperatura_minima: 'Temperatura mínima',
  temperatura_maxima: 'Temperatura máxima',
};

export const MOEDAS = [
  'valor_minimo_responsabilidade',
  'valor_limite_maximo_resposabilidade',
  'valor_limite_localizador_movel',
  'valor_limite_escolta',
] as const;

/** Contact levels (priority 1–5) that receive the SMS alerts. */
export const NIVEIS = [1, 2, 3, 4, 5] as const;

/** The form's fields, in the order its errors are listed. */
export const CAMPOS_PGR_CLIENTE = [
  'pgr_id',
  'descricao',
  'pgr_padrao',
  'grau_risco',
  'validade',
  'embarcador_id',
  'corretora_id',
  'seguradora_id',
  'horario_rodagem',
  ...MOEDAS,
  'tempo_perda_sinal_agendamento',
  'bloqueio_analise_perfil',
  'grupos_contatos_exclusivos',
];
