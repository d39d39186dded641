import { isBackwardsPeriod } from '@careers/domain/shared';
import { FAIRNESS_FLOWS, type FairnessFlow } from '@careers/domain/privacy';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { ListPanel, LoadingOrFailure } from '../../../components/ListPage';
import { errorMessage } from '../../../lib/api';
import { useUrlFilters } from '../../../lib/url-filters';
import { useFirstRowsShown } from '../../../lib/first-rows';
import { AdminPage, csvExporter, FilterBar, FilterSelect, PeriodFields, PostingFilter } from '../../admin-kit';
import { useJobTitles } from '../../jobs-admin';
import { useFairness } from '../api/screening-admin-api';
import { FAIRNESS_TEXT as TEXT } from '../content';
import { fairnessCsv, fairnessFileName, type FairnessQuery } from '../fairness';
import { FairnessSummary, FairnessTables } from './FairnessTables';

/** The filters' names in the URL (a link or a reload keeps them). */
type FilterName = 'flow' | 'posting' | 'from' | 'to';

const FLOW_CHOICES = FAIRNESS_FLOWS.map((flow) => ({ value: flow, label: TEXT.flows[flow] }));

const isFlow = (value: string | null): value is FairnessFlow => FAIRNESS_FLOWS.some((flow) => flow === value);

/**
 * /admin/fairness: the selection rates and impact ratios per group of one flow (optionally one of
 * its postings and a period), from GET /api/admin/fairness (docs/features/fairness.md); its filters
 * kept in the URL, the three tables, and their CSV.
 */
export default function FairnessPage() {
  const { params, setFilter } = useUrlFilters<FilterName>();
  const flowParam = params.get('flow');
  const flow: FairnessFlow = isFlow(flowParam) ? flowParam : 'screening';
  const posting = params.get('posting') || undefined;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  // Asked with no period, the server takes every day until today (the answer says which).
  const query: FairnessQuery = useMemo(
    () => ({ flow, job_slug: posting, from: from || undefined, to: to || undefined }),
    [flow, posting, from, to],
  );
  // A period ending before it starts is not asked (the server refuses it): the To field says so.
  const backwards = isBackwardsPeriod(query);
  const answer = useFairness(query);
  const titles = useJobTitles();
  useFirstRowsShown(answer.status !== 'loading' || backwards);

  const figures = answer.status === 'success' && !backwards ? answer.data : undefined;
  const exportCsv = figures
    ? csvExporter({
        file: () =>
          Promise.resolve({
            name: fairnessFileName(figures),
            text: fairnessCsv(figures),
            type: 'text/csv;charset=utf-8',
          }),
        failed: TEXT.exportFailed,
      })
    : undefined;

  return (
    <AdminPage
      title={TEXT.title}
      aside={
        <Button variant="outlined" onClick={exportCsv} disabled={!exportCsv}>
          {TEXT.exportCsv}
        </Button>
      }
    >
      <Typography sx={{ mb: 1 }} data-testid="fairness-intro">
        {TEXT.intro.selected[flow]}
      </Typography>
      <Typography sx={{ mb: 1 }}>{TEXT.intro.rule}</Typography>
      {flow === 'screening' && <Typography sx={{ mb: 1 }}>{TEXT.intro.scoring}</Typography>}

      <FilterBar>
        <FilterSelect
          id="fairness-flow"
          label={TEXT.flow}
          value={flow}
          options={FLOW_CHOICES}
          // The postings are a flow's own: another flow's posting would answer nothing.
          onChange={(chosen) => setFilter('flow', chosen === 'screening' ? undefined : chosen, ['posting'])}
          minWidth={220}
        />
        <PostingFilter
          choices={titles.choicesOf(flow)}
          value={posting}
          onChange={(chosen) => setFilter('posting', chosen)}
        />
        <PeriodFields
          from={from}
          to={to}
          labels={{ from: TEXT.from, to: TEXT.to, backwards: TEXT.periodBackwards }}
          onChange={setFilter}
        />
      </FilterBar>

      {!backwards && (
        <LoadingOrFailure
          answer={answer}
          loading={TEXT.loading}
          failed={(error) => errorMessage(error, TEXT.failed)}
          retry={{ label: TEXT.tryAgain, onClick: answer.retry }}
        />
      )}
      {figures && (
        <>
          <FairnessSummary figures={figures} />
          {figures.applicants === 0 ? (
            <ListPanel>
              <Typography data-testid="fairness-empty">{TEXT.empty}</Typography>
            </ListPanel>
          ) : (
            <FairnessTables figures={figures} />
          )}
        </>
      )}
    </AdminPage>
  );
}
