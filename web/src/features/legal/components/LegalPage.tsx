import Typography from '@mui/material/Typography';
import { COMPANY } from '@careers/domain/shared';
import { PageContainer } from '../../../components/PageContainer';

const PAGES = {
  privacy: {
    title: 'Privacy Policy',
    paragraphs: [
      `${COMPANY.legalName} collects the information you give when you sign in with Google and apply for a position: your name, email address, contact details and the answers of your application.`,
      'We use it only to assess your application, to contact you about it and, if you are hired, to prepare your contract. We do not sell it.',
      `You may ask for a copy of your data or for its deletion at ${COMPANY.supportEmail}.`,
    ],
  },
  terms: {
    title: 'Terms of Service',
    paragraphs: [
      `By signing in to the ${COMPANY.name} careers site you agree to give accurate information in your application.`,
      'Documents you are shown during the hiring process are confidential and may not be copied or shared.',
      'An offer becomes binding only when you accept it on this site after signing its three documents.',
    ],
  },
} as const;

/** /privacy and /terms. */
export default function LegalPage({ page }: { page: keyof typeof PAGES }) {
  const { title, paragraphs } = PAGES[page];
  return (
    <PageContainer maxWidth="md">
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {paragraphs.map((text) => (
        <Typography key={text} sx={{ mb: 2 }}>
          {text}
        </Typography>
      ))}
    </PageContainer>
  );
}
