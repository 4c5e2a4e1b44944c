import { Hono } from 'hono';
import {
  CreateTestingUserRequestSchema,
  ImportTestingUsersRequestSchema,
  TestingUserListQuerySchema,
  UpdateTestingUserRequestSchema,
} from '@scout/shared';
import type { AppEnv } from '../context.js';
import { validate } from '../lib/validate.js';
import { requireUser } from '../middleware/session.js';
import { createTestingUser } from '../services/testing-users/create-testing-user.js';
import { deleteTestingUser } from '../services/testing-users/delete-testing-user.js';
import { findTestingUser } from '../services/testing-users/find-testing-user.js';
import { importTestingUsers } from '../services/testing-users/import-testing-users.js';
import {
  listActiveTestingUsers,
  listTestingUsers,
} from '../services/testing-users/list-testing-users.js';
import { toTestingUser } from '../services/testing-users/to-testing-user.js';
import { updateTestingUser } from '../services/testing-users/update-testing-user.js';

/** The user's testing users; every query is scoped to `created_by`. */
export const testingUserRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', validate('query', TestingUserListQuerySchema), async (c) => {
    return c.json(
      await listTestingUsers(c.get('deps').database.db, c.get('user')!.id, c.req.valid('query')),
    );
  })
  .get('/active', async (c) =>
    c.json(await listActiveTestingUsers(c.get('deps').database.db, c.get('user')!.id)),
  )
  .post('/', validate('json', CreateTestingUserRequestSchema), async (c) => {
    return c.json(
      await createTestingUser(c.get('deps'), c.get('user')!.id, c.req.valid('json')),
      201,
    );
  })
  .post('/import', validate('json', ImportTestingUsersRequestSchema), async (c) => {
    return c.json(
      await importTestingUsers(c.get('deps'), c.get('user')!.id, c.req.valid('json').rows),
    );
  })
  .get('/:id', async (c) => {
    return c.json(
      toTestingUser(
        await findTestingUser(c.get('deps').database.db, c.get('user')!.id, c.req.param('id')),
      ),
    );
  })
  .put('/:id', validate('json', UpdateTestingUserRequestSchema), async (c) => {
    return c.json(
      await updateTestingUser(
        c.get('deps'),
        c.get('user')!.id,
        c.req.param('id'),
        c.req.valid('json'),
      ),
    );
  })
  .delete('/:id', async (c) => {
    await deleteTestingUser(c.get('deps').database.db, c.get('user')!.id, c.req.param('id'));
    return c.json({ ok: true as const });
  });
