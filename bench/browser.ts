import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.config.ts';

/** Lighthouse's own variable first, then the tests' (CHROMIUM_PATH). */
export const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;

/** Lighthouse starts Chromium itself and must be told to run it headless. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_FLAGS, ...extraArgs] });
}
