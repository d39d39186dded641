// The REST reads: a domain description as Firestore's structured query, a document by its path, and
// the answers as the SDKs give documents. The network and the session are stand-ins; the e2e suite
// reads the emulator through them (every admin screen's first rows, a screening draft, a posting).
import { APPLICATIONS_TABLE } from '@careers/domain/recruiting';
import { DOCUMENT_ID, tablePageQuery } from '@careers/domain/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentIdToken, loadedIdToken } from './auth';
import { readDescribed, readDocument } from './firestore-rest';

vi.mock('./auth', () => ({ currentIdToken: vi.fn(), loadedIdToken: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', { location: { hostname: '127.0.0.1' } });
  vi.mocked(currentIdToken).mockResolvedValue('token');
  vi.mocked(loadedIdToken).mockResolvedValue(undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(currentIdToken).mockReset();
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

describe('readDocument', () => {
  it('gets the document at the path with the token: its fields, Dates for timestamps, and its id', async () => {
    fetchMock.mockResolvedValue(
      answer(200, {
        name: 'projects/p/databases/(default)/documents/screeningDrafts/u1',
        fields: { section: { integerValue: '3' }, updated_at: { timestampValue: '2026-01-02T03:04:05Z' } },
      }),
    );
    expect(await readDocument('screeningDrafts/u1')).toEqual({
      id: 'u1',
      section: 3,
      updated_at: new Date('2026-01-02T03:04:05Z'),
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/\/databases\/\(default\)\/documents\/screeningDrafts\/u1$/);
    expect(init?.method).toBeUndefined();
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token');
  });

  it('answers null for a document that does not exist', async () => {
    fetchMock.mockResolvedValue(answer(404, { error: { code: 404, status: 'NOT_FOUND', message: 'not found' } }));
    expect(await readDocument('screeningDrafts/none')).toBeNull();
  });

  it("fails with the SDKs' name for a refusal", async () => {
    fetchMock.mockResolvedValue(
      answer(403, {
        error: { code: 403, status: 'PERMISSION_DENIED', message: 'Missing or insufficient permissions.' },
      }),
    );
    await expect(readDocument('jobs/draft')).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Missing or insufficient permissions.',
    });
  });

  it('reads as a visitor without loading Auth: the token only when it is loaded already', async () => {
    fetchMock.mockImplementation(async () => answer(200, { name: 'projects/p/databases/(default)/documents/jobs/j1' }));
    expect(await readDocument('jobs/j1', 'visitor')).toEqual({ id: 'j1' });
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Authorization')).toBeNull();
    expect(currentIdToken).not.toHaveBeenCalled();

    vi.mocked(loadedIdToken).mockResolvedValue('session');
    await readDocument('jobs/j1', 'visitor');
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).get('Authorization')).toBe('Bearer session');
  });
});
