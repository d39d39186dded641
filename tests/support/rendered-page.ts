// What a page the server rendered embeds for the browser (web/src/lib/preloaded-data.ts), read
// from its HTML: the tests that fetch a page tell the server's page from the plain app by it.

/** The page's embedded data, or null on the plain app (no server rendering). */
export function preloadedOf(html: string): Record<string, unknown> | null {
  const match = /<script type="application\/json" id="preloaded-data">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}

/** The uid of the user a page was rendered for, or null on the plain app. */
export function renderedFor(html: string): string | null {
  const session = preloadedOf(html)?.['auth:session'] as { uid?: string } | undefined;
  return session?.uid ?? null;
}
