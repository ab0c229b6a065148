import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  auditPageSchema,
  type AuditQuery,
  memberListSchema,
  meSchema,
  type NewView,
  type Role,
  savedViewSchema,
  type ViewChange,
  viewListSchema,
  workspacePaths,
} from '../../core/workspace/contract.ts';
import { workspaceAllPages, workspaceGet, workspaceWrite } from './workspace-fetch.ts';

/** From general to specific: a write invalidates `views` or `members`; sign-out, everything. */
export const workspaceKeys = {
  all: ['workspace'] as const,
  me: () => [...workspaceKeys.all, 'me'] as const,
  views: () => [...workspaceKeys.all, 'views'] as const,
  members: () => [...workspaceKeys.all, 'members'] as const,
  audit: (filters: AuditFilters) => [...workspaceKeys.all, 'audit', filters] as const,
};

/** Who is asking, with the CSRF token every write sends back. */
export const meQuery = () =>
  queryOptions({
    queryKey: workspaceKeys.me(),
    queryFn: ({ signal }) => workspaceGet(workspacePaths.me, meSchema, signal),
    staleTime: 5 * 60_000,
  });

export const viewsQuery = () =>
  queryOptions({
    queryKey: workspaceKeys.views(),
    queryFn: ({ signal }) => workspaceGet(workspacePaths.views, viewListSchema, signal),
    select: (list) => list.views,
  });

export const membersQuery = () =>
  queryOptions({
    queryKey: workspaceKeys.members(),
    // Every page of them (the server sends 100 at a time, by name).
    queryFn: async ({ signal }) =>
      (await workspaceAllPages(workspacePaths.members, memberListSchema, signal)).flatMap((page) => page.members),
  });

export type AuditFilters = Pick<AuditQuery, 'from' | 'to' | 'actor' | 'action'>;

/** The audit filters as a query string, without empty fields: the JSON page and the CSV read the same. */
export function auditSearch(filters: AuditFilters & { before?: string | undefined }): string {
  const entries = Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  const search = new URLSearchParams(entries).toString();
  return search ? `?${search}` : '';
}

export const auditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: workspaceKeys.audit(filters),
    queryFn: ({ signal, pageParam }) =>
      workspaceGet(`${workspacePaths.audit}${auditSearch({ ...filters, before: pageParam })}`, auditPageSchema, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });

export const createView = (csrfToken: string, view: NewView) =>
  workspaceWrite(workspacePaths.views, { method: 'POST', csrfToken, body: view }, savedViewSchema);

export const changeView = (csrfToken: string, id: string, change: ViewChange) =>
  workspaceWrite(workspacePaths.view(id), { method: 'PATCH', csrfToken, body: change }, savedViewSchema);

export const deleteView = (csrfToken: string, id: string) => workspaceWrite(workspacePaths.view(id), { method: 'DELETE', csrfToken }, null);

/** null: back to the role the provider's groups map to. */
export const setMemberRole = (csrfToken: string, id: string, role: Role | null) =>
  workspaceWrite(workspacePaths.memberRole(id), { method: 'PUT', csrfToken, body: { role } }, null);
