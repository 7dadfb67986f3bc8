/** One line of the playground's event log: a callback of one of the integrations, or a sandbox action. */
export interface LogEntry {
  seq: number;
  source: 'embed' | 'checkout' | 'rate' | 'sandbox' | 'webhook';
  text: string;
}

export type Note = (source: LogEntry['source'], text: string) => void;
