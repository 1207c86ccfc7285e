import { createHash } from 'node:crypto';

export const DEV_APP_ID = 'wxdev0123456789ab';
export const DEV_JSAPI_TICKET = 'dev-jsapi-ticket-not-secret';

/** The chat platform's signature: sha1 over the four fields in this order, URL without fragment. */
export function chatSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`;
  return createHash('sha1').update(plain).digest('hex');
}
