import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { FormActions } from './FormActions.tsx';

/** A settings page's form: the server's error on top, the fields, then Cancel and Save. */
export function SettingsForm({
  label,
  onSubmit,
  onCancel,
  formError,
  changed,
  saving,
  saveLabel,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  formError: unknown;
  changed: boolean;
  saving: boolean;
  saveLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} aria-label={label}>
      <ErrorAlert error={formError} />
      {children}
      <FormActions
        changed={changed}
        saving={saving}
        onCancel={onCancel}
        cancelLabel={t('form.cancel')}
        saveLabel={saveLabel ?? t('form.save')}
      />
    </Stack>
  );
}
