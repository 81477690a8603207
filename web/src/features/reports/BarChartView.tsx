import { BarChart } from '@mui/x-charts/BarChart';

/** The drawn chart (its own chunk: @mui/x-charts loads only when a report shows a chart). */
export default function BarChartView({ labels, values, valueLabel }: { labels: string[]; values: number[]; valueLabel: string }) {
  return (
    <BarChart
      height={220}
      xAxis={[{ data: labels, scaleType: 'band' }]}
      series={[{ data: values, label: valueLabel }]}
      hideLegend
      margin={{ left: 8, right: 8, top: 16, bottom: 8 }}
    />
  );
}
