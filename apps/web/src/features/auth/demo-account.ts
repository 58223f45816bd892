/** The demo student the server seeds on every start; the password is public on purpose. */
export const DEMO_ACCOUNT = { email: 'demo@parley.local', password: 'parley-demo' } as const;
