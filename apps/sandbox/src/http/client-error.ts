/**
 * Requests Node's HTTP parser refuses before any route sees them (headers over the limit, conflicting
 * Content-Length and Transfer-Encoding, an unknown method, a malformed request line) get the JSON failure
 * envelope and a request-id like every other answer, instead of Node's bare status line.
 */
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { SANDBOX_ERROR_CODES } from '../errors.js';
import { newRequestId } from '../ids.js';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

export function answerClientErrors(server: Server, log: ((line: string) => void) | null): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const code = error.code === 'HPE_HEADER_OVERFLOW' ? 'headers_too_large' : 'malformed_request';
    const timeout = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const status = timeout ? 408 : SANDBOX_ERROR_CODES[code].status;
    const message = timeout
      ? 'The request did not arrive in time.'
      : code === 'headers_too_large'
        ? 'The request headers are too large; send fewer or shorter headers.'
        : `The HTTP request is malformed (${error.code ?? 'parse error'}); check the method, the request line and Content-Length/Transfer-Encoding.`;
    const requestId = newRequestId();
    const body = JSON.stringify({ status: false, error: message, code: timeout ? 'request_timeout' : code });
    log?.(`- - ${status} ${requestId} ${error.code ?? ''}`);
    socket.end(
      `HTTP/1.1 ${status} ${REASONS[status]}\r\n` +
        'Content-Type: application/json; charset=UTF-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `request-id: ${requestId}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
