/**
 * Raised for input the engine cannot compute (bad date, out of range,
 * latitude beyond the poles, unknown time zone). `field` names the offending
 * input so an API can answer 400 with a message that says which one.
 */
export class PanchangInputError extends Error {
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.name = 'PanchangInputError';
    this.field = field;
  }
}

export function isPanchangInputError(e: unknown): e is PanchangInputError {
  return e instanceof PanchangInputError;
}
