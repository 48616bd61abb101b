import { nativeDesign } from '../../src/core/formats/native-design.ts';
import { MAX_IMPORT_BYTES } from '../../src/core/formats/import-design-text.ts';
import { generateDesignItems } from '../../src/core/generate/generate-design-items.ts';
import { countItems } from '../../src/core/items/count-items.ts';
import { example } from './example.ts';

export interface LargeDesignFile {
  /** The file: minified native JSON, UTF-8. */
  readonly bytes: Buffer;
  /** Its items, every one authored (written out in the file). */
  readonly items: number;
}

/**
 * The gaming example with generated items written out as authored ones (seed 1), minified, as
 * close to `bytes` bytes as a whole number of items per entity allows without going over it
 * (nor over the import cap); the example as it is when even that is too big. Deterministic.
 */
export function largeDesignFile(bytes: number): LargeDesignFile {
  const limit = Math.min(bytes, MAX_IMPORT_BYTES);
  const gaming = example('gaming');
  const write = (perEntity: number) => {
    const design = generateDesignItems(gaming, perEntity, 1);
    return {
      bytes: Buffer.from(JSON.stringify(nativeDesign(design))),
      items: countItems(design)
    };
  };
  const sample = write(1000);
  let perEntity = Math.floor((1000 * limit) / sample.bytes.length);
  for (;;) {
    const file = write(perEntity);
    if (file.bytes.length <= limit || perEntity === 0) return file;
    perEntity = Math.floor(perEntity * 0.98);
  }
}
