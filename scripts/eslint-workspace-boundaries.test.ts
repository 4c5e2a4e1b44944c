import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint, Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint configuration, given probe sources at real places of the tree (the
// files need not exist): what `npm run lint` would say of such an import there.
const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const eslint = new ESLint({
  cwd: ROOT,
  // Only this rule runs: the others (no-cycle reads the whole import graph) are not under test.
  ruleFilter: ({ ruleId }) => ruleId === 'scout/workspace-boundaries',
});

async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages
    .filter((message) => message.ruleId === 'scout/workspace-boundaries')
    .map((message) => message.message);
}

describe('lint keeps the workspaces apart', { timeout: 60_000 }, () => {
  it("refuses an import of the server's source from the web app", async () => {
    const byPath = await boundaryMessages(
      'apps/web/src/lib/probe.ts',
      "import { createApp } from '../../../server/src/app.js';\nexport const probe = createApp;\n",
    );
    expect(byPath).toEqual([
      "'../../../server/src/app.js' reaches into the apps/server workspace by its path: import one of its public entries instead ('@scout/server/embed').",
    ]);
    const byName = await boundaryMessages(
      'apps/web/src/lib/probe.ts',
      "import { createApp } from '@scout/server/embed';\nexport const probe = createApp;\n",
    );
    expect(byName).toEqual([
      "An app never imports another app: '@scout/server/embed' is @scout/server. Apps meet over HTTP; share code through a package.",
    ]);
  });

  it("refuses a relative import into another workspace's src, and a file inside a package", async () => {
    expect(
      await boundaryMessages(
        'packages/cli/src/commands/probe.ts',
        "export { launchBrowser } from '../../../agent/src/browser/launch-browser.js';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryMessages(
        'bench/probe.ts',
        "import { readStep } from '@scout/agent/src/planners/plain-english/read-step.js';\nexport const probe = readStep;\n",
      ),
    ).toEqual([
      "'@scout/agent/src/planners/plain-english/read-step.js' is not a public entry of @scout/agent: import one of '@scout/agent', '@scout/agent/testing', '@scout/agent/corpus', or export what you need there in its package.json.",
    ]);
  });

  it('keeps fixtures/ and e2e/ inside the same boundaries', async () => {
    expect(
      await boundaryMessages(
        'fixtures/probe.ts',
        "const load = () => import('../packages/agent/src/run-test.js');\nexport default load;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryMessages(
        'e2e/probe.spec.ts',
        "import { startFixtureServer } from '../fixtures/serve.js';\nexport default startFixtureServer;\n",
      ),
    ).toEqual([
      "'../fixtures/serve.js' reaches into the fixtures workspace by its path: import one of its public entries instead ('@scout/fixtures/serve', '@scout/fixtures/fake-github', '@scout/fixtures/users', '@scout/fixtures/cases', '@scout/fixtures/planted-step', '@scout/fixtures/steady').",
    ]);
  });

  it('lets a workspace import itself by path and others by their public entries', async () => {
    expect(
      await boundaryMessages(
        'e2e/probe.spec.ts',
        "import { startFixtureServer } from '@scout/fixtures/serve';\nimport { launchTestBrowser } from '@scout/agent/testing';\nexport default [startFixtureServer, launchTestBrowser];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryMessages(
        'fixtures/testing/probe.ts',
        "import { startFixtureServer } from '../serve.js';\nexport default startFixtureServer;\n",
      ),
    ).toEqual([]);
  });

  it('reads the workspaces of a checkout whose path has a space in it', async () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'a checkout '));
    try {
      const manifests = ['package.json'];
      const root = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
        workspaces: string[];
      };
      for (const folder of root.workspaces) manifests.push(`${folder}/package.json`);
      for (const file of [...manifests, 'scripts/eslint-workspace-boundaries.js']) {
        fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
        fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
      }
      const rule = path.join(copy, 'scripts/eslint-workspace-boundaries.js');
      const { scoutPlugin } = (await import(pathToFileURL(rule).href)) as {
        scoutPlugin: NonNullable<Linter.Config['plugins']>[string];
      };
      const messages = new Linter({ configType: 'flat', cwd: copy }).verify(
        "import { createApp } from '../../../server/src/app.js';\nexport const probe = createApp;\n",
        [
          {
            files: ['**/*.ts'],
            plugins: { scout: scoutPlugin },
            rules: { 'scout/workspace-boundaries': 'error' },
          },
        ],
        { filename: path.join(copy, 'apps/web/src/lib/probe.ts') },
      );
      expect(messages.map((message) => message.message)).toEqual([
        "'../../../server/src/app.js' reaches into the apps/server workspace by its path: import one of its public entries instead ('@scout/server/embed').",
      ]);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
