import type { Mailer } from './mail.js';

// Prometheus's text exposition format (version 0.0.4), written by hand: Scout needs counters with
// labels, gauges and histograms whose buckets the database counts, and nothing of a client
// library's registry or default process metrics. See docs/metrics.md.

export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

type Labels = Record<string, string>;

/** A label value as the format wants it: backslash, double quote and newline escaped. */
export function escapeLabelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function labelText(labels: Labels): string {
  const entries = Object.entries(labels);
  if (entries.length === 0) return '';
  return `{${entries.map(([k, v]) => `${k}="${escapeLabelValue(v)}"`).join(',')}}`;
}

function numberText(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (n === Infinity) return '+Inf';
  if (n === -Infinity) return '-Inf';
  return String(n);
}

/** The HELP and TYPE lines of one metric family. */
function header(name: string, help: string, type: 'counter' | 'gauge' | 'histogram'): string[] {
  return [
    `# HELP ${name} ${help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`,
    `# TYPE ${name} ${type}`,
  ];
}

/** A counter of this process, by its labels' values (the label names are fixed). */
export class Counter {
  private readonly values = new Map<string, { labels: Labels; value: number }>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[] = [],
  ) {}

  inc(labels: Labels = {}, by = 1): void {
    const ordered: Labels = {};
    for (const name of this.labelNames) ordered[name] = labels[name] ?? '';
    const key = JSON.stringify(ordered);
    const entry = this.values.get(key) ?? { labels: ordered, value: 0 };
    entry.value += by;
    this.values.set(key, entry);
  }

  /** The value for these labels (0 when never counted). */
  get(labels: Labels = {}): number {
    const ordered: Labels = {};
    for (const name of this.labelNames) ordered[name] = labels[name] ?? '';
    return this.values.get(JSON.stringify(ordered))?.value ?? 0;
  }

  lines(): string[] {
    const samples = [...this.values.values()].map(
      ({ labels, value }) => `${this.name}${labelText(labels)} ${numberText(value)}`,
    );
    // A counter without labels is 0 before its first event, so the series exists from the start.
    if (this.labelNames.length === 0 && samples.length === 0) samples.push(`${this.name} 0`);
    return [...header(this.name, this.help, 'counter'), ...samples];
  }
}

/** One gauge family: each sample's labels and value. */
export function gaugeLines(
  name: string,
  help: string,
  samples: { labels?: Labels; value: number }[],
): string[] {
  return [
    ...header(name, help, 'gauge'),
    ...samples.map((s) => `${name}${labelText(s.labels ?? {})} ${numberText(s.value)}`),
  ];
}

/** One histogram: `cumulative[i]` observations at most `buckets[i]` (ascending), their sum and
 *  count (the +Inf bucket). */
export function histogramLines(
  name: string,
  help: string,
  h: { buckets: readonly number[]; cumulative: readonly number[]; sum: number; count: number },
): string[] {
  return [
    ...header(name, help, 'histogram'),
    ...h.buckets.map((le, i) => `${name}_bucket{le="${numberText(le)}"} ${h.cumulative[i] ?? 0}`),
    `${name}_bucket{le="+Inf"} ${h.count}`,
    `${name}_sum ${numberText(h.sum)}`,
    `${name}_count ${h.count}`,
  ];
}

/** What this process counts as it happens (the database's state is read at each scrape). */
export interface Metrics {
  httpRequests: Counter;
  emails: Counter;
  notifications: Counter;
  leaseExpiries: Counter;
}

export function createMetrics(): Metrics {
  return {
    httpRequests: new Counter(
      'scout_http_requests_total',
      'HTTP requests answered by this process, by method, route pattern and status',
      ['method', 'route', 'status'],
    ),
    emails: new Counter('scout_emails_total', 'Emails this process sent or failed to send', [
      'result',
    ]),
    notifications: new Counter(
      'scout_notifications_total',
      'Notifications of runs (GitHub issues; Slack, Teams, email and webhook messages) this process sent or gave up on',
      ['channel', 'result'],
    ),
    leaseExpiries: new Counter(
      'scout_run_lease_expiries_total',
      "Runs whose worker stopped renewing its lease, reaped by this process's worker",
    ),
  };
}

/** The mailer, counting each email sent or failed. */
export function countingMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    kind: mailer.kind,
    async send(message) {
      try {
        await mailer.send(message);
        metrics.emails.inc({ result: 'sent' });
      } catch (error) {
        metrics.emails.inc({ result: 'failed' });
        throw error;
      }
    },
  };
}
