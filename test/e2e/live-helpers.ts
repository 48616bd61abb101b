// Helpers for the live-table e2e tests: seed a table of several pages, name the connect dialog,
// read text, listen on a free port, and search the page's storage for values.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { BatchWriteItemCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { createActiveTable, type LocalDynamo } from '../live/dynalite-server.ts';

/**
 * A table `name` of `count` items of about 1.5 KB (`PK` ORDER#0…299, `SK` LINE#00000…): several
 * 1 MB pages, so a low budget spaces them out and a failure can come between two of them.
 */
export async function seedPagedTable(d: LocalDynamo, name: string, count: number): Promise<void> {
  await createActiveTable(d.seeder, {
    TableName: name,
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' }
    ],
    AttributeDefinitions: [
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'S' }
    ],
    BillingMode: 'PAY_PER_REQUEST'
  });
  const pad = 'x'.repeat(1500);
  for (let i = 0; i < count; i += 25) {
    const batch = Array.from({ length: Math.min(25, count - i) }, (_, j) => {
      const n = i + j;
      const item: Record<string, AttributeValue> = {
        PK: { S: `ORDER#${n % 300}` },
        SK: { S: `LINE#${String(n).padStart(5, '0')}` },
        pad: { S: pad }
      };
      return { PutRequest: { Item: item } };
    });
    let pending: typeof batch | undefined = batch;
    while (pending?.length) {
      const out = await d.seeder.send(
        new BatchWriteItemCommand({ RequestItems: { [name]: pending } })
      );
      pending = out.UnprocessedItems?.[name] as typeof batch | undefined;
    }
  }
}

/** A locator's text with runs of white space as one space. */
export const text = async (l: Locator): Promise<string> =>
  ((await l.textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** The connect dialog, whichever step it shows. */
export const dialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: /Connect to a live table|Tables at|New credentials/ });

/** Listen on a free loopback port. */
export async function listen(server: Server): Promise<{ server: Server; url: string }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Where in the page's storage any of `values` is found: localStorage, sessionStorage, IndexedDB. */
export function leftovers(page: Page, values: string[]): Promise<string[]> {
  return page.evaluate(async (values) => {
    const found: string[] = [];
    const has = (text: string) => values.some((v) => text.includes(v));
    const dump = (s: Storage) =>
      Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i)!)}`).join('\n');
    if (has(dump(localStorage))) found.push('localStorage');
    if (has(dump(sessionStorage))) found.push('sessionStorage');
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(info.name!);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      let text = '';
      for (const store of db.objectStoreNames) {
        const rows = await new Promise<unknown[]>((resolve) => {
          const req = db.transaction(store).objectStore(store).getAll();
          req.onsuccess = () => resolve(req.result);
        });
        const keys = await new Promise<unknown[]>((resolve) => {
          const req = db.transaction(store).objectStore(store).getAllKeys();
          req.onsuccess = () => resolve(req.result);
        });
        text += JSON.stringify(rows) + JSON.stringify(keys);
      }
      db.close();
      if (has(text)) found.push(`IndexedDB ${info.name}`);
    }
    return found;
  }, values);
}
