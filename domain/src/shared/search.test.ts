import { describe, expect, it } from 'vitest';
import { matchesSearch, searchIndexFor, searchPlan, shortPiecesOf, trigramsOf } from './search';

describe('search', () => {
  const maria = searchIndexFor('María Santos', 'Maria.Santos@Example.com');

  it('indexes lower-case, accent-free trigrams of the name and the email', () => {
    expect(trigramsOf('abcd')).toEqual(['abc', 'bcd']);
    expect(maria.text).toBe('maria santos\nmaria.santos@example.com');
    for (const trigram of ['mar', 'ia ', 'san', 'tos', '@ex', 'com']) expect(maria.trigrams[trigram]).toBe(true);
  });

  it('indexes every piece of one and two characters for short terms', () => {
    expect(shortPiecesOf('abca')).toEqual(['a', 'b', 'c', 'ab', 'bc', 'ca']);
    expect(shortPiecesOf('a😀')).toEqual(['a', '😀', 'a😀']);
    for (const piece of ['s', 'sa', 'nt', 'os', '@', '@e', 'm']) expect(maria.short[piece]).toBe(true);
    expect(maria.short.zz).toBeUndefined();
  });

  it('keeps characters whole and text well formed (Firestore refuses a lone surrogate in a field name)', () => {
    expect(trigramsOf('a😀bc')).toEqual(['a😀b', '😀bc']);
    const index = searchIndexFor('x\ud800yz', 'q@example.com');
    expect(Object.keys(index.trigrams)).toContain('x\ufffdy');
    expect(
      Object.keys(index.trigrams).every(
        (key) => !/[\ud800-\udfff]/.test(key.replace(/[\ud800-\udbff][\udc00-\udfff]/g, '')),
      ),
    ).toBe(true);
  });

  it('plans a lookup: nothing for blanks, the short piece for one or two letters, trigrams otherwise', () => {
    expect(searchPlan('   ')).toEqual({ kind: 'none' });
    expect(searchPlan(' Ma')).toEqual({ kind: 'short', term: 'ma' });
    expect(searchPlan('Á')).toEqual({ kind: 'short', term: 'a' });
    expect(searchPlan('SANTO')).toEqual({ kind: 'trigrams', term: 'santo', trigrams: ['san', 'ant', 'nto'] });
  });

  it('keeps at most eight trigrams of a long term, the last one included', () => {
    const plan = searchPlan('maria.santos@example.com');
    expect(plan.kind === 'trigrams' && plan.trigrams.length).toBeLessThanOrEqual(8);
    expect(plan.kind === 'trigrams' && plan.trigrams.at(-1)).toBe('com');
  });

  it('matches a case-insensitive substring of the name or the email, at any length', () => {
    expect(matchesSearch(maria, 'ANTOS')).toBe(true);
    expect(matchesSearch(maria, 'santos@ex')).toBe(true);
    expect(matchesSearch(maria, 'maria santos')).toBe(true);
    expect(matchesSearch(maria, 'santa')).toBe(false);
    expect(matchesSearch(maria, 'sa')).toBe(true);
    expect(matchesSearch(maria, 'ma')).toBe(true);
    expect(matchesSearch(maria, 'S')).toBe(true);
    expect(matchesSearch(maria, 'zq')).toBe(false);
    expect(matchesSearch(maria, '')).toBe(true);
  });

  it('indexes any number of texts and never matches across two of them', () => {
    const offer = searchIndexFor('Ana Cruz', 'ana@example.com', 'Sales Development Representative', null);
    expect(matchesSearch(offer, 'development rep')).toBe(true);
    expect(offer.trigrams.dev).toBe(true);
    expect(offer.short.sd).toBeUndefined();
    expect(matchesSearch(offer, 'cruz ana')).toBe(false);
    expect(matchesSearch(offer, 'com sales')).toBe(false);
  });
});
