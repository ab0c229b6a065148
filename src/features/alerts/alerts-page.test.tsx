import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answers, me, renderInShell, stubWorkspace } from '../../components/testing/workspace-test-kit.tsx';
import { setPresentationMode } from '../../components/presentation/presentation-mode.ts';
import { boardPackRule, capabilities, cashRule, delivery, erringRule, RULE_ID } from './alert-fixtures.ts';
import { AlertsPage } from './alerts-page.tsx';

/** jsdom lays nothing out: the wide tables' overflow watch has nothing to observe. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  cleanup();
  setPresentationMode(false);
  vi.unstubAllGlobals();
});

const failed = delivery(2, {
  status: 'failed',
  channel: 'webhook',
  recipient: 'hooks.example.com',
  event: 'test',
  lastError: '550 grace@example.com unknown',
  attempts: 5,
});

function openAlerts(role: 'viewer' | 'editor', more: Answers = {}) {
  const rules =
    role === 'editor'
      ? [cashRule, boardPackRule, erringRule]
      : [{ ...cashRule, canEdit: false, destinations: [{ ...cashRule.destinations[0]!, target: 'hooks.slack.com' }] }];
  return stubWorkspace({
    'GET /workspace/me': () => ({ status: 200, body: me(role) }),
    'GET /workspace/alerts': () => ({ status: 200, body: { rules, capabilities } }),
    'GET /workspace/alert-deliveries': () => ({ status: 200, body: { deliveries: [delivery(1)], next: 'cursor-1' } }),
    'GET /workspace/alert-deliveries?before=cursor-1': () => ({ status: 200, body: { deliveries: [failed], next: null } }),
    [`GET /workspace/alert-deliveries?rule=${RULE_ID}`]: () => ({ status: 200, body: { deliveries: [], next: null } }),
    ...more,
  });
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(init?.body as string) as unknown;
const writes = (fetchMock: ReturnType<typeof stubWorkspace>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method !== undefined && init.method !== 'GET');

describe('AlertsPage', () => {
  it('says plainly what the server cannot deliver and in which zone schedules run', async () => {
    openAlerts('viewer');
    renderInShell(<AlertsPage />, '/alerts');
    const notice = await screen.findByRole('list', { name: 'What this server delivers' });
    expect(notice.textContent).toContain('E-mail is not configured');
    expect(notice.textContent).toContain('PDF is linked, not attached');
    expect(notice.textContent).toContain('Europe/Paris');
  });

  it('shows each rule with what it watches and its state in words, and lets a viewer only subscribe', async () => {
    const fetchMock = openAlerts('viewer', {
      [`PUT /workspace/alerts/${RULE_ID}/subscription`]: () => ({ status: 200, body: { subscribed: true } }),
    });
    renderInShell(<AlertsPage />, '/alerts');
    const rules = await screen.findByRole('region', { name: 'Alert rules' });
    const row = within(rules).getByRole('row', { name: /Cash under 50k/ });
    expect(row.textContent).toContain('Projected cash under 50000.00 within 5 weeks, late items not counted');
    expect(row.textContent).toMatch(/Firing since Mon 23 Nov 08:00/);
    expect(row.textContent).toContain('2 subscribers');
    expect(within(row).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New alert' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Subscribe “Cash under 50k”' }));
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe(`/workspace/alerts/${RULE_ID}/subscription`);
    expect(bodyOf(init)).toEqual({ subscribed: true });
    expect(init?.headers).toMatchObject({ 'X-CSRF-Token': 'csrf-1' });
    expect(await screen.findByText('You receive “Cash under 50k” by e-mail.')).toBeTruthy();
  });

  it('says nothing of repeats for a scheduled rule: it is sent on its schedule', async () => {
    openAlerts('editor');
    renderInShell(<AlertsPage />, '/alerts');
    const rules = await screen.findByRole('region', { name: 'Alert rules' });
    expect(within(rules).getByRole('row', { name: /Cash under 50k/ }).textContent).toContain('Repeats:');
    expect(within(rules).getByRole('row', { name: new RegExp(boardPackRule.name) }).textContent).not.toContain('Repeats:');
  });

  it('does not offer to subscribe someone whose sign-in has no e-mail address, and says why', async () => {
    stubWorkspace({
      'GET /workspace/me': () => ({ status: 200, body: { ...me('editor'), user: { ...me('editor').user, email: null } } }),
      'GET /workspace/alerts': () => ({ status: 200, body: { rules: [cashRule], capabilities } }),
      'GET /workspace/alert-deliveries': () => ({ status: 200, body: { deliveries: [], next: null } }),
    });
    renderInShell(<AlertsPage />, '/alerts');
    const rules = await screen.findByRole('region', { name: 'Alert rules' });
    expect(within(rules).getByRole('button', { name: 'Subscribe “Cash under 50k”' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/no e-mail address, so you cannot subscribe/)).toBeTruthy();
  });

  it('sends a test, and deletes only after the editor confirms', async () => {
    const fetchMock = openAlerts('editor', {
      [`POST /workspace/alerts/${RULE_ID}/test`]: () => ({ status: 202, body: { queued: 3 } }),
      [`DELETE /workspace/alerts/${RULE_ID}`]: () => ({ status: 204 }),
    });
    renderInShell(<AlertsPage />, '/alerts');
    fireEvent.click(await screen.findByRole('button', { name: 'Send a test now “Cash under 50k”' }));
    expect(await screen.findByText(/Test of “Cash under 50k” queued: 3 messages/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete… “Cash under 50k”' }));
    expect(writes(fetchMock).map(([, init]) => init?.method)).toEqual(['POST']);
    fireEvent.click(screen.getByRole('button', { name: 'Delete “Cash under 50k” for everyone' }));
    await waitFor(() => expect(writes(fetchMock).map(([, init]) => init?.method)).toEqual(['POST', 'DELETE']));
  });

  it('keeps the form and puts a refusal beside the field the server names', async () => {
    const fetchMock = openAlerts('editor', {
      'POST /workspace/alerts': () => ({
        status: 400,
        body: {
          error: {
            type: 'invalid_request',
            code: 'webhook_address_refused',
            message: 'This address is private: refused.',
            param: 'destinations.0.url',
            request_id: 'r1',
          },
        },
      }),
    });
    renderInShell(<AlertsPage />, '/alerts');
    fireEvent.click(await screen.findByRole('button', { name: 'New alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'New alert' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Low cash' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'An amount' }));
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '50,000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a destination' }));
    fireEvent.change(within(dialog).getByLabelText('Destination 1'), { target: { value: 'webhook' } });
    fireEvent.change(within(dialog).getByLabelText('URL'), { target: { value: 'http://10.0.0.5/hook' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    expect(bodyOf(writes(fetchMock)[0]![1])).toEqual({
      name: 'Low cash',
      condition: { kind: 'projected_cash', level: { kind: 'amount', amount: '50000.00' }, withinWeeks: 5, countLate: false },
      repeatEveryHours: 24,
      destinations: [{ kind: 'webhook', url: 'http://10.0.0.5/hook' }],
      enabled: true,
    });
    const url = within(dialog).getByLabelText('URL');
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    const described = (url.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('This address is private: refused.');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('Low cash');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Amount').value).toBe('50,000');
  });

  it('shows a new webhook’s signing secret once saved', async () => {
    const saved = {
      ...cashRule,
      destinations: [
        { id: '6c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f', kind: 'webhook', target: 'https://hooks.example.com/in', signingSecret: 'whsec_abc' },
      ],
    };
    openAlerts('editor', { [`PATCH /workspace/alerts/${RULE_ID}`]: () => ({ status: 200, body: saved }) });
    renderInShell(<AlertsPage />, '/alerts');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit “Cash under 50k”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Cash under 50k”' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Amount').value).toBe('50000.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('whsec_abc')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy the signing secret' })).toBeTruthy();
  });

  it('lists deliveries in words, loads more by cursor and filters by rule', async () => {
    openAlerts('editor');
    renderInShell(<AlertsPage />, '/alerts');
    const history = await screen.findByRole('region', { name: 'Deliveries' });
    expect(within(history).getByRole('row', { name: /Fired/ }).textContent).toContain('E-mail: grace@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const failedRow = await within(history).findByRole('row', { name: /Test/ });
    expect(failedRow.textContent).toContain('Failed: 550 grace@example.com unknown');
    expect(failedRow.textContent).toContain('5 attempts');
    fireEvent.change(screen.getByLabelText('Rule'), { target: { value: RULE_ID } });
    expect(await screen.findByText('Nothing has been sent for this rule yet.')).toBeTruthy();
  });

  it("shows each channel's last failure, when each delivery was sent, and why one is pending", async () => {
    const failing = {
      ...cashRule,
      state: {
        ...cashRule.state,
        channelFailures: [
          {
            channel: 'email' as const,
            at: '2026-11-27T09:00:00Z',
            message: 'Sending to grace@example.com failed (given up): The mail server refused the message (EENVELOPE 550)',
          },
          {
            channel: 'webhook' as const,
            at: '2026-11-27T09:30:00Z',
            message: 'Sending to hooks.example.com failed (tried again in 5 min): The webhook answered 500',
          },
        ],
      },
    };
    const pending = delivery(3, {
      status: 'pending',
      channel: 'webhook',
      recipient: 'hooks.example.com',
      sentAt: null,
      attempts: 2,
      nextAttemptAt: '2026-11-27T09:35:00Z',
      lastError: 'The webhook answered 500',
    });
    openAlerts('editor', {
      'GET /workspace/alerts': () => ({ status: 200, body: { rules: [failing], capabilities } }),
      'GET /workspace/alert-deliveries': () => ({ status: 200, body: { deliveries: [pending, delivery(1)], next: null } }),
    });
    renderInShell(<AlertsPage />, '/alerts');
    const rules = await screen.findByRole('region', { name: 'Alert rules' });
    const cell = within(rules)
      .getByRole('row', { name: /Cash under 50k/ })
      .querySelectorAll('td')[3];
    expect(cell?.textContent).toBe(
      'E-mail, Fri 27 Nov 10:00Sending to grace@example.com failed (given up): The mail server refused the message (EENVELOPE 550)' +
        'Webhook, Fri 27 Nov 10:30Sending to hooks.example.com failed (tried again in 5 min): The webhook answered 500',
    );
    const history = await screen.findByRole('region', { name: 'Deliveries' });
    expect(within(history).getByRole('row', { name: /hooks\.example\.com/ }).textContent).toContain(
      'Pending: retry at Fri 27 Nov 10:35; the last try failed: The webhook answered 500',
    );
    expect(within(history).getByRole('row', { name: /grace@example\.com/ }).textContent).toContain('Sent Thu 26 Nov 08:00');
  });

  it('puts no reading, recipient or figure in the document while presenting', async () => {
    openAlerts('editor');
    renderInShell(<AlertsPage />, '/alerts');
    await screen.findByRole('region', { name: 'Deliveries' });
    setPresentationMode(true);
    await waitFor(() => expect(document.body.textContent).not.toContain('12,400'));
    const text = document.body.textContent ?? '';
    for (const secret of [
      '50000.00',
      'grace@example.com',
      'hooks.slack.com',
      'acme-holdings',
      'Lowest projected cash',
      'Acme Corp',
      '31,000',
    ])
      expect(text).not.toContain(secret);
    expect(text).toContain('Error (details hidden while presenting)');
    expect(text).toContain('Readings, recipients and errors are hidden while presenting; editing is off until it ends.');
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New alert' })).toBeNull();
  });
});
