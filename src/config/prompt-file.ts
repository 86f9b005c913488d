import * as z from 'zod';
import { ProblemList, readJsonText, type JsonRecordReader } from './jsonl.ts';
import { Message } from './schema.ts';

// `file:` prompts: JSONL, one prompt a line, used in order and cycled.
// Pure: records come in (a line at a time, or a text), the prompts or the
// problems (file, line, field) go out.

export const FilePromptLine = z
  .strictObject({
    prompt: z.string().min(1).optional(),
    messages: z.array(Message).min(1).optional(),
    max_tokens: z.number().int().min(1).optional(),
  })
  .refine((p) => (p.prompt === undefined) !== (p.messages === undefined), {
    message: 'give exactly one of "prompt" (a string) or "messages" (a list of {role, content})',
  });
export type FilePromptLine = z.infer<typeof FilePromptLine>;

export interface FilePrompt {
  messages: Message[];
  maxTokens: number | null;
  /** 1-based line in the file, for messages about it. */
  line: number;
}

/** A prompts file's reader, fed line by line. Blank lines are skipped; every other line is one JSON object. */
export function promptFileReader(file: string, configPath: string): JsonRecordReader<FilePrompt[]> {
  const problems = new ProblemList(file);
  const out: FilePrompt[] = [];
  const record = (value: unknown, line: number): void => {
    const problem = (path: string, message: string, fix: string) =>
      problems.push({ file, line, column: null, path, message, fix });
    const parsed = FilePromptLine.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.map((s) => (typeof s === 'number' ? `[${s}]` : String(s))).join('.');
        problem(
          path,
          issue.message,
          'each line is {"prompt": "..."} or {"messages": [{"role": "user", "content": "..."}]}, with an optional "max_tokens": 256',
        );
      }
      return;
    }
    const p = parsed.data;
    out.push({
      messages: p.messages ? p.messages.map((m) => ({ ...m })) : [{ role: 'user', content: p.prompt ?? '' }],
      maxTokens: p.max_tokens ?? null,
      line,
    });
  };
  const end = (): FilePrompt[] => {
    if (problems.length === 0 && out.length === 0)
      problems.push({
        file,
        line: null,
        column: null,
        path: '',
        message: 'the prompts file has no prompt',
        fix: `add one JSON object a line, or point ${configPath} at another file`,
      });
    if (problems.length > 0) throw problems.error();
    return out;
  };
  const notJsonFix = 'write one JSON object a line, e.g. {"prompt": "Write a haiku."}';
  return { file, notJsonFix, problems, record, end };
}

/** Parses a prompts text (see promptFileReader). */
export const parsePromptFile = (text: string, file: string, configPath: string): FilePrompt[] =>
  readJsonText(text, promptFileReader(file, configPath));
