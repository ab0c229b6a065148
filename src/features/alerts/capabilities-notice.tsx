import type { DeliveryCapabilities } from '../../core/alerts/contract.ts';
import styles from './alerts.module.css';

/** What this server will and will not deliver, said before anyone counts on it. */
export function CapabilitiesNotice({ capabilities }: { capabilities: DeliveryCapabilities }) {
  return (
    <ul className={styles.capabilities} aria-label="What this server delivers">
      <li>
        {capabilities.email
          ? 'E-mail is configured: subscribers and e-mail destinations receive messages.'
          : 'E-mail is not configured on this server (no SMTP settings): nothing is e-mailed, only webhooks are sent.' +
            ' Ask the operator to set SMTP_URL or SMTP_HOST.'}
      </li>
      <li>
        {capabilities.pdf
          ? 'The board pack is sent with its Excel workbook and its PDF attached.'
          : 'The board pack is sent with its Excel workbook attached;' +
            ' its PDF is linked, not attached (no headless Chromium on this server).'}
      </li>
      <li>Schedules and the times on this page are in the workspace’s time zone, {capabilities.timeZone}.</li>
    </ul>
  );
}
