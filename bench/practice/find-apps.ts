import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PracticeApp, RunningApp } from './practice-app.js';

/** Where README.md builds the apps: a folder beside this repository's checkout. */
const DEFAULT_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../practice-apps',
);

export type FoundApp =
  { app: PracticeApp; running: RunningApp } | { app: PracticeApp; skipped: string };

const variable = (app: PracticeApp, suffix: string) =>
  `SCOUT_PRACTICE_${app.name.toUpperCase().replaceAll('-', '_')}_${suffix}`;

/**
 * Each app at the URL its variable gives, or at its default URL when its folder is in the
 * practice-apps folder (`SCOUT_PRACTICE_APPS_DIR`, by default beside this checkout); an app
 * neither names, or one not answering, is skipped with the reason.
 */
export async function findPracticeApps(
  apps: PracticeApp[],
  env: NodeJS.ProcessEnv,
): Promise<FoundApp[]> {
  const folder = env.SCOUT_PRACTICE_APPS_DIR ?? DEFAULT_FOLDER;
  return Promise.all(
    apps.map(async (app): Promise<FoundApp> => {
      const urlVariable = variable(app, 'URL');
      const given = env[urlVariable];
      const built = existsSync(path.join(folder, app.name));
      if (!given && !built) {
        return {
          app,
          skipped: `not built: neither ${urlVariable} nor ${path.join(folder, app.name)} is there. bench/practice/README.md says how to build and start it.`,
        };
      }
      const url = given ?? app.defaultUrl;
      const apiUrl = env[variable(app, 'API_URL')] ?? app.defaultApiUrl ?? url;
      const answer = await answers(url);
      if (answer) {
        return {
          app,
          skipped: `not answering at ${url} (${answer}). Start it as bench/practice/README.md says, or set ${urlVariable}.`,
        };
      }
      return { app, running: { url, apiUrl } };
    }),
  );
}

/** Why the URL does not answer, or undefined when it does. */
async function answers(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return response.ok ? undefined : `HTTP ${response.status}`;
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause;
    return (cause ?? (error as Error)).message;
  }
}
