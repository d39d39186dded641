import { describe, expect, it } from 'vitest';
import { findTerms, term } from './vocabulary';
import { FRONTEND_TERMS } from './vocabulary-build';
import {
  CAUSE_PATTERN,
  FIX_PATTERN,
  isPlaceholderAnswer,
  METRIC_PATTERN,
  parseQuantity,
  REASONING_PATTERN,
} from './vocabulary-marks';

describe('terms', () => {
  it('match whole words, case-insensitively, under any alias', () => {
    const express = term('Express', 'Express.js');
    expect(express.pattern.test('We used express.js, then Fastify')).toBe(true);
    expect(express.pattern.test('a regular expression')).toBe(false);
    expect(term('Node.js', 'Node').pattern.test('Node.js, Deno')).toBe(true);
    expect(term('Java').pattern.test('JavaScript only')).toBe(false);
  });

  it('are found once each, in order, without counting the same words twice', () => {
    const found = findTerms('We memoized rows with useMemo in React, then React again', FRONTEND_TERMS);
    expect(found.map((m) => m.term.name)).toEqual(['useMemo', 'React']);
    const joins = findTerms('Joins are slow', [term('join', 'joins'), term('joins')]);
    expect(joins).toHaveLength(1);
  });
});

describe('marks of a concrete answer', () => {
  it.each([
    '2 million rows',
    'from 400 ms to 30 ms',
    'p95 latency',
    'cut it by 40%',
    '3x faster',
    'HTTP 500 errors',
    '50k users',
  ])('finds a number in "%s"', (text) => {
    expect(METRIC_PATTERN.test(text)).toBe(true);
  });

  it.each(['In 2023 I learned React', 'version 2 of the app', 'I have no numbers'])('finds none in "%s"', (text) => {
    expect(METRIC_PATTERN.test(text)).toBe(false);
  });

  it('finds causes, fixes and reasons', () => {
    expect(CAUSE_PATTERN.test('It broke because the token expired')).toBe(true);
    expect(CAUSE_PATTERN.test('The root cause was a stale closure')).toBe(true);
    expect(FIX_PATTERN.test('I fixed it by adding an index')).toBe(true);
    expect(REASONING_PATTERN.test('I chose Postgres rather than MongoDB')).toBe(true);
    expect(REASONING_PATTERN.test('It is good')).toBe(false);
  });

  it('reads a dataset size', () => {
    expect(parseQuantity('2 million rows')).toBe(2_000_000);
    expect(parseQuantity('About 50k records')).toBe(50_000);
    expect(parseQuantity('1,200 products')).toBe(1200);
    expect(parseQuantity('not sure')).toBeNull();
  });
});

describe('placeholders', () => {
  it.each([
    'n/a',
    'N/A',
    'NA',
    'idk',
    'I dont know',
    'asdf',
    'asdfgh jkl',
    'Lorem ipsum dolor sit amet',
    'aaaaaa',
    '...',
    '-',
    'same as above',
    'TBD',
  ])('"%s" is one', (text) => {
    expect(isPlaceholderAnswer(text)).toBe(true);
  });

  it.each(['I used Redux', 'Nothing broke because we tested it first', 'Sentry', 'n/a because we never deployed it'])(
    '"%s" is not',
    (text) => {
      expect(isPlaceholderAnswer(text)).toBe(false);
    },
  );
});
