import { describe, expect, it } from 'vitest';
import {
  PRESENTER_KEYS,
  presenterKey,
  VIEW_KEYS
} from '../../../../src/core/lessons/presenter/presenter-key.ts';

describe('presenterKey', () => {
  it.each([
    ['ArrowRight', 'next'],
    ['PageDown', 'next'],
    ['n', 'next'],
    ['ArrowLeft', 'previous'],
    ['PageUp', 'previous'],
    ['p', 'previous'],
    ['Home', 'first'],
    ['End', 'last'],
    ['h', 'toggle-hint'],
    ['s', 'toggle-solution'],
    ['r', 'reset-step'],
    ['t', 'toggle-timer'],
    ['T', 'reset-timer']
  ])('%s → %s', (key, type) => {
    expect(presenterKey({ key })).toEqual({ type });
  });

  it.each([
    ['1', 'task'],
    ['2', 'table'],
    ['3', 'graph'],
    ['4', 'templates'],
    ['5', 'heat']
  ])('%s shows the room the %s', (key, view) => {
    expect(presenterKey({ key })).toEqual({ type: 'show', view });
    expect(VIEW_KEYS.get(view as never)).toBe(key);
  });

  it.each([
    [{ key: 'n', editable: true }],
    [{ key: 'r', ctrlKey: true }],
    [{ key: 'ArrowRight', altKey: true }],
    [{ key: 's', metaKey: true }],
    [{ key: 'x' }],
    [{ key: '6' }],
    [{ key: '2', editable: true }],
    [{ key: 'Enter' }]
  ])('leaves %j to the page', (press) => {
    expect(presenterKey(press)).toBeNull();
  });

  it('documents one line per action', () => {
    expect(PRESENTER_KEYS).toHaveLength(9);
  });
});
