import { ownField } from '../../json/own-field.ts';
import type { FindingCollector } from '../../model/finding-collector.ts';
import type { Billing } from '../../model/design.ts';
import { joinPath } from '../../model/finding.ts';
import { describeJson } from '../../json/describe-json.ts';
import { isPlainObject } from '../../json/is-plain-object.ts';

/**
 * `BillingMode` and `ProvisionedCapacitySettings.ProvisionedThroughput` (seen in
 * aws-samples/aws-dynamodb-examples SessionManagementSchema.json). PAY_PER_REQUEST
 * was never seen in a Workbench export; we accept the DynamoDB API spelling.
 * Auto scaling settings are not modelled and are ignored.
 */
export function readBilling(
  raw: Record<string, unknown>,
  path: string,
  r: FindingCollector,
  owner: string
): Billing | undefined {
  const mode = ownField(raw, 'BillingMode');
  const modePath = joinPath(path, 'BillingMode');
  if (mode === undefined) return undefined;
  if (mode === 'PAY_PER_REQUEST') return { mode };
  if (mode !== 'PROVISIONED') {
    r.error(
      modePath,
      'workbench.billing-mode',
      `${owner} has BillingMode ${describeJson(mode)}; use PROVISIONED or PAY_PER_REQUEST — billing is left unset`
    );
    return undefined;
  }
  const pcsPath = joinPath(path, 'ProvisionedCapacitySettings');
  const pcs = ownField(raw, 'ProvisionedCapacitySettings');
  const tp = isPlainObject(pcs) ? ownField(pcs, 'ProvisionedThroughput') : undefined;
  const tpPath = joinPath(pcsPath, 'ProvisionedThroughput');
  if (!isPlainObject(tp)) {
    r.error(
      isPlainObject(pcs) ? tpPath : pcsPath,
      'workbench.billing-capacity',
      `${owner} is PROVISIONED but has no ProvisionedCapacitySettings.ProvisionedThroughput object; add {"ReadCapacityUnits": 5, "WriteCapacityUnits": 5} — billing is left unset`
    );
    return undefined;
  }
  const read = capacity(tp, 'ReadCapacityUnits', tpPath, r, owner);
  const write = capacity(tp, 'WriteCapacityUnits', tpPath, r, owner);
  if (read === null || write === null) return undefined;
  return { mode: 'PROVISIONED', readCapacityUnits: read, writeCapacityUnits: write };
}

function capacity(
  tp: Record<string, unknown>,
  field: string,
  path: string,
  r: FindingCollector,
  owner: string
): number | null {
  const v = ownField(tp, field);
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 1) return v;
  r.error(
    joinPath(path, field),
    'workbench.billing-capacity',
    `${field} of ${owner} should be a whole number of at least 1, got ${describeJson(v)}; fix it — billing is left unset`
  );
  return null;
}
