/**
 * Leaves for a provider's page. The sandbox's pages are ours, but a full load is what Stripe's would need too, so
 * both providers take the same path.
 */
export const goTo = (url: string) => window.location.assign(url);
