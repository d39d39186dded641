// The postings a recruiter or hiring manager runs: the Hiring screen's choice of posting. Their
// applications are read with the admin tables' hooks (admin-api.ts), filtered to the posting,
// which is what the security rules let them list.
import { HIRING_TEAM_API, type MyPostingsResponse } from '@careers/domain/team';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { liveAnswer } from '../../../lib/query';
import { useAuth } from '../../auth';

/** GET /api/me/postings: the postings the caller runs, by title. */
export function useMyPostings() {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  return liveAnswer(
    useQuery({
      queryKey: ['team', 'postings', uid],
      queryFn: async () => (await apiRequest<MyPostingsResponse>(HIRING_TEAM_API.myPostings)).postings,
      enabled: uid !== null,
    }),
  );
}
