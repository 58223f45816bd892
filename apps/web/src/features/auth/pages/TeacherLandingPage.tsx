import { ROUTES } from '@parley/contracts';
import { Navigate } from 'react-router';

/**
 * Where a verified teacher arrives (the spec's teacher landing). Until the teacher tools exist it forwards to the
 * dashboard every signed-in user has, so a new teacher never lands on "Page not found" (ADR 0007).
 */
export function TeacherLandingPage() {
  return <Navigate to={ROUTES.events} replace />;
}
