import { describe, expect, it } from 'vitest';
import { loadDesignText } from '../../src/core/formats/load-design.ts';
import { generateDesignItems } from '../../src/core/generate/generate-design-items.ts';
import { serializeDesign } from '../../src/store/serialize-design.ts';
import { designText } from '../../src/workers/design-text.ts';
import { example } from '../helpers/example.ts';

describe('designText', () => {
  it.each(['gaming', 'library', 'people-music'])(
    '%s: exactly the text the page’s serializer stores, as a JSON Blob that loads back',
    async (name) => {
      const design = generateDesignItems(example(name), 50, 3);
      const blob = designText(design);
      expect(blob.type).toBe('application/json');
      const text = await blob.text();
      expect(text).toBe(await serializeDesign(design));
      const back = loadDesignText(text);
      expect(back.ok && back.design).toEqual(design);
    }
  );
});
