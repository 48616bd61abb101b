/** The largest PNG side, in pixels: canvases much larger fail in some browsers. */
export const PNG_MAX_SIDE = 8192;

/**
 * An SVG file's text drawn to a PNG, `scale` pixels per SVG unit (fewer when that would pass
 * PNG_MAX_SIDE). The SVG is loaded as a `data:` image, which the CSP's `img-src` already
 * allows, so no `blob:` source is needed; a `data:` SVG does not taint the canvas.
 *
 * @example
 * downloadBlob(await svgToPng(graphSvg(graph, layout)), 'gaming-entities.png');
 */
export async function svgToPng(svg: string, scale = 2): Promise<Blob> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const w = Math.max(1, image.naturalWidth);
  const h = Math.max(1, image.naturalHeight);
  const k = Math.min(scale, PNG_MAX_SIDE / w, PNG_MAX_SIDE / h);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(w * k));
  canvas.height = Math.max(1, Math.round(h * k));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('this browser cannot draw the PNG (no 2D canvas); export SVG');
  // The export has no background of its own: PNG viewers would show it black or checked.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the PNG could not be made; export SVG'))),
      'image/png'
    )
  );
}
