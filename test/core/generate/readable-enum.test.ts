import { describe, expect, it } from 'vitest';
import { readableEnum } from '../../../src/core/generate/readable-enum.ts';

describe('readableEnum', () => {
  it.each([
    ['status', ['PENDING', 'SHIPPED', 'DELIVERED', 'CANCELLED']],
    ['orderStatus', ['PENDING', 'SHIPPED', 'DELIVERED', 'CANCELLED']],
    ['order_status', ['PENDING', 'SHIPPED', 'DELIVERED', 'CANCELLED']],
    ['Category', ['BOOKS', 'ELECTRONICS', 'HOME', 'TOYS', 'GARDEN', 'SPORTS']],
    ['currency', ['USD', 'EUR', 'JPY', 'GBP']],
    ['statusText', undefined],
    ['name', undefined]
  ])('%s → %j', (name, values) => {
    expect(readableEnum(name)).toEqual(values);
  });
});
