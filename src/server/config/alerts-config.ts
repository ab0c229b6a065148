import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { onOffFlag, optionalUrl, parseEnvironment, unsetWhenBlank, wholeNumber } from './env-fields.ts';

/**
 * Alerts and scheduled delivery (issue 33): where e-mail goes out, what webhooks may reach, how
 * often rules are checked, how messages are written. Schedules are read in the workspace's time
 * zone (`workspace-config.ts`).
 */
export type AlertsConfig = {
  /** SMTP_URL or SMTP_HOST…; null: e-mail is off and the Alerts page says so. */
  smtp: SmtpSettings | null;
  /** ALERT_WEBHOOKS_ALLOW_PRIVATE: webhooks may reach loopback and private addresses (an internal chat server). */
  allowPrivateWebhooks: boolean;
  /** ALERT_CHECK_MINUTES: how often a condition is checked. */
  checkMinutes: number;
  /** PDF_CHROMIUM_PATH: a headless Chromium that prints the board pack, attached as PDF; null: the e-mail links to it. */
  chromiumPath: string | null;
  /** The dashboard's address in messages' links: PUBLIC_URL, else the listening address. */
  publicUrl: string | null;
  /** WORKSPACE_LOCALE: how messages write figures and dates ("en-GB": €12,400.00, 14 Jan 2027). */
  locale: string;
};

export type SmtpSettings = {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS, required unless `requireTls` is false. */
  secure: boolean;
  requireTls: boolean;
  user: string | null;
  password: string | null;
  from: string;
};

const alertsSchema = z.object({
  SMTP_URL: optionalUrl(/^smtps?$/, 'is not an smtp:// or smtps:// URL'),
  SMTP_HOST: unsetWhenBlank(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9.-]+$|^\[[0-9a-fA-F:.]+\]$/, 'must be a host name'),
  ),
  SMTP_PORT: unsetWhenBlank(wholeNumber('must be a port number from 1 to 65535', 1, 65535)),
  SMTP_SECURE: onOffFlag,
  SMTP_TLS: unsetWhenBlank(z.enum(['required', 'off'], 'must be required or off')),
  SMTP_USER: unsetWhenBlank(z.string()),
  SMTP_PASSWORD: unsetWhenBlank(z.string()),
  // One address, optionally with a display name; no line break can reach a header.
  SMTP_FROM: unsetWhenBlank(
    z
      .string()
      .trim()
      .regex(/^[^\r\n]+$/, 'must be one line, like "Cash dashboard <cash@example.com>"'),
  ),
  ALERT_WEBHOOKS_ALLOW_PRIVATE: onOffFlag,
  ALERT_CHECK_MINUTES: unsetWhenBlank(wholeNumber('must be a whole number of minutes from 1 to 1440', 1, 1440)),
  PDF_CHROMIUM_PATH: unsetWhenBlank(z.string().trim()),
  PUBLIC_URL: unsetWhenBlank(z.string()),
  WORKSPACE_LOCALE: unsetWhenBlank(z.string().trim().refine(isLocale, 'must be a language tag like en-GB or fr-FR')),
});

export const DEFAULT_CHECK_MINUTES = 15;

/** The alerts settings out of the environment; throws a ConfigError naming the variable (never its value). */
export function loadAlertsConfig(env: NodeJS.ProcessEnv): AlertsConfig {
  const settings = parseEnvironment(alertsSchema, env);
  return {
    smtp: smtpOf(settings),
    allowPrivateWebhooks: settings.ALERT_WEBHOOKS_ALLOW_PRIVATE,
    checkMinutes: settings.ALERT_CHECK_MINUTES ?? DEFAULT_CHECK_MINUTES,
    chromiumPath: settings.PDF_CHROMIUM_PATH ?? null,
    publicUrl: settings.PUBLIC_URL === undefined ? null : new URL(settings.PUBLIC_URL).origin,
    locale: settings.WORKSPACE_LOCALE ?? 'en-GB',
  };
}

function smtpOf(settings: z.output<typeof alertsSchema>): SmtpSettings | null {
  const fromUrl = settings.SMTP_URL === undefined ? null : new URL(settings.SMTP_URL);
  const host = fromUrl?.hostname ?? settings.SMTP_HOST;
  if (host === undefined) {
    if (settings.SMTP_FROM !== undefined)
      throw new ConfigError('SMTP_FROM is set without SMTP_URL or SMTP_HOST: say which server sends the e-mail.');
    return null;
  }
  if (settings.SMTP_FROM === undefined)
    throw new ConfigError(
      'SMTP_FROM must be set with SMTP_URL or SMTP_HOST: the address alerts come from, like "Cash dashboard <cash@example.com>".',
    );
  const secure = fromUrl ? fromUrl.protocol === 'smtps:' : settings.SMTP_SECURE;
  return {
    host,
    port: Number(fromUrl?.port || 0) || settings.SMTP_PORT || (secure ? 465 : 587),
    secure,
    requireTls: settings.SMTP_TLS !== 'off',
    user: fromUrl?.username ? decodeURIComponent(fromUrl.username) : (settings.SMTP_USER ?? null),
    password: fromUrl?.password ? decodeURIComponent(fromUrl.password) : (settings.SMTP_PASSWORD ?? null),
    from: settings.SMTP_FROM,
  };
}

function isLocale(tag: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length === 1;
  } catch {
    return false;
  }
}
