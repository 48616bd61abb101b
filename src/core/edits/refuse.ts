/**
 * Throw a design rule's problem, if there is one: an edit that breaks a rule is refused whole,
 * with the rule's own message (which names the bad input and the fix).
 *
 * @example
 * refuse(checkName('table', '', [])); // throws 'Table name "" is 0 characters; DynamoDB needs 3 to 255'
 */
export function refuse(problem: string | null): void {
  if (problem) throw new Error(problem);
}
