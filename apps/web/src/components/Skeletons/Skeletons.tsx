import './skeletons.css';

/**
 * Grey blocks that stand for text and pictures while they load, drawn with our own CSS so
 * the first paint does not wait for antd-mobile.
 */
function Block({ className }: { className: string }) {
  return <div className={`sl-skel ${className}`} />;
}

function Paragraph({ lines, className }: { lines: number; className?: string }) {
  return (
    <div className={className}>
      {Array.from({ length: lines }, (_, i) => (
        <Block key={i} className="sl-skel-line" />
      ))}
    </div>
  );
}

/** Placeholder of a whole screen while its code or translations load. */
export function ScreenSkeleton() {
  return (
    <div className="sl-skeleton-screen" role="status" aria-busy="true">
      <Block className="sl-skeleton-header" />
      <div className="sl-page">
        <Block className="sl-skeleton-hero" />
        <Block className="sl-skel-title" />
        <Paragraph lines={4} />
      </div>
    </div>
  );
}

/** Placeholder of a list of rows while data loads. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="sl-skeleton-list" role="status" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="sl-skeleton-row">
          <Block className="sl-skeleton-avatar" />
          <Paragraph lines={2} className="sl-skeleton-lines" />
        </div>
      ))}
    </div>
  );
}

/** Placeholder of a text block (legal pages, a card body). */
export function TextSkeleton({ lines = 6 }: { lines?: number }) {
  return (
    <div role="status" aria-busy="true">
      <Block className="sl-skel-title" />
      <Paragraph lines={lines} />
    </div>
  );
}
