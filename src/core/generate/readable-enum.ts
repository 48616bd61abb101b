/** Readable values for attributes named like an enum, by the last word of the name. */
const VALUES = new Map<string, readonly string[]>([
  ['status', ['PENDING', 'SHIPPED', 'DELIVERED', 'CANCELLED']],
  ['state', ['PENDING', 'ACTIVE', 'DONE', 'CANCELLED']],
  ['stage', ['DRAFT', 'REVIEW', 'PUBLISHED']],
  ['type', ['STANDARD', 'EXPRESS', 'GIFT']],
  ['kind', ['STANDARD', 'EXPRESS', 'GIFT']],
  ['category', ['BOOKS', 'ELECTRONICS', 'HOME', 'TOYS', 'GARDEN', 'SPORTS']],
  ['genre', ['ROCK', 'JAZZ', 'POP', 'CLASSICAL', 'FOLK', 'HIP-HOP']],
  [
    'language',
    [
      'English',
      'Spanish',
      'German',
      'French',
      'Japanese',
      'Portuguese',
      'Italian',
      'Chinese',
      'Korean',
      'Dutch',
      'Polish',
      'Swedish'
    ]
  ],
  ['lang', ['en', 'es', 'de', 'fr', 'ja', 'pt']],
  ['locale', ['en-US', 'es-ES', 'de-DE', 'fr-FR', 'ja-JP', 'pt-BR']],
  ['country', ['US', 'DE', 'FR', 'JP', 'BR', 'IN', 'GB', 'CA']],
  ['region', ['us-east-1', 'eu-west-1', 'ap-northeast-1']],
  ['currency', ['USD', 'EUR', 'JPY', 'GBP']],
  ['priority', ['LOW', 'MEDIUM', 'HIGH']],
  ['level', ['LOW', 'MEDIUM', 'HIGH']],
  ['tier', ['FREE', 'PRO', 'ENTERPRISE']],
  ['plan', ['FREE', 'PRO', 'ENTERPRISE']],
  ['role', ['ADMIN', 'EDITOR', 'VIEWER']],
  ['color', ['RED', 'GREEN', 'BLUE', 'BLACK', 'WHITE']],
  ['colour', ['RED', 'GREEN', 'BLUE', 'BLACK', 'WHITE']]
]);

/**
 * The few readable values the generator gives an attribute named like an enum (`status`,
 * `orderStatus`, `order_status`: PENDING, SHIPPED, DELIVERED, CANCELLED), by the last word of
 * its name; undefined for a name it has no values for. The user can replace them with a value
 * rule.
 *
 * @example
 * readableEnum('orderStatus'); // ['PENDING', 'SHIPPED', 'DELIVERED', 'CANCELLED']
 */
export function readableEnum(name: string): readonly string[] | undefined {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return VALUES.get(words.at(-1) ?? '');
}
