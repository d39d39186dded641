// The first rows' REST read: a domain description as Firestore's structured query, and the answer as
// the SDKs give documents. The network and the session are stand-ins; the e2e suite reads the
// emulator through it (every admin screen's first rows).
import { APPLICATIONS_TABLE } from '@careers/domain/recruiting';
import { DOCUMENT_ID, tablePageQuery } from '@careers/domain/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentIdToken } from './auth';
import { readDescribed } from './firestore-rest';

vi.mock('./auth', () => ({ currentIdToken: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', { location: { hostname: '127.0.0.1' } });
  vi.mocked(currentIdToken).mockResolvedValue('token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('readDescribed', () => {
  it('asks runQuery for the description: filters, order, the cursor after a row, the limit, with the token', async () => {
    fetchMock.mockResolvedValue(answer(200, [{ readTime: '2026-01-01T00:00:00Z' }]));
    const created = new Date('2026-01-02T03:04:05.000Z');
    const description = tablePageQuery(APPLICATIONS_TABLE, {
      statuses: ['hired', 'interviewed'],
      sort: 'created_at',
      direction: 'desc',
      limit: 25,
      after: { value: created, id: 'app-1' },
    });
    expect(await readDescribed([description])).toEqual([]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(
      /^http:\/\/127\.0\.0\.1:8080\/v1\/projects\/[^/]+\/databases\/\(default\)\/documents:runQuery$/,
    );
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token');
    const query = (JSON.parse(init?.body as string) as { structuredQuery: Record<string, unknown> }).structuredQuery;
    expect(query.from).toEqual([{ collectionId: description.collection }]);
    expect(query.limit).toBe(description.limit);
    expect(query.orderBy).toEqual(
      description.orderBy.map((order) => ({
        field: { fieldPath: order.field === DOCUMENT_ID ? DOCUMENT_ID : order.field.join('.') },
        direction: order.direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
      })),
    );
    expect(JSON.stringify(query.where)).toContain('"op":"IN"');
    expect(JSON.stringify(query.where)).toContain('{"stringValue":"hired"}');
    const start = query.startAt as { values: Record<string, string>[]; before: boolean };
    expect(start.before).toBe(false);
    expect(start.values[0]).toEqual({ timestampValue: created.toISOString() });
    expect(start.values[1]?.referenceValue).toMatch(new RegExp(`/documents/${description.collection}/app-1$`));
  });

  it('answers the documents with their ids, Dates for timestamps, numbers, maps and lists', async () => {
    fetchMock.mockResolvedValue(
      answer(200, [
        {
          document: {
            name: 'projects/p/databases/(default)/documents/recruitingApplications/a1',
            fields: {
              name: { stringValue: 'Ana' },
              created_at: { timestampValue: '2026-01-02T03:04:05Z' },
              score: { integerValue: '7' },
              ratio: { doubleValue: 0.5 },
              verified: { booleanValue: true },
              reason: { nullValue: null },
              tags: { arrayValue: { values: [{ stringValue: 'x' }] } },
              empty: { arrayValue: {} },
              nested: { mapValue: { fields: { at: { timestampValue: '2026-01-03T00:00:00Z' } } } },
            },
          },
        },
      ]),
    );
    expect(await readDescribed([{ collection: 'recruitingApplications', filters: [], orderBy: [] }])).toEqual([
      {
        id: 'a1',
        name: 'Ana',
        created_at: new Date('2026-01-02T03:04:05Z'),
        score: 7,
        ratio: 0.5,
        verified: true,
        reason: null,
        tags: ['x'],
        empty: [],
        nested: { at: new Date('2026-01-03T00:00:00Z') },
      },
    ]);
  });

  it("fails with Firestore's message (a read the rules refuse)", async () => {
    fetchMock.mockResolvedValue(
      answer(403, [{ error: { code: 403, message: 'Missing or insufficient permissions.' } }]),
    );
    await expect(readDescribed([{ collection: 'offers', filters: [], orderBy: [] }])).rejects.toThrow(
      'Missing or insufficient permissions.',
    );
  });
});
