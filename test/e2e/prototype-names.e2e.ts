// Issue 25's crash, walked as a user meets it: a NoSQL Workbench model whose table is keyed
// `constructor` (an Object.prototype member) is pasted, opened and given a new entity; the page
// throws nothing and the entity is saved with the design.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, serveBuiltApp, watchPage, type ServedApp } from './browser.ts';

const MODEL = JSON.stringify({
  ModelName: 'wb',
  ModelMetadata: {
    Author: 'a',
    DateCreated: 'x',
    DateLastModified: 'y',
    Description: '',
    AWSService: 'Amazon DynamoDB',
    Version: '3.0'
  },
  DataModel: [
    {
      TableName: 'Things',
      KeyAttributes: { PartitionKey: { AttributeName: 'constructor', AttributeType: 'S' } },
      NonKeyAttributes: [{ AttributeName: 'v', AttributeType: 'S' }],
      TableFacets: [
        {
          FacetName: 'Thing',
          KeyAttributeAlias: { PartitionKeyAlias: 'ThingId' },
          TableData: [{ constructor: { S: 'a' }, v: { S: '1' } }]
        }
      ],
      TableData: []
    }
  ]
});

let app: ServedApp;
let browser: Browser;
beforeAll(async () => {
  app = await serveBuiltApp();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('a key attribute named constructor', () => {
  it('opens from a paste and takes a new entity without an error, saved', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const problems = await watchPage(page);
    await page.goto(app.url);
    await page.getByText('Paste a design').click();
    await page
      .getByLabel(
        'Design JSON (Keyscope, NoSQL Workbench, ElectroDB, DynamoDB-Toolbox or OneTable)'
      )
      .fill(MODEL);
    await page.getByRole('button', { name: 'Open the pasted design' }).click();
    await expect.poll(() => page.getByText('1 collections, 1 items').count()).toBe(1);
    await page.getByLabel('New entity name').fill('Other');
    await page.getByRole('button', { name: 'Add entity' }).click();
    await page
      .getByRole('button', { name: /^Other \(0 attributes, 0 items\)$/ })
      .or(page.getByText(/^Other \(0 attributes, 0 items\)$/))
      .first()
      .waitFor();
    await expect.poll(() => page.getByText('Saved', { exact: true }).count()).toBe(1);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
