import { useLocation } from '@tanstack/react-router';
import { describeWorkspaceError } from '../../api/workspace/describe-workspace-error.ts';
import styles from './team.module.css';

/** A failed request of the Team page, with the way to sign in again where that is the cure. */
export function TeamProblem({ error }: { error: unknown }) {
  const here = useLocation({ select: (location) => location.href });
  const problem = describeWorkspaceError(error, here);
  return (
    <div role="alert" className={styles.problem}>
      <p>
        <strong>{problem.title}.</strong> {problem.detail}
      </p>
      {problem.signInHref && (
        <a className="button" href={problem.signInHref}>
          Sign in
        </a>
      )}
    </div>
  );
}
