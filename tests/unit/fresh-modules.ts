/**
 * Test files share their worker (no isolation: a third less time), but each starts with the app's modules
 * fresh, as in a page: the words loaded and the language chosen by one file are never another's.
 */
import { vi } from 'vitest';

vi.resetModules();
