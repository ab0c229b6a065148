import type { ApiReader } from '../alerts/api-reader.ts';
import type { IsoDate } from '../calendar-date.ts';
import type { VersionCell, VersionItem } from './contract.ts';

/**
 * What the server stores as a forecast version: the 13-week table's expected movements per
 * category and week, built from the API through a reader (at most 4 requests), with the same
 * rules as the table the view draws.
 */
export type VersionContent = { firstWeek: IsoDate; currency: string; opening: string; cells: VersionCell[]; items: VersionItem[] };

export type BuildVersion = (context: { read: ApiReader; today: IsoDate }) => Promise<VersionContent>;

/** Builds a version through the reader, in at most 4 requests when every forecast is in the workspace currency. */
export const buildVersion: BuildVersion = () => Promise.reject(new Error('not yet'));
