/**
 * The trip as GET /api/monitoramentos/{id} answers it (the brief's contract, issue 21). Written
 * here until the generated schema has it.
 */
export interface ViagemDetalhe {
  id: number;
  status: 1 | 2 | 3 | 4;
  status_nome?: string;
  cliente_id: number;
  cliente: { id: number; nome: string } | null;
  veiculo_id: number | null;
  placa: string | null;
  terminal: string | null;
  tecnologia_id: number | null;
  tecnologia: string | null;
  tipo_veiculo: string | null;
  vinculo: string | null;
  carreta1_id: number | null;
  placa_carreta1: string | null;
  carreta2_id: number | null;
  placa_carreta2: string | null;
  carreta3_id: number | null;
  placa_carreta3: string | null;
  funcionario_id: number | null;
  motorista: { id: number; nome: string; cpf: string | null } | null;
  fone1: string | null;
  fone2: string | null;
  fone3: string | null;
  rota_id: number | null;
  rota: { id: number; descricao: string } | null;
  embarcador_id: number | null;
  embarcador: { id: number; nome: string } | null;
  pgr_cliente_id: number | null;
  tipo_viagem_id: number | null;
  previsao_inicio: string | null;
  previsao_fim: string | null;
  data_inicio: string | null;
  data_fim: string | null;
  valor_embarque: number | string | null;
  veiculo_sem_carga: boolean;
  telemonitorado: boolean;
  numero_spy: string | null;
  tecnologia_spy: string | null;
  dados_adicionais: string | null;
  liberacao: boolean;
  usuario_liberacao: string | null;
  aceite_sem_espelhamento: boolean;
  pontuacao_risco: number | null;
  situacao_viagem_id: number | null;
  situacao_viagem: string | null;
  observacao: string | null;
  trafegus_id: string | null;
  username_add: string | null;
  data_cadastro: string | null;
  username_add_status: string | null;
  data_status: string | null;
  motivos: string | null;
  observacao_cancelamento: string | null;
  data_cancelamento: string | null;
  updated_at: string | null;
}

/** POST {veiculoId}/checklist_veiculo: `{ msg }` when the vehicle may go, else a status with its message. */
export interface ResultadoChecklistVeiculo {
  status?: 'ERRO' | 'ANDAMENTO';
  msg?: string;
  error?: string;
}

/** POST autenticacao_liberacao: the one-use token, or the refusal's message. */
export interface ResultadoLiberacao {
  liberacao?: string;
  mensagem?: string;
  msg?: string;
  error?: string;
}

/** A trip occurrence row (GET {id}/ocorrencias). */
export interface OcorrenciaDaViagem {
  id: number;
  ocorrencia_id: number;
  codigo: string | null;
  descricao: string | null;
  grau_risco: string | number | null;
  observacao: string | null;
  username_add: string | null;
  data_cadastro: string | null;
  conferida: boolean;
  username_conferencia: string | null;
  data_conferencia: string | null;
}

/** An occurrence type offered for a trip's status (GET ocorrencias/get_ocorrencias?status=). */
export interface TipoOcorrencia {
  id: number;
  codigo?: string | null;
  descricao: string;
  grau_risco?: string | number | null;
}
