import type { AdminJobView } from '@careers/domain/jobs';
import { describe, expect, it } from 'vitest';
import { positionsCsv } from './csv';

const job = (id: string, fields: Partial<AdminJobView>): AdminJobView =>
  ({
    id,
    title: id,
    state: 'open',
    flow: 'recruiting',
    applications: 0,
    postedAt: '2026-01-01T09:00:00.000Z',
    validThrough: '2026-12-31T23:59:59.000Z',
    ...fields,
  }) as AdminJobView;

describe('the Positions CSV', () => {
  const jobs = [
    job('analyst', { title: 'Analyst', applications: 7, postedAt: '2026-03-01T09:00:00.000Z' }),
    job('writer', { title: 'Writer', state: 'draft', flow: 'screening', postedAt: '2026-05-01T09:00:00.000Z' }),
    job('hyperlink-x', { title: '=HYPERLINK("x")', state: 'closed', postedAt: '2026-04-01T09:00:00.000Z' }),
  ];

  it('writes a row a posting, in the table’s order, with its address, labels and days', () => {
    const lines = positionsCsv(jobs, 'postedAt', 'desc').trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Position","Public page","State","Flow","Applications","Posted","Valid through"');
    expect(lines[1]).toBe('"Writer","","Draft","Screening questionnaire","0","","2026-12-31"');
    expect(lines[2]).toBe(
      '"\'=HYPERLINK(""x"")","/jobs/hyperlink-x","Closed","Recruiting application (with the criteria check)","0","2026-04-01T09:00:00.000Z","2026-12-31"',
    );
    expect(lines[3]).toContain('"Analyst","/jobs/analyst","Open"');
    expect(lines).toHaveLength(4);
  });

  it('sorts by title when the table does', () => {
    const titles = positionsCsv(jobs, 'title', 'asc')
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split('","')[0]);
    expect(titles).toEqual(['"\'=HYPERLINK(""x"")', '"Analyst', '"Writer']);
  });
});
