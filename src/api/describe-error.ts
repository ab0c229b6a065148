import { isApiError } from './api-error.ts';

export type ErrorDescription = {
  title: string;
  /** What happened, in the API's own words where it gave some. */
  detail: string;
  /** What the reader (or the operator) can do about it. */
  action: string | null;
  code: string | null;
  requestId: string | null;
};

/** A view's code could not be downloaded: the connection dropped, or a new version replaced the file. */
export function isCodeLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|importing a module script failed|error loading dynamically imported module|unable to preload css/i.test(
      error.message,
    )
  );
}

/** Turns any failure into words for a finance reader; 401 and 403 address the operator. */
export function describeError(error: unknown): ErrorDescription {
  if (isCodeLoadError(error)) {
    return {
      title: 'This view could not be downloaded',
      detail: 'The connection dropped, or the dashboard was updated since this page was opened.',
      action: 'Check the connection, then reload the page.',
      code: null,
      requestId: null,
    };
  }
  if (!isApiError(error)) {
    const detail = error instanceof Error ? error.message : String(error);
    return { title: 'Something went wrong', detail, action: 'Reload the page.', code: null, requestId: null };
  }
  const base = { detail: error.message, code: error.code ?? null, requestId: error.requestId ?? null };
  if (error.kind === 'network') {
    return { ...base, title: 'No connection', action: 'Check your network; the dashboard retries by itself.' };
  }
  if (error.kind === 'shape') {
    return { ...base, title: 'Unexpected data from the API', action: 'Quote the field above to support.' };
  }
  switch (error.status) {
    case 401:
      return {
        ...base,
        title: 'The API key was refused',
        action: 'The server operator must set a valid workspace key in API_KEY and restart the dashboard server.',
      };
    case 403:
      return {
        ...base,
        title: 'API access is not included in this plan',
        action: "The key is valid, but the company's plan does not include the API. Ask the workspace owner to enable it.",
      };
    case 429:
      return { ...base, title: 'Too many requests', action: 'The dashboard waits for the limit to reset and retries.' };
    case 502:
    case 503:
    case 504:
      return { ...base, title: 'The financial data service is not answering', action: 'Try again in a minute.' };
  }
  if (error.status !== undefined && error.status >= 500) {
    return { ...base, title: 'The financial data service failed', action: 'Try again; quote the request id to support if it persists.' };
  }
  return { ...base, title: 'The request was refused', action: null };
}
