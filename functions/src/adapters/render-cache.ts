// Rendered files kept in the instance's memory by what they were rendered from, so asking again
// for the same thing costs no render: a signing certificate is rendered once per offer state
// (its id, version and last update), however often it is downloaded. At most `size` files, the
// least recently used dropped first.

/** A cache of rendered bytes by key. */
export class RenderCache {
  private readonly entries = new Map<string, Promise<Uint8Array>>();

  constructor(private readonly size: number) {}

  /** The bytes for `key`: kept ones, else `render()`'s (kept unless it fails). */
  get(key: string, render: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const made = render();
    this.entries.set(key, made);
    made.catch(() => this.entries.delete(key));
    while (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
    return made;
  }
}
