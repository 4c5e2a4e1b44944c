import { createAuth } from './auth/auth.js';
import type { AppDeps } from './context.js';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './db/client.js';
import { seedPlans } from './db/seed-plans.js';
import type { Config } from './lib/config.js';
import { createSecretBox, deriveKeys, loadOrCreateSecret } from './lib/crypto.js';
import type { Logger } from './lib/logger.js';
import { createMailer, type Mailer } from './lib/mail.js';
import { ensureWritableDataDir } from './lib/data-dir.js';
import { EventBus } from './live/event-bus.js';
import { createArtifactStore } from './lib/artifact-store.js';
import { createRateLimiter } from './lib/rate-limit.js';

/** Opens and migrates the database, seeds plans and wires every dependency. */
export async function bootstrap(
  config: Config,
  logger: Logger,
  overrides: { database?: DatabaseHandle; mailer?: Mailer } = {},
): Promise<AppDeps> {
  ensureWritableDataDir(config.dataDir);
  const database =
    overrides.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await migrateDatabase(database);
  await seedPlans(database.db);
  const secret = loadOrCreateSecret(config.dataDir, config.secret);
  const keys = deriveKeys(secret);
  const baseUrl = config.publicUrl;
  const authOptions = { db: database.db, baseUrl, secureCookies: baseUrl.startsWith('https://') };
  const auth = createAuth({ ...authOptions, secret: keys.session });
  const mailer =
    overrides.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      logger,
    });
  return {
    config,
    database,
    auth,
    mailer,
    secrets: createSecretBox(secret),
    logger,
    keys,
    legacyAuth: createAuth({ ...authOptions, secret }),
    bus: new EventBus(database, logger),
    submissionLimiter: createRateLimiter(config.submissions),
    artifacts: createArtifactStore({
      dataDir: config.dataDir,
      storageUrl: config.storageUrl,
      region: config.awsRegion,
    }),
  };
}
