/**
 * A step of a recursive computation written as a generator: it yields the sub-computations it
 * needs (each another `Task`) and receives their results, or their exceptions, in return.
 */
export type Task<T> = Generator<Task<unknown>, T, unknown>;

/**
 * Run a recursive computation without recursion: each "call" is a generator yielded to this
 * loop, which keeps the pending calls on an array instead of the JavaScript stack, so no input
 * depth can overflow it (a recursive-descent parser fed 100,000 nested brackets, say). Results
 * go back into the caller's `yield`; an exception thrown in a call is thrown at the caller's
 * `yield`, where a `try` may catch it, as it would with direct recursion.
 *
 * @example
 * function* depth(n: number): Task<number> {
 *   return n === 0 ? 0 : 1 + ((yield depth(n - 1)) as number);
 * }
 * trampoline(depth(1_000_000)); // 1000000, with no RangeError
 */
export function trampoline<T>(root: Task<T>): T {
  const stack: Task<unknown>[] = [root];
  let value: unknown;
  let error: unknown;
  let throwing = false;
  for (;;) {
    const top = stack[stack.length - 1]!;
    let step: IteratorResult<Task<unknown>, unknown>;
    try {
      step = throwing ? top.throw(error) : top.next(value);
    } catch (e) {
      stack.pop();
      if (stack.length === 0) throw e;
      [throwing, error] = [true, e];
      continue;
    }
    throwing = false;
    if (step.done) {
      stack.pop();
      if (stack.length === 0) return step.value as T;
      value = step.value;
    } else {
      stack.push(step.value);
      value = undefined;
    }
  }
}
