import type { Page } from 'playwright-core';
import { startEgressProxy, type EgressProxy } from './egress-proxy.js';
import { NetworkPolicy, type NetworkRules } from './network-policy.js';

/**
 * One run's network: the policy, the proxy its browser context goes out through, and the first
 * request the policy blocked. A blocked request ends the run ERROR at the end of the step it
 * happened in, whether the page itself or one of its images or fetches asked for it
 * (docs/decisions/014-a-network-policy-for-runs.md).
 */
export class RunNetwork {
  private constructor(
    private readonly policy: NetworkPolicy,
    private readonly proxy: EgressProxy,
    private readonly blocked: string[],
  ) {}

  /** Starts the run's proxy; with no rules, only the public internet is reachable. */
  static async start(rules?: NetworkRules): Promise<RunNetwork> {
    const policy = new NetworkPolicy(rules);
    const blocked: string[] = [];
    const proxy = await startEgressProxy(policy, (message) => blocked.push(message));
    return new RunNetwork(policy, proxy, blocked);
  }

  /** Why the run must end: the first request the policy blocked. */
  get violation(): string | undefined {
    return this.blocked[0];
  }

  /** For the browser context's `proxy` option. */
  get proxyServer(): string {
    return this.proxy.server;
  }

  /** Before the agent opens `url` itself (the starting URL, a navigate step): why it cannot, or
   *  undefined. A blocked address is the run's violation; a host that is not found is not. */
  async refuse(url: string): Promise<string | undefined> {
    const verdict = await this.policy.checkUrl(url);
    if (verdict.ok) return undefined;
    if (!('blocked' in verdict)) return verdict.unreachable;
    this.blocked.push(verdict.blocked);
    return verdict.blocked;
  }

  /** After a step: when a request was blocked, the page is left for a blank one so that nothing
   *  (a partly loaded page, the refusal) is captured, and the reason is returned. */
  async leaveIfBlocked(page: Page): Promise<string | undefined> {
    if (!this.violation) return undefined;
    if (!page.isClosed()) await page.goto('about:blank').catch(() => undefined);
    return this.violation;
  }

  async close(): Promise<void> {
    await this.proxy.close();
  }
}
