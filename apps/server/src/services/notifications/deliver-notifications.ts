import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { NetworkPolicy, SCOUT_SERVER_HEADER } from '@scout/agent';
import {
  NOTIFICATION_KIND_LABELS,
  summariseSuiteRun,
  WEBHOOK_SIGNATURE_HEADER,
  type NotificationEvent,
  type NotificationKind,
  type StepReport,
} from '@scout/shared';
import type { AppDeps } from '../../context.js';
import {
  notificationChannels,
  notificationDeliveries,
  suiteRuns,
  testRunResults,
  testRuns,
  testSuites,
  tests,
} from '../../db/schema.js';
import {
  bodyLines,
  headline,
  resultsUrl,
  slackBody,
  teamsBody,
  webhookBody,
  type NotificationFacts,
} from './compose-notification.js';

/** What sending needs: the database, the mailer, the keys, the network policy, the counters. */
export type NotifyDeps = Pick<AppDeps, 'database' | 'mailer' | 'secrets' | 'config' | 'logger'> &
  Partial<Pick<AppDeps, 'metrics'>>;

export interface DeliveryOptions {
  /** How long a receiver may take to answer one attempt. */
  timeoutMs?: number;
  /** The wait before the attempt after `attempts` failed ones. */
  backoffMs?: (attempts: number) => number;
  /** Attempts before a delivery is given up on. */
  maxAttempts?: number;
  /** Deliveries one call sends at most. */
  batch?: number;
}

export const DELIVERY_TIMEOUT_MS = 10_000;
export const MAX_ATTEMPTS = 5;
/** 30 s, 1 min, 2 min, 4 min: a receiver down for a few minutes still gets the message. */
export const backoffMs = (attempts: number) => 30_000 * 2 ** Math.max(0, attempts - 1);
/** How long a sender holds a claimed delivery before another may take it (it died meanwhile). */
const CLAIM_SECONDS = 120;
/** How much of a receiver's answer the log keeps. */
const RESPONSE_KEPT = 500;

type Outcome =
  | { ok: true; status?: number; response: string }
  | { ok: false; status?: number; response: string; permanent?: boolean };

/** How long an email's attempt may take before it counts as failed (SMTP has minutes of its own). */
const EMAIL_TIMEOUT_MS = 30_000;

/**
 * Sends the deliveries that are due, one at a time, each claimed in SQL with a token of its own
 * (so each attempt is made by one process, and only that process records it), skipping paused
 * channels; records what the receiver answered. A failed attempt is tried again after a back-off,
 * up to maxAttempts; the channel shows its last error until a delivery gets through. Stops early
 * when `shouldStop` says so (a worker stopping). Never throws for a receiver's trouble. Returns
 * how many it attempted.
 */
export async function deliverDueNotifications(
  deps: NotifyDeps,
  options: DeliveryOptions = {},
  shouldStop: () => boolean = () => false,
): Promise<number> {
  const { db } = deps.database;
  const batch = options.batch ?? 10;
  // Due by the database's clock when this call began: an attempt that failed now is not made
  // again by the same call, however short its back-off.
  const began = (await db.execute<{ now: string }>(sql`select clock_timestamp()::text as now`))
    .rows[0]!.now;
  let attempted = 0;
  while (attempted < batch && !shouldStop()) {
    const token = randomUUID();
    const claimed = await db.execute<{ id: string; attempts: number }>(sql`
      update notification_deliveries
         set claimed_until = now() + ${sql.raw(`interval '${CLAIM_SECONDS} seconds'`)},
             claim_token = ${token},
             attempts = attempts + 1
       where id = (
         select d.id from notification_deliveries d
           join notification_channels c on c.id = d.channel_id
          where d.status = 'pending'
            and d.next_attempt_at <= ${began}::timestamptz
            and (d.claimed_until is null or d.claimed_until < now())
            and not c.is_paused
          order by d.next_attempt_at
          for update of d skip locked
          limit 1)
      returning id, attempts`);
    const row = claimed.rows[0];
    if (!row) break;
    attempted += 1;
    try {
      await deliverOne(deps, row.id, row.attempts, token, options);
    } catch (error) {
      // Scout's own trouble (the database, a secret it cannot open): counted as an attempt.
      deps.logger.error({ err: error, deliveryId: row.id }, 'could not send a notification');
      await record(deps, row.id, token, row.attempts, options, {
        ok: false,
        response: `Scout could not send it: ${(error as Error).message}`,
      }).catch(() => undefined);
    }
  }
  return attempted;
}

async function deliverOne(
  deps: NotifyDeps,
  id: string,
  attempts: number,
  token: string,
  options: DeliveryOptions,
): Promise<void> {
  const { db } = deps.database;
  const [found] = await db
    .select({ delivery: notificationDeliveries, channel: notificationChannels })
    .from(notificationDeliveries)
    .innerJoin(notificationChannels, eq(notificationChannels.id, notificationDeliveries.channelId))
    .where(eq(notificationDeliveries.id, id));
  if (!found) return;
  const { delivery, channel } = found;
  const facts: NotificationFacts = {
    event: delivery.event as NotificationEvent,
    deliveryId: delivery.id,
    channelName: channel.name,
    run: delivery.testRunId ? await runFacts(deps, delivery.testRunId) : undefined,
    suiteRun: delivery.suiteRunId ? await suiteRunFacts(deps, delivery.suiteRunId) : undefined,
  };
  const outcome = await send(
    deps,
    channel.kind as NotificationKind,
    channel,
    facts,
    options.timeoutMs ?? DELIVERY_TIMEOUT_MS,
  );
  await record(deps, id, token, attempts, options, outcome, channel);
}

/** Records an attempt, if this sender still holds the claim; updates the channel's last word. */
async function record(
  deps: NotifyDeps,
  id: string,
  token: string,
  attempts: number,
  options: DeliveryOptions,
  outcome: Outcome,
  channel?: typeof notificationChannels.$inferSelect,
): Promise<void> {
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const isFinal = outcome.ok || outcome.permanent === true || attempts >= maxAttempts;
  const wait = (options.backoffMs ?? backoffMs)(attempts);
  const response = outcome.response.slice(0, RESPONSE_KEPT);
  const held = await deps.database.db.transaction(async (tx) => {
    const updated = await tx
      .update(notificationDeliveries)
      .set({
        status: outcome.ok ? 'sent' : isFinal ? 'failed' : 'pending',
        responseStatus: outcome.status ?? null,
        response,
        claimedUntil: null,
        claimToken: null,
        nextAttemptAt: isFinal
          ? null
          : sql`now() + ${sql.raw(`interval '${Math.ceil(wait)} milliseconds'`)}`,
        ...(outcome.ok ? { deliveredAt: sql`now()` } : {}),
      })
      .where(and(eq(notificationDeliveries.id, id), eq(notificationDeliveries.claimToken, token)))
      .returning({ channelId: notificationDeliveries.channelId });
    const channelId = updated[0]?.channelId;
    if (!channelId) return false;
    const kind = (channel?.kind ?? 'webhook') as NotificationKind;
    await tx
      .update(notificationChannels)
      .set(
        outcome.ok
          ? { lastError: null, lastDeliveredAt: sql`now()` }
          : { lastError: `${channel ? `${NOTIFICATION_KIND_LABELS[kind]}: ` : ''}${response}` },
      )
      .where(eq(notificationChannels.id, channelId));
    return true;
  });
  if (!held) {
    // Its claim ran out and another sender took the delivery: that one records it.
    deps.logger.warn({ deliveryId: id }, 'a notification attempt outlived its claim');
    return;
  }
  const kind = channel?.kind ?? 'unknown';
  if (outcome.ok || isFinal)
    deps.metrics?.notifications.inc({ channel: kind, result: outcome.ok ? 'sent' : 'failed' });
  if (!outcome.ok)
    deps.logger.warn(
      { deliveryId: id, channelId: channel?.id, kind, attempts, final: isFinal },
      `a ${kind} notification did not get through: ${response}`,
    );
}

/** A run's facts for its message: its test and suite, the failing step, the results' address. */
async function runFacts(deps: NotifyDeps, runId: string): Promise<NotificationFacts['run']> {
  const { db } = deps.database;
  const [found] = await db
    .select({ run: testRuns, test: tests, suite: testSuites })
    .from(testRuns)
    .innerJoin(tests, eq(tests.id, testRuns.testId))
    .innerJoin(testSuites, eq(testSuites.id, tests.testSuiteId))
    .where(eq(testRuns.id, runId));
  if (!found) return undefined;
  const { run, test, suite } = found;
  const [result] = await db
    .select({ summary: testRunResults.summary, steps: testRunResults.steps })
    .from(testRunResults)
    .where(eq(testRunResults.testRunId, runId))
    .orderBy(desc(testRunResults.createdAt))
    .limit(1);
  const steps = (result?.steps ?? []) as StepReport[];
  const failing = steps.find((step) => step.outcome !== 'passed');
  return {
    id: run.id,
    status: run.status,
    summary: result?.summary ?? run.error,
    failingStep: failing
      ? { index: failing.index, description: failing.description, message: failing.message }
      : null,
    finishedAt: run.finishedAt,
    trigger: run.trigger,
    resultsUrl: `${deps.config.publicUrl}/app/tests/${test.id}/results?run=${run.id}`,
    test: { id: test.id, name: test.name },
    suite: { id: suite.id, name: suite.name },
  };
}

/** A suite run's facts: its counts, and each test that did not pass with its failing step. */
async function suiteRunFacts(
  deps: NotifyDeps,
  suiteRunId: string,
): Promise<NotificationFacts['suiteRun']> {
  const { db } = deps.database;
  const [found] = await db
    .select({ suiteRun: suiteRuns, suite: testSuites })
    .from(suiteRuns)
    .innerJoin(testSuites, eq(testSuites.id, suiteRuns.testSuiteId))
    .where(eq(suiteRuns.id, suiteRunId));
  if (!found) return undefined;
  const runs = await db
    .select({ run: testRuns, testName: tests.name, steps: testRunResults.steps })
    .from(testRuns)
    .innerJoin(tests, eq(tests.id, testRuns.testId))
    .leftJoin(testRunResults, eq(testRunResults.testRunId, testRuns.id))
    .where(eq(testRuns.suiteRunId, suiteRunId))
    .orderBy(asc(tests.name));
  const { counts, status } = summariseSuiteRun(runs.map((r) => r.run.status));
  return {
    id: suiteRunId,
    status,
    counts,
    trigger: found.suiteRun.trigger,
    resultsUrl: `${deps.config.publicUrl}/app/suite-runs/${suiteRunId}`,
    suite: { id: found.suite.id, name: found.suite.name },
    failedTests: runs
      .filter((r) => r.run.status === 'FAILED' || r.run.status === 'ERROR')
      .map((r) => {
        const failing = ((r.steps ?? []) as StepReport[]).find((s) => s.outcome !== 'passed');
        return {
          testId: r.run.testId,
          runId: r.run.id,
          name: r.testName,
          status: r.run.status,
          failingStep: failing
            ? { index: failing.index, description: failing.description, message: failing.message }
            : null,
        };
      }),
  };
}

async function send(
  deps: NotifyDeps,
  kind: NotificationKind,
  channel: typeof notificationChannels.$inferSelect,
  facts: NotificationFacts,
  timeoutMs: number,
): Promise<Outcome> {
  if (kind === 'email') {
    const message = {
      to: channel.target,
      subject: headline(facts),
      text: bodyLines(facts).join('\n'),
      html: `<p><strong>${escapeHtml(headline(facts))}</strong></p><p>${bodyLines(facts)
        .map(escapeHtml)
        .join('<br>')}</p>`,
      ...(resultsUrl(facts) ? { link: resultsUrl(facts) } : {}),
    };
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        deps.mailer.send(message),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${seconds(EMAIL_TIMEOUT_MS)}`)),
            EMAIL_TIMEOUT_MS,
          );
        }),
      ]);
      return { ok: true, response: `sent by ${deps.mailer.kind}` };
    } catch (error) {
      return { ok: false, response: (error as Error).message };
    } finally {
      clearTimeout(timer);
    }
  }
  let url: URL;
  try {
    url = new URL(channel.target);
  } catch {
    return { ok: false, permanent: true, response: 'the address is not a URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, permanent: true, response: 'the address is not http(s)' };
  // The address is the user's: it may reach only what runs may (no loopback or private network
  // unless allowed, never Scout's own endpoints), checked at each attempt, and the request goes to
  // the very address that was checked (a second lookup could answer another: DNS rebinding).
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const verdict = await new NetworkPolicy(deps.config.network).checkHost(host, port, url.href);
  if (!verdict.ok)
    return 'blocked' in verdict
      ? { ok: false, permanent: true, response: verdict.blocked }
      : { ok: false, response: verdict.unreachable };
  const body = JSON.stringify(
    kind === 'slack' ? slackBody(facts) : kind === 'teams' ? teamsBody(facts) : webhookBody(facts),
  );
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'Scout-Notifications',
  };
  if (kind === 'webhook') {
    headers['x-scout-event'] = facts.event;
    headers['x-scout-delivery'] = facts.deliveryId;
    if (channel.signingSecret) {
      const key = deps.secrets.decrypt(channel.signingSecret);
      headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] =
        `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;
    }
  }
  return postTo(url, verdict.addresses[0]!, headers, body, timeoutMs, verdict.closedToScouts);
}

/**
 * POSTs `body` to `url`, connecting to `address` only (the one the network policy let through);
 * follows no redirect; keeps at most RESPONSE_KEPT bytes of the answer. An answer that says it is
 * another Scout's is refused where the policy closed them (`closedToScouts`).
 */
function postTo(
  url: URL,
  address: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
  closedToScouts: boolean,
): Promise<Outcome> {
  const family = address.includes(':') ? 6 : 4;
  return new Promise<Outcome>((resolve) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: (_hostname, options, callback) => {
          if ((options as { all?: boolean }).all) callback(null, [{ address, family }] as never);
          else callback(null, address, family);
        },
      },
      (response) => {
        if (closedToScouts && response.headers[SCOUT_SERVER_HEADER] !== undefined) {
          response.destroy();
          resolve({ ok: false, permanent: true, response: 'the address is another Scout server' });
          return;
        }
        const status = response.statusCode ?? 0;
        const kept: Buffer[] = [];
        let size = 0;
        const done = () => {
          clearTimeout(timer);
          const text = Buffer.concat(kept).toString('utf8').slice(0, RESPONSE_KEPT);
          const answer = `${status} ${text}`.trim();
          resolve(
            status >= 200 && status < 300
              ? { ok: true, status, response: answer }
              : { ok: false, status, response: answer },
          );
        };
        response.on('data', (chunk: Buffer) => {
          if (size < RESPONSE_KEPT) kept.push(chunk);
          size += chunk.length;
          // The rest of a long answer is not read: a receiver cannot make Scout hold it.
          if (size >= RESPONSE_KEPT) {
            response.destroy();
            done();
          }
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      resolve({ ok: false, response: `no answer within ${seconds(timeoutMs)}` });
    }, timeoutMs);
    request.on('error', (error: Error & { code?: string }) => {
      clearTimeout(timer);
      resolve({
        ok: false,
        response: error.code ? `${error.code}: ${error.message}` : error.message,
      });
    });
    request.end(body);
  });
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
