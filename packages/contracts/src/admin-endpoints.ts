import { get, group, post } from './route';

/** Where the operator API lives: its own prefix, apart from the members' /api/v2. */
export const ADMIN_BASE = '/api/admin';

const support = { base: ADMIN_BASE, role: 'support' } as const;
const admin = { base: ADMIN_BASE, role: 'admin' } as const;

/**
 * Every operator endpoint under /api/admin, zod-free like `endpoints`: an operator's bearer token
 * is required (4001 without, and for a member's token), and `role` is the least role allowed
 * (4003 below it). Sign-in is the one public call.
 */
export const adminEndpoints = {
  auth: group('admin', {
    login: post('/login', 'public', { base: ADMIN_BASE, limit: 'auth' }),
    logout: post('/logout', 'operator', support),
    me: get('/me', 'operator', support),
  }),
  members: group('admin', {
    search: get('/members/search', 'operator', support),
    detail: get('/members/:userId', 'operator', support),
    points: post('/members/:userId/points', 'operator', support),
    vip: post('/members/:userId/vip', 'operator', support),
    revokeSessions: post('/members/:userId/revokeSessions', 'operator', support),
    disable: post('/members/:userId/disable', 'operator', admin),
    remove: post('/members/:userId/delete', 'operator', admin),
  }),
  orders: group('admin', {
    list: get('/orders', 'operator', support),
    detail: get('/orders/:orderId', 'operator', support),
    refund: post('/orders/:orderId/refund', 'operator', admin),
  }),
  economy: group('admin', {
    codes: get('/codes', 'operator', support),
    createRedeem: post('/codes/redeem', 'operator', admin),
    createDiscount: post('/codes/discount', 'operator', admin),
    products: get('/products', 'operator', support),
    setProduct: post('/products', 'operator', admin),
    config: get('/config', 'operator', support),
    setConfig: post('/config', 'operator', admin),
  }),
  feedback: group('admin', {
    list: get('/feedback', 'operator', support),
    reply: post('/feedback/:id/reply', 'operator', support),
    close: post('/feedback/:id/close', 'operator', support),
    /** a member's uploaded feedback image, for operators only */
    file: get('/files/*', 'operator', { ...support, hidden: true }),
  }),
  audit: group('admin', {
    list: get('/audit', 'operator', support),
    /** text/csv, UTF-8 with a BOM */
    export: get('/audit/export', 'operator', admin),
    dashboard: get('/dashboard', 'operator', support),
  }),
  /** grants beyond a support operator's caps, waiting for an admin (support sees its own) */
  approvals: group('admin', {
    list: get('/grants/requests', 'operator', support),
    approve: post('/grants/requests/:id/approve', 'operator', admin),
    reject: post('/grants/requests/:id/reject', 'operator', admin),
  }),
  operators: group('admin', {
    list: get('/operators', 'operator', admin),
    /** lifts a lock after failed sign-ins */
    unlock: post('/operators/:operatorId/unlock', 'operator', admin),
  }),
} as const;
