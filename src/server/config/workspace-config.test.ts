import { describe, expect, it } from 'vitest';
import { loadWorkspaceConfig } from './workspace-config.ts';

describe('loadWorkspaceConfig', () => {
  it('takes an IANA time zone and refuses an unknown one', () => {
    expect(loadWorkspaceConfig({ WORKSPACE_TIME_ZONE: 'Europe/Paris' }).timeZone).toBe('Europe/Paris');
    expect(() => loadWorkspaceConfig({ WORKSPACE_TIME_ZONE: 'Mars/Olympus' })).toThrow(/WORKSPACE_TIME_ZONE must be an IANA time zone/);
  });

  it("reads schedules in the server's own zone when none is set", () => {
    const serverZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(loadWorkspaceConfig({}).timeZone).toBe(serverZone);
    expect(loadWorkspaceConfig({ WORKSPACE_TIME_ZONE: '' }).timeZone).toBe(serverZone);
  });
});
