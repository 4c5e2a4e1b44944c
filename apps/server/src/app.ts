import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { HTTPException } from 'hono/http-exception';
import type { ApiError } from '@scout/shared';
import type { AppDeps, AppEnv } from './context.js';
import { AppError } from './lib/errors.js';
import { limitBody } from './middleware/limit-body.js';
import { limitJsonDepth } from './middleware/limit-json-depth.js';
import { loadSession } from './middleware/session.js';
import { requestContext } from './middleware/request-context.js';
import { securityHeaders } from './middleware/security-headers.js';
import { sameOrigin } from './middleware/same-origin.js';
import { rejectControlCharacters } from './middleware/reject-control-characters.js';
import { accountRoutes } from './routes/account.js';
import { apiKeyRoutes } from './routes/api-keys.js';
import { adminRoutes } from './routes/admin.js';
import { betaApplicationRoutes } from './routes/beta-applications.js';
import { feedbackRoutes } from './routes/feedback.js';
import { healthRoutes } from './routes/health.js';
import { countRequests, metricsRoute } from './routes/metrics.js';
import { githubRoutes } from './routes/github.js';
import { liveRoutes } from './routes/live.js';
import { runRoutes } from './routes/runs.js';
import { sessionScheduleRoutes, testClockRoutes } from './routes/schedules.js';
import { notificationRoutes } from './routes/notifications.js';
import { accountSessionRoutes } from './routes/account-session.js';
import { dashboardRoutes } from './routes/dashboard.js';
import { planRoutes } from './routes/plans.js';
import { publicConfigRoutes } from './routes/public-config.js';
import { waitingListRoutes } from './routes/waiting-list.js';
import { contactRoutes } from './routes/contact.js';
import { suiteRoutes } from './routes/suites.js';
import { testingUserRoutes } from './routes/testing-users.js';
import { testCaseRoutes } from './routes/test-cases.js';
import { upgradeRoutes } from './routes/upgrade.js';
import { v1Routes } from './routes/v1.js';
import { demoRoutes } from './demo/demo-routes.js';
import { scoutServerHeader } from './middleware/scout-server-header.js';

/** The whole HTTP surface: the JSON API under /api and the built SPA for everything else. */
export function createApp(deps: AppDeps, opts: { webDist?: string } = {}) {
  const api = new Hono<AppEnv>()
    .use(limitBody)
    .use(sameOrigin)
    .use(limitJsonDepth)
    .use(rejectControlCharacters)
    .use(loadSession)
    .route('/health', healthRoutes)
    .route('/config', publicConfigRoutes)
    .route('/session', accountSessionRoutes)
    .route('/account', accountRoutes)
    .route('/feedback', feedbackRoutes)
    .route('/beta-applications', betaApplicationRoutes)
    .route('/waiting-list', waitingListRoutes)
    .route('/contact', contactRoutes)
    .route('/admin', adminRoutes)
    .route('/plans', planRoutes)
    .route('/dashboard', dashboardRoutes)
    .route('/test-suites', suiteRoutes)
    .route('/tests', testCaseRoutes)
    .route('/testing-users', testingUserRoutes)
    .route('/integrations', githubRoutes)
    .route('/api-keys', apiKeyRoutes)
    .route('/schedules', sessionScheduleRoutes)
    .route('/notification-channels', notificationRoutes)
    .route('/test-clock', testClockRoutes)
    .route('/', upgradeRoutes)
    .route('/', runRoutes)
    .route('/live', liveRoutes);

  const app = new Hono<AppEnv>()
    .use(countRequests(deps))
    .use(requestContext(deps))
    .use(securityHeaders)
    .use(scoutServerHeader)
    // Before /api: the REST API authenticates by key, without the session routes' middleware.
    .route('/api/v1', v1Routes)
    // Prometheus (docs/metrics.md): off unless SCOUT_METRICS_TOKEN is set, then bearer-only.
    .get('/metrics', metricsRoute)
    .route('/api', api)
    .all('/api/*', (c) =>
      c.json<ApiError>({ code: 'NOT_FOUND', message: 'No such API route' }, 404),
    )
    .route('/', demoRoutes());

  app.onError((error, c) => {
    if (error instanceof AppError) {
      return c.json<ApiError>(
        { code: error.code, message: error.message, fields: error.fields, details: error.details },
        error.status,
      );
    }
    if (error instanceof HTTPException) {
      return c.json<ApiError>({ code: 'VALIDATION', message: error.message }, error.status);
    }
    (c.get('logger') ?? deps.logger).error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json<ApiError>(
      { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
      500,
    );
  });

  if (opts.webDist) mountSpa(app, opts.webDist);
  return app;
}

function mountSpa(app: Hono<AppEnv>, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const root = path.relative(process.cwd(), webDist);
  app.use('/assets/*', serveStatic({ root }));
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    if (!fs.existsSync(indexFile)) {
      return c.text(
        'The web app is not built yet: run `npm run build`, then start Scout again.',
        503,
      );
    }
    return c.html(fs.readFileSync(indexFile, 'utf8'));
  });
}

export type AppType = ReturnType<typeof createApp>;
