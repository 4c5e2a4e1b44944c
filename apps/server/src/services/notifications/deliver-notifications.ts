import { createHmac } from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { NetworkPolicy } from '@scout/agent';
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

/**
 * Sends the deliveries that are due (claimed in SQL, so each attempt is made by one process), each
 * to its channel, and records what the receiver answered. A failed attempt is tried again after a
 * back-off, up to maxAttempts; the channel shows its last error until a delivery gets through.
 * Never throws for a receiver's trouble. Returns how many it attempted.
 */
export async function deliverDueNotifications(
  deps: NotifyDeps,
  options: DeliveryOptions = {},
): Promise<number> {
  const { db } = deps.database;
  const claimed = await db.execute<{ id: string; attempts: number }>(sql`
    update notification_deliveries
       set claimed_until = now() + ${sql.raw(`interval '${CLAIM_SECONDS} seconds'`)},
           attempts = attempts + 1
     where id in (
       select id from notification_deliveries
        where status = 'pending'
          and next_attempt_at <= now()
          and (claimed_until is null or claimed_until < now())
        order by next_attempt_at
        for update skip locked
        limit ${options.batch ?? 10})
    returning id, attempts`);
  for (const { id, attempts } of claimed.rows) {
    try {
      await deliverOne(deps, id, attempts, options);
    } catch (error) {
      deps.logger.error({ err: error, deliveryId: id }, 'could not send a notification');
    }
  }
  return claimed.rows.length;
}

async function deliverOne(
  deps: NotifyDeps,
  id: string,
  attempts: number,
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
  const kind = channel.kind as NotificationKind;
  const facts: NotificationFacts = {
    event: delivery.event as NotificationEvent,
    deliveryId: delivery.id,
    channelName: channel.name,
    run: delivery.testRunId ? await runFacts(deps, delivery.testRunId) : undefined,
    suiteRun: delivery.suiteRunId ? await suiteRunFacts(deps, delivery.suiteRunId) : undefined,
  };
  const outcome = await send(deps, kind, channel, facts, options.timeoutMs ?? DELIVERY_TIMEOUT_MS);
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const isFinal = outcome.ok || outcome.permanent === true || attempts >= maxAttempts;
  const wait = (options.backoffMs ?? backoffMs)(attempts);
  const response = outcome.response.slice(0, RESPONSE_KEPT);
  await db.transaction(async (tx) => {
    await tx
      .update(notificationDeliveries)
      .set({
        status: outcome.ok ? 'sent' : isFinal ? 'failed' : 'pending',
        responseStatus: outcome.status ?? null,
        response,
        claimedUntil: null,
        nextAttemptAt: isFinal
          ? null
          : sql`now() + ${sql.raw(`interval '${Math.ceil(wait)} milliseconds'`)}`,
        ...(outcome.ok ? { deliveredAt: sql`now()` } : {}),
      })
      .where(eq(notificationDeliveries.id, id));
    await tx
      .update(notificationChannels)
      .set(
        outcome.ok
          ? { lastError: null, lastDeliveredAt: sql`now()` }
          : { lastError: `${NOTIFICATION_KIND_LABELS[kind]}: ${response}` },
      )
      .where(eq(notificationChannels.id, channel.id));
  });
  if (outcome.ok || isFinal)
    deps.metrics?.notifications.inc({ channel: kind, result: outcome.ok ? 'sent' : 'failed' });
  if (!outcome.ok)
    deps.logger.warn(
      { deliveryId: id, channelId: channel.id, kind, attempts, final: isFinal },
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
    try {
      await deps.mailer.send({
        to: channel.target,
        subject: headline(facts),
        text: bodyLines(facts).join('\n'),
        html: `<p><strong>${escapeHtml(headline(facts))}</strong></p><p>${bodyLines(facts)
          .map(escapeHtml)
          .join('<br>')}</p>`,
        ...(resultsUrl(facts) ? { link: resultsUrl(facts) } : {}),
      });
      return { ok: true, response: `sent by ${deps.mailer.kind}` };
    } catch (error) {
      return { ok: false, response: (error as Error).message };
    }
  }
  // The address is the user's: it may reach only what runs may (no loopback or private
  // network unless allowed, never Scout's own endpoints), checked at each attempt.
  const verdict = await new NetworkPolicy(deps.config.network).checkUrl(channel.target);
  if (!verdict.ok)
    return {
      ok: false,
      permanent: true,
      response: 'blocked' in verdict ? verdict.blocked : 'the address is not allowed',
    };
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
  try {
    const res = await fetch(channel.target, {
      method: 'POST',
      headers,
      body,
      // A redirect is not followed: it could lead where the policy would not let the request go.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text().catch(() => '');
    const response = `${res.status} ${text}`.trim();
    return res.ok
      ? { ok: true, status: res.status, response }
      : { ok: false, status: res.status, response };
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `no answer within ${Number((timeoutMs / 1000).toFixed(1))} s`
        : ((error as Error & { cause?: Error }).cause?.message ?? (error as Error).message);
    return { ok: false, response: reason };
  }
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
