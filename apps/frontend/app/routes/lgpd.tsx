import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';

export const meta: MetaFunction = () => [{ title: 'Privacidade e LGPD · GR' }];

/** Privacy page about drivers' personal data, reachable without a session (spec 03 §2). */
export default function Lgpd() {
  return (
    <main className="pagina-solta">
      <article className="painel texto-longo" aria-labelledby="titulo-lgpd">
        <p className="marca marca-grande">
          GR <span>Gerenciamento de Risco</span>
        </p>
        <h1 id="titulo-lgpd">Privacidade e proteção de dados pessoais (LGPD)</h1>
        <p>
          Esta página explica como a gerenciadora de risco trata os dados pessoais de motoristas, ajudantes e proprietários de
          veículos, conforme a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018).
        </p>

        <h2>Quais dados tratamos</h2>
        <ul>
          <li>Identificação: nome, CPF, RG, data de nascimento, filiação e fotografia.</li>
          <li>Habilitação: número, categoria e validade da CNH.</li>
          <li>Contato e endereço: telefones, e-mail, endereço e CEP.</li>
          <li>Dados da viagem: placas dos veículos, rotas, posições do rastreador, horários e ocorrências registradas.</li>
          <li>Resultados de consultas cadastrais (cadastro e consulta), com protocolo, validade e parecer.</li>
        </ul>

        <h2>Para que usamos</h2>
        <ul>
          <li>Analisar o perfil de risco antes do transporte de cargas, como exigido pelas apólices de seguro.</li>
          <li>Monitorar as viagens, acionar pronta resposta e apoiar o motorista em caso de incidente.</li>
          <li>Prevenir fraudes e roubos de cargas e cumprir obrigações legais e contratuais.</li>
        </ul>

        <h2>Bases legais</h2>
        <p>
          O tratamento se apoia na execução de contrato com transportadoras e embarcadores, no cumprimento de obrigação legal ou
          regulatória, no exercício regular de direitos, na proteção da vida e da incolumidade física e no legítimo interesse de
          prevenção de fraudes e de proteção da carga (art. 7º da LGPD).
        </p>

        <h2>Com quem compartilhamos</h2>
        <p>
          Somente com quem precisa dos dados para as finalidades acima: o cliente contratante da viagem, a seguradora e a corretora
          da apólice, as empresas de tecnologia de rastreamento e as equipes de pronta resposta, além de autoridades quando exigido
          por lei.
        </p>

        <h2>Por quanto tempo guardamos</h2>
        <p>
          Pelo tempo necessário às finalidades, à validade das consultas e aos prazos legais de guarda. Depois disso os dados são
          eliminados ou anonimizados.
        </p>

        <h2>Seus direitos</h2>
        <p>
          O titular pode pedir confirmação do tratamento, acesso, correção, anonimização, portabilidade, informação sobre
          compartilhamento e eliminação dos dados, nos termos do art. 18 da LGPD, por meio dos canais de atendimento da
          gerenciadora de risco ou da empresa que contratou a consulta.
        </p>

        <h2>Segurança</h2>
        <p>
          O acesso ao sistema é individual, protegido por senha e limitado pelas regras de acesso de cada usuário; as operações
          relevantes ficam registradas.
        </p>

        <p>
          <Link to="/login">Ir para a tela de login</Link>
        </p>
      </article>
    </main>
  );
}
