// Gerado de openapi/openapi.json por `npm run openapi`; não edite à mão.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Health_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Login: devolve a sessão com o token assinado */
        post: operations["Sessions_criar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Logout: revoga o token */
        delete: operations["Sessions_remover"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Login do chat (grupos 3 a 7): devolve o redirect com code e state */
        post: operations["Sessions_oauth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get_controllers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["RegrasAcesso_controllers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get_functions_controllers_by_controller/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["RegrasAcesso_funcoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/get_regras_acesso/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["RegrasAcesso_regras"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/update_regras_acesso/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Substitui as regras do usuário; só administradores concedem funções que eles mesmos não têm */
        post: operations["RegrasAcesso_atualizar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/grupos_usuarios/get_grupos_de_usuarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista de grupos para seleção */
        get: operations["GruposUsuarios_lista"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/grupos_usuarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GruposUsuarios_index"];
        put?: never;
        post: operations["GruposUsuarios_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/grupos_usuarios/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GruposUsuarios_show"];
        put?: never;
        post?: never;
        delete: operations["GruposUsuarios_destroy"];
        options?: never;
        head?: never;
        patch: operations["GruposUsuarios_update"];
        trace?: never;
    };
    "/api/users/usuario_logado": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Usuário da sessão, com as regras de acesso (controlador → funções) */
        get: operations["Users_usuarioLogado"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/show_user_basico": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Users_basico"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/is_grupo/{groups}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** O usuário pertence a algum dos grupos (ids separados por vírgula)? */
        get: operations["Users_isGrupo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/is_liberativo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** O usuário pode autorizar liberações? */
        get: operations["Users_isLiberativo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/cliente_grupo/{grupo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** O usuário é do tipo informado (CLIENTE: usuário de cliente, grupo 8)? */
        get: operations["Users_clienteGrupo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/atualizar_senha/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Troca de senha: a própria (com a senha atual) ou a de outro usuário (usuarios#update) */
        patch: operations["Users_atualizarSenha"];
        trace?: never;
    };
    "/api/users/recuperar_senha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Esqueci a senha: registra o e-mail com o link de nova senha (mesma resposta para e-mail desconhecido) */
        post: operations["Users_recuperarSenha"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/nova_senha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Conclui a recuperação: grava a nova senha com o token do link */
        post: operations["Users_novaSenha"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/atualiza_layouts_usuario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Grava layouts de grids do próprio usuário (mesclados por grid) */
        patch: operations["Users_layouts"];
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid de usuários */
        get: operations["Users_index"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastra usuário */
        post: operations["Users_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Users_show"];
        put?: never;
        post?: never;
        delete: operations["Users_destroy"];
        options?: never;
        head?: never;
        /** Altera usuário; envie updated_at lido para detectar edição concorrente (409) */
        patch: operations["Users_update"];
        trace?: never;
    };
    "/api/integracao/chat/getToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Troca o code do login do chat pelo token do chat */
        post: operations["Chat_getToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integracao/chat/getGroups/{authToken}/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Chat_getGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientes/vincular_veiculo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Vincula veículo ao cliente (CARRETA sempre AUTONOMO; veículo já vinculado é recusado) */
        patch: operations["ClientesVinculos_vincularVeiculo"];
        trace?: never;
    };
    "/api/clientes/desvincular_veiculo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Inativa o vínculo (o registro fica, com a data de inativação) */
        patch: operations["ClientesVinculos_desvincularVeiculo"];
        trace?: never;
    };
    "/api/clientes/get_vinculo/{cliente_id}/{veiculo_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vínculo ativo do veículo com o cliente, com a faixa de idade (até 30, 60, 90, mais de 90 dias) */
        get: operations["ClientesVinculos_getVinculo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientes/{id}/get_veiculos_transportador": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Veículos do cliente (10 linhas; 10/20/30/50/100), ativos e inativos, com a idade do vínculo */
        get: operations["ClientesVinculos_veiculos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientes/vincular_motorista": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Vincula motorista ao cliente (criar_vinculo) ou altera o tipo do vínculo ativo */
        post: operations["ClientesVinculos_vincularMotorista"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientes/desvincular_motorista": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Inativa o vínculo do motorista com o cliente */
        post: operations["ClientesVinculos_desvincularMotorista"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientes/{id}/funcionarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Motoristas do cliente (vínculos ativos e inativos) */
        get: operations["ClientesVinculos_motoristas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientes/vincular_grupo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Vincula (ou reativa) um grupo de contatos ao cliente */
        patch: operations["ClientesVinculos_vincularGrupo"];
        trace?: never;
    };
    "/api/clientes/desvincular_grupo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Inativa o vínculo do grupo de contatos com o cliente */
        patch: operations["ClientesVinculos_desvincularGrupo"];
        trace?: never;
    };
    "/api/clientes/{id}/grupo_contatos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grupos de contatos, marcando os vinculados ao cliente (1000 linhas) */
        get: operations["ClientesVinculos_grupos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid de clientes (15 linhas; 15/20/30/50/100) */
        get: operations["Clientes_index"];
        put?: never;
        /** Cadastra cliente */
        post: operations["Clientes_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientes/find_cliente": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Busca clientes ativos por nome, nome fantasia ou CNPJ (até 30); filtro opcional por tipo */
        get: operations["Clientes_find"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientes/find_embarcador": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Busca embarcadores (tipo EMBARCADOR) */
        get: operations["Clientes_findEmbarcador"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientes/find_corretor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Busca corretoras (tipo CORRETOR) */
        get: operations["Clientes_findCorretor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientes/find_segurador": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Busca seguradoras (tipo SEGURADOR) */
        get: operations["Clientes_findSegurador"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientes/get_clientes_gerenciados": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Clientes que o usuário pode escolher: o próprio e os gerenciados (equipe: todos os ativos) */
        get: operations["Clientes_gerenciados"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientes/consultar_cnpj": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Consulta o CNPJ na base de registro (offline: os próprios clientes); tira a máscara */
        get: operations["Clientes_consultarCnpj[0]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientes/consultar_cnpj/{cnpj}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Consulta o CNPJ na base de registro (offline: os próprios clientes); tira a máscara */
        get: operations["Clientes_consultarCnpj[1]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Clientes_show"];
        put?: never;
        post?: never;
        delete: operations["Clientes_destroy"];
        options?: never;
        head?: never;
        /** Altera cliente; envie updated_at lido para detectar edição concorrente (409) */
        patch: operations["Clientes_update"];
        trace?: never;
    };
    "/api/contatos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid de contatos (18 linhas; 18/20/30/50/100), filtrável por grupo */
        get: operations["Contatos_index"];
        put?: never;
        post: operations["Contatos_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contatos/por_grupo/{grupo_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contatos de um grupo */
        get: operations["Contatos_porGrupo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contatos/get_contatos_nome/{val}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Busca contatos pelo nome (até 30) */
        get: operations["Contatos_porNome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contatos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Contatos_show"];
        put?: never;
        post?: never;
        delete: operations["Contatos_destroy"];
        options?: never;
        head?: never;
        patch: operations["Contatos_update"];
        trace?: never;
    };
    "/api/grupos/vincular_contato": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Inclui o contato no grupo */
        post: operations["Grupos_vincularContato"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/grupos/desvincular_contato": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retira o contato do grupo */
        post: operations["Grupos_desvincularContato"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/grupos/get_grupos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista completa para seleção (Contatos e grupos) */
        get: operations["Grupos_listar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/grupos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid (100 linhas) */
        get: operations["Grupos_index"];
        put?: never;
        post: operations["Grupos_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/grupos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Grupos_show"];
        put?: never;
        post?: never;
        delete: operations["Grupos_destroy"];
        options?: never;
        head?: never;
        patch: operations["Grupos_update"];
        trace?: never;
    };
    "/api/get_contatos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contatos do cliente: os próprios e os dos seus grupos ativos, por prioridade */
        get: operations["ContatosDoCliente_doCliente"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/funcionarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid de funcionários (15 linhas; 15/200/300/500/1000); usuário de cliente vê só os vinculados ao seu cliente */
        get: operations["Funcionarios_index"];
        put?: never;
        /** Cadastra funcionário e, com `vinculo`, o vincula ao cliente (usuário de cliente: o próprio, obrigatório) */
        post: operations["Funcionarios_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/funcionarios/consultar_cpf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** CPF livre, já cadastrado (oferece criar o vínculo) ou já vinculado ao cliente */
        get: operations["Funcionarios_consultarCpf[0]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/funcionarios/consultar_cpf/{cpf}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** CPF livre, já cadastrado (oferece criar o vínculo) ou já vinculado ao cliente */
        get: operations["Funcionarios_consultarCpf[1]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/funcionarios/find_funcionario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Busca funcionários por nome ou CPF e pelos telefones (até 30) */
        get: operations["Funcionarios_find"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/funcionarios/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Funcionarios_show"];
        put?: never;
        post?: never;
        delete: operations["Funcionarios_destroy"];
        options?: never;
        head?: never;
        /** Altera funcionário (e o tipo do vínculo, se enviado); updated_at lido → 409 se mudou */
        patch: operations["Funcionarios_update"];
        trace?: never;
    };
    "/api/funcionarios/{id}/{clienteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Funcionário com o seu vínculo com o cliente informado */
        get: operations["Funcionarios_showPorCliente"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/funcionarios/{id}/update_perfis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Substitui os perfis (cliente, protocolo, validade) do funcionário; usuário de cliente: só os do seu cliente */
        post: operations["Funcionarios_updatePerfis"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/veiculos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid de veículos (15 linhas; 15/20/30/50/100); usuário de cliente vê só os vinculados ao seu cliente */
        get: operations["Veiculos_index"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/veiculos/find_veiculos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Busca veículos pela placa (do cliente informado, ou do alcance do usuário) */
        get: operations["Veiculos_findVeiculos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/veiculos/find_todos_veiculos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Busca veículos pela placa sem filtro de cliente (equipe: todos; usuário de cliente: os seus) */
        get: operations["Veiculos_findTodos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/veiculos/find_carretas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Busca carretas pela placa */
        get: operations["Veiculos_findCarretas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/veiculos/find_veiculos_nao_carreta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Busca veículos que não são carretas pela placa */
        get: operations["Veiculos_findNaoCarreta"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/veiculos/verifica_placa/{placa}/{cliente_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Disponibilidade da placa (7 primeiros caracteres): "placa já cadastrada" ou "placa disponivel" */
        get: operations["Veiculos_verificaPlaca"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/veiculos/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastra veículo; com cliente_id (usuário de cliente: o próprio) cria o vínculo do tipo informado */
        post: operations["Veiculos_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/veiculos/adicionar_carreta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Engata uma carreta num cavalo (no máximo 3 por cavalo) */
        post: operations["Veiculos_adicionarCarreta"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/veiculos/{id}/remover_carreta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Desengata a carreta (id do engate) */
        post: operations["Veiculos_removerCarreta"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/veiculos/{id}/listar_carretas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Carretas engatadas no cavalo */
        get: operations["Veiculos_listarCarretas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/veiculos/{id}/por_cliente/{cliente_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Veículo com o seu vínculo com o cliente informado */
        get: operations["Veiculos_porCliente"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/veiculos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Veiculos_show"];
        put?: never;
        post?: never;
        delete: operations["Veiculos_destroy"];
        options?: never;
        head?: never;
        /** Altera veículo; o tipo do vínculo nunca muda (422); updated_at lido → 409 se mudou */
        patch: operations["Veiculos_update"];
        trace?: never;
    };
    "/api/tecnologias/find_tecnologia": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Busca tecnologias pela descrição */
        get: operations["Tecnologias_find"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tecnologias/get_tecnologia_by_veiculo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tecnologia e terminal do veículo, e se permite checklist online */
        get: operations["Tecnologias_porVeiculo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tecnologias/tecnologias_por_cliente": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tecnologias dos veículos vinculados ao cliente (usuário de cliente: o próprio) */
        get: operations["Tecnologias_porCliente"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tecnologias/get_tecnologias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista completa para seleção (Tecnologias) */
        get: operations["Tecnologias_listar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tecnologias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid (18 linhas) */
        get: operations["Tecnologias_index"];
        put?: never;
        post: operations["Tecnologias_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tecnologias/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Tecnologias_show"];
        put?: never;
        post?: never;
        delete: operations["Tecnologias_destroy"];
        options?: never;
        head?: never;
        patch: operations["Tecnologias_update"];
        trace?: never;
    };
    "/api/fabricantes/{id}/modelos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Modelos do fabricante */
        get: operations["Fabricantes_modelos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fabricantes/get_fabricantes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista completa para seleção (Fabricantes e modelos) */
        get: operations["Fabricantes_listar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fabricantes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid (18 linhas) */
        get: operations["Fabricantes_index"];
        put?: never;
        post: operations["Fabricantes_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fabricantes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Fabricantes_show"];
        put?: never;
        post?: never;
        delete: operations["Fabricantes_destroy"];
        options?: never;
        head?: never;
        patch: operations["Fabricantes_update"];
        trace?: never;
    };
    "/api/modelos/get_modelos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista completa para seleção (Fabricantes e modelos) */
        get: operations["Modelos_listar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/modelos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid (18 linhas) */
        get: operations["Modelos_index"];
        put?: never;
        post: operations["Modelos_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/modelos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Modelos_show"];
        put?: never;
        post?: never;
        delete: operations["Modelos_destroy"];
        options?: never;
        head?: never;
        patch: operations["Modelos_update"];
        trace?: never;
    };
    "/api/funcoes/get_funcoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista completa para seleção (Funções) */
        get: operations["Funcoes_listar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/funcoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid (18 linhas) */
        get: operations["Funcoes_index"];
        put?: never;
        post: operations["Funcoes_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/funcoes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Funcoes_show"];
        put?: never;
        post?: never;
        delete: operations["Funcoes_destroy"];
        options?: never;
        head?: never;
        patch: operations["Funcoes_update"];
        trace?: never;
    };
    "/api/sinistros/get_sinistros": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista completa para seleção (Sinistros) */
        get: operations["Sinistros_listar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sinistros": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid (18 linhas) */
        get: operations["Sinistros_index"];
        put?: never;
        post: operations["Sinistros_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sinistros/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Sinistros_show"];
        put?: never;
        post?: never;
        delete: operations["Sinistros_destroy"];
        options?: never;
        head?: never;
        patch: operations["Sinistros_update"];
        trace?: never;
    };
    "/api/emails/get_emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista completa para seleção (Layouts de e-mail) */
        get: operations["Emails_listar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid (18 linhas) */
        get: operations["Emails_index"];
        put?: never;
        post: operations["Emails_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emails/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Emails_show"];
        put?: never;
        post?: never;
        delete: operations["Emails_destroy"];
        options?: never;
        head?: never;
        patch: operations["Emails_update"];
        trace?: never;
    };
    "/api/estados": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid (18 linhas) */
        get: operations["Estados_index"];
        put?: never;
        post: operations["Estados_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/estados/{uf}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Estados_show"];
        put?: never;
        post?: never;
        delete: operations["Estados_destroy"];
        options?: never;
        head?: never;
        patch: operations["Estados_update"];
        trace?: never;
    };
    "/api/get_estados": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Estados (UF e nome) para os formulários */
        get: operations["EstadosLista_estados"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        HealthDto: {
            /** @example ok */
            status: string;
        };
        SessionInputDto: {
            /** @example OPERADOR */
            username: string;
            /** @example demo1234 */
            password: string;
        };
        SessionBodyDto: {
            session: components["schemas"]["SessionInputDto"];
        };
        SessaoDto: {
            id: number;
            username: string;
            grupo_usuario_id: number;
            cliente_id: number | null;
            /** @description Token assinado; envie em Authorization: Bearer <token> */
            token: string;
            layouts: {
                [key: string]: unknown;
            };
            alterar_password: boolean;
            /** Format: date-time */
            expira_em: string;
        };
        ErrosCamposDto: {
            /**
             * @example {
             *       "username": [
             *         "não pode ficar em branco"
             *       ]
             *     }
             */
            errors: {
                [key: string]: string[];
            };
        };
        ErroDto: {
            /** @example Acesso não autorizado */
            error: string;
        };
        OauthBodyDto: {
            session: components["schemas"]["SessionInputDto"];
            /** @example https://chat.exemplo.com.br/callback */
            redirect_uri: string;
            state?: string;
        };
        OauthRespostaDto: {
            /** @example https://chat.exemplo.com.br/callback?code=...&state=xyz */
            redirect: string;
        };
        ControladorDto: {
            id: number;
            /** @example usuarios */
            nome: string;
            /** @example Usuários */
            descricao: string;
        };
        FuncaoControladorDto: {
            id: number;
            /** @example index */
            nome: string;
            /** @example Listar */
            descricao: string;
            controlador_id: number;
        };
        UsuarioRegrasDto: {
            id: number;
            username: string;
            grupo_usuario: string;
        };
        FuncaoSelecionadaDto: {
            id: number;
            nome: string;
            descricao: string;
            selected: boolean;
        };
        ControladorRegrasDto: {
            id: number;
            /** @example usuarios */
            nome: string;
            /** @example Usuários */
            descricao: string;
            funcoes_controller: components["schemas"]["FuncaoSelecionadaDto"][];
        };
        RegrasAcessoDto: {
            user: components["schemas"]["UsuarioRegrasDto"];
            controllers: components["schemas"]["ControladorRegrasDto"][];
        };
        AtualizarRegrasDto: {
            /** @description Ids das funções permitidas (substituem as atuais) */
            funcoes: number[];
        };
        MensagemDto: {
            /** @example Operação realizada com sucesso */
            message: string;
        };
        GrupoUsuarioDto: {
            id: number;
            descricao: string;
        };
        GrupoUsuarioLinhaDto: {
            id: number;
            descricao: string;
            /** @description Usuários no grupo */
            usuarios: number;
            /** Format: date-time */
            created_at: string;
        };
        GruposUsuariosPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros
             * @example 42
             */
            records: number;
            rows: components["schemas"]["GrupoUsuarioLinhaDto"][];
        };
        GrupoUsuarioInputDto: {
            /** @example OPERADOR NOTURNO */
            descricao: string;
        };
        GrupoUsuarioBodyDto: {
            grupo_usuario: components["schemas"]["GrupoUsuarioInputDto"];
        };
        UsuarioLogadoDto: {
            id: number;
            username: string;
            email: string | null;
            grupo_usuario_id: number;
            grupo_usuario: string;
            cliente_id: number | null;
            cliente: string | null;
            clientes_gerenciados: number[];
            alterar_password: boolean;
            layouts: {
                [key: string]: unknown;
            };
            /**
             * @description Controlador → funções permitidas
             * @example {
             *       "usuarios": [
             *         "index",
             *         "show"
             *       ]
             *     }
             */
            acessos: {
                [key: string]: string[];
            };
        };
        UsuarioBasicoDto: {
            id: number;
            username: string;
            email: string | null;
            grupo_usuario_id: number;
            cliente_id: number | null;
        };
        ResultadoDto: {
            result: boolean;
        };
        SenhaInputDto: {
            /** @description Obrigatória ao trocar a própria senha */
            password_atual?: string;
            password?: string;
            password_confirmation?: string;
        };
        SenhaBodyDto: {
            user: components["schemas"]["SenhaInputDto"];
        };
        RecuperarSenhaDto: {
            /** @example operador@demo.gr.com.br */
            email: string;
        };
        NovaSenhaDto: {
            token: string;
            password: string;
            password_confirmation: string;
        };
        LayoutsBodyDto: {
            /** @description Layouts por grid: colunas (ordem, visibilidade, largura) e linhas */
            layouts: {
                [key: string]: unknown;
            };
        };
        LayoutsDto: {
            layouts: {
                [key: string]: unknown;
            };
        };
        UsuarioDto: {
            id: number;
            username: string;
            email: string | null;
            grupo_usuario_id: number;
            /** @example OPERADOR */
            grupo_usuario: string;
            cliente_id: number | null;
            /** @description Nome do cliente */
            cliente: string | null;
            ativo: boolean;
            alterar_password: boolean;
            administrativo: boolean;
            /** Format: date-time */
            data_cadastro: string;
            /** Format: date-time */
            updated_at: string;
        };
        UsuariosPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros
             * @example 42
             */
            records: number;
            rows: components["schemas"]["UsuarioDto"][];
        };
        UserInputDto: {
            /**
             * @description Gravado em maiúsculas
             * @example JOAO.SILVA
             */
            username?: string;
            /** @example joao.silva@transportadora.com.br */
            email?: Record<string, never> | null;
            /**
             * @description Grupo do usuário (grupo_usuario_id)
             * @example 6
             */
            grupo?: number;
            /** @example 1 */
            cliente_id?: Record<string, never> | null;
            /** @example segredo123 */
            password?: Record<string, never>;
            /** @example segredo123 */
            password_confirmation?: Record<string, never>;
            ativo?: boolean;
            alterar_password?: boolean;
            administrativo?: boolean;
            /** @description Pode autorizar liberações com usuário e senha */
            liberativo?: boolean;
            assinatura_email?: Record<string, never> | null;
            /** @description Clientes gerenciados (grupos 11, 16, 17) */
            clientes_gerenciados?: number[];
            /** @description updated_at lido pelo editor; diferente do atual → 409 */
            updated_at?: Record<string, never>;
        };
        UserBodyDto: {
            user: components["schemas"]["UserInputDto"];
        };
        ClienteResumoDto: {
            id: number;
            nome: string;
        };
        UsuarioDetalheDto: {
            id: number;
            username: string;
            email: string | null;
            grupo_usuario_id: number;
            /** @example OPERADOR */
            grupo_usuario: string;
            cliente_id: number | null;
            /** @description Nome do cliente */
            cliente: string | null;
            ativo: boolean;
            alterar_password: boolean;
            administrativo: boolean;
            /** Format: date-time */
            data_cadastro: string;
            /** Format: date-time */
            updated_at: string;
            liberativo: boolean;
            assinatura_email: string | null;
            clientes_gerenciados: components["schemas"]["ClienteResumoDto"][];
        };
        ChatTokenBodyDto: {
            /** @description O code recebido no redirect do /oauth/authorize (token da sessão) */
            authToken: string;
        };
        ChatTokenDto: {
            authToken: string;
            /** @example gr-4-6 */
            userId: string;
        };
        ChatGrupoDto: {
            id: string;
            nome: string;
        };
        VincularVeiculoDto: {
            /**
             * @description Vazio: "Tipo vínculo: não pode ser vazio"; CARRETA é sempre AUTONOMO
             * @enum {string|null}
             */
            tipo?: "FROTA" | "AGREGADO" | "AUTONOMO" | null;
            veiculo_id: number;
            /** @description Para usuário de cliente, o próprio cliente */
            cliente_id: number;
        };
        IdadeVinculoDto: {
            dias: number;
            /** @enum {string} */
            faixa: "ATE_30" | "ATE_60" | "ATE_90" | "MAIS_DE_90";
            /** @example até 30 dias */
            descricao: string;
            /**
             * @description Linha mostrada com "Você deseja realmente inativar este vinculo?"
             * @example Este vínculo existe há até 30 dias (12 dias).
             */
            linha: string;
        };
        VinculoVeiculoDto: {
            /** @description id do vínculo */
            id: number;
            cliente_id: number;
            veiculo_id: number;
            /** @example ABC1D23 */
            placa: string;
            /** @enum {string} */
            tipo: "FROTA" | "AGREGADO" | "AUTONOMO";
            /** @description Tipo do veículo */
            tipo_veiculo: string;
            tecnologia: string | null;
            ativo: boolean;
            /** Format: date-time */
            data_cadastro: string;
            /** Format: date-time */
            data_inativacao: string | null;
            idade: components["schemas"]["IdadeVinculoDto"];
        };
        VinculoCriadoDto: {
            /** @example Vínculo atualizado com sucesso */
            message: string;
            vinculo: components["schemas"]["VinculoVeiculoDto"];
        };
        DesvincularVeiculoDto: {
            /** @description id do vínculo */
            id: number;
        };
        GetVinculoDto: {
            /** @description O vínculo ativo; ausente quando não há */
            vinculo?: components["schemas"]["VinculoVeiculoDto"];
            /** @example Você deseja realmente inativar este vinculo? */
            confirmacao: string;
        };
        VinculosVeiculosPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros
             * @example 42
             */
            records: number;
            rows: components["schemas"]["VinculoVeiculoDto"][];
        };
        VincularMotoristaDto: {
            /** @description Para usuário de cliente, o próprio cliente */
            cliente_id?: number | null;
            funcionario_id: number;
            /** @enum {string|null} */
            vinculo?: "FROTA" | "AGREGADO" | "AUTONOMO" | null;
            /** @description true (padrão): cria o vínculo; false: altera o tipo do vínculo ativo */
            criar_vinculo?: boolean;
        };
        DesvincularMotoristaDto: {
            cliente_id?: number | null;
            funcionario_id: number;
        };
        VinculoMotoristaDto: {
            /** @description id do vínculo */
            id: number;
            funcionario_id: number;
            nome: string;
            cpf: string;
            fone1: string | null;
            /** @enum {string} */
            vinculo: "FROTA" | "AGREGADO" | "AUTONOMO";
            ativo: boolean;
            /** Format: date-time */
            data_cadastro: string;
            /** Format: date-time */
            data_inativacao: string | null;
        };
        VinculosMotoristasPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros
             * @example 42
             */
            records: number;
            rows: components["schemas"]["VinculoMotoristaDto"][];
        };
        ClienteGrupoDto: {
            cliente_id: number;
            grupo_id: number;
        };
        GrupoDoClienteDto: {
            id: number;
            descricao: string;
            /** @description Vinculado e ativo para este cliente */
            ativo: boolean;
            /** @description Contatos no grupo */
            contatos: number;
        };
        GruposDoClientePageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros
             * @example 42
             */
            records: number;
            rows: components["schemas"]["GrupoDoClienteDto"][];
        };
        ClienteDto: {
            id: number;
            razao_social: string;
            nome_fantasia: string | null;
            /** @example 11222333000181 */
            cnpj: string;
            /** @enum {string} */
            tipo: "EMBARCADOR" | "TRANSPORTADOR" | "SEGURADOR" | "CORRETOR";
            endereco: string | null;
            numero: string | null;
            complemento: string | null;
            bairro: string | null;
            cep: string | null;
            cidade: string | null;
            uf: string | null;
            /** @description Nome do estado */
            estado: string | null;
            corretor_id: number | null;
            /** @description Razão social da corretora */
            corretor: string | null;
            segurador_id: number | null;
            /** @description Razão social da seguradora */
            segurador: string | null;
            reteste: boolean;
            expresso: boolean;
            ativo: boolean;
            /** Format: date-time */
            data_cadastro: string;
            /** Format: date-time */
            updated_at: string;
        };
        ClientesPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros
             * @example 42
             */
            records: number;
            rows: components["schemas"]["ClienteDto"][];
        };
        ClienteBuscaDto: {
            id: number;
            /** @description Nome de exibição (a razão social) */
            nome: string;
            nome_fantasia: string | null;
            cnpj: string | null;
            /** @enum {string} */
            tipo: "EMBARCADOR" | "TRANSPORTADOR" | "SEGURADOR" | "CORRETOR";
            cidade: string | null;
            uf: string | null;
        };
        ConsultaCnpjDto: {
            /** @description Se o CNPJ foi encontrado na base consultada */
            encontrado: boolean;
            /** @example 11222333000181 */
            cnpj: string;
            /**
             * @description Base que respondeu
             * @example CADASTRO_LOCAL
             */
            fonte: string;
            /** @description Quando não encontrado */
            message?: string;
            razao_social?: string;
            nome_fantasia?: string | null;
            endereco?: string | null;
            numero?: string | null;
            complemento?: string | null;
            bairro?: string | null;
            cep?: string | null;
            cidade?: string | null;
            uf?: string | null;
        };
        ClienteInputDto: {
            /**
             * @description Obrigatória; gravada em maiúsculas
             * @example TRANSPORTES MODELO LTDA
             */
            razao_social?: string | null;
            /** @example MODELO */
            nome_fantasia?: string | null;
            /**
             * @description Gravado só com dígitos; "CNPJ inválido" se os dígitos verificadores não conferem
             * @example 11.222.333/0001-81
             */
            cnpj?: string | null;
            /** @enum {string|null} */
            tipo?: "EMBARCADOR" | "TRANSPORTADOR" | "SEGURADOR" | "CORRETOR" | null;
            /** @example AVENIDA BRASIL */
            endereco?: string | null;
            /** @example 1500 */
            numero?: string | null;
            complemento?: string | null;
            /** @example CENTRO */
            bairro?: string | null;
            /**
             * @description 99999-999 ou 99.999-999; gravado só com dígitos
             * @example 13201-000
             */
            cep?: string | null;
            /** @example JUNDIAÍ */
            cidade?: string | null;
            /** @example SP */
            uf?: string | null;
            /** @description Cliente do tipo CORRETOR */
            corretor_id?: number | null;
            /** @description Cliente do tipo SEGURADOR */
            segurador_id?: number | null;
            /** @description Operação de reteste de checklist disponível */
            reteste?: boolean;
            /** @description Operação de fila expressa disponível */
            expresso?: boolean;
            ativo?: boolean;
            /**
             * Format: date-time
             * @description updated_at lido pelo editor; se o registro mudou desde então → 409
             */
            updated_at?: string | null;
        };
        ClienteBodyDto: {
            cliente: components["schemas"]["ClienteInputDto"];
        };
        ContatoDto: {
            id: number;
            cliente_id: number;
            razao_social_cliente: string;
            nome: string;
            telefone: string | null;
            email: string | null;
            /** @enum {string} */
            tipo: "OPERACIONAL" | "COMERCIAL" | "FINANCEIRO" | "EMERGENCIA";
            prioridade: number;
            /** Format: date-time */
            data_cadastro: string;
        };
        ContatosPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros
             * @example 42
             */
            records: number;
            rows: components["schemas"]["ContatoDto"][];
        };
        ContatoInputDto: {
            /** @description Usuário de cliente: sempre o próprio */
            cliente_id?: number | null;
            /**
             * @description Ao menos 5 caracteres
             * @example MARIA SOUZA
             */
            nome?: string | null;
            /**
             * @description (99)9999-9999 com nono dígito opcional; gravado só com dígitos
             * @example (11) 98765-4321
             */
            telefone?: string | null;
            /** @example maria@transportadora.com.br */
            email?: string | null;
            /**
             * @description Padrão OPERACIONAL
             * @enum {string|null}
             */
            tipo?: "OPERACIONAL" | "COMERCIAL" | "FINANCEIRO" | "EMERGENCIA" | null;
            /**
             * @description Ordem de acionamento, 1 a 9 (padrão 1)
             * @example 1
             */
            prioridade?: number | null;
        };
        ContatoBodyDto: {
            contato: components["schemas"]["ContatoInputDto"];
        };
        GrupoContatoDto: {
            grupo_id: number;
            contato_id: number;
        };
        GruposDto: {
            id: number;
            descricao: string;
            contatos: number | null;
            clientes: number | null;
            /** Format: date-time */
            data_cadastro: string;
        };
        GruposPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros
             * @example 42
             */
            records: number;
            rows: components["schemas"]["GruposDto"][];
        };
        GruposInputDto: {
            /** @description Obrigatório */
            descricao?: string | null;
        };
        GruposBodyDto: {
            grupo: components["schemas"]["GruposInputDto"];
        };
        FuncionarioLinhaDto: {
            id: number;
            nome: string;
            cpf: string;
            rg: string | null;
            funcao_id: number | null;
            funcao_descricao: string | null;
            /** @enum {string} */
            tipo: "MOTORISTA" | "AJUDANTE" | "ADMINISTRATIVO";
            registro_cnh: string | null;
            cnh: string | null;
            /** @example 2028-05-31 */
            cnh_validade: string | null;
            fone1: string | null;
            fone2: string | null;
            fone3: string | null;
            endereco: string | null;
            numero: string | null;
            complemento: string | null;
            bairro: string | null;
            cep: string | null;
            cidade: string | null;
            uf: string | null;
            /** Format: date-time */
            data_cadastro: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Clientes vinculados (ativos) */
            cliente: string | null;
            /** @description Tipos de vínculo (ativos) */
            vinculo: string | null;
        };
        FuncionariosPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros
             * @example 42
             */
            records: number;
            rows: components["schemas"]["FuncionarioLinhaDto"][];
        };
        FuncionarioResumoDto: {
            id: number;
            nome: string;
        };
        VinculoResumoDto: {
            id: number;
            /** @enum {string} */
            tipo: "FROTA" | "AGREGADO" | "AUTONOMO";
        };
        ConsultaCpfDto: {
            /**
             * @description CADASTRADO: a tela oferece criar o vínculo
             * @enum {string}
             */
            status: "DISPONIVEL" | "CADASTRADO" | "VINCULADO";
            /** @example CPF DISPONÍVEL PARA CADASTRO */
            message: string;
            /** @description Ausente quando o CPF está livre */
            funcionario?: components["schemas"]["FuncionarioResumoDto"];
            /** @description Presente quando já vinculado ao cliente */
            vinculo?: components["schemas"]["VinculoResumoDto"];
        };
        FuncionarioBuscaDto: {
            id: number;
            nome: string;
            cpf: string;
            fone1: string | null;
            fone2: string | null;
            fone3: string | null;
            /** @enum {string} */
            tipo: "MOTORISTA" | "AJUDANTE" | "ADMINISTRATIVO";
        };
        VinculoClienteDto: {
            /** @description id do vínculo */
            id: number;
            cliente_id: number;
            cliente: string;
            /** @enum {string} */
            tipo: "FROTA" | "AGREGADO" | "AUTONOMO";
            /** Format: date-time */
            data_cadastro: string;
            idade: components["schemas"]["IdadeVinculoDto"];
        };
        PerfilDto: {
            cliente_id: number;
            cliente: string;
            protocolo: string | null;
            validade_protocolo: string | null;
        };
        FuncionarioDetalheDto: {
            id: number;
            nome: string;
            cpf: string;
            rg: string | null;
            funcao_id: number | null;
            funcao_descricao: string | null;
            /** @enum {string} */
            tipo: "MOTORISTA" | "AJUDANTE" | "ADMINISTRATIVO";
            registro_cnh: string | null;
            cnh: string | null;
            /** @example 2028-05-31 */
            cnh_validade: string | null;
            fone1: string | null;
            fone2: string | null;
            fone3: string | null;
            endereco: string | null;
            numero: string | null;
            complemento: string | null;
            bairro: string | null;
            cep: string | null;
            cidade: string | null;
            uf: string | null;
            /** Format: date-time */
            data_cadastro: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Nome do estado */
            estado: string | null;
            /** @description Vínculos ativos visíveis ao usuário */
            vinculos: components["schemas"]["VinculoClienteDto"][];
            cliente_id: number | null;
            /**
             * @description Tipo do vínculo com o cliente pedido (ou o primeiro)
             * @enum {string|null}
             */
            vinculo: "FROTA" | "AGREGADO" | "AUTONOMO" | null;
            perfis: components["schemas"]["PerfilDto"][];
        };
        FuncionarioInputDto: {
            /** @example JOSÉ PEREIRA DA SILVA */
            nome?: string | null;
            /**
             * @description Gravado só com dígitos; "CPF inválido" se os dígitos verificadores não conferem
             * @example 529.982.247-25
             */
            cpf?: string | null;
            rg?: string | null;
            funcao_id?: number | null;
            /**
             * @description MOTORISTA (padrão) exige o registro da CNH
             * @enum {string|null}
             */
            tipo?: "MOTORISTA" | "AJUDANTE" | "ADMINISTRATIVO" | null;
            /**
             * @description Registro da CNH, 11 dígitos
             * @example 02650306461
             */
            registro_cnh?: string | null;
            /**
             * @description Categoria da CNH
             * @enum {string|null}
             */
            cnh?: "A" | "B" | "C" | "D" | "E" | "AB" | "AC" | "AD" | "AE" | null;
            /**
             * @description aaaa-mm-dd ou dd/mm/aaaa
             * @example 2028-05-31
             */
            cnh_validade?: string | null;
            /**
             * @description Obrigatório, no mínimo 11 dígitos
             * @example (11) 98765-4321
             */
            fone1?: string | null;
            /** @example (11) 3456-7890 */
            fone2?: string | null;
            fone3?: string | null;
            endereco?: string | null;
            numero?: string | null;
            complemento?: string | null;
            bairro?: string | null;
            /** @example 13201-000 */
            cep?: string | null;
            cidade?: string | null;
            /** @example SP */
            uf?: string | null;
            /**
             * Format: date-time
             * @description updated_at lido pelo editor; se o registro mudou desde então → 409
             */
            updated_at?: string | null;
        };
        VinculoFuncionarioInputDto: {
            /** @description Usuário de cliente: sempre o próprio */
            cliente_id?: number | null;
            /**
             * @description Obrigatório com cliente: "Tipo vínculo: não pode ser vazio"
             * @enum {string|null}
             */
            vinculo?: "FROTA" | "AGREGADO" | "AUTONOMO" | null;
        };
        FuncionarioBodyDto: {
            funcionario: components["schemas"]["FuncionarioInputDto"];
            /** @description Vínculo com o cliente (obrigatório para usuário de cliente ao cadastrar) */
            vinculo?: components["schemas"]["VinculoFuncionarioInputDto"] | null;
        };
        PerfilInputDto: {
            cliente_id?: number | null;
            protocolo?: string | null;
            /** @example 2027-06-30 */
            validade_protocolo?: string | null;
        };
        PerfisBodyDto: {
            perfis: components["schemas"]["PerfilInputDto"][];
        };
        VeiculoLinhaDto: {
            id: number;
            /** @example ABC1D23 */
            placa: string;
            /** @enum {string} */
            tipo: "CARRETA" | "CAVALO" | "TRUCK" | "PASSEIO" | "VAN" | "TOCO";
            ano_fabricacao: number | null;
            ano_modelo: number | null;
            /** @enum {string|null} */
            cor: "VERMELHO" | "AMARELO" | "AZUL" | "VERDE" | "BRANCO" | "PRETO" | "PRATA" | "CINZA" | "BEGE" | "LARANJA" | "MARROM" | "DOURADO" | null;
            renavan: string | null;
            fabricante_id: number | null;
            fabricante_descricao: string | null;
            modelo_id: number | null;
            modelo_descricao: string | null;
            tecnologia_id: number | null;
            tecnologia_descricao: string | null;
            /** @description Número do terminal */
            numero: string | null;
            /** Format: date-time */
            data_cadastro: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Clientes vinculados (ativos) */
            cliente: string | null;
            /** @description Tipos de vínculo (ativos) */
            vinculo: string | null;
        };
        VeiculosPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros
             * @example 42
             */
            records: number;
            rows: components["schemas"]["VeiculoLinhaDto"][];
        };
        VeiculoBuscaDto: {
            id: number;
            placa: string;
            /** @enum {string} */
            tipo: "CARRETA" | "CAVALO" | "TRUCK" | "PASSEIO" | "VAN" | "TOCO";
            tecnologia_id: number | null;
            tecnologia: string | null;
            numero: string | null;
        };
        VerificaPlacaDto: {
            /**
             * @description "placa já cadastrada" ou "placa disponivel"
             * @example placa disponivel
             */
            message: string;
            disponivel: boolean;
            /** @description Veículo já cadastrado com a placa */
            veiculo_id: number | null;
            /** @description Já vinculado (ativo) ao cliente informado */
            vinculado: boolean;
        };
        VinculoTipoInputDto: {
            /**
             * @description Obrigatório com cliente: "Tipo vínculo: não pode ser vazio"; CARRETA é sempre AUTONOMO
             * @enum {string|null}
             */
            tipo?: "FROTA" | "AGREGADO" | "AUTONOMO" | null;
        };
        VeiculoInputDto: {
            /**
             * @description Antiga (ABC-1234) ou Mercosul (ABC1D23); gravada em maiúsculas, sem hífen
             * @example ABC1D23
             */
            placa?: string | null;
            /** @enum {string|null} */
            tipo?: "CARRETA" | "CAVALO" | "TRUCK" | "PASSEIO" | "VAN" | "TOCO" | null;
            /** @example 2022 */
            ano_fabricacao?: number | null;
            /** @example 2023 */
            ano_modelo?: number | null;
            /** @enum {string|null} */
            cor?: "VERMELHO" | "AMARELO" | "AZUL" | "VERDE" | "BRANCO" | "PRETO" | "PRATA" | "CINZA" | "BEGE" | "LARANJA" | "MARROM" | "DOURADO" | null;
            /**
             * @description RENAVAM: 11 dígitos com dígito verificador
             * @example 00639861383
             */
            renavan?: string | null;
            fabricante_id?: number | null;
            modelo_id?: number | null;
            tecnologia_id?: number | null;
            /**
             * @description Número do terminal (rastreador)
             * @example 1234567
             */
            numero?: string | null;
            /** @description Cliente a vincular ao salvar; usuário de cliente: sempre o próprio */
            cliente_id?: number | null;
            vinculo?: components["schemas"]["VinculoTipoInputDto"] | null;
            /**
             * Format: date-time
             * @description updated_at lido pelo editor; se o registro mudou desde então → 409
             */
            updated_at?: string | null;
        };
        VeiculoBodyDto: {
            veiculo: components["schemas"]["VeiculoInputDto"];
        };
        VeiculoDetalheDto: {
            id: number;
            /** @example ABC1D23 */
            placa: string;
            /** @enum {string} */
            tipo: "CARRETA" | "CAVALO" | "TRUCK" | "PASSEIO" | "VAN" | "TOCO";
            ano_fabricacao: number | null;
            ano_modelo: number | null;
            /** @enum {string|null} */
            cor: "VERMELHO" | "AMARELO" | "AZUL" | "VERDE" | "BRANCO" | "PRETO" | "PRATA" | "CINZA" | "BEGE" | "LARANJA" | "MARROM" | "DOURADO" | null;
            renavan: string | null;
            fabricante_id: number | null;
            fabricante_descricao: string | null;
            modelo_id: number | null;
            modelo_descricao: string | null;
            tecnologia_id: number | null;
            tecnologia_descricao: string | null;
            /** @description Número do terminal */
            numero: string | null;
            /** Format: date-time */
            data_cadastro: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Vínculos ativos (de um usuário de cliente: só os do seu cliente) */
            clientes_veiculos: components["schemas"]["VinculoClienteDto"][];
            /** @description O vínculo com o cliente pedido (ou o primeiro); ausente quando não há */
            vinculo?: components["schemas"]["VinculoClienteDto"];
            /** @description Cliente do vínculo */
            cliente: string | null;
        };
        AdicionarCarretaDto: {
            /** @description Veículo do tipo CAVALO */
            cavalo_id: number;
            /** @description Veículo do tipo CARRETA */
            carreta_id: number;
        };
        CarretaDto: {
            /** @description id do engate cavalo-carreta */
            id: number;
            cavalo_id: number;
            carreta_id: number;
            placa: string;
            tecnologia: string | null;
            numero: string | null;
            /** Format: date-time */
            data_cadastro: string;
        };
        CarretaAdicionadaDto: {
            /** @example Carreta adicionada com sucesso */
            message: string;
            carreta: components["schemas"]["CarretaDto"];
        };
        TecnologiaResumoDto: {
            id: number;
            descricao: string;
        };
        TecnologiaDoVeiculoDto: {
            veiculo_id: number;
            placa: string;
            tecnologia_id: number | null;
            descricao: string | null;
            /** @description Número do terminal */
            numero: string | null;
            /** @description Tecnologias 2 e 4 permitem checklist online (spec 03 §9) */
            checklist_online: boolean;
            /** @description Tecnologia 13: telemonitorado */
            telemonitorado: boolean;
        };
        TecnologiaDoClienteDto: {
            id: number;
            descricao: string;
            /** @description Veículos vinculados ao cliente com esta tecnologia */
            veiculos: number;
        };
        TecnologiasDto: {
            id: number;
            descricao: string;
            veiculos: number | null;
            /** Format: date-time */
            data_cadastro: string;
        };
        TecnologiasPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros
             * @example 42
             */
            records: number;
            rows: components["schemas"]["TecnologiasDto"][];
        };
        TecnologiasInputDto: {
            /** @description Obrigatório */
            descricao?: string | null;
        };
        TecnologiasBodyDto: {
            tecnologia: components["schemas"]["TecnologiasInputDto"];
        };
        ModeloResumoDto: {
            id: number;
            nome: string;
            fabricante_id: number;
        };
        FabricantesDto: {
            id: number;
            nome: string;
            /** Format: date-time */
            data_cadastro: string;
        };
        FabricantesPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros
             * @example 42
             */
            records: number;
            rows: components["schemas"]["FabricantesDto"][];
        };
        FabricantesInputDto: {
            /** @description Obrigatório */
            nome?: string | null;
        };
        FabricantesBodyDto: {
            fabricante: components["schemas"]["FabricantesInputDto"];
        };
        ModelosDto: {
            id: number;
            nome: string;
            fabricante_id: number;
            fabricante: string | null;
            /** Format: date-time */
            data_cadastro: string;
        };
        ModelosPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros
             * @example 42
             */
            records: number;
            rows: components["schemas"]["ModelosDto"][];
        };
        ModelosInputDto: {
            /** @description Obrigatório */
            nome?: string | null;
            fabricante_id?: number | null;
        };
        ModelosBodyDto: {
            modelo: components["schemas"]["ModelosInputDto"];
        };
        FuncoesDto: {
            id: number;
            descricao: string;
            /** Format: date-time */
            data_cadastro: string;
        };
        FuncoesPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros
             * @example 42
             */
            records: number;
            rows: components["schemas"]["FuncoesDto"][];
        };
        FuncoesInputDto: {
            /** @description Obrigatório */
            descricao?: string | null;
        };
        FuncoesBodyDto: {
            funcao: components["schemas"]["FuncoesInputDto"];
        };
        SinistrosDto: {
            id: number;
            descricao: string;
            /** Format: date-time */
            data_cadastro: string;
        };
        SinistrosPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros
             * @example 42
             */
            records: number;
            rows: components["schemas"]["SinistrosDto"][];
        };
        SinistrosInputDto: {
            /** @description Obrigatório */
            descricao?: string | null;
        };
        SinistrosBodyDto: {
            sinistro: components["schemas"]["SinistrosInputDto"];
        };
        EmailsDto: {
            id: number;
            descricao: string;
            assunto: string;
            texto: string;
            /** Format: date-time */
            data_cadastro: string;
        };
        EmailsPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros
             * @example 42
             */
            records: number;
            rows: components["schemas"]["EmailsDto"][];
        };
        EmailsInputDto: {
            /** @description Obrigatório */
            descricao?: string | null;
            /** @description Obrigatório */
            assunto?: string | null;
            /** @description Obrigatório */
            texto?: string | null;
        };
        EmailsBodyDto: {
            email: components["schemas"]["EmailsInputDto"];
        };
        EstadosDto: {
            uf: string;
            nome: string;
            /** Format: date-time */
            data_cadastro: string;
        };
        EstadosPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros
             * @example 42
             */
            records: number;
            rows: components["schemas"]["EstadosDto"][];
        };
        EstadosInputDto: {
            /** @description Obrigatório */
            uf?: string | null;
            /** @description Obrigatório */
            nome?: string | null;
        };
        EstadosBodyDto: {
            estado: components["schemas"]["EstadosInputDto"];
        };
        EstadoDto: {
            /** @example SP */
            uf: string;
            /** @example São Paulo */
            nome: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Health_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
        };
    };
    Sessions_criar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessaoDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Usuário ou senha inválidos */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Muitas tentativas sem sucesso */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Sessions_remover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description O token é de outro usuário */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Sessions_oauth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OauthBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthRespostaDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Você não tem permissão para usar o chat */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    RegrasAcesso_controllers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ControladorDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso usuarios#regras_acesso */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    RegrasAcesso_funcoes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FuncaoControladorDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso usuarios#regras_acesso */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    RegrasAcesso_regras: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegrasAcessoDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso usuarios#regras_acesso */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    RegrasAcesso_atualizar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AtualizarRegrasDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso usuarios#regras_acesso */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    GruposUsuarios_lista: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GrupoUsuarioDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    GruposUsuarios_index: {
        parameters: {
            query?: {
                /** @description Página, a partir de 1 */
                page?: number;
                /** @description Linhas por página */
                rows?: number;
                /** @description Coluna de ordenação */
                sidx?: string;
                sord?: "asc" | "desc";
                _search?: string;
                /** @description xlsx exporta todas as linhas filtradas (equipe 3–7) */
                formato?: "json" | "xlsx";
                /** @description Exportação: campo:Título separados por vírgula */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                descricao?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                created_at?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GruposUsuariosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["GruposUsuariosPageDto"];
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso grupos_usuarios#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    GruposUsuarios_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GrupoUsuarioBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GrupoUsuarioDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso grupos_usuarios#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    GruposUsuarios_show: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GrupoUsuarioDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso grupos_usuarios#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    GruposUsuarios_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso grupos_usuarios#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    GruposUsuarios_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GrupoUsuarioBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GrupoUsuarioDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso grupos_usuarios#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Users_usuarioLogado: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsuarioLogadoDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Users_basico: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsuarioBasicoDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Users_isGrupo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groups: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultadoDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Users_isLiberativo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultadoDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Users_clienteGrupo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                grupo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultadoDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Users_atualizarSenha: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SenhaBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Users_recuperarSenha: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecuperarSenhaDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Users_novaSenha: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NovaSenhaDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Link de recuperação inválido ou expirado */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Users_layouts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LayoutsBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LayoutsDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Users_index: {
        parameters: {
            query?: {
                /** @description Página, a partir de 1 */
                page?: number;
                /** @description Linhas por página */
                rows?: number;
                /** @description Coluna de ordenação */
                sidx?: string;
                sord?: "asc" | "desc";
                _search?: string;
                /** @description xlsx exporta todas as linhas filtradas (equipe 3–7) */
                formato?: "json" | "xlsx";
                /** @description Exportação: campo:Título separados por vírgula */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                username?: string;
                /** @description Filtro (texto) */
                email?: string;
                /** @description Filtro (inteiro) */
                grupo_usuario_id?: number;
                /** @description Filtro (texto) */
                grupo_usuario?: string;
                /** @description Filtro (inteiro) */
                cliente_id?: number;
                /** @description Filtro (texto) */
                cliente?: string;
                /** @description Filtro (booleano) */
                ativo?: string;
                /** @description Filtro (booleano) */
                alterar_password?: string;
                /** @description Filtro (booleano) */
                administrativo?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsuariosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["UsuariosPageDto"];
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso usuarios#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Users_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsuarioDetalheDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso usuarios#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Users_show: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsuarioDetalheDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso usuarios#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Users_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso usuarios#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Users_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsuarioDetalheDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso usuarios#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Chat_getToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatTokenBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatTokenDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Chat_getGroups: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                authToken: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatGrupoDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    ClientesVinculos_vincularVeiculo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VincularVeiculoDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VinculoCriadoDto"];
                };
            };
            /** @description "Tipo vínculo: não pode ser vazio" */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso veiculos#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já vinculado, troca de tipo ou FROTA de outro cliente */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    ClientesVinculos_desvincularVeiculo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DesvincularVeiculoDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VinculoCriadoDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso veiculos#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    ClientesVinculos_getVinculo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cliente_id: number;
                veiculo_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetVinculoDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso veiculos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    ClientesVinculos_veiculos: {
        parameters: {
            query?: {
                /** @description Página, a partir de 1 */
                page?: number;
                /** @description Linhas por página */
                rows?: number;
                /** @description Coluna de ordenação */
                sidx?: string;
                sord?: "asc" | "desc";
                _search?: string;
                /** @description xlsx exporta todas as linhas filtradas (equipe 3–7) */
                formato?: "json" | "xlsx";
                /** @description Exportação: campo:Título separados por vírgula */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (inteiro) */
                veiculo_id?: number;
                /** @description Filtro (texto) */
                placa?: string;
                /** @description Filtro (enum) */
                tipo?: "FROTA" | "AGREGADO" | "AUTONOMO";
                /** @description Filtro (enum) */
                tipo_veiculo?: "CARRETA" | "CAVALO" | "TRUCK" | "PASSEIO" | "VAN" | "TOCO";
                /** @description Filtro (texto) */
                tecnologia?: string;
                /** @description Filtro (booleano) */
                ativo?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_inativacao?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VinculosVeiculosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["VinculosVeiculosPageDto"];
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso veiculos#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    ClientesVinculos_vincularMotorista: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VincularMotoristaDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso funcionarios#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description "VÍNCULO FROTA JÁ ATRIBUÍDO À OUTRO CLIENTE" e outros */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    ClientesVinculos_desvincularMotorista: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DesvincularMotoristaDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso funcionarios#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    ClientesVinculos_motoristas: {
        parameters: {
            query?: {
                /** @description Página, a partir de 1 */
                page?: number;
                /** @description Linhas por página */
                rows?: number;
                /** @description Coluna de ordenação */
                sidx?: string;
                sord?: "asc" | "desc";
                _search?: string;
                /** @description xlsx exporta todas as linhas filtradas (equipe 3–7) */
                formato?: "json" | "xlsx";
                /** @description Exportação: campo:Título separados por vírgula */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (inteiro) */
                funcionario_id?: number;
                /** @description Filtro (texto) */
                nome?: string;
                /** @description Filtro (texto) */
                cpf?: string;
                /** @description Filtro (texto) */
                fone1?: string;
                /** @description Filtro (enum) */
                vinculo?: "FROTA" | "AGREGADO" | "AUTONOMO";
                /** @description Filtro (booleano) */
                ativo?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_inativacao?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VinculosMotoristasPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["VinculosMotoristasPageDto"];
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso funcionarios#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    ClientesVinculos_vincularGrupo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClienteGrupoDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso clientes#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    ClientesVinculos_desvincularGrupo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClienteGrupoDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso clientes#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    ClientesVinculos_grupos: {
        parameters: {
            query?: {
                /** @description Página, a partir de 1 */
                page?: number;
                /** @description Linhas por página */
                rows?: number;
                /** @description Coluna de ordenação */
                sidx?: string;
                sord?: "asc" | "desc";
                _search?: string;
                /** @description xlsx exporta todas as linhas filtradas (equipe 3–7) */
                formato?: "json" | "xlsx";
                /** @description Exportação: campo:Título separados por vírgula */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                descricao?: string;
                /** @description Filtro (booleano) */
                ativo?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GruposDoClientePageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["GruposDoClientePageDto"];
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso clientes#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Clientes_index: {
        parameters: {
            query?: {
                /** @description Página, a partir de 1 */
                page?: number;
                /** @description Linhas por página */
                rows?: number;
                /** @description Coluna de ordenação */
                sidx?: string;
                sord?: "asc" | "desc";
                _search?: string;
                /** @description xlsx exporta todas as linhas filtradas (equipe 3–7) */
                formato?: "json" | "xlsx";
                /** @description Exportação: campo:Título separados por vírgula */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                razao_social?: string;
                /** @description Filtro (texto) */
                nome_fantasia?: string;
                /** @description Filtro (texto) */
                cnpj?: string;
                /** @description Filtro (enum) */
                tipo?: "EMBARCADOR" | "TRANSPORTADOR" | "SEGURADOR" | "CORRETOR";
                /** @description Filtro (texto) */
                cidade?: string;
                /** @description Filtro (texto) */
                uf?: string;
                /** @description Filtro (texto) */
                corretor?: string;
                /** @description Filtro (texto) */
                segurador?: string;
                /** @description Filtro (booleano) */
                reteste?: string;
                /** @description Filtro (booleano) */
                expresso?: string;
                /** @description Filtro (booleano) */
                ativo?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientesPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ClientesPageDto"];
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso clientes#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Clientes_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClienteBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClienteDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso clientes#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Clientes_find: {
        parameters: {
            query?: {
                tipo?: "EMBARCADOR" | "TRANSPORTADOR" | "SEGURADOR" | "CORRETOR";
                /** @description Sinônimo de term */
                search?: unknown;
                /** @description Nome, nome fantasia ou início do CNPJ */
                term?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClienteBuscaDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Clientes_findEmbarcador: {
        parameters: {
            query?: {
                /** @description Nome, nome fantasia ou início do CNPJ */
                term?: unknown;
                /** @description Nome, nome fantasia ou início do CNPJ */
                embarcador?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClienteBuscaDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Clientes_findCorretor: {
        parameters: {
            query?: {
                /** @description Nome, nome fantasia ou início do CNPJ */
                term?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClienteBuscaDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Clientes_findSegurador: {
        parameters: {
            query?: {
                /** @description Nome, nome fantasia ou início do CNPJ */
                term?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClienteBuscaDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Clientes_gerenciados: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClienteBuscaDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    "Clientes_consultarCnpj[0]": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cnpj: unknown;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultaCnpjDto"];
                };
            };
            /** @description "CNPJ não pode ser nulo." ou "CNPJ inválido" */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso clientes#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    "Clientes_consultarCnpj[1]": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cnpj: unknown;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultaCnpjDto"];
                };
            };
            /** @description "CNPJ não pode ser nulo." ou "CNPJ inválido" */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso clientes#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Clientes_show: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClienteDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso clientes#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Clientes_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso clientes#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Cliente com usuários, vínculos, contatos ou grupos: nada é removido */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Clientes_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClienteBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClienteDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso clientes#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Contatos_index: {
        parameters: {
            query?: {
                /** @description Só contatos deste grupo */
                grupo_id?: number;
                /** @description Página, a partir de 1 */
                page?: number;
                /** @description Linhas por página */
                rows?: number;
                /** @description Coluna de ordenação */
                sidx?: string;
                sord?: "asc" | "desc";
                _search?: string;
                /** @description xlsx exporta todas as linhas filtradas (equipe 3–7) */
                formato?: "json" | "xlsx";
                /** @description Exportação: campo:Título separados por vírgula */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (inteiro) */
                cliente_id?: number;
                /** @description Filtro (texto) */
                razao_social_cliente?: string;
                /** @description Filtro (texto) */
                nome?: string;
                /** @description Filtro (texto) */
                telefone?: string;
                /** @description Filtro (texto) */
                email?: string;
                /** @description Filtro (enum) */
                tipo?: "OPERACIONAL" | "COMERCIAL" | "FINANCEIRO" | "EMERGENCIA";
                /** @description Filtro (inteiro) */
                prioridade?: number;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContatosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ContatosPageDto"];
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso contatos#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Contatos_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContatoBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContatoDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso contatos#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Contatos_porGrupo: {
        parameters: {
            query?: {
                /** @description Página, a partir de 1 */
                page?: number;
                /** @description Linhas por página */
                rows?: number;
                /** @description Coluna de ordenação */
                sidx?: string;
                sord?: "asc" | "desc";
                _search?: string;
                /** @description xlsx exporta todas as linhas filtradas (equipe 3–7) */
                formato?: "json" | "xlsx";
                /** @description Exportação: campo:Título separados por vírgula */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (inteiro) */
                cliente_id?: number;
                /** @description Filtro (texto) */
                razao_social_cliente?: string;
                /** @description Filtro (texto) */
                nome?: string;
                /** @description Filtro (texto) */
                telefone?: string;
                /** @description Filtro (texto) */
                email?: string;
                /** @description Filtro (enum) */
                tipo?: "OPERACIONAL" | "COMERCIAL" | "FINANCEIRO" | "EMERGENCIA";
                /** @description Filtro (inteiro) */
                prioridade?: number;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
            };
            header?: never;
            path: {
                grupo_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContatosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ContatosPageDto"];
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso contatos#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Contatos_porNome: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                val: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContatoDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Contatos_show: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContatoDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso contatos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Contatos_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso contatos#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Contatos_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContatoBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContatoDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso contatos#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Grupos_vincularContato: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GrupoContatoDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso grupos#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Grupos_desvincularContato: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GrupoContatoDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso grupos#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Grupos_listar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GruposDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Grupos_index: {
        parameters: {
            query?: {
                /** @description Página, a partir de 1 */
                page?: number;
                /** @description Linhas por página */
                rows?: number;
                /** @description Coluna de ordenação */
                sidx?: string;
                sord?: "asc" | "desc";
                _search?: string;
                /** @description xlsx exporta todas as linhas filtradas (equipe 3–7) */
                formato?: "json" | "xlsx";
                /** @description Exportação: campo:Título separados por vírgula */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                descricao?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GruposPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["GruposPageDto"];
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso grupos#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Grupos_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GruposBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GruposDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso grupos#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Grupos_show: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GruposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso grupos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Grupos_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso grupos#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Registro em uso: nada é removido */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Grupos_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GruposBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GruposDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso grupos#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    ContatosDoCliente_doCliente: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description id do cliente */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContatoDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso contatos#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Funcionarios_index: {
        parameters: {
            query?: {
                /** @description Só funcionários vinculados (ativos) a este cliente */
                cliente_id?: number;
                /** @description Página, a partir de 1 */
                page?: number;
                /** @description Linhas por página */
                rows?: number;
                /** @description Coluna de ordenação */
                sidx?: string;
                sord?: "asc" | "desc";
                _search?: string;
                /** @description xlsx exporta todas as linhas filtradas (equipe 3–7) */
                formato?: "json" | "xlsx";
                /** @description Exportação: campo:Título separados por vírgula */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                nome?: string;
                /** @description Filtro (texto) */
                cpf?: string;
                /** @description Filtro (texto) */
                rg?: string;
                /** @description Filtro (inteiro) */
                funcao_id?: number;
                /** @description Filtro (texto) */
                funcao_descricao?: string;
                /** @description Filtro (enum) */
                tipo?: "MOTORISTA" | "AJUDANTE" | "ADMINISTRATIVO";
                /** @description Filtro (texto) */
                registro_cnh?: string;
                /** @description Filtro (texto) */
                cnh?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                cnh_validade?: string;
                /** @description Filtro (texto) */
                fone1?: string;
                /** @description Filtro (texto) */
                cidade?: string;
                /** @description Filtro (texto) */
                uf?: string;
                /** @description Filtro (texto) */
                cliente?: string;
                /** @description Filtro (texto) */
                vinculo?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FuncionariosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["FuncionariosPageDto"];
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso funcionarios#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Funcionarios_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FuncionarioBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FuncionarioDetalheDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso funcionarios#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    "Funcionarios_consultarCpf[0]": {
        parameters: {
            query?: {
                /** @description Cliente do vínculo (usuário de cliente: o próprio) */
                cliente_id?: number;
            };
            header?: never;
            path: {
                cpf: unknown;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultaCpfDto"];
                };
            };
            /** @description "CPF NÃO PODE SER NULO" ou "CPF inválido" */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso funcionarios#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    "Funcionarios_consultarCpf[1]": {
        parameters: {
            query?: {
                /** @description Cliente do vínculo (usuário de cliente: o próprio) */
                cliente_id?: number;
            };
            header?: never;
            path: {
                cpf: unknown;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultaCpfDto"];
                };
            };
            /** @description "CPF NÃO PODE SER NULO" ou "CPF inválido" */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso funcionarios#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Funcionarios_find: {
        parameters: {
            query?: {
                fone3?: unknown;
                fone2?: unknown;
                fone1?: unknown;
                cliente_id?: number;
                /** @description Nome ou início do CPF */
                funcionario?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FuncionarioBuscaDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Funcionarios_show: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FuncionarioDetalheDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso funcionarios#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Funcionarios_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso funcionarios#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Funcionário com vínculo ativo: nada é removido */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Funcionarios_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FuncionarioBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FuncionarioDetalheDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso funcionarios#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Funcionarios_showPorCliente: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                clienteId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FuncionarioDetalheDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso funcionarios#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Funcionarios_updatePerfis: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PerfisBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso funcionarios#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Veiculos_index: {
        parameters: {
            query?: {
                /** @description Só veículos vinculados (ativos) a este cliente */
                cliente_id?: number;
                /** @description Página, a partir de 1 */
                page?: number;
                /** @description Linhas por página */
                rows?: number;
                /** @description Coluna de ordenação */
                sidx?: string;
                sord?: "asc" | "desc";
                _search?: string;
                /** @description xlsx exporta todas as linhas filtradas (equipe 3–7) */
                formato?: "json" | "xlsx";
                /** @description Exportação: campo:Título separados por vírgula */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                placa?: string;
                /** @description Filtro (enum) */
                tipo?: "CARRETA" | "CAVALO" | "TRUCK" | "PASSEIO" | "VAN" | "TOCO";
                /** @description Filtro (enum) */
                cor?: "VERMELHO" | "AMARELO" | "AZUL" | "VERDE" | "BRANCO" | "PRETO" | "PRATA" | "CINZA" | "BEGE" | "LARANJA" | "MARROM" | "DOURADO";
                /** @description Filtro (inteiro) */
                ano_fabricacao?: number;
                /** @description Filtro (inteiro) */
                ano_modelo?: number;
                /** @description Filtro (texto) */
                renavan?: string;
                /** @description Filtro (texto) */
                fabricante_descricao?: string;
                /** @description Filtro (texto) */
                modelo_descricao?: string;
                /** @description Filtro (inteiro) */
                tecnologia_id?: number;
                /** @description Filtro (texto) */
                tecnologia_descricao?: string;
                /** @description Filtro (texto) */
                numero?: string;
                /** @description Filtro (texto) */
                cliente?: string;
                /** @description Filtro (texto) */
                vinculo?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VeiculosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["VeiculosPageDto"];
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso veiculos#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Veiculos_findVeiculos: {
        parameters: {
            query?: {
                /** @description Só veículos vinculados (ativos) a este cliente */
                cliente_id?: number;
                /** @description Parte da placa */
                term?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VeiculoBuscaDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Veiculos_findTodos: {
        parameters: {
            query?: {
                /** @description Parte da placa */
                term?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VeiculoBuscaDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Veiculos_findCarretas: {
        parameters: {
            query?: {
                /** @description Só veículos vinculados (ativos) a este cliente */
                cliente_id?: number;
                /** @description Parte da placa */
                term?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VeiculoBuscaDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Veiculos_findNaoCarreta: {
        parameters: {
            query?: {
                /** @description Só veículos vinculados (ativos) a este cliente */
                cliente_id?: number;
                /** @description Parte da placa */
                term?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VeiculoBuscaDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Veiculos_verificaPlaca: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                placa: string;
                cliente_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificaPlacaDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso veiculos#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Veiculos_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VeiculoBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VeiculoDetalheDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso veiculos#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Veiculos_adicionarCarreta: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdicionarCarretaDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarretaAdicionadaDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso veiculos#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description "Este veiculo não é do tipo CAVALO!" e outros */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Veiculos_removerCarreta: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description id do engate cavalo-carreta */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso veiculos#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Veiculos_listarCarretas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarretaDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso veiculos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description "Este veiculo não é do tipo CAVALO!" */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Veiculos_porCliente: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                cliente_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VeiculoDetalheDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso veiculos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Veiculos_show: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VeiculoDetalheDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso veiculos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Veiculos_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso veiculos#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Veículo com vínculo ativo ou carretas: nada é removido */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Veiculos_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VeiculoBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VeiculoDetalheDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso veiculos#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Tecnologias_find: {
        parameters: {
            query?: {
                term?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TecnologiaResumoDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Tecnologias_porVeiculo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description id do veículo */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TecnologiaDoVeiculoDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Tecnologias_porCliente: {
        parameters: {
            query?: {
                cliente_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TecnologiaDoClienteDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Tecnologias_listar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TecnologiasDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Tecnologias_index: {
        parameters: {
            query?: {
                /** @description Página, a partir de 1 */
                page?: number;
                /** @description Linhas por página */
                rows?: number;
                /** @description Coluna de ordenação */
                sidx?: string;
                sord?: "asc" | "desc";
                _search?: string;
                /** @description xlsx exporta todas as linhas filtradas (equipe 3–7) */
                formato?: "json" | "xlsx";
                /** @description Exportação: campo:Título separados por vírgula */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                descricao?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TecnologiasPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["TecnologiasPageDto"];
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso tecnologias#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Tecnologias_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TecnologiasBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TecnologiasDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso tecnologias#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Tecnologias_show: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TecnologiasDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso tecnologias#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Tecnologias_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso tecnologias#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Registro em uso: nada é removido */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Tecnologias_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TecnologiasBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TecnologiasDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso tecnologias#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Fabricantes_modelos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModeloResumoDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Fabricantes_listar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FabricantesDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Fabricantes_index: {
        parameters: {
            query?: {
                /** @description Página, a partir de 1 */
                page?: number;
                /** @description Linhas por página */
                rows?: number;
                /** @description Coluna de ordenação */
                sidx?: string;
                sord?: "asc" | "desc";
                _search?: string;
                /** @description xlsx exporta todas as linhas filtradas (equipe 3–7) */
                formato?: "json" | "xlsx";
                /** @description Exportação: campo:Título separados por vírgula */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                nome?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FabricantesPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["FabricantesPageDto"];
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Fabricantes_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FabricantesBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FabricantesDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Fabricantes_show: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FabricantesDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Fabricantes_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Registro em uso: nada é removido */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Fabricantes_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FabricantesBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FabricantesDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Modelos_listar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModelosDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Modelos_index: {
        parameters: {
            query?: {
                /** @description Página, a partir de 1 */
                page?: number;
                /** @description Linhas por página */
                rows?: number;
                /** @description Coluna de ordenação */
                sidx?: string;
                sord?: "asc" | "desc";
                _search?: string;
                /** @description xlsx exporta todas as linhas filtradas (equipe 3–7) */
                formato?: "json" | "xlsx";
                /** @description Exportação: campo:Título separados por vírgula */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                nome?: string;
                /** @description Filtro (inteiro) */
                fabricante_id?: number;
                /** @description Filtro (texto) */
                fabricante?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModelosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ModelosPageDto"];
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Modelos_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModelosBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModelosDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Modelos_show: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModelosDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Modelos_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Registro em uso: nada é removido */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Modelos_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModelosBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModelosDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Funcoes_listar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FuncoesDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Funcoes_index: {
        parameters: {
            query?: {
                /** @description Página, a partir de 1 */
                page?: number;
                /** @description Linhas por página */
                rows?: number;
                /** @description Coluna de ordenação */
                sidx?: string;
                sord?: "asc" | "desc";
                _search?: string;
                /** @description xlsx exporta todas as linhas filtradas (equipe 3–7) */
                formato?: "json" | "xlsx";
                /** @description Exportação: campo:Título separados por vírgula */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                descricao?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FuncoesPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["FuncoesPageDto"];
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Funcoes_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FuncoesBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FuncoesDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Funcoes_show: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FuncoesDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Funcoes_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Registro em uso: nada é removido */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Funcoes_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FuncoesBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FuncoesDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Sinistros_listar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SinistrosDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Sinistros_index: {
        parameters: {
            query?: {
                /** @description Página, a partir de 1 */
                page?: number;
                /** @description Linhas por página */
                rows?: number;
                /** @description Coluna de ordenação */
                sidx?: string;
                sord?: "asc" | "desc";
                _search?: string;
                /** @description xlsx exporta todas as linhas filtradas (equipe 3–7) */
                formato?: "json" | "xlsx";
                /** @description Exportação: campo:Título separados por vírgula */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                descricao?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SinistrosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["SinistrosPageDto"];
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Sinistros_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SinistrosBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SinistrosDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Sinistros_show: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SinistrosDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Sinistros_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Registro em uso: nada é removido */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Sinistros_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SinistrosBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SinistrosDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Emails_listar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailsDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Emails_index: {
        parameters: {
            query?: {
                /** @description Página, a partir de 1 */
                page?: number;
                /** @description Linhas por página */
                rows?: number;
                /** @description Coluna de ordenação */
                sidx?: string;
                sord?: "asc" | "desc";
                _search?: string;
                /** @description xlsx exporta todas as linhas filtradas (equipe 3–7) */
                formato?: "json" | "xlsx";
                /** @description Exportação: campo:Título separados por vírgula */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                descricao?: string;
                /** @description Filtro (texto) */
                assunto?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailsPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["EmailsPageDto"];
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Emails_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailsBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailsDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Emails_show: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailsDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Emails_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Registro em uso: nada é removido */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Emails_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailsBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailsDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Estados_index: {
        parameters: {
            query?: {
                /** @description Página, a partir de 1 */
                page?: number;
                /** @description Linhas por página */
                rows?: number;
                /** @description Coluna de ordenação */
                sidx?: string;
                sord?: "asc" | "desc";
                _search?: string;
                /** @description xlsx exporta todas as linhas filtradas (equipe 3–7) */
                formato?: "json" | "xlsx";
                /** @description Exportação: campo:Título separados por vírgula */
                colunas?: string;
                /** @description Filtro (texto) */
                uf?: string;
                /** @description Filtro (texto) */
                nome?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EstadosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["EstadosPageDto"];
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Estados_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EstadosBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EstadosDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Estados_show: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uf: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EstadosDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Estados_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uf: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Registro em uso: nada é removido */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Estados_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uf: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EstadosBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EstadosDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sem a regra de acesso cadastros_basicos#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    EstadosLista_estados: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EstadoDto"][];
                };
            };
            /** @description Token ausente, inválido, expirado ou revogado */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
}
