import { checkWebhookAddress, PLAIN_HTTP_REFUSED } from '../delivery/address-guard.ts';

/** Names that mean this machine or a cloud's metadata service whatever DNS says (and before it answers). */
const PRIVATE_NAMES = /^(?:localhost|.+\.localhost|metadata\.google\.internal)$/;

const PRIVATE_REFUSED =
  'This webhook address points at a private, loopback or link-local address;' +
  ' the server does not post there unless its operator allows private webhooks.';

/**
 * Why a webhook URL an editor typed is refused, in words for them; null when it may be used.
 * Addresses are the delivery's own check (src/server/delivery/address-guard.ts), which also
 * resolves a name now; the send checks the address it connects to again.
 */
export async function webhookAddressProblem(text: string, allowPrivate: boolean): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'A webhook address is an http(s) URL.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'A webhook address is an http(s) URL.';
  if (url.username !== '' || url.password !== '') return 'A webhook address cannot hold a user name or password.';
  if (allowPrivate) return null;
  if (PRIVATE_NAMES.test(url.hostname.toLowerCase().replace(/\.$/, ''))) return PRIVATE_REFUSED;
  const checked = await checkWebhookAddress(url.href, false);
  if (!checked.ok) return checked.error;
  return url.protocol === 'http:' ? PLAIN_HTTP_REFUSED : null;
}

/** What a webhook is shown as to those who may not hold it: its host, never its path (the credential). */
export function webhookHost(text: string): string {
  try {
    return new URL(text).host;
  } catch {
    return 'webhook';
  }
}
