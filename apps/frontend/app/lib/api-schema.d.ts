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
    "/api/clientes/find_cliente": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Busca clientes por nome ou CNPJ (até 30) */
        get: operations["Clientes_find"];
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
        ClienteBuscaDto: {
            id: number;
            nome: string;
            cnpj: string | null;
            /** @enum {string} */
            tipo: "EMBARCADOR" | "TRANSPORTADOR" | "SEGURADOR" | "CORRETOR";
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
    Clientes_find: {
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
}
