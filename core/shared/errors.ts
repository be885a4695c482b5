/**
 * Thrown by an adapter when the service behind a port is unreachable or answers
 * something it should never answer (DESIGN §3.4). Expected failures are Result values instead.
 */
export class PortError extends Error {
  /** @param port name of the port, e.g. 'commerce'; @param cause the underlying error */
  constructor(
    readonly port: string,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`${port}: ${message}`, options);
    this.name = 'PortError';
  }
}
