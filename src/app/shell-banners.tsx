import { lazy, Suspense } from 'react';
import { useRateLimitState } from '../api/rate-limit-state.ts';
import { useUrlNotices } from '../components/url-notices.tsx';

/** Fetched when first needed: most sessions never see these banners. */
const RateLimitBanner = lazy(() => import('../components/rate-limit-banner.tsx').then((module) => ({ default: module.RateLimitBanner })));
const UrlNoticesBanner = lazy(() =>
  import('../components/url-notices-banner.tsx').then((module) => ({ default: module.UrlNoticesBanner })),
);
const StaleDataBanner = lazy(() => import('../components/stale-data-banner.tsx').then((module) => ({ default: module.StaleDataBanner })));

/** The request limit's banners and the link's notices, each mounted only while it has something to say. */
export function ShellBanners() {
  const { blockedUntil, oldestStaleSince } = useRateLimitState();
  const { notices } = useUrlNotices();
  return (
    <Suspense fallback={null}>
      {blockedUntil !== null && <RateLimitBanner />}
      {oldestStaleSince !== null && <StaleDataBanner />}
      {notices.length > 0 && <UrlNoticesBanner />}
    </Suspense>
  );
}
