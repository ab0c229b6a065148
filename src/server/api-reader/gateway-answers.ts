import { newRequestId } from '../http/request-id.ts';
import type { ApiGateway } from '../proxy/proxy.ts';
import { upstreamUrlOf } from '../proxy/proxy.ts';
import { UpstreamFault } from '../proxy/upstream-fetch.ts';
import type { ApiAnswer, FetchAnswer } from './api-reader.ts';

/** The clients the server's own readers are charged to: each one share of the budget, like one browser. */
export const SERVER_READERS = { alerts: 'server:alerts', versions: 'server:versions' } as const;

/**
 * The API answers of a server reader (the alert engine, the 13-week versions), through the
 * proxy's own cache: a figure a browser fetched a minute ago costs no call, identical requests
 * share one, and the reader spends only `clientId`'s share of the team's budget. A 429 (the share
 * or the upstream's) comes back with its Retry-After.
 */
export function gatewayAnswers(gateway: ApiGateway, clientId: string): FetchAnswer {
  return async (apiUrl) => {
    const url = upstreamUrlOf(gateway.baseUrl, new URL(apiUrl, 'http://dashboard.invalid'));
    if (typeof url === 'string') return { status: 400, body: JSON.stringify({ error: { message: url } }), retryAfterS: null };
    try {
      const { answer } = await gateway.answer({ url, acceptLanguage: undefined, clientId, requestId: newRequestId() });
      return { status: answer.status, body: textOf(answer.body), retryAfterS: retryAfterOf(answer.headers) };
    } catch (error) {
      if (error instanceof UpstreamFault) return { status: error.status, body: '', retryAfterS: null } satisfies ApiAnswer;
      throw error;
    }
  };
}

function textOf(body: string | Uint8Array): string {
  return typeof body === 'string' ? body : new TextDecoder().decode(body);
}

function retryAfterOf(headers: Record<string, string>): number | null {
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'retry-after');
  if (!entry) return null;
  const seconds = Number(entry[1]);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}
