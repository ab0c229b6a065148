import { describeWorkspaceError } from '../../api/workspace/describe-workspace-error.ts';
import styles from './workspace.module.css';

/** A failed workspace request, said plainly, with the way to sign in again where that is the cure. */
export function WorkspaceProblem({ error, returnTo }: { error: unknown; returnTo: string }) {
  const problem = describeWorkspaceError(error, returnTo);
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
