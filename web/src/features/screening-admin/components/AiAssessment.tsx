// The detail dialog's assessment pieces: a labelled field, the section score chips, the review of
// a model assessment that disagreed with the rubric (both readings side by side), and the AI
// assessment (a result with each section's analysis and evidence, an unsupported section's
// warning, or the raw text of an answer that could not be read).
import {
  formatScore,
  SCREENING_SECTION_KEYS,
  SECTION_TITLES,
  type AssessmentResult,
  type AssessmentReview,
  type AssessorScores,
  type DecisionLog,
  type ScreeningSectionKey,
} from '@careers/domain/screening';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DETAIL_TEXT } from '../content';

export function DetailField({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {value === '' || value == null ? '—' : value}
      </Typography>
    </Box>
  );
}

export function SectionScores({ scores }: { scores: Partial<Record<ScreeningSectionKey, number>> | null | undefined }) {
  if (!scores) return <Typography variant="body2">—</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {Object.entries(scores).map(([key, score]) => (
        <Chip
          key={key}
          size="small"
          variant="outlined"
          label={`${SECTION_TITLES[key as ScreeningSectionKey] ?? key}: ${formatScore(score)}`}
        />
      ))}
    </Stack>
  );
}

/** Why an application waits for a person: the disagreements, and both assessors' scores side by side. */
export function ReviewPanel({ review }: { review: AssessmentReview }) {
  const text = DETAIL_TEXT.review;
  const row = (label: string, model: string, rubric: string) => (
    <TableRow key={label}>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell align="right">{model}</TableCell>
      <TableCell align="right">{rubric}</TableCell>
    </TableRow>
  );
  const verdict = (passed: boolean) => (passed ? DETAIL_TEXT.pass : DETAIL_TEXT.fail);
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="assessment-review">
      <AlertTitle>{text.title}</AlertTitle>
      <Typography variant="body2">{text.body}</Typography>
      <Box component="ul" sx={{ my: 1, pl: 3 }}>
        {review.reasons.map((reason) => (
          <li key={reason}>
            <Typography variant="body2">{reason}</Typography>
          </li>
        ))}
      </Box>
      <Table size="small" aria-label={text.caption}>
        <TableHead>
          <TableRow>
            <TableCell>{text.section}</TableCell>
            <TableCell align="right">{text.model}</TableCell>
            <TableCell align="right">{text.rubric}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {SCREENING_SECTION_KEYS.map((key) =>
            row(
              SECTION_TITLES[key],
              formatScore(review.model.section_scores[key]),
              formatScore(review.rubric.section_scores[key]),
            ),
          )}
          {row(text.weighted, formatScore(review.model.weighted_score), formatScore(review.rubric.weighted_score))}
          {row(text.result, verdict(review.model.passed), verdict(review.rubric.passed))}
        </TableBody>
      </Table>
    </Alert>
  );
}

export function AiAssessment({ assessment }: { assessment: AssessmentResult | string | null }) {
  if (assessment == null) return <Typography variant="body2">—</Typography>;
  if (typeof assessment === 'string') {
    return (
      <>
        <Typography variant="body2" color="text.secondary">
          {DETAIL_TEXT.raw}
        </Typography>
        <Box component="pre" data-testid="raw-assessment" sx={{ whiteSpace: 'pre-wrap', bgcolor: 'grey.50', p: 1 }}>
          {assessment}
        </Box>
      </>
    );
  }
  return (
    <>
      <DetailField label={DETAIL_TEXT.recommendation} value={assessment.recommendation} />
      <DetailField label={DETAIL_TEXT.result} value={assessment.passed ? DETAIL_TEXT.pass : DETAIL_TEXT.fail} />
      <DetailField label={DETAIL_TEXT.weighted} value={`${formatScore(assessment.weighted_score)}/10`} />
      <DetailField label={DETAIL_TEXT.readiness} value={assessment.internship_readiness} />
      <DetailField label={DETAIL_TEXT.sectionScores} value={<SectionScores scores={assessment.section_scores} />} />
      <DetailField label={DETAIL_TEXT.feedback} value={assessment.feedback} />
      <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
        {DETAIL_TEXT.analysis}
      </Typography>
      {Object.entries(assessment.section_analysis ?? {}).map(([key, analysis]) => (
        <Box key={key} sx={{ mb: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {SECTION_TITLES[key as ScreeningSectionKey] ?? key}: {formatScore(analysis.score)}
          </Typography>
          <Typography variant="body2">{analysis.summary}</Typography>
          {analysis.unsupported && (
            <Alert severity="warning" sx={{ my: 0.5 }} data-testid={`unsupported-${key}`}>
              {DETAIL_TEXT.unsupported(formatScore(analysis.unsupported.model_score), analysis.unsupported.quotes)}
            </Alert>
          )}
          <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
            {[...analysis.strengths, ...analysis.concerns].map((evidence, index) => (
              <li key={index}>
                <Typography variant="body2">
                  {evidence.points > 0 ? '+' : ''}
                  {evidence.points} {evidence.reason}
                  {evidence.quote ? ` ("${evidence.quote}")` : ''}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      ))}
      <DetailField
        label={DETAIL_TEXT.metadata}
        value={`${assessment.metadata.assessor} · ${assessment.metadata.model} · ${assessment.metadata.version} · ${assessment.metadata.duration_ms} ms`}
      />
      {assessment.decision_log && <DecisionLogField log={assessment.decision_log} />}
    </>
  );
}

/** What the automated decision was taken with: the rubric's and the model's versions and scores. */
function DecisionLogField({ log }: { log: DecisionLog }) {
  const scores = (of: AssessorScores | null) =>
    of ? `${formatScore(of.weighted_score)}/10 (${of.passed ? DETAIL_TEXT.pass : DETAIL_TEXT.fail})` : '—';
  return (
    <DetailField
      label={DETAIL_TEXT.decisionLog}
      value={
        <span data-testid="decision-log">
          {DETAIL_TEXT.decisionLogLine(
            log.rubric_version,
            scores(log.rubric_scores),
            log.model ? `${log.model} · ${log.prompt_version ?? '—'}` : null,
            scores(log.model_scores),
          )}
        </span>
      }
    />
  );
}
