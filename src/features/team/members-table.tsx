import { useQuery, useQueryClient } from '@tanstack/react-query';
import { onPinnedCalendar } from '../../browser/pinned-calendar.ts';
import { useWrite } from '../../browser/use-write.ts';
import { membersQuery, setMemberRole, workspaceKeys } from '../../api/workspace/workspace-queries.ts';
import { ShownName } from '../../components/shown-name/shown-name.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { WideTableScroll } from '../../components/wide-table/wide-table-scroll.tsx';
import { type Me, type Member, ROLES, type Role, roleSchema } from '../../core/workspace/contract.ts';
import { WorkspaceProblem } from '../../components/workspace-problem/workspace-problem.tsx';
import styles from './team.module.css';

const seenOn = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const roleLabels: Record<Role, string> = { viewer: 'Viewer', editor: 'Editor', admin: 'Admin' };

/** The members and their roles; an admin's choice holds over the provider's groups until reset. */
export function MembersTable({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const members = useQuery(membersQuery());
  const change = useWrite(async ({ id, role }: { id: string; role: Role | null }) => {
    try {
      await setMemberRole(me.csrfToken, id, role);
    } finally {
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.members() });
    }
  });
  return (
    <section aria-labelledby="members-title" className={styles.section}>
      <h2 id="members-title">Members and roles</h2>
      {change.error !== null && <WorkspaceProblem error={change.error} />}
      {members.error ? (
        <WorkspaceProblem error={members.error} />
      ) : !members.data ? (
        <Skeleton lines={4} label="Loading members" />
      ) : (
        <WideTableScroll label="Members" lastColumn="Last seen">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">Email</th>
                <th scope="col">Last seen</th>
              </tr>
            </thead>
            <tbody>
              {members.data.map((member) => (
                <MemberRow key={member.id} member={member} busy={change.pending} onChange={(role) => change.run({ id: member.id, role })} />
              ))}
            </tbody>
          </table>
        </WideTableScroll>
      )}
    </section>
  );
}

function MemberRow({ member, busy, onChange }: { member: Member; busy: boolean; onChange: (role: Role | null) => void }) {
  return (
    <tr>
      <th scope="row">
        <ShownName text={member.name} />
      </th>
      <td>
        <div className={styles.roleCell}>
          <select
            className={styles.control}
            aria-label={`Role of ${member.name}`}
            value={member.role}
            disabled={busy}
            onChange={(event) => {
              const role = roleSchema.safeParse(event.target.value);
              if (role.success) onChange(role.data);
            }}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
          {member.roleSetByAdmin ? (
            <button type="button" className="button button-quiet" disabled={busy} onClick={() => onChange(null)}>
              Reset to mapped role<span className="visually-hidden"> for {member.name}</span>
            </button>
          ) : (
            <span className="muted">from sign-in</span>
          )}
        </div>
      </td>
      <td>{member.email ?? '—'}</td>
      <td>
        {member.lastSeenAt ? <time dateTime={member.lastSeenAt}>{seenOn.format(onPinnedCalendar(member.lastSeenAt))}</time> : 'Never'}
      </td>
    </tr>
  );
}
