import { describe, expect, it } from '@jest/globals';
import { type GridDef, lerEstado } from './tipos';

const def = {
  id: 'teste',
  rota: '/teste',
  api: '/api/teste',
  controlador: 'teste',
  vazio: { substantivo: 'REGISTRO' },
  colunas: [
    { campo: 'placa', titulo: 'Placa', filtro: 'texto' },
    { campo: 'data_cadastro', titulo: 'Cadastro', filtro: 'periodo', filtroPadrao: () => '01/11/2026 - 26/11/2026' },
  ],
  tamanhos: [15, 30],
  tamanhoPadrao: 15,
  ordem: { campo: 'placa', direcao: 'asc' },
} as unknown as GridDef<any>;

describe('estado da grid lido da URL', () => {
  it('aplica o filtro padrão ausente da URL e diz qual é o padrão', () => {
    const e = lerEstado(new URLSearchParams('placa=ABC'), def);
    expect(e.filtros).toEqual({ placa: 'ABC', data_cadastro: '01/11/2026 - 26/11/2026' });
    expect(e.padroes).toEqual({ data_cadastro: '01/11/2026 - 26/11/2026' });
  });

  it('um período escolhido pelo usuário ou apagado vence o padrão, que continua dito', () => {
    const escolhido = lerEstado(new URLSearchParams('data_cadastro=01/01/2026 - 31/01/2026'), def);
    expect(escolhido.filtros).toEqual({ data_cadastro: '01/01/2026 - 31/01/2026' });
    expect(escolhido.padroes).toEqual({ data_cadastro: '01/11/2026 - 26/11/2026' });
    expect(lerEstado(new URLSearchParams('data_cadastro='), def).filtros).toEqual({});
  });
});
