import type { z } from 'zod';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallSpec {
  method: CallMethod;
  /** The JSON body a POST, PUT or DELETE takes. */
  body?: z.ZodType;
  /** The query string a GET (or an upload) takes. */
  query?: z.ZodType;
  /** `Data` of the success envelope; none for a download. */
  data?: z.ZodType;
  kind?: 'upload' | 'download';
  /** The capability that answers it: its server module, contract folder and app feature. */
  capability: string;
}
