// The survey's calls, as hooks: the signed-in person's own answers (GET) and replacing them (PUT).
// Components use these and never call the API themselves.
import {
  SELF_IDENTIFICATION_API,
  type SelfIdentificationResponse,
  type RaceEthnicity,
  type Sex,
} from '@careers/domain/privacy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { liveAnswer } from '../../lib/query';
import { useAuth } from '../auth';

/** The PUT body: both answers ("decline" is one). */
export interface SelfIdentificationAnswers {
  sex: Sex;
  race_ethnicity: RaceEthnicity;
}

const mineKey = (uid: string | null) => ['self-identification', uid] as const;

/** The signed-in person's answers (null data: none given yet). */
export function useMySelfIdentification() {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const query = useQuery({
    queryKey: mineKey(uid),
    queryFn: () => apiRequest<SelfIdentificationResponse>(SELF_IDENTIFICATION_API.mine),
    enabled: uid !== null,
  });
  return liveAnswer(query);
}

/** PUT /api/me/self-identification; its answer becomes what the GET answers. */
export function useSaveSelfIdentification() {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (answers: SelfIdentificationAnswers) =>
      apiRequest<SelfIdentificationResponse>(SELF_IDENTIFICATION_API.mine, { method: 'PUT', body: answers }),
    onSuccess: (answer) => client.setQueryData(mineKey(user?.uid ?? null), answer),
  });
}
