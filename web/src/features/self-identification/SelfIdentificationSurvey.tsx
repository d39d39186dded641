import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SELF_IDENTIFICATION_TEXT } from '@careers/domain/privacy';
import { useId } from 'react';
import { errorMessage } from '../../lib/api';
import { formatDay } from '../../lib/dates';
import { toast } from '../../lib/toast';
import { useMySelfIdentification, useSaveSelfIdentification, type SelfIdentificationAnswers } from './api';
import { SURVEY_TEXTS } from './content';
import { SurveyForm } from './SurveyForm';

/**
 * The voluntary self-identification, shown once an application is submitted: a collapsible
 * section, closed at first so that it does not dominate the page, whose title is a heading of
 * `headingLevel` (the level that follows the page's own headings). The answers given before are
 * read with the page, so opening it shows the form at once.
 */
export function SelfIdentificationSurvey({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const id = useId();
  return (
    <Accordion
      variant="outlined"
      disableGutters
      slotProps={{ heading: { component: headingLevel } }}
      data-testid="self-identification"
      sx={{ mb: 3 }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-summary`} aria-controls={`${id}-details`}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {SELF_IDENTIFICATION_TEXT.title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {SELF_IDENTIFICATION_TEXT.intro}
        </Typography>
        <SurveyBody />
      </AccordionDetails>
    </Accordion>
  );
}

/** The form once the saved answers are read; a failed read is said, with a way to ask again. */
function SurveyBody() {
  const mine = useMySelfIdentification();
  const save = useSaveSelfIdentification();
  if (mine.status === 'loading') {
    return (
      <Typography role="status" color="text.secondary">
        {SURVEY_TEXTS.loading}
      </Typography>
    );
  }
  if (mine.status === 'error') {
    return (
      <Box>
        <Typography color="error" sx={{ mb: 2 }}>
          {SURVEY_TEXTS.loadFailed}
        </Typography>
        <Button variant="outlined" onClick={mine.retry}>
          {SURVEY_TEXTS.tryAgain}
        </Button>
      </Box>
    );
  }
  const saved = mine.data.self_identification;
  const onSave = async (answers: SelfIdentificationAnswers) => {
    try {
      await save.mutateAsync(answers);
      toast.success(SELF_IDENTIFICATION_TEXT.saved);
    } catch (error) {
      toast.error(errorMessage(error, SELF_IDENTIFICATION_TEXT.saveFailed));
    }
  };
  return (
    <>
      <SurveyForm initial={saved} onSave={onSave} />
      {saved && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="self-identification-saved">
          {SURVEY_TEXTS.savedOn(formatDay(saved.updated_at))}
        </Typography>
      )}
    </>
  );
}
