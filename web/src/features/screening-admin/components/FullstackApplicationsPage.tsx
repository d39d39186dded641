import Box from '@mui/material/Box';
import { APPLICATIONS_TEXT } from '../content';
import { ApplicationsTable } from './ApplicationsTable';

/** /fullstack-admin/applications. */
export default function FullstackApplicationsPage() {
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <ApplicationsTable title={APPLICATIONS_TEXT.title} />
    </Box>
  );
}
