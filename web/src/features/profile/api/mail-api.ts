// The candidate's mails as hooks: the message history (GET /api/me/mails, asked again while a mail
// is on its way), the preference (their users/{uid} document, live) and its change
// (PUT /api/me/mail-preferences).
import {
  MAIL_API,
  mailPreferencesOf,
  type MailHistoryResponse,
  type MailPreferences,
  type MailPreferencesResponse,
} from '@careers/domain/mail';
import { COLLECTIONS } from '@careers/domain/shared';
import type { UserDocument } from '@careers/domain/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useLiveDocument } from '../../../lib/firebase/live';
import { liveAnswer } from '../../../lib/query';
import { useAuth } from '../../auth';

const keys = { myMails: (uid: string | null) => ['mail', 'mine', uid] as const };

const onItsWay = (answer: MailHistoryResponse | undefined) =>
  answer?.mails.some((mail) => mail.delivery.state === 'pending' || mail.delivery.state === 'processing') ?? false;

/** The signed-in user's mails, newest first; asked again every 2 s while one is queued or sending. */
export function useMyMails() {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  return liveAnswer(
    useQuery({
      queryKey: keys.myMails(uid),
      queryFn: () => apiRequest<MailHistoryResponse>(MAIL_API.myMails),
      enabled: uid !== null,
      refetchInterval: (query) => (onItsWay(query.state.data) ? 2000 : false),
      retry: 1,
    }),
  );
}

/**
 * The signed-in user's preference, live from users/{uid}; null while it loads. Followed once the
 * profile's first control has shown (lib/first-rows.tsx): the full Firestore SDK is not among what
 * the profile's buttons wait for.
 */
export function useMailPreferences(): MailPreferences | null {
  const { user } = useAuth();
  const live = useLiveDocument<UserDocument>(user ? `${COLLECTIONS.users}/${user.uid}` : null, {
    afterFirstRows: true,
  });
  return live.status === 'success' ? mailPreferencesOf(live.data ?? undefined) : null;
}

/** PUT /api/me/mail-preferences. */
export function useChangeMailPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: MailPreferences) =>
      apiRequest<MailPreferencesResponse>(MAIL_API.myPreferences, { method: 'PUT', body: preferences }),
    onSettled: () => client.invalidateQueries({ queryKey: ['mail', 'mine'] }),
  });
}
