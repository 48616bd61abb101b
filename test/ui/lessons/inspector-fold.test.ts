import { describe, expect, it } from 'vitest';
import { InspectorFold } from '../../../src/ui/lessons/inspector-fold.ts';

function shell(inspectorCollapsed = false) {
  return {
    widths: { editor: 346, inspector: 269 },
    collapsed: { editor: false, inspector: inspectorCollapsed }
  };
}

describe('InspectorFold', () => {
  it('folds the inspector when the table would keep less than its room beside the lesson', () => {
    const s = shell();
    new InspectorFold(s, () => 1280).fold(320);
    // 1280 - 320 - 346 - 269 = 345 px left for the table.
    expect(s.collapsed.inspector).toBe(true);
  });

  it('leaves the inspector open on a window wide enough', () => {
    const s = shell();
    new InspectorFold(s, () => 1920).fold(320);
    // 1920 - 320 - 346 - 269 = 985 px left for the table.
    expect(s.collapsed.inspector).toBe(false);
  });

  it('puts the inspector back as it was once the lesson closes', () => {
    const open = shell();
    const fold = new InspectorFold(open, () => 1280);
    fold.fold(320);
    fold.unfold();
    expect(open.collapsed.inspector).toBe(false);

    const closed = shell(true);
    const again = new InspectorFold(closed, () => 1920);
    again.fold(320);
    again.unfold();
    expect(closed.collapsed.inspector).toBe(true);
  });

  it('remembers the state before the first fold only, and unfolds once', () => {
    const s = shell();
    const fold = new InspectorFold(s, () => 1280);
    fold.fold(320);
    fold.fold(320);
    fold.unfold();
    expect(s.collapsed.inspector).toBe(false);
    s.collapsed.inspector = true;
    fold.unfold();
    expect(s.collapsed.inspector).toBe(true);
  });
});
