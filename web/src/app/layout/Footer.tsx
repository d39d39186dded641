import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { COMPANY, formatPostalAddress, ROUTES } from '@careers/domain/shared';

interface FooterLink {
  label: string;
  to: string;
  external?: boolean;
}

const columns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Open Positions', to: ROUTES.positions },
      { label: 'Sales Team', to: ROUTES.sales },
      { label: 'My Job Offers', to: ROUTES.jobOffers },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: ROUTES.about },
      { label: 'Careers', to: ROUTES.positions },
      { label: 'Contact', to: `mailto:${COMPANY.careersEmail}`, external: true },
    ],
  },
  {
    title: 'Follow Us',
    links: [
      { label: 'LinkedIn', to: COMPANY.social.linkedin, external: true },
      { label: 'Facebook', to: COMPANY.social.facebook, external: true },
      { label: 'X (Twitter)', to: COMPANY.social.x, external: true },
    ],
  },
];

function FooterAnchor({ link }: { link: FooterLink }) {
  return link.external ? (
    <Link href={link.to} color="inherit" underline="hover" target="_blank" rel="noopener noreferrer">
      {link.label}
    </Link>
  ) : (
    <Link component={RouterLink} to={link.to} color="inherit" underline="hover">
      {link.label}
    </Link>
  );
}

/** Site footer: product, company and social links, legal links, postal address, copyright. */
export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.300', mt: 'auto', py: 6 }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Typography variant="h6" sx={{ color: 'common.white', fontWeight: 700 }}>
              {COMPANY.name}
            </Typography>
            <Typography variant="body2">{COMPANY.tagline}</Typography>
          </Box>
          {columns.map((column) => (
            <Box key={column.title}>
              <Typography variant="subtitle2" component="h2" sx={{ color: 'common.white', mb: 1 }}>
                {column.title}
              </Typography>
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
                {column.links.map((link) => (
                  <FooterAnchor key={link.label} link={link} />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Box sx={{ borderTop: 1, borderColor: 'grey.800', mt: 4, pt: 3 }}>
          <Typography variant="body2" component="address" sx={{ fontStyle: 'normal', mb: 1 }}>
            {formatPostalAddress()}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              gap: 2,
              justifyContent: 'space-between',
            }}
          >
            <Typography variant="body2">
              © {COMPANY.copyrightYear} {COMPANY.legalName} All rights reserved.
            </Typography>
            <Box sx={{ display: 'flex', gap: 2 }}>
              <FooterAnchor link={{ label: 'Privacy Policy', to: ROUTES.privacy }} />
              <FooterAnchor link={{ label: 'Terms of Service', to: ROUTES.terms }} />
              <FooterAnchor link={{ label: 'AI Assessment', to: ROUTES.aiAssessment }} />
            </Box>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
