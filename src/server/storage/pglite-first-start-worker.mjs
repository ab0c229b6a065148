// Runs initdb in a PGlite data folder, then leaves: see createDataFolderIfMissing. Plain
// JavaScript, so it loads in any worker, whether or not the process runs TypeScript through tsx.
import { workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const db = await PGlite.create(workerData.dataDir);
await db.close();
