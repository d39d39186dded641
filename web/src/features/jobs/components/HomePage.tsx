import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { COMPANY_ABOUT, HOME_TEXT } from '../content';
import { HOME_TITLE } from '../head';
import { useEffect } from 'react';
import { ROUTES } from '@careers/domain/shared';
import { LinkButton } from '../../../components/LinkButton';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { useListedJobs } from '../api/jobs-api';
import { OpenPositions } from './OpenPositions';

const sectionSx = { py: { xs: 6, md: 9 }, scrollMarginTop: 64 } as const;
const gridSx = (columns: number) =>
  ({ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, 1fr)` } }) as const;

function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{ background: 'linear-gradient(135deg, #1e3a8a 0%, #1d4ed8 55%, #0f766e 100%)', color: 'common.white' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 7, md: 12 } }}>
        <Typography component="p" sx={{ fontWeight: 600, letterSpacing: 1, textTransform: 'uppercase', mb: 2 }}>
          {HOME_TEXT.heroOverline}
        </Typography>
        <Typography
          id="hero-title"
          variant="h1"
          sx={{ fontSize: { xs: '2.25rem', md: '3.5rem' }, fontWeight: 800, lineHeight: 1.15, maxWidth: 800 }}
        >
          {HOME_TEXT.heroTitle}
        </Typography>
        <Typography sx={{ fontSize: { xs: '1.0625rem', md: '1.25rem' }, mt: 3, maxWidth: 680, opacity: 0.92 }}>
          {HOME_TEXT.heroSubtitle}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
          <LinkButton to={ROUTES.positions} look="onDark" size="large">
            {HOME_TEXT.viewPositions}
          </LinkButton>
          <LinkButton to={ROUTES.about} look="outlinedOnDark" size="large">
            {HOME_TEXT.learnAboutUs}
          </LinkButton>
        </Box>
      </Container>
    </Box>
  );
}

function InfoCard({ title, text, step }: { title: string; text: string; step?: number }) {
  return (
    <Box
      component="article"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 3, bgcolor: 'background.paper' }}
    >
      {step !== undefined && (
        <Typography component="p" color="primary" sx={{ fontWeight: 700, mb: 1 }}>
          Step {step}
        </Typography>
      )}
      <Typography variant="h6" component="h4" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

function About() {
  const { mission, vision, approach, values } = COMPANY_ABOUT;
  return (
    <Box component="section" id="about" aria-labelledby="about-title" sx={{ ...sectionSx, bgcolor: 'grey.50' }}>
      <Container maxWidth="lg">
        <Typography id="about-title" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 4 }}>
          {COMPANY_ABOUT.title}
        </Typography>
        <Box sx={gridSx(2)}>
          <InfoCard title={mission.title} text={mission.text} />
          <InfoCard title={vision.title} text={vision.text} />
        </Box>
        <Typography variant="h5" component="h3" sx={{ fontWeight: 700, mt: 6, mb: 3 }}>
          {approach.title}
        </Typography>
        <Box component="ol" sx={{ ...gridSx(3), listStyle: 'none', p: 0, m: 0 }}>
          {approach.steps.map((step, index) => (
            <li key={step.title}>
              <InfoCard step={index + 1} title={step.title} text={step.description} />
            </li>
          ))}
        </Box>
        <Typography variant="h5" component="h3" sx={{ fontWeight: 700, mt: 6, mb: 3 }}>
          {values.title}
        </Typography>
        <Box component="ul" sx={{ ...gridSx(4), listStyle: 'none', p: 0, m: 0 }}>
          {values.items.map((value) => (
            <li key={value.title}>
              <InfoCard title={value.title} text={value.description} />
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

/**
 * `/`: hero, Open Positions (#positions) and About (#about). Shown whole once the jobs are in
 * (at once on the server-rendered page), so a jump to #about is not pushed away by the list
 * arriving above it.
 */
export default function HomePage() {
  const jobs = useListedJobs();
  // The server sends the same title in the HTML; this keeps it right after in-app navigation.
  useEffect(() => {
    document.title = HOME_TITLE;
  }, []);

  if (jobs.status === 'loading') return <CenteredMessage text="Loading..." />;
  return (
    <>
      <Hero />
      <Box component="section" id="positions" aria-labelledby="positions-title" sx={sectionSx}>
        <Container maxWidth="lg">
          <Typography id="positions-title" variant="h4" component="h2" sx={{ fontWeight: 700 }}>
            {HOME_TEXT.positionsTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
            {HOME_TEXT.positionsSubtitle}
          </Typography>
          <OpenPositions jobs={jobs} />
        </Container>
      </Box>
      <About />
    </>
  );
}
