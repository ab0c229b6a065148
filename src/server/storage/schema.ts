import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Role, ViewScope } from '../../core/workspace/contract.ts';
import type { AlertCondition, DeliveryEvent, DeliveryStatus, DestinationKind } from '../../core/alerts/contract.ts';
import type { AlertMessage } from '../../core/alerts/alert-message.ts';
import type { NoteTarget, VersionCell, VersionItem, VersionKind } from '../../core/cash-weeks/contract.ts';

export type { Role, ViewScope };

/**
 * The tables as Kysely sees them (issue 32). Every column is written by migrations in
 * `./migrations/`; a change here without one there is a lie the type checker cannot catch.
 */
export type Database = {
  users: UsersTable;
  sessions: SessionsTable;
  used_sign_ins: UsedSignInsTable;
  audit_events: AuditEventsTable;
  saved_views: SavedViewsTable;
  workspace_secrets: WorkspaceSecretsTable;
  alert_rules: AlertRulesTable;
  alert_destinations: AlertDestinationsTable;
  alert_subscriptions: AlertSubscriptionsTable;
  alert_deliveries: AlertDeliveriesTable;
  alert_channel_failures: AlertChannelFailuresTable;
  forecast_versions: ForecastVersionsTable;
  version_schedule: VersionScheduleTable;
  notes: NotesTable;
};

/** Set by the database on insert; read back as a Date. */
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date, Date>;
type OptionalTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

/**
 * One person (or the shared password's single "team" identity), known by who vouched for them:
 * `issuer` is the OIDC issuer URL, or `password` / `proxy` for the other access modes, and
 * `subject` is that issuer's stable id for them (never the e-mail, which can change hands).
 */
export type UsersTable = {
  id: Generated<string>;
  issuer: string;
  subject: string;
  display_name: string;
  email: string | null;
  role: ColumnType<Role, Role | undefined, Role>;
  /** Set by an admin: sign-ins keep it instead of mapping the provider's groups again. */
  role_set_by_admin: ColumnType<boolean, boolean | undefined, boolean>;
  /** The role the person's groups mapped to at their last sign-in; null for someone an admin set before it was kept. */
  mapped_role: ColumnType<Role | null, Role | null | undefined, Role | null>;
  created_at: CreatedAt;
  last_seen_at: OptionalTimestamp;
};

/** A sign-in; the cookie holds the token, the table only its SHA-256 so a leaked dump signs no one in. */
export type SessionsTable = {
  id_hash: string;
  user_id: string;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | undefined, Date>;
  /** The absolute timeout; the idle one is measured from last_seen_at. */
  expires_at: Timestamp;
  revoked_at: OptionalTimestamp;
};

/** A sign-in cookie's one-time id, once a callback used it; forgotten once the cookie has expired. */
export type UsedSignInsTable = {
  id: string;
  expires_at: Timestamp;
};

/** Who did what, when, from where. The actor's label stays readable after the user is gone. */
export type AuditEventsTable = {
  id: Generated<string>;
  at: CreatedAt;
  actor_user_id: string | null;
  actor_label: string;
  action: string;
  target: string | null;
  details: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  client_address: string | null;
};

/** A named link: the URL's search holds every control, so a saved view never drifts from a shared link. */
export type SavedViewsTable = {
  id: Generated<string>;
  owner_user_id: string;
  scope: ViewScope;
  /** The route path, for example `/overview`. */
  page: string;
  name: string;
  /** The URL's search, with its leading `?` (or empty). */
  link: string;
  /** What a viewer sees first on `page`: at most one per page, and only a team view. */
  is_team_default: ColumnType<boolean, boolean | undefined, boolean>;
  created_by: string;
  created_at: CreatedAt;
  updated_by: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};

/** Keys every instance shares, made once (the CSRF tokens' HMAC key). */
export type WorkspaceSecretsTable = {
  name: string;
  value: string;
  created_at: CreatedAt;
};

/** The rule's status as stored; `paused` is said of a rule not enabled, never stored. */
export type StoredRuleStatus = 'never_checked' | 'ok' | 'firing' | 'error' | 'scheduled';

/** A rule (issue 33) and the state its engine keeps. Migration 0002-alerts says what each column is for. */
export type AlertRulesTable = {
  id: Generated<string>;
  name: string;
  condition: JSONColumnType<AlertCondition, string, string>;
  repeat_every_hours: number | null;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_by: string | null;
  created_by_label: string;
  created_at: CreatedAt;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  status: ColumnType<StoredRuleStatus, StoredRuleStatus | undefined, StoredRuleStatus>;
  holds: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  since: OptionalTimestamp;
  last_checked_at: OptionalTimestamp;
  last_sent_at: OptionalTimestamp;
  last_notified_at: OptionalTimestamp;
  next_run_at: OptionalTimestamp;
  last_failure_at: OptionalTimestamp;
  last_failure: ColumnType<string | null, string | null | undefined, string | null>;
  reading: ColumnType<string | null, string | null | undefined, string | null>;
  last_message: ColumnType<AlertMessage | null, string | null | undefined, string | null>;
  state_version: ColumnType<number, number | undefined, number>;
  /** The condition was changed while the rule fired: the next check says whether it still holds (migration 0004). */
  condition_changed: ColumnType<boolean, boolean | undefined, boolean>;
  checking_until: OptionalTimestamp;
  checking_by: ColumnType<string | null, string | null | undefined, string | null>;
};

export type AlertDestinationsTable = {
  id: Generated<string>;
  rule_id: string;
  position: number;
  kind: DestinationKind;
  target: string;
  signing_secret: string | null;
};

export type AlertSubscriptionsTable = {
  rule_id: string;
  user_id: string;
  created_at: CreatedAt;
};

/** The OutgoingMessage as the outbox keeps it until it is sent (attachments in base64). */
export type StoredPayload = {
  event: DeliveryEvent;
  ruleName: string;
  occurredAt: string;
  message: AlertMessage;
  attachments: { filename: string; contentType: string; content: string }[];
};

export type AlertDeliveriesTable = {
  id: Generated<string>;
  rule_id: string | null;
  rule_name: string;
  event: DeliveryEvent;
  channel: DestinationKind;
  recipient: string;
  destination_id: string | null;
  user_id: string | null;
  payload: JSONColumnType<StoredPayload, string, string>;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: OptionalTimestamp;
  claimed_until: OptionalTimestamp;
  claimed_by: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  sent_at: OptionalTimestamp;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  occurrence_key: string;
  recipient_key: string;
};

/** A rule's last failed send on one channel, until that channel sends for the rule again (migration 0005). */
export type AlertChannelFailuresTable = {
  rule_id: string;
  channel: DestinationKind;
  failed_at: Date;
  message: string;
};

/** A snapshot of the 13-week table (issue 34). Migration 0003-cash-weeks says what each column is for. */
export type ForecastVersionsTable = {
  id: Generated<string>;
  taken_at: Timestamp;
  taken_by: string;
  taken_by_user_id: string | null;
  kind: VersionKind;
  /** A `date`: read it as text (`first_week::text`), or the driver makes a local-midnight Date of it. */
  first_week: ColumnType<string, string, never>;
  currency: string;
  opening: string;
  cells: JSONColumnType<VersionCell[], string, never>;
  items: JSONColumnType<VersionItem[], string, never>;
};

/** The single row (id 1) of the weekly version's schedule and its lease. */
export type VersionScheduleTable = {
  id: number;
  weekday: number;
  hour: number;
  next_run_at: Timestamp;
  claimed_until: OptionalTimestamp;
  claimed_by: ColumnType<string | null, string | null | undefined, string | null>;
  reconstructed_at: OptionalTimestamp;
  last_failure: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};

export type NotesTable = {
  id: Generated<string>;
  target_kind: NoteTarget['kind'];
  target: JSONColumnType<NoteTarget, string, never>;
  /** The first and last day the target covers (null for a forecast's note): a window query reads these. */
  starts_on: ColumnType<string | null, string | null, never>;
  ends_on: ColumnType<string | null, string | null, never>;
  text: string;
  author: string;
  author_user_id: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  updated_by: string;
};
