import { describe, expect, it } from 'vitest';
import {
  identifyingAttributes,
  namesEntity
} from '../../../src/core/generate/identifying-attributes.ts';
import { example } from '../../helpers/example.ts';
import { shop } from '../../helpers/shop.ts';

describe('identifyingAttributes', () => {
  it.each([
    // Order is keyed under its customer, but `orderId` is named like it (the shop).
    ['shop', () => shop(), ['customerId', 'orderId', 'lineId']],
    // A mapping keyed by two other entities' ids has no id of its own.
    ['gaming', () => example('gaming'), ['username', 'gameId', undefined]],
    [
      'todo-graph',
      () => example('todo-graph'),
      ['userId', 'todoId', undefined, 'postId', undefined, undefined, 'tagId']
    ],
    ['people-music', () => example('people-music'), ['PersonID', 'Artist']],
    ['library', () => example('library'), ['BookTitle']]
  ])('%s', (_, design, ids) => {
    expect(identifyingAttributes(design())).toEqual(ids);
  });

  it('gives an entity keyed by an attribute only an earlier entity is keyed by alone none', () => {
    const design = example('todo-graph');
    const twin = {
      ...design.entities[0]!,
      name: 'Settings',
      keys: { pk: 'USER#${userId}', sk: 'SETTINGS' }
    };
    const ids = identifyingAttributes({ ...design, entities: [...design.entities, twin] });
    expect(ids[0]).toBe('userId');
    expect(ids.at(-1)).toBeUndefined();
  });
});

describe('namesEntity', () => {
  it.each([
    ['orderId', 'Order', true],
    ['order_id', 'Orders', true],
    ['OrderID', 'Order', true],
    ['username', 'User', true],
    ['userId', 'UserMetadata', true],
    ['orderId', 'OrderItem', false],
    ['customerId', 'Order', false],
    ['id', 'Metadata', false]
  ])('%s names %s: %s', (attribute, entity, named) => {
    expect(namesEntity(attribute, entity)).toBe(named);
  });
});
