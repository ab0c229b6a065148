import { useLocation } from '@tanstack/react-router';
import { describeWorkspaceError } from '../../api/workspace/describe-workspace-error.ts';
import styles from './workspace-problem.module.css';

/**
 * A failed workspace request, said plainly, with the way to sign in again (back to `returnTo`, this
 * page by default) where that is the cure.
 */
export function WorkspaceProblem({ error, returnTo }: { error: unknown; returnTo?: string }) {
  const here = useLocation({ select: (location) => location.href });
  const problem = describeWorkspaceError(error, returnTo ?? here);
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
