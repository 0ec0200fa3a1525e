/**
 * What the interaction benchmark (`npm run bench:interactions`) reads from the browser's Event
 * Timing entries, apart from the browser: pure, so a rules test fixes it.
 */

/** The part of a `PerformanceEventTiming` entry the benchmark keeps. */
export interface EventEntry {
  name: string;
  /** The interaction it belongs to; 0 for events that are not part of one (mousemove, say). */
  interactionId: number;
  startTime: number;
  /** From the input to the next paint, rounded by the browser to 8 ms. */
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/** One interaction: its latency (its longest event) and where that time went. */
export interface Interaction {
  id: number;
  /** The events it was made of (pointerdown, pointerup, click; keydown, keyup…). */
  events: string[];
  latency: number;
  /** Input delay, processing and presentation of its longest event, in ms. */
  inputDelay: number;
  processing: number;
  presentation: number;
}

/**
 * The interactions among `entries`, in order, each as long as its longest event (as INP counts
 * it: a tap's pointerdown, pointerup and click are one interaction, its latency the worst of them).
 */
export function interactionsOf(entries: readonly EventEntry[]): Interaction[] {
  const byId = new Map<number, EventEntry[]>();
  for (const e of entries) {
    if (!e.interactionId) continue;
    byId.set(e.interactionId, [...(byId.get(e.interactionId) ?? []), e]);
  }
  return [...byId.entries()]
    .map(([id, events]) => {
      const worst = events.reduce((a, b) => (b.duration > a.duration ? b : a));
      return {
        id,
        events: events.map((e) => e.name),
        latency: worst.duration,
        inputDelay: worst.processingStart - worst.startTime,
        processing: worst.processingEnd - worst.processingStart,
        presentation: worst.startTime + worst.duration - worst.processingEnd,
      };
    })
    .sort((a, b) => a.id - b.id);
}

/**
 * An action's latency: its slowest interaction (typing a word is several; what a visitor feels
 * is the worst key). Event Timing reports only events of 16 ms or more, so an action none of whose
 * events reached that gets `undefined`: under 16 ms.
 */
export function worstInteraction(entries: readonly EventEntry[]): Interaction | undefined {
  return interactionsOf(entries).reduce<Interaction | undefined>(
    (worst, i) => (!worst || i.latency > worst.latency ? i : worst),
    undefined,
  );
}
