// Gerado de openapi/openapi.json por `npm run openapi`; não edite à mão.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** O serviço está no ar? Sem token, para o balanceador e o monitoramento */
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
        /** Controladores (telas e áreas) que têm regras de acesso */
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
        /** Funções do controlador */
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
        /** Regras de acesso do usuário: cada controlador com as suas funções, marcando as permitidas */
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
        /** Lista dos grupos de usuários para seleção */
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
        /** Grid de grupos de usuários (100 linhas), com quantos usuários há em cada um */
        get: operations["GruposUsuarios_index"];
        put?: never;
        /** Cadastra grupo de usuários (descrição em maiúsculas, única) */
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
        /** Grupo de usuários pelo id */
        get: operations["GruposUsuarios_show"];
        put?: never;
        post?: never;
        /** Remove grupo de usuários sem usuários (os grupos 3 a 17 são do sistema) */
        delete: operations["GruposUsuarios_destroy"];
        options?: never;
        head?: never;
        /** Altera a descrição do grupo de usuários */
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
        /** Dados básicos do usuário da sessão (id, username, e-mail, grupo, cliente) */
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
        /** Usuário pelo id, com o grupo e o cliente */
        get: operations["Users_show"];
        put?: never;
        post?: never;
        /** Remove usuário */
        delete: operations["Users_destroy"];
        options?: never;
        head?: never;
        /** Altera usuário; envie updated_at lido para detectar edição concorrente (409) */
        patch: operations["Users_update"];
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
        post: operations["RecuperacaoSenha_recuperarSenha"];
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
        post: operations["RecuperacaoSenha_novaSenha"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
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
        /** Grupos do chat do usuário da sessão */
        get: operations["Chat_getGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/telemetria/posicoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lote de posições de uma integração: grava as válidas, conta as recusadas por motivo */
        post: operations["Telemetria_lote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/telemetria/traccar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Posição encaminhada por um servidor Traccar (forward.type=json) */
        post: operations["Telemetria_traccar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/veiculos/posicoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Posições de um terminal numa janela do histórico (1, 2, 4, 6 ou 24 h, ou início e fim) */
        get: operations["Posicoes_posicoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/veiculos/posicao_falsa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Posição falsa: manda uma posição com os periféricos escolhidos para um veículo (só o usuário 1) */
        post: operations["Posicoes_posicaoFalsa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/veiculos/{id}/leituras": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Histórico das leituras de periféricos de um veículo numa janela (1, 2, 4, 6 ou 24 h, ou início e fim) */
        get: operations["Posicoes_leituras"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/ultima_posicao/{veiculo_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Última posição e última leitura de cada periférico de um veículo (checklist) */
        get: operations["Posicoes_ultimaPosicao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integracao/disponibilidade_integracoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Saúde do posicionamento de ONIXSAT, SASCAR, OMNILINK, MEU BRUTO e LOGÍSTICO, pelas posições recebidas */
        get: operations["Integracao_disponibilidade"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/veiculos/comando": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comando ao rastreador do veículo de uma viagem: 21 solicita posição, 13 bloqueia */
        post: operations["Comandos_comando"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/procedimentos_checklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Procedimento do teste do checklist: bloquear, desbloquear, sirene, desligar_sirene ou solicitar_posicao */
        post: operations["Comandos_procedimento"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integracao/g4flex/enviar_sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** SMS ao motorista (número só com dígitos e 0 na frente, até 160 caracteres) */
        post: operations["Comandos_sms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integracao/enviar_whatsapp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mensagem de WhatsApp ao motorista (até 1.000 caracteres) */
        post: operations["Comandos_whatsapp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integracao/enviar_texto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Texto (macro) ao teclado do rastreador do veículo */
        post: operations["Comandos_texto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comandos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comandos e mensagens enviados, com o estado de cada um (FILA, ENVIADO, ENTREGUE, FALHOU) */
        get: operations["Comandos_listar"];
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
        /** Vincula motorista (por id ou cpf) ao cliente (criar_vinculo) ou altera o tipo do vínculo ativo */
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
    "/api/clientes/consultar_cnpj/{cnpj}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consulta o CNPJ na base de registro (offline: os próprios clientes); tira a máscara
         * @description Usuário de cliente ou gestor: CNPJ de um cliente fora do seu escopo responde só { encontrado: true, message: 'CNPJ já cadastrado na gerenciadora' }, sem os dados
         */
        get: operations["Clientes_consultarCnpj"];
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
        /** Consulta de CNPJ sem o número (campo vazio): responde sempre 400 "CNPJ não pode ser nulo." */
        get: operations["Clientes_consultarCnpjVazio"];
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
        /** Cliente pelo id, com endereço, tipos, equipes de pronta resposta e auditoria */
        get: operations["Clientes_show"];
        put?: never;
        post?: never;
        /** Remove cliente sem usuários, vínculos, contatos nem grupos */
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
        /** Cadastra contato (usuário de cliente: do seu cliente) */
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
        /** Contato pelo id */
        get: operations["Contatos_show"];
        put?: never;
        post?: never;
        /** Remove contato */
        delete: operations["Contatos_destroy"];
        options?: never;
        head?: never;
        /** Altera contato */
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
        /** Lista completa de grupos de contatos para seleção */
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
        /** Grid de grupos de contatos (100 linhas) */
        get: operations["Grupos_index"];
        put?: never;
        /** Cadastra grupo de contatos */
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
        /** Busca grupo de contatos pelo id */
        get: operations["Grupos_show"];
        put?: never;
        post?: never;
        /** Remove grupo de contatos que não esteja em uso */
        delete: operations["Grupos_destroy"];
        options?: never;
        head?: never;
        /** Altera grupo de contatos */
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
    "/api/funcionarios/consultar_cpf/{cpf}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CPF livre, já cadastrado (oferece criar o vínculo) ou já vinculado ao cliente
         * @description Usuário de cliente ou gestor não recebe id nem nome de funcionário de outro cliente: o vínculo oferecido vai pelo CPF (vincular_motorista com cpf)
         */
        get: operations["Funcionarios_consultarCpf"];
        put?: never;
        post?: never;
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
        /** Consulta de CPF sem o número (campo vazio): responde sempre 400 "CPF NÃO PODE SER NULO" */
        get: operations["Funcionarios_consultarCpfVazio"];
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
        /** Funcionário pelo id, com vínculos e perfis */
        get: operations["Funcionarios_show"];
        put?: never;
        post?: never;
        /** Remove funcionário sem vínculo ativo */
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
        /** Veículo pelo id, com tecnologia, vínculos e carretas */
        get: operations["Veiculos_show"];
        put?: never;
        post?: never;
        /** Remove veículo sem vínculo ativo nem carretas */
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
        /** Lista completa de tecnologias para seleção */
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
        /** Grid de tecnologias (18 linhas) */
        get: operations["Tecnologias_index"];
        put?: never;
        /** Cadastra tecnologia */
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
        /** Busca tecnologia pelo id */
        get: operations["Tecnologias_show"];
        put?: never;
        post?: never;
        /** Remove tecnologia que não esteja em uso */
        delete: operations["Tecnologias_destroy"];
        options?: never;
        head?: never;
        /** Altera tecnologia */
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
        /** Lista completa de fabricantes para seleção */
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
        /** Grid de fabricantes (18 linhas) */
        get: operations["Fabricantes_index"];
        put?: never;
        /** Cadastra fabricante */
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
        /** Busca fabricante pelo id */
        get: operations["Fabricantes_show"];
        put?: never;
        post?: never;
        /** Remove fabricante que não esteja em uso */
        delete: operations["Fabricantes_destroy"];
        options?: never;
        head?: never;
        /** Altera fabricante */
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
        /** Lista completa de modelos para seleção */
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
        /** Grid de modelos (18 linhas) */
        get: operations["Modelos_index"];
        put?: never;
        /** Cadastra modelo */
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
        /** Busca modelo pelo id */
        get: operations["Modelos_show"];
        put?: never;
        post?: never;
        /** Remove modelo que não esteja em uso */
        delete: operations["Modelos_destroy"];
        options?: never;
        head?: never;
        /** Altera modelo */
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
        /** Lista completa de funções para seleção */
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
        /** Grid de funções (18 linhas) */
        get: operations["Funcoes_index"];
        put?: never;
        /** Cadastra função */
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
        /** Busca função pelo id */
        get: operations["Funcoes_show"];
        put?: never;
        post?: never;
        /** Remove função que não esteja em uso */
        delete: operations["Funcoes_destroy"];
        options?: never;
        head?: never;
        /** Altera função */
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
        /** Lista completa de tipos de sinistro para seleção */
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
        /** Grid de tipos de sinistro (18 linhas) */
        get: operations["Sinistros_index"];
        put?: never;
        /** Cadastra tipo de sinistro */
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
        /** Busca tipo de sinistro pelo id */
        get: operations["Sinistros_show"];
        put?: never;
        post?: never;
        /** Remove tipo de sinistro que não esteja em uso */
        delete: operations["Sinistros_destroy"];
        options?: never;
        head?: never;
        /** Altera tipo de sinistro */
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
        /** Lista completa de layouts de e-mail para seleção */
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
        /** Grid de layouts de e-mail (18 linhas) */
        get: operations["Emails_index"];
        put?: never;
        /** Cadastra layout de e-mail */
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
        /** Busca layout de e-mail pelo id */
        get: operations["Emails_show"];
        put?: never;
        post?: never;
        /** Remove layout de e-mail que não esteja em uso */
        delete: operations["Emails_destroy"];
        options?: never;
        head?: never;
        /** Altera layout de e-mail */
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
        /** Grid de estados (18 linhas) */
        get: operations["Estados_index"];
        put?: never;
        /** Cadastra estado */
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
        /** Busca estado pela UF */
        get: operations["Estados_show"];
        put?: never;
        post?: never;
        /** Remove estado que não esteja em uso */
        delete: operations["Estados_destroy"];
        options?: never;
        head?: never;
        /** Altera estado */
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
    "/api/pronta_resposta/get_pronta_respostas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista completa de equipes de pronta resposta para seleção */
        get: operations["ProntaResposta_listar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pronta_resposta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid de equipes de pronta resposta (15 linhas) */
        get: operations["ProntaResposta_index"];
        put?: never;
        /** Cadastra equipe de pronta resposta */
        post: operations["ProntaResposta_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pronta_resposta/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Busca equipe de pronta resposta pelo id */
        get: operations["ProntaResposta_show"];
        put?: never;
        post?: never;
        /** Remove equipe de pronta resposta que não esteja em uso */
        delete: operations["ProntaResposta_destroy"];
        options?: never;
        head?: never;
        /** Altera equipe de pronta resposta */
        patch: operations["ProntaResposta_update"];
        trace?: never;
    };
    "/api/pgrs/get_pgrs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista completa de PGRs para seleção */
        get: operations["Pgrs_listar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pgrs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid de PGRs (18 linhas) */
        get: operations["Pgrs_index"];
        put?: never;
        /** Cadastra PGR */
        post: operations["Pgrs_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pgrs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Busca PGR pelo id */
        get: operations["Pgrs_show"];
        put?: never;
        post?: never;
        /** Remove PGR que não esteja em uso */
        delete: operations["Pgrs_destroy"];
        options?: never;
        head?: never;
        /** Altera PGR */
        patch: operations["Pgrs_update"];
        trace?: never;
    };
    "/api/pgr_cliente/avisos_validade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** PGRs dos clientes do usuário que vencem em até 15 dias ou já venceram (aviso de 9 s ao usuário de cliente) */
        get: operations["PgrCliente_avisos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pgr_cliente/anotacoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orientações do PGR do cliente (spec 01 §7.2): o PGR informado ou o padrão do cliente; para quem lê PGRs (pgrs#show) ou pede checklists (check_lists#create), dentro do alcance */
        get: operations["PgrCliente_anotacoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pgr_cliente/{clienteId}/index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid dos PGRs do cliente (18 linhas) */
        get: operations["PgrCliente_index"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pgr_cliente/{id}/show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** PGR do cliente pelo id, com o aviso de validade e os nomes das partes */
        get: operations["PgrCliente_show"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pgr_cliente/{id}/diff_history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Histórico de alterações do PGR do cliente: quem, quando, campo, antes e depois (mais recentes primeiro; numa mesma gravação, na ordem do formulário) */
        get: operations["PgrCliente_diffHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pgr_cliente/{clienteId}/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cria PGR do cliente (validade padrão: hoje + 1 ano). 'PGR salvo com sucesso' */
        post: operations["PgrCliente_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pgr_cliente/{clienteId}/update": {
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
        /** Altera o PGR `pgr_cliente.id` do cliente; cada campo alterado vai ao histórico. 'PGR atualizado com sucesso' */
        patch: operations["PgrCliente_update"];
        trace?: never;
    };
    "/api/itens_pgr/get_itens_pgr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista completa de itens PGR para seleção */
        get: operations["ItensPgr_listar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/itens_pgr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid de itens PGR (18 linhas) */
        get: operations["ItensPgr_index"];
        put?: never;
        /** Cadastra item PGR */
        post: operations["ItensPgr_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/itens_pgr/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Busca item PGR pelo id */
        get: operations["ItensPgr_show"];
        put?: never;
        post?: never;
        /** Remove item PGR que não esteja em uso */
        delete: operations["ItensPgr_destroy"];
        options?: never;
        head?: never;
        /** Altera item PGR */
        patch: operations["ItensPgr_update"];
        trace?: never;
    };
    "/api/perifericos/get_periferico": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Periféricos de item PGR (ids 1–28 e 44), cada um com seu ícone */
        get: operations["Perifericos_listar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/acoes_pgr/get_acoes_pgr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista completa de ações PGR para seleção */
        get: operations["AcoesPgr_listar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/acoes_pgr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid de ações PGR (20 linhas) */
        get: operations["AcoesPgr_index"];
        put?: never;
        /** Cadastra ação PGR */
        post: operations["AcoesPgr_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/acoes_pgr/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Busca ação PGR pelo id */
        get: operations["AcoesPgr_show"];
        put?: never;
        post?: never;
        /** Remove ação PGR que não esteja em uso */
        delete: operations["AcoesPgr_destroy"];
        options?: never;
        head?: never;
        /** Altera ação PGR */
        patch: operations["AcoesPgr_update"];
        trace?: never;
    };
    "/api/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid de ações (18 linhas) */
        get: operations["Actions_index"];
        put?: never;
        /** Cadastra ação */
        post: operations["Actions_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/actions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Busca ação pelo id */
        get: operations["Actions_show"];
        put?: never;
        post?: never;
        /** Remove ação que não esteja em uso */
        delete: operations["Actions_destroy"];
        options?: never;
        head?: never;
        /** Altera ação */
        patch: operations["Actions_update"];
        trace?: never;
    };
    "/api/ocorrencias/get_ocorrencias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista completa de tipos de ocorrência para seleção */
        get: operations["Ocorrencias_listar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ocorrencias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid de tipos de ocorrência (18 linhas) */
        get: operations["Ocorrencias_index"];
        put?: never;
        /** Cadastra tipo de ocorrência */
        post: operations["Ocorrencias_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ocorrencias/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Busca tipo de ocorrência pelo id */
        get: operations["Ocorrencias_show"];
        put?: never;
        post?: never;
        /** Remove tipo de ocorrência que não esteja em uso */
        delete: operations["Ocorrencias_destroy"];
        options?: never;
        head?: never;
        /** Altera tipo de ocorrência */
        patch: operations["Ocorrencias_update"];
        trace?: never;
    };
    "/api/situacao_viagem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Situações da viagem (com tecla de atalho) */
        get: operations["SituacaoViagem_situacoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/situacao_viagem/acoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid das ações por situação (15 linhas) */
        get: operations["SituacaoViagem_acoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/situacao_viagem/create_situacao_acao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastra ação PGR numa situação da viagem, com tempos de execução e tolerância */
        post: operations["SituacaoViagem_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/situacao_viagem/update_situacao_acao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Altera a ação da situação `id` (na query); responde 201 como o create */
        post: operations["SituacaoViagem_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/situacao_viagem/remove_situacao_acao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a ação da situação `id` (na query) */
        delete: operations["SituacaoViagem_destroy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/grid_alertas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid dos alertas de checklist (15 linhas) */
        get: operations["AlertasChecklist_grid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/carregar_alerta/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alerta de checklist pelo id (para o formulário) */
        get: operations["AlertasChecklist_carregar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/create_alerta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastra alerta de checklist */
        post: operations["AlertasChecklist_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/update_alerta": {
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
        /** Altera o alerta `id` (na query, ou `check_list_alerta.id`) */
        patch: operations["AlertasChecklist_update"];
        trace?: never;
    };
    "/api/check_lists/remover_alerta/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove alerta de checklist */
        delete: operations["AlertasChecklist_destroy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/liberacoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Log de liberações (18 linhas, mais recentes primeiro) */
        get: operations["Liberacoes_index"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/monitoramentos/carrega_regra_risco_itens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opções, comparadores e operadores lógicos do construtor de regras; pontuação inicial 10, reset 0 */
        get: operations["RegrasRisco_itens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/monitoramentos/carrega_regra_risco": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Regras de risco do cliente (para recarregar no construtor) */
        get: operations["RegrasRisco_carregar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/monitoramentos/create_regras_risco": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cria (sem id) ou altera (com id) a regra; expressão inválida → 400 em definicao nomeando o termo */
        post: operations["RegrasRisco_salvar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/regras_risco": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid das regras de risco (18 linhas); filtre por cliente_id */
        get: operations["RegrasRisco_index"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/regras_risco/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove regra de risco */
        delete: operations["RegrasRisco_destroy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/regras_risco/pontuar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pontua uma viagem (objeto simples) pelas regras ativas do cliente */
        post: operations["RegrasRisco_pontuar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/financeiro/pre_faturamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pré-faturamento por cliente no período (para a planilha use /pre_faturamento/exportar) */
        get: operations["Financeiro_pre"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/financeiro/pre_faturamento/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pré-faturamento do período como .xlsx (valores em R$ 1.234,56, linha de totais) */
        get: operations["Financeiro_exportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/financeiro/cliente_valor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Valores por cliente no período (vazio até existirem viagens) */
        get: operations["Financeiro_clienteValor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/financeiro/ocorrencias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ocorrências faturáveis no período (vazio até existirem viagens) */
        get: operations["Financeiro_ocorrencias"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/financeiro/Checklists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checklists faturáveis no período (vazio até existirem checklists) */
        get: operations["Financeiro_checklists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/financeiro/ligacoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ligações de telemonitoramento no período (vazio até existirem viagens) */
        get: operations["Financeiro_ligacoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rotas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid de rotas (18 linhas; 18/20/30/50/100); usuário de cliente vê as suas e as de todos os clientes */
        get: operations["Rotas_index"];
        put?: never;
        /** Cadastra rota traçando origem → paradas → destino antes de gravar: 'Rota salva com sucesso' */
        post: operations["Rotas_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rotas/find_rotas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Até 20 rotas ativas pela descrição */
        get: operations["Rotas_findRotas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rotas/find_pontos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Até 20 pontos pela descrição (origem, destino e paradas do formulário) */
        get: operations["Rotas_findPontos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rotas/tipos_paradas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tipos de parada (1 COLETA ... 8 FISCALIZAÇÃO) */
        get: operations["Rotas_tiposParadas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rotas/tracar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prévia da linha para o mapa do formulário (nada é gravado); mesmos erros de roteamento do salvar */
        post: operations["Rotas_tracar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rotas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rota pelo id, com origem, paradas, destino, distância e estado do traçado */
        get: operations["Rotas_show"];
        put?: never;
        post?: never;
        /** Remove rota não usada em viagens */
        delete: operations["Rotas_destroy"];
        options?: never;
        head?: never;
        /** Altera rota: 'Rota atualizada com sucesso'; usuário de cliente numa rota usada em viagens → 422 'Não é possível atualizar esta rota' */
        patch: operations["Rotas_update"];
        trace?: never;
    };
    "/api/rotas/{id}/geojson": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GeoJSON Feature da rota; 202 'A rota está sendo processada, aguarde...'; 422 com o erro do processamento */
        get: operations["Rotas_geojson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rotas/{id}/geojson_disponivel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** O GeoJSON da rota já está pronto? Com o estado do processamento e o erro, se houve */
        get: operations["Rotas_geojsonDisponivel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rotas/{id}/rota_utilizada": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A rota é usada em viagens? Com quantas */
        get: operations["Rotas_rotaUtilizada"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rotas/{id}/atualiza_rota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Equipe (grupos 3–7): com geojson (LineString) grava a linha ('Rota atualizada com sucesso'); sem, retraça em segundo plano → 202 'Dados enviados para processamento, rota estará disponível em alguns segundos' */
        post: operations["Rotas_atualizaRota"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pontos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid de pontos (18 linhas); usuário de cliente vê os seus e os globais */
        get: operations["Pontos_index"];
        put?: never;
        /** Cadastra ponto: 'Ponto salvo com sucesso'. Mesmas coordenadas de outro ponto do mesmo cliente → 422 com ponto_id */
        post: operations["Pontos_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pontos/verificar_ponto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ponto que o usuário pode atualizar nas mesmas coordenadas (6 casas), para o formulário oferecer a atualização */
        get: operations["Pontos_verificar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pontos/geocodificar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Nome do lugar: ponto conhecido mais próximo (no seu raio) ou cidade (até 60 km); null se nenhum */
        get: operations["Pontos_geocodificar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pontos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ponto pelo id */
        get: operations["Pontos_show"];
        put?: never;
        post?: never;
        /** Remove ponto que nenhuma rota usa */
        delete: operations["Pontos_destroy"];
        options?: never;
        head?: never;
        /** Altera ponto: 'Ponto atualizado com sucesso'; updated_at lido → 409 se mudou */
        patch: operations["Pontos_update"];
        trace?: never;
    };
    "/api/check_lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid de checklists do cliente (status, placa, tecnologia, validade); os ocultados não aparecem */
        get: operations["Checklists_index"];
        put?: never;
        /** Pedido de checklist (assistente): valida os passos, verifica o veículo e cria em VERIFICANDO com os itens do PGR */
        post: operations["Checklists_criar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/operador": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid do operador e do gestor: status vazio é a fila (VERIFICANDO, PENDENTE, EM_TESTE), TODOS mostra todos; 50/100/200, padrão 100 */
        get: operations["Checklists_operador"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/em_processamento_rapido": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fila expressa aguardando (avisos dos grupos 3, 4, 6 e 7): placa e minutos restantes dos 45 */
        get: operations["Checklists_emProcessamentoRapido"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/itens_status_cancelados": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status que um item pode ter no cancelamento */
        get: operations["Checklists_itensStatusCancelados"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/find_placa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verificação do veículo antes do pedido (consulta a blacklist: placa nela é ERRO com o motivo): OK, ERRO, CARRETA, VINCULO, CHECKLIST_VALIDO (emitir_novo), CHECKLIST_ANDAMENTO, REUTILIZAR, EM_VIAGEM, RETESTE */
        get: operations["Checklists_findPlaca"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/pgr_find/{clienteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** PGRs do cliente para o assistente (o padrão primeiro) */
        get: operations["Checklists_pgrFind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/operacoes_disponiveis_checklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Operações do cliente: reteste e fila expressa */
        post: operations["Checklists_operacoes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/historico_problemas_veiculo/{veiculo_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Itens reprovados ou violados nos checklists do veículo (os 100 mais recentes, só os do alcance do usuário) */
        get: operations["Checklists_historicoProblemas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/tratamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resultado do teste manual: todo item APROVADO ou REPROVADO; um reprovado reprova o checklist */
        post: operations["Checklists_tratamento"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/pendencias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tratamento de pendência: o checklist em teste volta a PENDENTE, ou vai a MANUTENCAO */
        post: operations["Checklists_pendencias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/cancelar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancela um checklist em VERIFICANDO, PENDENTE ou EM_TESTE, com o status dos itens e a observação */
        post: operations["Checklists_cancelar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/liberar/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Libera um checklist REPROVADO ou em MANUTENCAO com usuário e senha de um autorizador da equipe, por 1 a 30 dias; grava no log de liberações com o IP */
        post: operations["Checklists_liberar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/validade_liberacao/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Até quando vale o checklist (aprovação ou liberação) */
        get: operations["Checklists_validadeLiberacao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Resultado da verificação: SE (sem espelhamento) e ESC (espelhado sem configuração) deixam PENDENTE; EC (espelhado e configurado) leva a EM_TESTE com o operador */
        get: operations["Checklists_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/em_teste/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checklist no teste: itens, os alertas de checklist disparados no estágio e, com o teste automático iniciado, a avaliação das leituras até agora */
        get: operations["Checklists_emTeste"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/visualizar/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checklist com itens e histórico */
        get: operations["Checklists_visualizar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/listar/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Itens do checklist (linha expandida do grid) */
        get: operations["Checklists_listar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checklist com itens */
        get: operations["Checklists_mostrar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edita o pedido (check_list: PGR, carroceria, fila, contatos) só em VERIFICANDO; ou, com monitorando_preteste, começa ou para de acompanhar o pré-teste */
        patch: operations["Checklists_editar"];
        trace?: never;
    };
    "/api/check_lists/{id}/reutilizar": {
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
        /** Reutiliza para o cliente o checklist válido do veículo (REUTILIZAR): cria um checklist REUTILIZADO com a mesma validade */
        patch: operations["Checklists_reutilizar"];
        trace?: never;
    };
    "/api/check_lists/{id}/ocultar": {
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
        /** Oculta um checklist finalizado do grid do cliente */
        patch: operations["Checklists_ocultar"];
        trace?: never;
    };
    "/api/check_lists/{id}/inicia_teste_online": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Inicia o teste automático (tecnologias 2 e 4, checklist PENDENTE): as leituras guardadas a partir de agora decidem */
        post: operations["Checklists_iniciaTesteOnline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/{id}/analise_checklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Analisa o teste automático com as leituras até agora e, concluído, aplica o resultado */
        post: operations["Checklists_analise"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/{id}/enviar_para_filaexpressa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Envia para a fila expressa (cliente com a operação expresso; VERIFICANDO, EM_TESTE ou PENDENTE) */
        post: operations["Checklists_filaExpressa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/{id}/solicitar_reteste": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reteste de um REPROVADO nas 72 h após o cadastro, se o cliente tem a operação: volta a VERIFICANDO com os itens limpos */
        get: operations["Checklists_solicitarReteste"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/{id}/reteste_pendente": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Se há reteste pendente (o operador ainda não deu o resultado) */
        get: operations["Checklists_retestePendente"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/fechar/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fecha o formulário de teste: o operador solta o checklist e outro pode assumi-lo */
        get: operations["Checklists_fechar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/{id}/atualizar_data_em_teste_online": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Começa o teste automático de um checklist já EM_TESTE (depois do EC): tecnologias 2 e 4, uma vez */
        post: operations["Checklists_atualizarDataEmTesteOnline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/{id}/reteste_realizado": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** O reteste foi feito: baixa o reteste pendente */
        post: operations["Checklists_retesteRealizado"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/{id}/itens_preteste": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pré-teste: status de cada item (-2 a 2) pelas leituras desde o início do acompanhamento, e o guia (portas, desengate, bloqueio e sirene) */
        get: operations["Checklists_itensPreTeste"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/{id}/bloqueio_sirene_pre_teste": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pré-teste: envia bloqueio e sirene ao rastreador pela fila de comandos */
        post: operations["Checklists_bloqueioSirene"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/{id}/preteste_usado": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Aplica o pré-teste: os itens pré-aprovados viram APROVADO, os reprovados REPROVADO; marca o pré-teste como usado */
        post: operations["Checklists_pretesteUsado"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/get_tecnologia_by_veiculo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tecnologia do rastreador do veículo e se ela permite o teste automático */
        get: operations["Checklists_tecnologiaDoVeiculo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check_lists/vinculo_salvar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Vincula o veículo ao cliente no assistente (o mesmo que clientes/vincular_veiculo: CARRETA sempre AUTONOMO) */
        post: operations["Checklists_vinculoSalvar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/embarcador/lista_checklists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checklists dos clientes que o embarcador ou gestor acompanha (o mesmo grid do cliente) */
        get: operations["EmbarcadorChecklists_lista"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista de registros (50 linhas), mais novos primeiro; pode_remover só para os grupos 3 e 4 */
        get: operations["Registro_index"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/get_politicas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Políticas de consulta (a 4 é tratada como 5 e não aparece), com o modelo do formulário e a validade padrão */
        get: operations["Registro_politicas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/consultar_documentos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Consulta de documentos pela política no serviço de cadastro (offline: nossos cadastros e a blacklist); erros por documento */
        get: operations["Registro_consultarDocumentos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/verificar_cadastro_registro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Existe consulta válida deste documento ou placa para o cliente? (a pergunta "deseja fazer uma nova pesquisa?") */
        get: operations["Registro_verificar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/find_registros": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Registros por protocolo, CPF/CNPJ ou placa (até 20) */
        get: operations["Registro_buscar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/find_funcionario_cadastro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Motoristas por nome ou CPF para o protocolo (usuário de cliente: os vinculados a ele) */
        get: operations["Registro_funcionarios"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/find_cliente_cadastro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Clientes por CNPJ ou razão social (usuário de cliente: o próprio) */
        get: operations["Registro_clientes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/get_registros_renovacao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Itens a renovar: consultas favoráveis que vencem em até 30 dias (ou venceram há até 90), ainda não renovadas */
        get: operations["Registro_renovacao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/renovar_registros": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renova os itens escolhidos: um registro novo (RENOVAÇÃO) por registro, consultado de novo, com nova validade */
        post: operations["Registro_renovar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/situacao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leitura da viagem: para o cliente, o motorista e o veículo numa data, há protocolo válido? a análise de perfil ou a blacklist bloqueiam? */
        get: operations["Registro_situacao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Nova consulta pela política (pesquisa conjunta: até 5 veículos e 5 proprietários); com consulta válida e is_nova_pesquisa falso, mantém a vigente */
        post: operations["Registro_criar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/protocolo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Protocolo externo (fonte da lista, validade a partir de hoje, status ACORDO; política 6 não se aplica), ligado a um motorista e/ou veículo */
        post: operations["Registro_protocolo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/protocolo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um protocolo (externo ou próprio) com o motorista e o veículo */
        get: operations["Registro_verProtocolo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/get_registro/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Itens do registro, observação e política */
        get: operations["Registro_simples"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/get_registro/{id}/{hash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Registro para a análise: itens com laudo, observações e anexos */
        get: operations["Registro_detalhe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/upload/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Análise de um item: observação com o status do botão (APROVADO → RETIFICADO) e/ou anexos PNG, JPEG ou PDF até 5 MB */
        post: operations["Registro_analisar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/anexo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Arquivo de um anexo (imagem ou PDF), para abrir no navegador */
        get: operations["Registro_anexo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/corrigir_erros_parametros/{hash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Corrige parâmetros de um item (nome, RG, CNH, renavam, UF) */
        post: operations["Registro_corrigir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/pdf/{id}/{hash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Protocolo em PDF (gerado no servidor pelo Chromium) */
        get: operations["Registro_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/motorista/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Consultas de um motorista (itens de registro), mais novas primeiro */
        get: operations["Registro_doMotorista"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/veiculo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Consultas de um veículo (itens de registro), mais novas primeiro */
        get: operations["Registro_doVeiculo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove o protocolo (grupos 3 e 4): o registro fica CANCELADO e deixa de valer para viagens */
        delete: operations["Registro_remover"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blacklist/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid da blacklist (18 linhas, mais recentes primeiro); o filtro de documento aceita a máscara (tira parênteses, pontos, espaços, traços e barra) */
        get: operations["Blacklist_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blacklist/verificar_registro_blacklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Consulta um documento (CPF/CNPJ) e/ou uma placa na blacklist: bloqueado e as entradas que os citam */
        get: operations["Blacklist_verificar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blacklist/find_registros": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Busca para autocompletar: até 20 entradas por dígitos do documento, placa ou nome */
        get: operations["Blacklist_findRegistros"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blacklist/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Inclui na blacklist (assistente de 3 passos): CPF para PF, CNPJ para PJ, placa só para VEÍCULO, motivo; grava o registro LGPD da inclusão */
        post: operations["Blacklist_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blacklist/remover/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove da blacklist; grava o registro LGPD da remoção */
        delete: operations["Blacklist_remover"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cadastro_consulta/configuracoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grid das configurações (18 linhas); usuário de cliente vê só as do seu cliente */
        get: operations["Configuracoes_index"];
        put?: never;
        /** Cria a configuração de um cliente para um critério (validade 90, 180 ou 365 dias); só a equipe */
        post: operations["Configuracoes_criar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cadastro_consulta/configuracoes/buscar_configuracao_por_filtro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Configurações cujo cliente (razão social, nome ou CNPJ) ou critério contém o filtro; até 50, do alcance do usuário */
        get: operations["Configuracoes_buscar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cadastro_consulta/configuracoes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Uma configuração (para o modal de edição) */
        get: operations["Configuracoes_show"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Altera critério e validade; o cliente não muda (400 O cliente não pode ser alterado); só a equipe */
        patch: operations["Configuracoes_alterar"];
        trace?: never;
    };
    "/api/cadastro_consulta/configuracoes/remover/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a configuração (as consultas seguintes voltam à validade padrão da política); só a equipe */
        delete: operations["Configuracoes_remover"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lgpd/titular/{documento}/tratamentos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Histórico de tratamento dos dados de um CPF/CNPJ (consultas, renovações, análises, blacklist, exportações), mais recente primeiro */
        get: operations["Lgpd_historico"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lgpd/titular/{documento}/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exporta (download JSON) tudo o que se guarda de um CPF/CNPJ: funcionário, vínculos, perfis, empresa, consultas com laudo e validade, blacklist e histórico; a exportação fica registrada no histórico (EXPORTACAO, obrigação legal) */
        get: operations["Lgpd_exportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/cadastro_consulta/relatorios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Registros do relatório: um por item de registro (não cancelado) no filtro; laudo como exportado e vencimento mascarado fora de ACORDO/RETIFICADO */
        get: operations["Relatorios_index"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/cadastro_consulta/relatorios/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pede a exportação do relatório (xlsx: 18 colunas; pdf: carta paisagem): um job em segundo plano; acompanhe em exportacoes/{id} */
        post: operations["Relatorios_exportar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/cadastro_consulta/relatorios/exportacoes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Andamento de uma exportação: PENDENTE, PROCESSANDO (progresso de total linhas), PRONTO ou ERRO */
        get: operations["Relatorios_exportacao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registro/cadastro_consulta/relatorios/exportacoes/{id}/arquivo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** O arquivo da exportação pronta (anexo xlsx ou pdf) */
        get: operations["Relatorios_arquivo"];
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
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
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
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["UsuarioDto"][];
        };
        UserInputDto: {
            /**
             * @description Gravado em maiúsculas
             * @example JOAO.SILVA
             */
            username?: string;
            /** @example joao.silva@transportadora.com.br */
            email?: string | null;
            /**
             * @description Grupo do usuário (grupo_usuario_id)
             * @example 6
             */
            grupo?: number;
            /** @example 1 */
            cliente_id?: number | null;
            /** @example segredo123 */
            password?: string | null;
            /** @example segredo123 */
            password_confirmation?: string | null;
            ativo?: boolean;
            alterar_password?: boolean;
            administrativo?: boolean;
            /** @description Pode autorizar liberações com usuário e senha */
            liberativo?: boolean;
            assinatura_email?: string | null;
            /** @description Clientes gerenciados (grupos 11, 16, 17) */
            clientes_gerenciados?: number[];
            /**
             * Format: date-time
             * @description updated_at lido pelo editor; diferente do atual → 409
             */
            updated_at?: string | null;
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
        RecuperarSenhaDto: {
            /** @example operador@demo.gr.com.br */
            email: string;
        };
        NovaSenhaDto: {
            token: string;
            password: string;
            password_confirmation: string;
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
        PosicaoLoteDto: {
            /**
             * @description Número do terminal (rastreador) cadastrado no veículo
             * @example 4578123
             */
            terminal: string;
            /**
             * @description Data/hora da posição (ISO 8601 com fuso, ou época em segundos/milissegundos)
             * @example 2026-11-22T11:59:30Z
             */
            data_posicao: string;
            /** @example -23.55052 */
            latitude: number;
            /** @example -46.633308 */
            longitude: number;
            /**
             * @description km/h
             * @example 72
             */
            velocidade?: number;
            /**
             * @description Graus a partir do norte
             * @example 135
             */
            direcao?: number;
            /** @example true */
            ignicao?: boolean;
            /** @example 760 */
            altitude?: number;
            /**
             * @description Metros
             * @example 5
             */
            precisao?: number;
            /**
             * @description Percentual
             * @example 87
             */
            bateria?: number;
            /**
             * @description Leituras de periféricos por id (1–28, 44) ou nome (sensor_porta_motorista, sensor_bau1, sensor_desengate1, botao_panico...)
             * @example {
             *       "8": 0,
             *       "sensor_porta_motorista": false,
             *       "botao_panico": false
             *     }
             */
            perifericos?: {
                [key: string]: boolean | (0 | 1);
            };
            /**
             * @example {
             *       "odometro": 152340
             *     }
             */
            atributos?: {
                [key: string]: unknown;
            };
        };
        LotePosicoesDto: {
            /** @description Até 2.000 posições por chamada */
            posicoes: components["schemas"]["PosicaoLoteDto"][];
        };
        RecusadasDto: {
            /**
             * @description Posição malformada: terminal, data, latitude e longitude são obrigatórios e numéricos
             * @example 0
             */
            formato_invalido?: number;
            /**
             * @description Coordenadas impossíveis (fora de -90..90 / -180..180, ou 0,0)
             * @example 0
             */
            coordenada_invalida?: number;
            /**
             * @description Velocidade negativa ou acima de 400 km/h
             * @example 0
             */
            velocidade_invalida?: number;
            /**
             * @description Data da posição adiante do relógio do servidor além da tolerância
             * @example 0
             */
            data_futura?: number;
            /**
             * @description Data da posição anterior ao período guardado
             * @example 0
             */
            data_antiga?: number;
            /**
             * @description Terminal não cadastrado em nenhum veículo
             * @example 0
             */
            terminal_desconhecido?: number;
            /**
             * @description Posição já recebida (mesmo terminal e mesma data)
             * @example 0
             */
            duplicada?: number;
        };
        ResultadoRecebimentoDto: {
            /** @example 3 */
            recebidas: number;
            /**
             * @description Gravadas agora (duráveis quando a resposta chega)
             * @example 2
             */
            gravadas: number;
            /**
             * @description Não gravadas, por motivo
             * @example {
             *       "duplicada": 1
             *     }
             */
            recusadas: components["schemas"]["RecusadasDto"];
        };
        PosicaoDto: {
            /** Format: date-time */
            data_posicao: string;
            /** @example -23.55052 */
            latitude: number;
            /** @example -46.633308 */
            longitude: number;
            /** @description km/h */
            velocidade: number | null;
            /** @description Graus a partir do norte */
            direcao: number | null;
            ignicao: boolean | null;
            /**
             * @description Leituras de periféricos desta posição: id (1–28, 44) → 0 ou 1
             * @example {
             *       "1": 0,
             *       "6": 1,
             *       "8": 0
             *     }
             */
            leituras: {
                [key: string]: 0 | 1;
            } | null;
        };
        HistoricoPosicoesDto: {
            /** @example 4578123 */
            terminal: string;
            veiculo_id: number;
            /** @example ABC1D23 */
            placa: string;
            /** Format: date-time */
            inicio: string;
            /** Format: date-time */
            fim: string;
            /** @description Em ordem de data; no máximo 10.000 */
            posicoes: components["schemas"]["PosicaoDto"][];
        };
        PosicaoFalsaDto: {
            latitude?: (number | null) | string;
            longitude?: (number | null) | string;
            /** @description Ligado (true) ou desligado */
            sensor_porta_motorista?: boolean;
            /** @description Ligado (true) ou desligado */
            sensor_porta_carona?: boolean;
            /** @description Ligado (true) ou desligado */
            sensor_bau1?: boolean;
            /** @description Ligado (true) ou desligado */
            sensor_bau2?: boolean;
            /** @description Ligado (true) ou desligado */
            sensor_bau3?: boolean;
            /** @description Ligado (true) ou desligado */
            sensor_desengate1?: boolean;
            /** @description Ligado (true) ou desligado */
            sensor_desengate2?: boolean;
            /** @description Ligado (true) ou desligado */
            sensor_violacao_painel?: boolean;
            /** @description Ligado (true) ou desligado */
            sensor_janelas?: boolean;
            /** @description Ligado (true) ou desligado */
            sensor_falha_teclado?: boolean;
            /** @description Ligado (true) ou desligado */
            ignicao?: boolean;
            /** @description Ligado (true) ou desligado */
            bloqueio?: boolean;
            /** @description Ligado (true) ou desligado */
            sirene?: boolean;
            /** @description Ligado (true) ou desligado */
            trava_5_roda?: boolean;
            /** @description Ligado (true) ou desligado */
            trava_bau1?: boolean;
            /** @description Ligado (true) ou desligado */
            trava_bau2?: boolean;
            /** @description Ligado (true) ou desligado */
            trava_bau3?: boolean;
            /** @description Ligado (true) ou desligado */
            botao_panico?: boolean;
        };
        PosicaoFalsaBodyDto: {
            /**
             * @description Placa do veículo (com ou sem hífen)
             * @example ABC1D23
             */
            placa?: string | null;
            posicao_falsa: components["schemas"]["PosicaoFalsaDto"];
        };
        PosicaoFalsaEnviadaDto: {
            /** @example 3 */
            recebidas: number;
            /**
             * @description Gravadas agora (duráveis quando a resposta chega)
             * @example 2
             */
            gravadas: number;
            /**
             * @description Não gravadas, por motivo
             * @example {
             *       "duplicada": 1
             *     }
             */
            recusadas: components["schemas"]["RecusadasDto"];
            /** @example Posição falsa enviada */
            message: string;
        };
        LeiturasHistoricoDto: {
            veiculo_id: number;
            /** Format: date-time */
            inicio: string;
            /** Format: date-time */
            fim: string;
            /** @description Posições com leituras, em ordem de data */
            leituras: {
                /** Format: date-time */
                data_posicao?: string;
                /**
                 * @description Leituras de periféricos desta posição: id (1–28, 44) → 0 ou 1
                 * @example {
                 *       "1": 0,
                 *       "6": 1,
                 *       "8": 0
                 *     }
                 */
                leituras?: {
                    [key: string]: 0 | 1;
                };
            }[];
        };
        LeituraAtualDto: {
            /** @example 8 */
            periferico_id: number;
            /** @example Desengate da carreta 1 */
            descricao: string;
            /**
             * @example 0
             * @enum {number}
             */
            valor: 0 | 1;
            /** @description Periférico negativo em 1: violação */
            violacao: boolean;
            /** Format: date-time */
            data_posicao: string;
        };
        UltimaPosicaoDto: {
            veiculo_id: number;
            /** @example ABC1D23 */
            placa: string;
            terminal: string | null;
            /**
             * Format: date-time
             * @description Nulo: o veículo ainda não mandou posição
             */
            data_posicao: string | null;
            /** Format: date-time */
            data_recebida: string | null;
            latitude: number | null;
            longitude: number | null;
            /** @description km/h */
            velocidade: number | null;
            direcao: number | null;
            ignicao: boolean | null;
            /** @description Última leitura de cada periférico */
            leituras: components["schemas"]["LeituraAtualDto"][];
        };
        DisponibilidadeIntegracaoDto: {
            tecnologia_id: number;
            /** @example ONIXSAT */
            tecnologia: string;
            /** @description Veículos desta tecnologia com terminal */
            veiculos: number;
            /** @description Veículos em serviço: com posição recebida nas últimas 24 horas */
            veiculos_ativos: number;
            /** @description Veículos com posição recebida nos últimos 60 minutos */
            veiculos_com_posicao: number;
            /** @description Percentual (0–100) dos veículos em serviço com posição recente; -1: nenhum em serviço (integração fora do ar); nulo: sem veículos */
            saude_posicionamento: number | null;
            /**
             * Format: date-time
             * @description Chegada da posição mais recente desta tecnologia
             */
            ultima_posicao: string | null;
        };
        ComandoPgrDto: {
            /**
             * @description 21: solicitar posição; 13: bloqueio
             * @example 13
             * @enum {number|null}
             */
            acao_pgr_id?: 21 | 13 | null;
            /** @description A viagem (SM): o comando vai para o veículo dela */
            viagem_id?: number | null;
            /** @description Ou o veículo, sem viagem */
            veiculo_id?: number | null;
        };
        ComandoRegistradoDto: {
            /** @example Comando registrado */
            message: string;
            /** @example 41 */
            id: number;
            /**
             * @example FILA
             * @enum {string}
             */
            estado: "FILA" | "ENVIADO" | "ENTREGUE" | "FALHOU";
        };
        ProcedimentoChecklistDto: {
            /** @description Veículo em teste */
            veiculo_id?: number | null;
            bloquear?: boolean;
            desbloquear?: boolean;
            sirene?: boolean;
            desligar_sirene?: boolean;
            solicitar_posicao?: boolean;
        };
        MensagemTelefoneDto: {
            /**
             * @description Só dígitos ao enviar, com 0 na frente (spec 02 §5)
             * @example (11) 98765-4321
             */
            telefone?: string | null;
            /** @example Favor entrar em contato com a central. */
            mensagem?: string | null;
            /** @description Viagem (SM) de que a mensagem trata, para o histórico */
            viagem_id?: number | null;
            /** @description Veículo de que a mensagem trata, para o histórico (de outro cliente: 403) */
            veiculo_id?: number | null;
        };
        TextoTerminalDto: {
            /**
             * @description Terminal do veículo (macro/texto no teclado do rastreador)
             * @example 4578123
             */
            terminal_id?: string | null;
            /** @example Dirija-se ao posto mais próximo. */
            mensagem?: string | null;
            viagem_id?: number | null;
        };
        ComandoDto: {
            id: number;
            /** @enum {string} */
            canal: "RASTREADOR" | "SMS" | "WHATSAPP" | "TEXTO";
            /** @enum {string|null} */
            acao: "BLOQUEAR" | "DESBLOQUEAR" | "SIRENE" | "DESLIGAR_SIRENE" | "SOLICITAR_POSICAO" | null;
            veiculo_id: number | null;
            placa: string | null;
            terminal: string | null;
            telefone: string | null;
            mensagem: string;
            viagem_id: number | null;
            /** @description Quem pediu */
            username: string;
            /** @description Endereço de quem pediu */
            origem: string | null;
            /** @enum {string} */
            estado: "FILA" | "ENVIADO" | "ENTREGUE" | "FALHOU";
            tentativas: number;
            erro: string | null;
            /** Format: date-time */
            criado_em: string;
            /** Format: date-time */
            enviado_em: string | null;
            /** Format: date-time */
            entregue_em: string | null;
        };
        ComandosListaDto: {
            /** @description Os 200 mais recentes */
            rows: components["schemas"]["ComandoDto"][];
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
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["VinculoVeiculoDto"][];
        };
        VincularMotoristaDto: {
            /** @description Para usuário de cliente, o próprio cliente */
            cliente_id?: number | null;
            /** @description O motorista, ou pelo cpf; usuário de cliente vincula quem ainda não é seu só pelo cpf */
            funcionario_id?: number | null;
            /**
             * @description CPF do motorista (só dígitos ou com máscara), no lugar de funcionario_id
             * @example 52998224725
             */
            cpf?: string | null;
            /** @enum {string|null} */
            vinculo?: "FROTA" | "AGREGADO" | "AUTONOMO" | null;
            /** @description true (padrão): cria o vínculo; false: altera o tipo do vínculo ativo */
            criar_vinculo?: boolean;
        };
        MotoristaVinculadoDto: {
            /** @example Vínculo cadastrado com sucesso */
            message: string;
            /** @example 12 */
            funcionario_id: number;
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
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
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
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
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
            /** @description Equipes de pronta resposta (no detalhe, não no grid) */
            pronta_resposta_ids?: number[];
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
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
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
            /** @description Equipes de pronta resposta do cliente (substitui a lista; ausente mantém) */
            pronta_resposta_ids?: number[];
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
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
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
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
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
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
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
            /** @description Registro de consulta que gravou este perfil (null: digitado à mão) */
            registro_id: number | null;
            /** @description Chave do registro (URL de detalhes) */
            registro_hash: string | null;
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
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
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
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
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
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
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
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["ModelosDto"][];
        };
        ModelosInputDto: {
            /** @description Obrigatório */
            nome?: string | null;
            /** @description Obrigatório */
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
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
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
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
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
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
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
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
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
        ProntaRespostaDto: {
            id: number;
            nome: string;
            valor_acionamento: number;
            valor_distancia: number;
            valor_permanencia: number;
            clientes: number | null;
            /** Format: date-time */
            data_cadastro: string;
        };
        ProntaRespostaPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["ProntaRespostaDto"][];
        };
        ProntaRespostaInputDto: {
            /** @description Obrigatório */
            nome?: string | null;
            /** @description R$ (número ou texto pt-BR 1.234,56), não negativo */
            valor_acionamento?: (number | null) | string;
            /** @description R$ (número ou texto pt-BR 1.234,56), não negativo */
            valor_distancia?: (number | null) | string;
            /** @description R$ (número ou texto pt-BR 1.234,56), não negativo */
            valor_permanencia?: (number | null) | string;
        };
        ProntaRespostaBodyDto: {
            pronta_resposta: components["schemas"]["ProntaRespostaInputDto"];
        };
        PgrsDto: {
            id: number;
            descricao: string;
            status: boolean;
            pgrs_clientes: number | null;
            /** Format: date-time */
            data_cadastro: string;
        };
        PgrsPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["PgrsDto"][];
        };
        PgrsInputDto: {
            /** @description Obrigatório */
            descricao?: string | null;
            /** @default true */
            status: boolean;
        };
        PgrsBodyDto: {
            pgr: components["schemas"]["PgrsInputDto"];
        };
        AvisoValidadePgrDto: {
            id: number;
            cliente_id: number;
            descricao: string;
            /** Format: date */
            validade: string;
            dias_para_vencer: number;
            vencido: boolean;
            /** @example O PGR PGR PADRÃO vence em 10 dias (02/12/2026) */
            mensagem: string;
        };
        AnotacoesPgrDto: {
            pgr_cliente_id: number | null;
            descricao: string | null;
            /** @description Linhas de orientação ao operador a partir da configuração do PGR */
            anotacoes: string[];
        };
        PgrClienteLinhaDto: {
            id: number;
            cliente_id: number;
            descricao: string;
            pgr: string;
            pgr_padrao: boolean;
            /** @enum {number} */
            grau_risco: 1 | 2 | 3;
            /** Format: date */
            validade: string;
            horario_rodagem: string | null;
            /** Format: date-time */
            data_cadastro: string;
        };
        PgrClientePageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["PgrClienteLinhaDto"][];
        };
        ConfigAlertasDto: {
            niveis_contatos_para_sms: number[];
        };
        ConfigTemperaturaDto: {
            alerta: boolean;
            ocorrencia: boolean;
            temperatura_minima: number | null;
            temperatura_maxima: number | null;
        };
        PgrClienteDto: {
            id: number;
            cliente_id: number;
            pgr_id: number;
            /** @description Descrição do PGR do catálogo */
            pgr: string;
            descricao: string;
            pgr_padrao: boolean;
            /** @enum {number} */
            grau_risco: 1 | 2 | 3;
            /** @enum {string} */
            grau_risco_descricao: "BAIXO" | "MEDIO" | "ALTO";
            /**
             * Format: date
             * @example 2027-11-22
             */
            validade: string;
            /** @description Dias até a validade (negativo: vencido) */
            dias_para_vencer: number;
            /** @description Vence em até 15 dias ou já venceu (aviso de 9 s ao usuário de cliente) */
            aviso_validade: boolean;
            embarcador_id: number | null;
            /** @description Razão social */
            embarcador: string | null;
            corretora_id: number | null;
            /** @description Razão social */
            corretora: string | null;
            seguradora_id: number | null;
            /** @description Razão social */
            seguradora: string | null;
            /** @example 05:00 - 22:00 */
            horario_rodagem: string | null;
            horario_rodagem_inicio: string | null;
            horario_rodagem_termino: string | null;
            /** @description Início depois do término: a janela atravessa a meia-noite */
            horario_rodagem_vira_dia: boolean;
            valor_minimo_responsabilidade: number | null;
            valor_limite_maximo_resposabilidade: number | null;
            valor_limite_localizador_movel: number | null;
            valor_limite_escolta: number | null;
            /** @description Minutos */
            tempo_perda_sinal_agendamento: number | null;
            bloqueio_analise_perfil: boolean;
            grupos_contatos_exclusivos: number[];
            config_alertas: components["schemas"]["ConfigAlertasDto"];
            config_temperatura: components["schemas"]["ConfigTemperaturaDto"];
            /** Format: date-time */
            updated_at: string;
        };
        HistoricoPgrDto: {
            id: number;
            /** Format: date-time */
            data: string;
            usuario_id: number | null;
            /** @description Quem alterou */
            usuario: string;
            /** @enum {string} */
            acao: "CRIACAO" | "ALTERACAO";
            /** @example valor_limite_escolta */
            campo: string;
            /** @description Valor anterior (texto; listas e objetos em JSON) */
            antes: string | null;
            depois: string | null;
        };
        ConfigAlertasInputDto: {
            /** @description Níveis (prioridades) de contato que recebem SMS */
            niveis_contatos_para_sms?: number[];
        };
        ConfigTemperaturaInputDto: {
            alerta?: boolean;
            ocorrencia?: boolean;
            /** @description °C (-60 a 60); campos de temperatura só se alerta e ocorrencia desligados (tela) */
            temperatura_minima?: (number | null) | string;
            /** @description °C (-60 a 60) */
            temperatura_maxima?: (number | null) | string;
        };
        PgrClienteInputDto: {
            /** @description Com id: altera este PGR (PATCH update); sem id: cria (spec 03 §5) */
            id?: number | null;
            /** @description PGR do catálogo (obrigatório; rótulo "Pgr") */
            pgr_id?: number | null;
            /** @description Obrigatória */
            descricao?: string | null;
            /** @description PGR padrão do cliente (um por cliente) */
            pgr_padrao?: boolean;
            /** @description 1 BAIXO, 2 MEDIO, 3 ALTO */
            grau_risco?: (1 | 2 | 3) | ("BAIXO" | "MEDIO" | "ALTO");
            /**
             * @description dd/mm/aaaa ou aaaa-mm-dd; padrão na criação: hoje + 1 ano (rótulo "Validade")
             * @example 22/11/2027
             */
            validade?: string | null;
            /** @description Cliente EMBARCADOR (opcional) */
            embarcador_id?: number | null;
            /** @description Cliente CORRETOR (opcional) */
            corretora_id?: number | null;
            /** @description Cliente SEGURADOR (opcional) */
            seguradora_id?: number | null;
            /**
             * @description 'HH:mm - HH:mm'; início depois do término = atravessa a meia-noite (sinalizado)
             * @example 05:00 - 22:00
             */
            horario_rodagem?: string | null;
            /** @example 05:00 */
            horario_rodagem_inicio?: string | null;
            /** @example 22:00 */
            horario_rodagem_termino?: string | null;
            valor_minimo_responsabilidade?: (number | null) | string;
            valor_limite_maximo_resposabilidade?: (number | null) | string;
            valor_limite_localizador_movel?: (number | null) | string;
            valor_limite_escolta?: (number | null) | string;
            /** @description Minutos */
            tempo_perda_sinal_agendamento?: number | null;
            bloqueio_analise_perfil?: boolean;
            /** @description ids de grupos de contatos exclusivos deste PGR */
            grupos_contatos_exclusivos?: number[];
            config_alertas?: components["schemas"]["ConfigAlertasInputDto"] | null;
            config_temperatura?: components["schemas"]["ConfigTemperaturaInputDto"] | null;
            /**
             * Format: date-time
             * @description updated_at lido pelo editor; se o registro mudou desde então → 409
             */
            updated_at?: string | null;
        };
        PgrClienteBodyDto: {
            pgr_cliente: components["schemas"]["PgrClienteInputDto"];
        };
        ItensPgrDto: {
            id: number;
            descricao: string;
            status: boolean;
            padrao: boolean;
            periferico_id: number | null;
            /** Format: date-time */
            data_cadastro: string;
        };
        ItensPgrPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["ItensPgrDto"][];
        };
        ItensPgrInputDto: {
            /** @description Obrigatório */
            descricao?: string | null;
            /** @default true */
            status: boolean;
            /** @default false */
            padrao: boolean;
            /** @description Um de 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 44 */
            periferico_id?: number | null;
        };
        ItensPgrBodyDto: {
            item_pgr: components["schemas"]["ItensPgrInputDto"];
        };
        PerifericoDto: {
            /** @example 1 */
            id: number;
            /**
             * @description Nome do ícone do periférico na tela (public/icons)
             * @example periferico_1
             */
            icone: string;
            /** @example Porta do motorista */
            descricao: string;
            /**
             * @description Negativo: valor 1 é violação (desengate, pânico, painel...)
             * @example false
             */
            negativo: boolean;
        };
        AcoesPgrDto: {
            id: number;
            descricao: string;
            tipo_acao_pgr_id: number | null;
            email_id: number | null;
            email: string | null;
            /** Format: date-time */
            data_cadastro: string;
        };
        AcoesPgrPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["AcoesPgrDto"][];
        };
        AcoesPgrInputDto: {
            /** @description Obrigatório */
            descricao?: string | null;
            tipo_acao_pgr_id?: number | null;
            email_id?: number | null;
        };
        AcoesPgrBodyDto: {
            acaopgr: components["schemas"]["AcoesPgrInputDto"];
        };
        ActionsDto: {
            id: number;
            descricao: string;
            action: string | null;
            controller_id: number | null;
            funcao_controller_id: number | null;
            /** Format: date-time */
            data_cadastro: string;
        };
        ActionsPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["ActionsDto"][];
        };
        ActionsInputDto: {
            /** @description Obrigatório */
            descricao?: string | null;
            action?: string | null;
            controller_id?: number | null;
            funcao_controller_id?: number | null;
        };
        ActionsBodyDto: {
            atividade: components["schemas"]["ActionsInputDto"];
        };
        OcorrenciasDto: {
            id: number;
            codigo: number;
            descricao: string;
            tipo: string | null;
            plano_contigencia: string | null;
            sugestao_melhoria: string | null;
            conseguencia: string | null;
            grau_risco: number;
            pontuacao_baixa: number;
            pontuacao_media: number;
            pontuacao_alta: number;
            agendada: boolean;
            em_viagem: boolean;
            cancelada: boolean;
            finalizada: boolean;
            status_checklist: boolean;
            /** Format: date-time */
            data_cadastro: string;
        };
        OcorrenciasPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["OcorrenciasDto"][];
        };
        OcorrenciasInputDto: {
            /** @description Obrigatório */
            codigo?: number | null;
            /** @description Obrigatório */
            descricao?: string | null;
            tipo?: string | null;
            plano_contigencia?: string | null;
            sugestao_melhoria?: string | null;
            conseguencia?: string | null;
            grau_risco?: number | null;
            pontuacao_baixa?: number | null;
            pontuacao_media?: number | null;
            pontuacao_alta?: number | null;
            /** @default false */
            agendada: boolean;
            /** @default true */
            em_viagem: boolean;
            /** @default false */
            cancelada: boolean;
            /** @default false */
            finalizada: boolean;
            /** @default false */
            status_checklist: boolean;
        };
        OcorrenciasBodyDto: {
            ocorrencia: components["schemas"]["OcorrenciasInputDto"];
        };
        SituacaoViagemDto: {
            id: number;
            /** @example PARADO */
            descricao: string;
            /**
             * @description Tecla de atalho na tela de situações
             * @example F3
             */
            tecla: string | null;
        };
        SituacaoAcaoDto: {
            id: number;
            situacao_viagem_id: number;
            situacao_viagem: string;
            acoes_pgr_id: number;
            acao_pgr: string;
            /** @example 00:10:00 */
            tempo_execucao: string;
            /** @example 00:05:00 */
            tempo_tolerancia: string;
            acao_modifica: boolean;
            /** @enum {string} */
            acao_modifica_descricao: "Veiculo > Central" | "Central > Veiculo";
            ativo: boolean;
            /** Format: date-time */
            data_cadastro: string;
        };
        SituacaoAcaoPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["SituacaoAcaoDto"][];
        };
        SituacaoAcaoInputDto: {
            situacao_viagem_id: number;
            acoes_pgr_id: number;
            /**
             * @description HH:mm:ss (obrigatório)
             * @example 00:10:00
             */
            tempo_execucao?: string | null;
            /**
             * @description HH:mm:ss (obrigatório)
             * @example 00:05:00
             */
            tempo_tolerancia?: string | null;
            /** @description true: 'Veiculo > Central'; false: 'Central > Veiculo' */
            acao_modifica?: boolean;
            /** @default true */
            ativo: boolean;
        };
        SituacaoAcaoBodyDto: {
            situacao_viagem_acoes_pgr: components["schemas"]["SituacaoAcaoInputDto"];
        };
        AlertaChecklistDto: {
            id: number;
            descricao: string;
            /** @description Minutos */
            periodo: number;
            sugestao: string | null;
            repeticao: number;
            ativo: boolean;
            /** Format: date-time */
            data_cadastro: string;
        };
        AlertaChecklistPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["AlertaChecklistDto"][];
        };
        AlertaChecklistInputDto: {
            /** @description No update_alerta: o alerta alterado (ou ?id=) */
            id?: number | null;
            /** @description Obrigatória */
            descricao?: string | null;
            /** @description Minutos (1 a 1440); obrigatório */
            periodo?: number | null;
            sugestao?: string | null;
            /** @description Quantas vezes repete (0 a 100); padrão 1 */
            repeticao?: number | null;
            /** @default true */
            ativo: boolean;
        };
        AlertaChecklistBodyDto: {
            check_list_alerta: components["schemas"]["AlertaChecklistInputDto"];
        };
        LiberacaoDto: {
            id: number;
            usuario_logado: string | null;
            usuario_liberacao: string;
            /** Format: date-time */
            data_cadastro: string;
            placa: string | null;
            /**
             * @description CHECKLIST, MONITORAMENTO, PRONTA_RESPOSTA...
             * @example PRONTA_RESPOSTA
             */
            tipo: string;
            check_list_id: number | null;
            solicitacao_monitoramento_id: number | null;
            observacao: string | null;
            nome_fantasia: string | null;
            cnpj: string | null;
            ip: string | null;
        };
        LiberacoesPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["LiberacaoDto"][];
        };
        OpcaoRegraDto: {
            id: number;
            nome: string;
            descricao: string;
            /** @enum {string} */
            tipo: "checkbox" | "numero" | "select";
        };
        OperadorRegraDto: {
            simbolo: string;
            nome: string;
            descricao: string;
        };
        TipoViagemDto: {
            id: number;
            descricao: string;
        };
        ItensRegraRiscoDto: {
            opcoes: components["schemas"]["OpcaoRegraDto"][];
            operadores: components["schemas"]["OperadorRegraDto"][];
            /**
             * @example [
             *       "E",
             *       "OU"
             *     ]
             */
            logicos: string[];
            /** @description Opções do select tipo_viagem_id (provisórias) */
            tipos_viagem: components["schemas"]["TipoViagemDto"][];
            /** @example 10 */
            pontuacao_inicial: number;
            /** @example 0 */
            pontuacao_reset: number;
        };
        ParametroRegraDto: {
            nome: string;
            valor: number;
        };
        CondicaoRegraDto: {
            /**
             * @description Liga esta condição à anterior (null na primeira)
             * @enum {string|null}
             */
            logico: "E" | "OU" | null;
            /** @enum {string} */
            opcao: "telemonitorado" | "distancia" | "tipo_viagem_id";
            /**
             * @description igual, maior, menor
             * @enum {string}
             */
            operador: "igual" | "maior" | "menor";
            valor: number;
        };
        RegraRiscoDto: {
            id: number;
            cliente_id: number;
            cliente: string;
            descricao: string | null;
            /** @example telemonitorado = 1 E distancia > 500 */
            definicao: string;
            /** @description ids das opções usadas (1 telemonitorado, 2 distancia, 3 tipo_viagem_id) */
            referencias: number[];
            parametros: components["schemas"]["ParametroRegraDto"][];
            /** @description Linhas para recarregar no construtor; null se a expressão tem parênteses */
            condicoes: components["schemas"]["CondicaoRegraDto"][] | null;
            pontos: number;
            ativo: boolean;
            /** Format: date-time */
            data_cadastro: string;
        };
        RegraRiscoInputDto: {
            /** @description Com id: altera a regra; sem id: cria */
            id?: number | null;
            cliente_id: number;
            descricao?: string | null;
            /**
             * @description Expressão: opções telemonitorado, distancia, tipo_viagem_id; =, >, <; E / OU; parênteses
             * @example telemonitorado = 1 E distancia > 500
             */
            definicao?: string | null;
            /** @description Linhas do construtor (alternativa a definicao) */
            condicoes?: components["schemas"]["CondicaoRegraDto"][];
            /** @description Pontos (0 a 1000); padrão 10 */
            pontos?: number | null;
            /** @default true */
            ativo: boolean;
        };
        RegraRiscoBodyDto: {
            regras_risco: components["schemas"]["RegraRiscoInputDto"];
        };
        RegrasRiscoPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["RegraRiscoDto"][];
        };
        PontuarBodyDto: {
            cliente_id: number;
            /**
             * @example {
             *       "telemonitorado": true,
             *       "distancia": 900,
             *       "tipo_viagem_id": 2
             *     }
             */
            viagem: {
                [key: string]: unknown;
            };
        };
        PontuacaoDto: {
            pontos: number;
            /** @description Regras atendidas */
            regras: number[];
        };
        LinhaPreFaturamentoDto: {
            cliente_id: number | null;
            cliente: string;
            /** @example 11222333000181 */
            cnpj: string | null;
            /** @description SMs finalizadas no período (0 até existir o contexto de viagens) */
            viagens: number;
            /** @description Checklists concluídos no período (0 até existir o contexto de checklists) */
            checklists: number;
            /** @description Liberações registradas no período */
            liberacoes: number;
            /** @description Liberações do tipo PRONTA_RESPOSTA */
            acionamentos_pronta_resposta: number;
            /** @description R$ */
            valor_viagens: number;
            /** @description R$ */
            valor_checklists: number;
            /** @description R$ */
            valor_pronta_resposta: number;
            /** @description R$ */
            valor_total: number;
        };
        TotaisPreFaturamentoDto: {
            viagens: number;
            checklists: number;
            liberacoes: number;
            acionamentos_pronta_resposta: number;
            valor_viagens: number;
            valor_checklists: number;
            valor_pronta_resposta: number;
            valor_total: number;
        };
        PreFaturamentoDto: {
            /** @example 01/11/2026 */
            de: string;
            /** @example 30/11/2026 */
            para: string;
            rows: components["schemas"]["LinhaPreFaturamentoDto"][];
            totais: components["schemas"]["TotaisPreFaturamentoDto"];
        };
        RelatorioFinanceiroDto: {
            de: string;
            para: string;
            /** @description Vazio até existirem viagens, checklists e ligações */
            rows: {
                [key: string]: unknown;
            }[];
        };
        RotaLinhaDto: {
            id: number;
            descricao: string;
            ativa: boolean;
            cliente_id: number | null;
            cliente_razao: string | null;
            origem: string;
            destino: string;
            distancia_km: number | null;
            /** @description Número de paradas */
            paradas: number;
            geojson_disponivel: boolean;
            rota_utilizada: boolean;
            username_add: string | null;
            /** Format: date-time */
            data_cadastro: string;
            username_update: string | null;
            /** Format: date-time */
            data_alteracao: string | null;
        };
        RotasPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["RotaLinhaDto"][];
        };
        RotaBuscaDto: {
            id: number;
            descricao: string;
            cliente_id: number | null;
            distancia_km: number | null;
        };
        PontoBuscaDto: {
            id: number;
            descricao: string;
            latitude: number;
            longitude: number;
            /** @enum {string} */
            tipo: "MANUAL" | "CONTROLE";
            raio_ponto: number;
            cliente_id: number | null;
        };
        TipoParadaDto: {
            id: number;
            descricao: string;
        };
        ParadaInputDto: {
            /** @description Ponto cadastrado (parada da lista: tipo de parada padrão 2 ENTREGA) */
            ponto_id?: number | null;
            /** @description Sem ponto_id: coordenada clicada no mapa (vira um ponto MANUAL; tipo padrão 3 PASSAGEM) */
            latitude?: (number | null) | string;
            longitude?: (number | null) | string;
            /** @description Nome do novo ponto; vazio: nome dado pelo geocodificador */
            descricao?: string | null;
            /** @description tipos_paradas (1..8) */
            tipo_parada_id?: number | null;
        };
        TracarInputDto: {
            /** @description Origem, paradas e destino, em ordem */
            paradas?: components["schemas"]["ParadaInputDto"][] | null;
            /** @description Cliente da rota (pontos de outro cliente são recusados) */
            cliente_id?: number | null;
        };
        TracarBodyDto: {
            rota: components["schemas"]["TracarInputDto"];
        };
        LineStringDto: {
            /** @enum {string} */
            type: "LineString";
            /** @description [longitude, latitude] */
            coordinates: number[][];
        };
        TracadoDto: {
            geojson: components["schemas"]["LineStringDto"];
            /** @example 412.3 */
            distancia_km: number;
            /** @example 24738 */
            duracao_s: number;
            /** @description km de cada trecho entre paradas consecutivas */
            trechos_km: number[];
        };
        ErroRoteamentoDto: {
            /** @example Erro no ponto POSTO X (ponto não foi encontrado para roteamento) */
            error: string;
            /** @description Ponto da parada que falhou (quando já cadastrado) */
            ponto_id?: number;
            /** @description Posição na sequência origem, paradas, destino (0 = origem) */
            indice?: number;
        };
        ClienteDaRotaDto: {
            id: number;
            razao_social: string;
        };
        PontoResumoDto: {
            id: number;
            descricao: string;
            latitude: number;
            longitude: number;
        };
        PontoRotaDto: {
            id: number;
            ordem: number;
            ponto_id: number;
            tipo_parada_id: number;
            /** @description Descrição do ponto */
            descricao: string;
            ponto: components["schemas"]["PontoResumoDto"];
        };
        RotaDto: {
            id: number;
            descricao: string;
            ativa: boolean;
            cliente: components["schemas"]["ClienteDaRotaDto"] | null;
            /** @description Vazio: rota de todos os clientes */
            cliente_id: number | null;
            cliente_razao: string | null;
            ponto_origem: components["schemas"]["PontoResumoDto"];
            ponto_destino: components["schemas"]["PontoResumoDto"];
            ponto_origem_id: number;
            ponto_destino_id: number;
            pontos_rotas: components["schemas"]["PontoRotaDto"][];
            /** @description Rota serializada (motor, distancia_km, duracao_s, trechos_km) */
            route: string | null;
            geojson: components["schemas"]["LineStringDto"] | null;
            geojson_disponivel: boolean;
            /** @enum {string} */
            processamento: "PRONTA" | "PROCESSANDO" | "ERRO";
            erro_processamento: string | null;
            distancia_km: number | null;
            duracao_s: number | null;
            /** @description Alguma viagem usa a rota */
            rota_utilizada: boolean;
            username_add: string | null;
            /** Format: date-time */
            data_cadastro: string;
            username_update: string | null;
            /** Format: date-time */
            data_alteracao: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        PropriedadesRotaDto: {
            id: number;
            descricao: string;
            distancia_km: number | null;
        };
        RotaGeoJsonDto: {
            /** @enum {string} */
            type: "Feature";
            properties: components["schemas"]["PropriedadesRotaDto"];
            geometry: components["schemas"]["LineStringDto"];
        };
        GeojsonDisponivelDto: {
            geojson_disponivel: boolean;
            /** @enum {string} */
            processamento: "PRONTA" | "PROCESSANDO" | "ERRO";
            erro_processamento: string | null;
        };
        RotaUtilizadaDto: {
            rota_utilizada: boolean;
            /** @description Viagens que usam a rota */
            viagens: number;
        };
        RotaInputDto: {
            /** @example CAJAMAR x CURITIBA */
            descricao?: string | null;
            /** @description ATIVA (true, padrão) ou DESATIVADA */
            ativa?: boolean;
            /** @description Cliente da rota (vazio: de todos os clientes, só equipe); usuário de cliente: sempre o próprio */
            cliente_id?: number | null;
            /** @description Obrigatório ("Adicione a origem antes das paradas") */
            ponto_origem_id?: number | null;
            /** @description Obrigatório */
            ponto_destino_id?: number | null;
            /** @description Paradas em ordem (no máximo 25); numa alteração, ausente mantém as atuais */
            pontos_rotas?: components["schemas"]["ParadaInputDto"][] | null;
            /**
             * Format: date-time
             * @description updated_at lido pelo editor; se o registro mudou desde então → 409
             */
            updated_at?: string | null;
        };
        RotaBodyDto: {
            rota: components["schemas"]["RotaInputDto"];
        };
        RotaSalvaDto: {
            /** @example Rota salva com sucesso */
            message: string;
            rota: components["schemas"]["RotaDto"];
        };
        AtualizaRotaDto: {
            /** @description Rota serializada (opcional) */
            route?: string | null;
            /** @description LineString a gravar; ausente: a rota é retraçada em segundo plano (202) */
            geojson?: components["schemas"]["LineStringDto"] | null;
        };
        PontoDto: {
            id: number;
            /** @description Vazio: ponto global */
            cliente_id: number | null;
            cliente_razao: string | null;
            /** @example CD CAJAMAR */
            descricao: string;
            /** @example -23.35612 */
            latitude: number;
            /** @example -46.87731 */
            longitude: number;
            /** @enum {string} */
            tipo: "MANUAL" | "CONTROLE";
            /**
             * @description 1 CONTROLE, 0 MANUAL
             * @enum {number}
             */
            nivel: 0 | 1;
            /**
             * @description km
             * @example 2
             */
            raio_ponto: number;
            username_add: string | null;
            /** Format: date-time */
            data_cadastro: string;
            username_update: string | null;
            /** Format: date-time */
            data_alteracao: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        PontosPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["PontoDto"][];
        };
        PontoVerificadoDto: {
            /** @description Ponto que o usuário pode atualizar nestas coordenadas (6 casas), ou null */
            ponto: components["schemas"]["PontoDto"] | null;
        };
        GeocodificadoDto: {
            /**
             * @description Ponto conhecido mais próximo (dentro do raio) ou cidade (até 60 km); null se nenhum
             * @example Registro/SP
             */
            nome: string | null;
        };
        PontoInputDto: {
            /**
             * @description Gravada em maiúsculas (3 a 100 caracteres)
             * @example CD CAJAMAR
             */
            descricao?: string | null;
            /** @description Graus decimais, -90 a 90 (6 casas) */
            latitude?: (number | null) | string;
            /** @description Graus decimais, -180 a 180 (6 casas) */
            longitude?: (number | null) | string;
            /**
             * @description MANUAL (nível 0, padrão) ou CONTROLE (nível 1)
             * @enum {string|null}
             */
            tipo?: "MANUAL" | "CONTROLE" | null;
            /** @description Raio do ponto em km (padrão 2; maior que 0, no máximo 50) */
            raio_ponto?: (number | null) | string;
            /** @description Cliente do ponto (vazio: ponto global, só equipe); usuário de cliente: sempre o próprio */
            cliente_id?: number | null;
            /**
             * Format: date-time
             * @description updated_at lido pelo editor; se o registro mudou desde então → 409
             */
            updated_at?: string | null;
        };
        PontoBodyDto: {
            ponto: components["schemas"]["PontoInputDto"];
        };
        PontoSalvoDto: {
            /** @example Ponto salvo com sucesso */
            message: string;
            ponto: components["schemas"]["PontoDto"];
        };
        ErroPontoExistenteDto: {
            /** @example Já existe o ponto CD CAJAMAR nestas coordenadas */
            error: string;
            ponto_id: number;
        };
        ChecklistLinhaDto: {
            id: number;
            /** @enum {string} */
            status: "VERIFICANDO" | "EM_TESTE" | "PENDENTE" | "APROVADO" | "REPROVADO" | "MANUTENCAO" | "LIBERADO" | "CANCELADO" | "EXPIRADO";
            placa: string;
            terminal: string | null;
            tecnologia: string | null;
            tecnologia_id: number | null;
            vinculo: string | null;
            cliente: string | null;
            cliente_id: number;
            /** Format: date-time */
            data_cadastro: string;
            username_add: string;
            /** Format: date-time */
            data_validade: string | null;
            protocolo: string;
            online: boolean;
            reutilizado: boolean;
            fila_expressa: boolean;
            /** @description Segundos na fila expressa */
            tempo_em_fila_expressa: number | null;
            reteste_pendente: boolean;
            operador_username: string | null;
            /** Format: date-time */
            updated_at: string;
            /** @description Segundos do cadastro até a verificação */
            tempo_verificacao: number | null;
            /** @description Segundos em teste */
            tempo_em_teste: number | null;
            /** @description Segundos do cadastro até o fim (ou até agora) */
            tempo_decorrido: number | null;
            /** @description Ações que o status permite (o servidor confere de novo) */
            acoes: string[];
            disponivel_teste_online: boolean;
        };
        ChecklistsPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["ChecklistLinhaDto"][];
        };
        ExpressoDto: {
            id: number;
            placa: string;
            /** @description Minutos restantes dos 45 (negativo: atrasado) */
            tempo_minutos: number;
        };
        VerificacaoDto: {
            /** @enum {string} */
            codigo: "OK" | "ERRO" | "CARRETA" | "VINCULO" | "CHECKLIST_VALIDO" | "CHECKLIST_ANDAMENTO" | "REUTILIZAR" | "EM_VIAGEM" | "RETESTE";
            mensagem: string;
            checklist_id?: number;
            /** Format: date-time */
            data_validade?: string;
            /** @enum {string} */
            emitir_novo?: "SIM" | "NAO";
        };
        PgrFindDto: {
            id: number;
            descricao: string;
            /** Format: date */
            validade: string;
            pgr_padrao: boolean;
        };
        OperacoesDto: {
            cliente_id: number;
            pgr_id?: number | null;
        };
        OperacoesDisponiveisDto: {
            reteste: boolean;
            expresso: boolean;
        };
        ProblemaVeiculoDto: {
            check_list_id: number;
            protocolo: string;
            /** @enum {string} */
            status: "VERIFICANDO" | "EM_TESTE" | "PENDENTE" | "APROVADO" | "REPROVADO" | "MANUTENCAO" | "LIBERADO" | "CANCELADO" | "EXPIRADO";
            /** Format: date-time */
            data_cadastro: string;
            cliente_id: number;
            descricao: string;
            periferico_id: number | null;
            status_item: string | null;
            violacao: boolean;
        };
        ChecklistInputDto: {
            /** @description Cliente (usuário de cliente: o próprio) */
            cliente_id?: number | null;
            /** @description PGR do cliente */
            pgr_cliente_id?: number | null;
            veiculo_id?: number | null;
            /** @enum {string|null} */
            carroceria?: "ABERTA" | "FECHADA" | null;
            /** @description Fila expressa (só quando o cliente tem a operação expresso) */
            fila_expressa?: boolean;
            /** @description Nome do contato (mínimo 5 caracteres) */
            nome_contato?: string | null;
            /** @example (11)98765-4321 */
            telefone_contato1?: string | null;
            telefone_contato2?: string | null;
            telefone_contato3?: string | null;
            /**
             * Format: date-time
             * @description updated_at lido pelo editor; se o registro mudou desde então → 409
             */
            updated_at?: string | null;
        };
        ChecklistBodyDto: {
            check_list: components["schemas"]["ChecklistInputDto"];
        };
        ChecklistRefDto: {
            id: number;
            protocolo: string;
            /** @enum {string} */
            status: "VERIFICANDO" | "EM_TESTE" | "PENDENTE" | "APROVADO" | "REPROVADO" | "MANUTENCAO" | "LIBERADO" | "CANCELADO" | "EXPIRADO";
        };
        ChecklistCriadoDto: {
            message: string;
            check_list: components["schemas"]["ChecklistRefDto"];
        };
        MarcaItemDto: {
            /** @description Item do checklist */
            id: number;
            /** @enum {string|null} */
            status?: "APROVADO" | "REPROVADO" | null;
        };
        TratamentoInputDto: {
            id: number;
            /**
             * Format: date-time
             * @description updated_at lido pelo editor; se o registro mudou desde então → 409
             */
            updated_at?: string | null;
            /** @description Marca de cada item: APROVADO ou REPROVADO */
            itens?: components["schemas"]["MarcaItemDto"][];
            observacao?: string | null;
        };
        TratamentoBodyDto: {
            check_list: components["schemas"]["TratamentoInputDto"];
        };
        StatusAlteradoDto: {
            message: string;
            id: number;
            /** @enum {string} */
            status: "VERIFICANDO" | "EM_TESTE" | "PENDENTE" | "APROVADO" | "REPROVADO" | "MANUTENCAO" | "LIBERADO" | "CANCELADO" | "EXPIRADO";
        };
        PendenciaDto: {
            id: number;
            observacao_pendencia?: string | null;
            /** @description true: o veículo vai para MANUTENCAO; false: fica PENDENTE */
            manutencao?: boolean;
        };
        CancelarDto: {
            id: number;
            /** @description Status dos itens no cancelamento */
            item_status?: components["schemas"]["MarcaItemDto"][];
            observacao_cancelamento?: string | null;
        };
        LiberarDto: {
            /** @description Usuário do operador autorizador */
            username?: string | null;
            /**
             * Format: password
             * @description Senha do autorizador
             */
            password?: string | null;
            /**
             * @description Dias de validade da liberação (1 a 30)
             * @example 3
             */
            tempo?: number | null;
            observacao?: string | null;
        };
        ValidadeDto: {
            /** Format: date-time */
            validade: string | null;
        };
        ItemChecklistDto: {
            id: number;
            item_pgr_id: number | null;
            /** @description Periférico (ícone 1–28, 44) */
            periferico_id: number | null;
            descricao: string;
            /** @enum {string|null} */
            status: "APROVADO" | "REPROVADO" | null;
            /** @description Pré-teste: -2 reprovado, -1 em análise, 0 nenhum, 1 pendente parcial, 2 pré-aprovado */
            status_preteste: number;
            /** @description Teste automático: 0, 1 ou 2 mudanças vistas */
            status_teste: number;
            valor: number | null;
            violacao: boolean;
            quantidade: number;
            /** Format: date-time */
            data_posicao: string | null;
        };
        ChecklistDetalheDto: {
            id: number;
            /** @enum {string} */
            status: "VERIFICANDO" | "EM_TESTE" | "PENDENTE" | "APROVADO" | "REPROVADO" | "MANUTENCAO" | "LIBERADO" | "CANCELADO" | "EXPIRADO";
            placa: string;
            terminal: string | null;
            tecnologia: string | null;
            tecnologia_id: number | null;
            vinculo: string | null;
            cliente: string | null;
            cliente_id: number;
            /** Format: date-time */
            data_cadastro: string;
            username_add: string;
            /** Format: date-time */
            data_validade: string | null;
            protocolo: string;
            online: boolean;
            reutilizado: boolean;
            fila_expressa: boolean;
            /** @description Segundos na fila expressa */
            tempo_em_fila_expressa: number | null;
            reteste_pendente: boolean;
            operador_username: string | null;
            /** Format: date-time */
            updated_at: string;
            /** @description Segundos do cadastro até a verificação */
            tempo_verificacao: number | null;
            /** @description Segundos em teste */
            tempo_em_teste: number | null;
            /** @description Segundos do cadastro até o fim (ou até agora) */
            tempo_decorrido: number | null;
            /** @description Ações que o status permite (o servidor confere de novo) */
            acoes: string[];
            disponivel_teste_online: boolean;
            veiculo_id: number;
            pgr_cliente_id: number | null;
            pgr: string | null;
            /** @enum {string} */
            carroceria: "ABERTA" | "FECHADA";
            /** @enum {string|null} */
            operacao: "SE" | "ESC" | "EC" | null;
            /** Format: date-time */
            data_verificacao: string | null;
            /** Format: date-time */
            data_em_teste: string | null;
            /** Format: date-time */
            data_finalizado: string | null;
            /** Format: date-time */
            inicio_teste_online: string | null;
            /** Format: date-time */
            data_fila_expressa: string | null;
            reutilizado_de: number | null;
            reteste_de: number | null;
            monitorando_preteste: boolean;
            preteste_usado: boolean;
            oculto: boolean;
            observacao: string | null;
            observacao_pendencia: string | null;
            observacao_cancelamento: string | null;
            nome_contato: string | null;
            telefone_contato1: string | null;
            telefone_contato2: string | null;
            telefone_contato3: string | null;
            itens: components["schemas"]["ItemChecklistDto"][];
        };
        AlertaDisparadoDto: {
            id: number;
            descricao: string;
            sugestao: string | null;
            /** @description Quantas vezes dispara ao todo */
            repeticao: number;
            /** @description Intervalo entre dois disparos, em ms */
            t: number;
            /** @description Quantas vezes já disparou */
            disparos: number;
            /** Format: date-time */
            ultimo: string;
            /**
             * Format: date-time
             * @description Próximo disparo; null quando acabaram as repetições
             */
            proximo: string | null;
        };
        ItemTesteDto: {
            id: number;
            periferico_id: number | null;
            descricao: string;
            /** @enum {number} */
            status: 0 | 1 | 2;
            valor: number | null;
            violacao: boolean;
            quantidade: number;
            /** Format: date-time */
            data_posicao: string | null;
            /** @enum {string} */
            estado: "AGUARDANDO" | "OK" | "ERRO";
        };
        AlertaTesteDto: {
            /**
             * @description 0 global, 1 valor mudou, 2 mudou para positivo, 3 para negativo, 4 aprovação, 5 reprovação
             * @enum {number}
             */
            estado: 0 | 1 | 2 | 3 | 4 | 5;
            item_pgr: number | null;
            mensagem: string;
            /** Format: date-time */
            data: string;
        };
        TesteAutomaticoDto: {
            itens: components["schemas"]["ItemTesteDto"][];
            alertas: components["schemas"]["AlertaTesteDto"][];
            concluido: boolean;
            aprovado: boolean | null;
            tempo_decorrido_ms: number;
            tempo_esgotado: boolean;
        };
        EmTesteDto: {
            check_list: components["schemas"]["ChecklistDetalheDto"];
            /** @description Alertas de checklist (definições ativas) disparados no estágio atual */
            alertas: components["schemas"]["AlertaDisparadoDto"][];
            /** @description Teste automático iniciado: a avaliação das leituras até agora */
            teste?: components["schemas"]["TesteAutomaticoDto"] | null;
        };
        EventoChecklistDto: {
            id: number;
            acao: string;
            status_antes: string | null;
            status_depois: string | null;
            username: string;
            origem: string | null;
            detalhe?: {
                [key: string]: unknown;
            } | null;
            /** Format: date-time */
            data: string;
        };
        ChecklistVisualizarDto: {
            id: number;
            /** @enum {string} */
            status: "VERIFICANDO" | "EM_TESTE" | "PENDENTE" | "APROVADO" | "REPROVADO" | "MANUTENCAO" | "LIBERADO" | "CANCELADO" | "EXPIRADO";
            placa: string;
            terminal: string | null;
            tecnologia: string | null;
            tecnologia_id: number | null;
            vinculo: string | null;
            cliente: string | null;
            cliente_id: number;
            /** Format: date-time */
            data_cadastro: string;
            username_add: string;
            /** Format: date-time */
            data_validade: string | null;
            protocolo: string;
            online: boolean;
            reutilizado: boolean;
            fila_expressa: boolean;
            /** @description Segundos na fila expressa */
            tempo_em_fila_expressa: number | null;
            reteste_pendente: boolean;
            operador_username: string | null;
            /** Format: date-time */
            updated_at: string;
            /** @description Segundos do cadastro até a verificação */
            tempo_verificacao: number | null;
            /** @description Segundos em teste */
            tempo_em_teste: number | null;
            /** @description Segundos do cadastro até o fim (ou até agora) */
            tempo_decorrido: number | null;
            /** @description Ações que o status permite (o servidor confere de novo) */
            acoes: string[];
            disponivel_teste_online: boolean;
            veiculo_id: number;
            pgr_cliente_id: number | null;
            pgr: string | null;
            /** @enum {string} */
            carroceria: "ABERTA" | "FECHADA";
            /** @enum {string|null} */
            operacao: "SE" | "ESC" | "EC" | null;
            /** Format: date-time */
            data_verificacao: string | null;
            /** Format: date-time */
            data_em_teste: string | null;
            /** Format: date-time */
            data_finalizado: string | null;
            /** Format: date-time */
            inicio_teste_online: string | null;
            /** Format: date-time */
            data_fila_expressa: string | null;
            reutilizado_de: number | null;
            reteste_de: number | null;
            monitorando_preteste: boolean;
            preteste_usado: boolean;
            oculto: boolean;
            observacao: string | null;
            observacao_pendencia: string | null;
            observacao_cancelamento: string | null;
            nome_contato: string | null;
            telefone_contato1: string | null;
            telefone_contato2: string | null;
            telefone_contato3: string | null;
            itens: components["schemas"]["ItemChecklistDto"][];
            /** @description Histórico: cada ação com quem, de onde e quando */
            eventos: components["schemas"]["EventoChecklistDto"][];
        };
        PatchChecklistDto: {
            /** @description Edição do pedido (só em VERIFICANDO) */
            check_list?: components["schemas"]["ChecklistInputDto"] | null;
            /** @description true: a central passa a acompanhar o pré-teste; false: deixa de acompanhar */
            monitorando_preteste?: boolean;
        };
        ReutilizarDto: {
            id?: number | null;
            /** @description Cliente que reutiliza */
            cliente_id: number;
        };
        AnaliseDto: {
            message: string;
            /** @enum {string|null} */
            status: "VERIFICANDO" | "EM_TESTE" | "PENDENTE" | "APROVADO" | "REPROVADO" | "MANUTENCAO" | "LIBERADO" | "CANCELADO" | "EXPIRADO" | null;
            teste?: components["schemas"]["TesteAutomaticoDto"] | null;
        };
        RetestePendenteDto: {
            reteste_pendente: boolean;
        };
        ItemPreTesteDto: {
            id: number;
            periferico_id: number | null;
            descricao: string;
            /**
             * @description -2 REPROVADO, -1 REPROVADO em análise, 0 nenhum, 1 PENDENTE parcial, 2 PRÉ-APROVADO
             * @enum {number}
             */
            status: -2 | -1 | 0 | 1 | 2;
        };
        GrupoPreTesteDto: {
            /** @enum {string} */
            chave: "portas" | "desengate" | "bloqueio_sirene";
            titulo: string;
            /** @enum {string} */
            estado: "AGUARDANDO" | "PENDENTE" | "ITEM APROVADO";
        };
        PreTesteDto: {
            monitorando_preteste: boolean;
            preteste_usado: boolean;
            /** Format: date-time */
            inicio_preteste: string | null;
            itens: components["schemas"]["ItemPreTesteDto"][];
            /** @description Guia: portas, desengate, bloqueio e sirene */
            grupos: components["schemas"]["GrupoPreTesteDto"][];
        };
        ComandosPreTesteDto: {
            /** @example Comando enviado para bloqueio e sirene */
            message: string;
            /** @description Comandos na fila (bloqueio e sirene) */
            comandos: number[];
        };
        TecnologiaVeiculoDto: {
            id: number | null;
            descricao: string | null;
            /** @description Teste automático disponível (tecnologias 2 e 4) */
            teste_online: boolean;
        };
        RegistroLinhaDto: {
            id: number;
            protocolo: string;
            /** @enum {string} */
            status: "ACORDO" | "RETIFICADO" | "REQUER ATENÇÃO" | "RENOVAÇÃO" | "CANCELADO";
            /** @enum {string} */
            criterio: "AUTONOMO" | "FROTA" | "AGREGADO" | "INDIVIDUAL" | "EMPRESA" | "VEICULO";
            politica: number;
            cliente_id: number;
            cliente: string;
            itens_resumo: string | null;
            documento: string | null;
            placa: string | null;
            usuario: string;
            /** Format: date-time */
            data_cadastro: string;
            /** Format: date-time */
            validade: string;
            fonte: string | null;
            is_pesquisa_conjunto: boolean;
            /** @description Chave da URL de detalhes */
            hash: string;
            /** @description Grupos 3 e 4, registro não removido */
            pode_remover: boolean;
        };
        RegistrosPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["RegistroLinhaDto"][];
            /** @description Cliente do usuário (usuário de cliente) */
            user_cliente_id: number | null;
        };
        PoliticaDto: {
            id: number;
            descricao: string;
            /** @enum {string} */
            criterio: "AUTONOMO" | "FROTA" | "AGREGADO" | "INDIVIDUAL" | "EMPRESA" | "VEICULO";
            validade_dias: number;
            /** @enum {string} */
            template: "principal" | "individual" | "empresa" | "veiculo";
            /** @description Aceita pesquisa conjunta */
            conjunta: boolean;
        };
        PessoaConsultadaDto: {
            cpf: string;
            nome: string | null;
            rg: string | null;
            cnh: string | null;
            /** Format: date */
            cnh_validade: string | null;
            fone1: string | null;
            funcionario_id: number | null;
            /** Format: date-time */
            validade_vigente: string | null;
            registro_id: number | null;
        };
        EmpresaConsultadaDto: {
            cnpj: string;
            razao_social: string | null;
            /** Format: date-time */
            validade_vigente: string | null;
            registro_id: number | null;
        };
        VeiculoConsultadoDto: {
            placa: string;
            renavan: string | null;
            veiculo_id: number | null;
            /** Format: date-time */
            validade_vigente: string | null;
            registro_id: number | null;
        };
        RestricaoDto: {
            /** @description Documento (dígitos) ou placa */
            chave: string;
            motivo: string;
        };
        ConsultaDocumentosDto: {
            /** @description Uma mensagem por documento recusado (aviso vermelho cada) */
            errors: string[];
            pessoas: components["schemas"]["PessoaConsultadaDto"][];
            empresas: components["schemas"]["EmpresaConsultadaDto"][];
            veiculos: components["schemas"]["VeiculoConsultadoDto"][];
            restricoes: components["schemas"]["RestricaoDto"][];
        };
        VigenteDto: {
            existe: boolean;
            registro_id: number | null;
            hash: string | null;
            protocolo: string | null;
            /** Format: date-time */
            validade: string | null;
        };
        RegistroBuscaDto: {
            id: number;
            hash: string;
            protocolo: string;
            /** @enum {string} */
            status: "ACORDO" | "RETIFICADO" | "REQUER ATENÇÃO" | "RENOVAÇÃO" | "CANCELADO";
            /** @enum {string} */
            criterio: "AUTONOMO" | "FROTA" | "AGREGADO" | "INDIVIDUAL" | "EMPRESA" | "VEICULO";
            /** Format: date-time */
            validade: string;
            cliente: string;
            itens_resumo: string | null;
        };
        FuncionarioCadastroDto: {
            id: number;
            nome: string;
            cpf: string;
        };
        ClienteCadastroDto: {
            id: number;
            razao_social: string;
            cnpj: string;
        };
        RenovacaoLinhaDto: {
            registro_id: number;
            /** @description Hash do item */
            item: string;
            protocolo: string;
            cliente: string;
            cliente_id: number;
            /** @enum {string} */
            criterio: "AUTONOMO" | "FROTA" | "AGREGADO" | "INDIVIDUAL" | "EMPRESA" | "VEICULO";
            tipo_registro: string;
            documento: string | null;
            placa: string | null;
            nome: string | null;
            /** @enum {string} */
            laudo: "ACORDO" | "RETIFICADO" | "REQUER ATENÇÃO";
            /** Format: date-time */
            validade: string;
            dias_restantes: number;
        };
        RenovacaoPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["RenovacaoLinhaDto"][];
        };
        RenovacaoBodyDto: {
            /**
             * @description Lista JSON (texto) de {registro_id, item}
             * @example [{"registro_id":1,"item":"0f3c…"}]
             */
            itens_renovacao: string | Record<string, never>[];
        };
        RenovadoDto: {
            /** @example ENVIO REALIZADO COM SUCESSO */
            message: string;
            /** @description Registros criados (status RENOVAÇÃO) */
            registros: number[];
        };
        SituacaoDto: {
            /** @description Há protocolo favorável, não bloqueado, válido na data */
            valido: boolean;
            protocolo: string | null;
            /** Format: date-time */
            validade: string | null;
            /** @description Bloqueado pela análise de perfil ou pela blacklist */
            bloqueado: boolean;
            motivo: string | null;
        };
        SituacaoCadastralDto: {
            motorista: components["schemas"]["SituacaoDto"] | null;
            veiculo: components["schemas"]["SituacaoDto"] | null;
        };
        MotoristaRegistroDto: {
            /**
             * @description Só dígitos (máscaras são removidas)
             * @example 52998224725
             */
            cpf?: string | null;
            nome?: string | null;
            rg?: string | null;
            /** @example SP */
            rg_uf?: string | null;
            /** @description CNH, 11 dígitos */
            cnh?: string | null;
            fone1?: string | null;
            fone2?: string | null;
            cep?: string | null;
        };
        EmpresaRegistroDto: {
            /** @example 11222333000181 */
            cnpj?: string | null;
            razao_social?: string | null;
            fone1?: string | null;
            cep?: string | null;
        };
        VeiculoRegistroDto: {
            /** @example ABC1D23 */
            placa?: string | null;
            /** @description Renavam, 11 dígitos */
            renavan?: string | null;
            uf?: string | null;
            /**
             * @description PF usa CPF; outro valor, CNPJ
             * @enum {string|null}
             */
            tipo_proprietario?: "PF" | "PJ" | null;
            documento_proprietario?: string | null;
        };
        ProprietarioRegistroDto: {
            documento?: string | null;
            /** @enum {string|null} */
            tipo_proprietario?: "PF" | "PJ" | null;
            nome?: string | null;
            /** Format: date */
            data_nascimento?: string | null;
        };
        RegistroInputDto: {
            /** @description Cliente (usuário de cliente: o próprio) */
            cliente_id?: number | null;
            /** @description Política: 1 Autônomo, 2 Frota, 3 Agregado, 5 Individual, 6 Empresa, 7 Veículo (4 vale 5) */
            politica?: number | null;
            /** @description Pesquisa conjunta: até 5 veículos e 5 proprietários, os do veículo principal incluídos */
            is_pesquisa_conjunto?: boolean;
            observacao?: string | null;
            /** @description LGPD: finalidade da consulta */
            finalidade?: string | null;
            /**
             * @description LGPD: base legal (art. 7º)
             * @enum {string|null}
             */
            base_legal?: "EXECUÇÃO DE CONTRATO" | "OBRIGAÇÃO LEGAL" | "EXERCÍCIO REGULAR DE DIREITOS" | "LEGÍTIMO INTERESSE" | "PROTEÇÃO DA VIDA" | null;
            motorista?: components["schemas"]["MotoristaRegistroDto"] | null;
            empresa?: components["schemas"]["EmpresaRegistroDto"] | null;
            /** @description Veículos (um; até 5 na pesquisa conjunta) */
            veiculos?: components["schemas"]["VeiculoRegistroDto"][];
            /** @description Proprietários adicionais (só na pesquisa conjunta, até 4: com o do veículo principal, 5) */
            proprietarios?: components["schemas"]["ProprietarioRegistroDto"][];
        };
        RegistroBodyDto: {
            registro: components["schemas"]["RegistroInputDto"];
        };
        RegistroCriadoDto: {
            id: number;
            hash: string;
            protocolo: string;
            /** @enum {string} */
            status: "ACORDO" | "RETIFICADO" | "REQUER ATENÇÃO" | "RENOVAÇÃO" | "CANCELADO";
            /** Format: date-time */
            validade: string;
            /** @description true: já havia consulta válida e is_nova_pesquisa não era true */
            reaproveitado: boolean;
            /** @example Registrado com sucesso */
            message: string;
        };
        ProtocoloInputDto: {
            /** @description Cliente (usuário de cliente: o próprio) */
            cliente_id?: number | null;
            /** @enum {string|null} */
            fonte?: "GR CONSULTING" | "BUONNY" | "GUEP" | "VALIDA" | "PAMCARY" | "OTNET" | "SP RISK" | "M2 INTELIGENCE" | null;
            protocolo?: string | null;
            /**
             * Format: date
             * @description A partir de hoje
             */
            validade?: string | null;
            /** @description Política (6 não se aplica a protocolo) */
            politica?: number | null;
            motorista_id?: number | null;
            veiculo_id?: number | null;
            /** @enum {string|null} */
            status?: "ACORDO" | null;
            finalidade?: string | null;
            /** @enum {string|null} */
            base_legal?: "EXECUÇÃO DE CONTRATO" | "OBRIGAÇÃO LEGAL" | "EXERCÍCIO REGULAR DE DIREITOS" | "LEGÍTIMO INTERESSE" | "PROTEÇÃO DA VIDA" | null;
        };
        ProtocoloBodyDto: {
            registro: components["schemas"]["ProtocoloInputDto"];
        };
        ProtocoloCriadoDto: {
            id: number;
            hash: string;
            protocolo: string;
            /** @enum {string} */
            status: "ACORDO" | "RETIFICADO" | "REQUER ATENÇÃO" | "RENOVAÇÃO" | "CANCELADO";
            /** @example Registrado com sucesso */
            message: string;
        };
        PessoaProtocoloDto: {
            id: number | null;
            nome: string | null;
            cpf: string | null;
            /** @enum {string} */
            laudo: "ACORDO" | "RETIFICADO" | "REQUER ATENÇÃO";
            bloqueado: boolean;
            motivo: string | null;
        };
        VeiculoProtocoloDto: {
            id: number | null;
            placa: string | null;
            /** @enum {string} */
            laudo: "ACORDO" | "RETIFICADO" | "REQUER ATENÇÃO";
            bloqueado: boolean;
            motivo: string | null;
        };
        ProtocoloDto: {
            id: number;
            cliente_id: number;
            cliente: string;
            fonte: string | null;
            protocolo: string;
            /** Format: date-time */
            validade: string;
            politica: number;
            /** @enum {string} */
            criterio: "AUTONOMO" | "FROTA" | "AGREGADO" | "INDIVIDUAL" | "EMPRESA" | "VEICULO";
            /** @enum {string} */
            status: "ACORDO" | "RETIFICADO" | "REQUER ATENÇÃO" | "RENOVAÇÃO" | "CANCELADO";
            usuario: string;
            /** Format: date-time */
            data_cadastro: string;
            motorista: components["schemas"]["PessoaProtocoloDto"] | null;
            veiculo: components["schemas"]["VeiculoProtocoloDto"] | null;
        };
        ObservacaoDto: {
            descricao: string;
            /** @example 22/11/2026 */
            data: string;
            /** @example 14:05:00 */
            hora: string;
            usuario: string;
            /** @enum {string} */
            status_analise: "APROVADO" | "REPROVADO" | "CANCELADO";
            /** Format: date-time */
            data_iso: string;
        };
        AnexoDto: {
            id: number;
            item_hash: string;
            nome: string;
            /** @enum {string} */
            tipo: "image/png" | "image/jpeg" | "application/pdf";
            tamanho: number;
            usuario: string;
            /** Format: date-time */
            data: string;
            /** @description Arquivo: GET nesta URL */
            url: string;
        };
        ItemRegistroDto: {
            id: number;
            hash: string;
            /** @enum {string} */
            tipo_registro: "MOTORISTA" | "VEICULO" | "PROPRIETARIO" | "EMPRESA";
            documento: string | null;
            placa: string | null;
            nome: string | null;
            funcionario_id: number | null;
            veiculo_id: number | null;
            politica: number;
            /** @enum {string} */
            laudo: "ACORDO" | "RETIFICADO" | "REQUER ATENÇÃO";
            bloqueado: boolean;
            motivo: string | null;
            /** Format: date-time */
            data_vencimento: string;
            /** @description rg, rg_uf, cnh, renavan, uf, fones, proprietário… */
            dados: {
                [key: string]: unknown;
            };
            is_correcao_parametro: boolean;
            observacoes: components["schemas"]["ObservacaoDto"][];
            anexos: components["schemas"]["AnexoDto"][];
        };
        RegistroSimplesDto: {
            items: components["schemas"]["ItemRegistroDto"][];
            observacao: string | null;
            politica_id: number;
            /** @enum {string} */
            status: "ACORDO" | "RETIFICADO" | "REQUER ATENÇÃO" | "RENOVAÇÃO" | "CANCELADO";
            protocolo: string;
        };
        RegistroCabecalhoDto: {
            id: number;
            protocolo: string;
            /** @enum {string} */
            status: "ACORDO" | "RETIFICADO" | "REQUER ATENÇÃO" | "RENOVAÇÃO" | "CANCELADO";
            politica: number;
            /** @enum {string} */
            criterio: "AUTONOMO" | "FROTA" | "AGREGADO" | "INDIVIDUAL" | "EMPRESA" | "VEICULO";
            cliente_id: number;
            cliente: string;
            /** Format: date-time */
            validade: string;
            observacao: string | null;
            fonte: string | null;
            usuario: string;
            /** Format: date-time */
            data_cadastro: string;
            hash: string;
            finalidade: string;
            base_legal: string;
            is_pesquisa_conjunto: boolean;
            renovado_de: number | null;
            /** Format: date-time */
            renovado_em: string | null;
            version: number;
        };
        RegistroDetalheDto: {
            registro: components["schemas"]["RegistroCabecalhoDto"];
            itens_registros: components["schemas"]["ItemRegistroDto"][];
            /** @enum {string} */
            status: "ACORDO" | "RETIFICADO" | "REQUER ATENÇÃO" | "RENOVAÇÃO" | "CANCELADO";
            user_cliente_id: number | null;
            /** @description O usuário pode aprovar, reprovar ou cancelar itens */
            pode_analisar: boolean;
            /** @description O usuário pode corrigir parâmetros e anexar */
            pode_alterar: boolean;
        };
        ObservacaoInputDto: {
            descricao?: string | null;
            /**
             * @description Pelo botão: Aprovar, Reprovar ou Cancelar
             * @enum {string|null}
             */
            status_analise?: "APROVADO" | "REPROVADO" | "CANCELADO" | null;
        };
        AnexoInputDto: {
            nome?: string | null;
            /**
             * @description PNG e JPEG são imagens; o resto vai como PDF
             * @enum {string|null}
             */
            tipo?: "image/png" | "image/jpeg" | "application/pdf" | null;
            /** @description Conteúdo em base64 (até 5 MB) */
            conteudo?: string | null;
        };
        AnaliseBodyDto: {
            /** @description Hash do item analisado */
            item_hash?: string | null;
            observacao?: components["schemas"]["ObservacaoInputDto"] | null;
            /** @description Anexos do item (até 5 por envio) */
            anexos?: components["schemas"]["AnexoInputDto"][];
        };
        AnaliseFeitaDto: {
            /** @example REGISTRO ATUALIZADO COM SUCESSO */
            message: string;
            /** @enum {string} */
            status: "ACORDO" | "RETIFICADO" | "REQUER ATENÇÃO" | "RENOVAÇÃO" | "CANCELADO";
        };
        CorrecaoInputDto: {
            nome?: string | null;
            rg?: string | null;
            rg_uf?: string | null;
            cnh?: string | null;
            renavan?: string | null;
            uf?: string | null;
        };
        CorrecaoBodyDto: {
            item_registro: components["schemas"]["CorrecaoInputDto"];
        };
        CorrecaoFeitaDto: {
            /** @example REGISTRO ATUALIZADO COM SUCESSO */
            message: string;
            /** @enum {string} */
            status: "OK";
        };
        ItemDoAlvoDto: {
            registro_id: number;
            hash: string;
            protocolo: string;
            /** @enum {string} */
            status: "ACORDO" | "RETIFICADO" | "REQUER ATENÇÃO" | "RENOVAÇÃO" | "CANCELADO";
            /** @enum {string} */
            criterio: "AUTONOMO" | "FROTA" | "AGREGADO" | "INDIVIDUAL" | "EMPRESA" | "VEICULO";
            fonte: string | null;
            cliente_id: number;
            cliente: string;
            item: string;
            /** @enum {string} */
            laudo: "ACORDO" | "RETIFICADO" | "REQUER ATENÇÃO";
            bloqueado: boolean;
            motivo: string | null;
            /** Format: date-time */
            data_vencimento: string;
            /** Format: date-time */
            data_cadastro: string;
        };
        BlacklistLinhaDto: {
            id: number;
            /** @enum {string} */
            tipo_documento: "PF" | "PJ";
            /** @enum {string} */
            tipo_registro: "MOTORISTA_EMPRESA" | "VEÍCULO";
            /** @description Só dígitos */
            documento: string;
            nome: string;
            placa: string | null;
            motivo: string;
            usuario_que_cadastrou: string;
            /** Format: date-time */
            data_cadastro: string;
        };
        BlacklistPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["BlacklistLinhaDto"][];
        };
        VerificacaoBlacklistDto: {
            /** @description true quando o documento ou a placa consta na blacklist */
            bloqueado: boolean;
            registros: components["schemas"]["BlacklistLinhaDto"][];
        };
        BlacklistInputDto: {
            /**
             * @description PF (CPF) ou PJ (CNPJ)
             * @enum {string|null}
             */
            tipo_documento?: "PF" | "PJ" | null;
            /** @enum {string|null} */
            tipo_registro?: "MOTORISTA_EMPRESA" | "VEÍCULO" | null;
            /**
             * @description CPF ou CNPJ, com ou sem máscara (gravado só com dígitos)
             * @example 529.982.247-25
             */
            documento?: string | null;
            nome?: string | null;
            /**
             * @description Só para VEÍCULO (Mercosul ou antiga)
             * @example ABC1D23
             */
            placa?: string | null;
            /** @description Motivo (obrigatório) */
            motivo?: string | null;
        };
        BlacklistBodyDto: {
            blacklist: components["schemas"]["BlacklistInputDto"];
        };
        BlacklistCriadaDto: {
            /** @example INCLUSÃO REALIZADA COM SUCESSO */
            message: string;
            id: number;
        };
        ConfiguracaoDto: {
            id: number;
            cliente_id: number;
            razao_social: string;
            /** @enum {string} */
            criterio: "AUTONOMO" | "FROTA" | "AGREGADO" | "INDIVIDUAL" | "EMPRESA" | "VEICULO";
            /** @enum {number} */
            validade_em_dias: 90 | 180 | 365;
            /** Format: date-time */
            data_cadastro: string;
            /** Format: date-time */
            updated_at: string;
        };
        ConfiguracoesPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["ConfiguracaoDto"][];
        };
        ConfiguracoesListaDto: {
            rows: components["schemas"]["ConfiguracaoDto"][];
        };
        ConfiguracaoInputDto: {
            /** @description Cliente (não muda na edição) */
            cliente_id?: number | null;
            /** @description Enviado pela tela; o nome vem do cadastro do cliente */
            razao_social?: string | null;
            /** @enum {string|null} */
            criterio?: "AUTONOMO" | "FROTA" | "AGREGADO" | "INDIVIDUAL" | "EMPRESA" | "VEICULO" | null;
            /**
             * @description 3, 6 ou 12 meses
             * @enum {number|null}
             */
            validade_em_dias?: 90 | 180 | 365 | null;
        };
        ConfiguracaoBodyDto: {
            configuracao: components["schemas"]["ConfiguracaoInputDto"];
        };
        ConfiguracaoSalvaDto: {
            /** @example CONFIGURAÇÕES SALVAS COM SUCESSO */
            message: string;
            id: number;
        };
        TratamentoDto: {
            id: number;
            /** Format: date-time */
            data: string;
            /** @enum {string} */
            operacao: "CONSULTA" | "RENOVACAO" | "ANALISE" | "PROTOCOLO_EXTERNO" | "BLACKLIST_INCLUSAO" | "BLACKLIST_REMOCAO" | "EXPORTACAO";
            finalidade: string;
            base_legal: string;
            registro_id: number | null;
            cliente_id: number | null;
            cliente: string | null;
            usuario: string;
        };
        TratamentosPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["TratamentoDto"][];
        };
        TitularDto: {
            /** @description Só dígitos */
            documento: string;
            /** @enum {string} */
            tipo: "CPF" | "CNPJ";
        };
        ConsultaDoTitularDto: {
            registro_id: number;
            protocolo: string;
            cliente: string | null;
            criterio: string;
            tipo_registro: string;
            nome: string | null;
            placa: string | null;
            /** @description Laudo como as exportações o mostram (REQUER ATENÇÃO → DESACORDO) */
            laudo: string;
            /** @description Validade dd/mm/aaaa, mascarada com * quando o laudo não é ACORDO nem RETIFICADO */
            validade: string;
            bloqueado: boolean;
            finalidade: string;
            base_legal: string;
            /** Format: date-time */
            data_cadastro: string;
            /** @description Demais dados informados na consulta (RG, CNH, telefones...) */
            dados: {
                [key: string]: unknown;
            };
        };
        TitularExportadoDto: {
            titular: components["schemas"]["TitularDto"];
            /** Format: date-time */
            gerado_em: string;
            gerado_por: string;
            /** @description Cadastro de funcionário (CPF) */
            funcionario: {
                [key: string]: unknown;
            } | null;
            /** @description Vínculos do funcionário com clientes */
            vinculos: {
                [key: string]: unknown;
            }[];
            /** @description Perfis (protocolo e validade por cliente) */
            perfis: {
                [key: string]: unknown;
            }[];
            /** @description Cadastro de empresa cliente (CNPJ) */
            empresa: {
                [key: string]: unknown;
            } | null;
            consultas: components["schemas"]["ConsultaDoTitularDto"][];
            blacklist: components["schemas"]["BlacklistLinhaDto"][];
            tratamentos: components["schemas"]["TratamentoDto"][];
        };
        RelatorioLinhaDto: {
            /** @description Item do registro */
            id: number;
            registro_id: number;
            protocolo: string;
            cliente_id: number;
            cnpj: string | null;
            razao_social: string | null;
            /** @enum {string} */
            criterio: "AUTONOMO" | "FROTA" | "AGREGADO" | "INDIVIDUAL" | "EMPRESA" | "VEICULO";
            /** @enum {string} */
            tipo_registro: "MOTORISTA" | "VEICULO" | "PROPRIETARIO" | "EMPRESA";
            /** @description CPF ou CNPJ, só dígitos */
            documento: string | null;
            nome: string | null;
            placa: string | null;
            /**
             * @description Laudo como exportado: REQUER ATENÇÃO sai como DESACORDO
             * @enum {string}
             */
            status: "ACORDO" | "RETIFICADO" | "DESACORDO";
            bloqueado: boolean;
            motivo: string | null;
            /** Format: date-time */
            data_registro: string;
            /**
             * Format: date-time
             * @description Validade do relatório pelo critério (spec 03 §9)
             */
            validade_relatorio: string;
            /**
             * @description dd/mm/aaaa; mascarado com asteriscos fora de ACORDO e RETIFICADO
             * @example **\/**\/****
             */
            vencimento: string;
            usuario: string;
            fonte: string | null;
            /** @description Status do registro */
            status_registro: string;
            observacao: string | null;
        };
        RelatoriosPageDto: {
            /** @example 1 */
            page: number;
            /**
             * @description Total de páginas
             * @example 3
             */
            total: number;
            /**
             * @description Total de registros (estimado quando records_estimado é true)
             * @example 42
             */
            records: number;
            /**
             * @description Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.
             * @example true
             * @enum {boolean}
             */
            records_estimado?: true;
            rows: components["schemas"]["RelatorioLinhaDto"][];
        };
        RelatorioFiltroDto: {
            /** @description Cliente (obrigatório sem is_todos_clientes; usuário de cliente: o próprio) */
            cliente_id?: number | null;
            /** @description Todos os clientes (do alcance do usuário) */
            is_todos_clientes?: boolean;
            /**
             * @description Parâmetro: o critério da consulta (obrigatório sem is_todos_parametros)
             * @enum {string|null}
             */
            parametro?: "AUTONOMO" | "FROTA" | "AGREGADO" | "INDIVIDUAL" | "EMPRESA" | "VEICULO" | null;
            /** @description Todos os parâmetros */
            is_todos_parametros?: boolean;
            /**
             * @description Período da data do registro; INFORMAR_DATA_VALIDADE: itens que vencem em data_inicio
             * @enum {string|null}
             */
            periodo?: "MES_ATUAL" | "ULTIMO_DEZ_DIAS" | "ULTIMO_TRES_MESES" | "ULTIMO_SEIS_MESES" | "ANO_ATUAL" | "ANO_ANTERIOR" | "SELECIONAR_INTERVALO_DATA" | "INFORMAR_DATA_VALIDADE" | null;
            /**
             * @description dd/mm/aaaa: início do intervalo, ou a data de validade
             * @example 01/11/2026
             */
            data_inicio?: string | null;
            /**
             * @description dd/mm/aaaa: fim do intervalo (SELECIONAR_INTERVALO_DATA)
             * @example 30/11/2026
             */
            data_fim?: string | null;
            /**
             * @description ACORDO: ACORDO e RETIFICADO; DESACORDO: REQUER ATENÇÃO; padrão TODOS
             * @enum {string|null}
             */
            laudo?: "TODOS" | "ACORDO" | "DESACORDO" | null;
            /**
             * @description Padrão TODOS
             * @enum {string|null}
             */
            bloqueio?: "TODOS" | "BLOQUEADO" | "NÃO BLOQUEADO" | null;
            /**
             * @description Formato do arquivo: xlsx (Excel) ou pdf
             * @enum {string|null}
             */
            formato?: "xlsx" | "pdf" | null;
        };
        ExportarRelatorioDto: {
            relatorio: components["schemas"]["RelatorioFiltroDto"];
        };
        ExportacaoCriadaDto: {
            id: number;
            /** @enum {string} */
            status: "PENDENTE";
        };
        ExportacaoDto: {
            id: number;
            /** @enum {string} */
            status: "PENDENTE" | "PROCESSANDO" | "PRONTO" | "ERRO";
            /** @enum {string} */
            formato: "xlsx" | "pdf";
            /** @description Linhas já lidas */
            progresso: number;
            /** @description Linhas do relatório (quando já contadas) */
            total: number | null;
            nome_arquivo: string | null;
            /** @description Motivo da falha (status ERRO) */
            erro: string | null;
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
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
            /** @description session.username e session.password são obrigatórios */
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
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
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
            /** @description Sessão encerrada */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
            /** @description Usuário, senha ou redirect_uri ausentes ou inválidos */
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
            /** @description Você não tem permissão para usar o chat */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Controlador não encontrado */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Usuário não encontrado */
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
            /**
             * @description funcoes: ausente, não é uma lista de ids ou tem funções inexistentes
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /**
             * @description Administrador alterado por quem não é, ou função concedida que o próprio usuário não tem
             *
             *     Sem a regra de acesso usuarios#regras_acesso
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Usuário não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
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
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GruposUsuariosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso grupos_usuarios#index
             */
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
            /** @description descricao: em branco ou já em uso */
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
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso grupos_usuarios#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Grupo de usuário não encontrado */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso grupos_usuarios#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Grupo de usuário não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Grupo do sistema (3 a 17) ou com usuários */
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
            /**
             * @description descricao: em branco ou já em uso
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Grupo de usuário não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
            /** @description groups: informe os ids dos grupos separados por vírgula */
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
            /** @description grupo: tipo de grupo desconhecido; use CLIENTE */
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
            /**
             * @description Senha atual errada, confirmação diferente ou senha fraca
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Outro usuário: sem a regra usuarios#update, fora do alcance do cliente, ou administrador alterado por quem não é */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Usuário não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
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
            /**
             * @description layouts ausentes, inválidos ou grandes demais
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Só é possível alterar os próprios layouts */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                username?: string;
                /** @description Filtro (texto) */
                email?: string;
                /** @description Filtro (texto) */
                grupo_usuario?: string;
                /** @description Filtro (texto) */
                cliente?: string;
                /** @description Filtro (booleano) */
                ativo?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
                /** @description Filtro (inteiro) */
                grupo_usuario_id?: number;
                /** @description Filtro (inteiro) */
                cliente_id?: number;
                /** @description Filtro (booleano) */
                alterar_password?: string;
                /** @description Filtro (booleano) */
                administrativo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsuariosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso usuarios#index
             */
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
            /** @description Dados inválidos: mensagens por campo */
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
            /**
             * @description Só administradores criam administradores; usuário de cliente só cria usuários do seu cliente
             *
             *     Sem a regra de acesso usuarios#create
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso usuarios#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Usuário não encontrado */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description Só administradores removem administradores
             *
             *     Sem a regra de acesso usuarios#destroy
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Usuário não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Você não pode excluir o seu próprio usuário */
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
            /**
             * @description Dados inválidos: mensagens por campo
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /**
             * @description Só administradores alteram administradores ou promovem a administrador; usuário de cliente só no seu cliente
             *
             *     Sem a regra de acesso usuarios#update
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Usuário não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description O registro foi alterado por outro usuário depois de lido (updated_at enviado é antigo) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    RecuperacaoSenha_recuperarSenha: {
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
            /** @description email ausente ou inválido */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Muitos pedidos para o mesmo e-mail ou do mesmo endereço: nada é enviado */
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
    RecuperacaoSenha_novaSenha: {
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
            /** @description Token, senha ou confirmação ausentes, diferentes ou senha fraca */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrosCamposDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
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
            /** @description authToken ausente */
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
            /**
             * @description O código informado pertence a outro usuário
             *
             *     Somente para os grupos de usuários 3, 4, 5, 6, 7
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
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
                /** @description Token do chat (getToken) */
                authToken: string;
                /** @description Usuário do chat (getToken) */
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
            /**
             * @description Usuário do chat não corresponde à sessão, ou token do chat inválido ou expirado
             *
             *     Somente para os grupos de usuários 3, 4, 5, 6, 7
             */
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
    Telemetria_lote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LotePosicoesDto"];
            };
        };
        responses: {
            /** @description Gravadas (duráveis) e recusadas por motivo; uma posição ruim não derruba as outras */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultadoRecebimentoDto"];
                };
            };
            /** @description posicoes não é uma lista */
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
            /** @description Sem a regra de acesso telemetria#receber */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Mais de 2.000 posições, ou corpo acima de 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Telemetria_traccar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    position?: {
                        [key: string]: unknown;
                    };
                    device?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultadoRecebimentoDto"];
                };
            };
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
            /** @description Sem a regra de acesso telemetria#receber */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Posicoes_posicoes: {
        parameters: {
            query: {
                /** @description Últimas N horas (padrão 1) */
                horas?: 1 | 2 | 4 | 6 | 24;
                /** @description Início do período (ISO 8601 com fuso); no máximo 24 h até o fim */
                inicio?: string;
                /** @description Fim do período (padrão: agora) */
                fim?: string;
                /** @description Número do terminal */
                terminal_id: string;
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
                    "application/json": components["schemas"]["HistoricoPosicoesDto"];
                };
            };
            /** @description terminal_id ausente, janela fora de 1/2/4/6/24 h, datas sem fuso ou período acima de 24 h */
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
            /** @description Sem a regra de acesso veiculos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Terminal não encontrado (ou de veículo de outro cliente) */
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
    Posicoes_posicaoFalsa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PosicaoFalsaBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PosicaoFalsaEnviadaDto"];
                };
            };
            /** @description placa em branco; latitude/longitude inválidas ou ausentes num veículo sem posição */
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
            /** @description Somente o usuário 1 pode enviar posição falsa */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Veículo não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description O veículo não tem terminal cadastrado */
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
    Posicoes_leituras: {
        parameters: {
            query?: {
                /** @description Últimas N horas (padrão 1) */
                horas?: 1 | 2 | 4 | 6 | 24;
                /** @description Início do período (ISO 8601 com fuso); no máximo 24 h até o fim */
                inicio?: string;
                /** @description Fim do período (padrão: agora) */
                fim?: string;
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
                    "application/json": components["schemas"]["LeiturasHistoricoDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso veiculos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Veículo não encontrado (ou de outro cliente) */
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
    Posicoes_ultimaPosicao: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    "application/json": components["schemas"]["UltimaPosicaoDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso check_lists#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Veículo não encontrado (ou de outro cliente) */
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
    Integracao_disponibilidade: {
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
                    "application/json": components["schemas"]["DisponibilidadeIntegracaoDto"][];
                };
            };
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
            /** @description Sem a regra de acesso monitoramentos#index */
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
    Comandos_comando: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComandoPgrDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComandoRegistradoDto"];
                };
            };
            /** @description acao_pgr_id fora de 21/13; viagem_id ou veiculo_id ausente */
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
            /**
             * @description Veículo ou viagem de outro cliente: Não há permissão
             *
             *     Sem a regra de acesso monitoramentos#update
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Viagem ou veículo não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description O veículo não tem terminal cadastrado */
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
    Comandos_procedimento: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProcedimentoChecklistDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComandoRegistradoDto"];
                };
            };
            /** @description veiculo_id ausente, nenhum ou mais de um procedimento */
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
            /**
             * @description Veículo de outro cliente: Não há permissão
             *
             *     Sem a regra de acesso check_lists#operador
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Veículo não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description O veículo não tem terminal cadastrado */
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
    Comandos_sms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MensagemTelefoneDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComandoRegistradoDto"];
                };
            };
            /** @description telefone ou mensagem ausentes ou inválidos */
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
            /** @description Sem a regra de acesso monitoramentos#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Comandos_whatsapp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MensagemTelefoneDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComandoRegistradoDto"];
                };
            };
            /** @description telefone ou mensagem ausentes ou inválidos */
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
            /** @description Sem a regra de acesso monitoramentos#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Comandos_texto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TextoTerminalDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComandoRegistradoDto"];
                };
            };
            /** @description terminal_id ou mensagem ausentes ou inválidos */
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
            /**
             * @description Veículo de outro cliente: Não há permissão
             *
             *     Sem a regra de acesso monitoramentos#update
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Terminal não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Comandos_listar: {
        parameters: {
            query?: {
                /** @description Da viagem (SM) */
                viagem_id?: number;
                /** @description Do veículo */
                veiculo_id?: number;
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
                    "application/json": components["schemas"]["ComandosListaDto"];
                };
            };
            /** @description veiculo_id ou viagem_id não são inteiros positivos */
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
            /** @description Sem a regra de acesso monitoramentos#show */
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
            /** @description "Tipo vínculo: não pode ser vazio" e outros campos */
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
            /** @description Cliente ou veículo não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
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
            /** @description id do vínculo ausente ou inválido */
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
            /** @description Vínculo não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Este vínculo já está inativo */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso veiculos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Cliente não encontrado */
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (texto) */
                placa?: string;
                /** @description Filtro (enum) */
                tipo_veiculo?: "CARRETA" | "CAVALO" | "TRUCK" | "PASSEIO" | "VAN" | "TOCO";
                /** @description Filtro (enum) */
                tipo?: "FROTA" | "AGREGADO" | "AUTONOMO";
                /** @description Filtro (texto) */
                tecnologia?: string;
                /** @description Filtro (booleano) */
                ativo?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_inativacao?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (inteiro) */
                veiculo_id?: number;
            };
            header?: never;
            path: {
                /** @description id do cliente */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VinculosVeiculosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /**
             * @description Parâmetro de grid inválido ou coluna desconhecida
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso veiculos#index
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Cliente não encontrado */
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
                    "application/json": components["schemas"]["MotoristaVinculadoDto"];
                };
            };
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Cliente ou motorista não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description "VÍNCULO FROTA JÁ ATRIBUÍDO À OUTRO CLIENTE", "MOTORISTA JÁ VINCULADO A ESTE CLIENTE" e outros */
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
            /** @description cliente_id ou funcionario_id ausentes */
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
            /** @description Cliente não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Não há vínculo ativo com este cliente */
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
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
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (inteiro) */
                funcionario_id?: number;
            };
            header?: never;
            path: {
                /** @description id do cliente */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VinculosMotoristasPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /**
             * @description Parâmetro de grid inválido ou coluna desconhecida
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso funcionarios#index
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Cliente não encontrado */
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
            /** @description cliente_id ou grupo_id ausentes */
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
            /** @description Cliente ou grupo não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
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
            /** @description cliente_id ou grupo_id ausentes */
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
            /** @description Cliente não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description O grupo não está vinculado a este cliente */
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
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
                /** @description id do cliente */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GruposDoClientePageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /**
             * @description Parâmetro de grid inválido ou coluna desconhecida
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso clientes#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Cliente não encontrado */
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
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
                ativo?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
                /** @description Filtro (booleano) */
                reteste?: string;
                /** @description Filtro (booleano) */
                expresso?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientesPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso clientes#index
             */
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
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
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
                search?: string;
                /** @description Nome, nome fantasia ou início do CNPJ */
                term?: string;
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
    Clientes_findEmbarcador: {
        parameters: {
            query?: {
                /** @description Nome, nome fantasia ou início do CNPJ */
                term?: string;
                /** @description Nome, nome fantasia ou início do CNPJ */
                embarcador?: string;
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
    Clientes_findCorretor: {
        parameters: {
            query?: {
                /** @description Nome, nome fantasia ou início do CNPJ */
                term?: string;
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
    Clientes_findSegurador: {
        parameters: {
            query?: {
                /** @description Nome, nome fantasia ou início do CNPJ */
                term?: string;
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
    Clientes_consultarCnpj: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cnpj: string;
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
    Clientes_consultarCnpjVazio: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description "CNPJ não pode ser nulo." */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Cliente não encontrado */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso clientes#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Cliente não encontrado */
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
            /**
             * @description Dados inválidos: mensagens por campo
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Cliente não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description O registro foi alterado por outro usuário depois de lido (updated_at enviado é antigo) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                nome?: string;
                /** @description Filtro (texto) */
                razao_social_cliente?: string;
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
                /** @description Filtro (inteiro) */
                cliente_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContatosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso contatos#index
             */
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
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                nome?: string;
                /** @description Filtro (texto) */
                razao_social_cliente?: string;
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
                /** @description Filtro (inteiro) */
                cliente_id?: number;
            };
            header?: never;
            path: {
                grupo_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContatosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /**
             * @description Parâmetro de grid inválido ou coluna desconhecida
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso contatos#index
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Grupo não encontrado */
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso contatos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Contato não encontrado */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso contatos#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Contato não encontrado */
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
            /**
             * @description Dados inválidos: mensagens por campo
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Contato não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
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
            /** @description grupo_id ou contato_id ausentes */
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
            /** @description Grupo ou contato não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description O contato já está neste grupo */
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
            /** @description grupo_id ou contato_id ausentes */
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
            /** @description Grupo ou contato não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description O contato não está neste grupo */
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
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
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GruposPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso grupos#index
             */
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
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso grupos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Grupo não encontrado */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso grupos#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Grupo não encontrado */
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
            /**
             * @description Dados inválidos: mensagens por campo
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Grupo não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso contatos#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Cliente não encontrado */
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                nome?: string;
                /** @description Filtro (texto) */
                cpf?: string;
                /** @description Filtro (enum) */
                tipo?: "MOTORISTA" | "AJUDANTE" | "ADMINISTRATIVO";
                /** @description Filtro (texto) */
                funcao_descricao?: string;
                /** @description Filtro (texto) */
                fone1?: string;
                /** @description Filtro (texto) */
                registro_cnh?: string;
                /** @description Filtro (texto) */
                cnh?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                cnh_validade?: string;
                /** @description Filtro (texto) */
                cliente?: string;
                /** @description Filtro (texto) */
                vinculo?: string;
                /** @description Filtro (texto) */
                cidade?: string;
                /** @description Filtro (texto) */
                uf?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
                /** @description Filtro (texto) */
                rg?: string;
                /** @description Filtro (inteiro) */
                funcao_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FuncionariosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso funcionarios#index
             */
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
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Vínculo recusado: "VÍNCULO FROTA JÁ ATRIBUÍDO À OUTRO CLIENTE" e outros */
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
    Funcionarios_consultarCpf: {
        parameters: {
            query?: {
                /** @description Cliente do vínculo (usuário de cliente: o próprio) */
                cliente_id?: number;
            };
            header?: never;
            path: {
                cpf: string;
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
    Funcionarios_consultarCpfVazio: {
        parameters: {
            query?: {
                /** @description Cliente do vínculo (usuário de cliente: o próprio) */
                cliente_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description "CPF NÃO PODE SER NULO" */
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
                fone3?: string;
                fone2?: string;
                /** @description Telefone (2 dígitos ou mais) */
                fone1?: string;
                cliente_id?: number;
                /** @description Nome ou início do CPF */
                funcionario?: string;
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
            /** @description cliente_id inválido */
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
            /** @description cliente_id de um cliente fora do escopo do usuário */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso funcionarios#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Funcionário não encontrado */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso funcionarios#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Funcionário não encontrado */
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
            /**
             * @description Dados inválidos: mensagens por campo
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Funcionário não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description O registro foi alterado por outro usuário depois de lido (updated_at enviado é antigo) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Vínculo recusado: "VÍNCULO FROTA JÁ ATRIBUÍDO À OUTRO CLIENTE" e outros */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso funcionarios#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Funcionário não encontrado */
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
            /**
             * @description Dados inválidos: mensagens por campo
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Funcionário não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                placa?: string;
                /** @description Filtro (enum) */
                tipo?: "CARRETA" | "CAVALO" | "TRUCK" | "PASSEIO" | "VAN" | "TOCO";
                /** @description Filtro (texto) */
                fabricante_descricao?: string;
                /** @description Filtro (texto) */
                modelo_descricao?: string;
                /** @description Filtro (enum) */
                cor?: "VERMELHO" | "AMARELO" | "AZUL" | "VERDE" | "BRANCO" | "PRETO" | "PRATA" | "CINZA" | "BEGE" | "LARANJA" | "MARROM" | "DOURADO";
                /** @description Filtro (inteiro) */
                ano_fabricacao?: number;
                /** @description Filtro (inteiro) */
                ano_modelo?: number;
                /** @description Filtro (texto) */
                renavan?: string;
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
                /** @description Filtro (inteiro) */
                tecnologia_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VeiculosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso veiculos#index
             */
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
    Veiculos_findVeiculos: {
        parameters: {
            query?: {
                /** @description Só veículos vinculados (ativos) a este cliente */
                cliente_id?: number;
                /** @description Parte da placa */
                term?: string;
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
            /** @description cliente_id inválido */
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
            /** @description cliente_id de um cliente fora do escopo do usuário */
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
    Veiculos_findTodos: {
        parameters: {
            query?: {
                /** @description Parte da placa */
                term?: string;
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
    Veiculos_findCarretas: {
        parameters: {
            query?: {
                /** @description Só veículos vinculados (ativos) a este cliente */
                cliente_id?: number;
                /** @description Parte da placa */
                term?: string;
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
            /** @description cliente_id inválido */
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
            /** @description cliente_id de um cliente fora do escopo do usuário */
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
    Veiculos_findNaoCarreta: {
        parameters: {
            query?: {
                /** @description Só veículos vinculados (ativos) a este cliente */
                cliente_id?: number;
                /** @description Parte da placa */
                term?: string;
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
            /** @description cliente_id inválido */
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
            /** @description cliente_id de um cliente fora do escopo do usuário */
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
            /**
             * @description Placa inválida
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Vínculo recusado: veículo já vinculado ou FROTA de outro cliente */
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
            /** @description cavalo ou carreta ausentes */
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
            /** @description Veículo não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description "Este veiculo não é do tipo CAVALO!", carreta já engatada, limite de 3 carretas e outros */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Engate não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso veiculos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Veículo não encontrado */
            404: {
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso veiculos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Veículo não encontrado */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso veiculos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Veículo não encontrado */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso veiculos#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Veículo não encontrado */
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
            /**
             * @description Dados inválidos: mensagens por campo
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Veículo não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description O registro foi alterado por outro usuário depois de lido (updated_at enviado é antigo) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description "PARA ALTERAR O VÍNCULO DESSE VEÍCULO, REMOVA O REGISTRO DO MESMO E CADASTRE NOVAMENTE" e outros */
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
                /** @description Parte da descrição */
                term?: string;
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Veículo de outro cliente */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Veículo não encontrado */
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
            /** @description cliente_id inválido */
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
            /** @description cliente_id de um cliente fora do escopo do usuário */
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
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
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TecnologiasPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso tecnologias#index
             */
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
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso tecnologias#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Tecnologia não encontrada */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso tecnologias#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Tecnologia não encontrada */
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
            /**
             * @description Dados inválidos: mensagens por campo
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Tecnologia não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
    Fabricantes_modelos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description id do fabricante */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
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
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FabricantesPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso cadastros_basicos#index
             */
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
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso cadastros_basicos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Fabricante não encontrado */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso cadastros_basicos#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Fabricante não encontrado */
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
            /**
             * @description Dados inválidos: mensagens por campo
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Fabricante não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                nome?: string;
                /** @description Filtro (texto) */
                fabricante?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
                /** @description Filtro (inteiro) */
                fabricante_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModelosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso cadastros_basicos#index
             */
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
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso cadastros_basicos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Modelo não encontrado */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso cadastros_basicos#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Modelo não encontrado */
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
            /**
             * @description Dados inválidos: mensagens por campo
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Modelo não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
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
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FuncoesPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso cadastros_basicos#index
             */
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
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso cadastros_basicos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Função não encontrada */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso cadastros_basicos#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Função não encontrada */
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
            /**
             * @description Dados inválidos: mensagens por campo
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Função não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
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
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SinistrosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso cadastros_basicos#index
             */
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
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso cadastros_basicos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sinistro não encontrado */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso cadastros_basicos#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Sinistro não encontrado */
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
            /**
             * @description Dados inválidos: mensagens por campo
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Sinistro não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
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
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailsPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso cadastros_basicos#index
             */
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
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso cadastros_basicos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Layout não encontrado */
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso cadastros_basicos#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Layout não encontrado */
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
            /**
             * @description Dados inválidos: mensagens por campo
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Layout não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
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
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EstadosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso cadastros_basicos#index
             */
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
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
            /** @description UF inválida */
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
            /** @description Sem a regra de acesso cadastros_basicos#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Estado não encontrado */
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
            /** @description UF inválida */
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
            /** @description Sem a regra de acesso cadastros_basicos#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Estado não encontrado */
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
            /**
             * @description Dados inválidos: mensagens por campo
             *
             *     UF inválida
             */
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
            /** @description Estado não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
    ProntaResposta_listar: {
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
                    "application/json": components["schemas"]["ProntaRespostaDto"][];
                };
            };
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
    ProntaResposta_index: {
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                nome?: string;
                /** @description Filtro (numero) */
                valor_acionamento?: number;
                /** @description Filtro (numero) */
                valor_distancia?: number;
                /** @description Filtro (numero) */
                valor_permanencia?: number;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProntaRespostaPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso pronta_resposta#index
             */
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
    ProntaResposta_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProntaRespostaBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProntaRespostaDto"];
                };
            };
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Sem a regra de acesso pronta_resposta#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
    ProntaResposta_show: {
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
                    "application/json": components["schemas"]["ProntaRespostaDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso pronta_resposta#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Pronta resposta não encontrada */
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
    ProntaResposta_destroy: {
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso pronta_resposta#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Pronta resposta não encontrada */
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
    ProntaResposta_update: {
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
                "application/json": components["schemas"]["ProntaRespostaBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProntaRespostaDto"];
                };
            };
            /**
             * @description Dados inválidos: mensagens por campo
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Sem a regra de acesso pronta_resposta#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Pronta resposta não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
    Pgrs_listar: {
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
                    "application/json": components["schemas"]["PgrsDto"][];
                };
            };
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
    Pgrs_index: {
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                descricao?: string;
                /** @description Filtro (booleano) */
                status?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PgrsPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso pgrs#index
             */
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
    Pgrs_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PgrsBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PgrsDto"];
                };
            };
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Sem a regra de acesso pgrs#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
    Pgrs_show: {
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
                    "application/json": components["schemas"]["PgrsDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso pgrs#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description PGR não encontrado */
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
    Pgrs_destroy: {
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso pgrs#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description PGR não encontrado */
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
    Pgrs_update: {
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
                "application/json": components["schemas"]["PgrsBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PgrsDto"];
                };
            };
            /**
             * @description Dados inválidos: mensagens por campo
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Sem a regra de acesso pgrs#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description PGR não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
    PgrCliente_avisos: {
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
                    "application/json": components["schemas"]["AvisoValidadePgrDto"][];
                };
            };
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
            /** @description Sem a regra de acesso pgrs#index */
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
    PgrCliente_anotacoes: {
        parameters: {
            query: {
                /** @description Parte da configuração (padrão todas) */
                configuracao?: "alertas" | "temperatura" | "limites" | "todas";
                pgrclienteid?: number;
                clienteid: number;
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
                    "application/json": components["schemas"]["AnotacoesPgrDto"];
                };
            };
            /** @description clienteid ausente ('Cliente não selecionado'), ids inválidos ou configuracao desconhecida */
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
            /**
             * @description 'Não há permissão': cliente fora do alcance do usuário
             *
             *     Sem as regras pgrs#show e check_lists#create
             */
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
    PgrCliente_index: {
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                descricao?: string;
                /** @description Filtro (texto) */
                pgr?: string;
                /** @description Filtro (inteiro) */
                grau_risco?: number;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                validade?: string;
                /** @description Filtro (booleano) */
                pgr_padrao?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
            };
            header?: never;
            path: {
                clienteId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PgrClientePageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /**
             * @description Parâmetro de grid inválido ou coluna desconhecida
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /**
             * @description 'Não há permissão': cliente fora do alcance do usuário
             *
             *     formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso pgrs#index
             */
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
    PgrCliente_show: {
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
                    "application/json": components["schemas"]["PgrClienteDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description 'Não há permissão': PGR de cliente fora do alcance do usuário
             *
             *     Sem a regra de acesso pgrs#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description PGR não encontrado */
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
    PgrCliente_diffHistory: {
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
                    "application/json": components["schemas"]["HistoricoPgrDto"][];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description 'Não há permissão': PGR de cliente fora do alcance do usuário
             *
             *     Sem a regra de acesso pgrs#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description PGR não encontrado */
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
    PgrCliente_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clienteId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PgrClienteBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PgrClienteDto"];
                };
            };
            /**
             * @description Erros por campo (rótulos Pgr = pgr_id, Validade = validade)
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /**
             * @description 'Não há permissão': cliente fora do alcance do usuário
             *
             *     Sem a regra de acesso pgrs#create
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Cliente não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    PgrCliente_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clienteId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PgrClienteBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PgrClienteDto"];
                };
            };
            /**
             * @description Erros por campo; sem pgr_cliente.id: 'PGR não selecionado'
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /**
             * @description 'Não há permissão': cliente fora do alcance do usuário
             *
             *     Sem a regra de acesso pgrs#update
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description PGR não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description updated_at lido é antigo: outro usuário alterou o PGR */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    ItensPgr_listar: {
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
                    "application/json": components["schemas"]["ItensPgrDto"][];
                };
            };
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
    ItensPgr_index: {
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                descricao?: string;
                /** @description Filtro (inteiro) */
                periferico_id?: number;
                /** @description Filtro (booleano) */
                status?: string;
                /** @description Filtro (booleano) */
                padrao?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItensPgrPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso pgrs#index
             */
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
    ItensPgr_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItensPgrBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItensPgrDto"];
                };
            };
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Sem a regra de acesso pgrs#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
    ItensPgr_show: {
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
                    "application/json": components["schemas"]["ItensPgrDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso pgrs#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Item PGR não encontrado */
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
    ItensPgr_destroy: {
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso pgrs#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Item PGR não encontrado */
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
    ItensPgr_update: {
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
                "application/json": components["schemas"]["ItensPgrBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItensPgrDto"];
                };
            };
            /**
             * @description Dados inválidos: mensagens por campo
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Sem a regra de acesso pgrs#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Item PGR não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
    Perifericos_listar: {
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
                    "application/json": components["schemas"]["PerifericoDto"][];
                };
            };
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
    AcoesPgr_listar: {
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
                    "application/json": components["schemas"]["AcoesPgrDto"][];
                };
            };
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
    AcoesPgr_index: {
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                descricao?: string;
                /** @description Filtro (inteiro) */
                tipo_acao_pgr_id?: number;
                /** @description Filtro (texto) */
                email?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
                /** @description Filtro (inteiro) */
                email_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcoesPgrPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso acoes_pgr#index
             */
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
    AcoesPgr_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcoesPgrBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcoesPgrDto"];
                };
            };
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Sem a regra de acesso acoes_pgr#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
    AcoesPgr_show: {
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
                    "application/json": components["schemas"]["AcoesPgrDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso acoes_pgr#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Ação PGR não encontrada */
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
    AcoesPgr_destroy: {
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso acoes_pgr#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Ação PGR não encontrada */
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
    AcoesPgr_update: {
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
                "application/json": components["schemas"]["AcoesPgrBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcoesPgrDto"];
                };
            };
            /**
             * @description Dados inválidos: mensagens por campo
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Sem a regra de acesso acoes_pgr#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Ação PGR não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
    Actions_index: {
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                descricao?: string;
                /** @description Filtro (texto) */
                action?: string;
                /** @description Filtro (inteiro) */
                controller_id?: number;
                /** @description Filtro (inteiro) */
                funcao_controller_id?: number;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionsPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso actions#index
             */
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
    Actions_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActionsBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionsDto"];
                };
            };
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Sem a regra de acesso actions#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
    Actions_show: {
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
                    "application/json": components["schemas"]["ActionsDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso actions#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Ação não encontrada */
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
    Actions_destroy: {
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso actions#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Ação não encontrada */
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
    Actions_update: {
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
                "application/json": components["schemas"]["ActionsBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionsDto"];
                };
            };
            /**
             * @description Dados inválidos: mensagens por campo
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Sem a regra de acesso actions#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Ação não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
    Ocorrencias_listar: {
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
                    "application/json": components["schemas"]["OcorrenciasDto"][];
                };
            };
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
    Ocorrencias_index: {
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                codigo?: number;
                /** @description Filtro (texto) */
                descricao?: string;
                /** @description Filtro (texto) */
                tipo?: string;
                /** @description Filtro (inteiro) */
                grau_risco?: number;
                /** @description Filtro (inteiro) */
                pontuacao_baixa?: number;
                /** @description Filtro (inteiro) */
                pontuacao_media?: number;
                /** @description Filtro (inteiro) */
                pontuacao_alta?: number;
                /** @description Filtro (booleano) */
                agendada?: string;
                /** @description Filtro (booleano) */
                em_viagem?: string;
                /** @description Filtro (booleano) */
                cancelada?: string;
                /** @description Filtro (booleano) */
                finalizada?: string;
                /** @description Filtro (booleano) */
                status_checklist?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                plano_contigencia?: string;
                /** @description Filtro (texto) */
                sugestao_melhoria?: string;
                /** @description Filtro (texto) */
                conseguencia?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OcorrenciasPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso ocorrencias#index
             */
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
    Ocorrencias_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OcorrenciasBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OcorrenciasDto"];
                };
            };
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Sem a regra de acesso ocorrencias#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
    Ocorrencias_show: {
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
                    "application/json": components["schemas"]["OcorrenciasDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso ocorrencias#show */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Ocorrência não encontrada */
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
    Ocorrencias_destroy: {
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso ocorrencias#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Ocorrência não encontrada */
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
    Ocorrencias_update: {
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
                "application/json": components["schemas"]["OcorrenciasBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OcorrenciasDto"];
                };
            };
            /**
             * @description Dados inválidos: mensagens por campo
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Sem a regra de acesso ocorrencias#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Ocorrência não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia */
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
    SituacaoViagem_situacoes: {
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
                    "application/json": components["schemas"]["SituacaoViagemDto"][];
                };
            };
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
            /** @description Sem a regra de acesso monitoramentos#index */
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
    SituacaoViagem_acoes: {
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                situacao_viagem?: string;
                /** @description Filtro (texto) */
                acao_pgr?: string;
                /** @description Filtro (texto) */
                tempo_execucao?: string;
                /** @description Filtro (texto) */
                tempo_tolerancia?: string;
                /** @description Filtro (booleano) */
                ativo?: string;
                /** @description Filtro (booleano) */
                acao_modifica?: string;
                /** @description Filtro (inteiro) */
                situacao_viagem_id?: number;
                /** @description Filtro (inteiro) */
                acoes_pgr_id?: number;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SituacaoAcaoPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso monitoramentos#index
             */
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
    SituacaoViagem_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SituacaoAcaoBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SituacaoAcaoDto"];
                };
            };
            /** @description Campos obrigatórios, tempos HH:mm:ss, situação ou ação PGR não encontradas */
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
            /** @description Sem a regra de acesso monitoramentos#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    SituacaoViagem_update: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SituacaoAcaoBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SituacaoAcaoDto"];
                };
            };
            /** @description id ausente, campos obrigatórios, tempos HH:mm:ss, situação ou ação PGR não encontradas */
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
            /** @description Sem a regra de acesso monitoramentos#update */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Situação não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    SituacaoViagem_destroy: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 'Situação removida com sucesso' */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description id ausente ou inválido */
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
            /** @description Sem a regra de acesso monitoramentos#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Situação não encontrada */
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
    AlertasChecklist_grid: {
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                descricao?: string;
                /** @description Filtro (inteiro) */
                periodo?: number;
                /** @description Filtro (texto) */
                sugestao?: string;
                /** @description Filtro (inteiro) */
                repeticao?: number;
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
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertaChecklistPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso check_lists#gerenciar
             */
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
    AlertasChecklist_carregar: {
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
                    "application/json": components["schemas"]["AlertaChecklistDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso check_lists#gerenciar */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Alerta não encontrado */
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
    AlertasChecklist_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertaChecklistBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertaChecklistDto"];
                };
            };
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Sem a regra de acesso check_lists#gerenciar */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    AlertasChecklist_update: {
        parameters: {
            query?: {
                id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertaChecklistBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertaChecklistDto"];
                };
            };
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Sem a regra de acesso check_lists#gerenciar */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Alerta não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    AlertasChecklist_destroy: {
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso check_lists#gerenciar */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Alerta não encontrado */
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
    Liberacoes_index: {
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                tipo?: string;
                /** @description Filtro (texto) */
                placa?: string;
                /** @description Filtro (texto) */
                nome_fantasia?: string;
                /** @description Filtro (texto) */
                cnpj?: string;
                /** @description Filtro (texto) */
                usuario_logado?: string;
                /** @description Filtro (texto) */
                usuario_liberacao?: string;
                /** @description Filtro (inteiro) */
                check_list_id?: number;
                /** @description Filtro (inteiro) */
                solicitacao_monitoramento_id?: number;
                /** @description Filtro (texto) */
                observacao?: string;
                /** @description Filtro (texto) */
                ip?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiberacoesPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso cadastros_basicos#index
             */
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
    RegrasRisco_itens: {
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
                    "application/json": components["schemas"]["ItensRegraRiscoDto"];
                };
            };
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
            /** @description Sem a regra de acesso regras_risco#index */
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
    RegrasRisco_carregar: {
        parameters: {
            query: {
                cliente_id: number;
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
                    "application/json": components["schemas"]["RegraRiscoDto"][];
                };
            };
            /** @description cliente_id ausente ('Cliente não selecionado') ou inválido */
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
            /**
             * @description 'Não há permissão': cliente fora do alcance do usuário
             *
             *     Sem a regra de acesso regras_risco#index
             */
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
    RegrasRisco_salvar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegraRiscoBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegraRiscoDto"];
                };
            };
            /** @description Campos da regra; expressão inválida em definicao nomeando o termo; cliente_id não encontrado */
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
            /**
             * @description 'Não há permissão': cliente fora do alcance do usuário
             *
             *     Sem a regra de acesso regras_risco#create
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Regra de risco não encontrada (id de outro cliente) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    RegrasRisco_index: {
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                cliente?: string;
                /** @description Filtro (texto) */
                descricao?: string;
                /** @description Filtro (texto) */
                definicao?: string;
                /** @description Filtro (inteiro) */
                pontos?: number;
                /** @description Filtro (booleano) */
                ativo?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
                /** @description Filtro (inteiro) */
                cliente_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegrasRiscoPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso regras_risco#index
             */
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
    RegrasRisco_destroy: {
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description 'Não há permissão': regra de cliente fora do alcance do usuário
             *
             *     Sem a regra de acesso regras_risco#destroy
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Regra de risco não encontrada */
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
    RegrasRisco_pontuar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PontuarBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PontuacaoDto"];
                };
            };
            /** @description cliente_id ou viagem ausentes ou inválidos */
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
            /**
             * @description 'Não há permissão': cliente fora do alcance do usuário
             *
             *     Sem a regra de acesso regras_risco#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Financeiro_pre: {
        parameters: {
            query: {
                /** @description dd/mm/aaaa; ausente → 400 {"errors":{"datas":["datas não preenchidas"]}} */
                de: string;
                /** @description dd/mm/aaaa; anterior a de → 400 */
                para: string;
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
                    "application/json": components["schemas"]["PreFaturamentoDto"];
                };
            };
            /** @description datas: 'datas não preenchidas', data inválida ou para anterior a de */
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
            /** @description Sem a regra de acesso financeiro#index */
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
    Financeiro_exportar: {
        parameters: {
            query: {
                /** @description dd/mm/aaaa; ausente → 400 {"errors":{"datas":["datas não preenchidas"]}} */
                de: string;
                /** @description dd/mm/aaaa; anterior a de → 400 */
                para: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Planilha pre_faturamento_<de>_<para>.xlsx */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description datas: 'datas não preenchidas', data inválida ou para anterior a de */
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
            /** @description Sem a regra de acesso financeiro#exportar */
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
    Financeiro_clienteValor: {
        parameters: {
            query: {
                /** @description dd/mm/aaaa; ausente → 400 {"errors":{"datas":["datas não preenchidas"]}} */
                de: string;
                /** @description dd/mm/aaaa; anterior a de → 400 */
                para: string;
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
                    "application/json": components["schemas"]["RelatorioFinanceiroDto"];
                };
            };
            /** @description datas: 'datas não preenchidas', data inválida ou para anterior a de */
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
            /** @description Sem a regra de acesso financeiro#index */
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
    Financeiro_ocorrencias: {
        parameters: {
            query: {
                /** @description dd/mm/aaaa; ausente → 400 {"errors":{"datas":["datas não preenchidas"]}} */
                de: string;
                /** @description dd/mm/aaaa; anterior a de → 400 */
                para: string;
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
                    "application/json": components["schemas"]["RelatorioFinanceiroDto"];
                };
            };
            /** @description datas: 'datas não preenchidas', data inválida ou para anterior a de */
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
            /** @description Sem a regra de acesso financeiro#index */
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
    Financeiro_checklists: {
        parameters: {
            query: {
                /** @description dd/mm/aaaa; ausente → 400 {"errors":{"datas":["datas não preenchidas"]}} */
                de: string;
                /** @description dd/mm/aaaa; anterior a de → 400 */
                para: string;
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
                    "application/json": components["schemas"]["RelatorioFinanceiroDto"];
                };
            };
            /** @description datas: 'datas não preenchidas', data inválida ou para anterior a de */
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
            /** @description Sem a regra de acesso financeiro#index */
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
    Financeiro_ligacoes: {
        parameters: {
            query: {
                /** @description dd/mm/aaaa; ausente → 400 {"errors":{"datas":["datas não preenchidas"]}} */
                de: string;
                /** @description dd/mm/aaaa; anterior a de → 400 */
                para: string;
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
                    "application/json": components["schemas"]["RelatorioFinanceiroDto"];
                };
            };
            /** @description datas: 'datas não preenchidas', data inválida ou para anterior a de */
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
            /** @description Sem a regra de acesso financeiro#index */
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
    Rotas_index: {
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                descricao?: string;
                /** @description Filtro (enum) */
                ativa?: "ATIVA" | "DESATIVADA";
                /** @description Filtro (texto) */
                cliente_razao?: string;
                /** @description Filtro (texto) */
                origem?: string;
                /** @description Filtro (texto) */
                destino?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotasPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso rotas#index
             */
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
    Rotas_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RotaBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotaSalvaDto"];
                };
            };
            /** @description ponto_origem_id: 'não pode ficar em branco' / 'Adicione a origem antes das paradas' */
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
            /** @description Sem a regra de acesso rotas#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description 'Erro no ponto X (ponto não foi encontrado para roteamento)' / '(ponto com dados incorretos)' com indice e ponto_id; roteador fora: 'verifique os dados da rota' */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroRoteamentoDto"];
                };
            };
        };
    };
    Rotas_findRotas: {
        parameters: {
            query?: {
                /** @description Do cliente informado (e os de todos os clientes) */
                cliente_id?: number;
                /** @description Parte da descrição */
                term?: string;
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
                    "application/json": components["schemas"]["RotaBuscaDto"][];
                };
            };
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
            /** @description Sem a regra de acesso rotas#index */
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
    Rotas_findPontos: {
        parameters: {
            query?: {
                /** @description Do cliente informado (e os de todos os clientes) */
                cliente_id?: number;
                /** @description Parte da descrição */
                term?: string;
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
                    "application/json": components["schemas"]["PontoBuscaDto"][];
                };
            };
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
            /** @description Sem a regra de acesso rotas#index */
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
    Rotas_tiposParadas: {
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
                    "application/json": components["schemas"]["TipoParadaDto"][];
                };
            };
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
            /** @description Sem a regra de acesso rotas#index */
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
    Rotas_tracar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TracarBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TracadoDto"];
                };
            };
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Sem a regra de acesso rotas#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description 'Erro no ponto X (ponto não foi encontrado para roteamento)' / '(ponto com dados incorretos)' com indice e ponto_id; roteador fora: 'verifique os dados da rota' */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroRoteamentoDto"];
                };
            };
        };
    };
    Rotas_show: {
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
                    "application/json": components["schemas"]["RotaDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description 'Não há permissão': rota de outro cliente
             *
             *     Sem a regra de acesso rotas#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Rota não encontrada */
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
    Rotas_destroy: {
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description 'Não há permissão': rota de outro cliente
             *
             *     Sem a regra de acesso rotas#destroy
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Rota não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description 'Rota utilizada em viagens não pode ser removida' */
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
    Rotas_update: {
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
                "application/json": components["schemas"]["RotaBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotaSalvaDto"];
                };
            };
            /**
             * @description Dados inválidos: mensagens por campo
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /**
             * @description 'Não há permissão': rota de outro cliente
             *
             *     Sem a regra de acesso rotas#update
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Rota não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description O registro foi alterado por outro usuário depois de lido (updated_at enviado é antigo) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /**
             * @description 'Erro no ponto X (ponto não foi encontrado para roteamento)' / '(ponto com dados incorretos)' com indice e ponto_id; roteador fora: 'verifique os dados da rota'
             *
             *     'Não é possível atualizar esta rota': usuário de cliente numa rota usada em viagens
             */
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
    Rotas_geojson: {
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
                    "application/json": components["schemas"]["RotaGeoJsonDto"];
                };
            };
            /** @description 'A rota está sendo processada, aguarde...' */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description 'Não há permissão': rota de outro cliente
             *
             *     Sem a regra de acesso rotas#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Rota não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description O traçado falhou: o erro do processamento */
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
    Rotas_geojsonDisponivel: {
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
                    "application/json": components["schemas"]["GeojsonDisponivelDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description 'Não há permissão': rota de outro cliente
             *
             *     Sem a regra de acesso rotas#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Rota não encontrada */
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
    Rotas_rotaUtilizada: {
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
                    "application/json": components["schemas"]["RotaUtilizadaDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description 'Não há permissão': rota de outro cliente
             *
             *     Sem a regra de acesso rotas#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Rota não encontrada */
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
    Rotas_atualizaRota: {
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
                "application/json": components["schemas"]["AtualizaRotaDto"];
            };
        };
        responses: {
            /** @description Linha gravada: 'Rota atualizada com sucesso' */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /** @description Retraçado em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemDto"];
                };
            };
            /**
             * @description geojson que não é uma LineString válida
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /**
             * @description Somente para os grupos de usuários 3, 4, 5, 6, 7
             *
             *     Sem a regra de acesso rotas#update
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Rota não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Pontos_index: {
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                descricao?: string;
                /** @description Filtro (enum) */
                tipo?: "MANUAL" | "CONTROLE";
                /** @description Filtro (texto) */
                cliente_razao?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PontosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso pontos#index
             */
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
    Pontos_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PontoBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PontoSalvoDto"];
                };
            };
            /** @description latitude/longitude fora da faixa, descrição, tipo, raio */
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
            /** @description Sem a regra de acesso pontos#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Mesmas coordenadas de outro ponto do mesmo cliente: ponto_id diz qual */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroPontoExistenteDto"];
                };
            };
        };
    };
    Pontos_verificar: {
        parameters: {
            query: {
                /** @description Cliente do ponto em edição (equipe) */
                cliente_id?: number;
                /** @description -180 a 180 */
                longitude: number;
                /** @description -90 a 90 */
                latitude: number;
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
                    "application/json": components["schemas"]["PontoVerificadoDto"];
                };
            };
            /** @description latitude/longitude ausentes ou fora da faixa */
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
            /** @description Sem a regra de acesso pontos#index */
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
    Pontos_geocodificar: {
        parameters: {
            query: {
                /** @description -180 a 180 */
                longitude: number;
                /** @description -90 a 90 */
                latitude: number;
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
                    "application/json": components["schemas"]["GeocodificadoDto"];
                };
            };
            /** @description latitude/longitude ausentes ou fora da faixa */
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
            /** @description Sem a regra de acesso pontos#index */
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
    Pontos_show: {
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
                    "application/json": components["schemas"]["PontoDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description 'Não há permissão': ponto de outro cliente
             *
             *     Sem a regra de acesso pontos#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Ponto não encontrado */
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
    Pontos_destroy: {
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description 'Não há permissão': ponto de outro cliente
             *
             *     Sem a regra de acesso pontos#destroy
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Ponto não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description 'Ponto indisponivel para remoção': uma rota usa o ponto */
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
    Pontos_update: {
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
                "application/json": components["schemas"]["PontoBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PontoSalvoDto"];
                };
            };
            /**
             * @description latitude/longitude fora da faixa, descrição, tipo, raio
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /**
             * @description 'Não há permissão': ponto de outro cliente
             *
             *     Sem a regra de acesso pontos#update
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Ponto não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description O registro foi alterado por outro usuário depois de lido (updated_at enviado é antigo) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Mesmas coordenadas de outro ponto do mesmo cliente: ponto_id diz qual */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroPontoExistenteDto"];
                };
            };
        };
    };
    Checklists_index: {
        parameters: {
            query?: {
                /** @description Só deste cliente (dentro do alcance do usuário) */
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (enum) */
                status?: "VERIFICANDO" | "EM_TESTE" | "PENDENTE" | "APROVADO" | "REPROVADO" | "MANUTENCAO" | "LIBERADO" | "CANCELADO" | "EXPIRADO";
                /** @description Filtro (texto) */
                placa?: string;
                /** @description Filtro (texto) */
                terminal?: string;
                /** @description Filtro (texto) */
                tecnologia?: string;
                /** @description Filtro (texto) */
                vinculo?: string;
                /** @description Filtro (texto) */
                cliente?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
                /** @description Filtro (texto) */
                username_add?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_validade?: string;
                /** @description Filtro (texto) */
                protocolo?: string;
                /** @description Filtro (inteiro) */
                tecnologia_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChecklistsPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso check_lists#index
             */
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
    Checklists_criar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChecklistBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChecklistCriadoDto"];
                };
            };
            /** @description Mensagens do passo 1 e 3 (spec 01 §5) */
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
            /**
             * @description Cliente fora do alcance: Não há permissão
             *
             *     Sem a regra de acesso check_lists#create
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description O CHECKLIST NÃO FOI REGISTRADO {motivo}: checklist em andamento, válido, carreta, sem vínculo, PGR de outro cliente... */
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
    Checklists_operador: {
        parameters: {
            query?: {
                /** @description Ausente: a fila (VERIFICANDO, PENDENTE, EM_TESTE); TODOS: todos os status; ou um status */
                status?: "TODOS" | "VERIFICANDO" | "EM_TESTE" | "PENDENTE" | "APROVADO" | "REPROVADO" | "MANUTENCAO" | "LIBERADO" | "CANCELADO" | "EXPIRADO";
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                placa?: string;
                /** @description Filtro (texto) */
                terminal?: string;
                /** @description Filtro (texto) */
                tecnologia?: string;
                /** @description Filtro (texto) */
                vinculo?: string;
                /** @description Filtro (texto) */
                cliente?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
                /** @description Filtro (texto) */
                username_add?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_validade?: string;
                /** @description Filtro (texto) */
                protocolo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChecklistsPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso check_lists#operador
             */
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
    Checklists_emProcessamentoRapido: {
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
                    "application/json": components["schemas"]["ExpressoDto"][];
                };
            };
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
            /** @description Só para os grupos 3, 4, 6 e 7 */
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
    Checklists_itensStatusCancelados: {
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
                    "application/json": {
                        itens_status_cancelados?: string[];
                    };
                };
            };
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
    Checklists_findPlaca: {
        parameters: {
            query: {
                veiculo_id: number;
                pgr_cliente_id?: number;
                cliente_id: number;
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
                    "application/json": components["schemas"]["VerificacaoDto"];
                };
            };
            /** @description cliente_id ou veiculo_id ausente ou inválido */
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
            /**
             * @description Cliente fora do alcance: Não há permissão
             *
             *     Sem a regra de acesso check_lists#create
             */
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
    Checklists_pgrFind: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    "application/json": components["schemas"]["PgrFindDto"][];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description Cliente fora do alcance: Não há permissão
             *
             *     Sem a regra de acesso check_lists#create
             */
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
    Checklists_operacoes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperacoesDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperacoesDisponiveisDto"];
                };
            };
            /** @description Dados inválidos: mensagens por campo */
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
            /**
             * @description Cliente fora do alcance: Não há permissão
             *
             *     Sem a regra de acesso check_lists#create
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Cliente não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Checklists_historicoProblemas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    "application/json": components["schemas"]["ProblemaVeiculoDto"][];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso check_lists#show */
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
    Checklists_tratamento: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TratamentoBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusAlteradoDto"];
                };
            };
            /** @description Item sem marca ou de outro checklist */
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
            /** @description Sem a regra de acesso check_lists#operador */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist alterado por outro usuário, ou assumido por outro operador */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Status que não permite o resultado: Erro ao atualizar o status do checklist! */
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
    Checklists_pendencias: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PendenciaDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusAlteradoDto"];
                };
            };
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Sem a regra de acesso check_lists#operador */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist assumido por outro operador */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Erro em pendência! */
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
    Checklists_cancelar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelarDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusAlteradoDto"];
                };
            };
            /** @description Dados inválidos: mensagens por campo */
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
            /**
             * @description Checklist de outro cliente: Não há permissão
             *
             *     Sem a regra de acesso check_lists#cancelar
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Não é possível cancelar um checklist finalizado */
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
    Checklists_liberar: {
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
                "application/json": components["schemas"]["LiberarDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusAlteradoDto"];
                };
            };
            /**
             * @description Informe o usuário e a senha do operador; tempo de 1 a 30 dias
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /**
             * @description Checklist de outro cliente: Não há permissão
             *
             *     Sem a regra de acesso check_lists#liberar
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Usuário ou senha do autorizador inválidos (tentativa registrada); autorizador fora da equipe; status que não permite */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Muitas senhas erradas do autorizador por este endereço: o limite do login */
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
    Checklists_validadeLiberacao: {
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
                    "application/json": components["schemas"]["ValidadeDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description Checklist de outro cliente: Não há permissão
             *
             *     Sem a regra de acesso check_lists#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
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
    Checklists_status: {
        parameters: {
            query: {
                tipo: "SE" | "ESC" | "EC";
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
                    "application/json": components["schemas"]["StatusAlteradoDto"];
                };
            };
            /**
             * @description tipo deve ser SE, ESC ou EC
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /** @description Sem a regra de acesso check_lists#operador */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Outro operador assumiu o checklist */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Erro ao atualizar o status do checklist! */
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
    Checklists_emTeste: {
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
                    "application/json": components["schemas"]["EmTesteDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description Checklist de outro cliente: Não há permissão
             *
             *     Sem a regra de acesso check_lists#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
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
    Checklists_visualizar: {
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
                    "application/json": components["schemas"]["ChecklistVisualizarDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description Checklist de outro cliente: Não há permissão
             *
             *     Sem a regra de acesso check_lists#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
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
    Checklists_listar: {
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
                    "application/json": components["schemas"]["ItemChecklistDto"][];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description Checklist de outro cliente: Não há permissão
             *
             *     Sem a regra de acesso check_lists#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
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
    Checklists_mostrar: {
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
                    "application/json": components["schemas"]["ChecklistDetalheDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description Checklist de outro cliente: Não há permissão
             *
             *     Sem a regra de acesso check_lists#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
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
    Checklists_editar: {
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
                "application/json": components["schemas"]["PatchChecklistDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusAlteradoDto"];
                };
            };
            /**
             * @description Informe check_list ou monitorando_preteste; campos do pedido
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /**
             * @description Checklist de outro cliente: Não há permissão
             *
             *     Sem a regra de acesso check_lists#update
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description O registro foi alterado por outro usuário depois de lido (updated_at enviado é antigo) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description NÃO É POSSÍVEL EDITAR O CHECKLIST; pré-teste fora de VERIFICANDO, PENDENTE ou EM_TESTE */
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
    Checklists_reutilizar: {
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
                "application/json": components["schemas"]["ReutilizarDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChecklistCriadoDto"];
                };
            };
            /**
             * @description Dados inválidos: mensagens por campo
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /**
             * @description Cliente fora do alcance: Não há permissão
             *
             *     Sem a regra de acesso check_lists#create
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description NÃO FOI POSSIVEL REUTILIZAR CHECKLIST! */
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
    Checklists_ocultar: {
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description Checklist de outro cliente: Não há permissão
             *
             *     Sem a regra de acesso check_lists#update
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description NÃO FOI POSSIVEL OCULTAR CHECKLIST! */
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
    Checklists_iniciaTesteOnline: {
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
                    "application/json": components["schemas"]["StatusAlteradoDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso check_lists#operador */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Não foi possível iniciar o checklist; Erro ao liberar Checklist para teste automático (tecnologia) */
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
    Checklists_analise: {
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
                    "application/json": components["schemas"]["AnaliseDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description Checklist de outro cliente: Não há permissão
             *
             *     Sem a regra de acesso check_lists#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Não foi possivel iniciar a analise (teste automático não iniciado) */
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
    Checklists_filaExpressa: {
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description Checklist de outro cliente: Não há permissão
             *
             *     Sem a regra de acesso check_lists#update
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Cliente não possui a operação de fila expressa; status que não permite */
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
    Checklists_solicitarReteste: {
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
                    "application/json": components["schemas"]["StatusAlteradoDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description Checklist de outro cliente: Não há permissão
             *
             *     Sem a regra de acesso check_lists#update
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Cliente sem a operação de reteste; depois de 72 h; status diferente de REPROVADO */
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
    Checklists_retestePendente: {
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
                    "application/json": components["schemas"]["RetestePendenteDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description Checklist de outro cliente: Não há permissão
             *
             *     Sem a regra de acesso check_lists#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
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
    Checklists_fechar: {
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
                    "application/json": components["schemas"]["StatusAlteradoDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso check_lists#operador */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist assumido por outro operador (só o gestor solta o de outro) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist finalizado: não há teste a fechar */
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
    Checklists_atualizarDataEmTesteOnline: {
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
                    "application/json": components["schemas"]["StatusAlteradoDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso check_lists#operador */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Erro ao liberar Checklist para teste automático; Teste automático já iniciado */
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
    Checklists_retesteRealizado: {
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
                    "application/json": components["schemas"]["StatusAlteradoDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso check_lists#operador */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Não há reteste pendente neste checklist; checklist finalizado */
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
    Checklists_itensPreTeste: {
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
                    "application/json": components["schemas"]["PreTesteDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description Checklist de outro cliente: Não há permissão
             *
             *     Sem a regra de acesso check_lists#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
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
    Checklists_bloqueioSirene: {
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
                    "application/json": components["schemas"]["ComandosPreTesteDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso check_lists#operador */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Não foi possivel realizar o bloqueio ou ligar a sirene (sem terminal); checklist finalizado */
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
    Checklists_pretesteUsado: {
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
                    "application/json": components["schemas"]["StatusAlteradoDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso check_lists#operador */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Checklist não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description O pré-teste só vale antes do resultado do checklist */
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
    Checklists_tecnologiaDoVeiculo: {
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
                    "application/json": components["schemas"]["TecnologiaVeiculoDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description Veículo sem vínculo com o cliente do usuário: Não há permissão
             *
             *     Sem a regra de acesso check_lists#create
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Veículo não encontrado */
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
    Checklists_vinculoSalvar: {
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
            /** @description "Tipo vínculo: não pode ser vazio" e outros campos */
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
            /**
             * @description Cliente fora do alcance: Não há permissão
             *
             *     Sem a regra de acesso veiculos#update
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Cliente ou veículo não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
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
    EmbarcadorChecklists_lista: {
        parameters: {
            query?: {
                /** @description Só deste cliente (dentro do alcance do usuário) */
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (enum) */
                status?: "VERIFICANDO" | "EM_TESTE" | "PENDENTE" | "APROVADO" | "REPROVADO" | "MANUTENCAO" | "LIBERADO" | "CANCELADO" | "EXPIRADO";
                /** @description Filtro (texto) */
                placa?: string;
                /** @description Filtro (texto) */
                terminal?: string;
                /** @description Filtro (texto) */
                tecnologia?: string;
                /** @description Filtro (texto) */
                vinculo?: string;
                /** @description Filtro (texto) */
                cliente?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
                /** @description Filtro (texto) */
                username_add?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_validade?: string;
                /** @description Filtro (texto) */
                protocolo?: string;
                /** @description Filtro (inteiro) */
                tecnologia_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChecklistsPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso check_lists#index
             */
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
    Registro_index: {
        parameters: {
            query?: {
                /** @description Só deste cliente (dentro do alcance do usuário) */
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                protocolo?: string;
                /** @description Filtro (enum) */
                status?: "ACORDO" | "RETIFICADO" | "REQUER ATENÇÃO" | "RENOVAÇÃO" | "CANCELADO";
                /** @description Filtro (enum) */
                criterio?: "AUTONOMO" | "FROTA" | "AGREGADO" | "INDIVIDUAL" | "EMPRESA" | "VEICULO";
                /** @description Filtro (texto) */
                cliente?: string;
                /** @description Filtro (texto) */
                documento?: string;
                /** @description Filtro (texto) */
                placa?: string;
                /** @description Filtro (texto) */
                usuario?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                validade?: string;
                /** @description Filtro (texto) */
                fonte?: string;
                /** @description Filtro (booleano) */
                is_pesquisa_conjunto?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso cadastro_consulta#index
             */
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
    Registro_politicas: {
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
                    "application/json": components["schemas"]["PoliticaDto"][];
                };
            };
            /** @description Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo */
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
    Registro_consultarDocumentos: {
        parameters: {
            query: {
                /** @description Pode repetir */
                placa?: string[];
                /** @description Pode repetir */
                cnpj?: string[];
                /** @description Pode repetir */
                cpf?: string[];
                politica: number;
                cliente_id: number;
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
                    "application/json": components["schemas"]["ConsultaDocumentosDto"];
                };
            };
            /** @description Documento ou placa inválidos, política desconhecida */
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
            /**
             * @description Cliente fora do alcance do usuário
             *
             *     Sem a regra de acesso cadastro_consulta#create
             */
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
    Registro_verificar: {
        parameters: {
            query: {
                criterio?: "AUTONOMO" | "FROTA" | "AGREGADO" | "INDIVIDUAL" | "EMPRESA" | "VEICULO";
                /** @description CPF, CNPJ ou placa */
                filtro: string;
                cliente_id: number;
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
                    "application/json": components["schemas"]["VigenteDto"];
                };
            };
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Sem a regra de acesso cadastro_consulta#index */
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
    Registro_buscar: {
        parameters: {
            query: {
                filtro: string;
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
                    "application/json": components["schemas"]["RegistroBuscaDto"][];
                };
            };
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Sem a regra de acesso cadastro_consulta#index */
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
    Registro_funcionarios: {
        parameters: {
            query: {
                funcionario: string;
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
                    "application/json": components["schemas"]["FuncionarioCadastroDto"][];
                };
            };
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Sem a regra de acesso cadastro_consulta#create */
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
    Registro_clientes: {
        parameters: {
            query: {
                cnpj: string;
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
                    "application/json": components["schemas"]["ClienteCadastroDto"][];
                };
            };
            /** @description Dados inválidos: mensagens por campo */
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
            /** @description Sem a regra de acesso cadastro_consulta#create */
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
    Registro_renovacao: {
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                registro_id?: number;
                /** @description Filtro (texto) */
                protocolo?: string;
                /** @description Filtro (texto) */
                cliente?: string;
                /** @description Filtro (enum) */
                criterio?: "AUTONOMO" | "FROTA" | "AGREGADO" | "INDIVIDUAL" | "EMPRESA" | "VEICULO";
                /** @description Filtro (enum) */
                tipo_registro?: "MOTORISTA" | "VEICULO" | "PROPRIETARIO" | "EMPRESA";
                /** @description Filtro (texto) */
                documento?: string;
                /** @description Filtro (texto) */
                placa?: string;
                /** @description Filtro (texto) */
                nome?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                validade?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RenovacaoPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso cadastro_consulta#index
             */
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
    Registro_renovar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RenovacaoBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RenovadoDto"];
                };
            };
            /** @description Lista mal formada */
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
            /**
             * @description Registro de outro cliente
             *
             *     Sem a regra de acesso cadastro_consulta#create
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description 'NÃO HÁ REGISTROS SELECIONADOS, À SEREM RENOVADOS', registro removido ou já renovado */
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
    Registro_situacao: {
        parameters: {
            query: {
                /** @description aaaa-mm-dd (padrão: agora) */
                data?: string;
                veiculo_id?: number;
                motorista_id?: number;
                cliente_id: number;
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
                    "application/json": components["schemas"]["SituacaoCadastralDto"];
                };
            };
            /** @description Dados inválidos: mensagens por campo */
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
            /**
             * @description Cliente fora do alcance do usuário
             *
             *     Sem a regra de acesso cadastro_consulta#index
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Motorista ou veículo não encontrado */
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
    Registro_criar: {
        parameters: {
            query?: {
                /** @description Sim (true) faz uma nova pesquisa mesmo havendo uma válida */
                is_nova_pesquisa?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistroBodyDto"];
            };
        };
        responses: {
            /** @description Consulta vigente mantida (reaproveitado) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistroCriadoDto"];
                };
            };
            /** @description Consulta registrada */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistroCriadoDto"];
                };
            };
            /** @description Mensagens da §5: 'CPF DO PROPRIETÁRIO INVÁLIDO', 'CNPJ INFORMADO INVÁLIDO', 'PREENCHA TODOS OS CAMPOS OBRIGATÓRIOS', sexto veículo ou proprietário */
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
            /**
             * @description Cliente fora do alcance do usuário
             *
             *     Sem a regra de acesso cadastro_consulta#create
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Registro_protocolo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProtocoloBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProtocoloCriadoDto"];
                };
            };
            /** @description 'Adicione um veiculo ou motorista para vincular ao protocolo', fonte, validade, política */
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
            /**
             * @description Cliente, motorista ou veículo fora do alcance do usuário
             *
             *     Sem a regra de acesso cadastro_consulta#create
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Protocolo já registrado */
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
    Registro_verProtocolo: {
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
                    "application/json": components["schemas"]["ProtocoloDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description Registro de outro cliente
             *
             *     Sem a regra de acesso cadastro_consulta#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Registro não encontrado */
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
    Registro_simples: {
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
                    "application/json": components["schemas"]["RegistroSimplesDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description Registro de outro cliente
             *
             *     Sem a regra de acesso cadastro_consulta#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Registro não encontrado */
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
    Registro_detalhe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                /** @description Chave do registro (32 hexadecimais) */
                hash: string;
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
                    "application/json": components["schemas"]["RegistroDetalheDto"];
                };
            };
            /**
             * @description hash inválido
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /**
             * @description Registro de outro cliente
             *
             *     Sem a regra de acesso cadastro_consulta#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Registro não encontrado */
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
    Registro_analisar: {
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
                "application/json": components["schemas"]["AnaliseBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnaliseFeitaDto"];
                };
            };
            /**
             * @description Item, observação ou anexo inválido (tipo, tamanho, conteúdo): nada é gravado
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /**
             * @description Análise só pela equipe de cadastro; registro de outro cliente
             *
             *     Sem a regra de acesso cadastro_consulta#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Registro não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 12 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Registro cancelado não pode ser analisado */
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
    Registro_anexo: {
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
            /** @description O arquivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "application/pdf": string;
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description Registro de outro cliente
             *
             *     Sem a regra de acesso cadastro_consulta#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Anexo não encontrado */
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
    Registro_corrigir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Hash do item */
                hash: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CorrecaoBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorrecaoFeitaDto"];
                };
            };
            /** @description Dados inválidos: mensagens por campo */
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
            /**
             * @description Só a equipe de cadastro; registro de outro cliente
             *
             *     Sem a regra de acesso cadastro_consulta#update
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Registro não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
        };
    };
    Registro_pdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                /** @description Chave do registro */
                hash: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description protocolo_<número>.pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /**
             * @description hash inválido
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /**
             * @description Registro de outro cliente
             *
             *     Sem a regra de acesso cadastro_consulta#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Registro não encontrado */
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
    Registro_doMotorista: {
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
                    "application/json": components["schemas"]["ItemDoAlvoDto"][];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso cadastro_consulta#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Motorista não encontrado */
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
    Registro_doVeiculo: {
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
                    "application/json": components["schemas"]["ItemDoAlvoDto"][];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso cadastro_consulta#index */
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
    Registro_remover: {
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
                    "application/json": {
                        /** @example Protocolo removido com sucesso */
                        message: string;
                    };
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description Só os grupos 3 e 4; registro de outro cliente
             *
             *     Sem a regra de acesso cadastro_consulta#destroy
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Registro não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Protocolo já removido */
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
    Blacklist_list: {
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (enum) */
                tipo_documento?: "PF" | "PJ";
                /** @description Filtro (enum) */
                tipo_registro?: "MOTORISTA_EMPRESA" | "VEÍCULO";
                /** @description Filtro (texto) */
                documento?: string;
                /** @description Filtro (texto) */
                nome?: string;
                /** @description Filtro (texto) */
                placa?: string;
                /** @description Filtro (texto) */
                motivo?: string;
                /** @description Filtro (texto) */
                usuario_que_cadastrou?: string;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data_cadastro?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlacklistPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso blacklist#index
             */
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
    Blacklist_verificar: {
        parameters: {
            query?: {
                placa?: string;
                /** @description CPF ou CNPJ, com ou sem máscara */
                documento?: string;
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
                    "application/json": components["schemas"]["VerificacaoBlacklistDto"];
                };
            };
            /** @description Nem documento nem placa; CPF/CNPJ ou placa inválidos */
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
            /** @description Sem a regra de acesso blacklist#show */
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
    Blacklist_findRegistros: {
        parameters: {
            query?: {
                /** @description Documento (com ou sem máscara), placa ou parte do nome */
                filtro?: string;
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
                    "application/json": components["schemas"]["BlacklistLinhaDto"][];
                };
            };
            /** @description filtro repetido ou que não é texto */
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
            /** @description Sem a regra de acesso blacklist#index */
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
    Blacklist_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlacklistBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlacklistCriadaDto"];
                };
            };
            /** @description CPF/CNPJ inválido, placa fora de veículo ou inválida, nome ou motivo vazios */
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
            /** @description Sem a regra de acesso blacklist#create */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Documento já consta na blacklist; a placa já consta na blacklist */
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
    Blacklist_remover: {
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso blacklist#destroy */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Registro não encontrado na blacklist */
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
    Configuracoes_index: {
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (inteiro) */
                cliente_id?: number;
                /** @description Filtro (texto) */
                razao_social?: string;
                /** @description Filtro (enum) */
                criterio?: "AUTONOMO" | "FROTA" | "AGREGADO" | "INDIVIDUAL" | "EMPRESA" | "VEICULO";
                /** @description Filtro (enum) */
                validade_em_dias?: "90" | "180" | "365";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfiguracoesPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso cadastro_consulta#index
             */
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
    Configuracoes_criar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfiguracaoBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfiguracaoSalvaDto"];
                };
            };
            /** @description Cliente ausente ou inexistente, critério fora de AUTONOMO, FROTA, AGREGADO, INDIVIDUAL, EMPRESA, VEICULO, validade fora de 90, 180, 365 */
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
            /**
             * @description Somente a equipe da gerenciadora altera as configurações
             *
             *     Sem a regra de acesso cadastro_consulta#update
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description O cliente já tem uma configuração para o critério */
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
    Configuracoes_buscar: {
        parameters: {
            query?: {
                /** @description Parte do nome ou do CNPJ do cliente, ou o critério */
                filtro?: string;
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
                    "application/json": components["schemas"]["ConfiguracoesListaDto"];
                };
            };
            /** @description filtro repetido ou que não é texto */
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
            /** @description Sem a regra de acesso cadastro_consulta#index */
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
    Configuracoes_show: {
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
                    "application/json": components["schemas"]["ConfiguracaoDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description Configuração de outro cliente: Não há permissão
             *
             *     Sem a regra de acesso cadastro_consulta#show
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Configuração não encontrada */
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
    Configuracoes_alterar: {
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
                "application/json": components["schemas"]["ConfiguracaoBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfiguracaoSalvaDto"];
                };
            };
            /**
             * @description O cliente não pode ser alterado; critério ou validade fora da lista
             *
             *     Id inválido: deve ser um número inteiro positivo
             */
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
            /**
             * @description Somente a equipe da gerenciadora altera as configurações
             *
             *     Sem a regra de acesso cadastro_consulta#update
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Configuração não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description O cliente já tem outra configuração para o critério */
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
    Configuracoes_remover: {
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
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /**
             * @description Somente a equipe da gerenciadora altera as configurações
             *
             *     Sem a regra de acesso cadastro_consulta#update
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Configuração não encontrada */
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
    Lgpd_historico: {
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Período dd/mm/aaaa - dd/mm/aaaa */
                data?: string;
                /** @description Filtro (enum) */
                operacao?: "CONSULTA" | "RENOVACAO" | "ANALISE" | "PROTOCOLO_EXTERNO" | "BLACKLIST_INCLUSAO" | "BLACKLIST_REMOCAO" | "EXPORTACAO";
                /** @description Filtro (texto) */
                finalidade?: string;
                /** @description Filtro (texto) */
                base_legal?: string;
                /** @description Filtro (inteiro) */
                registro_id?: number;
                /** @description Filtro (texto) */
                cliente?: string;
                /** @description Filtro (texto) */
                usuario?: string;
            };
            header?: never;
            path: {
                /** @description CPF (11 dígitos) ou CNPJ (14), com ou sem máscara */
                documento: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TratamentosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /**
             * @description CPF ou CNPJ inválido
             *
             *     Parâmetro de grid inválido ou coluna desconhecida
             */
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
            /**
             * @description formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso lgpd#index
             */
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
    Lgpd_exportar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description CPF (11 dígitos) ou CNPJ (14), com ou sem máscara */
                documento: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Disposition: attachment; titular-{documento}.json */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TitularExportadoDto"];
                };
            };
            /** @description CPF ou CNPJ inválido */
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
            /** @description Sem a regra de acesso lgpd#exportar_titular */
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
    Relatorios_index: {
        parameters: {
            query: {
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
                /** @description Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela */
                colunas?: string;
                /** @description Filtro (inteiro) */
                id?: number;
                /** @description Filtro (texto) */
                protocolo?: string;
                /** @description Filtro (texto) */
                razao_social?: string;
                /** @description Filtro (texto) */
                cnpj?: string;
                /** @description Filtro (enum) */
                tipo_registro?: "MOTORISTA" | "VEICULO" | "PROPRIETARIO" | "EMPRESA";
                /** @description Filtro (texto) */
                documento?: string;
                /** @description Filtro (texto) */
                nome?: string;
                /** @description Filtro (texto) */
                placa?: string;
                /** @description Filtro (texto) */
                usuario?: string;
                /** @description Filtro (inteiro) */
                registro_id?: number;
                /** @description Padrão TODOS */
                bloqueio?: "TODOS" | "BLOQUEADO" | "NÃO BLOQUEADO";
                /** @description Padrão TODOS */
                laudo?: "TODOS" | "ACORDO" | "DESACORDO";
                /** @description dd/mm/aaaa: fim do intervalo */
                data_fim?: string;
                /** @description dd/mm/aaaa: início do intervalo, ou a data de validade */
                data_inicio?: string;
                /** @description Período da data do registro; INFORMAR_DATA_VALIDADE: itens que vencem em data_inicio */
                periodo: "MES_ATUAL" | "ULTIMO_DEZ_DIAS" | "ULTIMO_TRES_MESES" | "ULTIMO_SEIS_MESES" | "ANO_ATUAL" | "ANO_ANTERIOR" | "SELECIONAR_INTERVALO_DATA" | "INFORMAR_DATA_VALIDADE";
                is_todos_parametros?: "true" | "false";
                /** @description Critério (obrigatório sem is_todos_parametros) */
                parametro?: "AUTONOMO" | "FROTA" | "AGREGADO" | "INDIVIDUAL" | "EMPRESA" | "VEICULO";
                /** @description Todos os clientes do alcance do usuário */
                is_todos_clientes?: "true" | "false";
                /** @description Cliente (obrigatório sem is_todos_clientes; usuário de cliente: o próprio) */
                cliente_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelatoriosPageDto"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Parâmetro de grid inválido ou coluna desconhecida */
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
            /**
             * @description Cliente fora do alcance do usuário: Não há permissão
             *
             *     formato=xlsx: exportação só para a equipe da gerenciadora (grupos 3, 4, 5, 6, 7)
             *
             *     Sem a regra de acesso cadastro_consulta#index
             */
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
    Relatorios_exportar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportarRelatorioDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportacaoCriadaDto"];
                };
            };
            /** @description Filtro inválido: formato ausente ou desconhecido, intervalo ou data de validade faltando, cliente ou parâmetro não selecionado */
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
            /**
             * @description Cliente fora do alcance do usuário: Não há permissão
             *
             *     Sem a regra de acesso cadastro_consulta#index
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo acima de 1mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Corpo que não é JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Relatório grande demais para o formato (PDF até 5.000 linhas, Excel até 100.000) */
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
    Relatorios_exportacao: {
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
                    "application/json": components["schemas"]["ExportacaoDto"];
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso cadastro_consulta#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Relatório não encontrado (ou pedido por outro usuário) */
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
    Relatorios_arquivo: {
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
            /** @description O arquivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/pdf": string;
                };
            };
            /** @description Id inválido: deve ser um número inteiro positivo */
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
            /** @description Sem a regra de acesso cadastro_consulta#index */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description Relatório não encontrado (ou pedido por outro usuário) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDto"];
                };
            };
            /** @description O relatório ainda está sendo gerado, ou falhou */
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
}
