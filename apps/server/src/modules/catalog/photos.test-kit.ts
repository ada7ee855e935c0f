// Photos for tests: a picture that compresses as a camera's would, and the multipart body a
// browser sends when it uploads one.
import sharp from 'sharp';

/** A photo-like picture: a gradient with noise, so it compresses as a camera's would. */
export async function photoPixels(width: number, height: number) {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#b3202a"/><stop offset="1" stop-color="#f4a300"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp(gradient).composite([{ input: noise, blend: 'soft-light' }]);
}

export function multipart(file: Buffer, filename: string, type: string, alt?: string) {
  const boundary = '----photo-test-boundary';
  const parts: Buffer[] = [];
  if (alt !== undefined) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\n${alt}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
