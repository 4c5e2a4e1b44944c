// An ESLint rule that keeps the npm workspaces apart (ARCHITECTURE.md, "Boundaries"):
// - a file never reaches into another workspace by a relative path (`../../packages/agent/src/…`):
//   it imports the workspace by its package name;
// - an import by package name uses one of the package's public entries (its `exports`), never a
//   file inside it (`@scout/agent/src/…`);
// - an app never imports another app (`apps/web` and `apps/server` meet only over HTTP).
// Files outside every workspace (bench/, e2e/, scripts/, the root's configs) follow the first two.
import { readFileSync } from 'node:fs';
import path from 'node:path';

// import.meta.dirname, not the URL's pathname: that one keeps a space in the checkout's path as %20.
const ROOT = path.resolve(import.meta.dirname, '..');

/** The workspaces of the root package.json: their folder, name, public entries and whether an app. */
function readWorkspaces() {
  const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  return root.workspaces.map((folder) => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));
    const exports = manifest.exports ?? {};
    const entries = typeof exports === 'string' ? ['.'] : Object.keys(exports);
    return {
      dir: path.join(ROOT, folder),
      folder,
      name: manifest.name,
      entries,
      isApp: folder.startsWith('apps/'),
    };
  });
}

const WORKSPACES = readWorkspaces();

function workspaceOfPath(file) {
  return WORKSPACES.find((ws) => file === ws.dir || file.startsWith(`${ws.dir}${path.sep}`));
}

function workspaceOfName(specifier) {
  return WORKSPACES.find((ws) => specifier === ws.name || specifier.startsWith(`${ws.name}/`));
}

/** A workspace's public entries as one imports them: '@scout/agent', '@scout/agent/testing'. */
function publicEntries(ws) {
  const names = ws.entries
    .filter((entry) => entry !== './package.json')
    .map((entry) => (entry === '.' ? ws.name : `${ws.name}${entry.slice(1)}`));
  return names.length ? names.map((name) => `'${name}'`).join(', ') : 'none: it is not imported';
}

/** @type {import('eslint').Rule.RuleModule} */
const workspaceBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Workspaces import each other by package name and public entry only.' },
    schema: [],
    messages: {
      relative:
        "'{{specifier}}' reaches into the {{folder}} workspace by its path: import one of its public entries instead ({{entries}}).",
      entry:
        "'{{specifier}}' is not a public entry of {{name}}: import one of {{entries}}, or export what you need there in its package.json.",
      apps: "An app never imports another app: '{{specifier}}' is {{name}}. Apps meet over HTTP; share code through a package.",
    },
  },
  create(context) {
    const file = context.filename;
    const own = workspaceOfPath(file);
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      if (specifier.startsWith('.')) {
        const target = workspaceOfPath(path.resolve(path.dirname(file), specifier));
        if (target && target !== own) {
          context.report({
            node,
            messageId: 'relative',
            data: { specifier, folder: target.folder, entries: publicEntries(target) },
          });
        }
        return;
      }
      const target = workspaceOfName(specifier);
      if (!target) return;
      if (own && own.isApp && target.isApp && target !== own) {
        context.report({ node, messageId: 'apps', data: { specifier, name: target.name } });
        return;
      }
      const entry = specifier === target.name ? '.' : `.${specifier.slice(target.name.length)}`;
      if (!target.entries.includes(entry)) {
        context.report({
          node,
          messageId: 'entry',
          data: { specifier, name: target.name, entries: publicEntries(target) },
        });
      }
    };
    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export const scoutPlugin = { rules: { 'workspace-boundaries': workspaceBoundaries } };
