/**
 * Calls `run` once the next frame is on screen (at the start of the frame after it), or after
 * a second when frames wait (a hidden tab). Returns a function that cancels the call.
 */
export function afterPaint(run: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      clearTimeout(late);
      run();
    });
  });
  const late = setTimeout(() => {
    cancelAnimationFrame(frame);
    run();
  }, 1000);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(late);
  };
}
