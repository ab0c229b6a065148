import { lazy, Suspense } from 'react';
import { useRateLimitState } from '../api/rate-limit-state.ts';

/** Fetched when the API's limit is first reached: most sessions never see either banner. */
const RateLimitBanner = lazy(() => import('../components/rate-limit-banner.tsx').then((module) => ({ default: module.RateLimitBanner })));
const StaleDataBanner = lazy(() => import('../components/stale-data-banner.tsx').then((module) => ({ default: module.StaleDataBanner })));

/** The request limit's banners, mounted only while they have something to say. */
export function ApiLimitBanners() {
  const { blockedUntil, oldestStaleSince } = useRateLimitState();
  return (
    <Suspense fallback={null}>
      {blockedUntil !== null && <RateLimitBanner />}
      {oldestStaleSince !== null && <StaleDataBanner />}
    </Suspense>
  );
}
