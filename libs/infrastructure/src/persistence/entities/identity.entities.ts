import { EntitySchema } from '@mikro-orm/core';

/** Persistence mappings of the identity context (tables created by the migrations). */
export class GrupoUsuarioRecord {
  id!: number;
  descricao!: string;
  created_at!: Date;
  updated_at!: Date;
}
export const GrupoUsuarioSchema = new EntitySchema<GrupoUsuarioRecord>({
  class: GrupoUsuarioRecord,
  tableName: 'grupos_usuarios',
  properties: {
    id: { type: 'number', primary: true, autoincrement: true },
    descricao: { type: 'string', length: 100, unique: true },
    created_at: { type: 'Date', onCreate: () => new Date() },
    updated_at: { type: 'Date', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});

export class UsuarioRecord {
  id!: number;
  username!: string;
  email!: string | null;
  grupo_usuario_id!: number;
  cliente_id!: number | null;
  ativo!: boolean;
  alterar_password!: boolean;
  administrativo!: boolean;
  liberativo!: boolean;
  assinatura_email!: string | null;
  password_hash!: string | null;
  layouts!: Record<string, unknown>;
  data_cadastro!: Date;
  updated_at!: Date;
}
export const UsuarioSchema = new EntitySchema<UsuarioRecord>({
  class: UsuarioRecord,
  tableName: 'usuarios',
  properties: {
    id: { type: 'number', primary: true, autoincrement: true },
    username: { type: 'string', length: 40, unique: true },
    email: { type: 'string', length: 150, nullable: true },
    grupo_usuario_id: { type: 'number' },
    cliente_id: { type: 'number', nullable: true },
    ativo: { type: 'boolean', default: true },
    alterar_password: { type: 'boolean', default: false },
    administrativo: { type: 'boolean', default: false },
    liberativo: { type: 'boolean', default: false },
    assinatura_email: { type: 'text', nullable: true },
    password_hash: { type: 'string', length: 255, nullable: true, hidden: true },
    layouts: { type: 'json' },
    data_cadastro: { type: 'Date' },
    updated_at: { type: 'Date' },
  },
});

export class ControladorRecord {
  id!: number;
  nome!: string;
  descricao!: string;
}
export const ControladorSchema = new EntitySchema<ControladorRecord>({
  class: ControladorRecord,
  tableName: 'controladores',
  properties: {
    id: { type: 'number', primary: true, autoincrement: true },
    nome: { type: 'string', length: 60, unique: true },
    descricao: { type: 'string', length: 150 },
  },
});

export class FuncaoControladorRecord {
  id!: number;
  controlador_id!: number;
  nome!: string;
  descricao!: string;
}
export const FuncaoControladorSchema = new EntitySchema<FuncaoControladorRecord>({
  class: FuncaoControladorRecord,
  tableName: 'funcoes_controladores',
  properties: {
    id: { type: 'number', primary: true, autoincrement: true },
    controlador_id: { type: 'number' },
    nome: { type: 'string', length: 60 },
    descricao: { type: 'string', length: 150 },
  },
});

export class SessaoRecord {
  id!: string;
  usuario_id!: number;
  criado_em!: Date;
  expira_em!: Date;
  revogado_em!: Date | null;
  origem!: string | null;
}
export const SessaoSchema = new EntitySchema<SessaoRecord>({
  class: SessaoRecord,
  tableName: 'sessoes',
  properties: {
    id: { type: 'uuid', primary: true },
    usuario_id: { type: 'number' },
    criado_em: { type: 'Date' },
    expira_em: { type: 'Date' },
    revogado_em: { type: 'Date', nullable: true },
    origem: { type: 'string', length: 100, nullable: true },
  },
});

export class MensagemEnviadaRecord {
  id!: number;
  canal!: string;
  destinatario!: string;
  assunto!: string | null;
  corpo!: string;
  criado_em!: Date;
}
export const MensagemEnviadaSchema = new EntitySchema<MensagemEnviadaRecord>({
  class: MensagemEnviadaRecord,
  tableName: 'mensagens_enviadas',
  properties: {
    id: { type: 'number', primary: true, autoincrement: true },
    canal: { type: 'string', length: 20 },
    destinatario: { type: 'string', length: 200 },
    assunto: { type: 'string', length: 200, nullable: true },
    corpo: { type: 'text' },
    criado_em: { type: 'Date' },
  },
});
