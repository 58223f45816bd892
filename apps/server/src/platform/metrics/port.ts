/** A series' label values by label name: only bounded sets (a route pattern, a status class, an error code). */
export type Labels<L extends string> = Readonly<Record<L, string>>;

export interface HistogramSeries<L extends string> {
  observe(labels: Labels<L>, seconds: number): void;
}

export interface CounterSeries<L extends string> {
  inc(labels: Labels<L>): void;
}

/** What a gauge reads when scraped: one value, or one per label set. */
export type GaugeReading<L extends string> = number | readonly { labels: Labels<L>; value: number }[];

interface SeriesSpec<L extends string> {
  /** Prometheus conventions: `parley_` prefix, base units (seconds), counters end in `_total`. */
  name: string;
  help: string;
  labels: readonly L[];
}

/**
 * The app's own series, one registry per app (two apps in one process, as tests build them, never share one), plus
 * the process's (memory, CPU, event-loop lag). A value that already lives somewhere else (sockets open, jobs waiting)
 * is a gauge read when scraped, so the path that changes it pays nothing.
 */
export interface MetricsPort {
  histogram<L extends string>(spec: SeriesSpec<L> & { buckets: readonly number[] }): HistogramSeries<L>;
  counter<L extends string>(spec: SeriesSpec<L>): CounterSeries<L>;
  gauge<L extends string>(spec: SeriesSpec<L> & { read(): GaugeReading<L> | Promise<GaugeReading<L>> }): void;
  /** Every series in Prometheus's text format. */
  scrape(): Promise<{ contentType: string; text: string }>;
}
