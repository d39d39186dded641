// Calls the API as a client would, for function tests (functions emulator URL) and e2e tests.

/** The functions emulator's URL of the `api` function; paths are the same as behind hosting. */
export const API_BASE = process.env.API_BASE ?? 'http://127.0.0.1:5001/demo-careers/us-central1/api';

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

interface CallOptions {
  token?: string;
  /** JSON-encoded unless `raw` is given. */
  body?: unknown;
  /** Sent as is, with a JSON content type (for malformed bodies). */
  raw?: string;
  /** Extra request headers (e.g. User-Agent). */
  headers?: Record<string, string>;
}

/** One request; answers the status and the parsed body (or the text when it is not JSON). */
export async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  { token, body, raw, headers: extraHeaders }: CallOptions = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...extraHeaders };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed as T, text, headers: response.headers };
}
