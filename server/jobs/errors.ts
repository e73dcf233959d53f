/** A failure the worker should not retry (the same request would fail again); any job's handler may throw it. */
export class PermanentDeliveryError extends Error {
  override name = "PermanentDeliveryError";
}
