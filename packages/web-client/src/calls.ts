import type {
  CallData,
  CallInput,
  CallMethod,
  CallName,
  CallsBy,
  CallsOfKind,
} from '@facet/contract';

/** Where a call of the contract's table is answered. */
export const callPath = (name: CallName) => `/api/${name}`;

export type CallOptions = { signal?: AbortSignal };

/** What goes out with a call: a JSON body, a query string, or form data (uploads). */
export type CallRequest = { body?: unknown; query?: unknown; form?: FormData };

/**
 * How an app sends a call — its own client, with its own session, language and error handling —
 * and resolves with the envelope's `Data`.
 */
export type SendCall<O extends CallOptions = CallOptions> = (
  method: CallMethod,
  name: CallName,
  request: CallRequest,
  options: O,
) => Promise<unknown>;

/**
 * The API's calls, typed from the contract's table (options `O`: what an app's client takes
 * beside the signal, such as the shop's `quiet`): `calls.post('Order/AddOrder', body)` is
 * checked against `AddOrderBody` and resolves to `OrderAdded`; a GET's input is its query
 * string; `upload` sends a file as multipart form data. No app writes a path by hand.
 */
export function typedCalls<O extends CallOptions = CallOptions>(send: SendCall<O>) {
  const json =
    <M extends CallMethod>(method: M) =>
    <N extends CallsBy<M>>(name: N, input?: CallInput<N>, options = {} as O) =>
      send(method, name, method === 'GET' ? { query: input } : { body: input }, options) as Promise<
        CallData<N>
      >;
  return {
    get: json('GET'),
    post: json('POST'),
    put: json('PUT'),
    delete: json('DELETE'),
    upload: <N extends CallsOfKind<'upload'>>(
      name: N,
      form: FormData,
      query?: CallInput<N>,
      options = {} as O,
    ) => send('POST', name, { form, query }, options) as Promise<CallData<N>>,
  };
}

export type TypedCalls = ReturnType<typeof typedCalls>;
