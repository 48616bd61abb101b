import { loadDesign } from '../../src/core/formats/load-design.ts';
import type { Design } from '../../src/core/model/design.ts';

/** A native design document from its parts (format and version filled in), loaded; throws if it does not load. */
export function designOf(doc: Record<string, unknown>): Design {
  const r = loadDesign({ format: 'keyscope.design', version: 4, accessPatterns: [], ...doc });
  if (!r.ok) throw new Error(JSON.stringify(r.findings));
  const errors = r.findings.filter((f) => f.severity === 'error');
  if (errors.length) throw new Error(JSON.stringify(errors));
  return r.design;
}

const s = (v: string) => ({ S: v });
const n = (v: string) => ({ N: v });

/**
 * What the examples do not have and the exports must still get right: padded fields
 * (`${round:3}`, `${day:2:_}`), a number sort key of a GSI, a sparse GSI, an LSI, a literal
 * sort key, a key-only field, and a table whose number partition key is an item's own attribute.
 */
export function keyKindsDesign(): Design {
  return designOf({
    name: 'Key kinds',
    tables: [
      {
        name: 'Orders',
        partitionKey: { name: 'PK', type: 'S' },
        sortKey: { name: 'SK', type: 'S' },
        globalSecondaryIndexes: [
          {
            name: 'ByStatus',
            partitionKey: { name: 'GSI1PK', type: 'S' },
            sortKey: { name: 'GSI1SK', type: 'N' },
            projection: { type: 'ALL' }
          }
        ],
        localSecondaryIndexes: [
          { name: 'ByDay', sortKey: { name: 'LSK', type: 'S' }, projection: { type: 'KEYS_ONLY' } }
        ],
        items: []
      },
      { name: 'Counters', partitionKey: { name: 'id', type: 'N' }, items: [] }
    ],
    entities: [
      {
        name: 'Order',
        table: 'Orders',
        attributes: [
          { name: 'orderId', type: 'S' },
          { name: 'round', type: 'N' },
          { name: 'status', type: 'S' },
          { name: 'total', type: 'N' },
          { name: 'day', type: 'S' }
        ],
        keys: {
          PK: 'CUST#${customerId}',
          SK: 'ORDER#${round:3}#${orderId}',
          GSI1PK: 'STATUS#${status}',
          GSI1SK: '${total}',
          LSK: 'D#${day:2:_}#${orderId}'
        },
        keyOnly: ['customerId'],
        items: [
          {
            customerId: s('c1'),
            orderId: s('o1'),
            round: n('7'),
            status: s('OPEN'),
            total: n('12.5'),
            day: s('3')
          },
          { customerId: s('c1'), orderId: s('o2'), round: n('12'), total: n('4'), day: s('14') },
          {
            customerId: s('c2'),
            orderId: s('o3'),
            round: n('1234'),
            status: s('SHIPPED'),
            total: n('100'),
            day: s('1')
          }
        ]
      },
      {
        name: 'Profile',
        table: 'Orders',
        attributes: [
          { name: 'customerId', type: 'S' },
          { name: 'name', type: 'S' }
        ],
        keys: { PK: 'CUST#${customerId}', SK: 'PROFILE', LSK: 'PROFILE' },
        items: [
          { customerId: s('c1'), name: s('Ann') },
          { customerId: s('c2'), name: s('Bo') }
        ]
      },
      {
        name: 'Counter',
        table: 'Counters',
        attributes: [
          { name: 'id', type: 'N' },
          { name: 'count', type: 'N' }
        ],
        keys: {},
        items: [
          { id: n('1'), count: n('5') },
          { id: n('42'), count: n('0') }
        ]
      }
    ]
  });
}
