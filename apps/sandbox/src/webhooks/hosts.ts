/**
 * Which hosts webhooks may be sent to. A sandbox runs on a developer's machine, next to cloud metadata
 * endpoints and private services, so by default it delivers only to loopback (`localhost`, `*.localhost`,
 * 127.0.0.0/8, `[::1]`), which is where a local app listens. Other hosts need naming explicitly
 * (`--allow-webhook-host HOST`, or `*` for any).
 */

/** Whether a URL's hostname (as `URL` normalises it: lower case, IPv6 in brackets) is loopback. */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/\.$/, '');
  return (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    h === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h)
  );
}

/** A check of webhook URLs: loopback, or a host in `allowed` (`*` allows every host). */
export function webhookHostCheck(allowed: readonly string[] = []): (url: string) => boolean {
  const names = new Set(allowed.map((h) => h.toLowerCase()));
  return (url) => {
    if (!URL.canParse(url)) return false;
    const { hostname } = new URL(url);
    return isLoopbackHost(hostname) || names.has('*') || names.has(hostname.toLowerCase());
  };
}
