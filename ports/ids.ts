/** Id and token source (DESIGN §3.2): core never calls crypto.randomUUID(). */
export interface IdGenerator {
  /** A new random UUID v4. */
  uuid(): string;
  /** A new unguessable URL-safe token (at least 128 bits). */
  token(): string;
}
