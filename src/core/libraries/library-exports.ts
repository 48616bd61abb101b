import type { Design } from '../model/design.ts';
import { electroDbModule } from './electrodb-module.ts';
import type { LibraryExport } from './library-export.ts';
import { oneTableModule } from './onetable-module.ts';
import { toolboxModule } from './toolbox-module.ts';

/** An entity library a design is exported to: its writer and the tag in its file's name. */
export interface LibraryWriter {
  readonly write: (design: Design) => LibraryExport;
  /** `gaming.electrodb.ts`. */
  readonly suffix: string;
}

/**
 * The entity library exports by export target id (`keyscope export --to electrodb`), each a
 * TypeScript module with notes on what does not map. `exportDesign` looks a target up here.
 *
 * @example
 * LIBRARY_EXPORTS.get('onetable')!.write(gaming).text; // '// OneTable schemas for …'
 */
export const LIBRARY_EXPORTS: ReadonlyMap<string, LibraryWriter> = new Map([
  ['electrodb', { write: electroDbModule, suffix: 'electrodb' }],
  ['toolbox', { write: toolboxModule, suffix: 'toolbox' }],
  ['onetable', { write: oneTableModule, suffix: 'onetable' }]
]);
