// node apps/web/scripts/badge-icon.mjs apps/web/public/icons/badge-96.png
// A 96×96 notification badge: a white crescent moon and a small four-point star on transparency
// (Android draws a badge's alpha as a single-colour mask).
import { deflateSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
const N = 96,
  S = 4; // 4×4 supersampling
const px = Buffer.alloc(N * N * 4);
const inside = (x, y) => {
  const d1 = Math.hypot(x - 44, y - 50),
    d2 = Math.hypot(x - 60, y - 40);
  const crescent = d1 <= 34 && d2 > 30;
  // a four-point star at (72, 24)
  const sx = Math.abs(x - 74),
    sy = Math.abs(y - 22);
  const star = Math.sqrt(sx) + Math.sqrt(sy) <= Math.sqrt(11);
  return crescent || star;
};
for (let y = 0; y < N; y++)
  for (let x = 0; x < N; x++) {
    let hits = 0;
    for (let j = 0; j < S; j++)
      for (let i = 0; i < S; i++) if (inside(x + (i + 0.5) / S, y + (j + 0.5) / S)) hits++;
    const o = (y * N + x) * 4;
    px[o] = px[o + 1] = px[o + 2] = 255;
    px[o + 3] = Math.round((hits / (S * S)) * 255);
  }
const raw = Buffer.alloc(N * (N * 4 + 1));
for (let y = 0; y < N; y++) {
  raw[y * (N * 4 + 1)] = 0;
  px.copy(raw, y * (N * 4 + 1) + 1, y * N * 4, (y + 1) * N * 4);
}
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const c = Buffer.alloc(4);
  c.writeUInt32BE(crc(td));
  return Buffer.concat([len, td, c]);
};
const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(N, 0);
ihdr.writeUInt32BE(N, 4);
ihdr[8] = 8;
ihdr[9] = 6;
writeFileSync(
  process.argv[2],
  Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]),
);
