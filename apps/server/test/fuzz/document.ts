import { openDatabase } from '../../src/db/client';
import { buildApp } from '../../src/app';
import { testConfig } from '../support/app';

/** The OpenAPI document as the server publishes it, read once from a throwaway app. */
export async function openapiDocument() {
  const database = await openDatabase({});
  const app = await buildApp({ config: testConfig(), database });
  try {
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/v2/openapi.json' });
    return res.json();
  } finally {
    await app.close();
    await database.close();
  }
}
