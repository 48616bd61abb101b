import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { Design } from '../../../src/core/model/design.ts';
import { readCompleteness } from '../../../src/core/result-sets/read-completeness.ts';
import { decodeShareLink } from '../../../src/core/share/decode-share-link.ts';
import ShareMenu from '../../../src/ui/share/ShareMenu.svelte';
import type { SharedLiveSet } from '../../../src/ui/share/export-provenance.ts';
import { StudioState } from '../../../src/ui/studio/studio-state.svelte.ts';
import { mountComponent } from '../mount-component.ts';

/** A live set's design as the studio shows it: the table read, two of its items. */
const orders: Design = {
  name: 'Live: orders',
  description: 'Items read from table "orders" at us-east-1 (Scan of orders).',
  tables: [
    {
      name: 'orders',
      partitionKey: { name: 'PK', type: 'S' },
      globalSecondaryIndexes: [],
      localSecondaryIndexes: [],
      items: [{ PK: { S: 'ORDER#1' } }, { PK: { S: 'ORDER#2' } }]
    }
  ],
  entities: [],
  accessPatterns: [],
  readFrom: { operation: 'Scan', table: 'orders' }
};

/** The set as the live state has it: a Scan that stopped at the item cap. */
const partial: SharedLiveSet = {
  name: 'Scan of orders',
  completeness: readCompleteness({ end: 'item-cap', items: 2, total: 22 }),
  origin: { target: 'us-east-1' },
  settings: { source: { table: 'orders' } },
  designs: { bound: true }
};

const PROVENANCE =
  'Items read from table "orders" at us-east-1: Scan of orders — partial: 2 of ≈22 items (stopped at the item cap). What is drawn from the items holds for these items only.';

/** Open the menu over `design` (live or not), copy the Keyscope file, and give what was copied. */
async function copied(design: Design, live: boolean, liveSet: SharedLiveSet | null) {
  const studio = new StudioState();
  studio.open(design, design.name, [], { live });
  const clipboard = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
  mountComponent(ShareMenu, { studio, liveSet });
  await page.getByRole('button', { name: 'Share…' }).click();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect.element(page.getByText(/^Copied Keyscope design/)).toBeVisible();
  const text = clipboard.mock.calls.at(-1)![0];
  return JSON.parse(text) as { description?: string };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ShareMenu', () => {
  it('writes where a live set’s items were read into the file, after its description', async () => {
    const doc = await copied(orders, true, partial);
    expect(doc.description).toBe(`${orders.description}\n\n${PROVENANCE}`);
  });

  it('says so in the menu while a live set is shown', async () => {
    await copied(orders, true, partial);
    await expect
      .element(
        page.getByText(
          `The link, and files with a place for it, say where the items were read: ${PROVENANCE}`
        )
      )
      .toBeVisible();
  });

  it('writes where a live set’s items were read into its share link too', async () => {
    const studio = new StudioState();
    studio.open(orders, orders.name, [], { live: true });
    const clipboard = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    mountComponent(ShareMenu, { studio, liveSet: partial });
    await page.getByRole('button', { name: 'Share…' }).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.element(page.getByRole('textbox', { name: /^Share link/ })).toBeVisible();
    const opened = await decodeShareLink(clipboard.mock.calls.at(-1)![0]);
    if (!opened.ok) throw new Error('the link does not open');
    expect(opened.design.description).toBe(`${orders.description}\n\n${PROVENANCE}`);
  });

  it('writes no note once the user has opened another design', async () => {
    const doc = await copied(orders, true, { ...partial, designs: { bound: false } });
    expect(doc.description).toBe(orders.description);
  });

  it('writes no note for a design of the user’s own', async () => {
    const own = { ...orders, name: 'Orders', description: 'Orders by customer.' };
    const { readFrom: _r, ...authored } = own;
    const doc = await copied(authored, false, null);
    expect(doc.description).toBe('Orders by customer.');
    await expect.element(page.getByText(/say where the items were read/)).not.toBeInTheDocument();
  });
});

/** Matches by tournament and region: a GSI whose partition key is two attributes. */
const matches: Design = {
  name: 'Matches',
  tables: [
    {
      name: 'TournamentMatches',
      partitionKey: { name: 'matchId', type: 'S' },
      globalSecondaryIndexes: [
        {
          name: 'TournamentRegionIndex',
          partitionKey: { name: 'tournamentId', type: 'S' },
          morePartitionKeys: [{ name: 'region', type: 'S' }],
          sortKey: { name: 'round', type: 'S' },
          projection: { type: 'ALL' }
        }
      ],
      localSecondaryIndexes: [],
      items: [
        {
          matchId: { S: 'm1' },
          tournamentId: { S: 'WINTER' },
          region: { S: 'EU' },
          round: { S: 'FINAL' }
        }
      ]
    }
  ],
  entities: [],
  accessPatterns: []
};

describe('ShareMenu, a NoSQL Workbench model of multi-attribute indexes', () => {
  /** Open the menu over the tournament example with the Workbench model chosen. */
  async function workbenchMenu() {
    const design = matches;
    const studio = new StudioState();
    studio.open(design, design.name, [], { live: false });
    const clipboard = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    mountComponent(ShareMenu, { studio });
    await page.getByRole('button', { name: 'Share…' }).click();
    await page.getByRole('combobox', { name: 'Format' }).selectOptions('NoSQL Workbench model');
    return clipboard;
  }

  /** The copied model's index names and partition key attributes. */
  async function copiedIndexes(clipboard: Awaited<ReturnType<typeof workbenchMenu>>) {
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.element(page.getByText(/^Copied NoSQL Workbench model/)).toBeVisible();
    const model = JSON.parse(clipboard.mock.calls.at(-1)![0]) as {
      DataModel: {
        GlobalSecondaryIndexes: {
          IndexName: string;
          KeyAttributes: { PartitionKey: { AttributeName: string } };
        }[];
      }[];
    };
    return model.DataModel[0]!.GlobalSecondaryIndexes.map((g) => [
      g.IndexName,
      g.KeyAttributes.PartitionKey.AttributeName
    ]);
  }

  it('leaves them out unless asked, and says the option exists', async () => {
    const clipboard = await workbenchMenu();
    expect(await copiedIndexes(clipboard)).toEqual([]);
    await expect
      .element(
        page.getByText(/"TournamentRegionIndex" .* is left out: .*export with synthetic keys/)
      )
      .toBeVisible();
  });

  it('writes them with synthetic keys when the option is checked, and notes how', async () => {
    const clipboard = await workbenchMenu();
    await page
      .getByRole('checkbox', { name: 'With synthetic keys for multi-attribute indexes' })
      .click();
    expect(await copiedIndexes(clipboard)).toEqual([
      ['TournamentRegionIndex', 'TournamentRegionIndexPK']
    ]);
    await expect
      .element(
        page.getByText(
          /^index "TournamentRegionIndex" of "TournamentMatches" is written with synthetic keys/
        )
      )
      .toBeVisible();
  });

  it('does not offer the option for a format that holds the indexes as they are', async () => {
    await workbenchMenu();
    await page.getByRole('combobox', { name: 'Format' }).selectOptions('Terraform (HCL)');
    await expect
      .element(page.getByRole('checkbox', { name: /synthetic keys/ }))
      .not.toBeInTheDocument();
  });
});

describe('ShareMenu, an AWS CDK stack', () => {
  it('copies the stack module and shows what it writes otherwise than the design', async () => {
    const design: Design = {
      ...orders,
      name: 'Orders',
      readFrom: undefined,
      tables: [
        {
          ...orders.tables[0]!,
          billing: { mode: 'PROVISIONED', readCapacityUnits: 4, writeCapacityUnits: 2 }
        }
      ]
    };
    const studio = new StudioState();
    studio.open(design, design.name, [], { live: false });
    const clipboard = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    mountComponent(ShareMenu, { studio });
    await page.getByRole('button', { name: 'Share…' }).click();
    await page
      .getByRole('combobox', { name: 'Format' })
      .selectOptions('AWS CDK stack (TypeScript)');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.element(page.getByText(/^Copied AWS CDK stack \(TypeScript\)/)).toBeVisible();
    const text = clipboard.mock.calls.at(-1)![0];
    expect(text).toContain('export class OrdersStack extends Stack {');
    expect(text).toContain('new TableV2(this, "OrdersTable", {');
    await expect
      .element(page.getByText(/^table "orders" is provisioned: TableV2 takes write capacity/))
      .toBeVisible();
  });
});
