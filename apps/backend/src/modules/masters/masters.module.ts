import { Module } from '@nestjs/common';
import { MastersUseCases } from './masters.providers.js';
import { ClientesController } from './clientes/clientes.controller.js';
import { ClientesVinculosController } from './clientes/clientes-vinculos.controller.js';
import { ClientesQueries } from './clientes/clientes.queries.js';
import { ContatosController, ContatosDoClienteController, GruposController } from './contatos/contatos.controller.js';
import { ContatosQueries } from './contatos/contatos.queries.js';
import { FuncionariosController } from './funcionarios/funcionarios.controller.js';
import { FuncionariosQueries } from './funcionarios/funcionarios.queries.js';
import { VeiculosController } from './veiculos/veiculos.controller.js';
import { VeiculosQueries } from './veiculos/veiculos.queries.js';
import {
  EmailsController, EstadosController, EstadosListaController, FabricantesController, FuncoesController, ModelosController, SinistrosController,
  TecnologiasController,
} from './referencias/referencias.controllers.js';
import { PgrClienteController } from './pgr/pgr-cliente.controller.js';
import { PgrClienteQueries } from './pgr/pgr-cliente.queries.js';
import { ListasQueries } from './referencias/lista.queries.js';
import { ReferenciasQueries } from './referencias/referencias.queries.js';
import { AlertasChecklistController, LiberacoesController, SituacaoViagemController } from './operacao/operacao.controllers.js';
import { OperacaoQueries } from './operacao/operacao.queries.js';
import { RegrasRiscoController } from './risco/regras-risco.controller.js';
import { RegrasRiscoQueries } from './risco/regras-risco.queries.js';
import { FinanceiroController } from './financeiro/financeiro.controller.js';
import { FinanceiroQueries } from './financeiro/financeiro.queries.js';
import { ProntaRespostaController } from './pronta-resposta/pronta-resposta.controller.js';
import { PontosController } from './rotas/pontos.controller.js';
import { PontosQueries } from './rotas/pontos.queries.js';
import { RotasController } from './rotas/rotas.controller.js';
import { RotasProcessador } from './rotas/rotas.processador.js';
import { RotasQueries } from './rotas/rotas.queries.js';
import { AcoesPgrController, ActionsController, ItensPgrController, OcorrenciasController, PerifericosController, PgrsController } from './pgr/pgrs.controller.js';

/**
 * Masters context (spec 03 §2, §3, §7): clients and their links, contacts and contact groups,
 * employees, vehicles and trailers, technologies and the reference lists. The links controller
 * comes before the clients one so `PATCH /clientes/vincular_veiculo` is not read as `PATCH /clientes/{id}`.
 */
@Module({
  controllers: [
    ClientesVinculosController,
    ClientesController,
    ContatosController,
    GruposController,
    ContatosDoClienteController,
    FuncionariosController,
    VeiculosController,
    TecnologiasController,
    FabricantesController,
    ModelosController,
    FuncoesController,
    SinistrosController,
    EmailsController,
    EstadosController,
    EstadosListaController,
    ProntaRespostaController,
    PgrsController,
    PgrClienteController,
    ItensPgrController,
    PerifericosController,
    AcoesPgrController,
    ActionsController,
    OcorrenciasController,
    SituacaoViagemController,
    AlertasChecklistController,
    LiberacoesController,
    RegrasRiscoController,
    FinanceiroController,
    RotasController,
    PontosController,
  ],
  providers: [MastersUseCases, ClientesQueries, ContatosQueries, FuncionariosQueries, VeiculosQueries, RotasQueries, PontosQueries, RotasProcessador, FinanceiroQueries, RegrasRiscoQueries, PgrClienteQueries, ListasQueries, ReferenciasQueries, OperacaoQueries],
  // The checklists' wizard links a vehicle to its client with the same use case (vinculo_salvar).
  exports: [MastersUseCases, ClientesQueries, FuncionariosQueries],
})
export class MastersModule {}
