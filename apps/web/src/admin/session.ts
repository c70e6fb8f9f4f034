import { useSyncExternalStore } from 'react';
import type { Operator } from '@starlit/contracts/admin';

/**
 * The operator's session: the bearer token and who signed in, kept in sessionStorage (gone
 * when the tab closes; the server ends it after 30 idle minutes anyway).
 */
export interface AdminSession {
  token: string;
  operator: Operator;
}

const KEY = 'starlit.admin.session';
const listeners = new Set<() => void>();

function read(): AdminSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as AdminSession) : null;
  } catch {
    return null;
  }
}

let current: AdminSession | null = read();

function set(next: AdminSession | null) {
  current = next;
  if (next) sessionStorage.setItem(KEY, JSON.stringify(next));
  else sessionStorage.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

export const adminSession = {
  get: () => current,
  signIn: (session: AdminSession) => set(session),
  signOut: () => set(null),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useAdminSession(): AdminSession | null {
  return useSyncExternalStore(adminSession.subscribe, adminSession.get);
}

/** Whether the signed-in operator may make admin-only calls. */
export function useIsAdmin(): boolean {
  return useAdminSession()?.operator.role === 'admin';
}
