import type { SavedView, ViewPage } from '../../core/workspace/contract.ts';
import { VIEW_PAGES } from '../../core/workspace/contract.ts';

export type GroupedViews = {
  /** The current page's views, the reader's own first: what the menu is opened for. */
  here: { mine: SavedView[]; team: SavedView[] };
  /** Every other page that has views, in the navigation's order. */
  elsewhere: { page: ViewPage; views: SavedView[] }[];
};

const byName = (a: SavedView, b: SavedView) => a.name.localeCompare(b.name);

/** The views as the menu lists them: this page's (mine, then the team's), then the other pages'. */
export function groupViews(views: readonly SavedView[], page: ViewPage | null): GroupedViews {
  const here = views.filter((view) => view.page === page);
  return {
    here: {
      mine: here.filter((view) => view.scope === 'mine').sort(byName),
      team: here.filter((view) => view.scope === 'team').sort(byName),
    },
    elsewhere: VIEW_PAGES.filter((each) => each !== page)
      .map((each) => ({ page: each, views: views.filter((view) => view.page === each).sort(byName) }))
      .filter((group) => group.views.length > 0),
  };
}
