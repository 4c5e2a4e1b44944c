import { Hono } from 'hono';
import { z } from 'zod';
import {
  CreateGithubIssueRequestSchema,
  GITHUB_MESSAGES,
  GithubOAuthRequestSchema,
  GithubSettingsRequestSchema,
} from '@scout/shared';
import type { AppEnv } from '../context.js';
import { AppError } from '../lib/errors.js';
import { validate } from '../lib/validate.js';
import { createMiddleware } from 'hono/factory';
import { connectGithub } from '../services/github/connect-github.js';
import { disconnectGithub } from '../services/github/disconnect-github.js';
import { fileRunIssue } from '../services/github/file-run-issue.js';
import { getGithubStatus } from '../services/github/get-github-status.js';
import { listGithubRepositories } from '../services/github/list-github-repositories.js';
import { saveGithubSettings } from '../services/github/save-github-settings.js';
import { startGithubOAuth } from '../services/github/start-github-oauth.js';

const ReposQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });

/** The origin the browser used: the redirect URI GitHub returns to, unless SCOUT_PUBLIC_URL says. */

/** Spec 5: 'You must be logged in to configure GitHub integration'. */
const requireGithubUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw new AppError('UNAUTHENTICATED', GITHUB_MESSAGES.notLoggedIn);
  await next();
});

/** /api/integrations/github: the user's own GitHub integration (spec 7's github-* functions). */
export const githubRoutes = new Hono<AppEnv>()
  .use(requireGithubUser)
  .get('/github', async (c) => c.json(await getGithubStatus(c.get('deps'), c.get('user')!.id)))
  .post('/github/authorize', (c) => {
    const sessionId = c.get('sessionId');
    if (!sessionId) throw new AppError('UNAUTHENTICATED', GITHUB_MESSAGES.notLoggedIn);
    return c.json({ url: startGithubOAuth(c.get('deps'), sessionId) });
  })
  .post('/github/oauth', validate('json', GithubOAuthRequestSchema), async (c) => {
    const sessionId = c.get('sessionId');
    if (!sessionId) throw new AppError('UNAUTHENTICATED', GITHUB_MESSAGES.notLoggedIn);
    const integration = await connectGithub(
      c.get('deps'),
      { id: c.get('user')!.id, sessionId },
      c.req.valid('json'),
    );
    return c.json(integration);
  })
  .get('/github/repositories', validate('query', ReposQuery), async (c) =>
    c.json(
      await listGithubRepositories(c.get('deps'), c.get('user')!.id, c.req.valid('query').page),
    ),
  )
  .put('/github/settings', validate('json', GithubSettingsRequestSchema), async (c) =>
    c.json(await saveGithubSettings(c.get('deps'), c.get('user')!.id, c.req.valid('json'))),
  )
  .delete('/github', async (c) => c.json(await disconnectGithub(c.get('deps'), c.get('user')!.id)))
  .post('/github/issues', validate('json', CreateGithubIssueRequestSchema), async (c) => {
    const { issue, isNew } = await fileRunIssue(
      c.get('deps'),
      c.get('user')!.id,
      c.req.valid('json').testRunId,
    );
    if (issue.status === 'failed') {
      throw new AppError('GITHUB_FAILED', GITHUB_MESSAGES.issueFailed, { reason: issue.error });
    }
    if (issue.status === 'pending') throw new AppError('CONFLICT', GITHUB_MESSAGES.alreadyFiling);
    return c.json(issue, isNew ? 201 : 200);
  });
