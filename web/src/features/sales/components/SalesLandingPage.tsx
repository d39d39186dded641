// /sales, public. Deliberately light: no form library, no Firestore; the form is its own lazy route.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@careers/domain/shared';
import { Link as RouterLink } from 'react-router';
import { useSignedInLink } from '../../auth';
import { SALES_BENEFITS, SALES_DUTIES, SALES_HERO, SALES_REQUIREMENTS, SALES_ROLE } from '../content';

/** 'Get Started': sign-in first, which then opens the form; a signed-in visitor goes straight to the form. */
function GetStarted({ onPrimary = false }: { onPrimary?: boolean }) {
  const to = useSignedInLink(ROUTES.salesApply);
  return (
    <Button
      component={RouterLink}
      to={to}
      variant="contained"
      size="large"
      sx={
        onPrimary ? { bgcolor: 'common.white', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' } } : undefined
      }
    >
      Get Started
    </Button>
  );
}

function CardGrid({ items }: { items: readonly { title: string; description: string }[] }) {
  return (
    <Grid container spacing={3}>
      {items.map((item) => (
        <Grid key={item.title} size={{ xs: 12, sm: 6, md: 3 }}>
          <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
            <Typography variant="h6" component="h3" gutterBottom>
              {item.title}
            </Typography>
            <Typography color="text.secondary">{item.description}</Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}

/** The landing page inviting people to join the sales team as a Sales Development Representative. */
export default function SalesLandingPage() {
  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 8, md: 12 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography variant="overline" sx={{ letterSpacing: 2 }}>
            {SALES_HERO.overline}
          </Typography>
          <Typography variant="h2" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
            {SALES_HERO.title}
          </Typography>
          <Typography variant="h5" component="p" sx={{ mb: 3, fontWeight: 500 }}>
            {SALES_ROLE}
          </Typography>
          <Typography sx={{ mb: 4, opacity: 0.9 }}>{SALES_HERO.lead}</Typography>
          <GetStarted onPrimary />
        </Container>
      </Box>

      <Container component="section" maxWidth="lg" aria-labelledby="sales-duties" sx={{ py: { xs: 6, md: 8 } }}>
        <Typography id="sales-duties" variant="h4" component="h2" gutterBottom>
          What you&apos;ll do
        </Typography>
        <CardGrid items={SALES_DUTIES} />
      </Container>

      <Box component="section" aria-labelledby="sales-benefits" sx={{ bgcolor: 'grey.50', py: { xs: 6, md: 8 } }}>
        <Container maxWidth="lg">
          <Typography id="sales-benefits" variant="h4" component="h2" gutterBottom>
            Why join us
          </Typography>
          <CardGrid items={SALES_BENEFITS} />
        </Container>
      </Box>

      <Container component="section" maxWidth="md" aria-labelledby="sales-requirements" sx={{ py: { xs: 6, md: 8 } }}>
        <Typography id="sales-requirements" variant="h4" component="h2" gutterBottom>
          Who we&apos;re looking for
        </Typography>
        <Box component="ul" sx={{ pl: 3, mb: 4 }}>
          {SALES_REQUIREMENTS.map((requirement) => (
            <Typography key={requirement} component="li" sx={{ mb: 1 }}>
              {requirement}
            </Typography>
          ))}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
            Ready to start? Sign in with Google and apply in two minutes.
          </Typography>
          <GetStarted />
        </Stack>
      </Container>
    </>
  );
}
