import { type ReactNode, useRef } from 'react';
import { useWidth } from '../../../components/useWidth';

/**
 * A chart's box: one image for screen readers (`label` says what it shows), `height` tall, and
 * the drawing made for the box's measured width.
 */
export function ChartBox({
  label,
  height,
  children,
}: {
  label: string;
  height: number;
  children: (width: number) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref, 320);
  return (
    <div ref={ref} className="sl-chart" role="img" aria-label={label} style={{ height }}>
      {children(width)}
    </div>
  );
}

/**
 * A boxed chart from its drawing: `label` and `height` go to the box, the measured width and
 * every other prop to the drawing.
 */
export function boxedChart<P extends { width: number; height: number }>(
  Svg: (props: P) => ReactNode,
) {
  return function BoxedChart({ label, ...props }: Omit<P, 'width'> & { label: string }) {
    return (
      <ChartBox label={label} height={props.height}>
        {(width) => <Svg {...(props as unknown as P)} width={width} />}
      </ChartBox>
    );
  };
}
