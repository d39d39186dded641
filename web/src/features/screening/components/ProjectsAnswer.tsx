import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  emptyProject,
  MAX_PROJECTS,
  PROJECT_FIELD_LABELS,
  PROJECT_MARKED_FIELDS,
  SCREENING_FIELD_SPECS,
  SCREENING_LIMITS,
  type ScreeningProject,
  type ScreeningProjectField,
} from '@careers/domain/screening';
import { useId } from 'react';
import { TextInput } from '../../../components/TextInput';
import { SCREENING_TEXTS } from '../messages';
import { useScreeningField } from './useScreeningField';

const PROJECT_LONG: readonly ScreeningProjectField[] = ['hardest_bug', 'improvements'];

/** The 1-3 project cards; name, tech stack and role carry the asterisk (not enforced). */
export function ProjectsAnswer() {
  const { value, error, setValue } = useScreeningField('top_projects');
  const projects = value;
  const legendId = useId();
  const change = (index: number, key: ScreeningProjectField, text: string) =>
    setValue(projects.map((project, i) => (i === index ? { ...project, [key]: text } : project)));
  return (
    <FormControl component="fieldset" required error={Boolean(error)} aria-labelledby={legendId}>
      <FormLabel component="legend" id={legendId}>
        {SCREENING_FIELD_SPECS.top_projects.label} ({SCREENING_TEXTS.projectsHint})
      </FormLabel>
      {error && <FormHelperText>{error}</FormHelperText>}
      <Stack spacing={2} sx={{ mt: 1 }}>
        {projects.map((project: ScreeningProject, index) => (
          <Paper key={index} variant="outlined" sx={{ p: 2 }} component="section" aria-label={`Project ${index + 1}`}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                Project {index + 1}
              </Typography>
              {projects.length > 1 && (
                <Button
                  size="small"
                  onClick={() => setValue(projects.filter((_, i) => i !== index))}
                  aria-label={`${SCREENING_TEXTS.removeProject} project ${index + 1}`}
                >
                  {SCREENING_TEXTS.removeProject}
                </Button>
              )}
            </Stack>
            <Stack spacing={2}>
              {(Object.keys(PROJECT_FIELD_LABELS) as ScreeningProjectField[]).map((key) => (
                <TextInput
                  key={key}
                  id={`top_projects-${index}-${key}`}
                  label={PROJECT_FIELD_LABELS[key]}
                  required={PROJECT_MARKED_FIELDS.includes(key)}
                  fullWidth
                  multiline={PROJECT_LONG.includes(key)}
                  minRows={PROJECT_LONG.includes(key) ? 2 : undefined}
                  value={project[key]}
                  onChange={(event) => change(index, key, event.target.value)}
                  htmlInput={{
                    maxLength: PROJECT_LONG.includes(key) ? SCREENING_LIMITS.longText : SCREENING_LIMITS.shortText,
                  }}
                />
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Button
        sx={{ mt: 2, alignSelf: 'flex-start' }}
        variant="outlined"
        disabled={projects.length >= MAX_PROJECTS}
        onClick={() => setValue([...projects, emptyProject()])}
      >
        {SCREENING_TEXTS.addProject}
      </Button>
    </FormControl>
  );
}
