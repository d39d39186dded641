import { describe, expect, it } from 'vitest';
import { RenderCache } from './render-cache';

const bytes = (n: number) => Promise.resolve(new Uint8Array([n]));

describe('render cache', () => {
  it('renders a key once, even when asked twice at once', async () => {
    const cache = new RenderCache(10);
    let renders = 0;
    const render = () => {
      renders += 1;
      return bytes(renders);
    };
    const [a, b] = await Promise.all([cache.get('offer-1:1:100', render), cache.get('offer-1:1:100', render)]);
    expect(await cache.get('offer-1:1:100', render)).toEqual(new Uint8Array([1]));
    expect([a, b]).toEqual([new Uint8Array([1]), new Uint8Array([1])]);
    expect(renders).toBe(1);
    await cache.get('offer-1:1:200', render);
    expect(renders).toBe(2);
  });

  it('keeps at most its size, dropping the least recently used', async () => {
    const cache = new RenderCache(2);
    let renders = 0;
    const render = () => bytes(++renders);
    await cache.get('a', render);
    await cache.get('b', render);
    await cache.get('a', render);
    await cache.get('c', render);
    expect(renders).toBe(3);
    await cache.get('a', render);
    expect(renders).toBe(3);
    await cache.get('b', render);
    expect(renders).toBe(4);
  });

  it('does not keep a failed render', async () => {
    const cache = new RenderCache(2);
    await expect(cache.get('x', () => Promise.reject(new Error('no font')))).rejects.toThrow('no font');
    expect(await cache.get('x', () => bytes(7))).toEqual(new Uint8Array([7]));
  });
});
