import { useQuery } from '@tanstack/react-query';
import { meQuery, membersQuery } from '../../api/workspace/workspace-queries.ts';
import { usePresentationMode } from '../../components/presentation/presentation-mode.ts';
import { Skeleton } from '../../components/skeleton.tsx';
import { roleAtLeast } from '../../core/workspace/contract.ts';
import { AuditTrail } from './audit-trail.tsx';
import { MembersTable } from './members-table.tsx';
import { WorkspaceProblem } from '../../components/workspace-problem/workspace-problem.tsx';
import styles from './team.module.css';

/** The admin's page: who is in the team with which role, and what was done (the audit trail). */
export function TeamPage() {
  const me = useQuery(meQuery());
  // The audit trail comes under the members once they are in: drawn beside their placeholder, it moved down as the
  // table replaced it (a layout shift of 0.05 on a phone).
  const members = useQuery({ ...membersQuery(), enabled: me.data !== undefined && roleAtLeast(me.data.user.role, 'admin') });
  if (usePresentationMode()) {
    return (
      <div className={styles.page}>
        <h1>Team</h1>
        <p>This page lists people by name: it is hidden while presentation mode is on.</p>
      </div>
    );
  }
  if (me.error) return <WorkspaceProblem error={me.error} />;
  if (!me.data) return <Skeleton lines={6} label="Loading the team" />;
  if (!roleAtLeast(me.data.user.role, 'admin')) {
    return (
      <div className={styles.page}>
        <h1>Team</h1>
        <p>The Team page is for admins: it manages roles and reads the audit trail. Ask an admin of this dashboard.</p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1>Team</h1>
      <MembersTable me={me.data} />
      {members.isPending ? null : <AuditTrail />}
    </div>
  );
}
