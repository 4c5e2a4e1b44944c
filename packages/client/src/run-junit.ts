import type { Run } from './scout-api.js';
import { terminalLine, terminalText } from './terminal-text.js';

/** A run as the report shows it: `timedOut` when it had not finished when waiting stopped. */
export interface ReportedRun {
  run: Run;
  timedOut?: string;
}

// XML 1.0 allows no control characters but tab, newline and carriage return (terminalText has
// taken those and the escape sequences they start), nor these two.
const INVALID_XML = /[\ufffe\uffff]/g;

/** Text, escaped for XML: no control character or escape sequence. */
export function escapeXml(text: string): string {
  return terminalText(text)
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An attribute's value, escaped for XML, on one line (a parser would make its breaks spaces). */
function attr(text: string): string {
  return escapeXml(terminalLine(text));
}

function seconds(run: Run): number {
  if (!run.started_at || !run.finished_at) return 0;
  return Math.max(0, (Date.parse(run.finished_at) - Date.parse(run.started_at)) / 1000);
}

/** The step that decided the verdict: the first that did not pass. */
function failingStep(run: Run): string {
  const step = run.result?.steps.find((s) => s.status !== 'passed');
  if (!step) return '';
  return `Step ${step.index}: ${step.description}${step.error ? `\n${step.error}` : ''}`;
}

function testcase(reported: ReportedRun, classname: string): string {
  const { run, timedOut } = reported;
  const summary = run.result?.summary ?? '';
  const attrs = `name="${attr(run.test_name)}" classname="${attr(classname)}" time="${seconds(run).toFixed(3)}"`;
  const body: string[] = [];
  const details = [failingStep(run), run.result_url ? `Result: ${run.result_url}` : '']
    .filter(Boolean)
    .join('\n');
  if (timedOut) body.push(`<error message="${attr(timedOut)}" type="TIMEOUT"/>`);
  else if (run.status === 'FAILED')
    body.push(`<failure message="${attr(summary)}" type="FAILED">${escapeXml(details)}</failure>`);
  else if (run.status !== 'PASSED')
    body.push(
      `<error message="${attr(summary || run.status)}" type="${run.status}">${escapeXml(details)}</error>`,
    );
  const out = [
    ...(run.result_url ? [`Result: ${run.result_url}`] : []),
    ...(run.result?.steps ?? [])
      .filter((s) => s.screenshot_url)
      .map((s) => `[[ATTACHMENT|${s.screenshot_url}]]`),
  ];
  if (out.length > 0) body.push(`<system-out>${escapeXml(out.join('\n'))}</system-out>`);
  if (body.length === 0) return `    <testcase ${attrs}/>`;
  return [`    <testcase ${attrs}>`, ...body.map((b) => `      ${b}`), '    </testcase>'].join(
    '\n',
  );
}

/** JUnit XML of the runs: one testsuite, one testcase per test. */
export function toJunit(name: string, runs: ReportedRun[], timestamp: Date): string {
  const failures = runs.filter((r) => !r.timedOut && r.run.status === 'FAILED').length;
  const errors = runs.filter(
    (r) => r.timedOut || (r.run.status !== 'FAILED' && r.run.status !== 'PASSED'),
  ).length;
  const time = runs.reduce((sum, r) => sum + seconds(r.run), 0).toFixed(3);
  const counts = `tests="${runs.length}" failures="${failures}" errors="${errors}" time="${time}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="Scout" ${counts}>`,
    `  <testsuite name="${attr(name)}" ${counts} skipped="0" timestamp="${timestamp.toISOString().replace(/\.\d+Z$/, '')}">`,
    ...runs.map((r) => testcase(r, `scout.${name}`)),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
