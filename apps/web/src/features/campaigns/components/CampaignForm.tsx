import type { CampaignBodyInput } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { CreateFormCard } from '../../../ui/form/CreateFormCard.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useCreateForm } from '../../../ui/form/useCreateForm.ts';
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
  const { form, formError, busy, submit } = useCreateForm({
    empty: EMPTY,
    fields: FIELDS,
    create: createCampaign,
    refresh: campaignKeys.all,
    created: (campaign) => t('campaigns.form.created', { code: campaign.code }),
  });
  const { control } = form;
  return (
    <CreateFormCard
      title={t('campaigns.form.title')}
      submitLabel={t('campaigns.form.create')}
      busy={busy}
      formError={formError}
      onSubmit={submit(toBody)}
    >
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
    </CreateFormCard>
  );
}
