import { completarCnpj, completarCpf, formatarCnpj, formatarCpf } from '@gr/domain';
import type { APIRequestContext } from '@playwright/test';
import { expect, SENHA_DEMO } from './fixtures';

/**
 * Helpers of the master-data journeys: unique documents and plates per run (the demo seed keeps
 * clear of CPF/CNPJ bases starting with 9 and plates starting with Z), and API calls that prepare
 * data the journey then uses through the screens.
 */
const aleatorio = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
const letra = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));

export const novoCnpj = () => completarCnpj(`9${aleatorio(11)}`);
export const novoCpf = () => completarCpf(`9${aleatorio(8)}`);
/** A Mercosul plate starting with Z: ZAB1C23. */
export const novaPlaca = () => `Z${letra()}${letra()}${aleatorio(1)}${letra()}${aleatorio(2)}`;
export const sufixo = () => `${Date.now().toString(36).toUpperCase()}${aleatorio(3)}`;
export { formatarCnpj, formatarCpf };

export class Api {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly baseURL: string,
    private readonly token: string,
  ) {}

  static async entrar(request: APIRequestContext, baseURL: string, usuario = 'ADMIN'): Promise<Api> {
    const r = await request.post(`${baseURL}/api/sessions`, { data: { session: { username: usuario, password: SENHA_DEMO } } });
    expect(r.ok()).toBeTruthy();
    return new Api(request, baseURL, (await r.json()).token);
  }

  private async chamar<T>(metodo: 'get' | 'post' | 'patch' | 'delete', caminho: string, data?: unknown): Promise<T> {
    const r = await this.request[metodo](`${this.baseURL}${caminho}`, { headers: { Authorization: `Bearer ${this.token}` }, data });
    expect(r.ok(), `${metodo.toUpperCase()} ${caminho}: ${r.status()} ${await r.text()}`).toBeTruthy();
    return (await r.json()) as T;
  }
  get<T>(caminho: string) {
    return this.chamar<T>('get', caminho);
  }
  post<T>(caminho: string, data: unknown) {
    return this.chamar<T>('post', caminho, data);
  }
  patch<T>(caminho: string, data: unknown) {
    return this.chamar<T>('patch', caminho, data);
  }
  excluir(caminho: string) {
    return this.chamar<{ message: string }>('delete', caminho);
  }

  criarCliente(dados: { razao_social: string; tipo?: string; cnpj?: string }) {
    return this.chamar<{ id: number; cnpj: string; razao_social: string }>('post', '/api/clientes', {
      cliente: { cnpj: dados.cnpj ?? novoCnpj(), razao_social: dados.razao_social, tipo: dados.tipo ?? 'TRANSPORTADOR' },
    });
  }
  criarVeiculo(dados: { placa?: string; tipo: string; cliente_id?: number; vinculo?: string }) {
    return this.chamar<{ id: number; placa: string }>('post', '/api/veiculos/create', {
      veiculo: {
        placa: dados.placa ?? novaPlaca(),
        tipo: dados.tipo,
        cliente_id: dados.cliente_id ?? null,
        ...(dados.cliente_id ? { vinculo: { tipo: dados.vinculo ?? 'FROTA' } } : {}),
      },
    });
  }
  criarFuncionario(dados: { nome: string; cpf?: string }) {
    return this.chamar<{ id: number; cpf: string; nome: string }>('post', '/api/funcionarios', {
      funcionario: { nome: dados.nome, cpf: dados.cpf ?? novoCpf(), fone1: '11987654321', tipo: 'AJUDANTE' },
    });
  }
}
