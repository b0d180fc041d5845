import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';

/**
 * Traces over OTLP/HTTP when `OTEL_EXPORTER_OTLP_ENDPOINT` is set: a span per HTTP request
 * (continuing a caller's W3C `traceparent`), and within it a span per PostgreSQL statement and
 * Redis command. Instrumented by hand at those three places — the bundled server has no module
 * loader hooks for automatic instrumentation. Without the setting the API is a no-op and costs
 * next to nothing.
 */
const tracer = () => trace.getTracer('facet');

/** Starts exporting; returns a flush-and-stop for shutdown, or null when tracing is off. */
export function startTracing(settings: Config['tracing']): (() => Promise<void>) | null {
  if (!settings.endpoint) return null;
  const exporter = new OTLPTraceExporter({
    url: `${settings.endpoint.replace(/\/$/, '')}/v1/traces`,
  });
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1_000 })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return () => provider.shutdown();
}

/** A span for each request, active for everything its handler does (queries, commands). */
export function traceRequests(app: FastifyInstance) {
  const spans = new WeakMap<object, Span>();
  app.addHook('onRequest', (request, _reply, done) => {
    const parent = propagation.extract(context.active(), request.headers);
    const span = tracer().startSpan(
      `${request.method} ${request.routeOptions.url ?? 'unmatched'}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': request.url.split('?')[0],
          'http.route': request.routeOptions.url ?? '',
          'facet.request_id': request.id,
        },
      },
      parent,
    );
    spans.set(request, span);
    // The rest of the request's hooks and its handler run inside this context, and so do the
    // body's 'data' events (their listeners are added later, on the socket's own context).
    const active = trace.setSpan(parent, span);
    context.bind(active, request.raw);
    context.with(active, done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request);
    if (!span) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
}

/**
 * Runs `work` in a child span of whatever is active (a statement, a command). The caller gets
 * `work`'s own promise back, observed rather than chained: a caller that drops it (ioredis's
 * pipeline ignores what each command's sendCommand returns) leaves no second promise to reject
 * unhandled and take the process down.
 */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
): Promise<T> {
  if (!trace.getSpan(context.active())) return work();
  const span = tracer().startSpan(name, { kind: SpanKind.CLIENT, attributes });
  let done: Promise<T>;
  try {
    done = context.with(trace.setSpan(context.active(), span), work);
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
    span.end();
    throw error;
  }
  done.then(
    () => span.end(),
    (error: unknown) => {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
      span.end();
    },
  );
  return done;
}
