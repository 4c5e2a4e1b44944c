import { createAuth } from './auth/auth.js';
import type { AppDeps } from './context.js';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './db/client.js';
import { seedPlans } from './db/seed-plans.js';
import type { Config } from './lib/config.js';
import { createSecretBox, deriveKeys, loadOrCreateSecret } from './lib/crypto.js';
import type { Logger } from './lib/logger.js';
import { createMailer, type Mailer } from './lib/mail.js';
import { countingMailer, createMetrics } from './lib/metrics.js';
import { ensureWritableDataDir, protectDataDir } from './lib/data-dir.js';
import { EventBus } from './live/event-bus.js';
import { createArtifactStore } from './lib/artifact-store.js';
import { createLimiters } from './lib/limiters.js';
import { createGithubClient, type GithubClient } from './lib/github-client.js';
import { seedExampleSuite } from './services/account/seed-example-suite.js';

/** Opens and migrates the database, seeds plans and wires every dependency. */
export async function bootstrap(
  config: Config,
  logger: Logger,
  overrides: { database?: DatabaseHandle; mailer?: Mailer; github?: GithubClient } = {},
): Promise<AppDeps> {
  ensureWritableDataDir(config.dataDir);
  const database =
    overrides.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await migrateDatabase(database);
  await seedPlans(database.db);
  const secret = loadOrCreateSecret(config.dataDir, config.secret);
  protectDataDir(config.dataDir);
  const keys = deriveKeys(secret);
  const baseUrl = config.publicUrl;
  const secrets = createSecretBox(secret);
  const authOptions = {
    db: database.db,
    baseUrl,
    secureCookies: baseUrl.startsWith('https://'),
    // A new account's example suite; confirming must not fail for it, so a failure is only logged.
    onEmailVerified: (user: { id: string }) =>
      seedExampleSuite({ database, secrets, config }, user.id).then(
        () => undefined,
        (error: unknown) =>
          logger.error({ err: error, userId: user.id }, 'could not add the example suite'),
      ),
  };
  const auth = createAuth({ ...authOptions, secret: keys.session });
  const metrics = createMetrics();
  const mailer = countingMailer(
    overrides.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dataDir: config.dataDir,
        logger,
      }),
    metrics,
  );
  return {
    config,
    database,
    auth,
    mailer,
    metrics,
    secrets,
    logger,
    keys,
    legacyAuth: createAuth({ ...authOptions, secret }),
    bus: new EventBus(database, logger),
    limiters: createLimiters(config),
    github:
      overrides.github ??
      createGithubClient({ apiUrl: config.githubUrls.api, webUrl: config.githubUrls.web }),
    artifacts: createArtifactStore({
      dataDir: config.dataDir,
      storageUrl: config.storageUrl,
      region: config.awsRegion,
    }),
  };
}
