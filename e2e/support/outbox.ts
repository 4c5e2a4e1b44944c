import fs from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { E2E_DATA_DIR } from './env.js';

/** Waits for the newest email to `to` in the server's outbox and returns its confirmation link. */
export async function readConfirmationLink(to: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith(`-${to}.eml`))
          .sort()
      : [];
    const newest = files.at(-1);
    if (newest) {
      const mail = await PostalMime.parse(fs.readFileSync(path.join(outbox, newest)));
      const link = mail.text?.match(/https?:\/\/\S+\/auth\/confirm\?\S+/)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No confirmation email to ${to} within ${timeoutMs} ms`);
}
