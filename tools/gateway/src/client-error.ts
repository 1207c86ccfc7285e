import type { Duplex } from 'node:stream';
import { CACHE_NO_STORE } from './headers';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

function statusOf(err: NodeJS.ErrnoException): number {
  if (err.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * Answers requests Node's parser refuses before any handler runs. Node's own answer is a bare
 * status line; ours carries the security headers like every other response, then hangs up.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return (err: NodeJS.ErrnoException, socket: Duplex): void => {
    // A response already under way on this connection cannot be followed by another one.
    const busy = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (err.code === 'ECONNRESET' || !socket.writable || busy) return void socket.destroy();
    const status = statusOf(err);
    const body = `${REASONS[status]}\n`;
    const lines = [
      `HTTP/1.1 ${status} ${REASONS[status]}`,
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      'Content-Type: text/plain; charset=utf-8',
      `Cache-Control: ${CACHE_NO_STORE}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  };
}
