import type { ApiReader } from '../../core/api/api-reader.ts';
import { composeScheduled, evaluateCondition } from '../../core/alerts/evaluate.ts';
import type { ScheduledContent } from '../../core/alerts/evaluation.ts';
import { nextRun } from '../../core/alerts/next-run.ts';
import type { IsoDate } from '../../core/calendar-date.ts';
import type { PrintPasses } from '../access/print-passes.ts';
import type { AlertsConfig } from '../config/alerts-config.ts';
import { boardPackPdf, boardPackWorkbook } from '../delivery/board-pack-attachments.ts';
import { createSender } from '../delivery/sender.ts';
import type { StorageService } from '../storage/storage-service.ts';
import { createAlerts } from './create-alerts.ts';
import type { ScheduledFiles } from './alert-engine.ts';

export type ServerAlertsOptions = {
  config: AlertsConfig;
  /** The workspace's time zone (WORKSPACE_TIME_ZONE): the one schedules are read in. */
  timeZone: string;
  storage: Pick<StorageService, 'db'>;
  /** The API through the proxy's cache and budget: rules read it under their own client share (SERVER_READERS.alerts). */
  read: ApiReader;
  /** The workspace's today: the demo's, DASHBOARD_TODAY, or the date in WORKSPACE_TIME_ZONE. */
  today: () => IsoDate;
  printPasses: PrintPasses;
  /** This server's own address once it listens: Chromium prints the board pack from it, links fall back to it. */
  ownOrigin: () => string;
  log: (line: string) => void;
};

/** The alert engine and its routes as `npm start` runs them: the core's rules, the proxy's budget, SMTP and webhooks. */
export function serverAlerts(options: ServerAlertsOptions) {
  const { config } = options;
  return createAlerts({
    db: () => options.storage.db(),
    evaluateCondition,
    composeScheduled,
    nextRun,
    send: createSender({ smtp: config.smtp, allowPrivateWebhooks: config.allowPrivateWebhooks }),
    read: options.read,
    today: options.today,
    locale: config.locale,
    dashboardUrl: () => config.publicUrl ?? options.ownOrigin(),
    capabilities: {
      email: config.smtp !== null,
      pdf: config.chromiumPath !== null,
      privateWebhooks: config.allowPrivateWebhooks,
      timeZone: options.timeZone,
    },
    checkEveryMs: config.checkMinutes * 60_000,
    scheduledAttachments: (content) => boardPackFiles(content, options),
    log: options.log,
  });
}

/** The board pack's workbook always; its PDF when a Chromium is configured and prints, else a note saying the link stands in. */
async function boardPackFiles(content: ScheduledContent, options: ServerAlertsOptions): Promise<ScheduledFiles> {
  if (content.workbook === null || content.month === null) return { attachments: [], notes: [] };
  const workbook = await boardPackWorkbook(content.workbook, content.month);
  const { chromiumPath } = options.config;
  if (chromiumPath === null)
    return {
      attachments: [workbook],
      notes: [
        'The PDF is not attached: this server has no headless Chromium to print it (PDF_CHROMIUM_PATH). Open the link to print the pack.',
      ],
    };
  const url = `${options.ownOrigin()}${options.printPasses.mint(content.message.link)}`;
  const pdf = await boardPackPdf({
    chromiumPath,
    url,
    month: content.month,
    onFailure: (reason) => options.log(`Alerts: the board pack PDF was not printed: ${reason}`),
  });
  if (pdf === null)
    return { attachments: [workbook], notes: ['The PDF is not attached: printing it failed this time. Open the link to print the pack.'] };
  return { attachments: [workbook, pdf], notes: [] };
}
