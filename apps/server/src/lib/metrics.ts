import { AsyncLocalStorage } from 'node:async_hooks';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client';

/**
 * One app's Prometheus metrics, in a registry of its own (never prom-client's global one), so
 * that two apps in one process count separately.
 */
export interface AppMetrics {
  registry: Registry;
  /** seconds from request to response, by method, route pattern and status class (2xx …) */
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  /** server-sent-event streams open now */
  sseStreams: Gauge;
  /** charges made, by deduction type and how paid (vip, free, points) */
  charges: Counter<'type' | 'paid'>;
  /** payment webhook events by outcome (granted, failed, expired, duplicate …) */
  payments: Counter<'outcome'>;
  /** calls to the AI provider by outcome (ok, empty, error, aborted) */
  aiCalls: Counter<'outcome'>;
  /** readings the embedded interpreter finished because the AI provider did not */
  aiFallbacks: Counter;
  /** chat messages answered with the fixed crisis reply */
  crisisReplies: Counter;
  /** verification codes handed to the sender, by channel (email, sms) */
  codesSent: Counter<'channel'>;
  /** 1 while Redis is configured but unreachable, so request limits count per instance */
  rateLimitDegraded: Gauge;
  /** pushes to one device, by outcome (sent; failed: worth a retry; gone: the device removed) */
  pushes: Counter<'outcome'>;
  /** background jobs finished, by kind and outcome (done, retried, failed, fenced) */
  jobs: Counter<'kind' | 'outcome'>;
  /** operators locked out after failed sign-ins */
  operatorLockouts: Counter;
  /** sign-ins that opened a session, by method (password, code, social …) */
  signIns: Counter<'method'>;
  /** readings produced, by kind (tarot, dice, answers, fortune …) */
  readings: Counter<'kind'>;
  /** answers with an envelope code other than 200, by code (business refusals answer HTTP 200) */
  refusals: Counter<'code'>;
  /** API requests refused by load shedding, by reason (event_loop, in_flight) */
  shedRequests: Counter<'reason'>;
  /** requests answered 1007 by the request deadline (REQUEST_TIMEOUT_MS), by route pattern */
  requestTimeouts: Counter<'route'>;
  /** paid actions answered from their Idempotency-Key's kept answer, by action (path) */
  idempotentReplays: Counter<'action'>;
}

/** Request durations' buckets, in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** What the job queue holds now (jobs/queue.ts's queueState; the metrics read it at each scrape). */
export interface QueueState {
  /** queued jobs whose time has come */
  queued: number;
  /** jobs a worker holds */
  running: number;
  /** seconds the oldest of the queued due jobs has waited (0 when none) */
  lagSeconds: number;
}

/**
 * Creates the metrics, with process metrics, the database's pool and the job queue
 * (`queueState`, read at each scrape).
 */
export function createMetrics(
  database: Database,
  queueState: () => Promise<QueueState>,
): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  for (const state of ['total', 'idle', 'waiting'] as const) {
    new Gauge({
      name: `starlit_db_pool_${state}_connections`,
      help: `database connections ${state === 'total' ? 'open' : state} (PGlite: one, never waiting)`,
      registers,
      collect() {
        this.set(database.poolStats()[state]);
      },
    });
  }
  jobGauges(queueState, registers);
  return {
    registry,
    requestDuration: new Histogram({
      name: 'starlit_http_request_duration_seconds',
      help: 'time from request to response, by route pattern and status class',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    sseStreams: new Gauge({
      name: 'starlit_sse_streams_open',
      help: 'server-sent-event streams open now',
      registers,
    }),
    charges: new Counter({
      name: 'starlit_charges_total',
      help: 'charges made (within their transaction), by deduction type and how paid',
      labelNames: ['type', 'paid'],
      registers,
    }),
    payments: new Counter({
      name: 'starlit_payment_events_total',
      help: 'payment webhook events handled, by outcome',
      labelNames: ['outcome'],
      registers,
    }),
    aiCalls: new Counter({
      name: 'starlit_ai_calls_total',
      help: 'calls to the AI provider, by outcome',
      labelNames: ['outcome'],
      registers,
    }),
    aiFallbacks: new Counter({
      name: 'starlit_ai_fallbacks_total',
      help: 'readings finished by the embedded interpreter after the AI provider failed',
      registers,
    }),
    crisisReplies: new Counter({
      name: 'starlit_crisis_replies_total',
      help: 'chat messages answered with the fixed crisis reply',
      registers,
    }),
    codesSent: new Counter({
      name: 'starlit_codes_sent_total',
      help: 'verification codes handed to the sender, by channel',
      labelNames: ['channel'],
      registers,
    }),
    rateLimitDegraded: new Gauge({
      name: 'starlit_rate_limit_degraded',
      help: '1 while Redis is unreachable and request limits are counted by each instance alone',
      registers,
    }),
    pushes: new Counter({
      name: 'starlit_pushes_total',
      help: 'pushes to one device, by outcome (sent, failed, gone)',
      labelNames: ['outcome'],
      registers,
    }),
    jobs: new Counter({
      name: 'starlit_jobs_total',
      help: 'background jobs finished by this instance, by kind and outcome',
      labelNames: ['kind', 'outcome'],
      registers,
    }),
    operatorLockouts: new Counter({
      name: 'starlit_operator_lockouts_total',
      help: 'operators locked out after failed sign-ins (each lock also writes an audit row)',
      registers,
    }),
    signIns: new Counter({
      name: 'starlit_signins_total',
      help: 'sign-ins that opened a session, by method',
      labelNames: ['method'],
      registers,
    }),
    readings: new Counter({
      name: 'starlit_readings_total',
      help: 'readings produced, by kind',
      labelNames: ['kind'],
      registers,
    }),
    refusals: new Counter({
      name: 'starlit_refusals_total',
      help: 'answers with an envelope code other than 200, by code',
      labelNames: ['code'],
      registers,
    }),
    shedRequests: new Counter({
      name: 'starlit_shed_requests_total',
      help: 'API requests refused by load shedding (1007), by reason',
      labelNames: ['reason'],
      registers,
    }),
    requestTimeouts: new Counter({
      name: 'starlit_request_timeouts_total',
      help: 'requests answered 1007 because their handler had not answered within REQUEST_TIMEOUT_MS',
      labelNames: ['route'],
      registers,
    }),
    idempotentReplays: new Counter({
      name: 'starlit_idempotent_replays_total',
      help: 'paid actions answered from the kept answer of their Idempotency-Key (nothing paid again)',
      labelNames: ['action'],
      registers,
    }),
  };
}

/**
 * The jobs table's queued, running and lag gauges, read at each scrape (one query at a time,
 * shared by the collects waiting on it); a database that does not answer in 2 s leaves them as
 * they were.
 */
function jobGauges(queueState: () => Promise<QueueState>, registers: Registry[]): void {
  let reading: Promise<QueueState | null> | null = null;
  const read = () => {
    if (!reading) {
      const timeout = new Promise<null>((r) => setTimeout(() => r(null), 2000).unref());
      const state = queueState().catch(() => null);
      reading = Promise.race([state, timeout]).finally(() => (reading = null));
    }
    return reading;
  };
  const gauges: Array<[string, string, (s: QueueState) => number]> = [
    ['starlit_jobs_queued', 'queued background jobs whose time has come', (s) => s.queued],
    ['starlit_jobs_running', 'background jobs a worker holds now', (s) => s.running],
    [
      'starlit_jobs_lag_seconds',
      'how long the oldest queued due job has waited, in seconds',
      (s) => s.lagSeconds,
    ],
  ];
  for (const [name, help, value] of gauges)
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const state = await read();
        if (state) this.set(value(state));
      },
    });
}

const current = new AsyncLocalStorage<AppMetrics>();

/**
 * The metrics of the app serving the current request, or undefined outside a request or when
 * metrics are off; services count with `metrics()?.charges.inc(…)` without being handed the app.
 */
export const metrics = (): AppMetrics | undefined => current.getStore();

/** Runs `next` (and everything it starts) with `m` as the current request's metrics. */
export const withMetrics = (m: AppMetrics, next: () => void): void => current.run(m, next);
