/**
 * Usage tracking: one entry point (`track`) and pluggable sinks. In development every
 * event is printed with console.debug; an analytics integration adds its own sink.
 */
export interface TrackingEvent {
  name: string;
  props: Record<string, unknown>;
  /** epoch milliseconds */
  at: number;
}

export type TrackingSink = (event: TrackingEvent) => void;

const sinks = new Set<TrackingSink>();

/** Adds a sink; returns the function that removes it. */
export function addTrackingSink(sink: TrackingSink): () => void {
  sinks.add(sink);
  return () => {
    sinks.delete(sink);
  };
}

export function track(name: string, props: Record<string, unknown> = {}): void {
  const event: TrackingEvent = { name, props, at: Date.now() };
  for (const sink of sinks) {
    try {
      sink(event);
    } catch (error) {
      console.warn('tracking sink failed', error);
    }
  }
}

/** Usage events fired when a main route opens. */
export const ROUTE_EVENTS: Readonly<Record<string, string>> = {
  Index: 'home',
  Explore: 'explore',
  ChatIndex: 'Chat',
};

export function trackRouteOpened(routeName: string): void {
  const event = ROUTE_EVENTS[routeName];
  if (event) track(event, { route: routeName });
}

if (import.meta.env.DEV && import.meta.env.MODE !== 'test') {
  addTrackingSink((event) => console.debug('[track]', event.name, event.props));
}
