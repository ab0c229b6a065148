import { migrateToLatest, openStorage, type Storage } from '../storage/open-storage.ts';
import { startTestPostgres } from './postgres-server.ts';

export type TwoInstances = { one: Storage; other: Storage; stop(): Promise<void> };

/**
 * Two servers' storage on one fresh, migrated PostgreSQL: how the "several instances, each thing
 * done once" tests start. `stop` closes both and the server.
 */
export async function twoInstancesOnPostgres(binDir: string): Promise<TwoInstances> {
  const postgres = await startTestPostgres(binDir);
  const [one, other] = await Promise.all([
    openStorage({ kind: 'postgres', url: postgres.url }),
    openStorage({ kind: 'postgres', url: postgres.url }),
  ]);
  await Promise.all([migrateToLatest(one.db), migrateToLatest(other.db)]);
  return {
    one,
    other,
    stop: async () => {
      await Promise.all([one.close(), other.close()]);
      await postgres.stop();
    },
  };
}
