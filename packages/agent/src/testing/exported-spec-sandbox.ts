import vm from 'node:vm';
import ts from 'typescript';

/** One call the exported test made on `page`, `expect` or what they returned. */
export interface RecordedCall {
  method: string;
  args: unknown[];
}

export interface SandboxRun {
  /** The titles the file passed to `test(…)`. */
  titles: string[];
  calls: RecordedCall[];
  /** What the test's body threw (a step that is not exportable throws). */
  thrown?: string;
  /** Whatever an injected payload set on the sandbox's global object. */
  sentinel: unknown;
}

// A name per kind (SyntaxKind's own has aliases: VariableStatement is also FirstStatement).
function kindOf(node: ts.Node): string {
  return ts.isVariableStatement(node) ? 'VariableStatement' : ts.SyntaxKind[node.kind];
}

/** The file's top-level statements and its test body's, by kind; and its syntax errors. */
export function readSpecShape(spec: string) {
  const file = ts.createSourceFile('x.spec.ts', spec, ts.ScriptTarget.Latest, true);
  const diagnostics = ts.transpileModule(spec, { reportDiagnostics: true }).diagnostics ?? [];
  let body: ts.Statement[] = [];
  ts.forEachChild(file, function visit(node) {
    if (ts.isCallExpression(node) && node.expression.getText(file) === 'test') {
      const fn = node.arguments[1];
      if (fn && ts.isArrowFunction(fn) && ts.isBlock(fn.body)) body = [...fn.body.statements];
    }
    ts.forEachChild(node, visit);
  });
  return {
    errors: diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    topLevel: file.statements.map(kindOf),
    body: body.map(kindOf),
  };
}

const RECORDED_FROM = new WeakSet<object>();

/** A value as compared in tests: patterns by source and flags, locators and functions by kind. */
function normalize(value: unknown): unknown {
  if (
    typeof value === 'function' ||
    (typeof value === 'object' && value && RECORDED_FROM.has(value))
  )
    return RECORDED_FROM.has(value as object) ? '<locator>' : '<function>';
  if (Object.prototype.toString.call(value) === '[object RegExp]') {
    const pattern = value as RegExp;
    return { regex: pattern.source, flags: pattern.flags };
  }
  if (Array.isArray(value)) return value.map(normalize);
  if (typeof value === 'object' && value)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalize(v)]));
  return value;
}

/**
 * Runs an exported file in node:vm with stand-ins for `@playwright/test` that record every call
 * (the file's own code runs as written: its literals, its `new RegExp`s, its secret() reads).
 * A dialog's message is `dialogMessage`; secrets come from `env`.
 */
export async function runInSandbox(
  spec: string,
  env: Record<string, string>,
  dialogMessage: string,
): Promise<SandboxRun> {
  const calls: RecordedCall[] = [];
  const tests: Array<{ title: string; fn: (fixtures: object) => Promise<void> }> = [];
  const dialog = {
    message: () => dialogMessage,
    accept: (...args: unknown[]) => calls.push({ method: 'dialog.accept', args }),
    dismiss: (...args: unknown[]) => calls.push({ method: 'dialog.dismiss', args }),
  };
  // `page`, `page.keyboard`, `page.getByRole(…)`: each a stand-in that records a call by its
  // property's name and answers with another. Its `then` stays undefined (awaiting it is a no-op).
  const recorder = (name: string): object => {
    const proxy: object = new Proxy(() => undefined, {
      get: (_target, key) =>
        typeof key === 'string' && key !== 'then' ? recorder(key) : undefined,
      apply: (_target, _this, args: unknown[]) => {
        calls.push({ method: name, args: args.map(normalize) });
        if (name === 'waitForEvent') return Promise.resolve(dialog);
        if (name === 'count') return Promise.resolve(0);
        return recorder('');
      },
    });
    RECORDED_FROM.add(proxy);
    return proxy;
  };
  const expect = recorder('expect');
  const playwright = { test: (title: string, fn: never) => tests.push({ title, fn }), expect };
  const context = vm.createContext({
    URL,
    process: { env },
    exports: {},
    require: (id: string) => {
      if (id !== '@playwright/test') throw new Error(`The file required ${id}`);
      return playwright;
    },
  });
  const js = ts.transpileModule(spec, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  vm.runInContext(js, context, { timeout: 2000 });
  let thrown: string | undefined;
  for (const t of tests)
    await t.fn({ page: recorder('page') }).catch((error: Error) => {
      thrown = error.message;
    });
  return { titles: tests.map((t) => t.title), calls, thrown, sentinel: context.PWNED };
}
