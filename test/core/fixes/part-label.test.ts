import { describe, expect, it } from 'vitest';
import { partLabel } from '../../../src/core/fixes/part-label.ts';

describe('partLabel', () => {
  it.each([
    ['tournamentId', 'TOURNAMENT'],
    ['matchId', 'MATCH'],
    ['region', 'REGION'],
    ['matchDate', 'MATCH_DATE'],
    ['player1Id', 'PLAYER1'],
    ['user_id', 'USER'],
    ['orderID', 'ORDER'],
    ['id', 'ID'],
    ['Id', 'ID'],
    ['GSI1PK', 'GSI1PK'],
    ['order-date', 'ORDER_DATE'],
    ['a#b', 'A_B'],
    ['straße', 'STRASSE'],
    ['#', 'PART']
  ])('%s → %s', (name, label) => {
    expect(partLabel(name)).toBe(label);
  });
});
