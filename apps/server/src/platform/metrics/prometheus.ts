import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MetricsPort } from './port.ts';

let processRegistry: Registry | undefined;

/**
 * The process's own series, made once per process: they describe the process, not an app, and prom-client's
 * event-loop monitor runs until the process ends, so one per app would pile up in a test worker that builds hundreds.
 */
function processSeries(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** prom-client with a registry of its own (never the library's global one). */
export function createPrometheusMetrics(): MetricsPort {
  const registry = new Registry();
  return {
    histogram: ({ name, help, labels, buckets }) => {
      const series = new Histogram({ name, help, labelNames: labels, buckets: [...buckets], registers: [registry] });
      return { observe: (values, seconds) => series.observe(values, seconds) };
    },
    counter: ({ name, help, labels }) => {
      const series = new Counter({ name, help, labelNames: labels, registers: [registry] });
      return { inc: (values) => series.inc(values) };
    },
    gauge: ({ name, help, labels, read }) => {
      new Gauge({
        name,
        help,
        labelNames: labels,
        registers: [registry],
        async collect() {
          this.reset();
          // A read that fails (its database is down) reports NaN, "unknown", rather than failing the whole scrape.
          const reading = await Promise.resolve()
            .then(read)
            .catch(() => NaN);
          if (typeof reading === 'number') return this.set(reading);
          for (const { labels: values, value } of reading) this.set(values, value);
        },
      });
    },
    scrape: async () => {
      const [app, proc] = await Promise.all([registry.metrics(), processSeries().metrics()]);
      return { contentType: registry.contentType, text: app + proc };
    },
  };
}
