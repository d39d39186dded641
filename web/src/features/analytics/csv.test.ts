import type { AnalyticsReport } from '@careers/domain/analytics';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_CSV, analyticsFileName, funnelCsv, offersCsv, sourcesCsv, timeInStageCsv } from './csv';

/** A recruiting posting's figures: three applications, one hired, one stopped at the criteria. */
const report: AnalyticsReport = {
  flow: 'recruiting',
  job_slug: 'analyst',
  from: '2026-01-01',
  to: '2026-01-31',
  funnel: [
    { stage: 'applied', count: 3, conversion: null },
    { stage: 'criteria_met', count: 2, conversion: 0.6667 },
    { stage: 'nda_signed', count: 2, conversion: 1 },
    { stage: 'interview_booked', count: 2, conversion: 1 },
    { stage: 'interviewed', count: 1, conversion: 0.5 },
    { stage: 'hired', count: 1, conversion: 1 },
  ],
  time_in_stage: [
    { stage: 'applied', count: 3, median_hours: 0.5, p90_hours: 26.91 },
    { stage: 'criteria_met', count: 0, median_hours: null, p90_hours: null },
    { stage: 'nda_signed', count: 0, median_hours: null, p90_hours: null },
    { stage: 'interview_booked', count: 0, median_hours: null, p90_hours: null },
    { stage: 'interviewed', count: 0, median_hours: null, p90_hours: null },
    { stage: 'hired', count: 0, median_hours: null, p90_hours: null },
  ],
  time_to_hire: { count: 1, median_days: 3.36, p90_days: 3.36 },
  sources: [
    { source: 'LinkedIn', applied: 2, qualified: 2, interviewed: 1, hired: 1 },
    { source: '=HYPERLINK("x")', applied: 1, qualified: 0, interviewed: 0, hired: 0 },
  ],
  offers: { made: 1, accepted: 1, declined: 0, withdrawn: 0 },
  approximate: 0,
};

describe('the Analytics CSVs', () => {
  it('writes the funnel a stage a row, in the pipeline’s order, the first conversion empty', () => {
    expect(funnelCsv(report).split('\r\n')).toEqual([
      '"stage","count","conversion"',
      '"applied","3",""',
      '"criteria_met","2","0.6667"',
      '"nda_signed","2","1"',
      '"interview_booked","2","1"',
      '"interviewed","1","0.5"',
      '"hired","1","1"',
      '',
    ]);
  });

  it('writes the time in each stage, a stage without a time left empty', () => {
    const lines = timeInStageCsv(report).split('\r\n');
    expect(lines.slice(0, 3)).toEqual([
      '"stage","count","median_hours","p90_hours"',
      '"applied","3","0.5","26.91"',
      '"criteria_met","0","",""',
    ]);
    expect(lines).toHaveLength(8);
  });

  it('writes the sources, a formula in a source defused', () => {
    expect(sourcesCsv(report).split('\r\n')).toEqual([
      '"source","applied","qualified","interviewed","hired"',
      '"LinkedIn","2","2","1","1"',
      '"\'=HYPERLINK(""x"")","1","0","0","0"',
      '',
    ]);
  });

  it('writes the offers an outcome a row, in the Offers table’s order', () => {
    const offers = { offers: { made: 4, accepted: 2, declined: 1, withdrawn: 0 } };
    expect(offersCsv(offers).split('\r\n')).toEqual([
      '"outcome","count"',
      '"made","4"',
      '"accepted","2"',
      '"declined","1"',
      '"withdrawn","0"',
      '',
    ]);
    expect(ANALYTICS_CSV.offers(report)).toBe(offersCsv(report));
    expect(analyticsFileName(report, 'offers')).toBe(
      'analytics-recruiting-offers-analyst-from-2026-01-01-to-2026-01-31.csv',
    );
  });

  it('writes only the header without rows', () => {
    expect(sourcesCsv({ sources: [] })).toBe('"source","applied","qualified","interviewed","hired"\r\n');
  });

  it('names a file by its flow and table, then the posting and the period the figures have', () => {
    expect(analyticsFileName(report, 'funnel')).toBe(
      'analytics-recruiting-funnel-analyst-from-2026-01-01-to-2026-01-31.csv',
    );
    expect(analyticsFileName({ flow: 'screening', job_slug: null, from: null, to: null }, 'sources')).toBe(
      'analytics-screening-sources.csv',
    );
    expect(
      analyticsFileName({ flow: 'recruiting', job_slug: null, from: null, to: '2026-02-01' }, 'time-in-stage'),
    ).toBe('analytics-recruiting-time-in-stage-to-2026-02-01.csv');
  });
});
