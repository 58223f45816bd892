/** The company pages, each in its own chunk, named by route (the /events budget, ADR 0037). */
export const companyStart = () =>
  import('../../features/company/pages/CompanyStartPage.tsx').then((m) => ({ Component: m.CompanyStartPage }));
export const companyAccount = () =>
  import('../../features/company/pages/CompanyAccountPage.tsx').then((m) => ({ Component: m.CompanyAccountPage }));
export const companyJoin = () =>
  import('../../features/company/pages/CompanyJoinPage.tsx').then((m) => ({ Component: m.CompanyJoinPage }));
