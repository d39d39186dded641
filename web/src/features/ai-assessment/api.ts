// The published summary of the screening assessment (GET /api/ai-assessment/summary): public,
// aggregates only; the page asks it once a visit.
import { AI_ASSESSMENT_API, type AiAssessmentSummary } from '@careers/domain/privacy';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { liveAnswer } from '../../lib/query';

/** GET /api/ai-assessment/summary. */
export function useAiAssessmentSummary() {
  return liveAnswer(
    useQuery({
      queryKey: ['ai-assessment', 'summary'],
      queryFn: () => apiRequest<AiAssessmentSummary>(AI_ASSESSMENT_API.summary, { auth: false }),
    }),
  );
}
