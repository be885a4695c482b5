/** Callbacks of the elements being watched, each called once, the first time its element is half in view. */
const watched = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

/**
 * Calls `onSeen` once, the first time `el` is at least half in view (at once where the browser cannot observe
 * intersections). One IntersectionObserver serves every element on the page, so a listing of 48 cards costs one
 * observer, not 48. Returns a function that stops watching `el`.
 */
export function whenHalfInView(el: Element, onSeen: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onSeen();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const seen = watched.get(entry.target);
        watched.delete(entry.target);
        observer?.unobserve(entry.target);
        seen?.();
      }
    },
    { threshold: 0.5 },
  );
  watched.set(el, onSeen);
  observer.observe(el);
  return () => {
    if (watched.get(el) !== onSeen) return;
    watched.delete(el);
    observer?.unobserve(el);
  };
}
