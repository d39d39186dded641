import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { JobDetail, type PublicJob } from '../../jobs';
import { JOBS_ADMIN_TEXT } from '../content';

/** The public page of a posting as candidates would see it open: the job page's own component. */
export function JobPreview({ job, onClose }: { job: PublicJob; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="position-preview-title">
      <DialogTitle id="position-preview-title">{JOBS_ADMIN_TEXT.previewTitle}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }} inert>
        <JobDetail job={job} preview />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{JOBS_ADMIN_TEXT.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
