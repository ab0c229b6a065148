import { z } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * Zod Mini ships no messages: without English ones an issue only says "Invalid input". Imported
 * (for this effect) where an issue's words reach a person: the server's answers and its settings,
 * and the alert form. The browser's first load leaves them out: its shape errors name the field
 * and what was expected themselves (api-fetch.ts), and the locale weighs about 2 kB.
 */
z.config(en());
