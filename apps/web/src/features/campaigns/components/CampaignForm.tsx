import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CampaignBodyInput } from '@parley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { campaignKeys, createCampaign } from '../api/campaigns.ts';
import '../texts.ts';

interface Values {
  name: string;
  code: string;
  max_signups: string;
  expires_at: string;
}
const FIELDS = ['name', 'code', 'max_signups', 'expires_at'] as const;
const EMPTY: Values = { name: '', code: '', max_signups: '', expires_at: '' };

/** The body as the contract takes it: an empty limit unset, the day's end as the expiry (the server judges the rest). */
function toBody(v: Values): CampaignBodyInput {
  return {
    name: v.name,
    code: v.code,
    ...(v.max_signups.trim() ? { max_signups: Number(v.max_signups.trim()) } : {}),
    ...(v.expires_at ? { expires_at: new Date(`${v.expires_at}T23:59:59`).toISOString() } : {}),
  };
}

/** A new campaign: its name, the code learners type, and optionally its last day and most sign-ups (ADR 0075). */
export function CampaignForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const { control, handleSubmit, setError, reset } = useForm<Values>({ defaultValues: EMPTY });
  const { formError, clearFormError, onError } = useServerErrors(setError, FIELDS);
  const create = useMutation({
    mutationFn: createCampaign,
    onSuccess: (campaign) => {
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
      showToast(t('campaigns.form.created', { code: campaign.code }), 'success');
      reset(EMPTY);
    },
    onError,
  });
  const submit = handleSubmit((values) => {
    clearFormError();
    create.mutate(toBody(values));
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {t('campaigns.form.title')}
        </Typography>
        <form noValidate onSubmit={submit} aria-labelledby={titleId}>
          <Stack spacing={2}>
            <ErrorAlert error={formError} />
            <FormTextField control={control} name="name" label={t('campaigns.form.name')} required />
            <FormTextField
              control={control}
              name="code"
              label={t('campaigns.form.code')}
              helperText={t('campaigns.form.codeHelp')}
              required
            />
            <FormTextField control={control} name="max_signups" label={t('campaigns.form.maxSignups')} inputMode="numeric" />
            <FormTextField control={control} name="expires_at" label={t('campaigns.form.expires')} type="date" shrinkLabel />
            <div>
              <Button type="submit" variant="contained" loading={create.isPending}>
                {t('campaigns.form.create')}
              </Button>
            </div>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
