export type { CounterSeries, GaugeReading, HistogramSeries, Labels, MetricsPort } from './port.ts';
export { createPrometheusMetrics as createMetrics } from './prometheus.ts';
