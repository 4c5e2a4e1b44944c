import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md names files and folders for a reader to open: each must exist. A path in the
// text is read from the root or from a folder the page speaks of (it says `services/runs/…` inside
// the server, `act/` inside the agent); a Glossary row names its idea's folders and files column
// by column.

const ROOT = path.resolve(import.meta.dirname, '..');
const page = readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8');

const BASES = [
  '',
  'apps/server/src',
  'apps/server/src/services/runs',
  'apps/web/src',
  'fixtures',
  'packages/agent/src',
  'packages/agent/src/planners/plain-english',
  'packages/shared/src',
  'scripts',
];
/** Names the page gives as what production code is never called, not as files to open. */
const NOT_PATHS = new Set(['test/', 'tests/', 'tests.ts']);

const exists = (name: string) => BASES.some((base) => existsSync(path.join(ROOT, base, name)));

const glossaryStart = page.indexOf('## Glossary');
const glossaryEnd = page.indexOf('\n## ', glossaryStart + 1);
const glossary = page.slice(glossaryStart, glossaryEnd);

describe('ARCHITECTURE.md', () => {
  it('names only paths that exist', () => {
    const text = page.slice(0, glossaryStart) + page.slice(glossaryEnd);
    const names = [...text.matchAll(/`([^`\s]+)`/g)]
      .map((match) => match[1]!)
      // A path or a file name; not a URL, a placeholder (<name>, …), a command or a package's name
      // (@scout/…).
      .filter((name) => /\/|\.(ts|tsx|js|mjs|md)$/.test(name))
      .filter((name) => !/^[/@]|[<>…:]/.test(name) && !NOT_PATHS.has(name));
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((name) => !exists(name))).toEqual([]);
  });

  it("names in the Glossary each idea's folders and files as they are", () => {
    const rows = glossary
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| idea'))
      .map((line) => line.split('|').slice(1, -1));
    expect(rows.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const [, , web, service, route, contract] of rows) {
      const names = (cell: string) =>
        // Outside parentheses (a URL stands there); a dash is no name.
        [...cell.replace(/\([^)]*\)/g, '').matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
      const check = (cell: string, where: (name: string) => string) => {
        for (const name of names(cell)) {
          if (!existsSync(path.join(ROOT, where(name)))) missing.push(where(name));
        }
      };
      check(web!, (name) => `apps/web/src/features/${name}`);
      check(service!, (name) => `apps/server/src/services/${name}`);
      check(route!, (name) => `apps/server/src/routes/${name}`);
      check(contract!, (name) => `packages/shared/src/${name}`);
    }
    expect(missing).toEqual([]);
  });
});
