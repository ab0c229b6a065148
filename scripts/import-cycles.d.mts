/** The circles among the modules under `dirs`: one per group of files tied together, with the files and one circle through them. */
export function importCycles(dirs: readonly string[], root?: string): { files: string[]; circle: string[] }[];
