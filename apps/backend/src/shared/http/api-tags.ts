/**
 * The tags of the Swagger document, in the order Swagger UI lists them, each with what its calls
 * are about. A controller's `@ApiTags(...)` must name one of these: the OpenAPI lint
 * (operation-tag-defined, an error) fails otherwise, so a new area of the API is declared here.
 */
export const TAGS_API = [
  { name: 'Sessões', description: 'Login (devolve o token usado em `Authorization: Bearer`) e logout' },
  { name: 'Usuários', description: 'Usuário da sessão, troca e recuperação de senha, cadastro de usuários (/usuarios)' },
  { name: 'Grupos de usuários', description: 'Grupos de usuários (/grupousuarios)' },
  { name: 'Regras de acesso', description: 'Controladores e funções que cada usuário pode usar (/usuarios/regras_acesso)' },
  { name: 'Chat', description: 'Login do chat (OAuth) e grupos do chat, só para a equipe da gerenciadora (grupos 3 a 7)' },
  { name: 'Clientes', description: 'Clientes (embarcadores, transportadoras, seguradoras, corretoras), consulta de CNPJ e vínculos com veículos, motoristas e grupos de contatos' },
  { name: 'Contatos e grupos', description: 'Contatos dos clientes e grupos de contatos' },
  { name: 'Funcionários', description: 'Funcionários e motoristas, consulta de CPF e perfis' },
  { name: 'Veículos', description: 'Veículos, consulta de placa e carretas engatadas nos cavalos' },
  { name: 'Tecnologias', description: 'Tecnologias de rastreamento e as consultas do checklist e da viagem' },
  { name: 'Fabricantes e modelos', description: 'Fabricantes e modelos de veículos' },
  { name: 'Funções', description: 'Funções dos funcionários' },
  { name: 'Sinistros', description: 'Tipos de sinistro' },
  { name: 'Layouts de e-mail', description: 'Modelos de e-mail enviados pelas ações PGR' },
  { name: 'Estados', description: 'Unidades da federação' },
  { name: 'Pronta resposta', description: 'Equipes de pronta resposta e os seus valores' },
  { name: 'PGR', description: 'Catálogo de PGRs (planos de gerenciamento de risco), itens PGR, periféricos e PGRs dos clientes' },
  { name: 'Ações PGR', description: 'Ações que o operador executa conforme o PGR' },
  { name: 'Ações', description: 'Atividades do sistema ligadas a um controlador e a uma função' },
  { name: 'Ocorrências', description: 'Tipos de ocorrência, com pontuação e as situações da viagem em que valem' },
  { name: 'Situações da viagem', description: 'Situações da viagem e as ações PGR de cada situação, com tempos de execução e tolerância' },
  { name: 'Checklists', description: 'Checklists dos veículos: pedido, fila e teste do operador, teste automático pelas leituras, liberação, reteste e fila expressa' },
  { name: 'Alertas de checklist', description: 'Alertas que o checklist dispara, com período e repetições' },
  { name: 'Liberações', description: 'Registro das liberações (checklist, viagem, pronta resposta), só leitura' },
  { name: 'Regras de risco', description: 'Regras de risco por cliente e a pontuação de uma viagem' },
  { name: 'Rotas', description: 'Rotas (origem, paradas, destino) com a linha traçada e o GeoJSON dos mapas' },
  { name: 'Pontos', description: 'Pontos de referência (coordenadas e raio) e geocodificação' },
  { name: 'Financeiro', description: 'Pré-faturamento e relatórios financeiros de um período' },
  { name: 'Integração', description: 'Saúde das integrações de rastreamento' },
  { name: 'Telemetria', description: 'Entrada de posições e leituras de periféricos: lote das integrações e encaminhamento do Traccar (o protocolo OsmAnd tem porta própria, 5055)' },
  { name: 'Comandos e mensagens', description: 'Comandos aos rastreadores (bloqueio, sirene, posição), SMS, WhatsApp e texto ao teclado, com quem pediu, de onde, quando e o estado de cada um' },
  { name: 'Sistema', description: 'Estado do serviço' },
] as const;
