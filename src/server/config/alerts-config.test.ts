import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error.ts';
import { DEFAULT_CHECK_MINUTES, loadAlertsConfig } from './alerts-config.ts';

describe('loadAlertsConfig', () => {
  it('leaves e-mail off and webhooks public-only by default', () => {
    const config = loadAlertsConfig({});
    expect(config.smtp).toBeNull();
    expect(config.allowPrivateWebhooks).toBe(false);
    expect(config.checkMinutes).toBe(DEFAULT_CHECK_MINUTES);
    expect(config.chromiumPath).toBeNull();
  });

  it('reads SMTP_URL with its credentials, TLS from the start for smtps', () => {
    const config = loadAlertsConfig({
      SMTP_URL: 'smtps://alerts%40acme.example:p%40ss@mail.acme.example',
      SMTP_FROM: 'Cash <cash@acme.example>',
    });
    expect(config.smtp).toEqual({
      host: 'mail.acme.example',
      port: 465,
      secure: true,
      requireTls: true,
      user: 'alerts@acme.example',
      password: 'p@ss',
      from: 'Cash <cash@acme.example>',
    });
  });

  it('reads the separate variables, STARTTLS required unless SMTP_TLS=off', () => {
    const config = loadAlertsConfig({ SMTP_HOST: 'localhost', SMTP_PORT: '2525', SMTP_TLS: 'off', SMTP_FROM: 'cash@acme.example' });
    expect(config.smtp).toMatchObject({ host: 'localhost', port: 2525, secure: false, requireTls: false, user: null });
  });

  it('refuses a server without a sender, and a sender without a server', () => {
    expect(() => loadAlertsConfig({ SMTP_HOST: 'mail.acme.example' })).toThrow(/SMTP_FROM must be set/);
    expect(() => loadAlertsConfig({ SMTP_FROM: 'cash@acme.example' })).toThrow(/without SMTP_URL or SMTP_HOST/);
  });

  it('refuses a From header with a line break, which would add headers of its own', () => {
    expect(() => loadAlertsConfig({ SMTP_HOST: 'mail.acme.example', SMTP_FROM: 'cash@acme.example\r\nBcc: all@evil.example' })).toThrow(
      ConfigError,
    );
  });

  it('names the variable, never its value', () => {
    const failure = (() => {
      try {
        loadAlertsConfig({ SMTP_URL: 'http://user:secret-password@mail.example', SMTP_FROM: 'a@b.example' });
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(ConfigError);
    expect(String(failure)).toContain('SMTP_URL');
    expect(String(failure)).not.toContain('secret-password');
  });

  it('writes messages in en-GB unless WORKSPACE_LOCALE says otherwise, and refuses a tag that is not one', () => {
    expect(loadAlertsConfig({}).locale).toBe('en-GB');
    expect(loadAlertsConfig({ WORKSPACE_LOCALE: 'fr-FR' }).locale).toBe('fr-FR');
    expect(() => loadAlertsConfig({ WORKSPACE_LOCALE: 'not a locale!' })).toThrow(/WORKSPACE_LOCALE/);
  });

  it('checks at most once a minute and at least once a day', () => {
    expect(() => loadAlertsConfig({ ALERT_CHECK_MINUTES: '0' })).toThrow(/ALERT_CHECK_MINUTES/);
    expect(loadAlertsConfig({ ALERT_CHECK_MINUTES: '5' }).checkMinutes).toBe(5);
  });
});
