import { controllerDeLista } from '../referencias/lista.controller.js';
import { PRONTA_RESPOSTA } from '../referencias/listas.js';

/**
 * /api/pronta_resposta (spec 03 §7 "Clients, contacts, groups", spec 02 §7 "Rapid response"):
 * grid of 15 rows newest first, show, create and update with `{ pronta_resposta: {...} }` (R$ as
 * numbers or pt-BR text), delete ('Pronta resposta removida com sucesso'; 422 while a client uses
 * it) and GET get_pronta_respostas for the client form's picker. A client's teams are its
 * `pronta_resposta_ids` (clientes.controller).
 */
export const ProntaRespostaController = controllerDeLista(PRONTA_RESPOSTA);
