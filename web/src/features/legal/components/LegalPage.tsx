import Typography from '@mui/material/Typography';
import { PageContainer } from '../../../components/PageContainer';
import { LEGAL_PAGES } from '../content';

/** /privacy and /terms. */
export default function LegalPage({ page }: { page: keyof typeof LEGAL_PAGES }) {
  const { title, paragraphs } = LEGAL_PAGES[page];
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
