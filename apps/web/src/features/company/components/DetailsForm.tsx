import { zodResolver } from '@hookform/resolvers/zod';
import ImageIcon from '@mui/icons-material/Image';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { companyBodySchema, storageApi, type CompanyBody } from '@parley/contracts';
import type * as z from 'zod/mini';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../lib/api/upload.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FileUploadButton } from '../../../ui/FileUploadButton.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import '../texts.ts';

const FIELDS = ['name', 'billing_email', 'logo'] as const;

interface Props {
  initial: CompanyBody;
  submitLabel: string;
  busy: boolean;
  /** Resolves when saved; a refusal is shown under its field or above the form. */
  onSubmit: (body: CompanyBody) => Promise<unknown>;
}

/** Name, billing address and logo, checked with the contract's schema: the start page and the details tab share it. */
export function DetailsForm({ initial, submitLabel, busy, onSubmit }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useForm<z.input<typeof companyBodySchema>, unknown, CompanyBody>({
    resolver: zodResolver(companyBodySchema),
    defaultValues: initial,
  });
  const { formError, clearFormError, onError } = useServerErrors(setError, FIELDS);
  const submit = handleSubmit((values) => {
    clearFormError();
    return onSubmit(values).catch(onError);
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <ErrorAlert error={formError} />
        <FormTextField control={control} name="name" label={t('company.details.name')} required autoComplete="organization" />
        <FormTextField
          control={control}
          name="billing_email"
          label={t('company.details.billingEmail')}
          helperText={t('company.details.billingHelp')}
          type="email"
          required
          autoComplete="email"
        />
        <Controller
          control={control}
          name="logo"
          render={({ field }) => (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Avatar
                variant="rounded"
                src={field.value ?? undefined}
                alt={t('company.details.logo')}
                sx={{ width: 56, height: 56 }}
              >
                <ImageIcon />
              </Avatar>
              <FileUploadButton
                label={t('company.details.uploadLogo')}
                icon={<ImageIcon />}
                help={t('company.details.logoHelp')}
                accept="image/png,image/jpeg"
                uploading={(name) => t('company.details.uploading', { name })}
                send={async (file, onProgress) =>
                  field.onChange(
                    (await uploadFile(storageApi.upload, storageApi.upload.path, file, file.name, { onProgress })).url,
                  )
                }
              />
              {field.value && <Button onClick={() => field.onChange(null)}>{t('company.details.removeLogo')}</Button>}
            </Stack>
          )}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
