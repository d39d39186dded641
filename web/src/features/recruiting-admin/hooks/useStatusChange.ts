import { ADMIN_MESSAGES, type AdminRecruitingStatus } from '@careers/domain';
import { toast } from 'sonner';
import { useUpdateStatus } from '../api/admin-api';

/** Changes a status through the API and says how it went ('Status updated successfully' / 'Failed to update status'). */
export function useStatusChange() {
  const update = useUpdateStatus();
  return (id: string, status: AdminRecruitingStatus) =>
    update.mutate(
      { id, status },
      {
        onSuccess: () => toast.success(ADMIN_MESSAGES.statusUpdated),
        onError: (error) => {
          console.error(error);
          toast.error(ADMIN_MESSAGES.statusFailed);
        },
      },
    );
}
