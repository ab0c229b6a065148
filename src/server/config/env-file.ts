import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/**
 * The process environment over an optional `.env` file: a variable set in the real environment
 * wins, so `API_KEY=… npm start` overrides the file. The file is git-ignored; it may hold the key.
 */
export function readEnv(envFilePath: string, processEnv: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (!existsSync(envFilePath)) return processEnv;
  return { ...parseEnv(readFileSync(envFilePath, 'utf8')), ...processEnv };
}
