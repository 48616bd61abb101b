import { describe, expect, it } from 'vitest';
import { valueRuleChoices } from '../../../src/core/generate/value-rule-choices.ts';
import { shop } from '../../helpers/shop.ts';

describe('valueRuleChoices', () => {
  it('lists the shop’s relationships with their default skews and its enum with readable values', () => {
    expect(valueRuleChoices(shop(), [])).toEqual({
      references: [
        { entity: 'Order', attribute: 'customerId', target: 'Customer', skew: 1, ruled: false },
        { entity: 'OrderItem', attribute: 'orderId', target: 'Order', skew: 1, ruled: false }
      ],
      enums: [
        {
          entity: 'Order',
          attribute: 'status',
          values: ['PENDING', 'SHIPPED', 'DELIVERED', 'CANCELLED'],
          ruled: false
        }
      ]
    });
  });

  it('shows what the rules set', () => {
    const design = shop();
    const { references, enums } = valueRuleChoices(design, design.generation!.rules!);
    expect(references[1]).toMatchObject({ attribute: 'orderId', skew: 0, ruled: true });
    expect(enums[0]).toMatchObject({ values: ['NEW', 'PAID', 'SHIPPED'], ruled: true });
  });
});
