import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/app.js';
import { bootstrap } from '../../src/bootstrap.js';
import type { AppDeps } from '../../src/context.js';
import { parseConfig } from '../../src/lib/config.js';
import { createLogger } from '../../src/lib/logger.js';
import type { Mailer, MailMessage } from '../../src/lib/mail.js';
import { openTestDatabase } from './test-database.js';

/** Records what the app would send; API tests read links from it. */
export class RecordingMailer implements Mailer {
  readonly kind = 'outbox' as const;
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
  lastTo(email: string): MailMessage | undefined {
    return this.sent.filter((m) => m.to === email).at(-1);
  }
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  mailer: RecordingMailer;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-api-'));
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SCOUT_DATA_DIR: dataDir,
    SCOUT_PUBLIC_URL: 'http://scout.test',
    SCOUT_SECRET: 'test-secret-test-secret-test-secret-0123',
    // Every in-process request comes from one address ('unknown'): no submission limit unless a
    // test asks for one.
    SCOUT_SUBMISSION_LIMIT: '0',
    // Runs go to the fixture sites on 127.0.0.1, which Scout refuses unless allowed.
    SCOUT_ALLOWED_NETWORKS: '127.0.0.1',
    ...env,
  });
  const mailer = new RecordingMailer();
  const database = await openTestDatabase();
  const deps = await bootstrap(config, createLogger('silent'), { database, mailer });
  return {
    app: createApp(deps),
    deps,
    mailer,
    close: async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
