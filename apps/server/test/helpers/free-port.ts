import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';

/** A port on 127.0.0.1 that nothing listens on now (asked of the system, then let go). */
export async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
