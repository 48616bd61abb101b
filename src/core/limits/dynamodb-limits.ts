/**
 * Every DynamoDB limit Keyscope checks or computes with, in one place, each with the AWS page
 * that states it. All sizes are binary, as DynamoDB counts them (1 KB = 1024 bytes).
 *
 * Why one object rather than one constant per file: the house rule is one export per file, and
 * the point of this module is that a limit has exactly one home that can be read top to bottom
 * (and that the repository test can point to). One `as const` object keeps both: each figure
 * is a literal type, and `DYNAMODB_LIMITS.itemBytes` says where it comes from at every use.
 * Nothing here is Keyscope's own choice (page sizes, caps on work); those stay with the code
 * they tune.
 *
 * @example
 * itemSize(item) > DYNAMODB_LIMITS.itemBytes; // DynamoDB refuses the item
 */
export const DYNAMODB_LIMITS = {
  // Items and attributes.

  /**
   * The largest item: 400 KB, attribute names and values together (with LSIs, the item and its
   * index entries).
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Constraints.html#limits-items
   */
  itemBytes: 400 * 1024,
  /**
   * Nested attributes (maps and lists) go at most 32 levels deep.
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Constraints.html#limits-attributes
   */
  nestingDepth: 32,
  /**
   * A Number holds at most 38 significant digits.
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/HowItWorks.NamingRulesDataTypes.html#HowItWorks.DataTypes.Number
   */
  numberDigits: 38,
  /**
   * The largest Number magnitude is 9.9999999999999999999999999999999999999E+125, that is
   * 0.999… × 10^126: its exponent in 0.d1d2… form.
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/HowItWorks.NamingRulesDataTypes.html#HowItWorks.DataTypes.Number
   */
  numberMaxExponent: 126,
  /**
   * The smallest nonzero Number magnitude is 1E-130, that is 0.1 × 10^-129: its exponent in
   * 0.d1d2… form.
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/HowItWorks.NamingRulesDataTypes.html#HowItWorks.DataTypes.Number
   */
  numberMinExponent: -129,

  // Keys.

  /**
   * A partition key value is 1 to 2048 bytes.
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Constraints.html#limits-partition-sort-keys
   */
  partitionKeyBytes: 2048,
  /**
   * A sort key value is 1 to 1024 bytes.
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Constraints.html#limits-partition-sort-keys
   */
  sortKeyBytes: 1024,

  // Names.

  /**
   * Table and index names are at least 3 characters (of a-z, A-Z, 0-9, "_", "-" and ".").
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Constraints.html#limits-naming-rules
   */
  tableNameMinChars: 3,
  /**
   * Table and index names are at most 255 characters.
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Constraints.html#limits-naming-rules
   */
  tableNameMaxChars: 255,
  /**
   * An attribute name is at most 64 KB; held here to 65,535 bytes, the figure Keyscope has
   * always checked.
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Constraints.html#limits-naming-rules
   */
  attributeNameBytes: 65_535,
  /**
   * The name of an attribute that is a secondary index's key (or is projected into an LSI) is at
   * most 255 bytes.
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Constraints.html#limits-naming-rules
   */
  keyAttributeNameBytes: 255,

  // Secondary indexes.

  /**
   * Global secondary indexes per table: 20 by default (a quota that can be raised).
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/ServiceQuotas.html
   */
  gsisPerTable: 20,
  /**
   * Attributes in one part of a global secondary index's key: its partition key and its sort key
   * can each be made of up to 4 attributes (multi-attribute keys, since November 2025).
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.MultiAttributeKeys
   */
  gsiKeyAttributes: 4,
  /**
   * Local secondary indexes per table: 5.
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Constraints.html#limits-secondary-indexes
   */
  lsisPerTable: 5,
  /**
   * With a local secondary index, one item collection (a partition key value's items and their
   * LSI entries) holds at most 10 GB; past it writes fail with
   * ItemCollectionSizeLimitExceededException.
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/LSI.html#LSI.ItemCollections.SizeLimit
   */
  itemCollectionBytes: 10 * 1024 ** 3,

  // Expressions.

  /**
   * Any one expression string is at most 4 KB.
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Constraints.html#limits-expression-parameters
   */
  expressionBytes: 4 * 1024,
  /**
   * One expression holds at most 300 operators or functions.
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Constraints.html#limits-expression-parameters
   */
  expressionOperators: 300,
  /**
   * An IN list holds at most 100 operands (the value compared is not one of them).
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Constraints.html#limits-expression-parameters
   */
  inOperands: 100,

  // Requests.

  /**
   * A Query or Scan reads at most 1 MB per page, before any filter.
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Query.Pagination.html
   */
  pageBytes: 1024 * 1024,
  /**
   * A Query's or Scan's `Limit` is an Integer of at least 1, so at most 2^31 − 1.
   * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_Query.html#DDB-Query-request-Limit
   */
  requestLimitMax: 2 ** 31 - 1,
  /**
   * A BatchGetItem asks for at most 100 items.
   * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_BatchGetItem.html
   */
  batchGetKeys: 100,
  /**
   * A parallel Scan has at most 1,000,000 segments.
   * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_Scan.html#DDB-Scan-request-TotalSegments
   */
  scanSegments: 1_000_000,

  // Capacity and partitions.

  /**
   * One read unit reads up to 4 KB strongly consistently (half a unit eventually).
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Constraints.html#limits-capacity-units
   */
  readUnitBytes: 4 * 1024,
  /**
   * One write unit writes up to 1 KB.
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Constraints.html#limits-capacity-units
   */
  writeUnitBytes: 1024,
  /**
   * Read units per second one partition serves ("will strive to deliver the full capacity of
   * 3,000 RCU and 1,000 WCU"). A partition key value is never split beyond one partition, so
   * this is also the ceiling of one key.
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-design.html
   */
  partitionReadUnits: 3000,
  /**
   * Write units per second one partition serves (see `partitionReadUnits`).
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-design.html
   */
  partitionWriteUnits: 1000,
  /**
   * A partition holds at most 10 GB.
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/HowItWorks.Partitions.html
   */
  partitionBytes: 10 * 1024 ** 3,
  /**
   * Storage is billed on the items' size plus 100 bytes of overhead each; an index entry also
   * carries 100 bytes.
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/CapacityUnitCalculations.html
   */
  storageOverheadBytes: 100,
  /**
   * Auto scaling's target utilisation is at least 20 percent of the provisioned capacity.
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/AutoScaling.html
   */
  autoScalingMinTarget: 0.2,
  /**
   * Auto scaling's target utilisation is at most 90 percent of the provisioned capacity.
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/AutoScaling.html
   */
  autoScalingMaxTarget: 0.9,
  /**
   * DynamoDB keeps up to 300 seconds of unused read and write capacity as burst.
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/burst-adaptive-capacity.html
   */
  burstSeconds: 300
} as const;
