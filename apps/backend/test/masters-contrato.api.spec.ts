import type { AppDeTeste } from './support/app.js';
import { motoristaSoDe, novaPlaca, novoCnpj, novoCpf, usarDemo, veiculoSoDe, type Demo } from './support/masters.js';
import { chamadasValidadas } from './support/openapi.js';

/** The masters answers, good and bad, match what openapi/openapi.json documents. */
let t: AppDeTeste;
let d: Demo;
usarDemo((app, demo) => ((t = app), (d = demo)));

const { chamar, falhas } = chamadasValidadas(() => t, () => d.admin);

describe('as respostas de cadastros conferem com o documento OpenAPI', () => {
  it('clientes, vínculos, contatos e grupos', async () => {
    const c = await chamar('post', '/api/clientes', '/api/clientes', { cliente: { razao_social: 'Contrato Ltda', cnpj: novoCnpj(), tipo: 'EMBARCADOR', uf: 'SP' } });
    expect(c.status).toBe(201);
    await chamar('post', '/api/clientes', '/api/clientes', { cliente: { cnpj: '1' } });
    await chamar('get', '/api/clientes', '/api/clientes?rows=3');
    await chamar('get', '/api/clientes', '/api/clientes?x=1');
    await chamar('get', '/api/clientes/{id}', `/api/clientes/${c.body.id}`);
    await chamar('get', '/api/clientes/{id}', '/api/clientes/99999999');
    await chamar('patch', '/api/clientes/{id}', `/api/clientes/${c.body.id}`, { cliente: { cidade: 'Santos', updated_at: c.body.updated_at } });
    await chamar('patch', '/api/clientes/{id}', `/api/clientes/${c.body.id}`, { cliente: { cidade: 'Santos', updated_at: c.body.updated_at } });
    for (const [caminho, url] of [
      ['/api/clientes/find_cliente', '/api/clientes/find_cliente?term=a'],
      ['/api/clientes/find_embarcador', '/api/clientes/find_embarcador'],
      ['/api/clientes/find_corretor', '/api/clientes/find_corretor'],
      ['/api/clientes/find_segurador', '/api/clientes/find_segurador'],
      ['/api/clientes/get_clientes_gerenciados', '/api/clientes/get_clientes_gerenciados'],
      ['/api/clientes/consultar_cnpj/{cnpj}', '/api/clientes/consultar_cnpj/11222333000181'],
      ['/api/clientes/consultar_cnpj/{cnpj}', `/api/clientes/consultar_cnpj/${novoCnpj()}`],
      ['/api/clientes/consultar_cnpj/{cnpj}', '/api/clientes/consultar_cnpj/123'],
      ['/api/clientes/consultar_cnpj', '/api/clientes/consultar_cnpj'],
      ['/api/get_estados', '/api/get_estados'],
      ['/api/clientes/{id}/get_veiculos_transportador', `/api/clientes/${d.rodovale}/get_veiculos_transportador`],
      ['/api/clientes/{id}/funcionarios', `/api/clientes/${d.rodovale}/funcionarios`],
      ['/api/clientes/{id}/grupo_contatos', `/api/clientes/${d.rodovale}/grupo_contatos`],
      ['/api/get_contatos/{id}', `/api/get_contatos/${d.rodovale}`],
      ['/api/contatos', '/api/contatos?rows=2'],
      ['/api/contatos/get_contatos_nome/{val}', '/api/contatos/get_contatos_nome/a'],
      ['/api/grupos', '/api/grupos'],
      ['/api/grupos/get_grupos', '/api/grupos/get_grupos'],
    ]) {
      await chamar('get', caminho!, url!);
    }
    const v = await veiculoSoDe(t, d.andrade);
    await chamar('get', '/api/clientes/get_vinculo/{cliente_id}/{veiculo_id}', `/api/clientes/get_vinculo/${d.andrade}/${v.id}`);
    await chamar('get', '/api/clientes/get_vinculo/{cliente_id}/{veiculo_id}', `/api/clientes/get_vinculo/${d.rodovale}/${v.id}`);
    const link = await chamar('patch', '/api/clientes/vincular_veiculo', '/api/clientes/vincular_veiculo', { tipo: 'AUTONOMO', veiculo_id: v.id, cliente_id: c.body.id });
    await chamar('patch', '/api/clientes/vincular_veiculo', '/api/clientes/vincular_veiculo', { tipo: 'AUTONOMO', veiculo_id: v.id, cliente_id: c.body.id });
    await chamar('patch', '/api/clientes/vincular_veiculo', '/api/clientes/vincular_veiculo', { veiculo_id: v.id, cliente_id: c.body.id });
    await chamar('patch', '/api/clientes/desvincular_veiculo', '/api/clientes/desvincular_veiculo', { id: link.body.vinculo.id });
    const m = await motoristaSoDe(t, d.andrade, 'AGREGADO');
    await chamar('post', '/api/clientes/vincular_motorista', '/api/clientes/vincular_motorista', { cliente_id: c.body.id, funcionario_id: m.id, vinculo: 'AGREGADO' });
    await chamar('post', '/api/clientes/desvincular_motorista', '/api/clientes/desvincular_motorista', { cliente_id: c.body.id, funcionario_id: m.id });
    const contato = await chamar('post', '/api/contatos', '/api/contatos', { contato: { cliente_id: c.body.id, nome: 'Contato Contrato', email: 'c@c.com.br' } });
    await chamar('patch', '/api/contatos/{id}', `/api/contatos/${contato.body.id}`, { contato: { prioridade: 3 } });
    const grupo = await chamar('post', '/api/grupos', '/api/grupos', { grupo: { descricao: 'contrato' } });
    await chamar('post', '/api/grupos/vincular_contato', '/api/grupos/vincular_contato', { grupo_id: grupo.body.id, contato_id: contato.body.id });
    await chamar('patch', '/api/clientes/vincular_grupo', '/api/clientes/vincular_grupo', { cliente_id: c.body.id, grupo_id: grupo.body.id });
    await chamar('delete', '/api/clientes/{id}', `/api/clientes/${c.body.id}`);
    await chamar('get', '/api/contatos/{id}', `/api/contatos/${contato.body.id}`);
    await chamar('delete', '/api/contatos/{id}', `/api/contatos/${contato.body.id}`);
    expect(falhas).toEqual([]);
  });

  it('veículos, carretas, funcionários e as listas de referência', async () => {
    const cavalo = await chamar('post', '/api/veiculos/create', '/api/veiculos/create', { veiculo: { placa: novaPlaca(), tipo: 'CAVALO', tecnologia_id: 2, numero: '1' } });
    const carreta = await chamar('post', '/api/veiculos/create', '/api/veiculos/create', { veiculo: { placa: novaPlaca(), tipo: 'CARRETA', cliente_id: d.rodovale, vinculo: { tipo: 'FROTA' } } });
    await chamar('post', '/api/veiculos/create', '/api/veiculos/create', { veiculo: { placa: 'x' } });
    await chamar('patch', '/api/veiculos/{id}', `/api/veiculos/${cavalo.body.id}`, { veiculo: { cor: 'AZUL' } });
    const engate = await chamar('post', '/api/veiculos/adicionar_carreta', '/api/veiculos/adicionar_carreta', { cavalo_id: cavalo.body.id, carreta_id: carreta.body.id });
    await chamar('post', '/api/veiculos/adicionar_carreta', '/api/veiculos/adicionar_carreta', { cavalo_id: carreta.body.id, carreta_id: cavalo.body.id });
    await chamar('get', '/api/veiculos/{id}/listar_carretas', `/api/veiculos/${cavalo.body.id}/listar_carretas`);
    await chamar('post', '/api/veiculos/{id}/remover_carreta', `/api/veiculos/${engate.body.carreta.id}/remover_carreta`);
    for (const [caminho, url] of [
      ['/api/veiculos', '/api/veiculos?rows=2'],
      ['/api/veiculos/{id}', `/api/veiculos/${carreta.body.id}`],
      ['/api/veiculos/{id}/por_cliente/{cliente_id}', `/api/veiculos/${carreta.body.id}/por_cliente/${d.rodovale}`],
      ['/api/veiculos/find_veiculos', '/api/veiculos/find_veiculos?term=A'],
      ['/api/veiculos/find_todos_veiculos', '/api/veiculos/find_todos_veiculos?term=A'],
      ['/api/veiculos/find_carretas', '/api/veiculos/find_carretas'],
      ['/api/veiculos/find_veiculos_nao_carreta', '/api/veiculos/find_veiculos_nao_carreta'],
      ['/api/veiculos/verifica_placa/{placa}/{cliente_id}', `/api/veiculos/verifica_placa/${carreta.body.placa}/${d.rodovale}`],
      ['/api/tecnologias', '/api/tecnologias'],
      ['/api/tecnologias/{id}', '/api/tecnologias/2'],
      ['/api/tecnologias/get_tecnologias', '/api/tecnologias/get_tecnologias'],
      ['/api/tecnologias/find_tecnologia', '/api/tecnologias/find_tecnologia?term=s'],
      ['/api/tecnologias/get_tecnologia_by_veiculo/{id}', `/api/tecnologias/get_tecnologia_by_veiculo/${cavalo.body.id}`],
      ['/api/tecnologias/tecnologias_por_cliente', `/api/tecnologias/tecnologias_por_cliente?cliente_id=${d.rodovale}`],
      ['/api/estados', '/api/estados'],
      ['/api/fabricantes', '/api/fabricantes'],
      ['/api/fabricantes/get_fabricantes', '/api/fabricantes/get_fabricantes'],
      ['/api/fabricantes/{id}/modelos', '/api/fabricantes/1/modelos'],
      ['/api/modelos', '/api/modelos'],
      ['/api/funcoes', '/api/funcoes'],
      ['/api/funcoes/get_funcoes', '/api/funcoes/get_funcoes'],
      ['/api/sinistros', '/api/sinistros'],
      ['/api/emails', '/api/emails'],
      ['/api/emails/get_emails', '/api/emails/get_emails'],
      ['/api/funcionarios', '/api/funcionarios?rows=2'],
      ['/api/funcionarios/find_funcionario', '/api/funcionarios/find_funcionario?funcionario=jo'],
      ['/api/funcionarios/consultar_cpf/{cpf}', `/api/funcionarios/consultar_cpf/${novoCpf()}`],
      ['/api/funcionarios/consultar_cpf/{cpf}', '/api/funcionarios/consultar_cpf/1'],
      ['/api/funcionarios/consultar_cpf', '/api/funcionarios/consultar_cpf'],
    ]) {
      await chamar('get', caminho!, url!);
    }
    const f = await chamar('post', '/api/funcionarios', '/api/funcionarios', { funcionario: { nome: 'Contrato da Silva', cpf: novoCpf(), fone1: '11987654321', registro_cnh: '02650306461' }, vinculo: { cliente_id: d.rodovale, vinculo: 'AUTONOMO' } });
    await chamar('get', '/api/funcionarios/{id}', `/api/funcionarios/${f.body.id}`);
    await chamar('get', '/api/funcionarios/{id}/{clienteId}', `/api/funcionarios/${f.body.id}/${d.rodovale}`);
    await chamar('get', '/api/funcionarios/{id}', `/api/funcionarios/${f.body.id}`, undefined, d.cliente);
    await chamar('patch', '/api/funcionarios/{id}', `/api/funcionarios/${f.body.id}`, { funcionario: { fone2: '1134567890' } });
    await chamar('post', '/api/funcionarios/{id}/update_perfis', `/api/funcionarios/${f.body.id}/update_perfis`, { perfis: [{ cliente_id: d.rodovale, protocolo: 'P1' }] });
    await chamar('delete', '/api/funcionarios/{id}', `/api/funcionarios/${f.body.id}`);
    const tec = await chamar('post', '/api/tecnologias', '/api/tecnologias', { tecnologia: { descricao: 'contrato' } });
    await chamar('patch', '/api/tecnologias/{id}', `/api/tecnologias/${tec.body.id}`, { tecnologia: { descricao: 'contrato 2' } });
    await chamar('delete', '/api/tecnologias/{id}', `/api/tecnologias/${tec.body.id}`);
    await chamar('delete', '/api/tecnologias/{id}', '/api/tecnologias/13');
    await chamar('delete', '/api/estados/{uf}', '/api/estados/SP');
    await chamar('delete', '/api/veiculos/{id}', `/api/veiculos/${carreta.body.id}`);
    await chamar('delete', '/api/veiculos/{id}', `/api/veiculos/${cavalo.body.id}`);
    expect(falhas).toEqual([]);
  });
  it('rotas e pontos', async () => {
    const [a, b] = await t.sql<{ id: number; latitude: number; longitude: number }>('select id, latitude::float as latitude, longitude::float as longitude from pontos where cliente_id is null order by id limit 2');
    await chamar('get', '/api/pontos', '/api/pontos?rows=3');
    await chamar('get', '/api/pontos', '/api/pontos?tipo=X');
    await chamar('get', '/api/pontos', '/api/pontos', undefined, d.cliente);
    await chamar('get', '/api/pontos/{id}', `/api/pontos/${a!.id}`);
    await chamar('get', '/api/pontos/{id}', '/api/pontos/99999999');
    await chamar('get', '/api/pontos/verificar_ponto', `/api/pontos/verificar_ponto?latitude=${a!.latitude}&longitude=${a!.longitude}`);
    await chamar('get', '/api/pontos/verificar_ponto', '/api/pontos/verificar_ponto?latitude=1&longitude=1');
    await chamar('get', '/api/pontos/verificar_ponto', '/api/pontos/verificar_ponto?latitude=91&longitude=0');
    await chamar('get', '/api/pontos/geocodificar', `/api/pontos/geocodificar?latitude=${a!.latitude}&longitude=${a!.longitude}`);
    await chamar('get', '/api/pontos/geocodificar', '/api/pontos/geocodificar?latitude=0&longitude=0');
    const p = await chamar('post', '/api/pontos', '/api/pontos', { ponto: { descricao: 'contrato ponto', latitude: -21.5, longitude: -45.5 } });
    expect(p.status).toBe(201);
    await chamar('post', '/api/pontos', '/api/pontos', { ponto: { descricao: 'contrato ponto', latitude: -21.5, longitude: -45.5 } });
    await chamar('post', '/api/pontos', '/api/pontos', { ponto: { descricao: 'x', latitude: 91, longitude: -181 } });
    await chamar('patch', '/api/pontos/{id}', `/api/pontos/${p.body.ponto.id}`, { ponto: { raio_ponto: 3, updated_at: p.body.ponto.updated_at } });
    await chamar('patch', '/api/pontos/{id}', `/api/pontos/${p.body.ponto.id}`, { ponto: { raio_ponto: 4, updated_at: p.body.ponto.updated_at } });
    await chamar('patch', '/api/pontos/{id}', `/api/pontos/${a!.id}`, { ponto: { raio_ponto: 4 } }, d.cliente);
    await chamar('delete', '/api/pontos/{id}', `/api/pontos/${a!.id}`);

    await chamar('get', '/api/rotas', '/api/rotas?rows=3');
    await chamar('get', '/api/rotas', '/api/rotas?ativa=X');
    await chamar('get', '/api/rotas/find_rotas', '/api/rotas/find_rotas?term=sp');
    await chamar('get', '/api/rotas/find_pontos', '/api/rotas/find_pontos?term=cd');
    await chamar('get', '/api/rotas/tipos_paradas', '/api/rotas/tipos_paradas');
    await chamar('post', '/api/rotas/tracar', '/api/rotas/tracar', { rota: { paradas: [{ ponto_id: a!.id }, { latitude: -22, longitude: -46 }, { ponto_id: b!.id }] } });
    await chamar('post', '/api/rotas/tracar', '/api/rotas/tracar', { rota: { paradas: [{ ponto_id: a!.id }, { latitude: 0, longitude: 0 }, { ponto_id: b!.id }] } });
    await chamar('post', '/api/rotas/tracar', '/api/rotas/tracar', { rota: { paradas: [] } });
    const r = await chamar('post', '/api/rotas', '/api/rotas', { rota: { descricao: 'CONTRATO', ponto_origem_id: a!.id, ponto_destino_id: b!.id, pontos_rotas: [{ latitude: -22.1, longitude: -46.1 }] } });
    expect(r.status).toBe(201);
    await chamar('post', '/api/rotas', '/api/rotas', { rota: { descricao: 'SEM ORIGEM' } });
    await chamar('post', '/api/rotas', '/api/rotas', { rota: { descricao: 'OCEANO', ponto_origem_id: a!.id, ponto_destino_id: b!.id, pontos_rotas: [{ latitude: 0, longitude: 0 }] } });
    await chamar('get', '/api/rotas/{id}', `/api/rotas/${r.body.rota.id}`);
    await chamar('get', '/api/rotas/{id}', '/api/rotas/99999999');
    await chamar('patch', '/api/rotas/{id}', `/api/rotas/${r.body.rota.id}`, { rota: { descricao: 'CONTRATO 2', updated_at: r.body.rota.updated_at } });
    await chamar('patch', '/api/rotas/{id}', `/api/rotas/${r.body.rota.id}`, { rota: { descricao: 'CONTRATO 3', updated_at: r.body.rota.updated_at } });
    const [usada] = await t.sql<{ id: number }>('select rota_id as id from monitoramentos order by id limit 1');
    await chamar('patch', '/api/rotas/{id}', `/api/rotas/${usada!.id}`, { rota: { descricao: 'NAO' } }, d.cliente);
    await chamar('get', '/api/rotas/{id}/geojson', `/api/rotas/${r.body.rota.id}/geojson`);
    await chamar('get', '/api/rotas/{id}/geojson_disponivel', `/api/rotas/${r.body.rota.id}/geojson_disponivel`);
    await chamar('get', '/api/rotas/{id}/rota_utilizada', `/api/rotas/${usada!.id}/rota_utilizada`);
    await chamar('post', '/api/rotas/{id}/atualiza_rota', `/api/rotas/${r.body.rota.id}/atualiza_rota`, { geojson: { type: 'LineString', coordinates: [[-46, -22], [-46.5, -22.5]] } });
    await chamar('post', '/api/rotas/{id}/atualiza_rota', `/api/rotas/${r.body.rota.id}/atualiza_rota`, {}, d.cliente);
    const proc = await chamar('post', '/api/rotas/{id}/atualiza_rota', `/api/rotas/${r.body.rota.id}/atualiza_rota`, {});
    expect(proc.status).toBe(202);
    await chamar('get', '/api/rotas/{id}/geojson', `/api/rotas/${r.body.rota.id}/geojson`);
    await chamar('delete', '/api/rotas/{id}', `/api/rotas/${usada!.id}`);
    for (let i = 0; i < 50; i++) {
      const g = await t.http.get(`/api/rotas/${r.body.rota.id}/geojson_disponivel`).set({ Authorization: `Bearer ${d.admin}` });
      if (g.body.processamento !== 'PROCESSANDO') break;
      await new Promise((ok) => setTimeout(ok, 50));
    }
    await chamar('delete', '/api/rotas/{id}', `/api/rotas/${r.body.rota.id}`);
    expect(falhas).toEqual([]);
  });
});
