import { PageContainer } from '../../../components/PageContainer';
import { APPLICATIONS_TEXT } from '../content';
import { ApplicationsTable } from './ApplicationsTable';

/** /admin/fullstack-screening/applications?status=: the applications, filtered by the query's status. */
export default function ScreeningApplicationsPage() {
  return (
    <PageContainer>
      <ApplicationsTable title={APPLICATIONS_TEXT.screeningTitle} />
    </PageContainer>
  );
}
