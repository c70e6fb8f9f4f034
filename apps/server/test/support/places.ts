import { expect } from 'vitest';
import type { Client } from './client';

/** A place as `personal/subRegion` lists it. */
export interface PlaceView {
  id: string;
  name: string;
  fullName: string;
  country: string;
  kind: string;
  lat: number;
  lon: number;
  tz: string;
  hasChildren: boolean;
}

/** The places `personal/subRegion` lists for a query string (checked answered). */
export async function subRegions(c: Client, query: string): Promise<PlaceView[]> {
  const res = await c.get(`personal/subRegion?${query}`);
  expect(res.code, res.msg).toBe(200);
  return res.data.list;
}
