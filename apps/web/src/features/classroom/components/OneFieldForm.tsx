import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, type HTMLAttributes } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';

type FieldName = 'name' | 'code' | 'email' | 'max_subscribers';

interface OneFieldFormProps {
  title: string;
  /** The body field the server names in its errors. */
  name: FieldName;
  label: string;
  submitLabel: string;
  onSubmit: (value: string) => Promise<unknown>;
  initialValue?: string;
  helperText?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** An empty value means something (no limit): the button does not wait for text, and the value stays after saving. */
  emptyAllowed?: boolean;
}

type Values = Partial<Record<FieldName, string>>;

/**
 * A titled form of one text field ("New classroom", "Join a classroom", an invitation, the student limit): the button
 * waits for some text, the server judges the rest, and its error shows under the field.
 */
export function OneFieldForm(props: OneFieldFormProps) {
  const { title, name, label, submitLabel, onSubmit, initialValue = '', emptyAllowed = false, ...field } = props;
  const titleId = useId();
  const { control, handleSubmit, setError, reset } = useForm<Values>({ defaultValues: { [name]: initialValue } });
  const value = useWatch({ control, name }) ?? '';
  const { formError, clearFormError, onError } = useServerErrors(setError, [name]);
  const send = useMutation({ mutationFn: onSubmit, onSuccess: () => !emptyAllowed && reset(), onError });
  const submit = handleSubmit((values) => {
    clearFormError();
    send.mutate(values[name] ?? '');
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <ErrorAlert error={formError} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <FormTextField control={control} name={name} label={label} autoComplete="off" required={!emptyAllowed} {...field} />
          <Button
            type="submit"
            variant="contained"
            disabled={!emptyAllowed && !value.trim()}
            loading={send.isPending}
            sx={{ flexShrink: 0, minHeight: 56 }}
          >
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
