import { useState } from 'react';
import { UserOutline } from 'antd-mobile-icons';
import './avatar.css';

/** A round portrait with a gold ring; a silhouette when there is no picture or it fails to load. */
export function Avatar({
  src,
  alt,
  size = '1.6rem',
}: {
  src: string | null | undefined;
  alt: string;
  size?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  return (
    <span className="sl-avatar" style={{ width: size, height: size }}>
      {showImage ? (
        <img src={src ?? ''} alt={alt} onError={() => setFailed(src ?? null)} />
      ) : (
        <UserOutline aria-label={alt} role="img" />
      )}
    </span>
  );
}
