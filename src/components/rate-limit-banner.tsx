import { useEffect, useState } from 'react';
import { useRateLimitState } from '../api/rate-limit-state.ts';
import styles from './banner.module.css';

/** While the API's per-minute limit is spent, counts down to the automatic retry. */
export function RateLimitBanner() {
  const { blockedUntil, limit, ownShareSpent } = useRateLimitState();
  if (blockedUntil === null) return null;
  const allowed = limit === null ? 'a limited number of' : limit.toLocaleString();
  // One block of text: the banner lays its children out as columns.
  return (
    <div role="status" className={`${styles.banner} ${styles.warning}`}>
      <div>
        {ownShareSpent ? (
          <>
            <strong>Your share of requests is used up for this minute.</strong> The API allows {allowed} requests a minute for the whole
            team, and the server keeps a third of them for the others.
          </>
        ) : (
          <>
            <strong>Request limit reached.</strong> The API allows {allowed} requests a minute for this workspace.
          </>
        )}
        {/* Keyed by the wait so each new wait starts from a fresh clock: a 12 s wait must not first read 13 s. */}
        <RetryCountdown key={blockedUntil} blockedUntil={blockedUntil} />
      </div>
    </div>
  );
}

function RetryCountdown({ blockedUntil }: { blockedUntil: number }) {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);

  const seconds = Math.max(0, Math.ceil((blockedUntil - now) / 1000));
  return seconds > 0 ? ` Retrying automatically in ${seconds} s.` : ' Retrying now…';
}
