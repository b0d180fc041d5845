import { z } from './zod';

/** Every response: `{ Success, Code, Message, Data }` (docs/api.md). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    Success: z.boolean(),
    Code: z.string(),
    Message: z.string(),
    Data: data,
  });

export type Envelope<T> = { Success: boolean; Code: string; Message: string; Data: T };

export const FieldError = z.object({ Path: z.string(), Message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

export const ErrorEnvelope = z.object({
  Success: z.literal(false),
  Code: z.string(),
  Message: z.string(),
  Data: z.union([z.object({ Fields: z.array(FieldError) }), z.null()]),
  error: z.string().optional(),
  /** The request's id, as in the server's log and the `X-Request-Id` header: quote it to support. */
  RequestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

export const PageQuery = z.object({
  PageIndex: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

/** A page asked for in a JSON body: the fields every paged list call takes. */
export const pageBodyFields = {
  PageIndex: z.number('FIELD_INVALID').int('FIELD_INVALID').min(1, 'FIELD_INVALID').default(1),
  PageSize: z.number('FIELD_INVALID').int('FIELD_INVALID').min(1, 'FIELD_INVALID').max(PAGE_SIZE_MAX, 'PAGE_SIZE_MAX').default(PAGE_SIZE_DEFAULT), // prettier-ignore
};

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    List: z.array(item),
    Total: z.number().int(),
    PageIndex: z.number().int(),
    PageSize: z.number().int(),
  });

/** `Data` of a call that answers nothing but its success: `null`. */
export const NoData = z.null();
/** `Data` of a call that answers an empty object: `{}`. */
export const Empty = z.object({});
/** A body a call takes but does not need: nothing, or `{}`. */
export const EmptyBody = z.object({}).optional();
