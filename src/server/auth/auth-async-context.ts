import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Better Auth keeps its request state in AsyncLocalStorage. On Node 20 the first `run` turns on
 * promise hooks for the whole process, and they stay on: after the first sign-in every request paid
 * for them, function calls that never touch Better Auth included (see docs/performance.md). So once
 * no Better Auth call is in flight, its storages are disabled, which turns the hooks
 * off again (Node does when no storage is enabled); the next call's `run` turns them back on. Better
 * Auth leaves no work running after its calls return (no background tasks are configured).
 */
let inFlight = 0;

export async function withBetterAuth<T>(call: () => Promise<T>): Promise<T> {
  inFlight += 1;
  try {
    return await call();
  } finally {
    inFlight -= 1;
    if (inFlight === 0) releaseStorages();
  }
}

function releaseStorages() {
  const shared = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[
    Symbol.for('better-auth:global')
  ];
  for (const value of Object.values(shared?.context ?? {})) {
    if (value instanceof AsyncLocalStorage) value.disable();
  }
}
