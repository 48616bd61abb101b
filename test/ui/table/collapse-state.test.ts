import { describe, expect, it } from 'vitest';
import { CollapseState } from '../../../src/ui/table/collapse-state.svelte.ts';

describe('CollapseState', () => {
  it('starts with every collection open', () => {
    expect(new CollapseState().wire).toEqual({ all: false, toggled: [] });
  });

  it('toggles collections one by one, in a stable order', () => {
    const c = new CollapseState();
    c.toggle('b');
    c.toggle('a');
    expect(c.wire).toEqual({ all: false, toggled: ['a', 'b'] });
    c.toggle('b');
    expect(c.wire).toEqual({ all: false, toggled: ['a'] });
  });

  it('collapsing all forgets the collections toggled one by one', () => {
    const c = new CollapseState();
    c.toggle('a');
    c.collapseAll(true);
    expect(c.wire).toEqual({ all: true, toggled: [] });
    c.toggle('a');
    expect(c.wire).toEqual({ all: true, toggled: ['a'] });
    c.collapseAll(false);
    expect(c.wire).toEqual({ all: false, toggled: [] });
  });
});
