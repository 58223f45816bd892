import { storefrontApi, type AiCheckoutBody, type TeacherCheckoutBody } from '@parley/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';

export const teacherCheckout = (body: TeacherCheckoutBody) => call(storefrontApi.checkout, { body });
export const aiCheckout = (body: AiCheckoutBody) => call(storefrontApi.aiCheckout, { body });

/** Opens the provider's checkout for a teacher's plan; the AI plan has its own call, without a trial. */
export const useTeacherCheckout = () =>
  useMutation({
    mutationFn: ({ ai, ...body }: TeacherCheckoutBody & { ai: boolean }) =>
      ai ? aiCheckout({ subscription_id: body.subscription_id, cancel_url: body.cancel_url }) : teacherCheckout(body),
    onSuccess: ({ checkout_url }) => window.location.assign(checkout_url),
  });
