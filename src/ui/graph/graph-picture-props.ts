import type { Scene, SceneNode } from './graph-scene.ts';
import type { ZoomControl } from './zoom-control.svelte.ts';

/**
 * What GraphView gives the picture it draws the scene with — SVG (GraphDrawing) or canvas
 * (GraphRaster), chosen by size — so the two are interchangeable.
 */
export interface GraphPictureProps {
  scene: Scene;
  zoom: ZoomControl;
  width: number;
  height: number;
  /** What the picture shows (its accessible name). */
  title: string;
  /** The node holding the tab stop. */
  focusId: string | null;
  onfocus: (id: string) => void;
  onactivate: (node: SceneNode) => void;
  onmove: (id: string, x: number, y: number) => void;
  ondrop: (id: string, x: number, y: number) => void;
}
