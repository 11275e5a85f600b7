import { Module } from '@nestjs/common';
import { ClientesController } from './clientes.controller.js';

/** Master data: clients, contacts, employees, vehicles, reference lists (issue 3 widens it). */
@Module({ controllers: [ClientesController] })
export class MastersModule {}
