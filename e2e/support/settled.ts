import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What on the page is still moving, '' once nothing is. Runs in the page over three
 * consecutive animation frames: a finite CSS animation or transition still running, or (for
 * JS-driven motion, which sets inline styles each frame: react-spring in antd-mobile, the tarot
 * fan's arc) an inline style, a scroll offset or the target's box, transform or opacity that
 * changed from one frame to the next. Endless animations (a twinkle, a pulse) never end, so
 * they are not waited for.
 */
async function stillMoving(target: Element | null): Promise<string> {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const snapshot = () => {
    const parts: string[] = [`${window.scrollX},${window.scrollY}`];
    if (target) {
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      parts.push(
        `${box.x},${box.y},${box.width},${box.height},${style.transform},${style.opacity}`,
      );
    }
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const inline = el.getAttribute('style');
      if (inline) parts.push(inline);
      if (el.scrollLeft || el.scrollTop) parts.push(`${el.scrollLeft},${el.scrollTop}`);
    }
    return parts.join('|');
  };
  const name = (el: Element | null) =>
    el ? `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}` : 'document';

  await document.fonts.ready;
  const first = snapshot();
  await frame();
  const second = snapshot();
  await frame();
  const third = snapshot();
  const running = document.getAnimations().filter((animation) => {
    const iterations = animation.effect?.getComputedTiming().iterations ?? 1;
    return animation.playState === 'running' && Number.isFinite(iterations);
  });
  if (running.length)
    return running
      .map((animation) => {
        const what =
          (animation as CSSAnimation).animationName ??
          (animation as CSSTransition).transitionProperty ??
          animation.id;
        const on = (animation.effect as KeyframeEffect | null)?.target ?? null;
        return `${what} on ${name(on)}`;
      })
      .join(', ');
  if (first !== second || second !== third)
    return `something moved${target ? ` near ${name(target)}` : ''}`;
  return '';
}

/**
 * Waits until the screen is still: no finite animation or transition running and nothing
 * moved by script between consecutive frames, and — with a `target` — that element's box,
 * transform and opacity steady. For the moment before a picture, or before a tap that needs
 * the element where it comes to rest. Polled, so a busy machine only makes it slower.
 */
export async function settled(page: Page, target?: Locator, timeout = 10_000): Promise<void> {
  await expect
    .poll(
      () =>
        target
          ? target.evaluate(stillMoving, undefined, { timeout })
          : page.evaluate(stillMoving, null),
      { message: 'the screen comes to rest', timeout, intervals: [50, 100, 250] },
    )
    .toBe('');
}
