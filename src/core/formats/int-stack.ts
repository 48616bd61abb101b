/**
 * A growable stack of 32-bit integers in one Int32Array, doubling when full: the duplicate-key
 * scan keeps its open objects' keys and containers as offsets here, so a document nested 20,000
 * deep or an object of 100,000 keys allocates nothing per object. `length` is set directly to pop
 * many at once.
 *
 * @example
 * const s = new IntStack();
 * s.push(7);
 * s.data[s.length - 1]; // 7
 */
export class IntStack {
  data = new Int32Array(256);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = v;
  }
}
