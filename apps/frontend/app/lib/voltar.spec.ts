import { describe, expect, it } from '@jest/globals';
import { caminhoSeguro, comVoltar, destinoVoltar, manterVoltar, voltarDe } from './voltar';

describe('caminho de volta de um registro para o seu grid', () => {
  it('segue só caminhos deste site', () => {
    expect(caminhoSeguro('/veiculos?placa=ABC&page=2', '/x')).toBe('/veiculos?placa=ABC&page=2');
    for (const mal of ['//mal.example/x', '/\\mal.example', 'https://mal.example', 'javascript:alert(1)', 'veiculos', '/a\nb', '', null, undefined, `/${'a'.repeat(2001)}`]) {
      expect(caminhoSeguro(mal, '/veiculos')).toBe('/veiculos');
    }
    // Dot segments are resolved, never escaping the site.
    expect(caminhoSeguro('/../../veiculos', '/x')).toBe('/veiculos');
  });

  it('leva a URL de um grid pela URL do registro e a traz de volta', () => {
    const grade = '/veiculos?placa=ABC&sidx=placa&sord=asc&page=2&sel=12';
    const registro = comVoltar('/veiculo/12', grade);
    expect(registro).toBe(`/veiculo/12?voltar=${encodeURIComponent(grade)}`);
    expect(destinoVoltar(registro.split('?')[1]!, '/veiculos')).toBe(grade);
    expect(comVoltar('/veiculo/12?aba=1', 'https://mal.example')).toBe('/veiculo/12?aba=1');
  });

  it('atende o lado do servidor: redireciona depois de salvar, ou fica no registro mantendo o caminho de volta', () => {
    const pedido = new Request(`http://localhost/veiculo/12?voltar=${encodeURIComponent('/veiculos?page=3')}`);
    expect(voltarDe(pedido, '/veiculos')).toBe('/veiculos?page=3');
    expect(manterVoltar(pedido, '/cliente/7')).toBe(`/cliente/7?voltar=${encodeURIComponent('/veiculos?page=3')}`);
    expect(voltarDe(new Request('http://localhost/veiculo/12?voltar=//mal.example'), '/veiculos')).toBe('/veiculos');
    expect(manterVoltar(new Request('http://localhost/cliente/novo'), '/cliente/7')).toBe('/cliente/7');
  });
});
