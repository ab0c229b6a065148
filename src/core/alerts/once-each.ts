import { requestUrl } from '../api/api-request.ts';
import type { ApiReader } from '../api/api-reader.ts';

/**
 * A reader that asks each request once within one evaluation, as the browser's query cache does:
 * the board pack and its 13 weeks both need the accounts, and the budget pays for them once.
 * A request is the same when its URL is; it is always parsed with the same schema.
 */
export function onceEach(read: ApiReader): ApiReader {
  const asked = new Map<string, Promise<unknown>>();
  const once = <Answer>(key: string, ask: () => Promise<Answer>): Promise<Answer> => {
    const known = asked.get(key) as Promise<Answer> | undefined;
    if (known) return known;
    const answer = ask();
    asked.set(key, answer);
    return answer;
  };
  return {
    get: (request, schema) => once(`get ${requestUrl(request)}`, () => read.get(request, schema)),
    list: (request, itemSchema) => once(`list ${requestUrl(request)}`, () => read.list(request, itemSchema)),
  };
}
