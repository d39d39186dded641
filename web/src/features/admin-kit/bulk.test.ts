import { bulkStatusResponse, type BulkStatusResponse } from '@careers/domain/http';
import { describe, expect, it } from 'vitest';
import { changeInBulk } from './bulk';

const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `r${i}`, name: `Row ${i}` }));

describe('bulk change', () => {
  it('sends the ids 200 a call, one call after another, and reports every failed row by name', async () => {
    const calls: string[][] = [];
    const send = (ids: string[]): Promise<BulkStatusResponse> => {
      calls.push(ids);
      return Promise.resolve(
        bulkStatusResponse(
          ids.map((id) =>
            id === 'r7' ? { id, ok: false, error: 'The application is already Hired' } : { id, ok: true },
          ),
        ),
      );
    };
    const report = await changeInBulk(rows(450), send, String);
    expect(calls.map((ids) => ids.length)).toEqual([200, 200, 50]);
    expect(calls[1]?.[0]).toBe('r200');
    expect(report).toEqual({
      updated: 449,
      failed: [{ id: 'r7', name: 'Row 7', error: 'The application is already Hired' }],
    });
  });

  it('marks every row of a call that failed whole, and still sends the next', async () => {
    let call = 0;
    const send = (ids: string[]) => {
      call += 1;
      if (call === 1) return Promise.reject(new Error('Too many requests'));
      return Promise.resolve(bulkStatusResponse(ids.map((id) => ({ id, ok: true as const }))));
    };
    const report = await changeInBulk(rows(201), send, (error) => (error as Error).message);
    expect(report.updated).toBe(1);
    expect(report.failed).toHaveLength(200);
    expect(report.failed[0]).toEqual({ id: 'r0', name: 'Row 0', error: 'Too many requests' });
  });

  it('sends nothing for no rows', async () => {
    expect(await changeInBulk([], () => Promise.reject(new Error('no')), String)).toEqual({ updated: 0, failed: [] });
  });
});
