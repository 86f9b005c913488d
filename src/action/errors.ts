/** An error's message for a log line or a failure, whatever was thrown. */
export const thrownMessage = (err: unknown): string => (err instanceof Error ? err.message : String(err));
