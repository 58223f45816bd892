/** A multipart/form-data body with one file field, as a browser's FormData would send it. */
export function multipart(name: string, filename: string, data: Uint8Array, type = 'application/octet-stream') {
  const boundary = '----parley-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
