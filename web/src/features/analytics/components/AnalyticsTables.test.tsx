// @vitest-environment jsdom
import type { AnalyticsReport } from '@careers/domain/analytics';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_TEXT as TEXT } from '../content';
import {
  FigureSection,
  FunnelTable,
  OffersTable,
  SourcesTable,
  TimeInStageTable,
  TimeToHireFigures,
} from './AnalyticsTables';

afterEach(cleanup);

/** A screening posting's figures: two applications, both assessed, one passed, none left Passed yet. */
const report: AnalyticsReport = {
  flow: 'screening',
  job_slug: null,
  from: null,
  to: null,
  funnel: [
    { stage: 'submitted', count: 2, conversion: null },
    { stage: 'assessed', count: 2, conversion: 1 },
    { stage: 'passed', count: 1, conversion: 0.5 },
    { stage: 'shortlisted', count: 0, conversion: 0 },
    { stage: 'interviewed', count: 0, conversion: null },
    { stage: 'hired', count: 0, conversion: null },
  ],
  time_in_stage: [
    { stage: 'submitted', count: 2, median_hours: 0.5, p90_hours: 0.5 },
    { stage: 'assessed', count: 2, median_hours: 26.91, p90_hours: 45.25 },
    { stage: 'passed', count: 0, median_hours: null, p90_hours: null },
    { stage: 'shortlisted', count: 0, median_hours: null, p90_hours: null },
    { stage: 'interviewed', count: 0, median_hours: null, p90_hours: null },
    { stage: 'hired', count: 0, median_hours: null, p90_hours: null },
  ],
  time_to_hire: { count: 0, median_days: null, p90_days: null },
  sources: [{ source: 'Unknown', applied: 2, qualified: 2, interviewed: 0, hired: 0 }],
  offers: { made: 0, accepted: 0, declined: 0, withdrawn: 0 },
  approximate: 0,
};

/** The texts of a table's body rows, cell by cell (the row's name first). */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the Analytics tables', () => {
  it('names the funnel by its heading, a stage a row, the conversion as a percent and none as a dash', () => {
    render(
      <FigureSection section="funnel" title={TEXT.funnel.title} exportLabel={TEXT.funnel.exportCsv} onExport={() => {}}>
        <FunnelTable report={report} />
      </FigureSection>,
    );
    expect(rowsOf(screen.getByRole('table', { name: 'Funnel' }))).toEqual([
      ['Submitted', '2', '—'],
      ['Assessed', '2', '100.0%'],
      ['Passed', '1', '50.0%'],
      ['Shortlisted', '0', '0.0%'],
      ['Interviewed', '0', '—'],
      ['Hired', '0', '—'],
    ]);
    expect(screen.getByRole('button', { name: 'Export funnel CSV' })).toBeTruthy();
  });

  it('writes the time in each stage in hours with one decimal, a stage without a time as dashes', () => {
    render(
      <FigureSection section="time-in-stage" title={TEXT.timeInStage.title}>
        <TimeInStageTable report={report} />
      </FigureSection>,
    );
    const rows = rowsOf(screen.getByRole('table', { name: 'Time in stage' }));
    expect(rows.slice(0, 3)).toEqual([
      ['Submitted', '2', '0.5', '0.5'],
      ['Assessed', '2', '26.9', '45.3'],
      ['Passed', '0', '—', '—'],
    ]);
  });

  it('lists the sources and the offers, and the time to hire without hires as dashes', () => {
    render(
      <>
        <FigureSection section="sources" title={TEXT.sources.title}>
          <SourcesTable report={report} />
        </FigureSection>
        <FigureSection section="offers" title={TEXT.offers.title}>
          <OffersTable report={report} />
        </FigureSection>
        <FigureSection section="time-to-hire" title={TEXT.timeToHire.title}>
          <TimeToHireFigures report={report} />
        </FigureSection>
      </>,
    );
    expect(rowsOf(screen.getByRole('table', { name: 'Sources' }))).toEqual([['Unknown', '2', '2', '0', '0']]);
    expect(rowsOf(screen.getByRole('table', { name: 'Offers' }))).toEqual([
      ['Made', '0'],
      ['Accepted', '0'],
      ['Declined', '0'],
      ['Withdrawn', '0'],
    ]);
    expect(screen.getByRole('group', { name: 'Hires' }).textContent).toContain('0');
    expect(screen.getByRole('group', { name: 'Median days to hire' }).textContent).toContain('—');
  });
});
