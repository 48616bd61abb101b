import type { ExportRequest, ExportResult } from '../../core/export/export-design.ts';
import type { Design } from '../../core/model/design.ts';

/**
 * `exportDesign`, loaded when first used: the exporters (and the YAML library CloudFormation
 * needs) stay out of the studio's first download.
 */
export async function exportText(
  design: Design,
  request: Omit<ExportRequest, 'now'>
): Promise<ExportResult> {
  const { exportDesign } = await import('../../core/export/export-design.ts');
  return exportDesign(design, { ...request, now: new Date() });
}
