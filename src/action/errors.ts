/** An error's message for a log line or a failure, whatever was thrown. */
export const errorMessage = (err: unknown): string => (err instanceof Error ? err.message : String(err));
