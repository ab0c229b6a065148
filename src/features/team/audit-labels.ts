import type { AuditAction } from '../../core/workspace/contract.ts';

const labels: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in refused',
  sign_out: 'Signed out',
  role_changed: 'Role changed',
  view_created: 'View saved',
  view_changed: 'View changed',
  view_deleted: 'View deleted',
};

/** An action in words; one the server added since keeps its code, so nothing is hidden. */
export function actionLabel(action: string): string {
  return action in labels ? labels[action as AuditAction] : action;
}
