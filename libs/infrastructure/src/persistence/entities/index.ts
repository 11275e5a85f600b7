import { ClienteSchema } from './masters.entities.js';
import {
  ControladorSchema,
  FuncaoControladorSchema,
  GrupoUsuarioSchema,
  MensagemEnviadaSchema,
  SessaoSchema,
  UsuarioSchema,
} from './identity.entities.js';

export * from './identity.entities.js';
export * from './masters.entities.js';

/** Every mapped entity, listed by class (no glob discovery; STACK-NOTES.md). */
export const ENTIDADES = [
  GrupoUsuarioSchema,
  UsuarioSchema,
  ControladorSchema,
  FuncaoControladorSchema,
  SessaoSchema,
  MensagemEnviadaSchema,
  ClienteSchema,
];
