import { describe, expect, it } from 'vitest';
import { watchPage, useBuiltApp } from './browser.ts';
import { openExample, visibleRows } from './studio-helpers.ts';

describe('a GSI whose key has several attributes (multi-attribute keys)', () => {
  const env = useBuiltApp();

  it('the tournament example’s index is grouped by the partition tuple, ordered by the sort tuple, and names what keeps an item out', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openExample(page, 'Tournament matches (multi-attribute keys)');
    await page.getByRole('combobox', { name: 'View' }).selectOption({
      label: 'GSI TournamentRegionIndex (tournamentId + region, round + bracket + matchId)'
    });
    await page
      .locator('[role="rowheader"][data-collection="tournamentId = WINTER2026 · region = NA-EAST"]')
      .waitFor();
    await page
      .getByRole('columnheader', { name: 'round + bracket + matchId (sort key)' })
      .waitFor();

    const rows = await visibleRows(page);
    expect(rows.filter((r) => r.kind === 'collection').map((r) => r.pk)).toEqual([
      'tournamentId = SPRING2026 · region = NA-EAST',
      'tournamentId = WINTER2026 · region = EU-WEST',
      'tournamentId = WINTER2026 · region = NA-EAST'
    ]);
    const at = rows.findIndex((r) => r.pk === 'tournamentId = WINTER2026 · region = NA-EAST');
    const sorts: string[] = [];
    for (let i = at + 1; i < rows.length && rows[i]!.kind === 'item'; i++) sorts.push(rows[i]!.sk);
    // Left to right: round by its bytes, then bracket breaks the tie, then matchId.
    expect(sorts).toEqual([
      'FINALS · UPPER · match-006',
      'QUARTERFINALS · LOWER · match-003',
      'QUARTERFINALS · UPPER · match-001',
      'QUARTERFINALS · UPPER · match-002',
      'SEMIFINALS · LOWER · match-005',
      'SEMIFINALS · UPPER · match-004'
    ]);

    // The exhibition match has no region: it is not in the index, and the reason names it.
    await page.getByText('1 item is not in index TournamentRegionIndex').click();
    await page
      .getByText(/the item has no "region" attribute, one of the index's key attributes/)
      .waitFor();
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
