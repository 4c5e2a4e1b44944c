/** Copies better-auth's Set-Cookie headers onto our response. */
export function forwardSetCookies(from: Headers | null | undefined, to: Headers): void {
  if (!from) return;
  for (const cookie of from.getSetCookie()) to.append('set-cookie', cookie);
}
