import { AsyncLocalStorage } from 'node:async_hooks';

// Next's server sets this global before its modules load (node-environment); its caches need it.
(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
