// `npm run bench -- <name>`: runs one benchmark. Each registers a lazy import here.
const BENCHMARKS: Record<string, () => Promise<{ main(args: string[]): Promise<number> }>> = {
  agent: () => import('./agent.js'),
  corpus: () => import('./corpus.js'),
  'first-paint': () => import('./first-paint.js'),
  lists: () => import('./lists.js'),
  runs: () => import('./runs.js'),
  start: () => import('./start.js'),
  steady: () => import('./steady.js'),
  throughput: () => import('./throughput.js'),
};

const [name, ...args] = process.argv.slice(2);
const load = name ? BENCHMARKS[name] : undefined;
if (!load) {
  console.error(`Usage: npm run bench -- <${Object.keys(BENCHMARKS).join('|')}> [options]`);
  process.exit(2);
}
process.exitCode = await (await load()).main(args);
