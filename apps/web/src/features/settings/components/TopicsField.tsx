import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { TOPICS, type GroupSettings } from '@parley/contracts';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** The topics a learner wants in events, as a row of checkboxes. */
export function TopicsField({ control }: { control: Control<GroupSettings> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="topics"
      render={({ field }) => (
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('settings.group.topics')}</FormLabel>
          <FormGroup row>
            {TOPICS.map((topic) => (
              <FormControlLabel
                key={topic}
                sx={{ width: { xs: '50%', sm: '33%' }, mr: 0 }}
                label={t(`settings.group.topicNames.${topic}`)}
                control={
                  <Checkbox
                    checked={field.value.includes(topic)}
                    onChange={(event) =>
                      field.onChange(
                        // Kept in the list's order, so ticking and unticking leaves the form as it was.
                        TOPICS.filter((each) => (each === topic ? event.target.checked : field.value.includes(each))),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
      )}
    />
  );
}
