import { BadGatewayException } from '@nestjs/common';

/** Each request to YouTube, body included, gets this long before the sync gives up (502). */
export const youtubeTimeoutMs = 15_000;

export interface UpstreamResponse {
  status: number;
  ok: boolean;
  body: string;
}

function unreachable(error: unknown, timeoutMs: number): BadGatewayException {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new BadGatewayException(`Could not reach YouTube: no answer within ${timeoutMs / 1000} s`);
  }
  // fetch() says only 'fetch failed': its cause says why (connect ECONNREFUSED ..., getaddrinfo ENOTFOUND ...).
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  const code =
    typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string' ? cause.code : '';
  return new BadGatewayException(`Could not reach YouTube: ${message || code || 'network error'}`);
}

/** GET with a timeout; network failures and timeouts become a 502 naming the cause. */
export async function download(url: URL, timeoutMs: number): Promise<UpstreamResponse> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, ok: response.ok, body: await response.text() };
  } catch (error) {
    throw unreachable(error, timeoutMs);
  }
}
