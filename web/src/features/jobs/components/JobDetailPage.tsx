import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { isJobOpen, isValidJobSlug, jobFlow } from '@careers/domain/jobs';
import { applyPath, ROUTES, signInPath } from '@careers/domain/shared';
import { JOB_PAGE_TEXT } from '../content';
import { publicPageHead } from '../head';
import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { LinkButton, type ButtonLook } from '../../../components/LinkButton';
import { PageContainer } from '../../../components/PageContainer';
import { useAuth } from '../../auth';
import { useJob, type PublicJob } from '../api/jobs-api';
import { JobBadge } from './JobBadge';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 5 }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, m: 0, display: 'grid', gap: 1 }}>
      {items.map((item) => (
        <Typography component="li" key={item}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

// While the auth state is unknown (before the app has attached to a server-rendered page, or
// while a session is being restored), public/boot.js tells by data-session on the html element
// whether this browser may hold a session: "none" shows the sign-in link, anything else (or
// nothing, outside server-rendered pages) the application, as once the state is known.
const WITHOUT_SESSION = { 'html:not([data-session="none"]) &': { display: 'none' } } as const;
const WITH_SESSION = { 'html[data-session="none"] &': { display: 'none' } } as const;

/**
 * An apply button: the application when signed in, else sign-in and back to it. While the auth
 * state is unknown it renders both, data-session hiding one; once the state is known, the one that
 * stays is the same element, updated in place. A button replaced by a new one between a press and
 * its release gets no click, so a click as the session is restored (the moment a page attaches on
 * a slow phone) would be lost.
 */
function ApplyButton({ jobId, look, children }: { jobId: string; look?: ButtonLook; children: ReactNode }) {
  const { status } = useAuth();
  const path = applyPath(jobId);
  const loading = status === 'loading';
  return (
    <>
      <Box component="span" sx={loading ? WITH_SESSION : undefined}>
        {status !== 'signedOut' && (
          <LinkButton to={path} look={look} size="large">
            {children}
          </LinkButton>
        )}
      </Box>
      <Box component="span" sx={loading ? WITHOUT_SESSION : undefined}>
        {status !== 'signedIn' && (
          <LinkButton to={signInPath(path)} look={look} size="large">
            {children}
          </LinkButton>
        )}
      </Box>
    </>
  );
}

/**
 * A posting's page body. A closed or expired posting keeps its page (links to it live on) but says
 * so and offers no way to apply; `preview` (the admin's) shows it as it would be open.
 */
export function JobDetail({ job, preview = false }: { job: PublicJob; preview?: boolean }) {
  const open = preview || isJobOpen(job);
  return (
    <>
      <Box component="header" sx={{ bgcolor: 'grey.50', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
          <Box sx={{ mb: 2 }}>
            <JobBadge
              label={open ? JOB_PAGE_TEXT.openPositionBadge : JOB_PAGE_TEXT.closedPositionBadge}
              closed={!open}
            />
          </Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, fontWeight: 800, lineHeight: 1.2 }}>
            {job.title}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 3,
              rowGap: 0.5,
              my: 2,
              '& dd': { m: 0, fontWeight: 600 },
            }}
          >
            {[
              ['Company', job.company],
              ['Type', job.type],
              ['Location', job.location],
            ].map(([term, value]) => (
              <Box key={term} sx={{ display: 'flex', gap: 0.75 }}>
                <Typography component="dt" color="text.secondary">
                  {term}:
                </Typography>
                <Typography component="dd">{value}</Typography>
              </Box>
            ))}
          </Box>
          {open ? (
            <ApplyButton jobId={job.id}>{JOB_PAGE_TEXT.applyForPosition}</ApplyButton>
          ) : (
            <Typography role="status" sx={{ fontWeight: 600 }}>
              {JOB_PAGE_TEXT.closedNote}
            </Typography>
          )}
          {jobFlow(job) === 'screening' && (
            <Typography variant="body2" sx={{ mt: 2 }}>
              {JOB_PAGE_TEXT.automatedScreening}{' '}
              <Link href={ROUTES.aiAssessment}>{JOB_PAGE_TEXT.automatedScreeningLink}</Link>
            </Typography>
          )}
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography sx={{ fontSize: '1.125rem' }}>{job.description}</Typography>
        <Section title={JOB_PAGE_TEXT.whyYoullLoveIt}>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
            }}
          >
            {job.whyYoullLoveIt.map((item) => (
              <Box component="li" key={item.title} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2.5 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {item.title}
                </Typography>
                <Typography color="text.secondary">{item.description}</Typography>
              </Box>
            ))}
          </Box>
        </Section>
        <Section title={JOB_PAGE_TEXT.responsibilities}>
          <BulletList items={job.responsibilities} />
        </Section>
        <Section title={JOB_PAGE_TEXT.growthOpportunities}>
          <BulletList items={job.growthOpportunity} />
        </Section>
        {open && (
          <Box
            sx={{
              mt: 6,
              p: { xs: 3, md: 4 },
              borderRadius: 2,
              bgcolor: 'primary.main',
              color: 'common.white',
              textAlign: 'center',
            }}
          >
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              Ready to apply?
            </Typography>
            <Typography sx={{ mt: 1, mb: 3, opacity: 0.92 }}>{JOB_PAGE_TEXT.signInNote}</Typography>
            <ApplyButton jobId={job.id} look="onDark">
              {JOB_PAGE_TEXT.applyNow}
            </ApplyButton>
          </Box>
        )}
      </Container>
    </>
  );
}

function JobNotFound() {
  return (
    <PageContainer maxWidth="sm">
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
          {JOB_PAGE_TEXT.notFoundTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {JOB_PAGE_TEXT.notFoundText}
        </Typography>
        <LinkButton to={ROUTES.home}>{JOB_PAGE_TEXT.backToJobs}</LinkButton>
      </Box>
    </PageContainer>
  );
}

function JobPage({ slug }: { slug: string }) {
  const job = useJob(slug);
  const found = job.status === 'success' ? job.data : undefined;

  // The server sends the same title in the HTML; this keeps it right after in-app navigation.
  useEffect(() => {
    if (found === undefined) return;
    document.title = publicPageHead({ kind: 'job', slug, job: found }, window.location.origin).title;
  }, [slug, found]);

  if (job.status === 'loading') return <CenteredMessage text="Loading..." />;
  if (job.status === 'error') {
    return <CenteredMessage progress={false} text="This position could not be loaded. Please refresh the page." />;
  }
  return job.data ? <JobDetail job={job.data} /> : <JobNotFound />;
}

/** `/jobs/{slug}`: the posting with its apply buttons, or 'Job Not Found'. */
export default function JobDetailPage() {
  const { slug = '' } = useParams();
  if (!isValidJobSlug(slug)) return <JobNotFound />;
  return <JobPage key={slug} slug={slug} />;
}
