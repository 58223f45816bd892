export * from './common/constants.ts';
export * from './common/endpoint.ts';
export * from './common/errors.ts';
export * from './common/pagination.ts';
export * from './common/routes.ts';
export * from './auth/auth.schemas.ts';
export * from './auth/auth.http.ts';
export * from './health/health.http.ts';
