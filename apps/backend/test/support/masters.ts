import { completarCnpj, completarCpf, campos } from '@gr/domain';
import { iniciarApp, type AppDeTeste } from './app.js';

/**
 * Shared pieces of the masters API tests. Test keys stay clear of the demo data's: CNPJ and CPF
 * bases start with 9, plates with Z (seed/masters-demo.ts never makes those).
 */
export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

let seq = 0;
/** Each test file has its own database, so a counter keeps the keys unique. */
const proximo = () => String(++seq);
export const novoCnpj = () => completarCnpj(`9${proximo().padStart(7, '0')}0001`);
export const novoCpf = () => completarCpf(`9${proximo().padStart(8, '0')}`);
export const novaPlaca = (mercosul = true) => {
  const n = proximo().padStart(4, '0').slice(-4);
  return mercosul ? `ZZ${'ABCDEFGHIJ'[Number(n[0])]}${n[1]}${'KLMNOPQRST'[Number(n[2])]}${n[3]}${n[1]}` : `ZZ${'ABCDEFGHIJ'[Number(n[0])]}${n}`;
};
export const renavamValido = () => campos.completarRenavam(`9${proximo().padStart(9, '0')}`);

export async function idCliente(t: AppDeTeste, nomeParcial: string): Promise<number> {
  const [row] = await t.sql<{ id: number }>('select id from clientes where nome ilike $1 order by id limit 1', [`%${nomeParcial}%`]);
  return row!.id;
}

export interface Demo {
  admin: string;
  cliente: string;
  rodovale: number;
  andrade: number;
}
export async function prepararDemo(t: AppDeTeste): Promise<Demo> {
  return {
    admin: await t.login('ADMIN'),
    cliente: await t.login('CLIENTE'),
    rodovale: await idCliente(t, 'RODOVALE'),
    andrade: await idCliente(t, 'IRMÃOS ANDRADE'),
  };
}

/** A vehicle (or driver) actively linked only to `cliente`. */
export async function veiculoSoDe(t: AppDeTeste, cliente: number, tipo?: string): Promise<{ id: number; placa: string }> {
  const [v] = await t.sql<{ id: number; placa: string }>(
    `select v.id, v.placa from veiculos v join clientes_veiculos cv on cv.veiculo_id = v.id and cv.ativo
     where cv.cliente_id = $1 ${tipo ? 'and v.tipo = $2' : ''}
       and not exists (select 1 from clientes_veiculos o where o.veiculo_id = v.id and o.ativo and o.cliente_id <> $1)
     order by v.id limit 1`,
    tipo ? [cliente, tipo] : [cliente],
  );
  return v!;
}
export async function motoristaSoDe(t: AppDeTeste, cliente: number, vinculo = 'FROTA'): Promise<{ id: number; cpf: string; nome: string }> {
  const [f] = await t.sql<{ id: number; cpf: string; nome: string }>(
    `select f.id, f.cpf, f.nome from funcionarios f join clientes_funcionarios cf on cf.funcionario_id = f.id and cf.ativo
     where cf.cliente_id = $1 and cf.vinculo = $2 and f.tipo = 'MOTORISTA'
       and not exists (select 1 from clientes_funcionarios o where o.funcionario_id = f.id and o.ativo and o.cliente_id <> $1)
     order by f.id limit 1`,
    [cliente, vinculo],
  );
  return f!;
}

/** Boots the app on the file's own demo database, logs in ADMIN and CLIENTE, and closes it at the end. */
export function usarDemo(receber: (t: AppDeTeste, d: Demo) => void): void {
  let app: AppDeTeste | undefined;
  beforeAll(async () => {
    app = await iniciarApp();
    receber(app, await prepararDemo(app));
  });
  afterAll(async () => {
    await app?.fechar();
  });
}
