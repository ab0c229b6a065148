import { newRequestId } from '../http/request-id.ts';
import type { ApiGateway } from '../proxy/proxy.ts';
import { upstreamUrlOf } from '../proxy/proxy.ts';
import { UpstreamFault } from '../proxy/upstream-fetch.ts';
import type { ApiAnswer, FetchAnswer } from './api-reader.ts';

/** The client the alert engine's requests are charged to: one share of the budget, like one browser. */
export const ALERTS_CLIENT_ID = 'server:alerts';

/**
 * The alert engine's API answers, through the proxy's own cache: a figure a browser fetched a
 * minute ago costs no call, identical requests share one, and the engine spends only its share
 * of the team's budget. A 429 (the share or the upstream's) comes back with its Retry-After.
 */
export function gatewayAnswers(gateway: ApiGateway, clientId = ALERTS_CLIENT_ID): FetchAnswer {
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
