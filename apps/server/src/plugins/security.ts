import fp from 'fastify-plugin';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every response, the built web app's included:
 * - scripts only from our origin: the build has no inline script (vite-plugin-pwa registers the
 *   service worker from the bundle, `injectRegister: false`), and no attribute handlers;
 * - styles only from our origin: React, antd-mobile (popups, masks, safe areas, theme variables)
 *   and ECharts' SVG renderer set styles through the CSSOM (`element.style`), which the policy
 *   does not govern, and index.html's first-paint rules are a stylesheet. A `<style>` element
 *   or a `style="…"` attribute in markup is refused: a library that writes those (ECharts' HTML
 *   tooltip, for one) needs 'unsafe-inline' here first;
 * - images from our origin, `data:` (captcha SVGs, share pictures drawn on a canvas) and `blob:`
 *   (share-picture previews, feedback thumbnails before upload);
 * - fetch and server-sent events only to our origin (the API lives at /api/v2);
 * - the PWA: the service worker (`/sw.js`, worker-src) and `/manifest.webmanifest`
 *   (manifest-src) come from our origin;
 * - nobody may frame us, no plugins, no `<base>` elsewhere, forms post only to our origin.
 */
function directives(https: boolean) {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    // only meaningful (and harmless) when the app is served over https
    upgradeInsecureRequests: https ? [] : null,
  };
}

/** One year, in seconds: how long browsers keep to https once they saw it. */
export const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

export function helmetOptions(publicUrl: string): FastifyHelmetOptions {
  const https = new URL(publicUrl).protocol === 'https:';
  return {
    contentSecurityPolicy: { useDefaults: false, directives: directives(https) },
    // the payment window this page opens keeps its opener, so it can be polled and closed
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // older browsers that ignore frame-ancestors
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // sent only where PUBLIC_URL is https: over http it would be ignored, and a local
    // http deployment must never pin a host name to https
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: false } : false,
  };
}

/**
 * Route option for a server-rendered HTML page with its own inline `<script>` or `<style>`:
 * `app.get(path, { helmet: INLINE_PAGE }, handler)`. Each response then carries fresh nonces in
 * `reply.cspNonce.script` and `reply.cspNonce.style` that the page puts on those tags
 * (`<style nonce="…">`); the rest of the policy stays as it is. (A route may instead send its
 * own `content-security-policy` header, which replaces this one, as uploaded files do.)
 */
export const INLINE_PAGE = { enableCSPNonces: true } as const;

/**
 * Security headers on every response (helmet): the policy above, nosniff, frame denial,
 * no referrer, HSTS on https deployments. A route may pass `helmet: {...}` to change them.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  await app.register(fastifyHelmet, helmetOptions(opts.publicUrl));
});
