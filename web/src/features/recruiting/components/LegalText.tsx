import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LegalDocument } from '@careers/domain/shared';

/** A legal document in a scrolling box. */
export function LegalText({ document }: { document: LegalDocument }) {
  return (
    <Box
      role="document"
      aria-label={document.title}
      tabIndex={0}
      sx={{ maxHeight: 320, overflowY: 'auto', p: 2, border: 1, borderColor: 'divider', borderRadius: 1, mb: 2 }}
    >
      <Typography variant="h6" component="h3" gutterBottom>
        {document.title}
      </Typography>
      {document.sections.map((section) => (
        <Box key={section.heading} sx={{ mb: 2 }}>
          <Typography variant="subtitle2" component="h4">
            {section.heading}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {section.body}
          </Typography>
        </Box>
      ))}
      <Typography variant="caption" color="text.secondary">
        Version {document.version}
      </Typography>
    </Box>
  );
}
