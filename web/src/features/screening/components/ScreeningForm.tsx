import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { progressPercent } from '@careers/domain/recruiting';
import {
  firstIncompleteSection,
  SCREENING_FIELD_NAMES,
  SCREENING_MESSAGES,
  SCREENING_SECTION_KEYS,
  SCREENING_SECTIONS,
  sectionErrors,
  sectionOfField,
  type ScreeningFieldName,
  type ScreeningFormValues,
} from '@careers/domain/screening';
import { Formik, useFormikContext } from 'formik';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import { formatReaderTime } from '../../../lib/dates';
import { firstRowsShown } from '../../../lib/first-rows';
import { useHydrated } from '../../../lib/hydrated';
import { useSubmitScreening, type RestoredDraft } from '../api/screening-api';
import { useDraftAutosave } from '../hooks/useDraftAutosave';
import { SCREENING_TEXTS } from '../messages';
import { ScreeningNotice } from './ScreeningNotice';
import { SectionFields } from './SectionFields';

const TOTAL = SCREENING_SECTION_KEYS.length;

/** The API's schema over the form (../submission): loaded once the form has shown, used when it is sent. */
const loadSubmission = () => import('../submission');

/**
 * The eight sections, one at a time, from the restored draft (empty without one); autosaved as it
 * changes; for the screening posting `jobSlug` (the specification's by default).
 */
export function ScreeningForm({ restored, jobSlug }: { restored: RestoredDraft; jobSlug?: string }) {
  return (
    <Formik<ScreeningFormValues>
      initialValues={restored.values}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={() => undefined}
    >
      <FormBody initial={restored} jobSlug={jobSlug} />
    </Formik>
  );
}

/** The form field a schema error's path names ('top_projects[0].github_link' -> top_projects). */
function fieldOfPath(path: string | undefined): ScreeningFieldName | null {
  const name = path?.split(/[.[]/)[0];
  return name && (SCREENING_FIELD_NAMES as readonly string[]).includes(name) ? (name as ScreeningFieldName) : null;
}

function FormBody({ initial, jobSlug }: { initial: RestoredDraft; jobSlug?: string }) {
  const { values, setErrors } = useFormikContext<ScreeningFormValues>();
  const [section, setSection] = useState(initial.section);
  const [submitted, setSubmitted] = useState(false);
  const submit = useSubmitScreening(
    {
      onSuccess: () => {
        setSubmitted(true);
        toast.success(SCREENING_MESSAGES.SUBMITTED);
      },
      onError: (error) => toast.error(errorMessage(error, SCREENING_MESSAGES.SUBMIT_FAILED)),
    },
    jobSlug,
  );
  const autosave = useDraftAutosave(values, section, !submit.isPending && !submitted, initial, jobSlug);
  const top = useRef<HTMLDivElement>(null);
  // The saved time is in the reader's time zone, which a server-rendered form cannot know.
  const hydrated = useHydrated();
  const key = SCREENING_SECTION_KEYS[section]!;
  const last = section === TOTAL - 1;
  const percent = progressPercent(section, TOTAL);
  // A failure is the Submit's to meet (it asks again).
  useEffect(
    () =>
      void firstRowsShown()
        .then(loadSubmission)
        .catch(() => undefined),
    [],
  );

  const goTo = (index: number) => {
    setSection(index);
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  const next = () => {
    const errors = sectionErrors(key, values);
    if (Object.keys(errors).length > 0) {
      setErrors(errors);
      toast.error(SCREENING_MESSAGES.REQUIRED_FIELDS_TOAST);
      return;
    }
    setErrors({});
    goTo(section + 1);
  };

  const send = async () => {
    const incomplete = firstIncompleteSection(values);
    if (incomplete) {
      goTo(SCREENING_SECTION_KEYS.indexOf(incomplete));
      setErrors(sectionErrors(incomplete, values));
      toast.error(SCREENING_MESSAGES.ALL_SECTIONS_TOAST);
      return;
    }
    let body: ScreeningFormValues;
    try {
      // The API's own schema: what it would refuse (a length, a link) is caught before the call.
      body = await (await loadSubmission()).checkedSubmission(values);
    } catch (error) {
      const message = errorMessage(error, SCREENING_MESSAGES.SUBMIT_FAILED);
      const field = fieldOfPath((error as { path?: string }).path);
      if (field) {
        goTo(SCREENING_SECTION_KEYS.indexOf(sectionOfField(field)));
        setErrors({ [field]: message });
      }
      toast.error(message);
      return;
    }
    submit.mutate(body);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (last) void send();
    else next();
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, scrollMarginTop: 80 }} ref={top}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {SCREENING_TEXTS.intro}
      </Typography>
      {/* Read before answering; past the first section it would stand between each section and the top. */}
      {section === 0 && <ScreeningNotice headingLevel="h2" defaultExpanded />}
      <Box sx={{ mb: 4 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="section-counter">
            Section {section + 1} of {TOTAL}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="section-percent">
            {percent}%
          </Typography>
        </Box>
        <LinearProgress variant="determinate" value={percent} aria-label="Screening progress" sx={{ mb: 3 }} />
        <Stepper activeStep={section} alternativeLabel aria-label="Screening sections">
          {SCREENING_SECTIONS.map((s) => (
            <Step key={s.key}>
              <StepLabel sx={{ '& .MuiStepLabel-label': { display: { xs: 'none', md: 'block' } } }}>
                {s.title}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="screening-section-title">
        <Typography id="screening-section-title" variant="h5" component="h2" sx={{ mb: 3 }}>
          {SCREENING_SECTIONS[section]!.title}
        </Typography>
        <SectionFields section={key} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 4 }}>
          {section > 0 ? (
            <Button variant="outlined" onClick={() => goTo(section - 1)} disabled={submit.isPending}>
              Previous
            </Button>
          ) : (
            <span />
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={submit.isPending}
            startIcon={submit.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {last ? 'Submit' : 'Next'}
          </Button>
        </Box>
      </Box>
      <Box component="footer" sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="body2" color="text.secondary">
          {SCREENING_TEXTS.footer}
        </Typography>
        <Typography variant="body2" color="text.secondary" role="status" data-testid="draft-saved">
          {autosave.tooLarge
            ? SCREENING_TEXTS.tooLarge
            : autosave.failed
              ? SCREENING_TEXTS.notSaved
              : autosave.savedAt && hydrated
                ? SCREENING_TEXTS.savedAt(formatReaderTime(autosave.savedAt))
                : ''}
        </Typography>
      </Box>
    </Paper>
  );
}
