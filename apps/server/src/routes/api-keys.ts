import { Hono } from 'hono';
import { CreateApiKeyRequestSchema, type ApiKeyListResponse } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { validate } from '../lib/validate.js';
import { requireUser } from '../middleware/session.js';
import { createApiKey, listApiKeys, revokeApiKey } from '../services/api-keys/api-keys.js';

/** The signed-in user's API keys (settings page). Only a session manages keys, never a key. */
export const apiKeyRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) =>
    c.json<ApiKeyListResponse>({
      items: await listApiKeys(c.get('deps').database.db, c.get('user')!.id),
    }),
  )
  .post('/', validate('json', CreateApiKeyRequestSchema), async (c) =>
    c.json(
      await createApiKey(c.get('deps').database.db, c.get('user')!.id, c.req.valid('json')),
      201,
    ),
  )
  .delete('/:id', async (c) => {
    await revokeApiKey(c.get('deps').database.db, c.get('user')!.id, c.req.param('id'));
    return c.json({ ok: true as const });
  });
