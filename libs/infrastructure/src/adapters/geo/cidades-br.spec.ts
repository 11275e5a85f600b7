import { distanciaAteRota, distanciaKm, type Coordenada } from '@gr/domain';
import { CAPITAIS_BR, CIDADES_BR } from './cidades-br.js';

const UFS = ['AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'];

function cidade(nome: string, uf: string) {
  const c = CIDADES_BR.find((x) => x.nome === nome && x.uf === uf);
  if (!c) throw new Error(`sem ${nome}/${uf}`);
  return c;
}

describe('CIDADES_BR', () => {
  it('tem ao menos 150 cidades distintas dentro do Brasil, com os apelidos lat/lng', () => {
    expect(CIDADES_BR.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CIDADES_BR.map((c) => `${c.nome}/${c.uf}`)).size).toBe(CIDADES_BR.length);
    for (const c of CIDADES_BR) {
      expect(UFS).toContain(c.uf);
      // Brazil's extreme points: 5.27°N (Caburaí) to 33.75°S (Chuí), 34.79°W to 73.99°W.
      expect(c.latitude).toBeGreaterThan(-33.8);
      expect(c.latitude).toBeLessThan(5.3);
      expect(c.longitude).toBeGreaterThan(-74);
      expect(c.longitude).toBeLessThan(-34.7);
    }
  });

  it('tem todas as capitais, uma por unidade federativa', () => {
    expect(CAPITAIS_BR.map((c) => c.uf).sort()).toEqual([...UFS].sort());
    // Known great-circle distances between capitals (within 1 %): a typo in a capital would show.
    const pares: Array<[string, string, string, string, number]> = [
      ['São Paulo', 'SP', 'Rio de Janeiro', 'RJ', 358],
      ['São Paulo', 'SP', 'Curitiba', 'PR', 339],
      ['Curitiba', 'PR', 'Florianópolis', 'SC', 252],
      ['Porto Alegre', 'RS', 'Florianópolis', 'SC', 375],
      ['Brasília', 'DF', 'Goiânia', 'GO', 175],
      ['Brasília', 'DF', 'Manaus', 'AM', 1932],
      ['Rio de Janeiro', 'RJ', 'Salvador', 'BA', 1210],
      ['Recife', 'PE', 'Salvador', 'BA', 676],
      ['Fortaleza', 'CE', 'Natal', 'RN', 435],
      ['Belém', 'PA', 'São Luís', 'MA', 481],
      ['Cuiabá', 'MT', 'Campo Grande', 'MS', 560],
      ['Porto Velho', 'RO', 'Rio Branco', 'AC', 449],
    ];
    for (const [a, ua, b, ub, km] of pares) {
      const d = distanciaKm(cidade(a, ua), cidade(b, ub));
      expect(Math.abs(d - km) / km).toBeLessThan(0.01);
    }
  });

  /** Each corridor city lies near the polyline through the corridor's main cities. */
  const corredores: Array<{ nome: string; eixo: Coordenada[]; cidades: string[]; maxKm: number }> = [
    {
      nome: 'BR-116 Régis Bittencourt',
      eixo: [cidade('São Paulo', 'SP'), cidade('Juquitiba', 'SP'), cidade('Registro', 'SP'), cidade('Barra do Turvo', 'SP'), cidade('Curitiba', 'PR')],
      cidades: ['Taboão da Serra/SP', 'Embu das Artes/SP', 'Itapecerica da Serra/SP', 'São Lourenço da Serra/SP', 'Miracatu/SP', 'Juquiá/SP', 'Jacupiranga/SP', 'Cajati/SP', 'Campina Grande do Sul/PR', 'Quatro Barras/PR'],
      maxKm: 25,
    },
    {
      nome: 'BR-376/BR-101',
      eixo: [cidade('Curitiba', 'PR'), cidade('Garuva', 'SC'), cidade('Joinville', 'SC'), cidade('Itajaí', 'SC'), cidade('Tijucas', 'SC'), cidade('Florianópolis', 'SC')],
      cidades: ['São José dos Pinhais/PR', 'Tijucas do Sul/PR', 'Araquari/SC', 'Barra Velha/SC', 'Balneário Piçarras/SC', 'Navegantes/SC', 'Balneário Camboriú/SC', 'Itapema/SC', 'Porto Belo/SC', 'Biguaçu/SC', 'São José/SC', 'Palhoça/SC'],
      maxKm: 25,
    },
    {
      nome: 'Via Dutra',
      eixo: [cidade('São Paulo', 'SP'), cidade('São José dos Campos', 'SP'), cidade('Lorena', 'SP'), cidade('Resende', 'RJ'), cidade('Volta Redonda', 'RJ'), cidade('Rio de Janeiro', 'RJ')],
      cidades: ['Guarulhos/SP', 'Arujá/SP', 'Jacareí/SP', 'Caçapava/SP', 'Taubaté/SP', 'Pindamonhangaba/SP', 'Aparecida/SP', 'Guaratinguetá/SP', 'Cruzeiro/SP', 'Queluz/SP', 'Itatiaia/RJ', 'Barra Mansa/RJ', 'Piraí/RJ', 'Queimados/RJ', 'Nova Iguaçu/RJ', 'Duque de Caxias/RJ'],
      maxKm: 25,
    },
    {
      nome: 'Fernão Dias',
      eixo: [cidade('São Paulo', 'SP'), cidade('Atibaia', 'SP'), cidade('Pouso Alegre', 'MG'), cidade('Três Corações', 'MG'), cidade('Lavras', 'MG'), cidade('Oliveira', 'MG'), cidade('Betim', 'MG'), cidade('Belo Horizonte', 'MG')],
      cidades: ['Mairiporã/SP', 'Bom Jesus dos Perdões/SP', 'Vargem/SP', 'Extrema/MG', 'Camanducaia/MG', 'Cambuí/MG', 'Careaçu/MG', 'São Gonçalo do Sapucaí/MG', 'Perdões/MG', 'Santo Antônio do Amparo/MG', 'Carmópolis de Minas/MG', 'Itaguara/MG', 'Igarapé/MG', 'Contagem/MG'],
      maxKm: 25,
    },
    {
      nome: 'Anhanguera/Bandeirantes',
      eixo: [cidade('São Paulo', 'SP'), cidade('Jundiaí', 'SP'), cidade('Campinas', 'SP'), cidade('Limeira', 'SP'), cidade('Pirassununga', 'SP'), cidade('Ribeirão Preto', 'SP')],
      cidades: ['Cajamar/SP', 'Caieiras/SP', 'Louveira/SP', 'Vinhedo/SP', 'Valinhos/SP', 'Sumaré/SP', 'Nova Odessa/SP', 'Americana/SP', 'Cordeirópolis/SP', 'Araras/SP', 'Leme/SP', 'Porto Ferreira/SP', 'Santa Rita do Passa Quatro/SP', 'São Simão/SP', 'Cravinhos/SP'],
      maxKm: 25,
    },
  ];

  it.each(corredores)('cobre o corredor $nome, cada cidade perto do seu eixo', ({ eixo, cidades, maxKm }) => {
    for (const nomeUf of cidades) {
      const [nome, uf] = nomeUf.split('/') as [string, string];
      const d = distanciaAteRota(cidade(nome, uf), eixo).distancia_km;
      if (d > maxKm) throw new Error(`${nomeUf} a ${d.toFixed(1)} km do eixo`);
    }
  });
});
