import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useRef, useState } from 'react';
import { meQuery, viewsQuery } from '../../api/workspace/workspace-queries.ts';
import { Skeleton } from '../../components/skeleton.tsx';
import { type SavedView, viewPageSchema } from '../../core/workspace/contract.ts';
import { views as navViews } from '../app-nav.tsx';
import { groupViews } from './group-views.ts';
import { SavedViewItem } from './saved-view-item.tsx';
import { SaveViewForm } from './save-view-form.tsx';
import { WorkspaceProblem } from '../../components/workspace-problem/workspace-problem.tsx';
import styles from './workspace.module.css';

const pageLabel = (page: string) => navViews.find((view) => view.to === page)?.label ?? page;

type Props = { close: (returnFocus: boolean) => void };

/** The saved views: this page's first (mine, the team's), then the other pages', and saving the current one. */
export function ViewsMenu({ close }: Props) {
  const me = useQuery(meQuery());
  const list = useQuery(viewsQuery());
  const location = useLocation();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  // A deleted view takes its buttons with it: focus stays in the menu rather than falling to the page.
  const menu = useRef<HTMLDivElement>(null);
  const page = viewPageSchema.safeParse(location.pathname).data ?? null;

  const open = (view: SavedView) => {
    close(false);
    void navigate({ href: `${view.page}${view.link}` });
  };

  if (list.error) return <WorkspaceProblem error={list.error} returnTo={location.href} />;
  if (!list.data) return <Skeleton lines={3} label="Loading saved views" />;
  const grouped = groupViews(list.data, page);
  const item = (view: SavedView) => (
    <SavedViewItem
      key={view.id}
      view={view}
      me={me.data}
      currentLink={page === view.page ? location.searchStr : null}
      onOpen={open}
      onDeleted={() => menu.current?.focus()}
    />
  );

  return (
    <div ref={menu} className={styles.menu} tabIndex={-1}>
      {page ? (
        saving ? (
          <SaveViewForm page={page} link={location.searchStr} me={me.data} meError={me.error} onDone={() => setSaving(false)} />
        ) : (
          <button type="button" className={`button ${styles.saveButton}`} autoFocus onClick={() => setSaving(true)}>
            Save current view…
          </button>
        )
      ) : (
        <p className="muted">Views are saved on the dashboard’s pages, not here.</p>
      )}
      {page && (
        <section aria-labelledby="views-here">
          <h2 id="views-here" className={styles.groupTitle}>
            {pageLabel(page)}
          </h2>
          <ViewList title="My views" views={grouped.here.mine} empty="You have saved no view of this page." render={item} />
          <ViewList title="Team views" views={grouped.here.team} empty="The team has saved no view of this page." render={item} />
        </section>
      )}
      {grouped.elsewhere.length > 0 && (
        <section aria-labelledby="views-elsewhere">
          <h2 id="views-elsewhere" className={styles.groupTitle}>
            Other pages
          </h2>
          {grouped.elsewhere.map((group) => (
            <ViewList key={group.page} title={pageLabel(group.page)} views={group.views} empty="" render={item} />
          ))}
        </section>
      )}
    </div>
  );
}

type ListProps = { title: string; views: SavedView[]; empty: string; render: (view: SavedView) => ReactNode };

function ViewList({ title, views, empty, render }: ListProps) {
  return (
    <div className={styles.group}>
      <h3 className={styles.listTitle}>{title}</h3>
      {views.length === 0 ? <p className={`muted ${styles.empty}`}>{empty}</p> : <ul className={styles.list}>{views.map(render)}</ul>}
    </div>
  );
}
