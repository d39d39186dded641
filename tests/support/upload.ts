// Large request bodies for the body limit's tests (functions/src/http/body-limit.ts): streamed from
// one reused chunk, so the test process never holds the body, with Content-Length or chunked, and
// read answer even when the server answers before the upload ends.
import http from 'node:http';

export interface Upload {
  /** The body's size in bytes: a JSON object `{"x":"xxx…"}` of that length (at least 8). */
  size: number;
  /** Sent chunked (Transfer-Encoding), without a Content-Length. */
  chunked?: boolean;
  method?: string;
  headers?: Record<string, string>;
}

export interface UploadAnswer {
  status: number;
  contentType: string;
  text: string;
}

const CHUNK = 64 * 1024;

/** POSTs (or `method`s) `size` bytes of JSON to `url` and answers the response. */
export function upload(
  url: string,
  { size, chunked = false, method = 'POST', headers = {} }: Upload,
): Promise<UploadAnswer> {
  const head = Buffer.from('{"x":"');
  const tail = Buffer.from('"}');
  const filler = Buffer.alloc(CHUNK, 'x');
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: target.hostname,
      port: target.port,
      path: `${target.pathname}${target.search}`,
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(size) }),
        ...headers,
      },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => (text += part));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, contentType: res.headers['content-type'] ?? '', text });
        req.destroy();
      });
    });
    // A server may close the connection once it has answered; only an error before the answer fails.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    let left = size - head.length - tail.length;
    req.write(head);
    const writeMore = () => {
      while (left > 0 && !answered) {
        const next = filler.subarray(0, Math.min(CHUNK, left));
        left -= next.length;
        if (!req.write(next)) return void req.once('drain', writeMore);
      }
      if (!answered) req.end(tail);
    };
    writeMore();
  });
}
