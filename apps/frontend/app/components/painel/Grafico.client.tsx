import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatarEixo, formatarValor } from './formatos';
import type { PropsGrafico } from './tipos';

/**
 * The chart itself (recharts, SVG): loaded in the browser only, after hydration (Grafico.tsx), so
 * the library weighs on the dashboards alone. No animation: the desk reloads it every few minutes.
 */
export default function GraficoCliente({ tipo, dados, categoria, series, formato = 'numero', chaveCor, altura = 260, empilhado }: PropsGrafico) {
  const valor = (v: unknown) => formatarValor(v, formato);
  const eixo = (v: unknown) => formatarEixo(v, formato);
  const dica = <Tooltip formatter={(v) => valor(v)} />;
  const legenda = series.length > 1 ? <Legend itemSorter={null} /> : null;

  if (tipo === 'rosca') {
    const s = series[0]!;
    return (
      <ResponsiveContainer width="100%" height={altura}>
        <PieChart>
          <Pie data={dados} dataKey={s.chave} nameKey={categoria} innerRadius="50%" outerRadius="80%" isAnimationActive={false} label={({ value }) => valor(value)}>
            {dados.map((d, i) => (
              <Cell key={i} fill={String((chaveCor && d[chaveCor]) || s.cor)} />
            ))}
          </Pie>
          {dica}
          <Legend itemSorter={null} />
        </PieChart>
      </ResponsiveContainer>
    );
  }
  if (tipo === 'linha') {
    return (
      <ResponsiveContainer width="100%" height={altura}>
        <LineChart data={dados} margin={{ top: 8, right: 16, bottom: 4, left: 4 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey={categoria} />
          <YAxis tickFormatter={eixo} allowDecimals={false} width={formato === 'moeda' ? 80 : 48} />
          {dica}
          {legenda}
          {series.map((s) => (
            <Line key={s.chave} type="monotone" dataKey={s.chave} name={s.nome} stroke={s.cor} strokeWidth={2} dot={false} isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    );
  }
  const horizontal = tipo === 'barras-horizontais';
  return (
    <ResponsiveContainer width="100%" height={horizontal ? Math.max(altura, dados.length * 30 + 60) : altura}>
      <BarChart data={dados} layout={horizontal ? 'vertical' : 'horizontal'} margin={{ top: 8, right: 16, bottom: 4, left: 4 }}>
        <CartesianGrid strokeDasharray="3 3" />
        {horizontal ? (
          <>
            <XAxis type="number" tickFormatter={eixo} allowDecimals={false} />
            <YAxis type="category" dataKey={categoria} width={150} interval={0} tick={{ fontSize: 12 }} />
          </>
        ) : (
          <>
            <XAxis dataKey={categoria} interval={0} tick={{ fontSize: 11 }} />
            <YAxis tickFormatter={eixo} allowDecimals={false} width={formato === 'moeda' ? 80 : 48} />
          </>
        )}
        {dica}
        {legenda}
        {series.map((s) => (
          <Bar key={s.chave} dataKey={s.chave} name={s.nome} fill={s.cor} stackId={empilhado ? 'pilha' : undefined} maxBarSize={48} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
