import { Skeleton } from 'antd-mobile';
import './skeletons.css';

/** Placeholder of a whole screen while its code or translations load. */
export function ScreenSkeleton() {
  return (
    <div className="sl-skeleton-screen" role="status" aria-busy="true">
      <Skeleton animated className="sl-skeleton-header" />
      <div className="sl-page">
        <Skeleton animated className="sl-skeleton-hero" />
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={4} animated />
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
          <Skeleton animated className="sl-skeleton-avatar" />
          <Skeleton.Paragraph lineCount={2} animated className="sl-skeleton-lines" />
        </div>
      ))}
    </div>
  );
}

/** Placeholder of a text block (legal pages, a card body). */
export function TextSkeleton({ lines = 6 }: { lines?: number }) {
  return (
    <div role="status" aria-busy="true">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
    </div>
  );
}
