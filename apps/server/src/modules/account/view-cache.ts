import type { CheckLogin } from '@starlit/contracts';
import { ViewCache } from '../../lib/view-cache';

/**
 * checkLogin's view of a user (account string and profile), cached for 30 s. Every write to
 * a user's row or identities goes through repository.ts, which invalidates it.
 */
export const userViews = new ViewCache<Omit<CheckLogin, 'session'>>(30000);
