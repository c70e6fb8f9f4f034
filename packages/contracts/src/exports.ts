import { z } from 'zod';
import { baseBody, baseQuery } from './common';
import { endpoints } from './endpoints';
import { defineRoutes } from './route';

/**
 * "Download my data": one zip (JSON files and a README in the member's language) with what
 * Starlit keeps about the member, built by a background job and offered for 24 hours. A new
 * file may be asked for at most once per 24 hours (failed builds do not count).
 */

export const EXPORT_STATUSES = ['none', 'queued', 'ready', 'failed', 'expired'] as const;
export const exportStatusSchema = z.enum(EXPORT_STATUSES);
export type ExportStatusValue = z.infer<typeof exportStatusSchema>;

/** How long a ready file is offered, and the least time between two requested files. */
export const EXPORT_TTL_MS = 24 * 3600_000;
export const EXPORT_GAP_MS = 24 * 3600_000;

export const exportStatusResponse = z.object({
  status: exportStatusSchema,
  /** ISO 8601 times of the latest export */
  requestedAt: z.string().optional(),
  readyAt: z.string().optional(),
  expiresAt: z.string().optional(),
  /** the zip's size in bytes, once ready */
  bytes: z.number().int().optional(),
  /** when a new file may be asked for (absent: now) */
  nextAt: z.string().optional(),
});
export type ExportStatus = z.infer<typeof exportStatusResponse>;

export const exportRequestBody = baseBody;
export const exportFileQuery = baseQuery.extend({
  /** a given export (default: the member's latest); another member's id is not found */
  id: z.uuid().optional(),
});

export const exportsRoutes = defineRoutes(endpoints.exports, {
  request: { body: exportRequestBody, response: exportStatusResponse },
  status: { query: baseQuery, response: exportStatusResponse },
  download: {
    description:
      'the zip (application/zip, attachment starlit-data-YYYY-MM-DD.zip) while ready; else 404',
    query: exportFileQuery,
  },
});
