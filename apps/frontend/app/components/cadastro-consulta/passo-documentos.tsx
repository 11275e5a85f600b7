import { Campo, Selecao } from '~/components/form';
import { type FormCadastro, type Passo, proprietarioVazio, veiculoVazio } from '~/lib/cadastro-consulta';
import { TIPOS_PROPRIETARIO, UFS } from './nova-consulta';

/** A document step of /novo: the driver, the company, a vehicle and its owner, or an extra owner. */
export function PassoDocumentos({
  p,
  oculto,
  form,
  errosDe,
  setMotorista,
  setEmpresa,
  setVeiculo,
  setProprietario,
  aoSair,
}: {
  p: Passo & { posicao: number };
  oculto: boolean;
  form: FormCadastro;
  errosDe: (k: string) => string[] | undefined;
  setMotorista: (m: Partial<FormCadastro['motorista']>) => void;
  setEmpresa: (m: Partial<FormCadastro['empresa']>) => void;
  setVeiculo: (i: number, m: Partial<FormCadastro['veiculos'][number]>) => void;
  setProprietario: (i: number, m: Partial<FormCadastro['proprietarios'][number]>) => void;
  aoSair: (p: Passo) => () => void;
}) {
  const titulo = `${p.posicao + 1}. ${p.titulo}`;
  if (p.tipo === 'motorista') {
    const m = form.motorista;
    return (
      <fieldset className="secao" hidden={oculto}>
        <legend>{titulo}</legend>
        <ErrosGerais erros={errosDe('motorista')} />
        <Campo nome="motorista.cpf" rotulo="CPF" required mascara="cpf" placeholder="999.999.999-99" value={m.cpf} onChange={(e) => setMotorista({ cpf: e.target.value })} onBlur={aoSair(p)} erros={errosDe('motorista.cpf')} />
        <Campo nome="motorista.nome" rotulo="Nome" required className="largura-dupla" maxLength={150} value={m.nome} onChange={(e) => setMotorista({ nome: e.target.value.toUpperCase() })} erros={errosDe('motorista.nome')} />
        <Campo nome="motorista.rg" rotulo="RG" maxLength={20} value={m.rg} onChange={(e) => setMotorista({ rg: e.target.value })} erros={errosDe('motorista.rg')} />
        <Selecao nome="motorista.rg_uf" rotulo="UF do RG" value={m.rg_uf} onChange={(e) => setMotorista({ rg_uf: e.target.value })} opcoes={UFS} erros={errosDe('motorista.rg_uf')} />
        <Campo nome="motorista.cnh" rotulo="CNH (registro)" mascara="cnh" placeholder="11 dígitos" value={m.cnh} onChange={(e) => setMotorista({ cnh: e.target.value })} erros={errosDe('motorista.cnh')} />
        <Campo nome="motorista.fone1" rotulo="Telefone 1" mascara="telefone" placeholder="(99)99999-9999" value={m.fone1} onChange={(e) => setMotorista({ fone1: e.target.value })} erros={errosDe('motorista.fone1')} />
        <Campo nome="motorista.fone2" rotulo="Telefone 2" mascara="telefone" placeholder="(99)99999-9999" value={m.fone2} onChange={(e) => setMotorista({ fone2: e.target.value })} erros={errosDe('motorista.fone2')} />
        <Campo nome="motorista.cep" rotulo="CEP" mascara="cep" placeholder="99999-999" value={m.cep} onChange={(e) => setMotorista({ cep: e.target.value })} erros={errosDe('motorista.cep')} />
      </fieldset>
    );
  }
  if (p.tipo === 'empresa') {
    const e = form.empresa;
    return (
      <fieldset className="secao" hidden={oculto}>
        <legend>{titulo}</legend>
        <ErrosGerais erros={errosDe('empresa')} />
        <Campo nome="empresa.cnpj" rotulo="CNPJ" required mascara="cnpj" placeholder="99.999.999/9999-99" value={e.cnpj} onChange={(ev) => setEmpresa({ cnpj: ev.target.value })} onBlur={aoSair(p)} erros={errosDe('empresa.cnpj')} />
        <Campo nome="empresa.razao_social" rotulo="Razão social" required className="largura-dupla" maxLength={150} value={e.razao_social} onChange={(ev) => setEmpresa({ razao_social: ev.target.value.toUpperCase() })} erros={errosDe('empresa.razao_social')} />
        <Campo nome="empresa.fone1" rotulo="Telefone" mascara="telefone" placeholder="(99)99999-9999" value={e.fone1} onChange={(ev) => setEmpresa({ fone1: ev.target.value })} erros={errosDe('empresa.fone1')} />
        <Campo nome="empresa.cep" rotulo="CEP" mascara="cep" placeholder="99999-999" value={e.cep} onChange={(ev) => setEmpresa({ cep: ev.target.value })} erros={errosDe('empresa.cep')} />
      </fieldset>
    );
  }
  if (p.tipo === 'veiculo') {
    const v = form.veiculos[p.indice] ?? veiculoVazio();
    const k = p.chave;
    return (
      <fieldset className="secao" hidden={oculto}>
        <legend>{titulo}</legend>
        <ErrosGerais erros={p.indice === 0 ? errosDe('veiculos') : undefined} />
        <Campo nome={`${k}.placa`} rotulo="Placa" required mascara="placa" placeholder="AAA-9999 ou AAA9A99" value={v.placa} onChange={(e) => setVeiculo(p.indice, { placa: e.target.value })} onBlur={aoSair(p)} erros={errosDe(`${k}.placa`)} />
        <Campo nome={`${k}.renavan`} rotulo="Renavam" mascara="renavam" placeholder="11 dígitos" value={v.renavan} onChange={(e) => setVeiculo(p.indice, { renavan: e.target.value })} erros={errosDe(`${k}.renavan`)} />
        <Selecao nome={`${k}.uf`} rotulo="UF do veículo" value={v.uf} onChange={(e) => setVeiculo(p.indice, { uf: e.target.value })} opcoes={UFS} erros={errosDe(`${k}.uf`)} />
        <Selecao
          nome={`${k}.tipo_proprietario`}
          rotulo="Tipo do proprietário"
          required
          vazio={null}
          value={v.tipo_proprietario}
          onChange={(e) => setVeiculo(p.indice, { tipo_proprietario: e.target.value === 'PJ' ? 'PJ' : 'PF', documento_proprietario: '' })}
          opcoes={TIPOS_PROPRIETARIO}
        />
        <Campo
          key={v.tipo_proprietario}
          nome={`${k}.documento_proprietario`}
          rotulo={v.tipo_proprietario === 'PF' ? 'CPF do proprietário' : 'CNPJ do proprietário'}
          required
          mascara={v.tipo_proprietario === 'PF' ? 'cpf' : 'cnpj'}
          placeholder={v.tipo_proprietario === 'PF' ? '999.999.999-99' : '99.999.999/9999-99'}
          className="largura-dupla"
          value={v.documento_proprietario}
          onChange={(e) => setVeiculo(p.indice, { documento_proprietario: e.target.value })}
          onBlur={aoSair(p)}
          erros={errosDe(`${k}.documento_proprietario`)}
        />
      </fieldset>
    );
  }
  if (p.tipo === 'proprietario') {
    const o = form.proprietarios[p.indice] ?? proprietarioVazio();
    const k = p.chave;
    return (
      <fieldset className="secao" hidden={oculto}>
        <legend>{titulo}</legend>
        <ErrosGerais erros={p.indice === 0 ? errosDe('proprietarios') : undefined} />
        <Selecao
          nome={`${k}.tipo_proprietario`}
          rotulo="Tipo do proprietário"
          required
          vazio={null}
          value={o.tipo_proprietario}
          onChange={(e) => setProprietario(p.indice, { tipo_proprietario: e.target.value === 'PJ' ? 'PJ' : 'PF', documento: '' })}
          opcoes={TIPOS_PROPRIETARIO}
        />
        <Campo
          key={o.tipo_proprietario}
          nome={`${k}.documento`}
          rotulo={o.tipo_proprietario === 'PF' ? 'CPF do proprietário' : 'CNPJ do proprietário'}
          required
          mascara={o.tipo_proprietario === 'PF' ? 'cpf' : 'cnpj'}
          placeholder={o.tipo_proprietario === 'PF' ? '999.999.999-99' : '99.999.999/9999-99'}
          value={o.documento}
          onChange={(e) => setProprietario(p.indice, { documento: e.target.value })}
          onBlur={aoSair(p)}
          erros={errosDe(`${k}.documento`)}
        />
        <Campo nome={`${k}.nome`} rotulo="Nome" maxLength={150} value={o.nome} onChange={(e) => setProprietario(p.indice, { nome: e.target.value.toUpperCase() })} erros={errosDe(`${k}.nome`)} />
        <Campo
          nome={`${k}.data_nascimento`}
          rotulo="Data de nascimento"
          mascara="data"
          placeholder="dd/mm/aaaa"
          value={o.data_nascimento}
          onChange={(e) => setProprietario(p.indice, { data_nascimento: e.target.value })}
          erros={errosDe(`${k}.data_nascimento`)}
        />
      </fieldset>
    );
  }
  return null;
}

/** A step's errors that belong to no single field ('motorista': PREENCHA TODOS OS CAMPOS OBRIGATÓRIOS). */
export function ErrosGerais({ erros }: { erros?: readonly string[] }) {
  if (!erros?.length) return null;
  return (
    <ul className="campo-erros largura-total" role="alert">
      {erros.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}
