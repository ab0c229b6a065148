import { chromium, type Browser } from '@playwright/test';

export const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags the issue names for every headless run, Lighthouse's included. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: [...CHROME_FLAGS.filter((flag) => flag !== '--headless=new'), ...extraArgs] });
}
