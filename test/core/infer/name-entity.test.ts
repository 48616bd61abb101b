import { describe, expect, it } from 'vitest';
import { nameEntity } from '../../../src/core/infer/name-entity.ts';

describe('nameEntity', () => {
  it.each([
    [{ partitionKey: 'USER#${username}', sortKey: '#METADATA#${username}', table: 't' }, 'User'],
    [{ partitionKey: 'GAME#${gameId}', sortKey: 'USER#${username}', table: 't' }, 'GameUser'],
    [{ partitionKey: 'USER#${userId}', sortKey: 'USER#${userId}', table: 't' }, 'User'],
    [{ partitionKey: 'ORDER_LINE#${id}', sortKey: 'PROFILE', table: 't' }, 'OrderLine'],
    [{ partitionKey: '${a}#${b}', table: 'Books' }, 'Book'],
    [{ table: 'People' }, 'People'],
    [{ table: 'address' }, 'Address'],
    [{ type: 'user-profile', table: 't' }, 'UserProfile'],
    [{ type: 'ORDER', table: 't' }, 'Order'],
    [{ type: '***', table: 't' }, 'Entity'],
    [{ table: '---' }, 'Item']
  ])('%j → %s', (input, name) => {
    expect(nameEntity(input)).toBe(name);
  });
});
