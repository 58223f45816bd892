export * from './users.ts';
export * from './sessions.ts';
export * from './email-codes.ts';
export * from './roles.ts';
export * from './mail-outbox.ts';
export * from './oidc-states.ts';
export * from './events.ts';
export * from './social.ts';
