// Waiting on servers by asking them, never by sleeping a fixed time.

/**
 * Resolves once `url` answers with a 2xx, polling every 250 ms; rejects after `timeoutMs`,
 * or as soon as `isAlive()` says the process that should serve it has exited.
 * @param {string} url
 * @param {{ timeoutMs?: number, isAlive?: () => boolean }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 120_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    if (!isAlive()) throw new Error(`gave up waiting for ${url}: the process serving it exited`);
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
