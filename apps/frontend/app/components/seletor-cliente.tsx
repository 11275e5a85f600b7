import { type Escolhido, Seletor } from '~/components/seletor';

export type ClienteEscolhido = Escolhido;

/**
 * Client picker (GET /api/clientes/find_cliente through the kit's picker): single (cliente_id)
 * or multiple (clientes_gerenciados). `fixo` shows a client user's own client, not changeable.
 */
export function SeletorCliente(props: {
  nome: string;
  rotulo: string;
  multiplo?: boolean;
  inicial?: ClienteEscolhido[];
  aliases?: readonly string[];
  obrigatorio?: boolean;
  fixo?: ClienteEscolhido | null;
  onEscolher?: (c: { id: number; rotulo: string } | null) => void;
  fonte?: 'clientes' | 'corretores' | 'seguradores' | 'embarcadores';
  className?: string;
}) {
  const { fonte = 'clientes', ...resto } = props;
  return <Seletor {...resto} fonte={fonte} placeholder="Digite ao menos 2 letras do nome ou o CNPJ" erroSemEscolha="Escolha um cliente da lista" />;
}
