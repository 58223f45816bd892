/**
 * Browser tests on one machine keep media on 127.0.0.1 (docs/features/live.md): the machine's other interfaces are
 * dropped from the candidates a page sends, in descriptions and trickled alike.
 */
export const isLoopbackCandidate = (candidate: string) => candidate.includes(' 127.0.0.1 ');

/** The description without the candidates a browser test does not use. */
export const loopbackCandidates = (sdp: string) =>
  sdp
    .split('\r\n')
    .filter((line) => !line.startsWith('a=candidate:') || isLoopbackCandidate(line))
    .join('\r\n');
