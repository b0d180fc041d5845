import type { z } from 'zod';
import type { ApiKeyScope } from './api-keys/rules';

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
  /** The scope an API key needs to make the call; none: only a signed-in session may. */
  scope?: ApiKeyScope;
}
