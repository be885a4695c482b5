/** Time source (DESIGN §3.2): core never calls Date.now(). */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  nowMs(): number;
}
