import type { Page } from 'playwright-core';

// Scout tests web applications: it opens http and https pages only. A file: URL would put the
// machine's own files (file:///etc/passwd) in screenshots, the report and the model's input;
// data:, javascript:, chrome: and view-source: pages are not the application under test either.
// (Which hosts it may reach — loopback, private ranges — is a separate network policy.)
const WEB_PROTOCOLS = new Set(['http:', 'https:']);

/** Why the agent will not open `url`, or undefined when it is an http or https address. Every
 *  navigation the agent makes (the starting URL, a navigate step, a replayed one) asks this first. */
export function nonWebUrlProblem(url: string): string | undefined {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    return `${shorten(url)} is not a web address. Scout opens only web pages (http:// or https://).`;
  }
  if (WEB_PROTOCOLS.has(protocol)) return undefined;
  return `Scout opens only web pages (http:// or https://), not ${shorten(url)}.`;
}

/**
 * After an action: if the page itself went somewhere that is not a web page, leaves it for a blank
 * page (so no screenshot or snapshot is taken of it) and says why the run cannot go on. Chromium's
 * own blank and error pages, and blob: documents a web page made, are not a problem.
 */
export async function leaveNonWebPage(page: Page): Promise<string | undefined> {
  const url = page.url();
  if (isWebOrBlank(url)) return undefined;
  await page.goto('about:blank').catch(() => undefined);
  return `The page went to ${shorten(url)}, which is not a web page. Scout opens only web pages (http:// or https://).`;
}

function isWebOrBlank(url: string): boolean {
  if (url === 'about:blank' || url.startsWith('chrome-error://')) return true;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'blob:') return WEB_PROTOCOLS.has(new URL(parsed.pathname).protocol);
    return WEB_PROTOCOLS.has(parsed.protocol);
  } catch {
    return false;
  }
}

function shorten(url: string): string {
  return `“${url.length > 80 ? `${url.slice(0, 77)}…` : url}”`;
}
