import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { screeningNotice } from '@careers/domain/screening';
import { useId } from 'react';
import { noticeWeight } from '../messages';

// One text wherever it is shown, built from the rubric: no call (the API serves the same notice).
const NOTICE = screeningNotice();

/**
 * What the automated assessment scores, from what, how long it is kept and how to ask a person:
 * a collapsible section whose title is a heading of `headingLevel` (the level that follows the
 * page's own headings), open at first where the candidate should read it before answering.
 */
export function ScreeningNotice({
  headingLevel,
  defaultExpanded = false,
}: {
  headingLevel: 'h2' | 'h3';
  defaultExpanded?: boolean;
}) {
  const id = useId();
  return (
    <Accordion
      variant="outlined"
      defaultExpanded={defaultExpanded}
      disableGutters
      slotProps={{ heading: { component: headingLevel } }}
      data-testid="screening-notice"
      sx={{ mb: 3 }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-summary`} aria-controls={`${id}-details`}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {NOTICE.title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {NOTICE.paragraphs.map((paragraph) => (
          <Typography key={paragraph} variant="body2" sx={{ mb: 1.5 }}>
            {paragraph}
          </Typography>
        ))}
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {NOTICE.sections.map((section) => (
            <Typography component="li" variant="body2" key={section.title}>
              {noticeWeight(section)}
            </Typography>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
