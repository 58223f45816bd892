import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { ErrorAlert } from '../ErrorAlert.tsx';

interface Props {
  title: string;
  submitLabel: string;
  busy: boolean;
  formError: unknown;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A form that makes one thing, in a card named by its title: the server's error on top, the fields, then the button. */
export function CreateFormCard({ title, submitLabel, busy, formError, onSubmit, children }: Props) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h3" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {title}
        </Typography>
        <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
          <Stack spacing={2}>
            <ErrorAlert error={formError} />
            {children}
            <div>
              <Button type="submit" variant="contained" loading={busy}>
                {submitLabel}
              </Button>
            </div>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
